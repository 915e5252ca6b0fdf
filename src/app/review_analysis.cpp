// The engine reads the reviewed game: one position after another on a
// thread of its own while the player goes on stepping through the game.
// q or Escape stops it and keeps what it read; `a` again goes on from
// there, for as long as the program runs. When input cannot interrupt (a
// pipe, a test) it reads to the end before the next answer, so what is
// shown is the same on every run.
#include <atomic>
#include <mutex>
#include <thread>
#include <utility>

#include "analysis_text.hpp"
#include "missed_wins.hpp"
#include "gomoku/notation.hpp"
#include "review.hpp"
#include "width.hpp"

namespace gomoku {

struct Review::Run {
    std::mutex mutex;
    std::vector<review::Verdict> read;  // judged, not yet taken
    bool finished = false;
    std::atomic<bool> stop{false};
    std::thread worker;
    ~Run() {
        stop = true;
        if (worker.joinable()) worker.join();
    }
};

Review::~Review() = default;

namespace {

bool same_events(const Game& a, const Game& b) {
    if (a.applied() != b.applied()) return false;
    for (std::size_t i = 0; i < a.applied(); ++i) {
        const Event& e = a.event(i);
        const Event& f = b.event(i);
        if (e.kind != f.kind || e.point != f.point || e.choice != f.choice || e.by != f.by) return false;
    }
    return true;
}

}  // namespace

void Review::Analysis::add(std::vector<review::Verdict> read) {
    if (read.empty()) return;
    for (review::Verdict& v : read) verdicts.push_back(std::move(v));
    reviews = review::review_moves(game, plan, verdicts);
}

void Review::start_analysis(const Game& full, const Names& names, Message& message) {
    if (analysing()) return;
    if (!analysis_ || !same_events(analysis_->game, full)) analysis_ = Analysis{full, review::plan_of(full), {}, {}};
    Analysis& a = *analysis_;
    const std::size_t total = a.plan.positions.size();
    const std::size_t from = a.verdicts.size();
    if (from == total) {
        message = Message{analysis_summary(names), false};
        return;
    }
    const review::Budget budget = config_.budget;
    if (!config_.interruptible) {
        std::vector<review::Verdict> read;
        for (std::size_t k = from; k < total; ++k) {
            const review::Plan::Position& p = a.plan.positions[k];
            read.push_back(review::judge(p.board, p.to_move, a.plan.rule, budget));
        }
        a.add(std::move(read));
        const std::string kept = keep_missed_wins();
        message = Message{analysis_summary(names) + (kept.empty() ? "" : " " + kept), false};
        return;
    }
    // The progress line says from the start how long it will take, and how to stop it.
    message = Message{};
    run_ = std::make_shared<Run>();
    Run& run = *run_;
    run.worker = std::thread([&run, plan = a.plan, from, budget] {
        for (std::size_t k = from; k < plan.positions.size() && !run.stop; ++k) {
            const review::Plan::Position& p = plan.positions[k];
            review::Verdict v = review::judge(p.board, p.to_move, plan.rule, budget, &run.stop);
            if (run.stop) break;  // cut short: not a verdict
            std::lock_guard<std::mutex> lock(run.mutex);
            run.read.push_back(std::move(v));
        }
        std::lock_guard<std::mutex> lock(run.mutex);
        run.finished = true;
    });
}

bool Review::take_analysis() {
    if (!run_ || !analysis_) return false;
    std::vector<review::Verdict> read;
    bool finished = false;
    {
        std::lock_guard<std::mutex> lock(run_->mutex);
        read.swap(run_->read);
        finished = run_->finished;
    }
    const bool any = !read.empty();
    analysis_->add(std::move(read));
    if (finished) run_.reset();
    // A live screen shows the progress; a line-mode one is drawn again only at the end.
    return finished || (config_.cursor_mode && any);
}

void Review::stop_analysis() {
    if (!run_) return;
    run_->stop = true;
    if (run_->worker.joinable()) run_->worker.join();
    {
        std::lock_guard<std::mutex> lock(run_->mutex);
        run_->finished = true;
    }
    take_analysis();
}

std::string Review::analysis_progress() const {
    const std::size_t total = analysis_->plan.positions.size();
    const std::size_t done = analysis_->verdicts.size();
    const int filled = total ? static_cast<int>(10 * done / total) : 10;
    const std::string bar = "[" + std::string(static_cast<std::size_t>(filled), '#') + std::string(static_cast<std::size_t>(10 - filled), '.') + "]";
    const review::Budget budget = config_.budget;
    std::string left;
    if (!budget.nodes) {
        left = review::duration_text(static_cast<std::int64_t>(total - done) * budget.ms / 1000);
    }
    return tr(left.empty() ? Msg::review_analysing_nodes : Msg::review_analysing,
              {{"done", std::to_string(done)}, {"total", std::to_string(total)}, {"bar", bar}, {"left", left}});
}

std::optional<review::MoveReview> Review::analysed_move(const Game& full, const Game& shown) const {
    if (!analysis_ || shown.applied() == 0 || !same_events(analysis_->game, full)) return std::nullopt;
    const std::size_t event = shown.applied() - 1;
    for (const review::MoveReview& r : analysis_->reviews)
        if (r.event == event) return r;
    return std::nullopt;
}

std::optional<std::string> Review::analysis_note(const Game& full, const Game& shown) const {
    if (const std::optional<review::MoveReview> found = analysed_move(full, shown)) {
        const review::MoveReview& r = *found;
        std::string text = tr(Msg::review_move, {{"number", std::to_string(r.number)},
                                                 {"move", to_notation(r.played) + std::string(review::mark_symbol(r.mark))},
                                                 {"before", review::percent_text(r.before)},
                                                 {"after", review::percent_text(r.after)}});
        const std::string note = review::move_note(r, config_.view.lang);
        return note.empty() ? text : text + " " + note;
    }
    return std::nullopt;
}

std::optional<review::MoveReview> Review::solve(const Game& shown, const Names& names, Message& message) const {
    const Stone mover = shown.to_move();
    const std::string& name = mover == Stone::black ? names.black : names.white;
    if (shown.over()) {
        message = Message{tr(Msg::err_game_over), true};
        return std::nullopt;
    }
    const review::Verdict v = review::judge(shown.board(), mover, shown.rule(), config_.budget);
    if (!v.proven_win) {
        message = Message{tr(Msg::solve_none, {{"name", name}, {"depth", std::to_string(v.depth)}}), false};
        return std::nullopt;
    }
    message = Message{tr(Msg::solve_found, {{"name", name}, {"line", review::line_text(v.line)}}), false};
    review::MoveReview shown_line;
    shown_line.mover = mover;
    shown_line.line = v.line;
    return shown_line;
}

std::string Review::keep_missed_wins() {
    if (!analysis_ || !analysis_->complete() || analysis_->missed_wins_kept) return {};
    analysis_->missed_wins_kept = true;
    const MissedWinsKept kept = gomoku::keep_missed_wins(analysis_->game, analysis_->reviews, players_,
                                                         config_.state_directory, config_.view.lang, config_.write_faults);
    return missed_wins_text(kept, config_.view.lang);
}

std::string Review::analysis_summary(const Names& names) const {
    const std::vector<review::MoveReview>& reviews = analysis_->reviews;
    const review::Tally black = review::tally(reviews, Stone::black), white = review::tally(reviews, Stone::white);
    const auto of = [](const review::Tally& t, review::Mark m) { return std::to_string(t.marks[static_cast<int>(m)]); };
    return tr(Msg::review_summary, {{"black", fit_width(names.black, 10)},
                                    {"bi", of(black, review::Mark::inaccuracy)},
                                    {"bm", of(black, review::Mark::mistake)},
                                    {"bb", of(black, review::Mark::blunder)},
                                    {"white", fit_width(names.white, 10)},
                                    {"wi", of(white, review::Mark::inaccuracy)},
                                    {"wm", of(white, review::Mark::mistake)},
                                    {"wb", of(white, review::Mark::blunder)}});
}

void Review::show_analysis(GameView& v, const Game& full) const {
    if (!analysis_ || analysis_->verdicts.empty() || !same_events(analysis_->game, full)) return;
    v.marks.assign(full.applied(), std::string());
    for (const review::MoveReview& r : analysis_->reviews)
        v.marks[r.event] = std::string(review::mark_symbol(r.mark));
    v.graph = review::chance_graph(analysis_->plan, analysis_->verdicts, 30, !view().ascii_text);
}

void Review::note_marks(GameRecord& record, const Game& game) const {
    if (!analysis_ || !same_events(analysis_->game, game)) return;
    for (const review::MoveReview& r : analysis_->reviews)
        if (r.mark >= review::Mark::inaccuracy && r.event < record.events.size())
            record.notes[r.event]["mark"] = std::string(review::mark_symbol(r.mark));
}

}  // namespace gomoku
