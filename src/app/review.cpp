// Review: a saved or finished game stepped through move by move, changing
// nothing. It opens at the end, where the game was decided. `a` has the
// engine read it meanwhile (review_analysis.cpp), and each move then shows
// its mark.
#include "review.hpp"

#include <cmath>
#include <utility>

#include "analysis_text.hpp"
#include "missed_wins.hpp"
#include "app.hpp"
#include "gomoku/notation.hpp"
#include "saved_game.hpp"
#include "strings.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

std::string Review::tr(Msg m, std::initializer_list<Arg> args) const { return gomoku::tr(config_.view.lang, m, args); }

std::optional<GameRecord> Review::pick(ReviewConfig config, bool& ended) {
    config_ = std::move(config);
    Message message;
    for (;;) {
        const auto answer = prompt_.ask(
            [&] { return render_page(PageView{tr(Msg::menu_review), {}, message, tr(Msg::review_file_prompt)}, view()); },
            message, Prompt::question());
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        const std::string file(trim(answer->text));  // a name as typed: full-width forms stay
        if (file.empty()) return std::nullopt;
        FileLoad loaded = load_game_file(typed_path(file, config_.home), config_.load);
        if (!loaded.record) {
            message = Message{load_failure(loaded, config_.view.lang, fit_path(file, 20), Msg::load_failed_line,
                                           Msg::load_failed),
                              true};
            continue;
        }
        return std::move(loaded.record);
    }
}

// The whole game is replayed once; then undo and redo walk its history.
Review::Exit Review::run(const GameRecord& record, bool analyse, ReviewConfig config) {
    config_ = std::move(config);
    Game g = record.replay();
    const std::size_t total = g.applied();
    const std::array<std::string, 2>& defaults = config_.default_names;
    const auto shown_name = [](const std::string& name, const std::string& fallback) {
        return name.empty() || !printable_utf8(name) ? fallback : fit_width(name, max_name_width);
    };
    const Names shown{shown_name(record.black, defaults[0]), shown_name(record.white, defaults[1])};
    const Game full = g;
    players_ = game_in_words(record.black, record.white, record.date, config_.view.lang);
    // However the review ends, an analysis still running stops with it.
    struct Leaving {
        Review& screen;
        ~Leaving() {
            screen.stop_analysis();
            screen.prompt_.clear_background();
        }
    } leaving{*this};
    prompt_.set_background(200, [this] { return take_analysis(); });
    Message message;
    std::optional<review::MoveReview> better;  // shown as numbered stones until the next step
    if (analyse) start_analysis(full, shown, message);
    for (;;) {
        const auto answer = prompt_.ask(
            [&] {
                Message said = message;
                if (analysing()) said = Message{analysis_progress(), false};
                else if (said.text.empty()) said = Message{analysis_note(full, g).value_or(std::string()), false};
                GameView v{g, shown, said, tr(Msg::review_prompt), Status::of_review(g.applied(), total)};
                show_analysis(v, full);
                if (better) {
                    v.line = better->line;
                    v.line_first = better->mover;
                }
                return render_game(v, view());
            },
            message, Prompt::steps("npflab"));
        if (!answer) {
            if (prompt_.interrupted()) {
                // The analysis moved on: drawn again, and once it is whole its missed wins are kept.
                if (!analysing())
                    if (const std::string kept = keep_missed_wins(); !kept.empty()) message = Message{kept, false};
                continue;
            }
            return Exit::ended;
        }
        message = Message{};
        better.reset();
        // Escape is q.
        const std::string typed = answer->kind == Answer::Kind::command ? std::string("q") : answer->text;
        const std::optional<ReviewStep> step = read_review_step(typed, total);
        if (!step) {
            message = Message{
                tr(Msg::review_not_a_step, {{"input", shown_text(typed, 20)}, {"moves", std::to_string(total)}}),
                true};
            continue;
        }
        // While the engine reads, q and Escape stop it rather than leave.
        const bool leaving_step = step->kind == ReviewStep::Kind::back || step->kind == ReviewStep::Kind::menu;
        if (analysing() && leaving_step) {
            stop_analysis();
            message = Message{tr(Msg::review_analysis_stopped, {{"done", std::to_string(analysis_->verdicts.size())},
                                                                {"total", std::to_string(analysis_->plan.positions.size())}}),
                              false};
            continue;
        }
        std::size_t target = g.applied();
        switch (step->kind) {
            case ReviewStep::Kind::next:
                if (target == total) message = Message{tr(Msg::review_at_end), false};
                else ++target;
                break;
            case ReviewStep::Kind::previous:
                if (target == 0) message = Message{tr(Msg::review_at_start), false};
                else --target;
                break;
            case ReviewStep::Kind::first: target = 0; break;
            case ReviewStep::Kind::last: target = total; break;
            case ReviewStep::Kind::jump: target = step->to; break;
            case ReviewStep::Kind::back: return Exit::back;
            case ReviewStep::Kind::menu: return Exit::menu;
            case ReviewStep::Kind::quit: return Exit::quit;
            case ReviewStep::Kind::analyse: start_analysis(full, shown, message); break;
            case ReviewStep::Kind::solve: better = solve(g, shown, message); break;
            case ReviewStep::Kind::better: {
                // The position before the move, and the engine's line from there in its place.
                const std::optional<review::MoveReview> r = analysed_move(full, g);
                if (!r || r->line.empty()) {
                    message = Message{tr(r ? Msg::review_no_better : Msg::review_not_read), false};
                    break;
                }
                better = r;
                --target;
                message = Message{tr(Msg::review_better, {{"played", to_notation(r->played)}, {"line", review::line_text(r->line)}}), false};
                break;
            }
        }
        while (g.applied() > target && g.undo()) {
        }
        while (g.applied() < target && g.redo()) {
        }
    }
}

// ---- the review in the app ----------------------------------------------------------

ReviewConfig App::review_config() const {
    ReviewConfig c;
    c.view = view();
    c.default_names = default_names(config_.settings.lang);
    if (config_.nodes) c.budget.nodes = config_.nodes;
    else c.budget.ms = config_.think_time ? std::llround(*config_.think_time * 1000) : 1000;
    c.interruptible = config_.interruptible;
    c.cursor_mode = config_.cursor_mode;
    c.load.size = config_.settings.size;
    c.load.rule = config_.settings.rule;
    c.home = config_.home;
    c.state_directory = config_.state_directory;
    c.write_faults = config_.write_faults;
    return c;
}

App::Next App::review_pick() {
    bool ended = false;
    std::optional<GameRecord> picked = review_.pick(review_config(), ended);
    if (!picked) return ended ? Next::end : Next::menu;
    review_asked_ = ReviewAsked{std::move(*picked)};
    return Next::review;
}

App::Next App::review() {
    if (!review_asked_) return Next::menu;
    const ReviewAsked asked = std::move(*std::exchange(review_asked_, std::nullopt));
    switch (review_.run(asked.record, asked.analyse, review_config())) {
        case Review::Exit::back: return asked.after;
        case Review::Exit::menu:
            // From the result screen, `menu` there would have left the finished game too.
            if (asked.after == Next::result) game_.reset();
            return Next::menu;
        case Review::Exit::quit: return Next::quit;
        case Review::Exit::ended: break;
    }
    return Next::end;
}

}  // namespace gomoku
