#pragma once
// Game: turn order, history, undo/redo and the outcome.
//
// Every change to a game goes through one of its doors — play, pass,
// resign, undo, redo — and every door but undo/redo appends one entry to the
// history. The board is always exactly the replay of the applied entries,
// so undo and redo are mirror images and cannot drift.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "board.hpp"
#include "clock.hpp"
#include "opening.hpp"
#include "renju.hpp"
#include "rules.hpp"

namespace gomoku {

enum class EndReason {
    none,         // still being played
    five,         // the winner made five in a row
    resignation,  // the loser resigned
    board_full,   // every point filled and the last move did not win: a draw
    forbidden_move,  // renju, strict: black played a forbidden point and lost
    two_passes,      // both sides passed in a row: a draw
    time,            // the loser's flag fell
};

struct Outcome {
    std::optional<Stone> winner;
    EndReason reason = EndReason::none;
    std::vector<Line> lines;  // every winning line through the last move
    Forbidden forbidden = Forbidden::none;  // why, when the reason is forbidden_move

    bool over() const { return reason != EndReason::none; }
    bool draw() const { return over() && !winner; }
};

// Why play() refused a move. A refused move changes nothing.
enum class Refusal {
    none,
    off_board,
    occupied,
    game_over,
    forbidden,  // renju: black may not play there (see PlayResult::forbidden)
    decision_pending,  // the opening waits for a colour choice, not a stone
    not_now,           // pass, resign or a decision where the opening does not allow it
    out_of_time,       // the move came after the mover's flag fell: call time_out()
};

struct PlayResult {
    Refusal refusal = Refusal::none;
    // Under renju, the forbidden shape black's move makes: set when the move
    // is refused, and when a strict game records it as black's loss.
    Forbidden forbidden = Forbidden::none;
    bool ok() const { return refusal == Refusal::none; }
};

// One thing that happened in a game, in the order it happened.
struct Event {
    enum class Kind {
        move,
        resign,
        pass,
        choose,     // an opening decision: the deciding player takes `choice`
        place_two,  // swap2: the second player will place two more stones
        time_out,   // the flag of the player to act fell
    };
    Kind kind = Kind::move;
    Stone by = Stone::black;  // the colour to move when it happened
    Point point{};            // for moves
    Stone choice = Stone::black;  // for choose
    // How long the turn took, in milliseconds, when the game has a clock;
    // -1 when it does not. (Not part of what happened: == ignores it.)
    std::int64_t ms = -1;

    friend bool operator==(const Event& a, const Event& b) {
        return a.kind == b.kind && a.by == b.by && (a.kind != Kind::move || a.point == b.point) &&
               (a.kind != Kind::choose || a.choice == b.choice);
    }
};

struct GameSetup {
    GameSetup(int board_size = Board::default_size, Rule game_rule = Rule::freestyle, bool strict_renju = false,
              Opening opening_rule = Opening::free, TimeControl time_control = {})
        : size(board_size), rule(game_rule), strict(strict_renju), opening(opening_rule), clock(time_control) {}

    int size = Board::default_size;
    Rule rule = Rule::freestyle;
    // Renju only: a forbidden move loses the game instead of being refused,
    // as in tournament play.
    bool strict = false;
    Opening opening = Opening::free;
    TimeControl clock;  // none unless the players chose one
};

class Game {
public:
    explicit Game(GameSetup setup = {})
        : setup_(setup), board_(setup.size), start_(OpeningState::start(setup.opening)),
          start_clocks_{clock_start(setup.clock), clock_start(setup.clock)} {}

    const GameSetup& setup() const { return setup_; }
    Rule rule() const { return setup_.rule; }
    const Board& board() const { return board_; }
    Stone to_move() const { return to_move_; }
    const Outcome& outcome() const { return applied_ == 0 ? no_outcome_ : history_[applied_ - 1].outcome; }
    bool over() const { return outcome().over(); }

    // The opening: its phase, and which seat plays black once that is settled.
    const OpeningState& opening() const { return applied_ == 0 ? start_ : history_[applied_ - 1].opening; }

    // Whose turn it is, as a player: the one placing opening stones, the one
    // deciding, or the one holding the colour to move.
    Seat seat_to_act() const {
        const OpeningState& o = opening();
        switch (o.phase) {
            case Phase::place: return o.placer;
            case Phase::second_chooses:
            case Phase::first_chooses: return o.decider();
            case Phase::play: break;
        }
        return seat_of(to_move_);
    }

