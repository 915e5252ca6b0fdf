// MESSAGE lines while thinking: depth, score and the expected line, for a
// manager that shows them; off unless the manager asks.

#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

#include "catch.hpp"
#include "pbrain.hpp"
#include "support/brain_session.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using Lines = std::vector<std::string>;

using test::quick_brain;
using test::session;
using test::starts_with;

const Lines position = {"BOARD", "7,7,2", "8,8,1", "6,8,2", "8,6,1", "9,7,2", "DONE"};

}  // namespace

TEST_CASE("a brain says nothing while it thinks unless asked", "[pbrain][unit]") {
    Brain brain(quick_brain(20000, std::size_t{1} << 20));
    Lines input = {"START 15"};
    input.insert(input.end(), position.begin(), position.end());
    const Lines out = session(brain, input);
    REQUIRE(out.size() == 2);
    CHECK_FALSE(starts_with(out[1], "MESSAGE"));
}

TEST_CASE("with INFO show_messages 1 each finished iteration is a MESSAGE with depth, score and line", "[pbrain][unit]") {
    Brain brain(quick_brain(20000, std::size_t{1} << 20));
    Lines input = {"START 15", "INFO show_messages 1"};
    input.insert(input.end(), position.begin(), position.end());
    const Lines out = session(brain, input);
    REQUIRE(out.size() >= 3);
    CHECK(out.front() == "OK");
    int last_depth = 0;
    for (std::size_t i = 1; i + 1 < out.size(); ++i) {
        INFO(out[i]);
        REQUIRE(starts_with(out[i], "MESSAGE depth "));
        std::istringstream words(out[i]);
        std::string message, depth_word, score_word;
        int depth = 0;
        words >> message >> depth_word >> depth >> score_word;
        CHECK(depth == last_depth + 1);
        last_depth = depth;
        CHECK(score_word == "score");
        const std::size_t pv = out[i].find(" pv ");
        REQUIRE(pv != std::string::npos);
        // The line: moves on empty points, none twice, no longer than the depth.
        std::istringstream moves(out[i].substr(pv + 4));
        std::vector<std::string> seen;
        for (std::string m; moves >> m;) {
            CHECK(std::find(seen.begin(), seen.end(), m) == seen.end());
            for (const char* stone : {"7,7", "8,8", "6,8", "8,6", "9,7"}) CHECK(m != stone);
            seen.push_back(m);
        }
        CHECK(!seen.empty());
        CHECK(static_cast<int>(seen.size()) <= depth);
    }
    CHECK_FALSE(starts_with(out.back(), "MESSAGE"));
    // The same move as without the messages: they change nothing in the search.
    Brain silent(quick_brain(20000, std::size_t{1} << 20));
    Lines plain = {"START 15"};
    plain.insert(plain.end(), position.begin(), position.end());
    CHECK(session(silent, plain).back() == out.back());
    // And off again.
    CHECK(brain.handle("INFO show_messages 0").empty());
    CHECK(brain.handle("TURN 3,3").size() == 1);
}

TEST_CASE("the brain loop writes the MESSAGE lines before the move", "[pbrain][unit]") {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const std::string input = "START 15\nINFO show_messages 1\nBOARD\n7,7,2\n8,8,1\n6,8,2\nDONE\nEND\n";
    REQUIRE(::write(fds[1], input.data(), input.size()) == static_cast<ssize_t>(input.size()));
    ::close(fds[1]);
    std::ostringstream out;
    CHECK(run_pbrain(fds[0], out, quick_brain(20000, std::size_t{1} << 20)) == 0);
    ::close(fds[0]);
    std::istringstream lines(out.str());
    Lines got;
    for (std::string l; std::getline(lines, l);) got.push_back(l);
    REQUIRE(got.size() >= 3);
    CHECK(got.front() == "OK");
    for (std::size_t i = 1; i + 1 < got.size(); ++i) CHECK(starts_with(got[i], "MESSAGE depth "));
    CHECK_FALSE(starts_with(got.back(), "MESSAGE"));
}

// Two twos of the brain's that cross on the empty 10,8: a win by threes.
TEST_CASE("a win the brain claims comes as a MESSAGE with its proof, the move played first", "[pbrain][unit]") {
    const Lines crossing = {"BOARD", "8,8,1", "9,8,1", "10,6,1", "10,7,1", "2,11,2", "13,13,2", "1,1,2", "13,1,2", "DONE"};
    Brain brain(quick_brain(20000, std::size_t{1} << 20));
    Lines input = {"START 15", "INFO show_messages 1"};
    input.insert(input.end(), crossing.begin(), crossing.end());
    const Lines out = session(brain, input);
    REQUIRE(out.size() >= 3);
    const std::string& proof = out[out.size() - 2];
    INFO(proof);
    REQUIRE(starts_with(proof, "MESSAGE win in "));
    const std::size_t colon = proof.find(" by threes and fours: ");
    REQUIRE(colon != std::string::npos);
    std::istringstream moves(proof.substr(colon + 22));
    Lines line;
    for (std::string m; moves >> m;) line.push_back(m);
    REQUIRE(line.size() >= 5);
    CHECK(line.front() == out.back());
    // Silent unless asked, like the iterations.
    Brain silent(quick_brain(20000, std::size_t{1} << 20));
    Lines plain = {"START 15"};
    plain.insert(plain.end(), crossing.begin(), crossing.end());
    const Lines quiet = session(silent, plain);
    CHECK(quiet == Lines{"OK", out.back()});
}
