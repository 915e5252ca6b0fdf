// The commands typed at the board: undo, redo, resign, pass, the opening's
// decisions, hint, and the ways to the other screens and files.
#include "analysis_text.hpp"
#include "app.hpp"
#include "width.hpp"
#include "gomoku/notation.hpp"

namespace gomoku {

std::optional<App::Next> App::handle_command(Command c, const std::string& argument) {
    Game& g = *game_;
    // "u 8" on a small board is a mistyped point, not an undo: only save and
    // load take anything after their name.
    if (!argument.empty() && c != Command::save && c != Command::load) {
        for (const CommandName& name : command_table)
            if (name.command == c) message_ = Message{tr(Msg::err_command_argument, {{"command", std::string(name.name)}}), true};
        return std::nullopt;
    }
    switch (c) {
        case Command::undo: return undo();
        case Command::redo: return redo();
        case Command::hint: return hint();
        case Command::solve: return solve();
        case Command::resign: {
            if (g.opening().phase != Phase::play) {
                message_ = Message{tr(Msg::err_cannot_resign), true};
                return std::nullopt;
            }
            const auto yes = confirm(tr(Msg::confirm_resign, {{"name", names().of(g.to_move())}}));
            if (!yes) return Next::end;
            if (!*yes) {
                message_ = Message{tr(Msg::resign_cancelled), false};
                return std::nullopt;
            }
            g.resign(turn_spent());
            return Next::result;
        }
        case Command::pass: {
            const std::string name = names().of(g.to_move());
            if (!g.pass(turn_spent())) {
                message_ = Message{tr(Msg::err_cannot_pass), true};
                return std::nullopt;
            }
            message_ = Message{tr(Msg::passed, {{"name", name}}), false};
            autosave();
            return g.over() ? std::optional<Next>(Next::result) : std::nullopt;
        }
        case Command::black:
        case Command::white: {
            const Seat decider = g.opening().decider();
            const Stone colour = c == Command::black ? Stone::black : Stone::white;
            if (!g.choose(colour, turn_spent())) {
                message_ = Message{tr(Msg::err_not_deciding), true};
                return std::nullopt;
            }
            message_ = Message{tr(Msg::chose_colour, {{"name", players_.name_of(decider)},
                                                      {"colour", tr(c == Command::black ? Msg::colour_black_word
                                                                                        : Msg::colour_white_word)}}),
                               false};
            autosave();
            return std::nullopt;
        }
        case Command::two:
            if (!g.place_two(turn_spent())) {
                message_ = Message{tr(Msg::err_no_place_two), true};
                return std::nullopt;
            }
            message_ = Message{tr(Msg::chose_place_two,
                                  {{"name", players_.name_of(Seat::second)}, {"other", players_.name_of(Seat::first)}}),
                               false};
            autosave();
            return std::nullopt;
        case Command::save: return save_game(argument);
        case Command::load: return load_game(argument);
        case Command::export_moves: export_moves(); return std::nullopt;
        case Command::help: after_help_ = Next::play; return Next::help;
        case Command::messages: return show_messages();
        case Command::menu: return Next::menu;
        case Command::quit: {
            if (g.over()) return Next::quit;
            const auto yes = confirm(tr(Msg::confirm_quit));
            if (!yes) return Next::end;  // the autosave keeps the game, as after any end of input
            if (*yes) return Next::quit;
            message_ = Message{tr(Msg::quit_cancelled), false};
            return std::nullopt;
        }
    }
    return std::nullopt;
}

std::optional<App::Next> App::undo() {
    Game& g = *game_;
    if (!g.undo()) {
        message_ = Message{tr(Msg::nothing_to_undo), true};
        return std::nullopt;
    }
    // Against the computer, its reply goes back with the move it answered.
    int extra = 0;
    while (computer_acts() && g.undo()) ++extra;
    if (computer_acts()) {
        // Only the computer's own moves were there: they stay.
        for (int i = 0; i <= extra; ++i) g.redo();
        message_ = Message{tr(Msg::nothing_to_undo), true};
        return std::nullopt;
    }
    message_ = Message{tr(Msg::undone, {{"what", events_phrase(g.applied(), g.applied() + 1 + static_cast<std::size_t>(extra))}}),
                       false};
    autosave();
    return std::nullopt;
}

std::optional<App::Next> App::redo() {
    Game& g = *game_;
    const std::size_t from = g.applied();
    if (!g.redo()) {
        message_ = Message{tr(Msg::nothing_to_redo), true};
        return std::nullopt;
    }
    while (computer_acts() && g.redo()) {
    }
    message_ = Message{tr(Msg::redone, {{"what", events_phrase(from, g.applied())}}), false};
    autosave();
    return g.over() ? std::optional<Next>(Next::result) : std::nullopt;
}

// A move for whoever is to play, shown and not played.
std::optional<App::Next> App::hint() {
    Game& g = *game_;
    if (g.opening().deciding()) {
        message_ = Message{tr(Msg::err_decision_pending), true};
        return std::nullopt;
    }
    const ComputerPlayer::Thought found = think(computer_.level(), config_.seed, tr(Msg::computer_name), false);
    if (!found.result) return Next::end;
    hint_ = Hint{found.result->move, g.applied()};
    prompt_.keys().place_cursor(found.result->move);  // Enter now plays it, here or back from another screen
    message_ = Message{tr(Msg::hint_shown, {{"point", to_notation(found.result->move)}}), false};
    return std::nullopt;
}

// A forced win for whoever is to play, looked for on the computer's budget:
// its line, or how deep the search looked without finding one.
std::optional<App::Next> App::solve() {
    Game& g = *game_;
    if (g.opening().deciding()) {
        message_ = Message{tr(Msg::err_decision_pending), true};
        return std::nullopt;
    }
    const std::string name = names().of(g.to_move());
    const ComputerPlayer::Thought found = think(engine::Level::hard, 0, tr(Msg::computer_name), false);
    if (!found.result) return Next::end;
    const engine::Result& r = *found.result;
    if (r.score <= engine::win_score || r.proof.empty()) {
        message_ = Message{tr(Msg::solve_none, {{"name", name}, {"depth", std::to_string(r.depth)}}), false};
        return std::nullopt;
    }
    hint_ = Hint{r.proof.front(), g.applied()};
    prompt_.keys().place_cursor(r.proof.front());  // Enter now plays its first move
    message_ = Message{tr(Msg::solve_found, {{"name", name}, {"line", review::line_text(r.proof)}}), false};
    return std::nullopt;
}

std::string App::events_phrase(std::size_t from, std::size_t to) const {
    std::string out;
    for (std::size_t i = from; i < to; ++i) {
        const std::string one = event_phrase(game_->event(i), config_.settings.lang);
        out = out.empty() ? one : tr(Msg::phrase_and, {{"a", out}, {"b", one}});
    }
    return out;
}

}  // namespace gomoku
