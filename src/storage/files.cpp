#include "files.hpp"

#include "strings.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gomoku {

namespace {

std::string parent_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The PID of a name `NAME.tmp.PID` (NAME not empty), else 0.
long temporary_pid(const std::string& name) {
    const std::size_t mark = name.rfind(".tmp.");
    if (mark == std::string::npos || mark == 0) return 0;
    const std::string_view digits = std::string_view(name).substr(mark + 5);
    if (digits.empty() || digits.front() == '0') return 0;
    return static_cast<long>(parse_int(digits, 1, INT_MAX).value_or(0));
}

// Reads an open descriptor to its end, refusing anything but a regular file.
FileRead read_open(int fd, std::size_t max_bytes) {
    FileRead result;
    if (fd < 0) {
        result.missing = errno == ENOENT;
        result.error = FileError::from_errno(errno);
        return result;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        result.error = FileError::from_errno(errno);
        ::close(fd);
        return result;
    }
    if (!S_ISREG(st.st_mode)) {
        result.error = S_ISDIR(st.st_mode) ? FileError::from_errno(EISDIR) : FileError::of(FileError::Kind::not_regular);
        ::close(fd);
        return result;
    }
    result = read_whole_open_file(fd, max_bytes);
    ::close(fd);
    return result;
}

// O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOCTTY: a
// terminal device must never become our controlling terminal.
constexpr int read_flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;

// Whose permissions the new file gets.
enum class Mode {
    kept,     // those of the file it replaces; a new file's come from the umask
    private_, // 0600, whatever the umask
};

// The atomic replace of `name` in the open directory `dir`.
FileError replace_at(int dir, const std::string& name, const std::string& contents, Mode mode,
                     const WriteFaults& faults, const std::string& shown) {
    if (name.empty() || name == "." || name == "..") return FileError::from_errno(EISDIR);
    struct stat old {};
    bool replacing = false;
    if (::fstatat(dir, name.c_str(), &old, AT_SYMLINK_NOFOLLOW) == 0) {
        if (S_ISLNK(old.st_mode)) {
            // A private file is never reached through a link, nor is the
            // link replaced. A typed path's links were followed before
            // this point, so one here leads nowhere: it is replaced, as a
            // new file, the way a rename replaces it.
            if (mode == Mode::private_) return FileError::from_errno(ELOOP);
        } else if (S_ISDIR(old.st_mode)) {
            return FileError::from_errno(EISDIR);
        } else if (!S_ISREG(old.st_mode)) {
            return FileError::of(FileError::Kind::not_regular);
        } else {
            replacing = true;
        }
    } else if (errno != ENOENT) {
        return FileError::from_errno(errno);
    }

    remove_stale_temporaries_at(dir, name);
    const std::string temp = temporary_name(name, static_cast<long>(::getpid()));
    // A file of that name can only be an earlier process's with our pid:
    // it goes, and the new one is made afresh (O_EXCL), never opened.
    ::unlinkat(dir, temp.c_str(), 0);
    // Until it has the permissions it will keep, the temporary file is the
    // user's alone, unless it is new and the umask's are its own anyway.
    const mode_t created = mode == Mode::kept && !replacing ? 0666 : 0600;
    const int fd = ::openat(dir, temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, created);
    if (fd < 0) return FileError::from_errno(errno);
    const auto fail = [&](int error) {
        ::close(fd);
        ::unlinkat(dir, temp.c_str(), 0);
        return FileError::from_errno(error);
    };
    if (mode == Mode::private_ && ::fchmod(fd, 0600) != 0) return fail(errno);
    if (mode == Mode::kept && replacing) {
        // The owner first (changing it clears set-id bits), then the mode.
        // Another user's file keeps at least its group when we are in it.
        if (::fchown(fd, old.st_uid, old.st_gid) != 0) (void)::fchown(fd, static_cast<uid_t>(-1), old.st_gid);
        if (::fchmod(fd, old.st_mode & 07777) != 0) return fail(errno);
    }
    int error = 0;
    if (!write_all(fd, contents.data(), contents.size(), error, faults.counts)) return fail(error);
    if (faults.counts) ++faults.counts->syncs;
    if (::fsync(fd) != 0) return fail(errno);
    if (::close(fd) != 0) {
        error = errno;
        ::unlinkat(dir, temp.c_str(), 0);
        return FileError::from_errno(error);
    }
    if (!faults.crash_before_rename.empty() && faults.crash_before_rename == shown) ::kill(::getpid(), SIGKILL);
    if (faults.counts) ++faults.counts->renames;
    if (::renameat(dir, temp.c_str(), dir, name.c_str()) != 0) {
        error = errno;
        ::unlinkat(dir, temp.c_str(), 0);
        return FileError::from_errno(error);
    }
    // The rename is durable only once the directory entry is on disk.
    if (faults.counts) ++faults.counts->directory_syncs;
    ::fsync(dir);
    return {};
}

}  // namespace

