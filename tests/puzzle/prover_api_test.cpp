// What the puzzle screen asks the slow prover (src/puzzle/threat_prover.hpp):
// the winning line, the defender's longest answer, a move's verdict; and
// renju's shapes, which freestyle problems never bring up.

#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/renju.hpp"
#include "gomoku/rules.hpp"
#include "support/diagram.hpp"
#include "threat_prover.hpp"

using namespace gomoku;
using gomoku::puzzle::ThreatProver;

namespace prover_api_test {

using Verdict = ThreatProver::Verdict;

Board empty_board() { return Board(15); }

// Is `line` a real win for `att`: each attacker move allowed, each reply
// one the prover keeps (if it keeps any), the last move a five under the
// rule?
bool real_line(ThreatProver& prover, Board b, Stone att, const std::vector<Point>& line, Rule rule) {
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!b.contains(line[i]) || b.at(line[i]) != Cell::empty) return false;
        if (i % 2 == 0) {
            if (!prover.allowed(b, line[i], att)) return false;
            b.place(line[i], att);
            const bool five = !winning_lines(b, line[i], rule).empty();
            if (five != (i + 1 == line.size())) return false;
            if (five) return true;
            bool defender_wins = false;
            const std::vector<Point> replies = prover.defences(b, att, defender_wins);
            if (defender_wins || i + 1 >= line.size()) return false;
            // When no reply holds, the line's is any point.
            if (!replies.empty() && std::find(replies.begin(), replies.end(), line[i + 1]) == replies.end()) return false;
        } else {
            b.place(line[i], opponent(att));
        }
    }
    return false;
}

// Renju: black's three on row 7 (columns 6-8 once 6,7 is played) whose
// open-four points 5,7 and 9,7 are double fours, each with a black column
// of three closed below by white: a false three.
Board false_three() {
    Board b = empty_board();
    for (int col : {7, 8}) b.place({col, 7}, Stone::black);
    for (int col : {5, 9}) {
        b.place({col, 3}, Stone::white);
        for (int row : {4, 5, 6}) b.place({col, row}, Stone::black);
    }
    for (Point p : std::vector<Point>{{1, 13}, {13, 13}, {1, 1}, {13, 1}, {2, 12}}) b.place(p, Stone::white);
    return b;
}

// Renju: black's 7,7 makes five across (3-7), and fours down and on the
// diagonal too.
Board five_with_double_four() {
    Board b = empty_board();
    for (int col : {3, 4, 5, 6}) b.place({col, 7}, Stone::black);
    b.place({2, 7}, Stone::white);
    for (int row : {4, 5, 6}) b.place({7, row}, Stone::black);
    for (int k : {4, 5, 6}) b.place({k, k}, Stone::black);
    for (Point p : std::vector<Point>{{7, 3}, {3, 3}, {1, 13}, {13, 13}, {13, 1}, {12, 1}, {11, 13}, {1, 11}, {13, 10}}) b.place(p, Stone::white);
    return b;
}

// Renju: black's 5,7 would make six across (2-4 and 6-7).
Board black_overline() {
    Board b = empty_board();
    for (int col : {2, 3, 4, 6, 7}) b.place({col, 7}, Stone::black);
    for (Point p : std::vector<Point>{{1, 13}, {13, 13}, {1, 1}, {13, 1}, {12, 12}}) b.place(p, Stone::white);
    return b;
}

// Renju: white's 6,10 makes a four across (3-6, closed at 2 by black) whose
// one five-point, 7,10, would give black six down (8-9 and 11-13).
Board white_four_forbidden_block() {
    Board b = empty_board();
    for (int col : {3, 4, 5}) b.place({col, 10}, Stone::white);
    b.place({2, 10}, Stone::black);
    for (int row : {8, 9, 11, 12, 13}) b.place({7, row}, Stone::black);
    for (Point p : std::vector<Point>{{1, 1}, {13, 1}, {12, 2}}) b.place(p, Stone::white);
    return b;
}

}  // namespace prover_api_test

using namespace prover_api_test;

