// Games against the computer, played through the app in-process with a node
// budget (so the computer's moves are the same every run) and through the
// real program with piped input.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/whole_file.hpp"
#include "cli.hpp"
#include "gomoku/renju.hpp"
#include "support/run_binary.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::slurp;

using test::count;
using test::has;

AppConfig vs_config(Stone human, engine::Level level = engine::Level::normal) {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.vs_human = human;
    c.level = level;
    c.nodes = 400;
    c.seed = 7;
    return c;
}

std::string run(const std::vector<std::string>& lines, const AppConfig& config, AppExit* exit = nullptr) {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    ScriptedSource in = ScriptedSource::from_text(text);
    StringSink out;
    App app(in, out, Screen{}, config);
    const AppExit e = app.run();
    if (exit) *exit = e;
    return out.data;
}

GameRecord saved(const std::string& path) {
    const LoadResult r = load_record(slurp(path));
    REQUIRE(r.ok());
    return *r.record;
}

std::size_t moves_in(const GameRecord& r) {
    std::size_t n = 0;
    for (const Event& e : r.events) n += e.kind == Event::Kind::move;
    return n;
}

// Points along the bottom edge and up the left one: moves that never stop anything.
std::vector<std::string> idle_moves() {
    std::vector<std::string> v;
    for (char c = 'a'; c <= 'o'; ++c) v.push_back(std::string(1, c) + "1");
    for (int row = 2; row <= 15; ++row) v.push_back("a" + std::to_string(row));
    return v;
}

}  // namespace

TEST_CASE("a game against the computer is played to its result", "[vs][app]") {
    std::vector<std::string> lines = idle_moves();
    lines.push_back("3");
    AppExit exit;
    const std::string out = run(lines, vs_config(Stone::white, engine::Level::hard), &exit);
    CHECK(has(out, "Computer (Black) wins with five in a row"));
    CHECK(exit.status == 0);
}

TEST_CASE("the computer answers on its turn with a legal move", "[vs][app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    const std::string out = run({"h8", "save " + file, "quit", "y"}, vs_config(Stone::black));
    const GameRecord r = saved(file);
    REQUIRE(r.events.size() == 2);
    CHECK(r.events[1].kind == Event::Kind::move);
    CHECK(r.events[1].by == Stone::white);
    CHECK(r.events[1].point != r.events[0].point);
    CHECK(has(out, "Computer played " + to_notation(r.events[1].point) + "."));
}

TEST_CASE("undo against the computer takes back its reply and your move together, and redo brings both", "[vs][app]") {
    test::TempDir dir;
    const std::string undone = dir.path() + "/undone.txt", redone = dir.path() + "/redone.txt";
    const std::string out = run({"h8", "j10", "u", "save " + undone, "r", "save " + redone, "quit", "y"},
                                vs_config(Stone::black));
    CHECK(moves_in(saved(undone)) == 2);
    CHECK(moves_in(saved(redone)) == 4);
    // Both moves are named, in the order they were played.
    CHECK(has(out, "Took back J10 and "));
    CHECK(has(out, "Replayed J10 and "));
}

TEST_CASE("undo cannot take back the computer's first move alone", "[vs][app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    const std::string out = run({"u", "save " + file, "quit", "y"}, vs_config(Stone::white));
    CHECK(has(out, "Nothing to undo"));
    CHECK(moves_in(saved(file)) == 1);
}

TEST_CASE("under renju the computer playing black never plays a forbidden point", "[vs][app]") {
    AppConfig c = vs_config(Stone::white, engine::Level::hard);
    c.settings.rule = Rule::renju;
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    std::vector<std::string> lines = {"g7", "j9", "g9", "j7", "f8", "k8", "e6", "l5", "d10", "m11", "save " + file, "quit", "y"};
    run(lines, c);
    const GameRecord r = saved(file);
    Game g = r.replay();
    while (g.undo()) {
    }
    std::size_t black_moves = 0;
    while (g.applied() < g.recorded()) {
        const Event& e = g.event(g.applied());
        CHECK(e.kind != Event::Kind::pass);
        if (e.kind == Event::Kind::move && e.by == Stone::black) {
            ++black_moves;
            CHECK(forbidden(g.board(), e.point) == Forbidden::none);
        }
        REQUIRE(g.redo());
    }
    CHECK(black_moves >= 2);
}