bool write_all(int fd, const char* data, std::size_t size, int& error, WriteCounts* counts) {
    while (size > 0) {
        if (counts) ++counts->writes;
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = errno;
            return false;
        }
        if (n == 0) {  // nothing more fits
            error = ENOSPC;
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

std::string temporary_name(const std::string& path, long pid) { return path + ".tmp." + std::to_string(pid); }

bool process_gone(long pid) { return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH; }

int remove_stale_temporaries(const std::string& directory, const std::string& target) {
    const int dir = ::open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return 0;
    const int removed = remove_stale_temporaries_at(dir, target);
    ::close(dir);
    return removed;
}

int remove_stale_temporaries_at(int directory, const std::string& target) {
    // The listing gets a descriptor of its own, and starts from the top
    // whatever an earlier listing through the same directory left.
    const int listing = ::fcntl(directory, F_DUPFD_CLOEXEC, 0);
    if (listing < 0) return 0;
    DIR* dir = ::fdopendir(listing);
    if (!dir) {
        ::close(listing);
        return 0;
    }
    ::rewinddir(dir);
    int removed = 0;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        const long pid = temporary_pid(name);
        if (pid == 0 || pid == static_cast<long>(::getpid())) continue;
        if (!target.empty() && name != temporary_name(target, pid)) continue;
        struct stat st {};
        if (::fstatat(directory, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(st.st_mode)) continue;
        if (process_gone(pid) && ::unlinkat(directory, name.c_str(), 0) == 0) ++removed;
    }
    ::closedir(dir);
    return removed;
}

FileRead read_whole_open_file(int fd, std::size_t max_bytes) {
    FileRead result;
    std::string data;
    char buffer[65536];
    for (;;) {
        // Never more than one byte past the limit: that byte is enough to
        // know the file is too big, whatever its size says.
        const std::size_t want = std::min(sizeof buffer, max_bytes + 1 - data.size());
        const ssize_t n = ::pread(fd, buffer, want, static_cast<off_t>(data.size()));
        if (n < 0) {
            if (errno == EINTR) continue;
            result.error = FileError::from_errno(errno);
            return result;
        }
        if (n == 0) break;
        data.append(buffer, static_cast<std::size_t>(n));
        if (data.size() > max_bytes) {
            result.too_big = true;
            result.error = FileError::of(FileError::Kind::too_large);
            return result;
        }
    }
    result.data = std::move(data);
    return result;
}

FileRead read_regular_file(const std::string& path, std::size_t max_bytes) {
    return read_open(::open(path.c_str(), read_flags), max_bytes);
}

FileRead read_regular_file_at(int directory, const std::string& name, std::size_t max_bytes) {
    return read_open(::openat(directory, name.c_str(), read_flags | O_NOFOLLOW), max_bytes);
}

FileError make_directories(const std::string& path, unsigned mode) {
    if (path.empty()) return FileError::from_errno(ENOENT);
    std::string partial;
    std::size_t i = 0;
    while (i <= path.size()) {
        const std::size_t slash = path.find('/', i);
        const std::size_t end = slash == std::string::npos ? path.size() : slash;
        partial = path.substr(0, end);
        if (!partial.empty()) {
            if (::mkdir(partial.c_str(), static_cast<mode_t>(mode)) != 0 && errno != EEXIST)
                return FileError::from_errno(errno);
            struct stat st {};
            if (::stat(partial.c_str(), &st) != 0) return FileError::from_errno(errno);
            if (!S_ISDIR(st.st_mode)) return FileError::from_errno(ENOTDIR);
        }
        if (slash == std::string::npos) break;
        i = slash + 1;
    }
    return {};
}

std::string write_target(const std::string& path) {
    // A symbolic link (a dotfile manager's, say) is followed: the file it
    // points to is the one replaced, and the link stays.
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        if (char* real = ::realpath(path.c_str(), nullptr)) {
            std::string target = real;
            std::free(real);
            return target;
        }
    }
    return path;
}

FileError write_file_atomic(const std::string& given, const std::string& contents, const WriteFaults& faults) {
    const std::string path = write_target(given);
    const int dir = ::open(parent_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return FileError::from_errno(errno);
    const FileError error = replace_at(dir, name_of(path), contents, Mode::kept, faults, given);
    ::close(dir);
    return error;
}

FileError write_private_file_at(int directory, const std::string& name, const std::string& contents,
                                const WriteFaults& faults, const std::string& shown) {
    return replace_at(directory, name, contents, Mode::private_, faults, shown);
}

}  // namespace gomoku
