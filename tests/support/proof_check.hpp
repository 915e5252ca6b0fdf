#pragma once
// Does a proof the engine gives really win? Plays it out against every
// defence the slow prover considers: each of the attacker's moves must be
// allowed, and at each defender turn every reply the prover considers but
// the line's own must lose (the prover finds a win after it); the line's
// reply is then played, and checked in its turn. A line ends with a five,
// or where the defender has no reply the prover considers. "Unsettled":
// nothing failed, but the prover could not settle some reply.

#include <algorithm>
#include <string>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/rules.hpp"
#include "threat_prover.hpp"

namespace test {

enum class ProofCheck { holds, fails, unsettled };

inline ProofCheck check_proof(gomoku::puzzle::ThreatProver& prover, gomoku::Board b, gomoku::Stone att, const std::vector<gomoku::Point>& proof,
                              gomoku::Rule rule, std::string* why = nullptr, int max_attacks = 10) {
    const gomoku::Stone def = gomoku::opponent(att);
    auto fail = [&](const std::string& text) {
        if (why) *why = text;
        return ProofCheck::fails;
    };
    bool unsettled = false;
    // Every reply in `replies` but `skip` must still lose.
    auto all_lose = [&](const std::vector<gomoku::Point>& replies, const gomoku::Point* skip) {
        for (gomoku::Point d : replies) {
            if (skip && d == *skip) continue;
            b.place(d, def);
            const gomoku::puzzle::ThreatProver::Settled s = prover.settle(b, att, max_attacks);
            b.remove(d);
            if (s.win == 0 && s.refuted < max_attacks) unsettled = true;
            else if (s.win == 0) return false;
        }
        return true;
    };
    for (std::size_t i = 0;; i += 2) {
        if (i >= proof.size()) return fail("the line ends on the attacker's turn");
        const gomoku::Point a = proof[i];
        if (!b.contains(a) || b.at(a) != gomoku::Cell::empty) return fail("an attacker move on a taken point");
        if (!prover.allowed(b, a, att)) return fail("an attacker move on a forbidden point");
        b.place(a, att);
        if (!gomoku::winning_lines(b, a, rule).empty()) return ProofCheck::holds;
        bool defender_wins = false;
        const std::vector<gomoku::Point> replies = prover.defences(b, att, defender_wins);
        if (defender_wins) return fail("the defender makes five");
        if (replies.empty()) return ProofCheck::holds;
        if (i + 1 >= proof.size()) {
            if (!all_lose(replies, nullptr)) return fail("a reply after the line's end holds");
            return unsettled ? ProofCheck::unsettled : ProofCheck::holds;
        }
        // A reply the prover does not consider loses at once; the line may
        // still take it, as long as every reply the prover considers loses.
        const gomoku::Point reply = proof[i + 1];
        const bool considered = std::find(replies.begin(), replies.end(), reply) != replies.end();
        if (!all_lose(replies, considered ? &reply : nullptr)) return fail("another reply holds");
        if (!b.contains(reply) || b.at(reply) != gomoku::Cell::empty) return fail("a reply on a taken point");
        b.place(reply, def);
    }
}

}  // namespace test
