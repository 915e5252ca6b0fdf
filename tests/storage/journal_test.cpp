// The autosave as a journal: the record is written whole once, and each move
// after that costs one appended line and one fdatasync. One reader serves
// --resume and load, and both take a torn last line as the game before it.
#include <deque>
#include <functional>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "autosave.hpp"
#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "record.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::has;

// Typed lines; before handing out each one it notes the write counts, so a
// test sees what each line cost.
class Counting : public EventSource {
public:
    Counting(std::vector<std::string> lines, const WriteCounts& counts)
        : lines_(lines.begin(), lines.end()), counts_(counts) {}
    InputEvent next(std::optional<std::int64_t>) override {
        seen.push_back(counts_);
        if (before) before(seen.size() - 1);
        if (lines_.empty()) return InputEvent::end();
        std::string line = std::move(lines_.front());
        lines_.pop_front();
        return InputEvent::line(std::move(line));
    }
    std::vector<WriteCounts> seen;  // seen[i]: the counts before line i was read
    std::function<void(std::size_t)> before;

private:
    std::deque<std::string> lines_;
    const WriteCounts& counts_;
};

WriteCounts cost(const WriteCounts& from, const WriteCounts& to) {
    return WriteCounts{to.writes - from.writes, to.data_syncs - from.data_syncs, to.syncs - from.syncs,
                       to.directory_syncs - from.directory_syncs, to.renames - from.renames};
}

std::string shown(const WriteCounts& c) {
    return std::to_string(c.writes) + " writes, " + std::to_string(c.data_syncs) + " fdatasyncs, " +
           std::to_string(c.syncs) + " fsyncs, " + std::to_string(c.directory_syncs) + " directory syncs, " +
           std::to_string(c.renames) + " renames";
}

bool appended_once(const WriteCounts& c) {
    return c.writes == 1 && c.data_syncs == 1 && c.syncs == 0 && c.directory_syncs == 0 && c.renames == 0;
}

bool replaced_whole(const WriteCounts& c) {
    return c.writes >= 1 && c.data_syncs == 0 && c.syncs == 1 && c.directory_syncs == 1 && c.renames == 1;
}

struct JournalSetup {
    test::TempDir dir;
    AppConfig config;
    WriteCounts counts;
    std::time_t clock = 1795000000;
    std::string state() const { return dir.path() + "/state/gomoku"; }
    std::string file() const { return state() + "/autosave.txt"; }

    JournalSetup() {
        config.settings.ascii = true;
        config.colour_ok = false;
        config.autosave = true;
        config.state_directory = state();
        config.write_faults.counts = &counts;
        config.clock = [this] { return clock++; };  // a second later at every look: the date is no change
    }

    std::vector<WriteCounts> play(const std::vector<std::string>& lines, std::string* out = nullptr,
                                  std::function<void(std::size_t)> before = {}) {
        Counting in(lines, counts);
        in.before = std::move(before);
        StringSink sink;
        App(in, sink, Screen{}, config).run();
        if (out) *out = sink.data;
        return in.seen;
    }
};

std::vector<std::string> journal_moves(const std::string& text) {
    const LoadResult r = load_record(text);
    std::vector<std::string> out;
    if (!r.ok()) return {"(unreadable)"};
    for (const Event& e : r.record->events) out.push_back(to_notation(e.point));
    return out;
}

}  // namespace

