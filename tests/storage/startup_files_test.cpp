// The files the real program reads at start-up, when they are not what it
// wrote: the settings file and the autosave as a directory, a FIFO, a huge
// or a binary file; and the autosave's file system full. Each is named on
// the first screen, left as it is, and the game plays.
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "record.hpp"
#include "support/run_binary.hpp"
#include "support/small_file_system.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::has;

enum class Kind { directory, fifo, huge, binary };

struct Odd {
    Kind kind;
    std::string reason;  // for the settings file
};

// Puts something odd at `path`; returns what a later look should find there.
std::string make_odd(const std::string& path, Kind kind, std::size_t huge_bytes) {
    const std::size_t slash = path.find_last_of('/');
    for (std::size_t at = 1; at <= slash; ++at)  // its parents, as mkdir -p
        if (path[at] == '/') ::mkdir(path.substr(0, at).c_str(), 0700);
    switch (kind) {
        case Kind::directory: ::mkdir(path.c_str(), 0700); return "(directory)";
        case Kind::fifo: ::mkfifo(path.c_str(), 0600); return "(fifo)";
        case Kind::huge: test::spit(path, std::string(huge_bytes, '#')); break;
        case Kind::binary: test::spit(path, std::string("size = 9\n\0\xff\xfe junk\n", 18)); break;
    }
    return test::slurp(path);
}

std::string what_is_at(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return "(nothing)";
    if (S_ISDIR(st.st_mode)) return "(directory)";
    if (S_ISFIFO(st.st_mode)) return "(fifo)";
    return test::slurp(path);
}

const char* kind_name(Kind k) {
    return k == Kind::directory ? "directory" : k == Kind::fifo ? "FIFO" : k == Kind::huge ? "huge file" : "binary file";
}

}  // namespace

TEST_CASE("a settings file that is no settings file is named at start-up, left alone, and the defaults play", "[binary]") {
    const std::vector<Odd> odd = {{Kind::directory, "it is a directory"},
                                  {Kind::fifo, "not a regular file"},
                                  {Kind::huge, "the file is too large"},
                                  {Kind::binary, "this is not a text file"}};
    for (const Odd& o : odd) {
        INFO(kind_name(o.kind));
        test::TempDir home;
        const std::string settings = home.path() + "/.config/gomoku/settings";
        const std::string before = make_odd(settings, o.kind, 100 * 1024);
        test::RunOptions run;
        run.home = home.path();
        run.input = "1\n\n\nh8\nq\ny\n";
        const test::Run r = test::run_binary(run);
        CHECK(r.status == 0);
        CHECK(has(r.out, "Settings ignored (" + o.reason + "): "));
        CHECK(has(r.out, "Player 1 played H8."));
        CHECK(has(r.out, "A B C D E F G H I J K L M N O"));  // the default 15x15, not the 9 it says
        CHECK_FALSE(has(r.out, "A B C D E F G H I\n"));
        CHECK(what_is_at(settings) == before);
    }
}

TEST_CASE("an autosave in the way of a directory or a FIFO turns autosave off at start-up and stays", "[binary]") {
    for (const Kind kind : {Kind::directory, Kind::fifo}) {
        INFO(kind_name(kind));
        test::TempDir home;
        const std::string autosave = home.path() + "/.local/state/gomoku/autosave.txt";
        const std::string before = make_odd(autosave, kind, 0);
        test::RunOptions run;
        run.home = home.path();
        run.input = "1\n\n\nh8\nj9\nq\ny\n";
        const test::Run r = test::run_binary(run);
        CHECK(r.status == 0);
        CHECK(has(r.out, std::string("Autosave is off (autosave.txt: ") +
                             (kind == Kind::directory ? "it is a directory" : "not a regular file") + ")"));
        CHECK(has(r.out, "Player 2 played J9."));
        CHECK(what_is_at(autosave) == before);
    }
}

TEST_CASE("an autosave too big or not text is named at start-up, kept until a new game replaces it", "[binary]") {
    for (const Kind kind : {Kind::huge, Kind::binary}) {
        INFO(kind_name(kind));
        test::TempDir home;
        const std::string autosave = home.path() + "/.local/state/gomoku/autosave.txt";
        const std::string before = make_odd(autosave, kind, gomoku::max_record_bytes + 2);
        test::RunOptions run;
        run.home = home.path();
        run.input = "quit\n";
        test::Run r = test::run_binary(run);
        CHECK(r.status == 0);
        CHECK(has(r.out, std::string("Autosave unreadable (") +
                             (kind == Kind::huge ? "over 1 MiB: too large for a record" : "this is not a text file") +
                             "); the next game replaces it."));
        CHECK_FALSE(has(r.out, "Continue"));
        CHECK(what_is_at(autosave) == before);

        run.input = "1\n\n\nh8\nq\ny\n";
        r = test::run_binary(run);
        CHECK(r.status == 0);
        CHECK(has(r.out, "Player 1 played H8."));
        CHECK(has(what_is_at(autosave), "\nH8\n"));
    }
}

TEST_CASE("when the autosave's file system fills mid-game, play goes on and the last autosave stays whole", "[binary]") {
    // A move is a line appended to the autosave, and fits in the room its
    // last block has left; the undo that writes the file whole finds none.
    test::TempDir dir;
    const test::SmallFileSystem small(dir.path() + "/state");
    if (!small.mounted()) {
        WARN("cannot mount a small tmpfs (" << small.error() << "): the full-disk autosave test is skipped");
        return;
    }
    test::RunOptions o;
    o.env.push_back("XDG_STATE_HOME=" + dir.path() + "/state");
    o.input = "1\nAna\nBo\nh8\n";
    const std::string autosave = dir.path() + "/state/gomoku/autosave.txt";
    test::Running game(o);
    REQUIRE(game.wait_for("Ana played H8."));
    REQUIRE(has(test::slurp(autosave), "\nH8\n"));
    small.fill();
    game.send("j9\nk10\nu\nl11\nq\ny\n");
    const test::Run r = game.finish();
    CHECK(r.status == 0);
    CHECK(has(r.out, "Autosave is off (the disk is full); use save to keep a game."));
    CHECK(has(r.out, "Ana played L11."));
    const gomoku::LoadResult kept = gomoku::load_record(test::slurp(autosave));
    REQUIRE(kept.ok());
    CHECK(kept.record->events.size() == 3);  // H8 J9 K10: the last position kept, whole
}

TEST_CASE("with the autosave's file system full from the start, it says autosave is off and plays", "[binary]") {
    test::TempDir dir;
    const test::SmallFileSystem small(dir.path() + "/state");
    if (!small.mounted()) {
        WARN("cannot mount a small tmpfs (" << small.error() << "): the full-disk autosave test is skipped");
        return;
    }
    small.fill();
    test::RunOptions o;
    o.env.push_back("XDG_STATE_HOME=" + dir.path() + "/state");
    o.input = "1\n\n\nh8\nq\ny\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Autosave is off (the disk is full); use save to keep a game."));
    CHECK(has(r.out, "Player 1 played H8."));
}
