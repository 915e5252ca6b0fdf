#include "missed_win.hpp"

#include "difficulty.hpp"
#include "generate.hpp"
#include "threat_prover.hpp"

namespace gomoku::puzzle {

namespace {

using Verdict = ThreatProver::Verdict;

struct Found {
    Kind kind = Kind::vcf;
    int attacks = 0;
};

// The shortest win, by fours first: a win by fours is the plainer problem.
std::optional<Found> shortest_win(ThreatProver& prover, Board& b, Stone att, const ConfirmBudget& budget) {
    for (Kind kind : {Kind::vcf, Kind::vct}) {
        prover.set_fours_only(kind == Kind::vcf);
        const ThreatProver::Settled s = prover.settle(b, att, kind == Kind::vcf ? budget.max_vcf : budget.max_vct);
        if (s.win > 0) return Found{kind, s.win};
    }
    return std::nullopt;
}

}  // namespace

std::optional<Problem> missed_win_problem(Rule rule, int size, const std::vector<Point>& moves, std::string source,
                                          const ConfirmBudget& budget) {
    Board b(size);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!b.contains(moves[i]) || b.at(moves[i]) != Cell::empty) return std::nullopt;
        b.place(moves[i], i % 2 == 0 ? Stone::black : Stone::white);
    }
    const Stone att = moves.size() % 2 == 0 ? Stone::black : Stone::white;
    ThreatProver prover(rule, budget.nodes);
    const std::optional<Found> found = shortest_win(prover, b, att, budget);
    if (!found) return std::nullopt;
    prover.set_fours_only(found->kind == Kind::vcf);
    // Proved again from an empty table, for the nodes the difficulty counts.
    prover.forget();
    if (prover.prove(b, att, found->attacks) != Verdict::win) return std::nullopt;
    const std::uint64_t nodes = prover.nodes();
    const std::vector<Point> line = prover.winning_line(b, att, found->attacks);
    if (line.size() != static_cast<std::size_t>(2 * found->attacks - 1)) return std::nullopt;
    bool unique = true;
    for (Point m : prover.threat_moves(b, att))
        if (m != line.front() && prover.prove_after(b, att, m, found->attacks + budget.margin) != Verdict::no_win) {
            unique = false;
            break;
        }
    Problem p;
    p.rule = rule;
    p.size = size;
    p.kind = found->kind;
    p.attacks = found->attacks;
    p.rating = puzzle_rating(found->attacks, defender_choices(prover, b, att, line), nodes);
    p.unique = unique;
    p.nodes = nodes;
    p.moves = moves;
    p.solution = line;
    p.source = std::move(source);
    return p;
}

}  // namespace gomoku::puzzle
