#pragma once
// A small tmpfs mounted for the length of a test, to fill up (root only).

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace test {

class SmallFileSystem {
public:
    explicit SmallFileSystem(const std::string& at) : path_(at) {
        ::mkdir(at.c_str(), 0700);
        if (::mount("tmpfs", at.c_str(), "tmpfs", 0, "size=64k") == 0) mounted_ = true;
        else error_ = std::strerror(errno);
    }
    ~SmallFileSystem() {
        if (mounted_) ::umount2(path_.c_str(), MNT_DETACH);
    }
    SmallFileSystem(const SmallFileSystem&) = delete;
    SmallFileSystem& operator=(const SmallFileSystem&) = delete;
    bool mounted() const { return mounted_; }
    const std::string& error() const { return error_; }

    // Writes a file until no byte more fits.
    void fill() const {
        const int fd = ::open((path_ + "/filler").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const std::string block(4096, 'x');
        while (::write(fd, block.data(), block.size()) > 0) {
        }
        while (::write(fd, "x", 1) > 0) {
        }
        ::close(fd);
    }

private:
    std::string path_;
    bool mounted_ = false;
    std::string error_;
};

}  // namespace test
