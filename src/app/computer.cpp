// The computer opponent in the app: setting up a game against it, its turns,
// and how its game is kept in a record.
//
// The engine searches on a thread of its own while this thread keeps the
// screen and, on a terminal, the keyboard: Enter makes it move at once, as
// the Gomocup brain stops on END. With piped input nothing is read while it
// thinks, so a scripted game is the same every time.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>

#include "app.hpp"
#include "width.hpp"
#include "gomoku/notation.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

// The computer's opening stones: the centre and the points around it, first
// empty one first. Three central stones give a balanced, ordinary opening.
std::optional<Point> opening_stone(const Board& board) {
    const int c = board.size() / 2;
    const int steps[][2] = {{0, 0}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    for (const auto& d : steps) {
        const Point p{c + d[0], c + d[1]};
        if (board.at(p) == Cell::empty) return p;
    }
    return std::nullopt;
}

}  // namespace

void App::start_vs(Stone human, engine::Level level, const std::string& name) {
    abandon_unfinished();
    players_.start({name, tr(Msg::computer_name)}, human == Stone::black ? 0 : 1);
    computer_ = Computer{level, config_.seed};
    start_game();
}

App::Next App::vs_setup() {
    const std::string title = tr(Msg::menu_vs_computer);
    Stone human = Stone::black;
    engine::Level level = config_.level;
    std::string name = default_names(config_.settings.lang)[0];
    const std::string default_level = std::to_string(static_cast<int>(config_.level) + 1);
    const auto ask = [&](const std::string& prompt, Message& message) {
        return prompt_.ask([&] { return render_page(PageView{title, {}, message, prompt}, view()); }, message,
                           Prompt::question());
    };
    const auto no_choice = [&](const Answer& a, const char* last) {
        return Message{tr(Msg::menu_not_a_choice, {{"input", shown_text(a.text, 20)}, {"first", "1"}, {"last", last}}), true};
    };
    for (Message message;;) {
        const auto answer = ask(tr(Msg::vs_colour_prompt), message);
        if (!answer) return Next::end;
        if (answer->leaving()) return Next::menu;
        const auto colour = read_colour_choice(answer->text);
        if (!colour) {
            message = no_choice(*answer, "2");
            continue;
        }
        if (colour->kind == SetupAnswer::back) return Next::menu;
        human = colour->colour;
        break;
    }
    for (Message message;;) {
        const auto answer = ask(tr(Msg::vs_level_prompt, {{"n", default_level}}), message);
        if (!answer) return Next::end;
        if (answer->leaving()) return Next::menu;
        const auto chosen = read_level_choice(answer->text);
        if (!chosen) {
            message = no_choice(*answer, "3");
            continue;
        }
        if (chosen->kind == SetupAnswer::back) return Next::menu;
        if (chosen->kind == SetupAnswer::chose) level = chosen->level;
        break;
    }
    const std::string name_prompt =
        tr(Msg::name_prompt, {{"colour", colour_name(human, config_.settings.lang)}, {"default", name}});
    for (Message message;;) {
        const auto answer = ask(name_prompt, message);
        if (!answer) return Next::end;
        if (answer->leaving()) return Next::menu;
        const NameAnswer typed = read_name(answer->text);
        if (!typed.ok) {
            message = Message{name_problem(typed, config_.settings.lang), true};
            continue;
        }
        if (typed.name) name = *typed.name;
        break;
    }
    start_vs(human, level, name);
    return Next::play;
}

