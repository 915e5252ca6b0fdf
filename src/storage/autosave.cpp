#include "autosave.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "record.hpp"
#include "strings.hpp"

namespace gomoku {

namespace {

constexpr const char* autosave_name = "autosave.txt";
constexpr const char* lock_name = "autosave.lock";

// The process id a lock file names, or 0.
long pid_in(std::string_view text) {
    long pid = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, pid);
    if (ec != std::errc() || pid <= 0 || pid > INT_MAX) return 0;
    if (ptr != end && *ptr != '\n') return 0;
    return pid;
}

// A record as write_record writes it: header lines, each beginning with
// '#', then one line an event. The header with its date line left out, and
// the body.
struct Parts {
    std::string header;
    std::string body;
};

Parts parts_of(const std::string& text) {
    Parts p;
    std::size_t at = 0;
    while (at < text.size() && text[at] == '#') {
        const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
        const std::string_view line(text.data() + at, end - at);
        if (!starts_with(line, "# date:")) p.header.append(line);
        at = end;
    }
    p.body = text.substr(at);
    return p;
}

}  // namespace

Autosave Autosave::open(const std::string& directory, long pid) {
    Autosave a;
    if (directory.empty()) {
        a.status_ = Status::no_directory;
        return a;
    }
    a.status_ = Status::unusable;
    a.directory_ = PrivateDirectory::open(directory, true);
    if (!a.directory_.ok()) {
        a.reason_ = a.directory_.error();
        return a;
    }
    const int dir = a.directory_.fd();
    // Opened, never created anew: a lock file that stays is what lets every
    // copy lock the same file.
    a.lock_ = ::openat(dir, lock_name, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
    if (a.lock_ < 0) {
        a.reason_ = FileError::from_errno(errno, lock_name);
        return a;
    }
    struct stat st {};
    if (::fstat(a.lock_, &st) != 0 || !S_ISREG(st.st_mode)) {
        a.reason_ = FileError::of(FileError::Kind::not_regular, lock_name);
        a.release();
        return a;
    }
    if (::flock(a.lock_, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EWOULDBLOCK) {
            char text[32];
            const ssize_t n = ::pread(a.lock_, text, sizeof text, 0);
            a.status_ = Status::locked;
            // Only a name for the message: a holder that has not written its
            // own yet leaves a dead copy's, which is not shown.
            const long pid = n > 0 ? pid_in(std::string_view(text, static_cast<std::size_t>(n))) : 0;
            a.holder_ = pid != 0 && !process_gone(pid) ? pid : 0;
        } else {
            a.reason_ = FileError::from_errno(errno, lock_name);
        }
        a.release();
        return a;
    }
    // Ours: say whose it is, for a second copy's message.
    const std::string content = std::to_string(pid) + "\n";
    errno = 0;
    if (::ftruncate(a.lock_, 0) != 0 ||
        ::pwrite(a.lock_, content.data(), content.size(), 0) != static_cast<ssize_t>(content.size())) {
        const int error = errno != 0 ? errno : ENOSPC;  // a short write means the disk is full
        a.reason_ = FileError::from_errno(error);
        a.release();
        return a;
    }
    if (::fstatat(dir, autosave_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISREG(st.st_mode)) {
        a.reason_ = S_ISDIR(st.st_mode)   ? FileError::from_errno(EISDIR, autosave_name)
                    : S_ISLNK(st.st_mode) ? FileError::from_errno(ELOOP, autosave_name)
                                          : FileError::of(FileError::Kind::not_regular, autosave_name);
        a.release();
        return a;
    }
    a.status_ = Status::on;
    remove_stale_temporaries_at(dir);
    return a;
}

Autosave::Autosave(Autosave&& other) noexcept
    : status_(std::exchange(other.status_, Status::off)),
      directory_(std::move(other.directory_)),
      reason_(std::move(other.reason_)),
      holder_(other.holder_),
      lock_(std::exchange(other.lock_, -1)),
      journal_(std::exchange(other.journal_, -1)),
      header_(std::move(other.header_)),
      body_(std::move(other.body_)) {}

Autosave& Autosave::operator=(Autosave&& other) noexcept {
    if (this != &other) {
        close_journal();
        release();
        status_ = std::exchange(other.status_, Status::off);
        directory_ = std::move(other.directory_);
        reason_ = std::move(other.reason_);
        holder_ = other.holder_;
        lock_ = std::exchange(other.lock_, -1);
        journal_ = std::exchange(other.journal_, -1);
        header_ = std::move(other.header_);
        body_ = std::move(other.body_);
    }
    return *this;
}

Autosave::~Autosave() {
    close_journal();
    release();
}

void Autosave::release() {
    // Closing the only descriptor of the lock file gives the lock back.
    if (lock_ >= 0) ::close(lock_);
    lock_ = -1;
}

void Autosave::close_journal() {
    if (journal_ >= 0) ::close(journal_);
    journal_ = -1;
    header_.clear();
    body_.clear();
}

void Autosave::turn_off(const FileError& error) {
    status_ = Status::unusable;
    reason_ = error;
    close_journal();
    release();
}

FileRead Autosave::read() const {
    if (!on()) return FileRead{std::nullopt, FileError::from_errno(ENOENT), false, true};
    return directory_.read(autosave_name, max_record_bytes);
}

FileError Autosave::write(const std::string& text, const WriteFaults& faults) {
    if (!on()) return {};
    Parts now = parts_of(text);
    // Appends go only to the file still named autosave.txt: one removed or
    // renamed behind our back (a cleaner of old files, say) is written
    // afresh rather than appended to where nobody will look.
    if (journal_ >= 0 && !still_named()) close_journal();
    if (journal_ >= 0 && now.header == header_ && now.body.size() >= body_.size() &&
        now.body.compare(0, body_.size(), body_) == 0) {
        if (now.body.size() == body_.size()) return {};
        const FileError error = append(now.body.substr(body_.size()), faults);
        if (!error.failed()) body_ = std::move(now.body);
        return error;
    }
    const FileError error = replace(text, faults);
    if (!error.failed()) {
        header_ = std::move(now.header);
        body_ = std::move(now.body);
    }
    return error;
}

bool Autosave::still_named() const {
    struct stat open {}, named {};
    return ::fstat(journal_, &open) == 0 &&
           ::fstatat(directory_.fd(), autosave_name, &named, AT_SYMLINK_NOFOLLOW) == 0 &&
           open.st_dev == named.st_dev && open.st_ino == named.st_ino;
}

FileError Autosave::replace(const std::string& text, const WriteFaults& faults) {
    close_journal();
    FileError error = directory_.write(autosave_name, text, faults);
    if (!error.failed()) {
        journal_ = ::openat(directory_.fd(), autosave_name, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
        if (journal_ < 0) error = FileError::from_errno(errno);
    }
    if (error.failed()) turn_off(error);
    return error;
}

FileError Autosave::append(const std::string& lines, const WriteFaults& faults) {
    int error = 0;
    if (write_all(journal_, lines.data(), lines.size(), error, faults.counts)) {
        if (faults.counts) ++faults.counts->data_syncs;
        if (::fdatasync(journal_) == 0) return {};
        error = errno;
    }
    const FileError failed = FileError::from_errno(error);
    turn_off(failed);
    return failed;
}

void Autosave::remove() {
    if (!on()) return;
    close_journal();
    ::unlinkat(directory_.fd(), autosave_name, 0);
}

}  // namespace gomoku
