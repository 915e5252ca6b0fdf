// The normal level's taste among root moves: a bonus per move that varies
// with the seed, never lifts a move past a proven result, and keeps the
// order of scores, so the root's alpha-beta finds the best score plus
// bonus exactly.

#include <algorithm>
#include <vector>

#include "catch.hpp"
#include "root_preference.hpp"

using namespace gomoku::engine;

namespace {

// Scores from a proven loss to a proven win, densest near the borders of
// proof where the keys change how they are made.
std::vector<int> scores() {
    std::vector<int> out;
    for (int s = -mate_score; s <= mate_score; s += 97) out.push_back(s);
    for (int border : {-win_score, win_score})
        for (int d = -700; d <= 700; ++d) out.push_back(border + d);
    for (int s = -mate_score; s <= -mate_score + 5; ++s) out.push_back(s);
    for (int s = mate_score - 5; s <= mate_score; ++s) out.push_back(s);
    return out;
}

}  // namespace

TEST_CASE("a move's bonus stays within the range and changes with the salt", "[engine][unit]") {
    const RootPreference a(300, 1), b(300, 2);
    int differ = 0;
    for (int idx = 0; idx < 400; ++idx) {
        CHECK(a.bonus(idx) >= -300);
        CHECK(a.bonus(idx) <= 300);
        differ += a.bonus(idx) != b.bonus(idx);
    }
    CHECK(differ > 300);
    CHECK(RootPreference().bonus(17) == 0);
}

TEST_CASE("a key never falls as the score rises, and gives its score back", "[engine][unit]") {
    const std::vector<int> all = scores();
    for (std::uint64_t salt : {0ull, 7ull, 0xDEADBEEFull}) {
        const RootPreference pref(300, salt);
        for (int idx : {0, 5, 112, 224}) {
            for (int s : all) {
                if (s < mate_score) CHECK(pref.key(s, idx) < pref.key(s + 1, idx));
                CHECK(pref.score(pref.key(s, idx), idx) == s);
            }
        }
    }
}

TEST_CASE("a proven win outranks every unproven move, and a proven loss ranks below them", "[engine][unit]") {
    const RootPreference pref(300, 42);
    int lowest_unproven = mate_score * 2, highest_unproven = -mate_score * 2;
    for (int idx = 0; idx < 225; ++idx) {
        lowest_unproven = std::min(lowest_unproven, pref.key(-win_score, idx));
        highest_unproven = std::max(highest_unproven, pref.key(win_score, idx));
    }
    for (int idx = 0; idx < 225; ++idx) {
        CHECK(pref.key(win_score + 1, idx) > highest_unproven);
        CHECK(pref.key(-win_score - 1, idx) < lowest_unproven);
    }
}

TEST_CASE("the window in keys maps to the scores with keys inside it", "[engine][unit]") {
    const std::vector<int> all = scores();
    const RootPreference pref(300, 99);
    for (int idx : {3, 60, 200}) {
        for (int k : all) {
            const int at_most = pref.score_at_most(k, idx);
            // Every score up to it has a key up to k; every score above it, a key above k.
            if (at_most > -mate_score) CHECK(pref.key(at_most, idx) <= k);
            if (at_most < mate_score) CHECK(pref.key(at_most + 1, idx) > k);
        }
    }
}

TEST_CASE("with no range a key is its score, as the hard level needs", "[engine][unit]") {
    const RootPreference none;
    for (int s : scores()) {
        CHECK(none.key(s, 9) == s);
        CHECK(none.score(s, 9) == s);
        CHECK(none.score_at_most(s, 9) == s);
    }
}