App::Thought App::search(engine::Level level, std::uint64_t seed, const std::string& who, bool own_turn) {
    const Game& g = *game_;
    engine::Settings settings;
    settings.rule = g.rule();
    settings.level = level;
    settings.seed = seed;
    settings.table_bytes = 8u << 20;
    if (!engine_) engine_ = std::make_unique<engine::Engine>(settings);
    else engine_->configure(settings);

    std::atomic<bool> stop{false};
    engine::Limits limits;
    limits.nodes = config_.nodes;
    const engine::MoveTime planned = computer_time(own_turn);
    limits.time_ms = config_.nodes ? -1 : planned.limit_ms;
    limits.target_ms = config_.nodes ? -1 : planned.target_ms;
    limits.stop = &stop;
    const Board board = g.board();
    const Stone to_move = g.to_move();

    std::mutex mutex;
    std::condition_variable cv;
    bool done = false;
    engine::Result result;
    engine::Engine& engine = *engine_;
    std::thread worker([&] {
        engine::Result r = engine.think(board, to_move, limits);
        std::lock_guard<std::mutex> lock(mutex);
        result = std::move(r);
        done = true;
        cv.notify_all();
    });
    // However this ends, the search is stopped and its thread joined.
    struct Joiner {
        std::thread& thread;
        std::atomic<bool>& stop;
        ~Joiner() {
            stop = true;
            if (thread.joinable()) thread.join();
        }
    } joiner{worker, stop};

    const auto finished = [&] {
        std::lock_guard<std::mutex> lock(mutex);
        return done;
    };
    Thought thought;
    bool for_input = false;  // stopped for a command in pending_: the move is not played
    if (!config_.interruptible) {
        std::unique_lock<std::mutex> lock(mutex);
        cv.wait(lock, [&] { return done; });
    } else {
        const auto start = Clock::now();
        bool drawn = false;
        std::string said = message_.text;
        prompt_.set_current(Prompt::text());  // no board cursor while the computer has the move
        while (!finished() && !stop) {
            // In cursor mode the seconds count up; a line mode terminal gets
            // the board again only when there is something new to say.
            if (message_.text != said) drawn = false;
            if ((config_.cursor_mode || !drawn) && !prompt_.waiting()) {
                const std::optional<double> seconds =
                    config_.cursor_mode ? std::optional<double>(std::chrono::duration<double>(Clock::now() - start).count())
                                        : std::nullopt;
                GameView v{g, names(), message_, "> ", Status::of_thinking(who, seconds)};  // typing shows after "> "
                v.score = players_.score(g);
                v.turn_ms = std::max<std::int64_t>(turn_spent(), 0);
                Frame frame = render_game(v, view());
                if (config_.cursor_mode) prompt_.show_typing(frame);
                if (!prompt_.display().show(frame, view())) {
                    thought.ended = true;
                    break;
                }
                drawn = true;
                said = message_.text;
            }
            const InputEvent e = prompt_.input().next(100);
            switch (e.kind) {
                case InputEvent::Kind::timeout: break;
                case InputEvent::Kind::resize:
                    prompt_.display().resize(e.width, e.height);
                    drawn = false;  // a new size is drawn whole, in line mode too
                    break;
                case InputEvent::Kind::line:
                    prompt_.display().line_echoed();
                    drawn = false;
                    if (e.too_long) message_ = Message{tr(Msg::err_too_long), true};
                    else if (!own_turn || trim(e.text).empty()) stop = true;  // Enter: move now
                    else if (typed_while_thinking(e.text, who)) stop = for_input = true;
                    break;
                case InputEvent::Kind::key:
                    if (e.key.kind == Key::Kind::repaint) {
                        prompt_.display().repaint();
                        drawn = false;
                        break;
                    }
                    // Ctrl-C, and Ctrl-D on an empty prompt, still leave, as at any prompt.
                    if (e.key.kind == Key::Kind::interrupt ||
                        (e.key.kind == Key::Kind::eof && prompt_.keys().typed().empty()))
                        thought.ended = true;
                    else if (!own_turn || key_while_thinking(e.key, who, for_input))  // a hint: any key shows it now
                        stop = true;
                    break;
                case InputEvent::Kind::end: thought.ended = true; break;
            }
            if (thought.ended) break;
        }
    }
    stop = true;
    worker.join();
    if (!thought.ended && !for_input) thought.result = result;
    if (own_turn && !config_.nodes) time_manager_.record(planned, turn_spent());
    return thought;
}

// A key while the computer has its own turn: Enter or Space on an empty
// prompt make it move now, ? asks for help, and anything else is typed into
// the one line being edited, which outlives the think; a line is read when
// Enter ends it.
bool App::key_while_thinking(const Key& k, const std::string& who, bool& for_input) {
    KeyInput& keys = prompt_.keys();
    const bool empty = keys.typed().empty();
    if (empty && (k.kind == Key::Kind::enter || (k.kind == Key::Kind::text && k.text == " "))) return true;
    if (empty && k.kind == Key::Kind::text && k.text == "?") {
        pending_ = GameInput::run(Command::help);
        return for_input = true;
    }
    const KeyAction a = keys.typing_key(k);
    if (a.kind == KeyAction::Kind::line && typed_while_thinking(a.line, who)) return for_input = true;
    return false;
}

// A line finished while the computer thinks. A move, or a command that
// belongs to the player's turn, waits for that turn; a command that cannot
// wait (undo, help, quit ...) stops the search and acts at once; a mistake
// is said at once. True when the search must stop.
bool App::typed_while_thinking(const std::string& line, const std::string& who) {
    const GameInput in = read_game_input(line, game_->board().size());
    switch (in.kind) {
        case GameInput::Kind::empty: return false;
        case GameInput::Kind::point: wait_for_turn(in, who); return false;
        case GameInput::Kind::bad_point: message_ = Message{point_error(in.parse, in.typed), true}; return false;
        case GameInput::Kind::unknown_command:
            message_ = Message{tr(Msg::err_unknown_command, {{"input", shown_text(in.typed, 24)}}), true};
            return false;
        case GameInput::Kind::command: break;
    }
    switch (in.command) {
        case Command::undo:
        case Command::redo:
        case Command::save:
        case Command::load:
        case Command::export_moves:
        case Command::help:
        case Command::menu:
        case Command::messages:
        case Command::quit: pending_ = in; return true;
        case Command::resign:
        case Command::pass:
        case Command::hint:
        case Command::solve:
        case Command::black:
        case Command::white:
        case Command::two: break;  // these belong to the player's own turn
    }
    wait_for_turn(in, who);
    return false;
}

