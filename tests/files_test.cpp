// Whole-file reads and atomic writes.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "catch.hpp"
#include "files.hpp"
#include "support/run_binary.hpp"

using namespace gomoku;

TEST_CASE("an atomic write replaces the file and leaves no temporary behind") {
    test::TempDir dir;
    const std::string path = dir.path() + "/f.txt";
    REQUIRE(write_file_atomic(path, "one").empty());
    REQUIRE(write_file_atomic(path, "two").empty());
    CHECK(read_regular_file(path, 100).data == std::string("two"));
    CHECK(::access(temporary_name(path, ::getpid()).c_str(), F_OK) != 0);
}

TEST_CASE("a write through a symbolic link replaces the file it points to") {
    test::TempDir dir;
    const std::string real = dir.path() + "/real";
    const std::string link = dir.path() + "/link";
    REQUIRE(write_file_atomic(real, "old").empty());
    REQUIRE(::symlink(real.c_str(), link.c_str()) == 0);
    REQUIRE(write_file_atomic(link, "new").empty());
    struct stat st {};
    REQUIRE(::lstat(link.c_str(), &st) == 0);
    CHECK(S_ISLNK(st.st_mode));
    CHECK(read_regular_file(real, 100).data == std::string("new"));
}

TEST_CASE("a directory is never replaced by a write, and is refused by a read") {
    test::TempDir dir;
    CHECK_FALSE(write_file_atomic(dir.path(), "x").empty());
    struct stat st {};
    REQUIRE(::stat(dir.path().c_str(), &st) == 0);
    CHECK(S_ISDIR(st.st_mode));
    CHECK_FALSE(read_regular_file(dir.path(), 100).data);
}

TEST_CASE("reads stop at their limit and refuse devices and FIFOs without blocking") {
    test::TempDir dir;
    const std::string big = dir.path() + "/big";
    REQUIRE(write_file_atomic(big, std::string(1000, 'a')).empty());
    const FileRead r = read_regular_file(big, 999);
    CHECK_FALSE(r.data);
    CHECK(r.too_big);
    CHECK_FALSE(read_regular_file("/dev/zero", 100).data);
    const std::string fifo = dir.path() + "/fifo";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_FALSE(read_regular_file(fifo, 100).data);  // returns at once: nobody writes to it
}

TEST_CASE("a parent that is a file is reported, not created over") {
    test::TempDir dir;
    const std::string file = dir.path() + "/plain";
    REQUIRE(write_file_atomic(file, "x").empty());
    CHECK_FALSE(make_directories(file + "/sub", 0700).empty());
    CHECK_FALSE(write_file_atomic(file + "/child", "y").empty());
}
