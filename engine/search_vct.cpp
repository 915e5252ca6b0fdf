// Victory by continuous threes and fours: a proof-number search over the
// attacker's threats and every defence against them (see search.cpp).
#include "search.hpp"

namespace gomoku::engine {

namespace {

constexpr std::uint32_t infinite = 1u << 30;
constexpr std::uint32_t add(std::uint32_t a, std::uint32_t b) { return a + b >= infinite ? infinite : a + b; }
constexpr int max_line = 64;  // plies below the root, whatever the budget

// How a node without children was settled (PnNode::spare, above the forced bit).
enum Settled : std::uint8_t {
    open_node = 0,
    five_now = 1 << 1,       // attacker to move has a five-point
    open_four_now = 2 << 1,  // attacker to move has a winning four and no five to block
    defence_lost = 3 << 1,   // defender to move faces two five-points, or one it may not block
    no_defence = 4 << 1,     // defender to move has nothing that stops the threat
};
constexpr std::uint8_t forced_bit = 1;  // an attacker node whose move blocks a five: not an attack
constexpr std::uint8_t settled_mask = 7 << 1;

void set(PnNode& n, bool won, std::uint8_t how) {
    n.pn = won ? 0 : infinite;
    n.dn = won ? infinite : 0;
    n.spare = static_cast<std::uint8_t>((n.spare & forced_bit) | how);
}

bool winning_four(Position& p, int idx, Stone s) { return caro_winning_four(p, idx, s) && !p.forbidden_for(idx, s); }

// Does the attacker, on the lines through idx (or anywhere, for idx < 0),
// have a five-point or a winning four it may play? `fours` says whether it
// was a five-point.
bool threatens(Position& p, Stone att, int idx, bool& fours) {
    fours = false;
    bool any = false;
    auto look = [&](int q) {
        if (!p.empty(q)) return;
        const PointClass c = p.info(q, att).cls;
        if (c == pc_five) fours = any = true;
        else if (c == pc_win4 && !any && !p.forbidden_for(q, att)) any = true;
    };
    if (idx < 0) {
        for (int q : p.near_area())
            if (p.near_stone(q)) look(q);
        return any;
    }
    for (int d = 0; d < 4; ++d)
        for (int k = -line_reach; k <= line_reach; ++k)
            if (k != 0) look(idx + k * p.direction(d));
    return any;
}

}  // namespace

// ---- victory by continuous threes and fours ----------------------------------
//
// Attacker nodes (OR): a five-point wins; a winning four wins when the
// defender has no five to block; else the moves are the attacker's fours
// and threes (a point whose class is three or better), each kept only if it
// leaves a five-point or a winning four the attacker may play. A defender
// five must be blocked first (that block is not counted as an attack).
// Defender nodes (AND): two attacker five-points lose; one must be blocked;
// otherwise the defences are every own four and every point that leaves
// the attacker no winning four it may play, found by trying each point on
// the lines of one winning four. No defence: lost.
VctResult Engine::Search::vct(ProofTree& tree, Stone att, int attacks, std::size_t max_nodes, bool with_line) {
    Position& p = *pos;
    const Stone def = other(att);
    std::vector<PnNode>& pn_pool = tree.nodes;
    if (tree.key != side_key(att) || tree.attacks != attacks || pn_pool.empty()) {
        // A new question; the same one again goes on where it stopped.
        pn_pool.clear();
        pn_pool.push_back(PnNode{});
        tree.key = side_key(att);
        tree.attacks = attacks;
    }
    std::vector<int> path;    // nodes from the root
    std::vector<int> played;  // the moves on the board below the root
    std::vector<Move> cands;

    auto expand = [&](int n, bool attacker, int attacks_left) {
        count_node();
        cands.clear();
        if (attacker) {
            int def_five = -1, def_fives = 0;
            for (int idx : p.near_area()) {
                if (!p.empty(idx) || !p.near_stone(idx)) continue;
                const PointInfo& ai = p.info(idx, att);
                if (ai.cls == pc_five) return set(pn_pool[static_cast<std::size_t>(n)], true, five_now);
                if (p.info(idx, def).cls == pc_five) {
                    ++def_fives;
                    def_five = idx;
                }
                if (ai.cls >= pc_three) cands.push_back(Move{idx, ai.score});
            }
            PnNode& node = pn_pool[static_cast<std::size_t>(n)];
            if (def_fives >= 2 || (def_fives == 1 && p.forbidden_for(def_five, att))) return set(node, false, open_node);
            if (def_fives == 1) {
                node.spare |= forced_bit;
                cands.assign(1, Move{def_five, 0});
            } else {
                for (const Move& m : cands)
                    if (winning_four(p, m.idx, att)) return set(node, true, open_four_now);
                if (attacks_left <= 0) return set(node, false, open_node);
            }
            std::sort(cands.begin(), cands.end(), [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; });
        } else {
            int att_five = -1, att_fives = 0;
            int att_five_list[8];  // caro answers them all at once
            const bool caro = p.closed_fives_lose();
            int wins[16];
            int nwins = 0;
            for (int idx : p.near_area()) {
                if (!p.empty(idx) || !p.near_stone(idx)) continue;
                const PointInfo& di = p.info(idx, def);
                if (di.cls == pc_five) return set(pn_pool[static_cast<std::size_t>(n)], false, open_node);
                const PointClass ac = p.info(idx, att).cls;
                if (ac == pc_five) {
                    if (att_fives < 8) att_five_list[att_fives] = idx;
                    ++att_fives;
                    att_five = idx;
                } else if (ac == pc_win4 && nwins < 16 && (!caro || caro_winning_four(p, idx, att))) {
                    wins[nwins++] = idx;
                }
                if (di.cls >= pc_four) cands.push_back(Move{idx, di.score});
            }
            PnNode& node = pn_pool[static_cast<std::size_t>(n)];
            if (caro && att_fives > 0) {
                // Every point that leaves the attacker no five-point.
                int answers[max_answers];
                const int a = att_fives > 8 ? 0 : caro_answers(p, att, att_five_list, att_fives, answers);
                if (a == 0) return set(node, true, defence_lost);
                cands.clear();
                for (int i = 0; i < a; ++i) cands.push_back(Move{answers[i], 0});
            } else if (att_fives >= 2 || (att_fives == 1 && p.forbidden_for(att_five, def))) {
                return set(node, true, defence_lost);
            } else if (att_fives == 1) {
                cands.assign(1, Move{att_five, 0});
            } else {
                int first = -1;
                for (int i = 0; i < nwins && first < 0; ++i)
                    if (!p.forbidden_for(wins[i], att)) first = wins[i];
                if (first < 0) return set(node, false, open_node);  // no threat: the defender moves freely
                std::size_t fours = 0;
                for (const Move& m : cands)
                    if (!p.forbidden_for(m.idx, def)) cands[fours++] = m;
                cands.resize(fours);
                auto try_defence = [&](int q) {
                    if (!p.empty(q) || p.forbidden_for(q, def)) return;
                    for (std::size_t i = 0; i < fours; ++i)
                        if (cands[i].idx == q) return;
                    p.play(q, def);
                    bool still = false;
                    for (int i = 0; i < nwins && !still; ++i) still = p.empty(wins[i]) && winning_four(p, wins[i], att);
                    p.undo(q);
                    if (!still) cands.push_back(Move{q, p.info(q, att).score + p.info(q, def).score});
                };
                try_defence(first);
                for (int d = 0; d < 4; ++d)
                    for (int k = -line_reach; k <= line_reach; ++k)
                        if (k != 0) try_defence(first + k * p.direction(d));
                if (cands.empty()) return set(node, true, no_defence);
            }
            std::sort(cands.begin(), cands.end(), [](const Move& a, const Move& b) { return a.score != b.score ? a.score > b.score : a.idx < b.idx; });
        }
        // The children, each a position after one of the candidates.
        const std::size_t first_child = pn_pool.size();
        for (const Move& m : cands) {
            if (pn_pool.size() - first_child >= 255) break;
            PnNode child;
            child.move = static_cast<std::int16_t>(m.idx);
            if (attacker) {
                if (p.forbidden_for(m.idx, att)) continue;
                const bool forced = pn_pool[static_cast<std::size_t>(n)].spare & forced_bit;
                p.play(m.idx, att);
                bool four = false;
                const bool threat = threatens(p, att, forced ? -1 : m.idx, four);
                p.undo(m.idx);
                if (!threat) continue;
                child.pn = four ? 1 : 3;
            }
            pn_pool.push_back(child);
        }
        PnNode& node = pn_pool[static_cast<std::size_t>(n)];
        node.count = static_cast<std::uint8_t>(pn_pool.size() - first_child);
        if (node.count == 0) return set(node, false, open_node);
        node.first = static_cast<std::int32_t>(first_child);
    };

    auto update = [&](int n, bool attacker) {
        PnNode& node = pn_pool[static_cast<std::size_t>(n)];
        std::uint32_t pn = attacker ? infinite : 0, dn = attacker ? 0 : infinite;
        for (int c = node.first; c < node.first + node.count; ++c) {
            const PnNode& child = pn_pool[static_cast<std::size_t>(c)];
            if (attacker) {
                pn = std::min(pn, child.pn);
                dn = add(dn, child.dn);
            } else {
                pn = add(pn, child.pn);
                dn = std::min(dn, child.dn);
            }
        }
        node.pn = pn;
        node.dn = dn;
    };

    auto unwind = [&] {
        while (!played.empty()) {
            p.undo(played.back());
            played.pop_back();
        }
    };

    VctResult out;
    try {
        while (pn_pool[0].pn != 0 && pn_pool[0].dn != 0 && pn_pool.size() + 256 < max_nodes) {
            // Down to the most proving node.
            int n = 0, used = 0;
            bool attacker = true;
            path.assign(1, 0);
            while (pn_pool[static_cast<std::size_t>(n)].first >= 0) {
                const PnNode& node = pn_pool[static_cast<std::size_t>(n)];
                if (attacker && !(node.spare & forced_bit)) ++used;
                int best = node.first;
                for (int c = node.first; c < node.first + node.count; ++c) {
                    const PnNode& a = pn_pool[static_cast<std::size_t>(c)];
                    const PnNode& b = pn_pool[static_cast<std::size_t>(best)];
                    if (attacker ? a.pn < b.pn : a.dn < b.dn) best = c;
                }
                const int m = pn_pool[static_cast<std::size_t>(best)].move;
                p.play(m, attacker ? att : def);
                played.push_back(m);
                attacker = !attacker;
                n = best;
                path.push_back(n);
            }
            if (static_cast<int>(played.size()) >= max_line) set(pn_pool[static_cast<std::size_t>(n)], false, open_node);
            else expand(n, attacker, attacks - used);
            // Back up the numbers.
            for (int i = static_cast<int>(path.size()) - 1; i >= 0; --i)
                if (pn_pool[static_cast<std::size_t>(path[static_cast<std::size_t>(i)])].first >= 0) update(path[static_cast<std::size_t>(i)], i % 2 == 0);
            unwind();
        }
    } catch (const Stopped&) {
        unwind();
        throw;
    }
    const PnNode& root = pn_pool[0];
    out.unknown = root.pn != 0 && root.dn != 0;
    out.won = root.pn == 0;
    if (!out.won) return out;

    // The proof's length: the attacker takes the shortest way, the defender the longest.
    std::vector<int> plies(pn_pool.size(), -1);
    auto length = [&](auto&& self, int n, bool attacker) -> int {
        int& memo = plies[static_cast<std::size_t>(n)];
        if (memo >= 0) return memo;
        const PnNode& node = pn_pool[static_cast<std::size_t>(n)];
        if (node.first < 0) {
            switch (node.spare & settled_mask) {
                case five_now: return memo = 1;
                case open_four_now: return memo = 3;
                case defence_lost: return memo = 2;
                default: return memo = 4;  // no_defence: any move, a winning four, a block, the five
            }
        }
        int best = attacker ? 1 << 20 : 0;
        for (int c = node.first; c < node.first + node.count; ++c) {
            if (pn_pool[static_cast<std::size_t>(c)].pn != 0) continue;
            const int l = self(self, c, !attacker);
            best = attacker ? std::min(best, l) : std::max(best, l);
        }
        return memo = best + 1;
    };
    out.plies = length(length, 0, true);
    // The proof's points: the attacker's shortest choice, every defence.
    std::vector<int> stack{0};
    std::vector<bool> in_zone(static_cast<std::size_t>(p.stride() * p.stride()), false);
    for (std::size_t visited = 0; !stack.empty() && visited < 4096; ++visited) {
        const int n = stack.back();
        stack.pop_back();
        const PnNode& node = pn_pool[static_cast<std::size_t>(n)];
        if (node.move >= 0 && !in_zone[static_cast<std::size_t>(node.move)]) {
            in_zone[static_cast<std::size_t>(node.move)] = true;
            out.zone.push_back(node.move);
        }
        const bool attacker = plies[static_cast<std::size_t>(n)] % 2 == 1;  // odd: the attacker moves next
        int pick = -1;
        for (int c = node.first; c >= 0 && c < node.first + node.count; ++c) {
            if (pn_pool[static_cast<std::size_t>(c)].pn != 0) continue;
            if (!attacker) stack.push_back(c);
            else if (pick < 0 || plies[static_cast<std::size_t>(c)] < plies[static_cast<std::size_t>(pick)]) pick = c;
        }
        if (pick >= 0) stack.push_back(pick);
    }
    if (!with_line) {
        // The first move only.
        const PnNode& r = pn_pool[0];
        for (int c = r.first; c >= 0 && c < r.first + r.count && out.line.empty(); ++c)
            if (pn_pool[static_cast<std::size_t>(c)].pn == 0 && plies[static_cast<std::size_t>(c)] + 1 == out.plies)
                out.line.push_back(pn_pool[static_cast<std::size_t>(c)].move);
        return out;
    }

    // The line itself, played out on the board and taken back.
    int n = 0;
    bool attacker = true;
    {
        while (pn_pool[static_cast<std::size_t>(n)].first >= 0) {
            const PnNode& node = pn_pool[static_cast<std::size_t>(n)];
            int pick = -1;
            for (int c = node.first; c < node.first + node.count; ++c) {
                if (pn_pool[static_cast<std::size_t>(c)].pn != 0) continue;
                if (pick < 0 || (attacker ? plies[static_cast<std::size_t>(c)] < plies[static_cast<std::size_t>(pick)]
                                          : plies[static_cast<std::size_t>(c)] > plies[static_cast<std::size_t>(pick)]))
                    pick = c;
            }
            const int m = pn_pool[static_cast<std::size_t>(pick)].move;
            p.play(m, attacker ? att : def);
            played.push_back(m);
            out.line.push_back(m);
            attacker = !attacker;
            n = pick;
        }
        // Settled without children: play the rest out. The attacker takes
        // a five, else a winning four; the defender blocks a five-point,
        // else takes a point of a winning four (any reply loses).
        for (int guard = 0; guard < 6; ++guard) {
            int five = -1, four = -1, reply = -1;
            for (int idx : p.near_area()) {
                if (!p.empty(idx) || !p.near_stone(idx)) continue;
                const PointClass c = p.info(idx, att).cls;
                if (c == pc_five && (attacker ? five < 0 : !p.forbidden_for(idx, def))) five = idx;
                if (c == pc_win4 && four < 0 && (attacker ? !p.forbidden_for(idx, att) : !p.forbidden_for(idx, def))) four = idx;
            }
            if (attacker) {
                if (five >= 0) {
                    out.line.push_back(five);
                    break;
                }
                if (four < 0) break;
                p.play(four, att);
                played.push_back(four);
                out.line.push_back(four);
            } else {
                reply = five >= 0 ? five : four;
                if (reply < 0) break;
                p.play(reply, def);
                played.push_back(reply);
                out.line.push_back(reply);
            }
            attacker = !attacker;
        }
    }
    unwind();
    return out;
}

}  // namespace gomoku::engine
