#include "support/soak.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <stdlib.h>
#include <unistd.h>
#include <utility>
#include <vector>

#include "app.hpp"
#include "puzzle_text.hpp"
#include "record.hpp"
#include "render.hpp"
#include "saved_game.hpp"
#include "support/random_player.hpp"
#include "support/screen_reader.hpp"
#include "support/shown_board.hpp"
#include "support/whole_file.hpp"
#include "support/whole_frame.hpp"

namespace test {

namespace {

using gomoku::Event;
using gomoku::Game;
using gomoku::InputEvent;
using gomoku::Point;

constexpr std::time_t soak_clock = 1795000000;  // saves get the same default name every time

// Reads after the end of input that the app may take to wind down (a
// question it was asking, then the screen it came from).
constexpr int reads_after_end = 16;

// Thrown from a read when the app goes on reading long after input ended,
// to unwind a run that would otherwise never return.
struct KeptReading {};

std::uint64_t fnv(std::uint64_t h, std::string_view bytes) {
    for (char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

std::string event_name(const Event& e) { return gomoku::event_text(e, gomoku::Lang::en); }

bool same_setup(const gomoku::GameSetup& a, const gomoku::GameSetup& b) {
    return a.size == b.size && a.rule == b.rule && a.strict == b.strict && a.opening == b.opening;
}

bool starts_with(const std::vector<Event>& all, const std::vector<Event>& head) {
    return head.size() <= all.size() && std::equal(head.begin(), head.end(), all.begin());
}

// The fixed part of a message, before its first placeholder.
std::string head_of(gomoku::Lang lang, gomoku::Msg m) {
    std::string head = gomoku::raw_text(lang, m);
    head = head.substr(0, head.find('{'));
    while (!head.empty() && head.back() == ' ') head.pop_back();  // as ScreenReader::text reads rows
    return head;
}

// The fixed part of a message after its last placeholder.
std::string tail_of(gomoku::Lang lang, gomoku::Msg m) {
    std::string tail = gomoku::raw_text(lang, m);
    if (const auto brace = tail.rfind('}'); brace != std::string::npos) tail.erase(0, brace + 1);
    while (!tail.empty() && tail.back() == ' ') tail.pop_back();
    return tail;
}

bool shows(const std::string& text, gomoku::Msg m) {
    // A prompt cut to a narrow screen shows "…" and its end, up to the ">",
    // then in cursor mode the typing (which may hold a ">" of its own): the
    // text after the "…" must begin with an end of the message's.
    const std::string ellipsis = "…";
    const std::size_t from = std::min(text.find_first_not_of(' '), text.size());
    const bool cut = text.compare(from, ellipsis.size(), ellipsis) == 0;
    const std::string rest = cut ? text.substr(from + ellipsis.size()) : std::string();
    for (gomoku::Lang lang : {gomoku::Lang::en, gomoku::Lang::zh}) {
        if (text.find(head_of(lang, m)) != std::string::npos) return true;
        const std::string tail = tail_of(lang, m);
        if (!cut || tail.empty()) continue;
        for (std::size_t k = tail.size(); k >= std::min<std::size_t>(tail.size(), 6); --k)
            if (rest.compare(0, k, tail, tail.size() - k, k) == 0) return true;
    }
    return false;
}

// The prompt: its last row, after the row above it where a prompt too
// wide for its row begins when no message is shown.
std::string prompt_of(const ScreenReader& screen) {
    const auto trimmed = [](const std::string& t) { return t.substr(std::min(t.find_first_not_of(' '), t.size())); };
    for (std::size_t r = screen.rows().size(); r-- > 0;) {
        if (screen.text(r).empty()) continue;
        const std::string above = r > 0 ? trimmed(screen.text(r - 1)) : std::string();
        return above.empty() ? screen.text(r) : above + " " + trimmed(screen.text(r));
    }
    return "";
}

// Whether the screen asks `m`, its prompt whole or cut.
bool asks(const ScreenReader& screen, gomoku::Msg m) { return shows(screen.last_text(), m) || shows(prompt_of(screen), m); }

bool titled(const std::string& title, gomoku::Msg m) {
    for (gomoku::Lang lang : {gomoku::Lang::en, gomoku::Lang::zh})
        if (title == gomoku::raw_text(lang, m)) return true;
    return false;
}

Page page_of(const ScreenReader& screen) {
    std::string title = screen.text(0);
    title.erase(0, title.find_first_not_of(' '));
    if (titled(title, gomoku::Msg::settings_title))
        return asks(screen, gomoku::Msg::size_prompt) ? Page::size : Page::settings;
    if (titled(title, gomoku::Msg::help_title)) return Page::help;
    if (titled(title, gomoku::Msg::menu_new)) return Page::names;
    if (titled(title, gomoku::Msg::menu_review)) return Page::review_pick;
    if (titled(title, gomoku::Msg::menu_vs_computer)) return Page::vs;
    for (gomoku::Lang lang : {gomoku::Lang::en, gomoku::Lang::zh})
        if (title == gomoku::tr(lang, gomoku::PuzzleMsg::sets_title)) return Page::puzzle_sets;
    if (titled(title, gomoku::Msg::app_title)) return Page::menu;
    return Page::other;
}

// ---- one run of the app --------------------------------------------------------

// Where the app's output goes: kept only until the next step has read it.
class StepSink : public gomoku::Sink {
public:
    bool write(std::string_view bytes) override {
        pending.append(bytes);
        return true;
    }
    std::string pending;
};

class SoakRun : public gomoku::EventSource {
public:
    SoakRun(RandomPlayer& player, gomoku::Screen screen, long budget, SoakCounts& counts, std::string where,
            std::uint64_t burst_seed)
        : player_(player), reader_(screen.terminal, screen.width, screen.height), whole_(screen.width, screen.height),
          terminal_(screen.terminal),
          budget_(budget), counts_(counts), where_(std::move(where)), bursts_(burst_seed) {}

    void watch(const gomoku::App& app, StepSink& out) {
        app_ = &app;
        out_ = &out;
    }

    InputEvent next(std::optional<std::int64_t>) override {
        if (ended_) {
            if (++reads_after_end_ > reads_after_end) {
                fail("the app read input " + std::to_string(reads_after_end) + " more times after it ended");
                throw KeptReading{};
            }
            return InputEvent::end();
        }
        ++steps_;
        ++counts_.steps;
        const bool draining = std::exchange(draining_, false);
        if (failure_.empty()) check(draining);
        if (!failure_.empty()) {
            ended_ = true;
            return InputEvent::end();
        }
        while (queue_.empty()) {
            if (steps_ >= budget_) {
                for (InputEvent& e : player_.finish()) queue_.push_back({std::move(e), false});
                break;
            }
            Action a = player_.act(situation_);
            typed_.push_back(a.typed);
            if (typed_.size() > 4) typed_.pop_front();
            expected_ = a.expect_move;
            before_ = app_->game() ? app_->game()->events() : std::vector<Event>{};
            mover_ = app_->game() ? app_->game()->to_move() : gomoku::Stone::black;
            // Some actions come in a burst, as a paste does: the first event
            // after the screen is drawn, the rest already waiting.
            const bool burst = bursts_.percent(40);
            for (std::size_t i = 0; i < a.events.size(); ++i) queue_.push_back({std::move(a.events[i]), burst && i > 0});
        }
        InputEvent e = std::move(queue_.front().event);
        queue_.pop_front();
        if (e.kind == InputEvent::Kind::resize) reader_.resize(e.width, e.height);
        if (e.kind == InputEvent::Kind::end) {
            ended_ = true;
            ++counts_.input_ends;
        }
        return e;
    }

    bool ready() override {
        draining_ = !ended_ && failure_.empty() && !queue_.empty() && queue_.front().waiting;
        return draining_;
    }

    const std::string& failure() const { return failure_; }

    void fail(const std::string& what) {
        if (!failure_.empty()) return;
        failure_ = where_ + ", step " + std::to_string(steps_) + ": " + what;
        for (const std::string& t : typed_) failure_ += "\n  typed: \"" + escaped(t.substr(0, 120)) + "\"";
        failure_ += "\n  the screen as read:";
        for (std::size_t r = 0; r < reader_.rows().size(); ++r) failure_ += "\n  |" + reader_.text(r);
        failure_ += "\n  output of this step: \"" + escaped(shown_.substr(0, 3000)) + "\"";
    }

private:
    struct Queued {
        InputEvent event;
        bool waiting;  // it came in a burst with the one before
    };
    void check(bool draining);
    std::string check_terminal();
    void check_shown(const ShownBoard& shown, const Game& game);
    void check_replay(const Game& game);
    void check_expected(const Game* game);

    RandomPlayer& player_;
    ScreenReader reader_;
    TerminalModel whole_;  // the frame drawn whole, for comparison
    bool terminal_;
    long budget_;
    SoakCounts& counts_;
    std::string where_;
    Rng bursts_;
    bool draining_ = false;  // the app was told input is waiting
    long frames_ = 0;        // frames the app had drawn at the last read
    int largest_board_ = 0;  // the largest board of the sitting so far, of a game or the settings
    const gomoku::App* app_ = nullptr;
    StepSink* out_ = nullptr;
    std::string shown_;  // what this step showed

    std::deque<Queued> queue_;
    std::deque<std::string> typed_;
    Situation situation_;
    long steps_ = 0;
    bool ended_ = false;
    int reads_after_end_ = 0;
    std::string failure_;

    std::optional<Point> expected_;  // the move the last action must have played
    std::vector<Event> before_;      // the game's history before that action
    gomoku::Stone mover_ = gomoku::Stone::black;  // and who was to move

    std::optional<Game> replay_;     // the game's history replayed so far
    std::vector<Event> replayed_;
    bool was_over_ = true;           // at the last step: no game, or a finished one
    std::vector<Event> last_events_;
    bool showed_loaded_ = false;
};

// The terminal's screen, as the writer's changes left it, against the same
// frame drawn whole on a blank terminal of the same size.
std::string SoakRun::check_terminal() {
    const gomoku::Display& display = app_->display();
    const gomoku::Frame& frame = display.shown();
    if (std::string problem = frame_problem(frame); !problem.empty()) return "the frame: " + problem;
    const TerminalModel& shown = reader_.terminal();
    // A frame drawn whole sets every cell, the cursor and the look, so one
    // model serves every step: only its size must follow the screen's.
    if (whole_.width() != shown.width() || whole_.height() != shown.height()) whole_.resize(shown.width(), shown.height());
    if (std::string error = whole_.feed(whole_frame(frame, display.colour(), shown.width(), shown.height())); !error.empty())
        return "the frame drawn whole: " + error;
    if (std::string d = screen_difference(shown, whole_); !d.empty()) return "the screen is not its frame: " + d;
    // Nothing hides the board: at 80x24 or more, every screen of a sitting
    // whose boards are at most 19x19 shows whole, whatever its names and lines.
    const gomoku::Game* game = app_->game();
    largest_board_ = std::max({largest_board_, app_->settings().size, game ? game->board().size() : 0});
    const gomoku::Screen& screen = display.screen();
    if (!display.whole() && screen.width >= 80 && screen.height >= 24 && largest_board_ <= 19)
        return "a " + std::to_string(screen.width) + "x" + std::to_string(screen.height) +
               " terminal shows the too-small notice";
    return "";
}

void SoakRun::check(bool draining) {
    shown_.swap(out_->pending);
    out_->pending.clear();
    counts_.digest = fnv(counts_.digest, shown_);
    if (std::string error = reader_.read(shown_); !error.empty()) return fail("the screen: " + error);
    if (terminal_) {
        const long frames = app_->display().frames();
        const bool drawn = frames != frames_;
        frames_ = frames;
        if (draining) {
            // The screen still shows what came before the waiting input.
            if (drawn) return fail("a frame was drawn while input was waiting");
            ++counts_.drained;
            return;
        }
        if (!drawn) return fail("input was read with no frame drawn first");
        if (std::string error = check_terminal(); !error.empty()) return fail(error);
    }
    const BoardRead board = read_board(reader_.rows());
    if (!board.error.empty()) return fail("the board: " + board.error);

    const std::string prompt = prompt_of(reader_);
    const Game* game = app_->game();
    Situation now;
    now.game = game;
    now.review = board.board && asks(reader_, gomoku::Msg::review_prompt);
    now.puzzle = board.board && !now.review ? app_->puzzle_game() : nullptr;
    now.board = board.board && !now.review && !now.puzzle;
    // Cursor mode shows what is being typed after the question.
    // "(y/n, Esc: no) > ", "(y/n，Esc：否) > ": a narrow screen keeps the end.
    now.confirm = prompt.find("no) >") != std::string::npos || prompt.find("否) >") != std::string::npos;
    now.size = board.board ? board.board->size : game ? game->board().size() : app_->settings().size;
    if (!board.board) now.page = page_of(reader_);
    now.vi_keys = app_->settings().vi_keys;
    situation_ = now;

    counts_.board_frames += now.board;
    counts_.review_frames += now.review;
    counts_.page_frames += !board.board;
    counts_.confirms += now.confirm;
    // The message line is just above the prompt, the last row written (a
    // terminal's screen may have blank rows below it).
    std::size_t prompt_row = reader_.rows().size();
    while (prompt_row > 0 && reader_.text(prompt_row - 1).empty()) --prompt_row;
    const bool loaded = prompt_row >= 2 && shows(reader_.text(prompt_row - 2), gomoku::Msg::loaded);
    counts_.loads += loaded && !showed_loaded_;
    showed_loaded_ = loaded;

    if (now.board) {
        if (!game) return fail("a board is shown with no game behind it");
        check_shown(*board.board, *game);
        if (!failure_.empty()) return;
    }
    if (now.puzzle) {
        ++counts_.puzzle_frames;
        check_shown(*board.board, *now.puzzle);
        if (!failure_.empty()) return;
    }
    if (game) check_replay(*game);
    if (queue_.empty()) check_expected(game);
    if (!failure_.empty()) return;

    const std::vector<Event> events = game ? game->events() : std::vector<Event>{};
    if (game && game->over() && !was_over_ && events.size() > last_events_.size() && starts_with(events, last_events_))
        ++counts_.games_finished;
    was_over_ = !game || game->over();
    last_events_ = events;
}

void SoakRun::check_shown(const ShownBoard& shown, const Game& game) {
    if (std::string d = describe_difference(shown, game.board()); !d.empty()) return fail("the board shown: " + d);
    const std::optional<Point> last = game.last_move();
    if (shown.last != last)
        return fail("the brackets mark " + (shown.last ? gomoku::to_notation(*shown.last) : std::string("nothing")) +
                    ", the last move is " + (last ? gomoku::to_notation(*last) : std::string("none")));
    std::vector<Point> five;
    for (const gomoku::Line& l : game.outcome().lines)
        for (Point p : l.points())
            if (std::find(five.begin(), five.end(), p) == five.end()) five.push_back(p);
    const auto order = [](Point a, Point b) { return a.row != b.row ? a.row < b.row : a.col < b.col; };
    std::sort(five.begin(), five.end(), order);
    std::vector<Point> marked = shown.winning;
    std::sort(marked.begin(), marked.end(), order);
    if (marked != five)
        return fail(std::to_string(marked.size()) + " stones are marked as a five, the game's winning lines have " +
                    std::to_string(five.size()));
}

void SoakRun::check_replay(const Game& game) {
    const std::vector<Event> events = game.events();
    if (!replay_ || !same_setup(replay_->setup(), game.setup()) || !starts_with(events, replayed_)) {
        replay_.emplace(game.setup());
        replayed_.clear();
    }
    for (std::size_t i = replayed_.size(); i < events.size(); ++i) {
        const Event& e = events[i];
        Game& r = *replay_;
        if (r.to_move() != e.by) return fail("event " + std::to_string(i + 1) + " is by the side not to move");
        bool ok = false;
        switch (e.kind) {
            case Event::Kind::move: ok = r.play(e.point, e.ms).ok(); break;
            case Event::Kind::pass: ok = r.pass(e.ms); break;
            case Event::Kind::resign: ok = r.resign(e.ms); break;
            case Event::Kind::choose: ok = r.choose(e.choice, e.ms); break;
            case Event::Kind::place_two: ok = r.place_two(e.ms); break;
            case Event::Kind::time_out: ok = r.time_out(); break;
        }
        if (!ok) return fail("event " + std::to_string(i + 1) + " (" + event_name(e) + ") cannot be replayed");
        replayed_.push_back(e);
    }
    const Game& r = *replay_;
    if (r.board() != game.board()) return fail("the board is not the replay of the game's history");
    if (r.to_move() != game.to_move()) return fail("the side to move differs from the replay's");
    if (r.outcome().reason != game.outcome().reason || r.outcome().winner != game.outcome().winner)
        return fail("the outcome differs from the replay's");
    if (r.opening().phase != game.opening().phase || r.opening().black != game.opening().black)
        return fail("the opening's state differs from the replay's");
}

void SoakRun::check_expected(const Game* game) {
    if (!expected_) return;
    const Point p = *expected_;
    expected_.reset();
    const std::vector<Event> events = game ? game->events() : std::vector<Event>{};
    std::vector<Event> want = before_;
    want.push_back(Event{Event::Kind::move, mover_, p});
    // The computer may have answered it already.
    if (!starts_with(events, want)) return fail("the legal move " + gomoku::to_notation(p) + " was not played");
    ++counts_.moves_checked;
}

// ---- a sitting -----------------------------------------------------------------

// Files the player may load: some it may have saved, and some it did not.
std::vector<std::string> write_fixtures(Rng& rng, const std::string& dir) {
    std::string nonsense;
    for (int i = rng.below(400); i > 0; --i) nonsense += static_cast<char>(rng.below(256));
    spit(dir + "/nonsense.txt", nonsense);
    spit(dir + "/empty.txt", "");
    std::string moves;
    for (int i = rng.below(12); i > 0; --i)
        moves += gomoku::to_notation(Point{rng.below(15), rng.below(15)}) + (rng.percent(50) ? " " : "");
    spit(dir + "/moves.txt", moves + "\n");
    // Names no screen may show as they are.
    spit(dir + "/names.txt",
         "# gomoku 2\n# size: 9\n# rule: freestyle\n# black: \x1b[31mEvil\x1b[0m\n# white: Bo\u202E\n"
         "# x-score: 99999999999-1\nE5\nD4\n");
    // A finished game, and the same with a few bytes changed.
    Game g(gomoku::GameSetup{15, gomoku::Rule::freestyle, false, gomoku::Opening::free});
    for (const char* m : {"h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"})
        g.play(*gomoku::parse_notation(m, 15));
    gomoku::GameRecord record = gomoku::sitting_record(g, gomoku::Sitting{"Ana", "Bo", {1, 0}}, soak_clock);
    const std::string text = gomoku::write_record(record).text;
    spit(dir + "/finished.txt", text);
    std::string mutated = text;
    for (int i = rng.between(1, 4); i > 0; --i)
        mutated[static_cast<std::size_t>(rng.below(static_cast<int>(mutated.size())))] = static_cast<char>(rng.below(256));
    spit(dir + "/mutated.txt", mutated);

    std::vector<std::string> files;
    for (const char* f : {"nonsense.txt", "empty.txt", "moves.txt", "names.txt", "finished.txt", "mutated.txt",
                          "g0.txt", "g1.txt", "g2.txt", "h0.txt", "h1.txt", "h2.txt"})
        files.push_back(dir + "/" + f);
    files.push_back(dir + "/" + gomoku::default_save_name(soak_clock));
    files.push_back("~/h1.txt");
    return files;
}

gomoku::AppConfig config_for(Rng& rng, const std::string& dir) {
    gomoku::AppConfig c;
    gomoku::Settings& s = c.settings;
    s.size = rng.pick(std::vector<int>{5, 5, 5, 6, 6, 7, 7, 8, 9, 9, 10, 11, 13, 15, 19, 26});
    s.rule = rng.pick(std::vector<gomoku::Rule>{gomoku::Rule::freestyle, gomoku::Rule::freestyle,
                                                gomoku::Rule::standard, gomoku::Rule::renju});
    s.lang = rng.percent(25) ? gomoku::Lang::zh : gomoku::Lang::en;
    s.ascii = rng.percent(50);
    s.colour = rng.percent(70);
    s.opening = rng.percent(70) ? gomoku::Opening::free : rng.percent(50) ? gomoku::Opening::swap : gomoku::Opening::swap2;
    s.strict = rng.percent(30);
    s.show_forbidden = rng.percent(40);
    c.stored = s;
    c.unicode_ok = rng.percent(85);
    c.colour_ok = rng.percent(60);
    if (rng.percent(30)) c.settings_file = dir + "/config/settings.txt";
    c.cursor_mode = rng.percent(50);
    c.autosave = rng.percent(25);
    c.state_directory = dir + "/state";
    c.save_directory = dir;
    c.home = dir;
    c.clock = [] { return soak_clock; };
    // The computer thinks by a small node budget: quick, and the same every run.
    c.level = gomoku::engine::Level::easy;
    c.nodes = static_cast<std::uint64_t>(rng.between(20, 200));
    // So does the puzzles' prover: a few of its questions go unsettled.
    c.puzzle_nodes = static_cast<std::uint64_t>(rng.between(500, 20000));
    c.seed = rng.next();
    if (rng.percent(3)) c.vs_human = rng.percent(50) ? gomoku::Stone::black : gomoku::Stone::white;
    // One sitting in eight starts in the puzzles (--puzzle), chosen by the
    // seed already drawn, so every other sitting draws what it drew before.
    if (c.seed % 8 == 0 && !c.vs_human) c.puzzle = "shipped";
    return c;
}

long budget_for(Rng& rng) {
    switch (rng.weighted({10, 25, 65})) {
        case 0: return rng.between(1, 5);
        case 1: return rng.between(6, 60);
        default: return rng.between(61, 400);
    }
}

std::string where(std::uint64_t seed, int run) {
    return "soak seed " + std::to_string(seed) + " (soak_bench 1 " + std::to_string(seed) + "), run " +
           std::to_string(run);
}

}  // namespace

void SoakCounts::add(const SoakCounts& o) {
    sittings += o.sittings;
    runs += o.runs;
    steps += o.steps;
    games_finished += o.games_finished;
    moves_checked += o.moves_checked;
    board_frames += o.board_frames;
    review_frames += o.review_frames;
    puzzle_frames += o.puzzle_frames;
    page_frames += o.page_frames;
    confirms += o.confirms;
    loads += o.loads;
    files_saved += o.files_saved;
    input_ends += o.input_ends;
    cursor_runs += o.cursor_runs;
    terminal_runs += o.terminal_runs;
    chinese_runs += o.chinese_runs;
    drained += o.drained;
    digest = fnv(digest, std::string_view(reinterpret_cast<const char*>(&o.digest), sizeof o.digest));
}

SoakResult soak_sitting(std::uint64_t seed, const std::string& directory) {
    SoakResult result;
    SoakCounts& counts = result.counts;
    counts.sittings = 1;
    Rng rng(seed);
    const std::vector<std::string> files = write_fixtures(rng, directory);
    gomoku::AppConfig config = config_for(rng, directory);
    gomoku::Screen screen;
    screen.terminal = rng.percent(50);
    const bool usual = rng.percent(35);  // the terminal most people have
    screen.width = usual ? 80 : rng.between(40, 200);
    screen.height = usual ? 24 : rng.between(12, 70);
    // A second or third run finds the autosave and settings the first left.
    const int runs = config.autosave ? rng.between(1, 3) : 1;
    std::size_t saved_before = 0;
    for (const auto& entry : std::filesystem::directory_iterator(directory)) saved_before += entry.is_regular_file();
    for (int run = 1; run <= runs && result.failure.empty(); ++run) {
        ++counts.runs;
        counts.cursor_runs += config.cursor_mode;
        counts.terminal_runs += screen.terminal;
        counts.chinese_runs += config.settings.lang == gomoku::Lang::zh;
        RandomPlayer player(rng.next(), config.cursor_mode, directory, files);
        SoakRun source(player, screen, budget_for(rng), counts, where(seed, run), rng.next());
        StepSink out;
        try {
            gomoku::App app(source, out, screen, config);
            source.watch(app, out);
            const gomoku::AppExit exit = app.run();
            if (exit.status != 0) source.fail("the app ended with status " + std::to_string(exit.status));
        } catch (const KeptReading&) {
        } catch (const std::exception& e) {
            source.fail(std::string("the app threw: ") + e.what());
        }
        result.failure = source.failure();
        config.vs_human.reset();  // a later run starts at the menu, where the autosave waits
        config.puzzle.reset();
    }
    std::size_t saved_after = 0;
    for (const auto& entry : std::filesystem::directory_iterator(directory)) saved_after += entry.is_regular_file();
    counts.files_saved = static_cast<long>(saved_after - std::min(saved_after, saved_before));
    return result;
}

SoakResult soak(long sittings, std::uint64_t first_seed) {
    // tmpfs when there is one: saves are synced to disk, and a disk makes
    // thousands of them slow.
    const char* tmp = ::getenv("TMPDIR");
    std::string base = std::filesystem::is_directory("/dev/shm") && ::access("/dev/shm", W_OK) == 0 ? "/dev/shm"
                       : tmp && *tmp                                                               ? tmp
                                                                                                   : "/tmp";
    std::string root = base + "/gomoku-soak-XXXXXX";
    if (!::mkdtemp(root.data())) throw std::runtime_error("cannot make a directory under " + base);
    const std::string dir = root + "/sitting";
    SoakResult total;
    for (long k = 0; k < sittings && total.failure.empty(); ++k) {
        std::filesystem::remove_all(dir);
        std::filesystem::create_directory(dir);
        const SoakResult one = soak_sitting(first_seed + static_cast<std::uint64_t>(k), dir);
        total.counts.add(one.counts);
        total.failure = one.failure;
    }
    std::filesystem::remove_all(root);
    return total;
}

}  // namespace test
