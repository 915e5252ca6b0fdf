// The system's errors in words of our own: every one a player can meet has
// a sentence in both languages, and in Chinese none shows strerror's English.
#include <cerrno>
#include <cstring>
#include <string>

#include "catch.hpp"
#include "system_error.hpp"

using namespace gomoku;

namespace {

bool latin_letter_in(const std::string& s) {
    for (const char c : s)
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) return true;
    return false;
}

}  // namespace

TEST_CASE("the errors of files and connections each have a sentence of their own", "[unit]") {
    const int met[] = {ENOENT, EACCES, EPERM, ENOTDIR, EISDIR, ENOSPC, EDQUOT, EROFS, ENAMETOOLONG, ELOOP, EEXIST,
                       EBUSY, EIO, EMFILE, ENFILE, EFBIG, ECONNREFUSED, EADDRINUSE, EADDRNOTAVAIL, ETIMEDOUT,
                       EHOSTUNREACH, EHOSTDOWN, ENETUNREACH, ENETDOWN, ECONNRESET, ECONNABORTED, EPIPE, EAFNOSUPPORT,
                       ENOMEM, ENOBUFS, EINTR};
    for (const int code : met) {
        CAPTURE(code, std::strerror(code));
        CHECK(system_error(code) != SystemError::other);
        CHECK_FALSE(system_error_text(Lang::en, code).empty());
        CHECK_FALSE(latin_letter_in(system_error_text(Lang::zh, code)));
    }
    CHECK(system_error_text(Lang::zh, ECONNREFUSED) == "连接被拒绝：那里没有程序在等待连接");
    CHECK(system_error_text(Lang::zh, EADDRINUSE) == "另一个程序正在使用这个端口");
    CHECK(system_error_text(Lang::zh, ENOSPC) == "磁盘已满");
    CHECK(system_error_text(Lang::en, EROFS) == "the file system is read-only");
}

TEST_CASE("in Chinese no system error reads as the system's English, and one without words of its own gives its number",
          "[unit]") {
    for (int code = 0; code < 200; ++code) {
        const std::string zh = system_error_text(Lang::zh, code);
        CAPTURE(code, zh);
        CHECK_FALSE(latin_letter_in(zh));
        if (system_error(code) == SystemError::other) CHECK(zh == "系统错误（错误号 " + std::to_string(code) + "）");
    }
    // English keeps the system's own words for those, with the number.
    CHECK(system_error_text(Lang::en, EDOM) == std::string(std::strerror(EDOM)) + " (error " + std::to_string(EDOM) + ")");
}
