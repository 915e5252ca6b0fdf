#include "private_directory.hpp"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "saved_game.hpp"

namespace gomoku {

namespace {

constexpr int directory_flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC;

}  // namespace

PrivateDirectory PrivateDirectory::open(const std::string& path, bool create) {
    PrivateDirectory d;
    d.path_ = path;
    // Named in messages by its path, cut to fit a message line.
    const std::string shown = fit_path(path, 32);
    const auto refuse = [&](FileError error) {
        if (d.fd_ >= 0) ::close(d.fd_);
        d.fd_ = -1;
        d.error_ = std::move(error);
        return std::move(d);
    };
    if (create) {
        if (FileError error = make_directories(path, 0700); error.failed()) return refuse(std::move(error));
    }
    d.fd_ = ::open(path.c_str(), directory_flags | O_NOFOLLOW);
    if (d.fd_ < 0 && (errno == ELOOP || errno == ENOTDIR)) {
        // A symbolic link is taken only from the user: one another user
        // planted would lead us into a directory of their choosing.
        const int error = errno;
        struct stat link {};
        if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
            if (link.st_uid != ::geteuid()) return refuse(FileError::of(FileError::Kind::not_owned, shown));
            d.fd_ = ::open(path.c_str(), directory_flags);
        } else {
            errno = error;
        }
    }
    if (d.fd_ < 0) {
        d.missing_ = errno == ENOENT;
        return refuse(FileError::from_errno(errno, shown));
    }
    struct stat st {};
    if (::fstat(d.fd_, &st) != 0) return refuse(FileError::from_errno(errno, shown));
    if (st.st_uid != ::geteuid()) return refuse(FileError::of(FileError::Kind::not_owned, shown));
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0) return refuse(FileError::of(FileError::Kind::shared, shown));
    return d;
}

PrivateDirectory::PrivateDirectory(PrivateDirectory&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      path_(std::move(other.path_)),
      error_(std::move(other.error_)),
      missing_(other.missing_) {}

PrivateDirectory& PrivateDirectory::operator=(PrivateDirectory&& other) noexcept {
    if (this != &other) {
        if (fd_ >= 0) ::close(fd_);
        fd_ = std::exchange(other.fd_, -1);
        path_ = std::move(other.path_);
        error_ = std::move(other.error_);
        missing_ = other.missing_;
    }
    return *this;
}

PrivateDirectory::~PrivateDirectory() {
    if (fd_ >= 0) ::close(fd_);
}

FileRead PrivateDirectory::read(const std::string& name, std::size_t max_bytes) const {
    if (!ok()) return FileRead{std::nullopt, error_, false, missing_};
    return read_regular_file_at(fd_, name, max_bytes);
}

FileError PrivateDirectory::write(const std::string& name, const std::string& contents,
                                   const WriteFaults& faults) const {
    if (!ok()) return error_;
    return write_private_file_at(fd_, name, contents, faults, path_ + "/" + name);
}

}  // namespace gomoku
