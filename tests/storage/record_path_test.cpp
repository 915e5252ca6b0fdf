// A record to read that is no record: a directory, a FIFO, a device, a
// terminal, a symbolic-link loop, a million moves, a name of 128 KiB. Named
// on the command line, to --replay, or to `load` in a game, each is refused
// at once with what is wrong, and a game on screen goes on.
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "files.hpp"
#include "record.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::has;

// Bytes this thread has read with read() so far.
long long bytes_read_by_this_thread() {
    std::ifstream io("/proc/thread-self/io");
    std::string key;
    long long value = 0;
    while (io >> key >> value)
        if (key == "rchar:") return value;
    return -1;
}

// A pseudo-terminal for the length of a test: a terminal nobody types on.
class Pty {
public:
    Pty() {
        master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master_ >= 0 && ::grantpt(master_) == 0 && ::unlockpt(master_) == 0) {
            const char* name = ::ptsname(master_);
            if (name) slave_ = name;
        }
    }
    ~Pty() {
        if (master_ >= 0) ::close(master_);
    }
    Pty(const Pty&) = delete;
    Pty& operator=(const Pty&) = delete;
    const std::string& slave() const { return slave_; }

private:
    int master_ = -1;
    std::string slave_;
};

struct BadRecord {
    std::string path;
    std::string problem;  // as the message says it
};

// Every kind of path that is no record, made in `dir`.
std::vector<BadRecord> bad_records(const std::string& dir) {
    const std::string sub = dir + "/a-directory";
    const std::string fifo = dir + "/a-fifo";
    const std::string loop = dir + "/loop";
    const std::string million = dir + "/million.txt";
    ::mkdir(sub.c_str(), 0700);
    ::mkfifo(fifo.c_str(), 0600);
    ::symlink((loop + "-back").c_str(), loop.c_str());
    ::symlink(loop.c_str(), (loop + "-back").c_str());
    std::string moves = "# gomoku 1\n# size: 15\n";
    for (int i = 0; i < 1000000; ++i) moves += "H8\n";
    test::spit(million, moves);
    return {{sub, "it is a directory"},
            {fifo, "not a regular file"},
            {"/dev/zero", "not a regular file"},
            {loop, "too many symbolic links"},
            {million, "over 1 MiB: too large for a record"}};
}

}  // namespace

TEST_CASE("a file read never takes more than one byte past its limit", "[binary]") {
    test::TempDir dir;
    const std::string big = dir.path() + "/big";
    test::spit(big, std::string(4u << 20, 'x'));
    const long long before = bytes_read_by_this_thread();
    REQUIRE(before >= 0);
    const gomoku::FileRead r = gomoku::read_regular_file(big, gomoku::max_record_bytes);
    const long long read = bytes_read_by_this_thread() - before;
    CHECK(r.too_big);
    CHECK_FALSE(r.data);
    // The count includes reading the count itself, a few hundred bytes at
    // most; a read in 64 KiB steps would overshoot by up to one step.
    const auto limit = static_cast<long long>(gomoku::max_record_bytes);
    CHECK(read >= limit + 1);
    CHECK(read < limit + 1 + 1024);
}

TEST_CASE("a terminal given as a record is refused without reading it or becoming the controlling terminal", "[binary]") {
    const Pty pty;
    REQUIRE_FALSE(pty.slave().empty());
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::alarm(10);  // a read that blocked would fail the test, not hang it
        ::setsid();   // a session leader without a terminal takes the first it opens, unless told not to
        const gomoku::FileRead r = gomoku::read_regular_file(pty.slave(), 100);
        const bool refused = !r.data && r.error.kind == gomoku::FileError::Kind::not_regular;
        const bool no_terminal = ::open("/dev/tty", O_RDONLY) < 0 && errno == ENXIO;
        ::_exit(refused && no_terminal ? 0 : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}

TEST_CASE("a record that is no record stops gomoku FILE and --replay FILE at once, naming the problem", "[binary]") {
    test::TempDir dir;
    const Pty pty;
    std::vector<BadRecord> bad = bad_records(dir.path());
    bad.push_back({"/dev/tty", "No such device or address"});  // in a session without a terminal
    bad.push_back({pty.slave(), "not a regular file"});
    bad.push_back({dir.path() + "/\x1b[2Jgone.txt", "no such file or directory"});
    for (const BadRecord& b : bad) {
        for (const bool replay : {false, true}) {
            INFO(b.path << (replay ? " with --replay" : ""));
            test::RunOptions o;
            o.new_session = true;
            o.args = replay ? std::vector<std::string>{"--replay", b.path} : std::vector<std::string>{b.path};
            o.input = "h8\nq\ny\n";
            const test::Run r = test::run_binary(o);
            CHECK(r.status == 1);
            CHECK(has(r.err, b.problem));
            CHECK_FALSE(has(r.err, "\x1b"));
            CHECK(r.out.empty());
        }
    }
}

TEST_CASE("load of a record that is no record says what is wrong and the game on screen goes on", "[binary]") {
    test::TempDir dir;
    const Pty pty;
    std::vector<BadRecord> bad = bad_records(dir.path());
    bad.push_back({"/dev/tty", "No such device or address"});
    bad.push_back({pty.slave(), "not a regular file"});
    bad.push_back({dir.path() + "/\x1b[2Jgone.txt", "no such file or directory"});
    test::RunOptions o;
    o.new_session = true;
    o.input = "1\nAna\nBo\nh8\n";
    for (const BadRecord& b : bad) o.input += "load " + b.path + "\n";
    o.input += "j9\nq\ny\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    for (const BadRecord& b : bad) {
        INFO(b.path);
        CHECK(has(r.out, b.problem));
    }
    CHECK(has(r.out, "Bo played J9."));
    CHECK_FALSE(has(r.out, "\x1b"));
    CHECK_FALSE(has(r.out, "Loaded "));
}

TEST_CASE("a 128 KiB file name or settings directory is fitted to the screen in one pass", "[binary]") {
    // A cut that measured the rest again for every character dropped took
    // 21 s of CPU for this name; one pass takes milliseconds. The budget is
    // far above the one and far below the other.
    const std::string name(131071, 'a');  // the longest one argument may be
    test::RunOptions o;
    o.cpu_seconds = 3;
    o.args = {name};
    test::Run r = test::run_binary(o);
    CHECK(r.status == 1);
    CHECK(has(r.err, "the name is too long"));
    CHECK(has(r.err, "aaaa"));
    CHECK(r.err.size() < 200);

    test::RunOptions config;
    config.cpu_seconds = 3;
    config.env.push_back("XDG_CONFIG_HOME=/" + std::string(130000, 'c'));
    config.input = "q\n";
    r = test::run_binary(config);
    CHECK(r.status == 0);
    CHECK(has(r.out, "the name is too long): "));
    CHECK(has(r.out, "cccc/gomoku/settings"));
}
