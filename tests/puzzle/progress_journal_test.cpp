// The results journal: one line a puzzle tried, appended whole and synced
// once; a torn last line ignored and cut off by the next append; anything
// else wrong, or a file not ours, refused with nothing written.
#include <cerrno>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "puzzle_files.hpp"
#include "results.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"

using namespace gomoku;
using namespace gomoku::puzzle;

namespace journal_test {

Result result(int n) {
    Result r;
    r.set = n % 3 == 0 ? "own" : "shipped";
    r.id = (n % 3 == 0 ? "own-" : "f-") + std::to_string(n);
    r.kind = n % 2 == 0 ? Kind::vcf : Kind::vct;
    r.rating = 1000 + 17 * (n % 100);
    r.solved = n % 4 != 1;
    r.tries = 1 + n % 3;
    r.hint = n % 5 == 0;
    return r;
}

bool same(const Result& a, const Result& b) {
    return a.set == b.set && a.id == b.id && a.kind == b.kind && a.rating == b.rating && a.solved == b.solved &&
           a.tries == b.tries && a.hint == b.hint;
}

struct Place {
    test::TempDir dir;
    std::string state() const { return dir.path() + "/state/gomoku"; }
    std::string file() const { return state() + "/puzzle-results"; }
    // The state directory, made as the program makes it.
    Place() {
        ::mkdir((dir.path() + "/state").c_str(), 0700);
        ::mkdir(state().c_str(), 0700);
    }
};

std::string journal_of(int count) {
    std::vector<Result> results;
    for (int i = 0; i < count; ++i) results.push_back(result(i));
    return write_results(results);
}

}  // namespace journal_test

TEST_CASE("a journal written and read gives the same results", "[unit]") {
    std::vector<Result> results;
    for (int i = 0; i < 30; ++i) results.push_back(journal_test::result(i));
    const std::string text = write_results(results);
    CHECK(text.rfind("gomoku-puzzle-results 1\n", 0) == 0);
    CHECK(result_line(results[0]) == "own own-0 kind=vcf rating=1000 result=solved tries=1 hint=yes");
    auto parsed = parse_results(text);
    REQUIRE(std::holds_alternative<Journal>(parsed));
    const Journal& j = std::get<Journal>(parsed);
    REQUIRE(j.results.size() == results.size());
    for (std::size_t i = 0; i < results.size(); ++i) CHECK(journal_test::same(j.results[i], results[i]));
    CHECK(j.torn_line == 0);
    CHECK(write_results(j.results) == text);
}

