// Review: a saved or finished game stepped through move by move, changing
// nothing. It opens at the end, where the game was decided. `a` has the
// engine read it meanwhile (review_analysis.cpp), and each move then shows
// its mark.
#include <utility>

#include "analysis_text.hpp"
#include "app.hpp"
#include "gomoku/notation.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::review_pick() {
    Message message;
    for (;;) {
        const auto answer = prompt_.ask(
            [&] { return render_page(PageView{tr(Msg::menu_review), {}, message, tr(Msg::review_file_prompt)}, view()); },
            message, Prompt::question());
        if (!answer) return Next::end;
        if (answer->leaving()) return Next::menu;
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

// The whole game is replayed once; then undo and redo walk its history.
App::Next App::review() {
    if (!review_) return Next::menu;
    Game g = review_->replay();
    const std::size_t total = g.applied();
    const std::array<std::string, 2> defaults = default_names(config_.settings.lang);
    const auto shown_name = [](const std::string& name, const std::string& fallback) {
        return name.empty() || !printable_utf8(name) ? fallback : fit_width(name, max_name_width);
    };
    const Names shown{shown_name(review_->black, defaults[0]), shown_name(review_->white, defaults[1])};
    const Game full = g;
    // However the review ends, an analysis still running stops with it.
    struct Leaving {
        App& app;
        ~Leaving() {
            app.stop_analysis();
            app.prompt_.clear_background();
        }
    } leaving{*this};
    prompt_.set_background(200, [this] { return take_analysis(); });
    Message message;
    std::optional<review::MoveReview> better;  // shown as numbered stones until the next step
    if (std::exchange(analyse_on_review_, false)) start_analysis(full, shown, message);
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
            if (prompt_.interrupted()) continue;  // the analysis moved on: drawn again
            return Next::end;
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
            case ReviewStep::Kind::back: review_.reset(); return std::exchange(after_review_, Next::menu);
            case ReviewStep::Kind::menu:
                review_.reset();
                // From the result screen, `menu` there would have left the finished game too.
                if (std::exchange(after_review_, Next::menu) == Next::result) game_.reset();
                return Next::menu;
            case ReviewStep::Kind::quit: return Next::quit;
            case ReviewStep::Kind::analyse: start_analysis(full, shown, message); break;
            case ReviewStep::Kind::solve: better = solve_review(g, shown, message); break;
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

}  // namespace gomoku