TEST_CASE("a move costs one appended line and one fdatasync: no rename and no directory sync", "[app]") {
    JournalSetup s;
    const std::vector<std::string> lines = {"1", "Ana", "Bo", "h8", "j9", "k10", "l11", "m12", "u", "r", "a1",
                                            "a2", "a3", "a4"};
    const std::vector<WriteCounts> seen = s.play(lines);
    REQUIRE(seen.size() == lines.size() + 1);
    // seen[i + 1] - seen[i]: what line i cost.
    const auto line_cost = [&](std::size_t i) { return cost(seen[i], seen[i + 1]); };
    INFO("the first move: " << shown(line_cost(3)));
    CHECK(replaced_whole(line_cost(3)));  // the header and the first move, written whole
    for (std::size_t i : {4u, 5u, 6u, 7u, 9u, 10u, 11u, 12u, 13u}) {
        INFO(lines[i] << ": " << shown(line_cost(i)));
        CHECK(appended_once(line_cost(i)));
    }
    INFO("the undo: " << shown(line_cost(8)));
    CHECK(replaced_whole(line_cost(8)));  // an undo takes a line out: the file is written whole
    // Nine moves, an undo and a redo: 2 renames instead of 11.
    CHECK(seen.back().renames == 2);
    CHECK(seen.back().data_syncs == 9);
    CHECK(seen.back().syncs == 2);

    const std::string text = test::slurp(s.file());
    CHECK(journal_moves(text) == std::vector<std::string>{"H8", "J9", "K10", "L11", "M12", "A1", "A2", "A3", "A4"});
    // The file is a whole record, and its date is the one it was begun with.
    const LoadResult loaded = load_record(text);
    REQUIRE(loaded.ok());
    CHECK(loaded.warnings.empty());
    CHECK(write_record(*loaded.record).text == text);
}

TEST_CASE("an autosave removed behind the journal's back is written afresh at the next move", "[app]") {
    JournalSetup s;
    s.play({"1", "", "", "h8", "j9", "k10"}, nullptr, [&](std::size_t i) {
        if (i == 5) REQUIRE(::unlink(s.file().c_str()) == 0);  // after J9 was kept
    });
    CHECK(journal_moves(test::slurp(s.file())) == std::vector<std::string>{"H8", "J9", "K10"});
}

TEST_CASE("--resume and the menu take a torn autosave as the game before its last line, and rewrite it whole",
          "[app]") {
    JournalSetup s;
    s.play({"1", "Ana", "Bo", "h8", "j9"});
    const std::string whole = test::slurp(s.file());
    test::spit(s.file(), whole + "K1");  // a crash in the middle of appending "K10\n"
    s.config.resume = true;
    std::string out;
    s.play({"l11"}, &out);
    CHECK(has(out, "Ana played L11."));
    CHECK_FALSE(has(out, "unreadable"));
    const std::string now = test::slurp(s.file());
    CHECK(journal_moves(now) == std::vector<std::string>{"H8", "J9", "L11"});
    CHECK(now.back() == '\n');

    s.config.resume = false;
    test::spit(s.file(), now + "M1");
    s.play({"c", "m12", "q", "y"}, &out);
    CHECK(has(out, "Continue last game"));
    CHECK(has(out, "Bo played M12."));
    CHECK(journal_moves(test::slurp(s.file())) == std::vector<std::string>{"H8", "J9", "L11", "M12"});
}

TEST_CASE("load reads a torn record as the game before its last line, and says so", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/torn.txt";
    test::spit(file, "# gomoku 3\n# size: 15\n# black: Cy\n# white: Di\nH8\nJ9\nK1");
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    ScriptedSource in = ScriptedSource::from_text("1\n\n\nload " + file + "\nk10\nq\ny\n");
    StringSink out;
    App(in, out, Screen{}, c).run();
    CHECK(has(out.data, ": 2 moves; a torn last line was left out."));
    CHECK(has(out.data, "Cy played K10."));
}

TEST_CASE("a result word a later version wrote is shown as written when the game is loaded", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/agreed.txt";
    test::spit(file, "# gomoku 3\n# size: 15\n# result: draw-agreed\nH8 {t=1.5}\nJ9\n");
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    ScriptedSource in = ScriptedSource::from_text("1\n\n\nload " + file + "\nq\ny\n");
    StringSink out;
    App(in, out, Screen{}, c).run();
    CHECK(has(out.data, ": 2 moves; result \"draw-agreed\"."));
}
