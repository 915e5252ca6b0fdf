// The menu: each entry keeps its key whatever else is on offer — New game is
// always 1 — and a game to continue gets a letter of its own.
#include "app.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::menu() {
    const bool unfinished = game_ && !game_->over();
    const bool can_continue = unfinished || waiting_ || network_waiting_;
    std::vector<MenuChoice> entries;
    if (can_continue) entries.push_back(MenuChoice::continue_game);
    for (MenuChoice c : {MenuChoice::new_game, MenuChoice::settings, MenuChoice::help, MenuChoice::review,
                         MenuChoice::computer, MenuChoice::network, MenuChoice::puzzles, MenuChoice::quit})
        entries.push_back(c);

    const std::string keys = tr(can_continue ? Msg::menu_keys_continue : Msg::menu_keys);
    prompt_.keys().highlight(0);
    Message message = take_notice();
    for (;;) {
        const auto answer = prompt_.ask(
            [&] {
                PageView page{tr(Msg::app_title), {}, message, tr(Msg::menu_prompt_keys, {{"keys", keys}})};
                for (MenuChoice c : entries)
                    page.lines.push_back(" " + std::string(menu_key(c)) + "  " + tr(menu_label(c, !unfinished)));
                if (prompt_.cursor_mode()) page.highlight = prompt_.keys().highlighted();
                return render_page(page, view());
            },
            message, Prompt::menu(static_cast<int>(entries.size())));
        if (!answer) return Next::end;
        std::optional<MenuChoice> chosen;
        if (answer->kind == Answer::Kind::choice) chosen = entries[static_cast<std::size_t>(answer->choice)];
        else chosen = read_menu_choice(answer->text, can_continue, config_.settings.lang);
        if (!chosen) {
            // An Enter clears what was said before; anything else is no choice.
            message = trim(answer->text).empty()
                          ? Message{}
                          : Message{tr(Msg::menu_not_a_key, {{"input", shown_text(answer->text, 20)}, {"keys", keys}}),
                                    true};
            continue;
        }
        switch (*chosen) {
            case MenuChoice::continue_game:
                if (!unfinished || network_waiting_) return Next::resume;
                message_ = Message{tr(play_hint()), false};
                return Next::play;
            case MenuChoice::settings: return Next::settings;
            case MenuChoice::help: after_help_ = Next::menu; return Next::help;
            case MenuChoice::review: return Next::review_pick;
            case MenuChoice::quit: return Next::quit;
            case MenuChoice::network: return Next::network;  // the local game stays as it is
            case MenuChoice::puzzles: return Next::puzzles;  // so does it here: a puzzle is a game of its own
            case MenuChoice::new_game:
            case MenuChoice::computer: break;
        }
        if (unfinished || waiting_) {
            // A new game takes the place of the unfinished one: not without asking.
            const std::size_t moves = unfinished ? game_->moves_played() : waiting_->replay().moves_played();
            const std::string question =
                tr(Msg::confirm_new_game, {{"moves", moves_count(moves, config_.settings.lang)}});
            const auto yes = prompt_.yes_no([&] { return render_page(PageView{tr(Msg::app_title), {}, {}, question}, view()); });
            if (!yes) return Next::end;
            if (!*yes) {
                message = Message{tr(Msg::new_game_cancelled), false};
                continue;
            }
            // The unfinished game goes only when the new one starts: backing
            // out of its names or setup still finds it here.
        }
        return *chosen == MenuChoice::new_game ? Next::new_game : Next::vs_setup;
    }
}

void App::abandon_unfinished() {
    autosave_.remove();
    waiting_.reset();
    game_.reset();
}

}  // namespace gomoku
