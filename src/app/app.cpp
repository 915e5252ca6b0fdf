#include "app.hpp"

#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "files.hpp"
#include "gomoku/notation.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

// Empty when nothing failed, else the problem in words.
std::string problem_unless_ok(const FileError& e, Lang lang) { return e.failed() ? file_problem(e, lang) : ""; }

}  // namespace

App::App(EventSource& input, Sink& output, Screen screen, AppConfig config)
    : input_(input),
      display_(output, screen),
      config_(std::move(config)),
      autosave_(config_.autosave ? Autosave::open(config_.state_directory, config_.pid ? config_.pid : ::getpid())
                                 : Autosave()) {
    players_ = {tr(Msg::default_player, {{"n", "1"}}), tr(Msg::default_player, {{"n", "2"}})};
    switch (autosave_.status()) {
        case Autosave::Status::off:
        case Autosave::Status::on: break;
        case Autosave::Status::no_directory: notice_ = Message{tr(Msg::autosave_no_directory), true}; break;
        case Autosave::Status::unusable:
            notice_ = Message{tr(Msg::autosave_off, {{"reason", file_problem(autosave_.reason(), config_.settings.lang)}}),
                              true};
            break;
        case Autosave::Status::locked:
            notice_ = Message{tr(Msg::autosave_locked, {{"pid", std::to_string(autosave_.holder())}}), true};
            break;
    }
    if (autosave_.on()) {
        // A finished or unreadable autosave is left alone: the next write
        // replaces it. Unreadable, it is worth a word: a game may be lost.
        const FileRead read = autosave_.read();
        std::string problem;
        if (read.data) {
            LoadResult loaded = load_record(*read.data);
            if (loaded.ok() && !loaded.record->replay().over()) waiting_ = std::move(loaded.record);
            if (!loaded.ok()) problem = record_problem(loaded.error, config_.settings.lang);
        } else if (read.too_big) {
            problem = record_problem(RecordError{RecordProblem::too_large, 0, {}, {}}, config_.settings.lang);
        } else if (!read.missing) {
            problem = file_problem(read.error, config_.settings.lang);
        }
        if (!problem.empty()) add_notice(tr(Msg::autosave_unreadable, {{"reason", problem}}));
    }
    if (!config_.settings_unread.empty() && config_.settings_file)
        add_notice(tr(Msg::settings_not_read,
                      {{"file", fit_path(*config_.settings_file, 24)}, {"reason", config_.settings_unread}}));
}

// A message is one line: of two start-up problems the first is told, and
// the second shows again at the next start if it is still there.
void App::add_notice(const std::string& text) {
    if (notice_.text.empty()) notice_ = Message{text, true};
}

AppExit App::run() {
    Next next = Next::menu;
    if ((config_.start_with || (config_.vs_human && !config_.resume)) && waiting_) {
        // The game asked for on the command line would take the unfinished
        // game's place: not without asking. No keeps it, in the menu.
        const std::string moves = moves_count(waiting_->replay().moves_played(), config_.settings.lang);
        const std::string question =
            tr(config_.start_with ? Msg::confirm_replace_waiting : Msg::confirm_new_game, {{"moves", moves}});
        const Message notice = take_notice();
        const auto yes = yes_no([&] { return render_page(PageView{tr(Msg::app_title), {}, notice, question}, view()); });
        if (!yes) return AppExit{0, display_.closed() ? std::string() : tr(Msg::goodbye)};
        if (!*yes) {
            config_.start_with.reset();
            config_.vs_human.reset();
            notice_ = Message{tr(Msg::new_game_cancelled), false};
        }
    }
    if (config_.start_with) {
        next = adopt(*config_.start_with);
        autosave();
    } else if (config_.review_with) {
        review_ = config_.review_with;
        next = Next::review;
    } else if (config_.vs_human && !config_.resume) {
        start_vs(*config_.vs_human, config_.level, tr(Msg::default_player, {{"n", "1"}}));
        next = Next::play;
    } else if (config_.resume) {
        if (!waiting_)
            return AppExit{2, autosave_.status() == Autosave::Status::locked ? notice_.text
                                                                            : tr(Msg::cli_nothing_to_resume)};
        next = Next::resume;
    }
    for (;;) {
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
            case Next::resume:
                next = waiting_ ? adopt(*waiting_) : Next::menu;
                waiting_.reset();
                break;
            case Next::end:
            case Next::quit:
                // A closed output means nobody is there to read a goodbye.
                return AppExit{0, display_.closed() ? std::string() : tr(Msg::goodbye)};
        }
    }
}

// ---- helpers ----------------------------------------------------------------

std::string App::tr(Msg m, std::initializer_list<Arg> args) const { return gomoku::tr(config_.settings.lang, m, args); }

ViewOptions App::view() const {
    ViewOptions o;
    o.lang = config_.settings.lang;
    o.ascii = config_.settings.ascii || !config_.unicode_ok;
    o.colour = config_.settings.colour && config_.colour_ok;
    o.show_forbidden = config_.settings.show_forbidden;
    return o;
}

Names App::names() const {
    const Seat black = game_ ? game_->seat_of(Stone::black) : Seat::first;
    return Names{name_of(black), name_of(other(black)), name_of(Seat::first), name_of(Seat::second)};
}

Score App::score() const {
    const auto black = static_cast<std::size_t>(player_of(game_->seat_of(Stone::black)));
    return Score{wins_[black], wins_[1 - black]};
}

