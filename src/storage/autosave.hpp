#pragma once
// The autosave: the game in progress, written after every change to it, so
// that a crash, a closed terminal or a killed process never loses a game.
//
// It lives in one directory (see state_directory in environment.hpp) as
// `autosave.txt`, a game record. Beside it, `autosave.lock` holds the pid of
// the running copy that owns the autosave, created with O_EXCL. A second
// copy finds the lock, sees its owner is alive, and plays without autosave;
// a lock whose owner is dead (killed, crashed) is stale and is taken over.

#include <string>

#include "files.hpp"

namespace gomoku {

class Autosave {
public:
    enum class Status {
        off,           // not asked for (tests, or never opened)
        on,            // this copy owns the autosave
        no_directory,  // no state directory could be named
        unusable,      // the directory or the lock could not be made
        locked,        // another running copy owns it
    };

    Autosave() = default;
    // Creates the directory (mode 0700) and takes the lock for `pid`. Once it
    // holds the lock it sweeps the directory of temporary files (`*.tmp.PID`)
    // left by writes whose process has died. Something other than a regular
    // file in the autosave's place (a directory, a FIFO) makes it unusable:
    // it would refuse every write, and is never replaced.
    // An empty directory means none could be named.
    static Autosave open(const std::string& directory, long pid);

    Autosave(Autosave&& other) noexcept;
    Autosave& operator=(Autosave&& other) noexcept;
    Autosave(const Autosave&) = delete;
    Autosave& operator=(const Autosave&) = delete;
    ~Autosave();  // gives the lock back

    Status status() const { return status_; }
    bool on() const { return status_ == Status::on; }
    const FileError& reason() const { return reason_; }  // why unusable
    long holder() const { return holder_; }                // the owner, when locked
    std::string file() const { return directory_ + "/autosave.txt"; }
    std::string lock_file() const { return directory_ + "/autosave.lock"; }

    FileRead read() const;
    // On failure the autosave turns itself off (unusable) and the reason is returned.
    FileError write(const std::string& text, const WriteFaults& faults = {});
    void remove();

private:
    void release();

    Status status_ = Status::off;
    std::string directory_;
    FileError reason_;
    long holder_ = 0;
    bool locked_ = false;
};

}  // namespace gomoku
