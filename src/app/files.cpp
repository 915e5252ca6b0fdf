// Saving, loading and exporting a game, and the autosave: the glue between
// the screens and storage. Every write names its problem in the player's
// language and leaves the game on screen as it was.
#include <algorithm>
#include <sys/stat.h>

#include "app.hpp"
#include "strings.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

// Empty when nothing failed, else the problem in words.
std::string problem_unless_ok(const FileError& e, Lang lang) { return e.failed() ? file_problem(e, lang) : ""; }

}  // namespace

// At start-up: what the autosave's state is worth a word about, and the
// unfinished game it holds, which the menu then offers.
void App::open_autosave() {
    const Lang lang = config_.settings.lang;
    switch (autosave_.status()) {
        case Autosave::Status::off:
        case Autosave::Status::on: break;
        case Autosave::Status::no_directory: notice_ = Message{tr(Msg::autosave_no_directory), true}; break;
        case Autosave::Status::unusable:
            notice_ = Message{tr(Msg::autosave_off, {{"reason", file_problem(autosave_.reason(), lang)}}), true};
            break;
        case Autosave::Status::locked:
            // The holder has not said who it is yet when it took the lock a moment ago.
            notice_ = Message{autosave_.holder() != 0
                                  ? tr(Msg::autosave_locked, {{"pid", std::to_string(autosave_.holder())}})
                                  : tr(Msg::autosave_locked_unknown),
                              true};
            break;
    }
    if (!autosave_.on()) return;
    // Holding the autosave, this program is the one to take up a network game left waiting.
    network_waiting_ = network_waiting(config_.state_directory);
    if (const auto old = old_network_game(config_.state_directory)) {
        old_network_ = gomoku::tr(lang, NetMsg::old_network_game, {{"file", fit_path(*old, 40)}});
        add_notice(old_network_);
    }
    // A finished or unreadable autosave is left alone: the next write
    // replaces it. Unreadable, it is worth a word: a game may be lost.
    const FileRead read = autosave_.read();
    std::string problem;
    if (read.data) {
        LoadResult loaded = load_record(*read.data);
        if (loaded.ok() && !loaded.record->replay().over()) waiting_ = std::move(loaded.record);
        if (!loaded.ok()) problem = record_problem(loaded.error, lang);
    } else if (read.too_big) {
        problem = record_problem(RecordError{RecordProblem::too_large, 0, {}, {}}, lang);
    } else if (!read.missing) {
        problem = file_problem(read.error, lang);
    }
    if (!problem.empty()) add_notice(tr(Msg::autosave_unreadable, {{"reason", problem}}));
}

std::time_t App::now() const { return config_.clock ? config_.clock() : std::time(nullptr); }

// The game on screen with its players, score and (against the computer) opponent.
GameRecord App::sitting_record() const {
    GameRecord record = gomoku::sitting_record(*game_, players_.sitting(&*game_), now());
    computer_.note(record, *game_, players_.opener() == 1 ? Seat::first : Seat::second);
    review_.note_marks(record, *game_);
    return record;
}

// The record becomes the game on screen, its players and score the sitting's.
App::Next App::adopt(const GameRecord& record) {
    const Sitting s = sitting_of(record, players_.sitting(game_ ? &*game_ : nullptr));
    game_ = record.replay();
    ++game_serial_;  // the turn on the board starts afresh: a kill gives back the time since the last move
    hint_.reset();
    prompt_.keys().reset_cursor(game_->board().size(), game_->last_move());
    const int opener = computer_.adopt(record, *game_);
    players_.adopt(s, *game_, game_->over(), opener);  // a finished game is shown, not counted again
    message_ = take_notice();
    if (message_.text.empty()) message_ = Message{tr(play_hint()), false};
    return game_->over() ? Next::result : Next::play;
}

void App::autosave() {
    if (!autosave_.on() || !game_ || game_->over()) return;
    const WriteResult w = write_record(sitting_record());
    const Lang lang = config_.settings.lang;
    const std::string error = w.ok() ? problem_unless_ok(autosave_.write(w.text, config_.write_faults), lang)
                                     : record_problem(w.error, lang);
    if (!error.empty()) {
        message_ = Message{tr(Msg::autosave_off, {{"reason", error}}), true};
        return;
    }
    waiting_.reset();  // the autosave now holds this game, not the one the menu offered
}

