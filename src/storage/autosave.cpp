#include "autosave.hpp"

#include <cerrno>
#include <charconv>
#include <climits>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "record.hpp"

namespace gomoku {

namespace {

long pid_in(const std::string& text) {
    long pid = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, pid);
    if (ec != std::errc() || pid <= 0 || pid > INT_MAX) return 0;
    if (ptr != end && *ptr != '\n') return 0;
    return pid;
}

bool alive(long pid) { return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM; }

}  // namespace

Autosave Autosave::open(const std::string& directory, long pid) {
    Autosave a;
    if (directory.empty()) {
        a.status_ = Status::no_directory;
        return a;
    }
    a.directory_ = directory;
    a.status_ = Status::unusable;
    if (FileError error = make_directories(directory, 0700); error.failed()) {
        a.reason_ = std::move(error);
        return a;
    }
    const std::string lock = a.lock_file();
    const std::string content = std::to_string(pid) + "\n";
    // Twice: once more after clearing a stale lock.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int fd = ::open(lock.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
        if (fd >= 0) {
            const ssize_t n = ::write(fd, content.data(), content.size());
            const int error = n < 0 ? errno : ENOSPC;  // a short write means the disk is full
            ::close(fd);
            if (n != static_cast<ssize_t>(content.size())) {
                ::unlink(lock.c_str());
                a.reason_ = FileError::from_errno(error);
                return a;
            }
            a.locked_ = true;
            struct stat st {};
            if (::stat(a.file().c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
                a.reason_ = S_ISDIR(st.st_mode) ? FileError::from_errno(EISDIR, "autosave.txt")
                                                : FileError::of(FileError::Kind::not_regular, "autosave.txt");
                a.release();
                return a;
            }
            a.status_ = Status::on;
            remove_stale_temporaries(directory);
            return a;
        }
        if (errno != EEXIST) {
            a.reason_ = FileError::from_errno(errno);
            return a;
        }
        const FileRead held = read_regular_file(lock, 64);
        const long holder = held.data ? pid_in(*held.data) : 0;
        if (holder != 0 && holder != pid && alive(holder)) {
            a.status_ = Status::locked;
            a.holder_ = holder;
            return a;
        }
        // A dead owner, our own pid, or a lock that is not ours to read
        // sensibly: stale. A directory in its place is not removed.
        if (!held.data && !held.too_big && ::access(lock.c_str(), F_OK) == 0) {
            a.reason_ = held.error;
            a.reason_.file = "autosave.lock";
            return a;
        }
        ::unlink(lock.c_str());
    }
    a.reason_ = FileError::from_errno(EEXIST, "autosave.lock");
    return a;
}

Autosave::Autosave(Autosave&& other) noexcept
    : status_(other.status_),
      directory_(std::move(other.directory_)),
      reason_(std::move(other.reason_)),
      holder_(other.holder_),
      locked_(std::exchange(other.locked_, false)) {
    other.status_ = Status::off;
}

Autosave& Autosave::operator=(Autosave&& other) noexcept {
    if (this != &other) {
        release();
        status_ = std::exchange(other.status_, Status::off);
        directory_ = std::move(other.directory_);
        reason_ = std::move(other.reason_);
        holder_ = other.holder_;
        locked_ = std::exchange(other.locked_, false);
    }
    return *this;
}

Autosave::~Autosave() { release(); }

void Autosave::release() {
    if (locked_) ::unlink(lock_file().c_str());
    locked_ = false;
}

FileRead Autosave::read() const {
    if (!on()) return FileRead{std::nullopt, FileError::from_errno(ENOENT), false, true};
    return read_regular_file(file(), max_record_bytes);
}

FileError Autosave::write(const std::string& text, const WriteFaults& faults) {
    if (!on()) return {};
    FileError error = write_file_atomic(file(), text, faults);
    if (error.failed()) {
        status_ = Status::unusable;
        reason_ = error;
        release();
    }
    return error;
}

void Autosave::remove() {
    if (on()) ::unlink(file().c_str());
}

}  // namespace gomoku
