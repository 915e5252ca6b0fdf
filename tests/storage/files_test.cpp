// Whole-file reads and atomic writes.
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "support/whole_file.hpp"
#include "files.hpp"
#include "support/run_binary.hpp"
#include "support/dead_pid.hpp"

using namespace gomoku;

namespace {

using test::spit;

using test::dead_pid;
using test::exists;

}  // namespace

TEST_CASE("an atomic write replaces the file and leaves no temporary behind", "[unit]") {
    test::TempDir dir;
    const std::string path = dir.path() + "/f.txt";
    REQUIRE_FALSE(write_file_atomic(path, "one").failed());
    REQUIRE_FALSE(write_file_atomic(path, "two").failed());
    CHECK(read_regular_file(path, 100).data == std::string("two"));
    CHECK(::access(temporary_name(path, ::getpid()).c_str(), F_OK) != 0);
}

TEST_CASE("a write through a symbolic link replaces the file it points to", "[unit]") {
    test::TempDir dir;
    const std::string real = dir.path() + "/real";
    const std::string link = dir.path() + "/link";
    REQUIRE_FALSE(write_file_atomic(real, "old").failed());
    REQUIRE(::symlink(real.c_str(), link.c_str()) == 0);
    REQUIRE_FALSE(write_file_atomic(link, "new").failed());
    struct stat st {};
    REQUIRE(::lstat(link.c_str(), &st) == 0);
    CHECK(S_ISLNK(st.st_mode));
    CHECK(read_regular_file(real, 100).data == std::string("new"));
}

TEST_CASE("a directory is never replaced by a write, and is refused by a read", "[unit]") {
    test::TempDir dir;
    CHECK(write_file_atomic(dir.path(), "x").failed());
    struct stat st {};
    REQUIRE(::stat(dir.path().c_str(), &st) == 0);
    CHECK(S_ISDIR(st.st_mode));
    CHECK_FALSE(read_regular_file(dir.path(), 100).data);
}

TEST_CASE("reads stop at their limit and refuse devices and FIFOs without blocking", "[unit]") {
    test::TempDir dir;
    const std::string big = dir.path() + "/big";
    REQUIRE_FALSE(write_file_atomic(big, std::string(1000, 'a')).failed());
    const FileRead r = read_regular_file(big, 999);
    CHECK_FALSE(r.data);
    CHECK(r.too_big);
    CHECK_FALSE(read_regular_file("/dev/zero", 100).data);
    const std::string fifo = dir.path() + "/fifo";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_FALSE(read_regular_file(fifo, 100).data);  // returns at once: nobody writes to it
}

TEST_CASE("a parent that is a file is reported, not created over", "[unit]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/plain";
    REQUIRE_FALSE(write_file_atomic(file, "x").failed());
    CHECK(make_directories(file + "/sub", 0700).failed());
    CHECK(write_file_atomic(file + "/child", "y").failed());
}

TEST_CASE("a save removes the temporary file a dead process left for the same target, and nothing else", "[unit]") {
    test::TempDir dir;
    const std::string path = dir.path() + "/game.txt";
    REQUIRE_FALSE(write_file_atomic(path, "old").failed());
    const long dead = dead_pid();
    const long live = ::getppid();
    const std::string stale = temporary_name(path, dead);
    const std::string busy = temporary_name(path, live);  // a live copy writing right now
    const std::string other = temporary_name(dir.path() + "/other.txt", dead);
    const std::string not_a_pid = path + ".tmp.12x";
    const std::string stale_dir = temporary_name(path, dead_pid());
    spit(stale, "half");
    spit(busy, "busy");
    spit(other, "other");
    spit(not_a_pid, "x");
    REQUIRE(::mkdir(stale_dir.c_str(), 0700) == 0);

    REQUIRE_FALSE(write_file_atomic(path, "new").failed());
    CHECK(read_regular_file(path, 100).data == std::string("new"));
    CHECK_FALSE(exists(stale));
    CHECK(exists(busy));
    CHECK(exists(other));
    CHECK(exists(not_a_pid));
    CHECK(exists(stale_dir));  // only regular files
    CHECK(process_gone(dead));
    CHECK_FALSE(process_gone(live));
}

TEST_CASE("a sweep of a directory removes every NAME.tmp.PID of a dead process, and only those", "[unit]") {
    test::TempDir dir;
    const std::string d = dir.path() + "/";
    const std::string dead = std::to_string(dead_pid());
    const std::string live = std::to_string(::getppid());
    for (const std::string& name : {"a.tmp." + dead, "b.txt.tmp." + dead})
        spit(d + name, "stale");
    const std::vector<std::string> kept = {"c.tmp." + live, "d.tmp.", ".tmp." + dead, "e.tmp." + dead + ".bak",
                                           "f.TMP." + dead, "g.tmp.0" + dead, "h.tmp.-" + dead, "notes.txt"};
    for (const std::string& name : kept) spit(d + name, "keep");
    REQUIRE(::symlink((d + "notes.txt").c_str(), (d + "i.tmp." + dead).c_str()) == 0);

    CHECK(remove_stale_temporaries(dir.path()) == 2);
    CHECK_FALSE(exists(d + "a.tmp." + dead));
    CHECK_FALSE(exists(d + "b.txt.tmp." + dead));
    for (const std::string& name : kept) CHECK(exists(d + name));
    CHECK(exists(d + "i.tmp." + dead));  // a symbolic link is not a temporary file
}

TEST_CASE("a crash between the temporary write and the rename leaves the old file, and the next save cleans up", "[unit]") {
    test::TempDir dir;
    const std::string path = dir.path() + "/game.txt";
    REQUIRE_FALSE(write_file_atomic(path, "old").failed());
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        WriteFaults faults;
        faults.crash_before_rename = path;
        write_file_atomic(path, "new", faults);
        ::_exit(0);  // never reached
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    CHECK(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == SIGKILL);
    CHECK(read_regular_file(path, 100).data == std::string("old"));
    const std::string temp = temporary_name(path, child);
    CHECK(read_regular_file(temp, 100).data == std::string("new"));

    WriteFaults elsewhere;
    elsewhere.crash_before_rename = dir.path() + "/another.txt";
    REQUIRE_FALSE(write_file_atomic(path, "newer", elsewhere).failed());
    CHECK(read_regular_file(path, 100).data == std::string("newer"));
    CHECK_FALSE(exists(temp));
}