// Nothing, or Next::end when input ended at the question.
std::optional<App::Next> App::save_game(const std::string& file) {
    std::string path = typed_path(file, config_.home);
    if (path.empty()) {
        path = default_save_name(now());
        if (!config_.save_directory.empty()) path = config_.save_directory + "/" + path;
    }
    const std::string shown = fit_path(file.empty() ? path : file, 30);  // as typed
    const Lang lang = config_.settings.lang;
    // A name ending in .psq is saved as Piskvork's format, which holds the
    // moves alone: a game it cannot hold is refused before anything is asked.
    const bool psq = path.size() > 4 && iequals(std::string_view(path).substr(path.size() - 4), ".psq");
    const GameRecord record = sitting_record();
    const WriteResult w = psq ? write_psq(record) : write_record(record);
    if (!w.ok()) {
        message_ = Message{tr(Msg::save_failed, {{"file", shown}, {"reason", record_problem(w.error, lang)}}), true};
        return std::nullopt;
    }
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0) {
        // Only a regular file is ever replaced: not a directory, a device or
        // a FIFO. A symbolic link (a dotfile manager's) is followed to the
        // file it leads to, and the question names that file.
        const bool link = S_ISLNK(st.st_mode);
        if ((link && ::stat(path.c_str(), &st) != 0) || !S_ISREG(st.st_mode)) {
            message_ = Message{tr(Msg::save_not_regular, {{"file", shown}}), true};
            return std::nullopt;
        }
        const std::string question =
            link ? tr(Msg::confirm_overwrite_link, {{"link", fit_path(file.empty() ? path : file, 16)},
                                                    {"target", fit_path(write_target(path), 20)}})
                 : tr(Msg::confirm_overwrite, {{"file", shown}});
        const auto yes = confirm(question);
        if (!yes) return Next::end;
        if (!*yes) {
            message_ = Message{tr(Msg::save_cancelled), false};
            return std::nullopt;
        }
    }
    const std::string error = problem_unless_ok(write_file_atomic(path, w.text, config_.write_faults), lang);
    const auto& events = game_->events();
    const bool resigned =
        std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == Event::Kind::resign; });
    const Msg saved = psq && resigned ? Msg::saved_psq_without_resign : Msg::saved_to;
    message_ = error.empty() ? Message{tr(saved, {{"file", shown}}), false}
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
    const FileLoad loaded = load_game_file(typed_path(file, config_.home), options);
    if (!loaded.record) {
        message_ = Message{load_failure(loaded, config_.settings.lang, shown, Msg::load_failed_line, Msg::load_failed), true};
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
    const std::string moves = std::to_string(game_->moves_played());
    // A torn last line is the game before it; a result this version does not
    // know is shown as the file has it.
    if (loaded.torn())
        message_ = Message{tr(Msg::loaded_torn, {{"path", shown}, {"n", moves}}), false};
    else if (!loaded.record->result.empty())
        message_ = Message{tr(Msg::loaded_result_unknown,
                              {{"path", shown}, {"n", moves}, {"result", shown_text(loaded.record->result, 20)}}),
                           false};
    else
        message_ = Message{tr(Msg::loaded, {{"path", shown}, {"n", moves}}), false};
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
    // A resignation is left out of a move string: say so rather than let
    // the string pass for the whole game.
    const auto& events = game_->events();
    const bool resigned =
        std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == Event::Kind::resign; });
    const std::string line =
        resigned ? tr(Msg::export_without_resign, {{"rest", w.text}}) : tr(Msg::export_moves, {{"text", w.text}});
    // One line, never wider than the terminal: a longer one would not be a
    // string anyone could copy.
    const Screen& screen = prompt_.display().screen();
    const int room = screen.terminal ? screen.width - 2 : 1 << 20;
    if (display_width(line) > room) {
        message_ = Message{tr(Msg::export_too_long, {{"n", std::to_string(w.text.size())}}), false};
        return;
    }
    message_ = Message{line, false};
}

}  // namespace gomoku