TEST_CASE("the winning line of a double three is its crossing, the longest block, the open four and the five", "[puzzle][unit]") {
    Board b = test::crossing_twos('X');
    ThreatProver prover(Rule::freestyle);
    const std::vector<Point> line = prover.winning_line(b, Stone::black, 10);
    REQUIRE(line.size() == 5);
    CHECK(line.front() == Point{10, 6});
    CHECK(real_line(prover, b, Stone::black, line, Rule::freestyle));
    // Asking leaves the board as it was.
    CHECK(b == test::crossing_twos('X'));
    // Not within two attacks; by fours alone, not at all.
    CHECK(prover.winning_line(b, Stone::black, 2).empty());
    prover.set_fours_only(true);
    CHECK(prover.winning_line(b, Stone::black, 10).empty());
}

TEST_CASE("against a double three no reply holds: the longest defence takes a winning point and loses in two", "[puzzle][unit]") {
    Board b = test::crossing_twos('X');
    ThreatProver prover(Rule::freestyle);
    CHECK(prover.prove_after(b, Stone::black, {10, 6}, 3) == Verdict::win);
    CHECK(prover.prove_after(b, Stone::black, {10, 6}, 2) == Verdict::no_win);
    // A quiet move is no threat: the defender plays freely.
    CHECK(prover.prove_after(b, Stone::black, {0, 0}, 5) == Verdict::no_win);
    b.place({10, 6}, Stone::black);
    const ThreatProver::Defence d = prover.longest_defence(b, Stone::black, 3);
    CHECK_FALSE(d.counter_five);
    CHECK(d.after == Verdict::win);
    CHECK(d.attacks_left == 2);
    bool defender_wins = false;
    CHECK(prover.defences(b, Stone::black, defender_wins).empty());
    CHECK(prover.winning_point(b, d.reply, Stone::black));
}

TEST_CASE("against a quiet move the longest defence is an escape: the crossing point taken", "[puzzle][unit]") {
    Board b = test::crossing_twos('X');
    b.place({0, 0}, Stone::black);
    ThreatProver prover(Rule::freestyle);
    const ThreatProver::Defence d = prover.longest_defence(b, Stone::black, 3);
    CHECK(d.after == Verdict::no_win);
    b.place(d.reply, Stone::white);
    CHECK(prover.prove(b, Stone::black, 3) == Verdict::no_win);
}

TEST_CASE("a defender with a five to make makes it, and a defender with no block still blocks a five-point", "[puzzle][unit]") {
    Board b = empty_board();
    for (int col : {3, 4, 5, 6}) b.place({col, 10}, Stone::white);
    b.place({2, 10}, Stone::black);
    b.place({7, 7}, Stone::black);
    ThreatProver prover(Rule::freestyle);
    const ThreatProver::Defence five = prover.longest_defence(b, Stone::black, 5);
    CHECK(five.counter_five);
    CHECK(five.reply == Point{7, 10});
    // Black's open four: two five-points, white may block only one, the first.
    Board open = empty_board();
    for (int col : {4, 5, 6, 7}) open.place({col, 7}, Stone::black);
    for (Point p : std::vector<Point>{{1, 1}, {13, 1}, {13, 13}}) open.place(p, Stone::white);
    const ThreatProver::Defence lost = prover.longest_defence(open, Stone::black, 5);
    CHECK_FALSE(lost.counter_five);
    CHECK(lost.reply == Point{3, 7});
    CHECK(lost.after == Verdict::win);
    CHECK(lost.attacks_left == 1);
}

TEST_CASE("threat moves are the fours, and the threes too unless fours only", "[puzzle][unit]") {
    Board b = test::crossing_twos('X');
    ThreatProver prover(Rule::freestyle);
    const std::vector<Point> all = prover.threat_moves(b, Stone::black);
    CHECK(std::find(all.begin(), all.end(), Point{10, 6}) != all.end());
    prover.set_fours_only(true);
    CHECK(prover.threat_moves(b, Stone::black).empty());
}

