// A new game between two people at one keyboard: their names, then the board.
#include "app.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::new_game() {
    const std::array<std::string, 2> defaults = default_names(config_.settings.lang);
    std::array<std::string, 2> chosen = defaults;
    for (std::size_t i = 0; i < 2; ++i) {
        const Stone colour = i == 0 ? Stone::black : Stone::white;
        const std::string prompt =
            tr(Msg::name_prompt, {{"colour", colour_name(colour, config_.settings.lang)}, {"default", defaults[i]}});
        Message message;
        for (;;) {
            const auto answer = prompt_.ask(
                [&] { return render_page(PageView{tr(Msg::menu_new), {}, message, prompt}, view()); }, message,
                Prompt::question());
            if (!answer) return Next::end;
            if (answer->leaving()) return Next::menu;  // the unfinished game, if any, is still there
            const NameAnswer name = read_name(answer->text);
            if (!name.ok) {
                message = Message{name_problem(name, config_.settings.lang), true};
                continue;
            }
            if (name.name) chosen[i] = *name.name;
            break;
        }
    }
    // The menu asked before an unfinished game could be lost; none is left.
    abandon_unfinished();
    players_.start(chosen);
    computer_.leave();
    start_game();
    return Next::play;
}

void App::start_game(std::optional<GameSetup> setup) {
    const Settings& s = config_.settings;
    game_.emplace(setup.value_or(GameSetup{s.size, s.rule, s.strict && s.rule == Rule::renju, s.opening, s.clock}));
    ++game_serial_;  // its clock starts from its first turn
    players_.game_started();
    hint_.reset();  // a hint belongs to the game it was asked in
    prompt_.keys().reset_cursor(game_->board().size(), std::nullopt);  // the centre
    message_ = Message{tr(play_hint()), false};
}

}  // namespace gomoku