TEST_CASE("results appended to the state directory are read back in order", "[unit]") {
    journal_test::Place place;
    // No directory yet, no file yet: no results, no error.
    const ResultsRead none = read_results(place.dir.path() + "/nowhere");
    CHECK(none.ok());
    CHECK(none.journal.results.empty());
    WriteCounts counts;
    WriteFaults faults;
    faults.counts = &counts;
    for (int i = 0; i < 5; ++i) REQUIRE_FALSE(append_result(place.state(), journal_test::result(i), faults).failed());
    // One write and one data sync a result; the new file's name synced once.
    CHECK(counts.writes == 5);
    CHECK(counts.data_syncs == 5);
    CHECK(counts.directory_syncs == 1);
    CHECK(counts.renames == 0);
    CHECK(test::slurp(place.file()) == journal_test::journal_of(5));
    const ResultsRead read = read_results(place.state());
    REQUIRE(read.ok());
    REQUIRE(read.journal.results.size() == 5);
    for (int i = 0; i < 5; ++i) CHECK(journal_test::same(read.journal.results[i], journal_test::result(i)));
    struct stat st {};
    REQUIRE(::stat(place.file().c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
    const ProgressRead progress = read_progress(place.state());
    CHECK_FALSE(progress.error.failed());
    CHECK(progress.progress.results == 5);
}

TEST_CASE("a torn last line is not read, and the next append starts on a fresh line", "[unit]") {
    journal_test::Place place;
    const std::string whole = journal_test::journal_of(3);
    const std::string torn = result_line(journal_test::result(3)).substr(0, 20);
    test::spit(place.file(), whole + torn);
    ::chmod(place.file().c_str(), 0600);
    const ResultsRead read = read_results(place.state());
    REQUIRE(read.ok());
    CHECK(read.journal.results.size() == 3);
    CHECK(read.journal.torn_line == 5);
    REQUIRE_FALSE(append_result(place.state(), journal_test::result(4)).failed());
    CHECK(test::slurp(place.file()) == whole + result_line(journal_test::result(4)) + "\n");

    SECTION("a torn first line that begins the header is an empty journal") {
        test::spit(place.file(), "gomoku-puzzle-res");
        const ResultsRead empty = read_results(place.state());
        REQUIRE(empty.ok());
        CHECK(empty.journal.results.empty());
        REQUIRE_FALSE(append_result(place.state(), journal_test::result(0)).failed());
        CHECK(test::slurp(place.file()) == journal_test::journal_of(1));
    }
}

TEST_CASE("a journal wrong in the middle is refused with its line, and nothing is written to it", "[unit]") {
    journal_test::Place place;
    const std::string text = journal_test::journal_of(4);
    // The second result's line is line 3.
    const std::string line = result_line(journal_test::result(1));
    const auto changed = [&](const std::string& from, const std::string& to) {
        std::string l = line;
        l.replace(l.find(from), from.size(), to);
        return l;
    };
    const std::string cases[] = {
        changed("result=failed", "result=maybe"),
        changed("result=failed tries=2", "tries=2 result=failed"),
        changed("tries=2", "tries=0"),
        changed("kind=vct", "kind=vcx"),
        changed(" hint=no", ""),
        changed("hint=no", "hint=no "),
        line + std::string(1, '\0'),
        line + "\r",
        "",
    };
    for (const std::string& bad_line : cases) {
        CAPTURE(bad_line);
        std::string bad = text;
        bad.replace(bad.find(line), line.size(), bad_line);
        test::spit(place.file(), bad);
        ::chmod(place.file().c_str(), 0600);
        const ResultsRead read = read_results(place.state());
        CHECK(read.error.results.problem != ResultsProblem::none);
        CHECK(read.error.results.line == 3);
        CHECK(read.journal.results.empty());
        const PuzzleFileError refused = append_result(place.state(), journal_test::result(9));
        CHECK(refused.failed());
        CHECK(refused.results.line == 3);
        CHECK(test::slurp(place.file()) == bad);
    }
}

TEST_CASE("a file that is not a results journal is refused untouched", "[unit]") {
    journal_test::Place place;
    const std::string foreign[] = {
        "# gomoku 3\n# size: 15\nH8\n",
        "hello",                                 // a torn first line that is not our header
        "gomoku-puzzles 1\n",                    // the puzzle file
        "gomoku-puzzle-results 2\nshipped a\n",  // a newer version
        "gomoku-puzzle-results\n",
        std::string("\x7f" "ELF\x02\x01\x01\0\0\0\n", 11),
    };
    for (const std::string& text : foreign) {
        CAPTURE(text);
        test::spit(place.file(), text);
        ::chmod(place.file().c_str(), 0600);
        const ResultsRead read = read_results(place.state());
        CHECK(read.error.results.line == 1);
        CHECK((read.error.results.problem == ResultsProblem::not_results ||
               read.error.results.problem == ResultsProblem::newer_version ||
               read.error.results.problem == ResultsProblem::binary));
        CHECK(append_result(place.state(), journal_test::result(0)).failed());
        CHECK(test::slurp(place.file()) == text);
    }
    CHECK(std::get<ResultsError>(parse_results("gomoku-puzzle-results 2\n")).problem == ResultsProblem::newer_version);
}

TEST_CASE("a journal too large to read is refused untouched", "[unit]") {
    journal_test::Place place;
    std::string text = journal_test::journal_of(1);
    const std::string line = result_line(journal_test::result(1)) + "\n";
    while (text.size() <= max_results_bytes) text += line;
    test::spit(place.file(), text);
    ::chmod(place.file().c_str(), 0600);
    CHECK(read_results(place.state()).error.file.kind == FileError::Kind::too_large);
    CHECK(append_result(place.state(), journal_test::result(2)).file.kind == FileError::Kind::too_large);
    CHECK(test::slurp(place.file()) == text);
}

TEST_CASE("a results file that is not the user's alone is refused untouched", "[unit]") {
    journal_test::Place place;
    const std::string text = journal_test::journal_of(2);

    SECTION("writable by others") {
        test::spit(place.file(), text);
        ::chmod(place.file().c_str(), 0666);
        CHECK(read_results(place.state()).error.file.kind == FileError::Kind::shared);
        CHECK(append_result(place.state(), journal_test::result(5)).file.kind == FileError::Kind::shared);
        CHECK(test::slurp(place.file()) == text);
    }
    SECTION("another user's") {
        if (::geteuid() != 0) {
            WARN("not root: cannot give a file to another user (uid 65534); this section is skipped");
            return;
        }
        test::spit(place.file(), text);
        ::chmod(place.file().c_str(), 0600);
        REQUIRE(::chown(place.file().c_str(), 65534, 65534) == 0);
        CHECK(read_results(place.state()).error.file.kind == FileError::Kind::not_owned);
        CHECK(append_result(place.state(), journal_test::result(5)).file.kind == FileError::Kind::not_owned);
        CHECK(test::slurp(place.file()) == text);
    }
    SECTION("a symbolic link to the user's own file") {
        const std::string target = place.dir.path() + "/elsewhere";
        test::spit(target, text);
        ::chmod(target.c_str(), 0600);
        REQUIRE(::symlink(target.c_str(), place.file().c_str()) == 0);
        const PuzzleFileError refused = append_result(place.state(), journal_test::result(5));
        CHECK(refused.file.kind == FileError::Kind::system);
        CHECK(refused.file.code == ELOOP);
        CHECK(test::slurp(target) == text);
    }
    SECTION("a directory or a FIFO") {
        REQUIRE(::mkfifo(place.file().c_str(), 0600) == 0);
        CHECK(read_results(place.state()).error.file.kind == FileError::Kind::not_regular);
        CHECK(append_result(place.state(), journal_test::result(5)).file.kind == FileError::Kind::not_regular);
        REQUIRE(::unlink(place.file().c_str()) == 0);
        REQUIRE(::mkdir(place.file().c_str(), 0700) == 0);
        CHECK(append_result(place.state(), journal_test::result(5)).file.code == EISDIR);
    }
    SECTION("in a directory others may write to") {
        ::chmod(place.state().c_str(), 0777);
        CHECK(append_result(place.state(), journal_test::result(5)).file.kind == FileError::Kind::shared);
        CHECK_FALSE(test::exists(place.file()));
    }
}

TEST_CASE("a write or a sync that fails is reported and leaves nothing half-written", "[unit]") {
    journal_test::Place place;
    const std::string whole = journal_test::journal_of(2);
    WriteFaults write_fails;
    write_fails.fail_append_write = ENOSPC;
    WriteFaults sync_fails;
    sync_fails.fail_append_sync = EIO;

    SECTION("on a journal that has results") {
        REQUIRE_FALSE(append_result(place.state(), journal_test::result(0)).failed());
        REQUIRE_FALSE(append_result(place.state(), journal_test::result(1)).failed());
        const PuzzleFileError w = append_result(place.state(), journal_test::result(2), write_fails);
        CHECK(w.file.kind == FileError::Kind::system);
        CHECK(w.file.code == ENOSPC);
        CHECK(test::slurp(place.file()) == whole);
        const PuzzleFileError s = append_result(place.state(), journal_test::result(2), sync_fails);
        CHECK(s.file.code == EIO);
        CHECK(test::slurp(place.file()) == whole);
        REQUIRE_FALSE(append_result(place.state(), journal_test::result(2)).failed());
        CHECK(test::slurp(place.file()) == journal_test::journal_of(3));
    }
    SECTION("on a journal not begun") {
        CHECK(append_result(place.state(), journal_test::result(0), write_fails).file.code == ENOSPC);
        CHECK(test::slurp(place.file()).empty());
        CHECK(read_results(place.state()).ok());
        CHECK(append_result(place.state(), journal_test::result(0), sync_fails).file.code == EIO);
        CHECK(test::slurp(place.file()).empty());
    }
}

TEST_CASE("two programs appending at once each add their lines whole", "[unit]") {
    journal_test::Place place;
    REQUIRE_FALSE(append_result(place.state(), journal_test::result(0)).failed());
    constexpr int each = 30;
    // Both start at once: each waits for the pipe to be closed.
    int start[2];
    REQUIRE(::pipe(start) == 0);
    pid_t children[2] = {-1, -1};
    for (int c = 0; c < 2; ++c) {
        children[c] = ::fork();
        REQUIRE(children[c] >= 0);
        if (children[c] == 0) {
            ::close(start[1]);
            char byte = 0;
            while (::read(start[0], &byte, 1) > 0) {
            }
            int failed = 0;
            for (int i = 0; i < each; ++i) {
                Result r = journal_test::result(i);
                r.set = c == 0 ? "first" : "second";
                failed += append_result(place.state(), r).failed() ? 1 : 0;
            }
            ::_exit(failed == 0 ? 0 : 1);
        }
    }
    ::close(start[0]);
    ::close(start[1]);
    for (pid_t child : children) {
        int status = 0;
        REQUIRE(::waitpid(child, &status, 0) == child);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    const ResultsRead read = read_results(place.state());
    REQUIRE(read.ok());
    CHECK(read.journal.results.size() == 1 + 2 * each);
    int seen[2] = {0, 0};
    for (const Result& r : read.journal.results) {
        if (r.set == "first") CHECK(journal_test::same(r, [&] { Result e = journal_test::result(seen[0]++); e.set = "first"; return e; }()));
        if (r.set == "second") CHECK(journal_test::same(r, [&] { Result e = journal_test::result(seen[1]++); e.set = "second"; return e; }()));
    }
    CHECK(seen[0] == each);
    CHECK(seen[1] == each);
}
