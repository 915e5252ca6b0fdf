// The brain on the protocol's corners: the inputs a tournament judge sends
// that an ordinary game never does.

#include <string>
#include <vector>

#include "catch.hpp"
#include "gomoku/notation.hpp"
#include "gomoku/renju.hpp"
#include "pbrain.hpp"
#include "support/brain_session.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using Lines = std::vector<std::string>;

using test::quick_brain;
using test::session;
using test::starts_with;

}  // namespace

TEST_CASE("a renju brain with black does not answer a lost position with a foul", "[pbrain][renju][unit]") {
    const Lines stones = {"8,4,1",  "7,8,2",  "9,9,1", "8,7,2",  "10,8,1",  "8,10,2", "9,7,1",   "9,6,2",
                          "6,9,1",  "8,9,2",  "8,6,1", "7,5,2",  "7,9,1",   "9,10,2", "10,11,1", "5,6,2",
                          "6,7,1",  "7,10,2", "12,10,1", "11,9,2", "10,10,1", "8,11,2"};
    Brain brain(quick_brain(3000, std::size_t{1} << 20));
    Lines input = {"START 15", "INFO rule 4", "BOARD"};
    input.insert(input.end(), stones.begin(), stones.end());
    input.push_back("DONE");
    const Lines out = session(brain, input);
    REQUIRE(out.size() == 2);
    const std::size_t comma = out[1].find(',');
    REQUIRE(comma != std::string::npos);
    const Point move = from_gomocup({std::stoi(out[1].substr(0, comma)), std::stoi(out[1].substr(comma + 1))}, 15);
    Board b(15);
    for (const std::string& s : stones) {
        const std::size_t c1 = s.find(','), c2 = s.rfind(',');
        b.place(from_gomocup({std::stoi(s.substr(0, c1)), std::stoi(s.substr(c1 + 1, c2 - c1 - 1))}, 15),
                s.back() == '1' ? Stone::black : Stone::white);
    }
    INFO("answer " << out[1]);
    REQUIRE(b.at(move) == Cell::empty);
    CHECK(out[1] != "8,8");  // white's five-point, a double three for black
    CHECK(forbidden(b, move) == Forbidden::none);
}

TEST_CASE("a smaller INFO max_memory after START gives the table's memory back", "[pbrain][unit]") {
    BrainOptions o;  // the full table, as a tournament gets it
    Brain brain(o);
    CHECK(brain.handle("START 20") == Lines{"OK"});
    CHECK(brain.table_bytes() == o.table_bytes);
    CHECK(brain.handle("INFO max_memory 50000000").empty());
    // Half of what may be used, rounded down to whole table sizes.
    CHECK(brain.table_bytes() <= 25000000);
    CHECK(brain.table_bytes() >= 25000000 / 2);
    CHECK(brain.handle("INFO max_memory 1000000").empty());
    CHECK(brain.table_bytes() <= 500000);
    CHECK(brain.handle("INFO max_memory 0").empty());  // 0: no limit
    CHECK(brain.table_bytes() == o.table_bytes);
}

TEST_CASE("a negative time left is taken, and the move that follows thinks as little as it can", "[pbrain][unit]") {
    Brain brain(quick_brain(3000, std::size_t{1} << 20));
    REQUIRE(brain.handle("START 15") == Lines{"OK"});
    CHECK(brain.handle("INFO timeout_match 30000").empty());
    CHECK(brain.handle("INFO time_left -120").empty());
    CHECK(brain.move_time().limit_ms == 0);
    CHECK(brain.handle("BEGIN") == Lines{"7,7"});
    CHECK(starts_with(brain.handle("INFO timeout_turn -5").at(0), "ERROR"));  // no other time may be
}

TEST_CASE("SWAP2BOARD with other than 0, 3 or 5 stones is an error, and the brain plays on", "[pbrain][unit]") {
    Brain brain(quick_brain(3000, std::size_t{1} << 20));
    REQUIRE(brain.handle("START 15") == Lines{"OK"});
    const Lines stones = {"7,7", "8,8", "6,9", "8,7", "6,6", "9,9"};
    for (std::size_t n : {1u, 2u, 4u, 6u}) {
        INFO(n << " stones");
        Lines input = {"SWAP2BOARD"};
        input.insert(input.end(), stones.begin(), stones.begin() + static_cast<std::ptrdiff_t>(n));
        input.push_back("DONE");
        const Lines out = session(brain, input);
        REQUIRE(out.size() == 1);
        CHECK(starts_with(out[0], "ERROR"));
    }
    const Lines three = session(brain, {"SWAP2BOARD", "7,7", "8,8", "6,9", "DONE"});
    REQUIRE(three.size() == 1);
    CHECK_FALSE(starts_with(three[0], "ERROR"));
}

TEST_CASE("BEGIN on a board that has stones is an error, not a second move for the same side", "[pbrain][unit]") {
    Brain brain(quick_brain(3000, std::size_t{1} << 20));
    CHECK(session(brain, {"START 15", "BEGIN"}) == Lines{"OK", "7,7"});
    CHECK(starts_with(brain.handle("BEGIN").at(0), "ERROR"));
    CHECK(brain.handle("TURN 3,3").size() == 1);
    CHECK(starts_with(brain.handle("BEGIN").at(0), "ERROR"));
    CHECK(session(brain, {"RESTART", "BEGIN"}) == Lines{"OK", "7,7"});
}

TEST_CASE("a BOARD point marked 3 is taken: the brain never answers on it and it blocks both sides", "[pbrain][unit]") {
    Brain brain(quick_brain(3000, std::size_t{1} << 20));
    // Own stones on y=3 from x=2 to 5: both ends would make five, but both
    // are marked. The opponent's four on y=10 from x=5 to 8 is shut at
    // x=9 by a mark, so its one five-point is x=4: the brain must block
    // there (had it taken the mark for an empty point, it would have made
    // its own five on y=3 instead).
    const Lines out = session(brain, {"START 15", "BOARD", "2,3,1", "3,3,1", "4,3,1", "5,3,1", "1,3,3", "6,3,3",
                                      "5,10,2", "6,10,2", "7,10,2", "8,10,2", "9,10,3", "12,12,2", "DONE"});
    REQUIRE(out.size() == 2);
    CHECK(out[1] != "1,3");
    CHECK(out[1] != "6,3");
    CHECK(out[1] != "9,10");
    CHECK(out[1] == "4,10");
    CHECK(starts_with(brain.handle("TURN 9,10").at(0), "ERROR"));  // taken
}
