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

bool write_all(int fd, const char* data, std::size_t size, int& error) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = errno;
            return false;
        }
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

std::string temporary_name(const std::string& path, long pid) { return path + ".tmp." + std::to_string(pid); }

bool process_gone(long pid) { return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH; }

int remove_stale_temporaries(const std::string& directory, const std::string& target) {
    DIR* dir = ::opendir(directory.c_str());
    if (!dir) return 0;
    int removed = 0;
    while (const dirent* entry = ::readdir(dir)) {
        const std::string name = entry->d_name;
        const long pid = temporary_pid(name);
        if (pid == 0 || pid == static_cast<long>(::getpid())) continue;
        if (!target.empty() && name != temporary_name(target, pid)) continue;
        const std::string path = directory + "/" + name;
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (process_gone(pid) && ::unlink(path.c_str()) == 0) ++removed;
    }
    ::closedir(dir);
    return removed;
}

FileRead read_regular_file(const std::string& path, std::size_t max_bytes) {
    FileRead result;
    // O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOCTTY: a
    // terminal device must never become our controlling terminal.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
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
    std::string data;
    char buffer[65536];
    for (;;) {
        // Never more than one byte past the limit: that byte is enough to
        // know the file is too big, whatever its size says.
        const std::size_t want = std::min(sizeof buffer, max_bytes + 1 - data.size());
        const ssize_t n = ::read(fd, buffer, want);
        if (n < 0) {
            if (errno == EINTR) continue;
            result.error = FileError::from_errno(errno);
            ::close(fd);
            return result;
        }
        if (n == 0) break;
        data.append(buffer, static_cast<std::size_t>(n));
        if (data.size() > max_bytes) {
            result.too_big = true;
            result.error = FileError::of(FileError::Kind::too_large);
            ::close(fd);
            return result;
        }
    }
    ::close(fd);
    result.data = std::move(data);
    return result;
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

FileError write_file_atomic(const std::string& given, const std::string& contents, const WriteFaults& faults) {
    // A symbolic link (a dotfile manager's, say) is followed: the file it
    // points to is the one replaced, and the link stays.
    std::string path = given;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        if (char* real = ::realpath(path.c_str(), nullptr)) {
            path = real;
            std::free(real);
        }
    }
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return S_ISDIR(st.st_mode) ? FileError::from_errno(EISDIR) : FileError::of(FileError::Kind::not_regular);

    remove_stale_temporaries(parent_of(path), name_of(path));
    const std::string temp = temporary_name(path, static_cast<long>(::getpid()));
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return FileError::from_errno(errno);
    int error = 0;
    if (!write_all(fd, contents.data(), contents.size(), error) || ::fsync(fd) != 0) {
        if (error == 0) error = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        return FileError::from_errno(error);
    }
    if (::close(fd) != 0) {
        error = errno;
        ::unlink(temp.c_str());
        return FileError::from_errno(error);
    }
    if (!faults.crash_before_rename.empty() && faults.crash_before_rename == given) ::kill(::getpid(), SIGKILL);
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        error = errno;
        ::unlink(temp.c_str());
        return FileError::from_errno(error);
    }
    // The rename is durable only once the directory entry is on disk.
    const int dir = ::open(parent_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

}  // namespace gomoku
