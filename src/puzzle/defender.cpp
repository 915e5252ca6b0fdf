#include "defender.hpp"

#include <algorithm>

#include "threat_prover.hpp"

namespace gomoku::puzzle {

namespace {

using Verdict = ThreatProver::Verdict;

Answer refuted_by(Point reply, bool counter_five) {
    Answer a;
    a.kind = Answer::Kind::refuted;
    a.reply = reply;
    a.counter_five = counter_five;
    a.why = {reply};
    return a;
}

// A move outside the prover's game: the defender plays freely. It makes
// five if it can. Else, were the attacker to move again, would it win? Not
// even then: the move is refuted, and the defender takes the attacker's
// first threat point. Else the defender tries the attacker's moves of that
// win, and takes the first after which the attacker has none. A move in
// hand makes the attacker's search much wider, so each of these questions
// gets an eighth of the budget: past it, the move is unsettled.
Answer free_reply(Board& board, const ThreatProver& asked, Stone attacker, int attacks, const ProofBudget& budget) {
    ThreatProver prover(asked.rule(), std::max<std::uint64_t>(budget.nodes / 8, 1));
    prover.set_fours_only(asked.fours_only());
    const Stone defender = opponent(attacker);
    if (const std::vector<Point> fives = prover.five_points(board, defender); !fives.empty())
        return refuted_by(fives.front(), true);
    const auto may_take = [&](Point p) { return board.at(p) == Cell::empty && prover.allowed(board, p, defender); };
    switch (prover.prove(board, attacker, attacks)) {
        case Verdict::unknown: return Answer{};
        case Verdict::no_win:
            for (Point p : prover.threat_moves(board, attacker))
                if (may_take(p)) return refuted_by(p, false);
            for (int row = 0; row < board.size(); ++row)
                for (int col = 0; col < board.size(); ++col)
                    if (may_take({col, row})) return refuted_by({col, row}, false);
            return Answer{};
        case Verdict::win: break;
    }
    const std::vector<Point> line = prover.winning_line(board, attacker, attacks);
    for (std::size_t i = 0; i < line.size(); i += 2) {
        const Point p = line[i];
        if (!may_take(p)) continue;
        board.place(p, defender);
        const Verdict v = prover.prove(board, attacker, attacks);
        board.remove(p);
        if (v == Verdict::no_win) return refuted_by(p, false);
    }
    return Answer{};
}

// The answer within one game of the prover's (fours only, or threes and fours).
Answer answer_in(ThreatProver& prover, Board& board, Stone attacker, Point played, int left, const ProofBudget& budget) {
    // Was the move one of the prover's game? Asked of the board before it.
    board.remove(played);
    const std::vector<Point> threats = prover.threat_moves(board, attacker);
    board.place(played, attacker);
    if (std::find(threats.begin(), threats.end(), played) == threats.end())
        return free_reply(board, prover, attacker, left, budget);
    const ThreatProver::Defence d = prover.longest_defence(board, attacker, left);
    if (d.reply == Point{-1, -1}) return Answer{};
    if (d.counter_five) return refuted_by(d.reply, true);
    Answer a;
    a.reply = d.reply;
    switch (d.after) {
        case Verdict::win:
            a.kind = Answer::Kind::holds;
            a.attacks_left = d.attacks_left;
            return a;
        case Verdict::no_win: return refuted_by(d.reply, false);
        case Verdict::unknown: break;
    }
    return a;  // unsettled
}

}  // namespace

Answer answer(Board board, Rule rule, Kind kind, Stone attacker, Point played, int attacks, const ProofBudget& budget) {
    const int left = attacks - 1;  // the move played was one
    if (left < 1) return Answer{};  // past the problem's length: not the intended line
    if (kind == Kind::vcf) {
        ThreatProver fours(rule, budget.nodes);
        fours.set_fours_only(true);
        const Answer by_fours = answer_in(fours, board, attacker, played, left, budget);
        // A defender's five refutes in any game; a win by fours is a win.
        if (by_fours.kind == Answer::Kind::holds || by_fours.counter_five) return by_fours;
        // A win by threes too is looked for on a quarter of the budget: the
        // game of threes is far wider than the problem's own, and the
        // player waits for the answer.
        ProofBudget wider = budget;
        wider.nodes = std::max<std::uint64_t>(budget.nodes / 4, 1);
        ThreatProver threes(rule, wider.nodes);
        return answer_in(threes, board, attacker, played, left, wider);
    }
    ThreatProver prover(rule, budget.nodes);
    return answer_in(prover, board, attacker, played, left, budget);
}

std::optional<Point> winning_move(Board board, Rule rule, Kind kind, Stone attacker, int attacks, const ProofBudget& budget) {
    if (attacks < 1) return std::nullopt;
    ThreatProver prover(rule, budget.nodes);
    for (bool fours_only : {true, false}) {
        if (fours_only && kind != Kind::vcf) continue;
        prover.set_fours_only(fours_only);
        const std::vector<Point> line = prover.winning_line(board, attacker, attacks);
        if (!line.empty()) return line.front();
    }
    return std::nullopt;
}

}  // namespace gomoku::puzzle
