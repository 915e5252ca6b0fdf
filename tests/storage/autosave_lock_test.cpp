// The autosave lock: copies started at the same moment over a lock file a
// dead process left must agree on exactly one holder, every time, and the
// lock is free again the moment its holder is gone, however it went.
#include <algorithm>
#include <csignal>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "autosave.hpp"
#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/dead_pid.hpp"

using namespace gomoku;

namespace {

using test::dead_pid;

// What each of `copies` processes, let go at the same moment, made of the
// autosave in `directory`: one status letter each, 'o' for on, 'l' for locked.
std::string start_together(const std::string& directory, int copies) {
    int go[2], report[2], done[2];
    if (::pipe(go) != 0 || ::pipe(report) != 0 || ::pipe(done) != 0) return "pipe failed";
    std::vector<pid_t> children;
    for (int i = 0; i < copies; ++i) {
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(go[1]);
            ::close(report[0]);
            ::close(done[1]);
            char c = 0;
            while (::read(go[0], &c, 1) < 0) {  // returns 0 for everyone when the parent lets go
            }
            const Autosave a = Autosave::open(directory, ::getpid());
            const char status = a.on() ? 'o' : a.status() == Autosave::Status::locked ? 'l' : '?';
            if (::write(report[1], &status, 1) != 1) ::_exit(1);
            while (::read(done[0], &c, 1) < 0) {  // holds the lock until every copy has tried
            }
            ::_exit(0);
        }
        children.push_back(child);
    }
    ::close(go[0]);
    ::close(report[1]);
    ::close(done[0]);
    ::close(go[1]);  // go
    std::string statuses;
    char c = 0;
    while (static_cast<int>(statuses.size()) < copies && ::read(report[0], &c, 1) == 1) statuses += c;
    ::close(done[1]);
    ::close(report[0]);
    for (pid_t child : children) {
        int status = 0;
        ::waitpid(child, &status, 0);
    }
    return statuses;
}

}  // namespace

TEST_CASE("copies started together over a stale lock: exactly one holds the autosave, 200 times", "[app][slow]") {
    test::TempDir dir;
    const std::string state = dir.path() + "/gomoku";
    REQUIRE(Autosave::open(state, ::getpid()).on());  // makes the directory, then lets go
    int trials = 0, with_one = 0;
    for (int trial = 0; trial < 200; ++trial) {
        const int copies = 2 + trial % 3;
        INFO("trial " << trial << ", " << copies << " copies");
        test::spit(state + "/autosave.lock", std::to_string(dead_pid()) + "\n");  // left by a killed copy
        const std::string statuses = start_together(state, copies);
        INFO("statuses " << statuses);
        REQUIRE(static_cast<int>(statuses.size()) == copies);
        const auto holders = std::count(statuses.begin(), statuses.end(), 'o');
        const auto locked_out = std::count(statuses.begin(), statuses.end(), 'l');
        CHECK(holders == 1);
        CHECK(locked_out == copies - 1);
        ++trials;
        if (holders == 1) ++with_one;
    }
    CHECK(with_one == trials);
}

TEST_CASE("the lock is the kernel's: free once its holder is gone, even killed, and the lock file stays", "[app]") {
    test::TempDir dir;
    const std::string state = dir.path() + "/gomoku";
    {
        Autosave held = Autosave::open(state, ::getpid());
        REQUIRE(held.on());
        const Autosave second = Autosave::open(state, 12345);
        CHECK(second.status() == Autosave::Status::locked);
        CHECK(second.holder() == ::getpid());
    }
    CHECK(Autosave::open(state, ::getpid()).on());
    CHECK(::access((state + "/autosave.lock").c_str(), F_OK) == 0);

    // A holder killed outright: nothing of it runs, the kernel lets go.
    int ready[2];
    REQUIRE(::pipe(ready) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        const Autosave a = Autosave::open(state, ::getpid());
        const char c = a.on() ? 'o' : '?';
        if (::write(ready[1], &c, 1) != 1) ::_exit(1);
        for (;;) ::pause();
    }
    ::close(ready[1]);
    char c = 0;
    REQUIRE(::read(ready[0], &c, 1) == 1);
    ::close(ready[0]);
    CHECK(c == 'o');
    const Autosave while_alive = Autosave::open(state, ::getpid());
    CHECK(while_alive.status() == Autosave::Status::locked);
    CHECK(while_alive.holder() == child);
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    CHECK(Autosave::open(state, ::getpid()).on());
}
