#include "app.hpp"
#include "width.hpp"

#include <unistd.h>
#include <algorithm>
#include <utility>

namespace gomoku {

App::App(EventSource& input, Sink& output, Screen screen, AppConfig config)
    : config_(std::move(config)),
      prompt_(input, output, screen, config_.cursor_mode),
      autosave_(config_.autosave ? Autosave::open(config_.state_directory, config_.pid ? config_.pid : ::getpid())
                                 : Autosave()),
      players_(default_names(config_.settings.lang)) {
    prompt_.set_view(view());
    open_autosave();
    if (!config_.settings_unread.empty() && config_.settings_file)
        add_notice(tr(Msg::settings_not_read,
                      {{"file", fit_path(*config_.settings_file, 24)}, {"reason", config_.settings_unread}}));
}

AppExit App::run() {
    std::optional<Next> first = start();
    if (!first) return AppExit{0, prompt_.display().closed() ? std::string() : tr(Msg::goodbye)};
    if (config_.resume && !config_.start_with && !config_.review_with && !waiting_ && !network_waiting_)
        return AppExit{2, autosave_.status() == Autosave::Status::locked ? notice_.text
                          : !old_network_.empty()                         ? old_network_
                                                                          : tr(Msg::cli_nothing_to_resume)};
    Next next = *first;
    for (;;) {
        prompt_.set_view(view());
        switch (next) {
            case Next::menu: next = menu(); break;
            case Next::new_game: next = new_game(); break;
            case Next::vs_setup: next = vs_setup(); break;
            case Next::play: next = play(); break;
            case Next::result: next = result(); break;
            case Next::settings: next = settings_screen(); break;
            case Next::help: next = help(); break;
            case Next::review_pick: next = review_pick(); break;
            case Next::review: next = review(); break;
            case Next::network: next = network(); break;
            case Next::puzzles: next = puzzles(); break;
            case Next::resume:
                // The other player may be waiting: a network game goes first.
                if (network_waiting_) {
                    take_up_network_ = true;
                    next = Next::network;
                    break;
                }
                next = waiting_ ? adopt(*waiting_) : Next::menu;
                waiting_.reset();
                break;
            case Next::end:
            case Next::quit:
                // A closed output means nobody is there to read a goodbye.
                return AppExit{0, prompt_.display().closed() ? std::string() : tr(Msg::goodbye)};
        }
    }
}

// Where the sitting begins: the command line's game, review or opponent, the
// autosaved game, or the menu. Nothing when input ended at a question.
std::optional<App::Next> App::start() {
    if ((config_.start_with || (config_.vs_human && !config_.resume)) && waiting_) {
        // The game asked for on the command line would take the unfinished
        // game's place: not without asking. No keeps it, in the menu.
        const std::string moves = moves_count(waiting_->replay().moves_played(), config_.settings.lang);
        const std::string question =
            tr(config_.start_with ? Msg::confirm_replace_waiting : Msg::confirm_new_game, {{"moves", moves}});
        const Message notice = take_notice();
        const auto yes =
            prompt_.yes_no([&] { return render_page(PageView{tr(Msg::app_title), {}, notice, question}, view()); });
        if (!yes) return std::nullopt;
        if (!*yes) {
            config_.start_with.reset();
            config_.vs_human.reset();
            notice_ = Message{tr(Msg::new_game_cancelled), false};
        }
    }
    if (config_.start_with) {
        const Next next = adopt(*config_.start_with);
        autosave();
        return next;
    }
    if (config_.network) return Next::network;
    if (config_.puzzle) return Next::puzzles;
    if (config_.review_with) {
        review_asked_ = ReviewAsked{*config_.review_with};
        return Next::review;
    }
    if (config_.vs_human && !config_.resume) {
        start_vs(*config_.vs_human, config_.level, default_names(config_.settings.lang)[0]);
        return Next::play;
    }
    return config_.resume ? Next::resume : Next::menu;
}

// ---- what every screen uses ----------------------------------------------------------

std::string App::tr(Msg m, std::initializer_list<Arg> args) const { return gomoku::tr(config_.settings.lang, m, args); }

ViewOptions App::view() const {
    ViewOptions o;
    o.lang = config_.settings.lang;
    o.ascii = config_.settings.ascii || !config_.unicode_ok;
    o.ascii_text = !config_.utf8;
    o.colour = config_.settings.colour && config_.colour_ok;
    o.show_forbidden = config_.settings.show_forbidden;
    return prompt_.fitted(o);
}

std::array<std::string, 2> App::default_names(Lang lang) const {
    return {gomoku::tr(lang, Msg::default_player, {{"n", "1"}}), gomoku::tr(lang, Msg::default_player, {{"n", "2"}})};
}

// A message is one line: of two start-up problems the first is told, and
// the second shows again at the next start if it is still there.
void App::add_notice(const std::string& text) {
    if (notice_.text.empty()) notice_ = Message{text, true};
}

Message App::take_notice() { return std::exchange(notice_, Message{}); }

Frame App::game_frame(const std::string& prompt, const Message& message) const {
    GameView v{*game_, names(), message, prompt};
    if (hint_ && hint_->applied == game_->applied()) v.hint = hint_->point;
    v.score = players_.score(*game_);
    v.turn_ms = std::max<std::int64_t>(turn_spent(), 0);
    return render_game(v, view(), prompt_.cursor());
}

std::optional<bool> App::confirm(const std::string& question) {
    return prompt_.yes_no([&] { return game_frame(question, Message{}); });
}

}  // namespace gomoku
