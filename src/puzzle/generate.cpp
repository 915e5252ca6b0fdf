#include "generate.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>

#include "difficulty.hpp"
#include "gomoku/renju.hpp"
#include "source_games.hpp"
#include "threat_prover.hpp"

namespace gomoku::puzzle {

namespace {

using Verdict = ThreatProver::Verdict;

constexpr int board_size = 15;

char rule_letter(Rule rule) { return rule_name(rule)[0]; }

Stone to_move(std::size_t stones) { return stones % 2 == 0 ? Stone::black : Stone::white; }

Board replay(const std::vector<Point>& moves, std::size_t count) {
    Board b(board_size);
    for (std::size_t i = 0; i < count; ++i) b.place(moves[i], to_move(i));
    return b;
}

// Nothing forced and no win in two for the side to move.
bool open_position(ThreatProver& prover, Board& b, Stone s) {
    if (!prover.five_points(b, s).empty() || !prover.five_points(b, opponent(s)).empty()) return false;
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col)
            if (prover.winning_point(b, {col, row}, s)) return false;
    return true;
}

struct Candidate {
    std::size_t stones = 0;
    Kind kind = Kind::vcf;
    int attacks = 0;
};

enum class Made { kept, seen, line, not_unique };

Made make_problem(Rule rule, int game, const std::vector<Point>& moves, const Candidate& c, const GenerateSettings& settings,
                     std::vector<std::string>& seen, Problem& out) {
    Board b = replay(moves, c.stones);
    const Stone att = to_move(c.stones);
    const std::string key = position_key(b, att);
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) return Made::seen;
    ThreatProver prover(rule, settings.node_cap);
    prover.set_fours_only(c.kind == Kind::vcf);
    if (prover.prove(b, att, c.attacks) != Verdict::win) return Made::line;
    const std::uint64_t nodes = prover.nodes();
    const std::vector<Point> line = prover.winning_line(b, att, c.attacks);
    if (line.size() != static_cast<std::size_t>(2 * c.attacks - 1)) return Made::line;
    for (Point m : prover.threat_moves(b, att))
        if (m != line.front() && prover.prove_after(b, att, m, c.attacks + settings.margin) != Verdict::no_win) return Made::not_unique;
    out = Problem{};
    out.id = problem_id(rule, game, static_cast<int>(c.stones));
    out.rule = rule;
    out.size = board_size;
    out.kind = c.kind;
    out.attacks = c.attacks;
    out.rating = puzzle_rating(c.attacks, defender_choices(prover, b, att, line), nodes);
    out.unique = true;
    out.nodes = nodes;
    out.moves.assign(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(c.stones));
    out.solution = line;
    seen.push_back(key);
    return Made::kept;
}

}  // namespace

int defender_choices(ThreatProver& prover, Board b, Stone att, const std::vector<Point>& line) {
    int choices = 0;
    for (std::size_t i = 0; i + 1 < line.size(); i += 2) {
        b.place(line[i], att);
        bool defender_wins = false;
        const auto replies = prover.defences(b, att, defender_wins);
        choices += std::max(static_cast<int>(replies.size()) - 1, 0);
        b.place(line[i + 1], opponent(att));
    }
    return choices;
}

std::string position_key(const Board& b, Stone s) {
    std::string text(1, s == Stone::black ? 'b' : 'w');
    for (int row = 0; row < b.size(); ++row)
        for (int col = 0; col < b.size(); ++col) {
            const Cell c = b.at({col, row});
            text += c == Cell::black ? 'x' : c == Cell::white ? 'o' : '.';
        }
    return text;
}

std::string problem_id(Rule rule, int game, int stones) {
    char text[32];
    std::snprintf(text, sizeof text, "%c-%04d-%d", rule_letter(rule), game, stones);
    return text;
}

std::vector<Point> source_game(Rule rule, int index) {
    SourceRng rng{(static_cast<std::uint64_t>(rule) + 1) * 1000003ull + static_cast<std::uint64_t>(index) * 7919ull};
    const auto player = static_cast<SourcePlayer>(index % 4);
    Board b(board_size);
    std::vector<Point> moves;
    Stone s = Stone::black;
    auto play = [&](Point p) {
        b.place(p, s);
        moves.push_back(p);
        s = opponent(s);
    };
    // A random opening of two to six stones in the centre.
    const int opening = 2 + rng.below(5);
    const int mid = board_size / 2;
    play({mid, mid});
    while (b.stones() < opening) {
        const Point p{mid - 2 + rng.below(5), mid - 2 + rng.below(5)};
        if (b.at(p) != Cell::empty || !source_may_play(b, p, s, rule)) continue;
        play(p);
    }
    while (!b.full()) {
        const Point m = source_move(player, b, s, rule, rng);
        if (m.col < 0) break;
        play(m);
        if (!winning_lines(b, m, rule).empty()) break;
    }
    return moves;
}