TEST_CASE("a saved game against the computer keeps its side, level and seed, and resumes against it", "[vs][app]") {
    test::TempDir dir;
    AppConfig c = vs_config(Stone::black, engine::Level::hard);
    c.autosave = true;
    c.state_directory = dir.path() + "/state";
    run({"h8", "quit", "y"}, c);
    const std::string text = slurp(c.state_directory + "/autosave.txt");
    CHECK(has(text, "# x-computer: white\n"));
    CHECK(has(text, "# x-computer-level: hard\n"));
    CHECK(has(text, "# x-computer-seed: 7\n"));

    AppConfig again = c;
    again.vs_human.reset();
    again.resume = true;
    again.level = engine::Level::easy;  // the record's level wins
    const std::string file = dir.path() + "/game.txt";
    const std::string out = run({"h10", "save " + file, "quit", "y"}, again);
    CHECK(count(out, "Computer played") == 1);
    const GameRecord r = saved(file);
    CHECK(moves_in(r) == 4);
    CHECK(r.extra.at("computer-level") == "hard");
    CHECK(r.white == "Computer");
}

TEST_CASE("the menu sets up a game against the computer: colour, level and name", "[vs][app]") {
    AppConfig c = vs_config(Stone::black);
    c.vs_human.reset();
    const std::string out = run({"5", "2", "1", "Ana", "quit", "y"}, c);
    CHECK(has(out, "Colour: 1 black, 2 white"));
    CHECK(has(out, "Computer played H8."));
    CHECK(has(out, "Ana (O) >"));
}

TEST_CASE("on a terminal a line makes the computer move at once, and the end of input while it thinks ends cleanly", "[vs][app]") {
    // The hard level: the normal one could answer before the line comes.
    AppConfig c = vs_config(Stone::black, engine::Level::hard);
    c.nodes = 0;
    c.think_time = 60;  // only the typed line can end this search in time
    c.interruptible = true;
    ScriptedSource in({InputEvent::line("h8"), InputEvent::timeout(), InputEvent::timeout(), InputEvent::line(""),
                       InputEvent::line("h10"), InputEvent::timeout()});
    StringSink out;
    App app(in, out, Screen{}, c);
    const AppExit exit = app.run();
    CHECK(exit.status == 0);
    CHECK(count(out.data, "Computer played") == 1);
    CHECK(has(out.data, "Computer is thinking"));
}

TEST_CASE("the program against the computer with piped input and a node budget plays the same game twice", "[vs][binary]") {
    test::RunOptions o;
    o.args = {"--vs-computer", "black", "--nodes", "2000"};
    o.input = "h8\nh9\nh10\ni9\ng9\nquit\ny\n";
    const test::Run a = test::run_binary(o);
    const test::Run b = test::run_binary(o);
    CHECK(a.status == 0);
    CHECK(has(a.out, "Computer played"));
    CHECK(a.out == b.out);
}

TEST_CASE("hint shows a point on the board and in the message, plays nothing, and goes with the next move", "[vs][app]") {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.nodes = 300;
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    // Hot seat: the menu's new game, two default names.
    const std::string out = run({"1", "", "", "h8", "j9", "hint", "save " + file, "h9", "quit", "y"}, c);
    CHECK(has(out, "Hint: "));
    CHECK(moves_in(saved(file)) == 2);
    // The mark: after the hint, one frame shows a "?" on the board; after h9 none does.
    const std::size_t hinted = out.find("Hint: ");
    const std::size_t after = out.find("played H9.");
    REQUIRE(after != std::string::npos);
    const std::string hint_frame = out.substr(out.rfind("gomoku · five in a row", hinted), hinted - out.rfind("gomoku · five in a row", hinted));
    CHECK(count(hint_frame, "?") == 1);
    const std::string last_frame = out.substr(out.rfind("gomoku · five in a row", after));
    CHECK(count(last_frame.substr(0, last_frame.find("Move ")), "?") == 0);
}