std::string App::events_phrase(std::size_t from, std::size_t to) const {
    std::string out;
    for (std::size_t i = from; i < to; ++i) {
        const std::string one = event_phrase(game_->event(i), config_.settings.lang);
        out = out.empty() ? one : tr(Msg::phrase_and, {{"a", out}, {"b", one}});
    }
    return out;
}

// While an opening is being played, the status line says what is asked of whom.
std::optional<std::string> App::opening_status() const {
    const Game& g = *game_;
    const OpeningState& o = g.opening();
    const Lang lang = config_.settings.lang;
    const std::string opening = opening_label(g.setup().opening, lang);
    switch (o.phase) {
        case Phase::place: {
            return tr(Msg::status_opening_place, {{"opening", opening},
                                                  {"name", name_of(o.placer)},
                                                  {"k", std::to_string(o.stones_total - o.stones_left + 1)},
                                                  {"total", std::to_string(o.stones_total)},
                                                  {"colour", colour_name(g.to_move(), lang)}});
        }
        case Phase::second_chooses:
        case Phase::first_chooses:
            return tr(o.may_place_two ? Msg::status_opening_choose_or_two : Msg::status_opening_choose,
                      {{"opening", opening}, {"name", name_of(o.decider())}});
        case Phase::play: break;
    }
    return std::nullopt;
}

std::string App::move_prompt() const {
    const Game& g = *game_;
    const OpeningState& o = g.opening();
    const Stone s = g.to_move();
    switch (o.phase) {
        case Phase::place:
            return tr(Msg::prompt_place, {{"name", name_of(o.placer)}, {"stone", stone_glyph(s, view())}});
        case Phase::second_chooses:
        case Phase::first_chooses:
            return tr(o.may_place_two ? Msg::prompt_choose_or_two : Msg::prompt_choose, {{"name", name_of(o.decider())}});
        case Phase::play: break;
    }
    return tr(Msg::prompt_move, {{"name", names().of(s)}, {"stone", stone_glyph(s, view())}});
}

std::optional<App::Answer> App::ask(const std::function<Frame()>& draw, Prompt prompt) {
    prompt_ = config_.cursor_mode ? prompt : text_prompt();
    for (;;) {
        Frame frame = draw();
        if (config_.cursor_mode) show_typing(frame);
        if (!display_.show(frame, view())) return std::nullopt;
        const InputEvent e = input_.next(std::nullopt);
        Answer answer;
        switch (e.kind) {
            case InputEvent::Kind::line:
                answer.text = e.text;
                answer.too_long = e.too_long;
                return answer;
            case InputEvent::Kind::resize: display_.resize(e.width, e.height); break;
            case InputEvent::Kind::timeout: break;
            case InputEvent::Kind::key: {
                const KeyAction a = on_key(e.key, frame);
                switch (a.kind) {
                    case KeyAction::Kind::none: break;
                    case KeyAction::Kind::line: answer.text = a.line; return answer;
                    case KeyAction::Kind::point:
                        answer.kind = Answer::Kind::point;
                        answer.point = a.point;
                        return answer;
                    case KeyAction::Kind::command:
                        answer.kind = Answer::Kind::command;
                        answer.command = a.command;
                        return answer;
                    case KeyAction::Kind::choose:
                        answer.kind = Answer::Kind::choice;
                        answer.choice = a.choice;
                        return answer;
                    case KeyAction::Kind::refused: message_ = Message{tr(Msg::vi_keys_colon), true}; break;
                    case KeyAction::Kind::end: return std::nullopt;
                }
                break;
            }
            case InputEvent::Kind::end: return std::nullopt;
        }
    }
}

std::optional<bool> App::yes_no(const std::function<Frame()>& draw) {
    const auto answer = ask(draw);
    if (!answer) return std::nullopt;
    return !answer->too_long && is_yes(answer->text);
}

std::optional<bool> App::confirm(const std::string& question) {
    return yes_no([&] { return game_frame(question, Message{}); });
}

Frame App::game_frame(const std::string& prompt, const Message& message) const {
    const bool hinted = hint_ && hint_->applied == game_->applied();
    GameView v{*game_, names(), message, prompt, opening_status(),
               hinted ? std::optional<Point>(hint_->point) : std::nullopt};
    v.score = score();
    const bool cursor = prompt_.kind == Prompt::Kind::board;
    return render_game(v, view(), cursor ? std::optional<Point>(keys_.cursor()) : std::nullopt);
}