GameYield problems_from_game(Rule rule, int index, const GenerateSettings& settings, std::vector<std::string>& seen) {
    GameYield yield;
    const std::vector<Point> moves = source_game(rule, index);
    std::vector<Candidate> vcf, vct;
    ThreatProver prover(rule, settings.find_cap);
    ThreatProver quick(rule, settings.quick_cap);
    const bool quiet = static_cast<SourcePlayer>(index % 4) == SourcePlayer::quiet;
    Board b(board_size);
    // The last move is the five: the positions before it.
    for (std::size_t k = 0; k + 1 < moves.size(); ++k) {
        const Stone s = to_move(k);
        const bool looked_at = !quiet || k % static_cast<std::size_t>(std::max(settings.quiet_every, 1)) == 0;
        if (static_cast<int>(k) >= settings.first_stone && looked_at && open_position(prover, b, s)) {
            prover.set_fours_only(true);
            // Most positions have no win by fours: one try at the most
            // attacks says so, before the fewest are looked for.
            const Verdict by_fours = prover.prove(b, s, settings.max_vcf);
            const ThreatProver::Settled f = by_fours == Verdict::win ? prover.settle(b, s, settings.max_vcf) : ThreatProver::Settled{};
            if (f.win >= 3) {
                vcf.push_back({k, Kind::vcf, f.win});
            } else if (by_fours == Verdict::no_win && k % static_cast<std::size_t>(std::max(settings.vct_every, 1)) == 0 &&
                       quick.prove(b, s, settings.max_vct) == Verdict::win) {
                prover.set_fours_only(false);
                const ThreatProver::Settled t = prover.settle(b, s, settings.max_vct);
                if (t.win >= 3) vct.push_back({k, Kind::vct, t.win});
            }
        }
        b.place(moves[k], s);
    }
    yield.candidates = static_cast<int>(vcf.size() + vct.size());
    auto attempt = [&](const Candidate& c) {
        Problem p;
        switch (make_problem(rule, index, moves, c, settings, seen, p)) {
            case Made::kept: yield.problems.push_back(p); return true;
            case Made::seen: ++yield.dropped_seen; return false;
            case Made::line: ++yield.dropped_line; return false;
            case Made::not_unique: ++yield.dropped_not_unique; return false;
        }
        return false;
    };
    // VCFs longest first, VCTs from the last position back; of each
    // length at most one problem, and at most `vcf_per_game` and
    // `vct_per_game` of them.
    auto pick = [&](const std::vector<Candidate>& cs, int most) {
        std::vector<int> lengths;
        int tries = 0;
        for (const Candidate& c : cs) {
            if (static_cast<int>(lengths.size()) >= most || tries >= settings.tries_per_game) break;
            if (std::find(lengths.begin(), lengths.end(), c.attacks) != lengths.end()) continue;
            ++tries;
            if (attempt(c)) lengths.push_back(c.attacks);
        }
    };
    std::stable_sort(vcf.begin(), vcf.end(), [](const Candidate& x, const Candidate& y) { return x.attacks > y.attacks; });
    pick(vcf, settings.vcf_per_game);
    std::reverse(vct.begin(), vct.end());
    pick(vct, settings.vct_per_game);
    return yield;
}

std::string reprove(const Problem& p, const GenerateSettings& settings, bool uniqueness) {
    if (p.size != board_size) return "not 15x15";
    Board b(board_size);
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
        const Point m = p.moves[i];
        const Stone s = to_move(i);
        if (!b.contains(m) || b.at(m) != Cell::empty || !source_may_play(b, m, s, p.rule)) return "an illegal move in the game";
        b.place(m, s);
        if (!winning_lines(b, m, p.rule).empty()) return "the game is won before the position";
    }
    const Stone att = p.attacker();
    ThreatProver prover(p.rule, settings.node_cap);
    prover.set_fours_only(p.kind == Kind::vcf);
    if (prover.prove(b, att, p.attacks) != Verdict::win) return "no win proven at its length";
    if (p.attacks > 1 && prover.prove(b, att, p.attacks - 1) != Verdict::no_win) return "not refuted in fewer attacks";
    if (p.solution.size() != static_cast<std::size_t>(2 * p.attacks - 1)) return "the solution's length";
    Board w = b;
    for (std::size_t i = 0; i < p.solution.size(); i += 2) {
        const Point m = p.solution[i];
        const int left = p.attacks - static_cast<int>(i / 2);
        if (prover.prove_after(w, att, m, left) != Verdict::win) return "solution move " + std::to_string(i + 1) + " does not win in what is left";
        w.place(m, att);
        const bool five = !winning_lines(w, m, p.rule).empty();
        if (i + 1 == p.solution.size()) {
            if (!five) return "the solution does not end in a five";
            break;
        }
        if (five) return "a five before the solution's end";
        bool defender_wins = false;
        const std::vector<Point> replies = prover.defences(w, att, defender_wins);
        const Point reply = p.solution[i + 1];
        // When no reply holds (two five-points, say), the line's is any
        // point the defender may play.
        const bool kept = replies.empty() ? w.contains(reply) && w.at(reply) == Cell::empty && prover.allowed(w, reply, opponent(att))
                                          : std::find(replies.begin(), replies.end(), reply) != replies.end();
        if (defender_wins || !kept) return "reply " + std::to_string(i + 2) + " is not one the prover keeps";
        w.place(reply, opponent(att));
    }
    if (uniqueness)
        for (Point m : prover.threat_moves(b, att))
            if (m != p.solution.front() && prover.prove_after(b, att, m, p.attacks + settings.margin) != Verdict::no_win)
                return "another first move is not refuted";
    return "";
}

}  // namespace gomoku::puzzle
