#pragma once
// A directory of the program's own — where the autosave or the settings
// live — opened once and checked the way OpenSSH checks its own: it must
// belong to the user and no one else may write to it. Only the directory
// itself is checked, not its parents: a shared XDG_STATE_HOME such as /tmp
// is fine, since what matters is who can change the names inside gomoku/.
// Its files are then opened by name relative to the open directory and
// never through a symbolic link, so nobody can swap the directory or a file
// in it for a link to someone else's file.

#include <cstddef>
#include <string>

#include "files.hpp"

namespace gomoku {

class PrivateDirectory {
public:
    PrivateDirectory() = default;
    // Opens and checks `path`; with `create`, first makes it (and missing
    // parents) with mode 0700. The directory may be a symbolic link the
    // user owns (a dotfile manager's); the directory it leads to is checked.
    static PrivateDirectory open(const std::string& path, bool create);

    PrivateDirectory(PrivateDirectory&& other) noexcept;
    PrivateDirectory& operator=(PrivateDirectory&& other) noexcept;
    PrivateDirectory(const PrivateDirectory&) = delete;
    PrivateDirectory& operator=(const PrivateDirectory&) = delete;
    ~PrivateDirectory();

    bool ok() const { return fd_ >= 0; }
    const FileError& error() const { return error_; }  // why not ok
    bool missing() const { return missing_; }          // not ok because it does not exist
    int fd() const { return fd_; }
    const std::string& path() const { return path_; }

    FileRead read(const std::string& name, std::size_t max_bytes) const;
    // Atomic and durable, mode 0600; `faults` know the file by its full path.
    FileError write(const std::string& name, const std::string& contents, const WriteFaults& faults = {}) const;

private:
    int fd_ = -1;
    std::string path_;
    FileError error_;
    bool missing_ = false;
};

}  // namespace gomoku
