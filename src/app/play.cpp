// The board screen: the game in progress, a move or a command at a time,
// and the computer's turns when it is one of the players.
#include <utility>

#include "app.hpp"
#include "width.hpp"
#include "words.hpp"
#include "gomoku/notation.hpp"

namespace gomoku {

App::Next App::play() {
    // On a clock, a turn is timed only while this screen waits for it (or
    // the computer thinks): not in help, the menu or a question.
    struct Stopper {
        App& app;
        ~Stopper() { app.stop_turn_clock(); }
    } stopper{*this};
    for (;;) {
        Game& g = *game_;
        if (g.over()) return Next::result;
        if (hint_ && hint_->applied != g.applied()) hint_.reset();
        run_turn_clock();
        if (computer_acts() && !pending_) {
            if (auto next = computer_turn()) return *next;
            if (!pending_) continue;
        }
        // The cursor goes to each new last move, however it was made, and
        // otherwise stays where it was left, here or before another screen.
        prompt_.keys().follow(g.board().size(), g.last_move());
        // What was typed while the computer thought, for this turn, in order;
        // what the computer did stays said before it.
        if (!pending_ && computer_.waiting()) {
            const GameInput in = computer_.take_waiting();
            const Message before = message_;
            if (auto next = play_input(in)) return *next;
            if (!before.error && !message_.error && !before.text.empty()) say_after(before.text);
            continue;
        }
        if (pending_) {
            const GameInput in = *std::exchange(pending_, std::nullopt);
            if (auto next = play_input(in)) return *next;
            continue;
        }
        const std::string prompt = move_prompt();
        // A colour decision is typed (black, white, two); stones are placed on the board.
        const Prompt how =
            g.opening().deciding() ? Prompt::question() : Prompt::board(g.board().size(), config_.settings.vi_keys);
        const auto answer = prompt_.ask([&] { return game_frame(prompt); }, message_, how, [&] { return turn_tick(); });
        if (!answer) return Next::end;
        if (answer->kind == Answer::Kind::time_up) return flag_fell();
        if (auto next = play_input(game_input(*answer))) return *next;
    }
}

GameInput App::game_input(const Answer& answer) const {
    switch (answer.kind) {
        case Answer::Kind::point: return GameInput::at(answer.point);
        case Answer::Kind::command: return GameInput::run(answer.command);
        case Answer::Kind::line:
        case Answer::Kind::choice:
        case Answer::Kind::time_up: break;
    }
    return read_game_input(answer.text, game_->board().size());
}

std::optional<App::Next> App::play_input(const GameInput& in) {
    // The turn's time stops when its answer is read: what that answer then
    // does (a question it asks, a file it writes) is not charged, and a
    // flag that fell before it was typed has fallen.
    stop_turn_clock();
    if (turn_tick().run_out) return flag_fell();
    switch (in.kind) {
        case GameInput::Kind::empty: message_ = Message{}; break;  // an Enter clears what was said before
        case GameInput::Kind::point: return play_point(*in.parse.point);
        case GameInput::Kind::bad_point:
            message_ = Message{point_error(in.parse, in.typed, game_->board().size(), config_.settings.lang), true};
            break;
        case GameInput::Kind::unknown_command:
            message_ = Message{tr(Msg::err_unknown_command, {{"input", shown_text(in.typed, 24)}}), true};
            break;
        case GameInput::Kind::command: return handle_command(in.command, in.argument);
    }
    return std::nullopt;
}

std::optional<App::Next> App::play_point(Point p) {
    Game& g = *game_;
    const std::string name = g.opening().phase == Phase::play ? names().of(g.to_move()) : players_.name_of(g.seat_to_act());
    const PlayResult r = g.play(p, turn_spent());
    switch (r.refusal) {
        case Refusal::none:
            message_ = Message{tr(Msg::played, {{"name", name}, {"point", to_notation(p)}}), false};
            autosave();
            break;
        case Refusal::occupied: message_ = Message{tr(Msg::err_occupied, {{"point", to_notation(p)}}), true}; break;
        case Refusal::forbidden:
            message_ = Message{tr(Msg::err_forbidden, {{"point", to_notation(p)},
                                                       {"shape", shape_label(r.forbidden, config_.settings.lang)}}),
                               true};
            break;
        case Refusal::decision_pending:
            message_ = Message{tr(g.opening().may_place_two ? Msg::err_decision_pending_two : Msg::err_decision_pending),
                               true};
            break;
        case Refusal::out_of_time: return flag_fell();
        case Refusal::not_now:    // only the other doors answer this
        case Refusal::off_board:  // the parser already keeps points on the board
        case Refusal::game_over: message_ = Message{tr(Msg::err_game_over), true}; break;
    }
    return std::nullopt;
}

std::string App::move_prompt() const {
    const Game& g = *game_;
    const OpeningState& o = g.opening();
    const Stone s = g.to_move();
    switch (o.phase) {
        case Phase::place:
            return tr(Msg::prompt_place, {{"name", players_.name_of(o.placer)}, {"stone", stone_glyph(s, view())}});
        case Phase::second_chooses:
        case Phase::first_chooses:
            return tr(o.may_place_two ? Msg::prompt_choose_or_two : Msg::prompt_choose,
                      {{"name", players_.name_of(o.decider())}});
        case Phase::play: break;
    }
    return tr(Msg::prompt_move, {{"name", names().of(s)}, {"stone", stone_glyph(s, view())}});
}

Msg App::play_hint() const {
    if (!config_.cursor_mode) return Msg::hint_how_to_play;
    return config_.settings.vi_keys ? Msg::hint_cursor_vi : Msg::hint_cursor;
}

}  // namespace gomoku
