// One input model: whatever a player can type in line mode means the same
// typed in cursor mode, key by key through the real key decoder. Every row of
// the notation table and every command of the command table is played both
// ways from the same position, and must leave the same game and say the same.
#include <string>
#include <sys/stat.h>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/run_binary.hpp"

using namespace gomoku;

namespace {

struct Entered {
    std::vector<std::string> events;  // the game's history, as the move list writes it
    bool over = false;
    std::string message;  // the line above the last prompt
};

// The message row of the last frame: plain output puts it just above the prompt.
std::string last_message(const std::string& out) {
    const std::size_t prompt = out.rfind('\n');
    if (prompt == std::string::npos || prompt == 0) return "";
    const std::size_t start = out.rfind('\n', prompt - 1);
    return out.substr(start == std::string::npos ? 0 : start + 1, prompt - (start == std::string::npos ? 0 : start + 1));
}

Entered play(const std::vector<std::string>& lines, bool cursor, int size, const std::string& save_directory) {
    ScriptedSource in;
    if (cursor) {
        // Typed as a person types: each line's bytes, then Enter, through the decoder.
        KeyDecoder decoder;
        std::vector<Key> keys;
        for (const std::string& line : lines) decoder.feed(line + "\r", keys);
        for (Key& k : keys) in.push(InputEvent::key_press(std::move(k)));
    } else {
        for (const std::string& line : lines) in.push(InputEvent::line(line));
    }
    StringSink out;
    AppConfig config;
    config.settings.size = size;
    config.settings.ascii = true;
    config.colour_ok = false;
    config.cursor_mode = cursor;
    config.save_directory = save_directory;
    config.clock = [] { return std::time_t{1795000000}; };
    config.nodes = 500;  // hint: the same point every time
    App app(in, out, Screen{}, config);
    app.run();
    Entered left;
    if (const Game* g = app.game()) {
        for (const Event& e : g->events()) left.events.push_back(event_text(e, Lang::en));
        left.over = g->over();
    }
    left.message = last_message(out.data);
    return left;
}

struct Row {
    std::string typed;
    std::vector<std::string> then;  // answers to what it asks, typed the same way
    std::vector<std::string> events;  // what line mode must leave: the game's history after it
    bool same_message = true;         // false where the screen it returns to greets each mode in its own words
};

void check_same_both_ways(const Row& row, int size, const std::vector<std::string>& before) {
    std::vector<std::string> lines = {"1", "Ana", "Bo"};
    lines.insert(lines.end(), before.begin(), before.end());
    lines.push_back(row.typed);
    lines.insert(lines.end(), row.then.begin(), row.then.end());
    INFO("typed \"" << row.typed << "\" on " << size << "x" << size);
    // Each mode saves into a directory of its own, named alike where a message shows its end.
    test::TempDir dir;
    for (const char* mode : {"/typed", "/keyed"}) {
        ::mkdir((dir.path() + mode).c_str(), 0700);
        ::mkdir((dir.path() + mode + "/saved-games-here").c_str(), 0700);
    }
    const Entered typed = play(lines, false, size, dir.path() + "/typed/saved-games-here");
    const Entered keyed = play(lines, true, size, dir.path() + "/keyed/saved-games-here");
    CHECK(typed.events == row.events);
    CHECK(keyed.events == typed.events);
    CHECK(keyed.over == typed.over);
    if (row.same_message) CHECK(keyed.message == typed.message);
}

}  // namespace

TEST_CASE("every way of writing a point places the same stone in cursor mode as in line mode", "[app]") {
    for (const char* typed : {"h8", "H8", "h 8", "H08", "8h", "8 h", "8 8", "8,8", "８ ８", "8，8", "h8  ", "8\t8"})
        check_same_both_ways({typed, {}, {"H8"}}, 15, {});
}

TEST_CASE("on 19x19 too, letters that once moved the cursor are part of the point", "[app]") {
    check_same_both_ways({"h 8", {}, {"H8"}}, 19, {});
    check_same_both_ways({"h8", {}, {"H8"}}, 19, {});
    check_same_both_ways({"8 h", {}, {"H8"}}, 19, {});
    check_same_both_ways({"K 8", {}, {"K8"}}, 19, {});
    check_same_both_ways({"q16", {}, {"Q16"}}, 19, {});  // a point, not "quit" and then "16"
    check_same_both_ways({"l3", {}, {"L3"}}, 19, {});
    check_same_both_ways({"r 8", {}, {"R8"}}, 19, {});   // a point on 19x19, not redo
}

TEST_CASE("every command and its short and Chinese forms do the same in cursor mode as in line mode", "[app]") {
    const std::vector<std::string> two = {"a1", "b2"};
    const std::vector<Row> rows = {
        {"undo", {}, {"A1"}},
        {"u", {}, {"A1"}},
        {"悔棋", {}, {"A1"}},
        {"redo", {}, {"A1", "B2"}},
        {"r", {}, {"A1", "B2"}},
        {"重下", {}, {"A1", "B2"}},
        {"resign", {"y"}, {"A1", "B2", "resigns"}},
        {"认输", {"n"}, {"A1", "B2"}},
        {"help", {"q"}, {"A1", "B2"}},
        {"?", {"q"}, {"A1", "B2"}},
        {"帮助", {"q"}, {"A1", "B2"}},
        {"hint", {}, {"A1", "B2"}},
        {"t", {}, {"A1", "B2"}},
        {"提示", {}, {"A1", "B2"}},
        {"save", {}, {"A1", "B2"}},
        {"保存", {}, {"A1", "B2"}},
        {"load x", {}, {"A1", "B2"}},
        {"载入 x", {}, {"A1", "B2"}},
        {"load", {}, {"A1", "B2"}},
        {"export", {}, {"A1", "B2"}},
        {"导出", {}, {"A1", "B2"}},
        {"menu", {"c"}, {"A1", "B2"}, false},
        {"菜单", {"c"}, {"A1", "B2"}, false},
        {"quit", {"n"}, {"A1", "B2"}},
        {"q", {"n"}, {"A1", "B2"}},
        {"退出", {"n"}, {"A1", "B2"}},
        {"pass", {}, {"A1", "B2", "pass"}},
        {"弃权", {}, {"A1", "B2", "pass"}},
        {"black", {}, {"A1", "B2"}},
        {"b", {}, {"A1", "B2"}},
        {"white", {}, {"A1", "B2"}},
        {"w", {}, {"A1", "B2"}},
        {"two", {}, {"A1", "B2"}},
        {"黑", {}, {"A1", "B2"}},
        {"白", {}, {"A1", "B2"}},
        {"两子", {}, {"A1", "B2"}},
        {"undo 3", {}, {"A1", "B2"}},  // a command with something after it: refused, as a mistyped point
        {"hello", {}, {"A1", "B2"}},
    };
    for (const Row& row : rows) check_same_both_ways(row, 15, two);
    // redo after an undo replays the move in both modes.
    check_same_both_ways({"redo", {}, {"A1", "B2"}}, 15, {"a1", "b2", "undo"});
    check_same_both_ways({"r", {}, {"A1", "B2"}}, 15, {"a1", "b2", "u"});
}

TEST_CASE("quit and its answer end the sitting the same way in both modes", "[app]") {
    check_same_both_ways({"quit", {"y"}, {"A1"}}, 15, {"a1"});
    check_same_both_ways({"q", {"y"}, {"A1"}}, 19, {"a1"});
}