    // A player's clock, as it stands between moves (the turn in progress not
    // yet charged). Undo and redo bring back the clocks of that moment.
    const ClockState& clock(Seat s) const {
        const auto& clocks = applied_ == 0 ? start_clocks_ : history_[applied_ - 1].clocks;
        return clocks[s == Seat::first ? 0 : 1];
    }

    // The seat of the colour that wins when `loser` loses: the colours the
    // opening has settled, or the first seat as black until it has.
    Stone colour_of(Seat s) const { return seat_of(Stone::black) == s ? Stone::black : Stone::white; }

    // Which player holds a colour (the first player until the opening says otherwise).
    Seat seat_of(Stone s) const {
        const Seat black = opening().black.value_or(Seat::first);
        return s == Stone::black ? black : other(black);
    }

    // The whole history, including entries that were undone and can be redone.
    std::size_t applied() const { return applied_; }
    std::size_t recorded() const { return history_.size(); }
    const Event& event(std::size_t i) const { return history_[i].event; }

    // The applied events only, oldest first.
    std::vector<Event> events() const {
        std::vector<Event> out;
        for (std::size_t i = 0; i < applied_; ++i) out.push_back(history_[i].event);
        return out;
    }

    std::size_t moves_played() const {
        std::size_t n = 0;
        for (std::size_t i = 0; i < applied_; ++i)
            if (history_[i].event.kind == Event::Kind::move) ++n;
        return n;
    }

    std::optional<Point> last_move() const {
        for (std::size_t i = applied_; i-- > 0;)
            if (history_[i].event.kind == Event::Kind::move) return history_[i].event.point;
        return std::nullopt;
    }

    // Check a move without making it.
    Refusal check(Point p) const { return check_move(p).refusal; }

    // Every door but undo, redo and time_out takes how long the turn took
    // (`ms`, when the game has a clock) and charges it to the player who
    // acted; one that comes after that player's flag fell is refused.
    PlayResult play(Point p, std::int64_t ms = -1) {
        PlayResult result = check_move(p);
        if (result.refusal != Refusal::none) return result;
        if (!in_time(ms)) return {Refusal::out_of_time};
        record(timed(Event{Event::Kind::move, to_move_, p}, ms), result.forbidden);
        return result;
    }

    // The deciding player takes a colour. False when no decision is due.
    bool choose(Stone colour, std::int64_t ms = -1) {
        if (over() || !opening().deciding() || !in_time(ms)) return false;
        Event e{Event::Kind::choose, to_move_, {}};
        e.choice = colour;
        record(timed(e, ms));
        return true;
    }

    // Swap2: instead of choosing, the second player places two more stones.
    bool place_two(std::int64_t ms = -1) {
        if (over() || opening().phase != Phase::second_chooses || !opening().may_place_two || !in_time(ms)) return false;
        record(timed(Event{Event::Kind::place_two, to_move_, {}}, ms));
        return true;
    }

    // The side to move lets the turn go. Two passes in a row draw the game.
    // Returns false when the game is over or still in its opening.
    bool pass(std::int64_t ms = -1) {
        if (over() || opening().phase != Phase::play || !in_time(ms)) return false;
        record(timed(Event{Event::Kind::pass, to_move_, {}}, ms));
        return true;
    }

    // The side to move gives up. Returns false when the game is over or still
    // in its opening (until colours are settled there is no side to lose).
    bool resign(std::int64_t ms = -1) {
        if (over() || opening().phase != Phase::play || !in_time(ms)) return false;
        record(timed(Event{Event::Kind::resign, to_move_, {}}, ms));
        return true;
    }

    // The flag of the player to act fell: they lose on time, their whole
    // clock spent. False without a clock, or when the game is over.
    bool time_out() {
        if (over() || !setup_.clock.timed()) return false;
        record(timed(Event{Event::Kind::time_out, to_move_, {}}, flag_after(setup_.clock, clock(seat_to_act()))));
        return true;
    }

    bool can_undo() const { return applied_ > 0; }
    bool can_redo() const { return applied_ < history_.size(); }

    bool undo() {
        if (!can_undo()) return false;
        const Event& e = history_[--applied_].event;
        if (e.kind == Event::Kind::move) board_.remove(e.point);
        if (moves_turn(e.kind)) to_move_ = e.by;
        return true;
    }

    bool redo() {
        if (!can_redo()) return false;
        apply(history_[applied_].event);
        ++applied_;
        return true;
    }

private:
    struct Entry {
        Event event;
        Outcome outcome;       // the outcome once this event is applied
        OpeningState opening;  // the opening's state once this event is applied
        std::array<ClockState, 2> clocks;  // the players' clocks once it is applied, by seat
    };