void App::wait_for_turn(const GameInput& in, const std::string& who) {
    if (waiting_turn_.size() >= max_waiting_lines) {
        message_ = Message{tr(Msg::err_too_many_waiting, {{"name", who}}), true};
        return;
    }
    waiting_turn_.push_back(in);
    message_ = Message{tr(Msg::waits_for_turn, {{"input", shown_text(in.typed, 24)}, {"name", who}}), false};
}

bool App::drop_typeahead() {
    bool dropped = !prompt_.keys().typed().empty() || !waiting_turn_.empty();
    prompt_.keys().clear_typing();
    waiting_turn_.clear();
    // Keys already waiting were typed for the screen before this one.
    while (prompt_.input().ready()) {
        const InputEvent e = prompt_.input().next(0);
        if (e.kind == InputEvent::Kind::resize) prompt_.display().resize(e.width, e.height);
        else if (e.kind == InputEvent::Kind::key || e.kind == InputEvent::Kind::line) dropped = true;
        else break;
    }
    return dropped;
}

// What the computer did, after what was just said (the human's move, or the
// computer's own opening stones) while the line has room.
void App::say(const std::string& text) {
    const std::string joined = message_.text + " " + text;
    message_ = Message{!message_.text.empty() && !message_.error && display_width(joined) <= 72 ? joined : text, false};
}

// What was just said, with `earlier` before it while the line has room.
void App::say_after(const std::string& earlier) {
    const std::string joined = earlier + " " + message_.text;
    if (display_width(joined) <= 72) message_ = Message{joined, false};
}

std::optional<App::Next> App::computer_turn() {
    Game& g = *game_;
    const std::string& me = players_.name(1);
    const OpeningState& o = g.opening();
    if (o.deciding()) {
        // White is to move at every decision. The computer weighs the
        // position from white's side and takes black only when white looks
        // clearly worse: a near-even opening is kept, and with it the move.
        const Thought weighed = search(computer_->level, computer_->seed, me, true);
        if (weighed.ended) return Next::end;
        if (!weighed.result) return std::nullopt;  // pending_ holds what the player typed
        const Stone taken = weighed.result->score < -engine::clear_advantage ? Stone::black : Stone::white;
        stop_turn_clock();
        if (!g.choose(taken, turn_spent())) return flag_fell();
        say(tr(Msg::chose_colour, {{"name", me},
                                   {"colour", tr(taken == Stone::black ? Msg::colour_black_word : Msg::colour_white_word)}}));
        autosave();
        return std::nullopt;
    }
    if (o.phase == Phase::place) {
        if (const auto p = opening_stone(g.board())) {
            stop_turn_clock();
            if (g.play(*p, turn_spent()).refusal == Refusal::out_of_time) return flag_fell();
            say(tr(Msg::played, {{"name", me}, {"point", to_notation(*p)}}));
            autosave();
            return std::nullopt;
        }
    }
    const Thought found = search(computer_->level, computer_->seed, me, true);
    if (found.ended) return Next::end;
    if (!found.result) return std::nullopt;  // pending_ holds what the player typed
    if (!waiting_turn_.empty()) message_ = Message{};  // the turn they waited for has come
    const Point move = found.result->move;
    stop_turn_clock();
    const PlayResult r = g.play(move, turn_spent());
    if (r.refusal == Refusal::out_of_time) return flag_fell();
    if (r.refusal != Refusal::none) {
        // The engine never offers an illegal point; should it, passing keeps the game going.
        g.pass(turn_spent());
        say(tr(Msg::passed, {{"name", me}}));
    } else {
        say(tr(Msg::played, {{"name", me}, {"point", to_notation(move)}}));
    }
    autosave();
    return g.over() ? std::optional<Next>(Next::result) : std::nullopt;
}

// The record says which colour the computer holds, its level and its seed.
void App::note_computer(GameRecord& record) const {
    if (!computer_ || !game_) return;
    const Seat seat = players_.opener() == 1 ? Seat::first : Seat::second;
    record.extra["computer"] = game_->seat_of(Stone::black) == seat ? "black" : "white";
    record.extra["computer-level"] = std::string(engine::level_name(computer_->level));
    record.extra["computer-seed"] = std::to_string(computer_->seed);
}

int App::adopt_computer(const GameRecord& record, const Game& game) {
    computer_.reset();
    const auto side = record.extra.find("computer");
    if (side == record.extra.end() || (side->second != "black" && side->second != "white")) return 0;
    Computer c;
    const auto level = record.extra.find("computer-level");
    if (level != record.extra.end()) c.level = engine::level_from_name(level->second).value_or(config_.level);
    else c.level = config_.level;
    c.seed = config_.seed;
    const auto seed = record.extra.find("computer-seed");
    if (seed != record.extra.end()) {
        if (const auto n = parse_int(seed->second, 0, std::numeric_limits<long long>::max()))
            c.seed = static_cast<std::uint64_t>(*n);
    }
    computer_ = c;
    // The computer is player 1: it opens when it holds the first seat.
    return game.seat_of(side->second == "black" ? Stone::black : Stone::white) == Seat::first ? 1 : 0;
}

}  // namespace gomoku