TEST_CASE("solve shows a forced win's line for the side to play, or how deep it looked for one", "[vs][app]") {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.nodes = 20000;
    // Black's open three on row 8 with a second three to come: a win by force for black to play.
    const std::string won = run({"1", "", "", "h8", "a1", "i8", "a2", "j8", "a3", "h9", "b1", "solve", "quit", "y"}, c);
    CHECK(has(won, "Player 1 wins by force: "));
    // At the start nobody has one, and nothing was played to look.
    const std::string none = run({"1", "", "", "h8", "solve", "quit", "y"}, c);
    CHECK(has(none, "No forced win found for Player 2 (looked "));
    CHECK(has(none, "moves deep)."));
}

TEST_CASE("in a swap opening the computer places three central stones as opener, and keeps white as decider when white is better", "[vs][app]") {
    AppConfig opener = vs_config(Stone::white);
    opener.settings.opening = Opening::swap;
    const std::string placed = run({"black", "quit", "y"}, opener);
    CHECK(has(placed, "Computer played H8. Computer played G9. Computer played I9."));
    CHECK(has(placed, "Player 1 takes black."));

    AppConfig decider = vs_config(Stone::black);
    decider.settings.opening = Opening::swap;
    // Black's two stones thrown into the corners, white's in the centre.
    const std::string decided = run({"a1", "h8", "o15", "quit", "y"}, decider);
    CHECK(has(decided, "Computer takes white. Computer played "));
}

TEST_CASE("as decider the computer takes black when the opener's stones favour black, and the human moves for white", "[vs][app]") {
    AppConfig decider = vs_config(Stone::black);
    decider.settings.opening = Opening::swap;
    // Two black stones side by side against a white stone thrown into the corner.
    const std::string decided = run({"h8", "a1", "h9", "quit", "y"}, decider);
    CHECK(has(decided, "Computer takes black."));
    CHECK_FALSE(has(decided, "Computer takes black. Computer played"));
    CHECK(has(decided, "White (Player 1) to play"));
}

namespace {

Key named_key(Key::Kind kind) {
    Key k;
    k.kind = kind;
    return k;
}

Key letter(const char* t) {
    Key k;
    k.text = t;
    return k;
}

std::vector<InputEvent> typed_keys(const std::string& s) {
    std::vector<InputEvent> keys;
    for (char c : s) keys.push_back(InputEvent::key_press(letter(std::string(1, c).c_str())));
    return keys;
}

// A game against a computer that would think for a minute: only the keys can end its turn in time.
// The hard level, since the normal one answers a lone stone at once, and
// its move would then race the keys the test types while it thinks.
AppConfig slow_computer() {
    AppConfig c = vs_config(Stone::black, engine::Level::hard);
    c.cursor_mode = true;
    c.interruptible = true;
    c.nodes = 0;
    c.think_time = 60;
    return c;
}

std::string run_keys(const std::vector<InputEvent>& events) {
    ScriptedSource in(events);
    StringSink out;
    App app(in, out, Screen{}, slow_computer());
    CHECK(app.run().status == 0);
    return out.data;
}

}  // namespace

TEST_CASE("while the computer thinks the seconds count, letters are typed, and Enter makes it move", "[vs][app]") {
    const Key enter = named_key(Key::Kind::enter);
    std::vector<InputEvent> events = {InputEvent::key_press(enter), InputEvent::timeout(),
                                      InputEvent::key_press(letter("u")), InputEvent::timeout(),
                                      InputEvent::key_press(named_key(Key::Kind::backspace)),
                                      InputEvent::key_press(enter),  // an empty prompt: move now
                                      InputEvent::key_press(letter("t")), InputEvent::key_press(enter),
                                      InputEvent::timeout(), InputEvent::key_press(letter("y")),
                                      InputEvent::key_press(named_key(Key::Kind::eof))};
    const std::string out = run_keys(events);
    CHECK(has(out, "Computer is thinking… 0."));
    CHECK(has(out, "(Enter: move now)"));
    CHECK(has(out, " > u"));  // the u is shown as typed, and moves nothing
    CHECK(has(out, "Player 1 played H8. Computer played "));
    CHECK(has(out, "Hint: "));
}

