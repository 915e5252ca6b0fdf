// The result screen: the finished game with who won and the sitting's score;
// play again, the menu, quit, review, or keep the game with save or export.
#include "app.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::result() {
    // The game is over: nothing is left to lose. An autosave the menu still
    // offers belongs to another game and stays.
    if (!waiting_) autosave_.remove();
    const Game& g = *game_;
    players_.count(g);
    const Msg prompt = g.setup().opening == Opening::free ? Msg::result_prompt : Msg::result_prompt_opening;
    Message message;
    // On a terminal, keys typed for the board (while the computer made its
    // last move, say) never act here unseen: a `1` would start a new game.
    if (config_.interruptible && computer_.drop_typeahead()) message = Message{tr(Msg::typeahead_dropped), false};
    for (;;) {
        const auto answer = prompt_.ask(
            [&] {
                const Message score{tr(Msg::result_score, {{"a", players_.name(0)},
                                                           {"b", players_.name(1)},
                                                           {"wins_a", std::to_string(players_.wins(0))},
                                                           {"wins_b", std::to_string(players_.wins(1))}}),
                                    false};
                return render_game(GameView{g, names(), message.text.empty() ? score : message, tr(prompt), Status::of_result()},
                                   view());
            },
            message, Prompt::question());
        if (!answer) return Next::end;
        if (answer->leaving()) {  // Escape: the menu, as 2
            game_.reset();
            return Next::menu;
        }
        // A finished game can still be kept in a file, or copied as moves.
        const GameInput in = read_game_input(answer->text, g.board().size());
        if (in.kind == GameInput::Kind::command && (in.command == Command::save || in.command == Command::export_moves)) {
            if (in.command == Command::save) {
                if (save_game(in.argument)) return Next::end;
            } else {
                export_moves();
            }
            message = message_;
            continue;
        }
        const std::optional<ResultChoice> choice = read_result_choice(answer->text);
        if (!choice) {
            message = trim(answer->text).empty()
                          ? Message{}
                          : Message{tr(Msg::menu_not_a_choice,
                                       {{"input", shown_text(answer->text, 20)}, {"first", "1"}, {"last", "4"}}),
                                    true};
            continue;
        }
        switch (*choice) {
            case ResultChoice::again: {
                // Again means the same board and rule, also for a game loaded from a file.
                const GameSetup same = g.setup();
                players_.swap_opener();
                start_game(same);
                return Next::play;
            }
            case ResultChoice::menu: game_.reset(); return Next::menu;
            case ResultChoice::quit: return Next::quit;
            case ResultChoice::review:
            case ResultChoice::analyse:
                // The finished game, move by move, and back here with `q`.
                review_asked_ = ReviewAsked{sitting_record(), Next::result, *choice == ResultChoice::analyse};
                return Next::review;
        }
    }
}

}  // namespace gomoku