TEST_CASE("under renju a false three is no threat: its open-four points are double fours", "[puzzle][renju][unit]") {
    Board b = false_three();
    ThreatProver renju(Rule::renju);
    ThreatProver freestyle(Rule::freestyle);
    b.place({6, 7}, Stone::black);
    CHECK(forbidden_in_place(b, {5, 7}) == Forbidden::double_four);
    CHECK(forbidden_in_place(b, {9, 7}) == Forbidden::double_four);
    CHECK_FALSE(renju.winning_point(b, {5, 7}, Stone::black));
    CHECK_FALSE(renju.winning_point(b, {9, 7}, Stone::black));
    CHECK(freestyle.winning_point(b, {5, 7}, Stone::black));
    b.remove({6, 7});
    // The three is a threat in freestyle (three, open four, five), not in renju.
    CHECK(freestyle.prove_after(b, Stone::black, {6, 7}, 3) == Verdict::win);
    CHECK(renju.prove_after(b, Stone::black, {6, 7}, 3) == Verdict::no_win);
    const std::vector<Point> renju_threats = renju.threat_moves(b, Stone::black);
    CHECK(std::find(renju_threats.begin(), renju_threats.end(), Point{6, 7}) == renju_threats.end());
    const std::vector<Point> freestyle_threats = freestyle.threat_moves(b, Stone::black);
    CHECK(std::find(freestyle_threats.begin(), freestyle_threats.end(), Point{6, 7}) != freestyle_threats.end());
    // Played anyway, it leaves white free: any reply is an escape.
    b.place({6, 7}, Stone::black);
    CHECK(renju.longest_defence(b, Stone::black, 3).after == Verdict::no_win);
}

TEST_CASE("under renju black's five that is also a double four wins", "[puzzle][renju][unit]") {
    Board b = five_with_double_four();
    ThreatProver prover(Rule::renju);
    CHECK(prover.allowed(b, {7, 7}, Stone::black));
    CHECK(prover.makes_five(b, {7, 7}, Stone::black));
    CHECK(prover.prove(b, Stone::black, 1) == Verdict::win);
    CHECK(prover.winning_line(b, Stone::black, 3) == std::vector<Point>{{7, 7}});
    CHECK(prover.prove_after(b, Stone::black, {7, 7}, 1) == Verdict::win);
}

TEST_CASE("under renju black's overline does not win, and white's does", "[puzzle][renju][unit]") {
    Board b = black_overline();
    ThreatProver renju(Rule::renju);
    CHECK_FALSE(renju.allowed(b, {5, 7}, Stone::black));
    CHECK_FALSE(renju.makes_five(b, {5, 7}, Stone::black));
    CHECK(renju.five_points(b, Stone::black).empty());
    CHECK(renju.prove(b, Stone::black, 1) == Verdict::no_win);
    CHECK(renju.winning_line(b, Stone::black, 1).empty());
    CHECK(renju.prove_after(b, Stone::black, {5, 7}, 1) == Verdict::no_win);
    ThreatProver freestyle(Rule::freestyle);
    CHECK(freestyle.prove(b, Stone::black, 1) == Verdict::win);
    // The same stones white: an overline wins for white.
    Board w = empty_board();
    for (int col : {2, 3, 4, 6, 7}) w.place({col, 7}, Stone::white);
    CHECK(renju.makes_five(w, {5, 7}, Stone::white));
    CHECK(renju.winning_line(w, Stone::white, 1) == std::vector<Point>{{5, 7}});
}

TEST_CASE("under renju white's four whose block is forbidden to black wins at once", "[puzzle][renju][unit]") {
    Board b = white_four_forbidden_block();
    ThreatProver prover(Rule::renju);
    CHECK(forbidden_in_place(b, {7, 10}) == Forbidden::overline);
    CHECK(prover.winning_point(b, {6, 10}, Stone::white));
    CHECK(prover.prove(b, Stone::white, 1) == Verdict::no_win);
    CHECK(prover.prove(b, Stone::white, 2) == Verdict::win);
    const std::vector<Point> line = prover.winning_line(b, Stone::white, 5);
    REQUIRE(line.size() == 3);
    CHECK(line[0] == Point{6, 10});
    CHECK(line[2] == Point{7, 10});
    // Black has no reply that is not lost at once: its answer is the first
    // point it may play, and white fives next.
    b.place({6, 10}, Stone::white);
    const ThreatProver::Defence d = prover.longest_defence(b, Stone::white, 5);
    CHECK(d.reply == Point{0, 0});
    CHECK(d.after == Verdict::win);
    CHECK(d.attacks_left == 1);
    CHECK(line[1] == d.reply);
    // In freestyle the block is black's own five, an overline.
    ThreatProver freestyle(Rule::freestyle);
    const ThreatProver::Defence block = freestyle.longest_defence(b, Stone::white, 5);
    CHECK(block.counter_five);
    CHECK(block.reply == Point{7, 10});
}