std::string App::point_error(const PointParse& p, const std::string& typed) const {
    const int size = game_->board().size();
    const std::string last(1, column_letter(size - 1));
    const std::string n = std::to_string(size);
    switch (p.error) {
        case PointError::none:
        case PointError::empty:
        case PointError::not_a_point: return tr(Msg::err_not_a_point, {{"input", shown_text(typed, 24)}});
        case PointError::trailing: return tr(Msg::err_trailing, {{"part", shown_text(p.part, 16)}});
        case PointError::row_not_positive: return tr(Msg::err_row_not_positive, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::row_off_board: return tr(Msg::err_row_off_board, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::col_not_positive: return tr(Msg::err_col_not_positive, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::col_off_board:
            return tr(Msg::err_col_off_board, {{"part", shown_text(p.part, 8)}, {"last", last}, {"size", n}});
    }
    return "";
}

void App::start_game(std::optional<GameSetup> setup) {
    const Settings& s = config_.settings;
    game_.emplace(setup.value_or(GameSetup{s.size, s.rule, s.strict && s.rule == Rule::renju, s.opening}));
    scored_ = false;
    hint_.reset();  // a hint belongs to the game it was asked in
    message_ = Message{tr(play_hint()), false};
}

void App::change_setting(const std::function<void(Settings&)>& change) {
    change(config_.settings);
    change(config_.stored);
    if (!config_.settings_file) return;
    const std::string& file = *config_.settings_file;
    const std::size_t slash = file.find_last_of('/');
    FileError error = slash == std::string::npos ? FileError{} : make_directories(file.substr(0, slash), 0700);
    if (!error.failed()) error = write_file_atomic(file, settings_to_text(config_.stored));
    message_ = !error.failed()
                   ? Message{tr(Msg::settings_saved), false}
                   : Message{tr(Msg::settings_not_saved, {{"reason", file_problem(error, config_.settings.lang)}}), true};
}

// ---- saving, loading, the autosave --------------------------------------------

std::time_t App::now() const { return config_.clock ? config_.clock() : std::time(nullptr); }

Message App::take_notice() { return std::exchange(notice_, Message{}); }

Sitting App::sitting() const {
    const Names n = names();
    const auto black = static_cast<std::size_t>(player_of(game_ ? game_->seat_of(Stone::black) : Seat::first));
    return Sitting{n.black, n.white, {wins_[black], wins_[1 - black]}};
}

// The record becomes the game on screen, its players and score the sitting's.
App::Next App::adopt(const GameRecord& record) {
    const Sitting s = sitting_of(record, sitting());
    game_ = record.replay();
    // The record names players by colour; the sitting keeps them by seat.
    opener_ = 0;
    hint_.reset();
    adopt_computer(record);
    const auto black = static_cast<std::size_t>(player_of(game_->seat_of(Stone::black)));
    players_[black] = fit_width(s.black, max_name_width);
    players_[1 - black] = fit_width(s.white, max_name_width);
    wins_[black] = s.score[0];
    wins_[1 - black] = s.score[1];
    scored_ = game_->over();  // a finished game is shown, not counted again
    message_ = take_notice();
    if (message_.text.empty()) message_ = Message{tr(play_hint()), false};
    return game_->over() ? Next::result : Next::play;
}

void App::autosave() {
    if (!autosave_.on() || !game_ || game_->over()) return;
    GameRecord record = sitting_record(*game_, sitting(), now());
    note_computer(record);
    const WriteResult w = write_record(record);
    const Lang lang = config_.settings.lang;
    const std::string error = w.ok() ? problem_unless_ok(autosave_.write(w.text, config_.write_faults), lang)
                                     : record_problem(w.error, lang);
    if (!error.empty()) {
        message_ = Message{tr(Msg::autosave_off, {{"reason", error}}), true};
        return;
    }
    waiting_.reset();  // the autosave now holds this game, not the one the menu offered
}

std::string App::typed_path(const std::string& typed) const {
    // No shell expands what is typed at the prompt: ~/ means home here too.
    if (typed.rfind("~/", 0) == 0 && !config_.home.empty()) return config_.home + typed.substr(1);
    return typed;
}

// Nothing, or Next::end when input ended at the question.
std::optional<App::Next> App::save_game(const std::string& file) {
    std::string path = typed_path(file);
    if (path.empty()) {
        path = default_save_name(now());
        if (!config_.save_directory.empty()) path = config_.save_directory + "/" + path;
    }
    const std::string shown = fit_path(file.empty() ? path : file, 30);  // as typed
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0) {
        // Only a regular file is ever replaced: not a directory, a device,
        // a FIFO, or whatever a symbolic link points at.
        if (!S_ISREG(st.st_mode)) {
            message_ = Message{tr(Msg::save_not_regular, {{"file", shown}}), true};
            return std::nullopt;
        }
        const auto yes = confirm(tr(Msg::confirm_overwrite, {{"file", shown}}));
        if (!yes) return Next::end;
        if (!*yes) {
            message_ = Message{tr(Msg::save_cancelled), false};
            return std::nullopt;
        }
    }
    GameRecord record = sitting_record(*game_, sitting(), now());
    note_computer(record);
    const WriteResult w = write_record(record);
    const std::string error =
        w.ok() ? problem_unless_ok(write_file_atomic(path, w.text, config_.write_faults), config_.settings.lang)
               : record_problem(w.error, config_.settings.lang);
    message_ = error.empty() ? Message{tr(Msg::saved_to, {{"file", shown}}), false}
                             : Message{tr(Msg::save_failed, {{"file", shown}, {"reason", error}}), true};
    return std::nullopt;
}

std::optional<App::Next> App::load_game(const std::string& file) {
    if (file.empty()) {
        message_ = Message{tr(Msg::load_needs_file), true};
        return std::nullopt;
    }
    const std::string shown = fit_path(file, 20);
    // Formats that do not say their size or rule are read as the game on screen.
    LoadOptions options;
    options.size = game_->board().size();
    options.rule = game_->rule();
    const FileLoad loaded = load_game_file(typed_path(file), options);
    if (!loaded.record) {
        message_ = Message{
            load_failure(loaded, config_.settings.lang, shown, Msg::load_failed_line, Msg::load_failed), true};
        return std::nullopt;
    }
    // An unfinished game with moves is not thrown away without asking.
    if (!game_->over() && game_->moves_played() > 0) {
        const auto yes = confirm(tr(Msg::confirm_replace, {{"path", shown}}));
        if (!yes) return Next::end;
        if (!*yes) {
            message_ = Message{tr(Msg::load_cancelled), false};
            return std::nullopt;
        }
    }
    const Next next = adopt(*loaded.record);
    message_ = Message{tr(Msg::loaded, {{"path", shown}, {"n", std::to_string(game_->moves_played())}}), false};
    autosave();
    if (next == Next::play) return std::nullopt;
    return next;
}

void App::export_moves() {
    const WriteResult w = write_move_string(record_of(*game_));
    if (!w.ok()) {
        message_ = Message{tr(Msg::export_failed, {{"problem", record_problem(w.error, config_.settings.lang)}}), true};
        return;
    }
    if (w.text.empty()) {
        message_ = Message{tr(Msg::export_empty), false};
        return;
    }
    // One line, never wider than the terminal: a longer one would not be a
    // string anyone could copy.
    // A resignation is left out of a move string: say so rather than let
    // the string pass for the whole game.
    const auto& events = game_->events();
    const bool resigned = std::any_of(events.begin(), events.end(),
                                      [](const Event& e) { return e.kind == Event::Kind::resign; });
    const std::string line = resigned ? tr(Msg::export_without_resign, {{"rest", w.text}})
                                      : tr(Msg::export_moves, {{"text", w.text}});
    const int room = display_.screen().terminal ? display_.screen().width - 2 : 1 << 20;
    if (display_width(line) > room) {
        message_ = Message{tr(Msg::export_too_long, {{"n", std::to_string(w.text.size())}}), false};
        return;
    }
    message_ = Message{line, false};
}

// ---- menu -------------------------------------------------------------------

App::Next App::menu() {
    // Each entry keeps its key whatever else is on offer: New game is always
    // 1, and a game to continue gets a letter of its own.
    struct Item {
        std::string key;
        Msg label;
        Next next;
        const char* word;
    };
    std::vector<Item> items;
    const bool unfinished = game_ && !game_->over();
    if (unfinished) items.push_back({"c", Msg::menu_continue, Next::play, "continue"});
    else if (waiting_) items.push_back({"c", Msg::menu_continue_last, Next::resume, "continue"});
    items.push_back({"1", Msg::menu_new, Next::new_game, "new"});
    items.push_back({"2", Msg::menu_settings, Next::settings, "settings"});
    items.push_back({"3", Msg::menu_help, Next::help, "help"});
    items.push_back({"4", Msg::menu_review, Next::review_pick, "review"});
    items.push_back({"5", Msg::menu_vs_computer, Next::vs_setup, "computer"});
    items.push_back({"q", Msg::menu_quit, Next::quit, "quit"});
    const int count = static_cast<int>(items.size());

    const std::string keys = tr(unfinished || waiting_ ? Msg::menu_keys_continue : Msg::menu_keys);
    keys_.highlight(0);
    Message message = take_notice();
    for (;;) {
        const auto answer = ask(
            [&] {
                PageView page{tr(Msg::app_title), {}, message, tr(Msg::menu_prompt_keys, {{"keys", keys}})};
                for (const Item& item : items) page.lines.push_back(" " + item.key + "  " + tr(item.label));
                if (config_.cursor_mode) page.highlight = keys_.highlighted();
                return render_page(page, view());
            },
            menu_prompt(count));
        if (!answer) return Next::end;
        // A line too long to read is refused before anything looks at it:
        // its text is empty, and must not pass for an Enter.
        if (answer->too_long) {
            message = Message{tr(Msg::err_too_long), true};
            continue;
        }
        std::optional<std::size_t> chosen;
        if (answer->kind == Answer::Kind::choice) chosen = static_cast<std::size_t>(answer->choice);
        const std::string typed = typed_word(answer->text);
        if (!chosen && typed.empty()) {
            message = Message{};  // an Enter clears what was said before
            continue;
        }
        for (std::size_t i = 0; !chosen && i < items.size(); ++i)
            if (typed == items[i].key || typed == items[i].word || typed == lower_ascii(tr(items[i].label))) chosen = i;
        if (!chosen) {
            if (find_command(typed) == Command::quit) return Next::quit;
            if (find_command(typed) == Command::help) {
                after_help_ = Next::menu;
                return Next::help;
            }
            message = Message{tr(Msg::menu_not_a_key, {{"input", shown_text(answer->text, 20)}, {"keys", keys}}), true};
            continue;
        }
        const Next next = items[*chosen].next;
        if (next == Next::help) after_help_ = Next::menu;
        if (next == Next::play) message_ = Message{tr(play_hint()), false};
        if ((next == Next::new_game || next == Next::vs_setup) && (unfinished || waiting_)) {
            // A new game takes the place of the unfinished one: not without asking.
            const std::size_t moves = unfinished ? game_->moves_played() : waiting_->replay().moves_played();
            const std::string question = tr(Msg::confirm_new_game, {{"moves", moves_count(moves, config_.settings.lang)}});
            const auto yes = yes_no([&] { return render_page(PageView{tr(Msg::app_title), {}, {}, question}, view()); });
            if (!yes) return Next::end;
            if (!*yes) {
                message = Message{tr(Msg::new_game_cancelled), false};
                continue;
            }
            // The unfinished game goes only when the new one starts: backing
            // out of its names or setup still finds it here.
        }
        return next;
    }
}

// The unfinished game, on screen or in the autosave, is given up for a new one.
void App::abandon_unfinished() {
    autosave_.remove();
    waiting_.reset();
    game_.reset();
}

// ---- names ------------------------------------------------------------------

App::Next App::new_game() {
    const std::array<std::string, 2> defaults = {tr(Msg::default_player, {{"n", "1"}}),
                                                 tr(Msg::default_player, {{"n", "2"}})};
    std::array<std::string, 2> chosen = defaults;
    for (int i = 0; i < 2; ++i) {
        const Stone colour = i == 0 ? Stone::black : Stone::white;
        Message message;
        for (;;) {
            const auto answer = ask([&] {
                PageView page{tr(Msg::menu_new), {}, message,
                              tr(Msg::name_prompt, {{"colour", colour_name(colour, config_.settings.lang)},
                                                    {"default", defaults[static_cast<std::size_t>(i)]}})};
                return render_page(page, view());
            });
            if (!answer) return Next::end;
            if (answer->too_long) {
                message = Message{tr(Msg::err_too_long), true};
                continue;
            }
            const std::string name = std::string(trim(answer->text));
            if (name.empty()) break;
            if (!printable_utf8(name)) {
                message = Message{tr(Msg::err_name_control), true};
                continue;
            }
            chosen[static_cast<std::size_t>(i)] = fit_width(name, max_name_width);
            break;
        }
    }
    // The menu asked before an unfinished game could be lost; none is left.
    abandon_unfinished();
    players_ = chosen;
    computer_.reset();
    wins_ = {0, 0};
    opener_ = 0;
    start_game();
    return Next::play;
}

// ---- the game -----------------------------------------------------------------

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
        case Command::undo: {
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
            message_ = Message{tr(Msg::undone, {{"what", events_phrase(g.applied(), g.applied() + 1 + extra)}}), false};
            autosave();
            return std::nullopt;
        }
        case Command::redo: {
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
        case Command::resign:
            if (g.opening().phase != Phase::play) {
                message_ = Message{tr(Msg::err_cannot_resign), true};
                return std::nullopt;
            }
            {
                const auto yes = confirm(tr(Msg::confirm_resign, {{"name", names().of(g.to_move())}}));
                if (!yes) return Next::end;
                if (!*yes) {
                    message_ = Message{tr(Msg::resign_cancelled), false};
                    return std::nullopt;
                }
            }
            g.resign();
            return Next::result;
        case Command::pass: {
            const std::string name = names().of(g.to_move());
            if (!g.pass()) {
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
            if (!g.choose(colour)) {
                message_ = Message{tr(Msg::err_not_deciding), true};
                return std::nullopt;
            }
            message_ = Message{tr(Msg::chose_colour, {{"name", name_of(decider)},
                                                      {"colour", tr(c == Command::black ? Msg::colour_black_word
                                                                                        : Msg::colour_white_word)}}),
                               false};
            autosave();
            return std::nullopt;
        }
        case Command::two:
            if (!g.place_two()) {
                message_ = Message{tr(Msg::err_no_place_two), true};
                return std::nullopt;
            }
            message_ = Message{tr(Msg::chose_place_two, {{"name", name_of(Seat::second)}, {"other", name_of(Seat::first)}}),
                               false};
            autosave();
            return std::nullopt;
        case Command::hint: {
            // A move for whoever is to play, shown and not played.
            if (g.opening().deciding()) {
                message_ = Message{tr(Msg::err_decision_pending), true};
                return std::nullopt;
            }
            const Thought found =
                search(computer_ ? computer_->level : config_.level, config_.seed, tr(Msg::computer_name), false);
            if (!found.result) return Next::end;
            hint_ = Hint{found.result->move, g.applied()};
            keys_.reset_cursor(g.board().size(), found.result->move);  // Enter now plays it
            message_ = Message{tr(Msg::hint_shown, {{"point", to_notation(found.result->move)}}), false};
            return std::nullopt;
        }
        case Command::save: return save_game(argument);
        case Command::load: return load_game(argument);
        case Command::export_moves: export_moves(); return std::nullopt;
        case Command::help: after_help_ = Next::play; return Next::help;
        case Command::menu: return Next::menu;
        case Command::quit:
            if (g.over()) return Next::quit;
            {
                const auto yes = confirm(tr(Msg::confirm_quit));
                if (!yes) return Next::end;  // the autosave keeps the game, as after any end of input
                if (*yes) return Next::quit;
            }
            message_ = Message{tr(Msg::quit_cancelled), false};
            return std::nullopt;
    }
    return std::nullopt;
}

GameInput App::game_input(const Answer& answer) const {
    switch (answer.kind) {
        case Answer::Kind::point: return GameInput::at(answer.point);
        case Answer::Kind::command: return GameInput::run(answer.command);
        case Answer::Kind::line:
        case Answer::Kind::choice: break;
    }
    return read_game_input(answer.text, game_->board().size());
}

App::Next App::play() {
    keys_.reset_cursor(game_->board().size(), game_->last_move());
    std::optional<Point> followed = game_->last_move();
    for (;;) {
        Game& g = *game_;
        if (g.over()) return Next::result;
        if (hint_ && hint_->applied != g.applied()) hint_.reset();
        if (computer_acts() && !pending_) {
            if (auto next = computer_turn()) return *next;
            if (!pending_) continue;
        }
        // The cursor goes to each new last move, however it was made.
        if (g.last_move() != followed) {
            followed = g.last_move();
            keys_.reset_cursor(g.board().size(), followed);
        }
        if (pending_) {
            const GameInput in = *std::exchange(pending_, std::nullopt);
            if (auto next = play_input(in)) return *next;
            continue;
        }
        const std::string prompt = move_prompt();
        // A colour decision is typed (black, white, two); stones are placed on the board.
        const auto answer = ask([&] { return game_frame(prompt); }, g.opening().deciding() ? text_prompt() : board_prompt());
        if (!answer) return Next::end;
        if (answer->too_long) {
            message_ = Message{tr(Msg::err_too_long), true};
            continue;
        }
        if (auto next = play_input(game_input(*answer))) return *next;
    }
}

std::optional<App::Next> App::play_input(const GameInput& in) {
    switch (in.kind) {
        case GameInput::Kind::empty: message_ = Message{}; break;  // an Enter clears what was said before
        case GameInput::Kind::point: return play_point(*in.parse.point);
        case GameInput::Kind::bad_point: message_ = Message{point_error(in.parse, in.typed), true}; break;
        case GameInput::Kind::unknown_command:
            message_ = Message{tr(Msg::err_unknown_command, {{"input", shown_text(in.typed, 24)}}), true};
            break;
        case GameInput::Kind::command: return handle_command(in.command, in.argument);
    }
    return std::nullopt;
}

std::optional<App::Next> App::play_point(Point p) {
    Game& g = *game_;
    const std::string name = g.opening().phase == Phase::play ? names().of(g.to_move()) : name_of(g.seat_to_act());
    const PlayResult r = g.play(p);
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
        case Refusal::not_now:    // only the other doors answer this
        case Refusal::off_board:  // the parser already keeps points on the board
        case Refusal::game_over: message_ = Message{tr(Msg::err_game_over), true}; break;
    }
    return std::nullopt;
}

// ---- result -------------------------------------------------------------------

App::Next App::result() {
    // The game is over: nothing is left to lose. An autosave the menu still
    // offers belongs to another game and stays.
    if (!waiting_) autosave_.remove();
    const Game& g = *game_;
    const Outcome& o = g.outcome();
    if (!scored_ && o.winner) {
        const int winner_player = player_of(g.seat_of(*o.winner));
        ++wins_[static_cast<std::size_t>(winner_player)];
    }
    scored_ = true;

    const std::string moves = moves_count(g.moves_played(), config_.settings.lang);
    Msg summary = Msg::result_draw;
    switch (o.reason) {
        case EndReason::five: summary = Msg::result_won_five; break;
        case EndReason::resignation: summary = Msg::result_won_resign; break;
        case EndReason::forbidden_move: summary = Msg::result_won_forbidden; break;
        case EndReason::two_passes: summary = Msg::result_draw_passes; break;
        case EndReason::board_full:
        case EndReason::none: summary = Msg::result_draw; break;
    }
    std::string winner_name, loser_name, colour;
    if (o.winner) {
        winner_name = names().of(*o.winner);
        loser_name = names().of(opponent(*o.winner));
        colour = colour_name(*o.winner, config_.settings.lang);
    }
    Message message;
    for (;;) {
        const auto answer = ask([&] {
            const std::string summary_text =
                tr(summary, {{"name", winner_name}, {"loser", loser_name}, {"colour", colour}, {"moves", moves},
                             {"shape", shape_label(o.forbidden, config_.settings.lang)}});
            const Message score{tr(Msg::result_score, {{"a", players_[0]},
                                                       {"b", players_[1]},
                                                       {"wins_a", std::to_string(wins_[0])},
                                                       {"wins_b", std::to_string(wins_[1])}}),
                                false};
            GameView v{g, names(), message.text.empty() ? score : message, tr(g.setup().opening == Opening::free ? Msg::result_prompt : Msg::result_prompt_opening), summary_text, std::nullopt};
            return render_game(v, view());
        });
        if (!answer) return Next::end;
        if (answer->too_long) {
            message = Message{tr(Msg::err_too_long), true};
            continue;
        }
        // A finished game can still be kept in a file, or copied as moves.
        const GameInput in = read_game_input(answer->text, g.board().size());
        if (in.kind == GameInput::Kind::command &&
            (in.command == Command::save || in.command == Command::export_moves)) {
            if (in.command == Command::save) {
                if (save_game(in.argument)) return Next::end;
            } else {
                export_moves();
            }
            message = message_;
            continue;
        }
        const std::string typed = typed_word(answer->text);
        if (typed == "1") {
            // Again means the same board and rule, also for a game loaded from a file.
            const GameSetup same = g.setup();
            opener_ = 1 - opener_;
            start_game(same);
            return Next::play;
        }
        if (typed == "2" || find_command(typed) == Command::menu) {
            game_.reset();
            return Next::menu;
        }
        if (typed == "3" || find_command(typed) == Command::quit) return Next::quit;
        if (typed == "4") {
            // The finished game, move by move, and back here with `q`.
            review_ = sitting_record(g, sitting(), now());
            note_computer(*review_);
            after_review_ = Next::result;
            return Next::review;
        }
        if (typed.empty()) continue;
        message = Message{
            tr(Msg::menu_not_a_choice, {{"input", shown_text(answer->text, 20)}, {"first", "1"}, {"last", "4"}}), true};
    }
}

// ---- reviewing a game ------------------------------------------------------------

App::Next App::review_pick() {
    Message message;
    for (;;) {
        const auto answer = ask([&] {
            return render_page(PageView{tr(Msg::menu_review), {}, message, tr(Msg::review_file_prompt)}, view());
        });
        if (!answer) return Next::end;
        if (answer->too_long) {
            message = Message{tr(Msg::err_too_long), true};
            continue;
        }
        const std::string file(trim(answer->text));  // a name as typed: full-width forms stay
        if (file.empty()) return Next::menu;
        LoadOptions options;
        options.size = config_.settings.size;
        options.rule = config_.settings.rule;
        FileLoad loaded = load_game_file(typed_path(file), options);
        if (!loaded.record) {
            message = Message{load_failure(loaded, config_.settings.lang, fit_path(file, 20), Msg::load_failed_line,
                                           Msg::load_failed),
                              true};
            continue;
        }
        review_ = std::move(loaded.record);
        return Next::review;
    }
}

// Steps through a finished or unfinished game without changing it: the
// whole game is replayed once, then undo and redo walk its history.
App::Next App::review() {
    if (!review_) return Next::menu;
    // It opens at the end, where the game was decided; f goes to the start.
    Game g = review_->replay();
    const std::size_t total = g.applied();
    const Names defaults{tr(Msg::default_player, {{"n", "1"}}), tr(Msg::default_player, {{"n", "2"}})};
    const Names shown{review_->black.empty() || !printable_utf8(review_->black) ? defaults.black
                                                                                : fit_width(review_->black, max_name_width),
                      review_->white.empty() || !printable_utf8(review_->white) ? defaults.white
                                                                                : fit_width(review_->white, max_name_width)};
    const std::string all = std::to_string(total);
    Message message;
    for (;;) {
        const auto answer = ask([&] {
            const std::string status = tr(Msg::review_status, {{"n", std::to_string(g.applied())},
                                                               {"moves", all},
                                                               {"rule", rule_label(g.rule(), config_.settings.lang)}});
            return render_game(GameView{g, shown, message, tr(Msg::review_prompt), status, std::nullopt}, view());
        }, steps_prompt("npfl"));
        if (!answer) return Next::end;
        if (answer->too_long) {  // not an Enter: the review stays on its move
            message = Message{tr(Msg::err_too_long), true};
            continue;
        }
        message = Message{};
        const std::string typed = typed_word(answer->text);
        std::size_t target = g.applied();
        if (typed.empty() || typed == "n") {
            if (target == total) message = Message{tr(Msg::review_at_end), false};
            else ++target;
        } else if (typed == "p") {
            if (target == 0) message = Message{tr(Msg::review_at_start), false};
            else --target;
        } else if (typed == "f") {
            target = 0;
        } else if (typed == "l") {
            target = total;
        } else if (typed == "q") {
            review_.reset();
            return std::exchange(after_review_, Next::menu);
        } else if (find_command(typed) == Command::menu) {
            review_.reset();
            // From the result screen, `menu` there would have left the finished game too.
            if (std::exchange(after_review_, Next::menu) == Next::result) game_.reset();
            return Next::menu;
        } else if (find_command(typed) == Command::quit) {
            return Next::quit;
        } else {
            if (const auto n = parse_int(typed, 0, static_cast<long long>(total))) {
                target = static_cast<std::size_t>(*n);
            } else {
                message = Message{tr(Msg::review_not_a_step, {{"input", shown_text(answer->text, 20)}, {"moves", all}}),
                                  true};
            }
        }
        while (g.applied() > target && g.undo()) {
        }
        while (g.applied() < target && g.redo()) {
        }
    }
}

// ---- settings -----------------------------------------------------------------

App::Next App::settings_screen() {
    message_ = Message{};
    keys_.highlight(0);
    for (;;) {
        Settings& s = config_.settings;
        const auto on_off = [&](bool v) { return tr(v ? Msg::value_on : Msg::value_off); };
        const std::vector<std::string> lines = {
            " 1  " + tr(Msg::setting_size, {{"value", std::to_string(s.size) + "x" + std::to_string(s.size)}}),
            " 2  " + tr(Msg::setting_rule, {{"value", rule_label(s.rule, s.lang)}}),
            " 3  " + tr(Msg::setting_language, {{"value", tr(Msg::language_name)}}),
            " 4  " + tr(Msg::setting_symbols, {{"value", tr(s.ascii ? Msg::value_ascii : Msg::value_unicode)}}),
            " 5  " + tr(Msg::setting_colours, {{"value", on_off(s.colour)}}),
            " 6  " + tr(Msg::setting_opening, {{"value", opening_label(s.opening, s.lang)}}),
            " 7  " + tr(Msg::setting_strict, {{"value", on_off(s.strict)}}),
            " 8  " + tr(Msg::setting_show_forbidden, {{"value", on_off(s.show_forbidden)}}),
            " 9  " + tr(Msg::setting_vi_keys, {{"value", on_off(s.vi_keys)}}),
            " q  " + tr(Msg::setting_back),
        };
        const int count = static_cast<int>(lines.size());
        const std::string keys = tr(Msg::settings_keys);
        const auto answer = ask(
            [&] {
                PageView page{tr(Msg::settings_title), lines, message_, tr(Msg::menu_prompt_keys, {{"keys", keys}})};
                if (config_.cursor_mode) page.highlight = keys_.highlighted();
                return render_page(page, view());
            },
            menu_prompt(count));
        if (!answer) return Next::end;
        if (answer->too_long) {
            message_ = Message{tr(Msg::err_too_long), true};
            continue;
        }
        std::string typed = typed_word(answer->text);
        if (answer->kind == Answer::Kind::choice)
            typed = answer->choice + 1 < count ? std::to_string(answer->choice + 1) : "q";
        message_ = Message{};  // an earlier mistake, or an Enter, is not this answer's
        if (typed.empty()) continue;
        if (typed == "1") {
            Message size_message;
            for (;;) {
                const auto size = ask([&] {
                    return render_page(PageView{tr(Msg::settings_title), lines, size_message, tr(Msg::size_prompt)}, view());
                });
                if (!size) return Next::end;
                if (size->too_long) {  // not an Enter: the prompt stays
                    size_message = Message{tr(Msg::err_too_long), true};
                    continue;
                }
                const std::string t = typed_word(size->text);
                if (t.empty()) break;
                if (const auto n = parse_int(t, Board::min_size, Board::max_size)) {
                    change_setting([n](Settings& t) { t.size = static_cast<int>(*n); });
                    break;
                }
                size_message = Message{tr(Msg::err_size, {{"input", shown_text(size->text, 20)}}), true};
            }
        } else if (typed == "2") {
            const Rule next = s.rule == Rule::freestyle ? Rule::standard
                              : s.rule == Rule::standard ? Rule::renju
                                                         : Rule::freestyle;
            change_setting([next](Settings& t) { t.rule = next; });
        } else if (typed == "3") {
            // Default names follow the language; names the players chose stay,
            // so a game waiting in the menu (and its autosave) keeps them.
            const Lang old = s.lang;
            const Lang next = old == Lang::en ? Lang::zh : Lang::en;
            change_setting([next](Settings& t) { t.lang = next; });
            for (std::size_t i = 0; i < players_.size(); ++i) {
                const std::string n = std::to_string(i + 1);
                if (players_[i] == gomoku::tr(old, Msg::default_player, {{"n", n}}))
                    players_[i] = tr(Msg::default_player, {{"n", n}});
            }
        } else if (typed == "4") {
            const bool ascii = !s.ascii;
            change_setting([ascii](Settings& t) { t.ascii = ascii; });
        } else if (typed == "5") {
            const bool colour = !s.colour;
            change_setting([colour](Settings& t) { t.colour = colour; });
        } else if (typed == "6") {
            const Opening next = s.opening == Opening::free ? Opening::swap
                                 : s.opening == Opening::swap ? Opening::swap2
                                                              : Opening::free;
            change_setting([next](Settings& t) { t.opening = next; });
        } else if (typed == "7") {
            const bool strict = !s.strict;
            change_setting([strict](Settings& t) { t.strict = strict; });
        } else if (typed == "8") {
            const bool show = !s.show_forbidden;
            change_setting([show](Settings& t) { t.show_forbidden = show; });
        } else if (typed == "9") {
            const bool vi = !s.vi_keys;
            change_setting([vi](Settings& t) { t.vi_keys = vi; });
        } else if (typed == "q" || find_command(typed) == Command::menu || find_command(typed) == Command::quit) {
            message_ = Message{};
            return Next::menu;
        } else {
            message_ = Message{tr(Msg::menu_not_a_key, {{"input", shown_text(answer->text, 20)}, {"keys", keys}}), true};
        }
    }
}

// ---- help ---------------------------------------------------------------------

App::Next App::help() {
    std::vector<Msg> pages = {Msg::help_page_1, Msg::help_page_2, Msg::help_page_3, Msg::help_page_files};
    if (config_.cursor_mode) pages.insert(pages.begin() + 1, Msg::help_page_keys);
    const int count = static_cast<int>(pages.size());
    int page = 0;
    Message message;
    for (;;) {
        const auto answer = ask([&] {
            PageView v{tr(Msg::help_title), {}, message,
                       tr(Msg::help_footer, {{"page", std::to_string(page + 1)}, {"pages", std::to_string(count)}})};
            // The marks as this screen draws them, not as some other one might.
            const std::string body = tr(pages[page], {{"last", "[" + stone_glyph(Stone::black, view()) + "]"}});
            std::size_t start = 0;
            while (start <= body.size()) {
                const std::size_t nl = body.find('\n', start);
                v.lines.push_back(body.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
                if (nl == std::string::npos) break;
                start = nl + 1;
            }
            return render_page(v, view());
        }, steps_prompt(""));
        if (!answer) return Next::end;
        if (answer->too_long) {  // not an Enter: the page stays
            message = Message{tr(Msg::err_too_long), true};
            continue;
        }
        const std::string typed = typed_word(answer->text);
        message = Message{};
        if (typed.empty() || typed == "n") {
            if (page + 1 < count) {
                ++page;
                continue;
            }
            return after_help_;
        }
        if (typed == "p") {
            if (page > 0) --page;
            continue;
        }
        if (typed == "f" || typed == "l") {
            page = typed == "f" ? 0 : count - 1;
            continue;
        }
        if (typed == "q" || find_command(typed) == Command::menu || find_command(typed) == Command::quit) return after_help_;
        message = Message{tr(Msg::help_not_a_choice), true};
    }
}

}  // namespace gomoku
