// The computer thinks: the engine on a thread of its own, the board drawn
// meanwhile, what the player types read as it comes, and the time a move
// may take.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <utility>

#include "computer.hpp"
#include "cursor.hpp"
#include "events.hpp"
#include "gomoku/clock.hpp"
#include "strings.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

std::string ComputerPlayer::tr(const ThinkingBoard& board, Msg m, std::initializer_list<Arg> args) const {
    return gomoku::tr(board.view().lang, m, args);
}

ComputerPlayer::Thought ComputerPlayer::think(const ThinkingBoard& board, engine::Level level, std::uint64_t seed,
                                              const std::string& who, bool own_turn) {
    const Game& g = board.game;
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
    const engine::MoveTime planned = time_for(board, own_turn);
    limits.time_ms = config_.nodes ? -1 : planned.limit_ms;
    limits.target_ms = config_.nodes ? -1 : planned.target_ms;
    limits.stop = &stop;
    const Board position = g.board();
    const Stone to_move = g.to_move();

    std::mutex mutex;
    std::condition_variable cv;
    bool done = false;
    engine::Result result;
    engine::Engine& engine = *engine_;
    std::thread worker([&] {
        engine::Result r = engine.think(position, to_move, limits);
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
    Message& message = board.message;
    if (!config_.interruptible) {
        std::unique_lock<std::mutex> lock(mutex);
        cv.wait(lock, [&] { return done; });
    } else {
        const auto start = Clock::now();
        bool drawn = false;
        std::string said = message.text;
        prompt_.set_current(Prompt::text());  // no board cursor while the computer has the move
        while (!finished() && !stop) {
            // In cursor mode the seconds count up; a line mode terminal gets
            // the board again only when there is something new to say.
            if (message.text != said) drawn = false;
            if ((config_.cursor_mode || !drawn) && !prompt_.waiting()) {
                const std::optional<double> seconds =
                    config_.cursor_mode ? std::optional<double>(std::chrono::duration<double>(Clock::now() - start).count())
                                        : std::nullopt;
                Frame frame = board.frame(Status::of_thinking(who, seconds));
                if (config_.cursor_mode) prompt_.show_typing(frame);
                if (!prompt_.display().show(frame, board.view())) {
                    thought.ended = true;
                    break;
                }
                drawn = true;
                said = message.text;
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
                    if (e.too_long) message = Message{tr(board, Msg::err_too_long), true};
                    else if (!own_turn || trim(e.text).empty()) stop = true;  // Enter: move now
                    else if (typed_while_thinking(board, e.text, who, thought.typed)) stop = true;
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
                    else if (!own_turn || key_while_thinking(board, e.key, who, thought.typed))  // a hint: any key shows it now
                        stop = true;
                    break;
                case InputEvent::Kind::end: thought.ended = true; break;
            }
            if (thought.ended) break;
        }
    }
    stop = true;
    worker.join();
    // Stopped for a command: the move is not played.
    if (!thought.ended && !thought.typed) thought.result = result;
    if (own_turn && !config_.nodes) time_manager_.record(planned, board.turn_spent());
    return thought;
}

// A key while the computer has its own turn: Enter or Space on an empty
// prompt make it move now, ? asks for help, and anything else is typed into
// the one line being edited, which outlives the think; a line is read when
// Enter ends it.
bool ComputerPlayer::key_while_thinking(const ThinkingBoard& board, const Key& k, const std::string& who,
                                        std::optional<GameInput>& typed) {
    KeyInput& keys = prompt_.keys();
    const bool empty = keys.typed().empty();
    if (empty && (k.kind == Key::Kind::enter || (k.kind == Key::Kind::text && k.text == " "))) return true;
    if (empty && k.kind == Key::Kind::text && k.text == "?") {
        typed = GameInput::run(Command::help);
        return true;
    }
    const KeyAction a = keys.typing_key(k);
    return a.kind == KeyAction::Kind::line && typed_while_thinking(board, a.line, who, typed);
}

// A line finished while the computer thinks. A move, or a command that
// belongs to the player's turn, waits for that turn; a command that cannot
// wait (undo, help, quit ...) stops the search and acts at once; a mistake
// is said at once. True when the search must stop.
bool ComputerPlayer::typed_while_thinking(const ThinkingBoard& board, const std::string& line, const std::string& who,
                                          std::optional<GameInput>& typed) {
    const int size = board.game.board().size();
    const GameInput in = read_game_input(line, size);
    switch (in.kind) {
        case GameInput::Kind::empty: return false;
        case GameInput::Kind::point: wait_for_turn(board, in, who); return false;
        case GameInput::Kind::bad_point:
            board.message = Message{point_error(in.parse, in.typed, size, board.view().lang), true};
            return false;
        case GameInput::Kind::unknown_command:
            board.message = Message{tr(board, Msg::err_unknown_command, {{"input", shown_text(in.typed, 24)}}), true};
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
        case Command::quit: typed = in; return true;
        case Command::resign:
        case Command::pass:
        case Command::hint:
        case Command::solve:
        case Command::black:
        case Command::white:
        case Command::two: break;  // these belong to the player's own turn
    }
    wait_for_turn(board, in, who);
    return false;
}

void ComputerPlayer::wait_for_turn(const ThinkingBoard& board, const GameInput& in, const std::string& who) {
    if (waiting_turn_.size() >= max_waiting_lines) {
        board.message = Message{tr(board, Msg::err_too_many_waiting, {{"name", who}}), true};
        return;
    }
    waiting_turn_.push_back(in);
    board.message =
        Message{tr(board, Msg::waits_for_turn, {{"input", shown_text(in.typed, 24)}, {"name", who}}), false};
}

GameInput ComputerPlayer::take_waiting() {
    GameInput in = waiting_turn_.front();
    waiting_turn_.pop_front();
    return in;
}

bool ComputerPlayer::drop_typeahead() {
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

engine::MoveTime ComputerPlayer::time_for(const ThinkingBoard& board, bool own_turn) const {
    const std::optional<std::int64_t> cap =
        config_.think_time ? std::optional<std::int64_t>(static_cast<std::int64_t>(*config_.think_time * 1000))
                           : std::nullopt;
    const Game& g = board.game;
    const TimeControl& tc = g.setup().clock;
    const bool timed = tc.timed() && !g.over();
    const Seat seat = g.seat_to_act();
    const TimeLeft left = time_left(tc, g.clock(seat), board.turn_spent());
    // A hint is the player's own time: it takes what a move without a clock
    // would, not a share of the player's clock (but see TimeManager::hint).
    if (!own_turn) {
        const std::optional<std::int64_t> on_clock = timed ? std::optional<std::int64_t>(left.main_ms) : std::nullopt;
        return engine::TimeManager::hint(cap.value_or(1000), on_clock);
    }
    if (!timed) {
        const std::int64_t ms = cap.value_or(1000);
        return engine::MoveTime{ms, ms};
    }
    engine::MatchClock c;
    c.remaining_ms = left.in_periods ? 0 : left.main_ms;
    c.increment_ms = tc.increment_ms;
    c.periods = left.in_periods ? left.periods : tc.periods;
    c.period_ms = tc.period_ms;
    int own = 0;
    for (std::size_t i = 0; i < g.applied(); ++i)
        if (g.event(i).kind == Event::Kind::move && g.event(i).by == g.colour_of(seat)) ++own;
    c.moves_played = own;
    c.turn_ms = cap;
    return time_manager_.plan(c);
}

}  // namespace gomoku
