// The analysis: positions from the game's history, the engine's verdict on
// each, and the marks (analysis.hpp says how a move is marked).
#include "analysis.hpp"

#include <algorithm>

namespace gomoku::review {

std::string_view mark_symbol(Mark m) {
    switch (m) {
        case Mark::best:
        case Mark::good: return "";
        case Mark::inaccuracy: return "?!";
        case Mark::mistake: return "?";
        case Mark::blunder: return "??";
    }
    return "";
}

Mark mark_for_loss(double loss) {
    if (loss >= blunder_from) return Mark::blunder;
    if (loss >= mistake_from) return Mark::mistake;
    if (loss >= inaccuracy_from) return Mark::inaccuracy;
    if (loss >= good_from) return Mark::good;
    return Mark::best;
}

Verdict judge(const Board& board, Stone to_move, Rule rule, const Budget& budget, const std::atomic<bool>* stop) {
    Verdict v;
    if (board.full()) return v;
    engine::Settings settings;
    settings.rule = rule;
    settings.level = engine::Level::hard;
    settings.table_bytes = 16u << 20;
    engine::Engine e(settings);
    engine::Limits limits;
    limits.time_ms = budget.nodes ? -1 : budget.ms;
    limits.nodes = budget.nodes;
    limits.stop = stop;
    std::vector<Point> expected;
    limits.on_iteration = [&expected](const engine::Progress& p) { expected = p.pv; };
    const engine::Result r = e.think(board, to_move, limits);
    v.win = r.win_probability;
    v.proven_win = r.score > engine::win_score;
    v.proven_loss = r.score < -engine::win_score;
    v.best = r.move;
    if (v.proven_win && !r.proof.empty()) v.line = r.proof;
    else if (!expected.empty() && expected.front() == r.move) v.line = expected;
    else v.line = {r.move};
    v.depth = r.depth;
    v.nodes = r.nodes;
    // A forced reply (the only block of a five, the only point to play) is
    // played at once and given no score: its chance is the position's after
    // it, read from the other side, and a win proven there is a loss here.
    if ((r.reason == "block" || r.reason == "forced") && !v.proven_win && !v.proven_loss) {
        Board after = board;
        after.place(r.move, to_move);
        const Verdict next = judge(after, opponent(to_move), rule, budget, stop);
        v.win = 1.0 - next.win;
        v.proven_loss = next.proven_win;
        v.line.insert(v.line.end(), next.line.begin(), next.line.end());
        v.nodes += next.nodes;
    }
    return v;
}

Plan plan_of(const Game& game) {
    Plan plan;
    plan.rule = game.setup().rule;
    Game g = game;
    const std::size_t played = g.applied();
    while (g.undo()) {
    }
    for (std::size_t i = 0; i < played; ++i) {
        const Event& e = g.event(i);
        if (e.kind == Event::Kind::move) plan.positions.push_back(Plan::Position{g.board(), e.by, i});
        g.redo();
    }
    // The position the last move left, unless the game ended on the board.
    if (!g.over() && !g.board().full()) plan.positions.push_back(Plan::Position{g.board(), g.to_move(), std::nullopt});
    return plan;
}

namespace {

// The mover's chance once the move is on the board, when the rules settled
// the game there: a five (or a forbidden point lost on) needs no search. A
// game takes no event once it is over, so only its last event can end it.
std::optional<double> settled_by_move(const Game& game, std::size_t event, Stone mover) {
    if (event + 1 != game.applied() || !game.over()) return std::nullopt;
    const Outcome& o = game.outcome();
    if (!o.winner) return 0.5;
    return *o.winner == mover ? 1.0 : 0.0;
}

}  // namespace

std::vector<MoveReview> review_moves(const Game& game, const Plan& plan, const std::vector<Verdict>& verdicts) {
    std::vector<MoveReview> out;
    int number = 0;
    for (std::size_t k = 0; k < plan.positions.size(); ++k) {
        const Plan::Position& at = plan.positions[k];
        if (!at.move) continue;
        ++number;
        if (k >= verdicts.size()) break;
        const std::optional<double> settled = settled_by_move(game, *at.move, at.to_move);
        const bool next_judged = k + 1 < verdicts.size() && k + 1 < plan.positions.size();
        if (!settled && !next_judged) break;
        const Verdict& before = verdicts[k];
        MoveReview r;
        r.event = *at.move;
        r.number = number;
        r.mover = at.to_move;
        r.played = game.event(*at.move).point;
        r.before = before.win;
        r.after = settled ? *settled : 1.0 - verdicts[k + 1].win;
        const bool opponent_lost = settled ? *settled == 1.0 : verdicts[k + 1].proven_loss;
        const bool engines_move = r.played == before.best;
        r.mark = engines_move ? Mark::best : mark_for_loss(std::max(0.0, r.before - r.after));
        r.missed_win = before.proven_win && !engines_move && !opponent_lost;
        r.winning_move = !before.proven_win && opponent_lost && !settled;
        if (!engines_move && (r.mark >= Mark::inaccuracy || r.missed_win)) {
            r.better = before.best;
            r.line = before.line;
            r.line_proven = before.proven_win;
        }
        out.push_back(std::move(r));
    }
    return out;
}

std::string chance_graph(const Plan& plan, const std::vector<Verdict>& verdicts, int width, bool unicode) {
    static const char* const blocks[] = {"\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588"};
    static const char* const ascii[] = {"_", "_", ".", ".", "-", "=", "#", "#"};
    const std::size_t n = std::min(verdicts.size(), plan.positions.size());
    if (n == 0 || width <= 0) return {};
    const std::size_t columns = std::min<std::size_t>(n, static_cast<std::size_t>(width));
    std::string out;
    for (std::size_t c = 0; c < columns; ++c) {
        const std::size_t from = c * n / columns, to = (c + 1) * n / columns;
        double sum = 0;
        for (std::size_t k = from; k < to; ++k)
            sum += plan.positions[k].to_move == Stone::black ? verdicts[k].win : 1 - verdicts[k].win;
        const double black = sum / static_cast<double>(to - from);
        const int level = std::min(7, static_cast<int>(black * 8));
        out += (unicode ? blocks : ascii)[level];
    }
    return out;
}

Tally tally(const std::vector<MoveReview>& reviews, Stone colour) {
    Tally t;
    for (const MoveReview& r : reviews) {
        if (r.mover != colour) continue;
        ++t.marks[static_cast<int>(r.mark)];
        t.missed_wins += r.missed_win;
        t.winning_moves += r.winning_move;
    }
    return t;
}

}  // namespace gomoku::review