TEST_CASE("undo typed while the computer thinks stops it and takes back the move it was answering", "[vs][app]") {
    std::vector<InputEvent> events = {InputEvent::key_press(named_key(Key::Kind::enter)), InputEvent::timeout()};
    for (const InputEvent& e : typed_keys("undo")) events.push_back(e);
    events.push_back(InputEvent::key_press(named_key(Key::Kind::enter)));
    events.push_back(InputEvent::key_press(named_key(Key::Kind::eof)));
    const std::string out = run_keys(events);
    CHECK(has(out, "Took back H8."));
    CHECK_FALSE(has(out, "Computer played"));
}

TEST_CASE("? while the computer thinks opens help, and back in the game it thinks again", "[vs][app]") {
    std::vector<InputEvent> events = {InputEvent::key_press(named_key(Key::Kind::enter)), InputEvent::timeout(),
                                      InputEvent::key_press(letter("?")), InputEvent::key_press(letter("q")),
                                      InputEvent::key_press(named_key(Key::Kind::enter)),  // back to the game
                                      InputEvent::key_press(named_key(Key::Kind::enter)),  // move now
                                      InputEvent::key_press(named_key(Key::Kind::eof))};
    const std::string out = run_keys(events);
    CHECK(has(out, "Page 1/5"));
    CHECK(has(out, "Player 1 played H8."));
    CHECK(has(out, "Computer played "));
}

TEST_CASE("a move and a turn's own command typed while the computer thinks wait for the turn, in order", "[vs][app]") {
    std::vector<InputEvent> events = {InputEvent::key_press(named_key(Key::Kind::enter)), InputEvent::timeout()};
    for (const char* line : {"j9", "pass"}) {
        for (const InputEvent& e : typed_keys(line)) events.push_back(e);
        events.push_back(InputEvent::key_press(named_key(Key::Kind::enter)));
    }
    events.push_back(InputEvent::key_press(named_key(Key::Kind::enter)));  // now: move
    events.push_back(InputEvent::key_press(named_key(Key::Kind::eof)));
    const std::string out = run_keys(events);
    CHECK(has(out, "j9 waits for your turn: Computer is thinking."));
    CHECK(has(out, "pass waits for your turn: Computer is thinking."));
    // The computer's reply, then j9 on the player's turn; pass waits for the next one.
    CHECK(has(out, "Computer played "));
    CHECK(has(out, "Player 1 played J9"));
    CHECK_FALSE(has(out, "Player 1 passed"));
}

TEST_CASE("--vs-computer takes the colour the human plays, and nothing else", "[vs][app]") {
    const CliResult white = parse_cli({"--vs-computer", "white", "--nodes", "100"});
    REQUIRE_FALSE(white.error);
    CHECK(white.options.vs_computer == Stone::white);
    CHECK(white.options.nodes == 100u);
    CHECK(parse_cli({"--vs-computer=black"}).options.vs_computer == Stone::black);
    const CliResult bad = parse_cli({"--vs-computer", "red"});
    REQUIRE(bad.error);
    CHECK(bad.error->option == "--vs-computer");
}

TEST_CASE("in cursor mode Enter after a hint plays the hinted point: the cursor goes there", "[vs][app]") {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.cursor_mode = true;
    c.nodes = 300;
    ScriptedSource in;
    KeyDecoder decoder;
    std::vector<Key> keys;
    decoder.feed("1\r\r\rh8\rj9\rhint\r\r", keys);
    for (Key& k : keys) in.push(InputEvent::key_press(std::move(k)));
    StringSink out;
    App app(in, out, Screen{}, c);
    app.run();
    const std::size_t hinted = out.data.rfind("Hint: ");
    REQUIRE(hinted != std::string::npos);
    const std::string point = out.data.substr(hinted + 6, out.data.find('.', hinted) - hinted - 6);
    CHECK(has(out.data, "Player 1 played " + point + "."));
}