    // Whether a turn that took `ms` ended before the acting player's flag fell.
    bool in_time(std::int64_t ms) const {
        return !setup_.clock.timed() || ms < 0 || charge(setup_.clock, clock(seat_to_act()), ms).has_value();
    }

    // The event with its time, when the game keeps time.
    Event timed(Event e, std::int64_t ms) const {
        if (setup_.clock.timed() && ms >= 0) e.ms = ms;
        return e;
    }

    static bool moves_turn(Event::Kind k) { return k == Event::Kind::move || k == Event::Kind::pass; }

    // What stands in the way of the side to move playing p. Under renju a
    // forbidden point is refused, or, in a strict game, allowed through with
    // its shape so that recording it ends the game.
    PlayResult check_move(Point p) const {
        if (over()) return {Refusal::game_over};
        if (opening().deciding()) return {Refusal::decision_pending};
        if (!board_.contains(p)) return {Refusal::off_board};
        if (board_.at(p) != Cell::empty) return {Refusal::occupied};
        if (setup_.rule == Rule::renju && to_move_ == Stone::black) {
            const Forbidden f = forbidden(board_, p);
            if (f != Forbidden::none) return {setup_.strict ? Refusal::none : Refusal::forbidden, f};
        }
        return {};
    }

    // A new event after an undo discards the line that could have been redone.
    void record(const Event& e, Forbidden forbidden_shape = Forbidden::none) {
        history_.resize(applied_);
        const bool after_pass = applied_ > 0 && history_[applied_ - 1].event.kind == Event::Kind::pass;
        const OpeningState before = opening();
        // The player who acted pays for the turn (in the opening, the one
        // placing or deciding, whichever colour the stone).
        const Seat actor = seat_to_act();
        std::array<ClockState, 2> clocks = {clock(Seat::first), clock(Seat::second)};
        ClockState& paid = clocks[actor == Seat::first ? 0 : 1];
        if (e.kind == Event::Kind::time_out) paid = ClockState{0, 0};  // all spent, and no increment for it
        else if (e.ms >= 0) paid = charge(setup_.clock, paid, e.ms).value_or(paid);
        const Stone winner_on_time = colour_of(other(actor));
        apply(e);
        Outcome outcome = outcome_after(e, forbidden_shape, after_pass);
        if (e.kind == Event::Kind::time_out) outcome.winner = winner_on_time;
        history_.push_back(Entry{e, outcome, opening_after(before, e), clocks});
        ++applied_;
    }

    void apply(const Event& e) {
        if (e.kind == Event::Kind::move) board_.place(e.point, e.by);
        if (moves_turn(e.kind)) to_move_ = opponent(e.by);
    }

    static OpeningState opening_after(const OpeningState& s, const Event& e) {
        switch (e.kind) {
            case Event::Kind::move: return s.after_stone();
            case Event::Kind::choose: return s.after_choice(e.choice);
            case Event::Kind::place_two: return s.after_place_two();
            case Event::Kind::resign:
            case Event::Kind::pass:
            case Event::Kind::time_out: break;
        }
        return s;
    }

    // The win is checked before the full board, so a five on the last empty
    // point wins rather than draws. A forbidden shape only gets here from a
    // strict game, and a move that makes five is never forbidden, so that
    // loss can be checked before the win.
    Outcome outcome_after(const Event& e, Forbidden forbidden_shape, bool after_pass) const {
        Outcome o;
        switch (e.kind) {
            case Event::Kind::resign:
                o.winner = opponent(e.by);
                o.reason = EndReason::resignation;
                return o;
            case Event::Kind::time_out:  // the winner is the other player (record sets it)
                o.reason = EndReason::time;
                return o;
            case Event::Kind::pass:
                if (after_pass) o.reason = EndReason::two_passes;
                return o;
            case Event::Kind::choose:
            case Event::Kind::place_two: return o;
            case Event::Kind::move:
                if (forbidden_shape != Forbidden::none) {
                    o.winner = opponent(e.by);
                    o.reason = EndReason::forbidden_move;
                    o.forbidden = forbidden_shape;
                    return o;
                }
                o.lines = winning_lines(board_, e.point, setup_.rule);
                if (!o.lines.empty()) {
                    o.winner = e.by;
                    o.reason = EndReason::five;
                } else if (board_.full()) {
                    o.reason = EndReason::board_full;
                }
                return o;
        }
        return o;
    }

    GameSetup setup_;
    Board board_;
    Stone to_move_ = Stone::black;
    std::vector<Entry> history_;
    std::size_t applied_ = 0;
    Outcome no_outcome_;
    OpeningState start_;
    std::array<ClockState, 2> start_clocks_;
};

}  // namespace gomoku
