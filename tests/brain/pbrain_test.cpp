// The Gomocup pbrain protocol: every command, the errors for bad input, and
// the threaded loop that lets END interrupt a search.

#include <algorithm>
#include <chrono>
#include <sstream>
#include <string>
#include <thread>
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

}  // namespace

TEST_CASE("a brain accepts the board sizes it can play and refuses the others", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    CHECK(brain.handle("START 15") == Lines{"OK"});
    CHECK(brain.handle("START 5") == Lines{"OK"});
    CHECK(brain.handle("start 26") == Lines{"OK"});
    CHECK(starts_with(brain.handle("START 27").at(0), "ERROR"));
    CHECK(starts_with(brain.handle("START 4").at(0), "ERROR"));
    CHECK(starts_with(brain.handle("START fifteen").at(0), "ERROR"));
    CHECK(starts_with(brain.handle("START").at(0), "ERROR"));
    CHECK(brain.handle("RECTSTART 20,20") == Lines{"OK"});
    CHECK(starts_with(brain.handle("RECTSTART 20,15").at(0), "ERROR"));
    CHECK(starts_with(brain.handle("RECTSTART 30,30").at(0), "ERROR"));
    CHECK(starts_with(brain.handle("RECTSTART 20").at(0), "ERROR"));
}

TEST_CASE("a brain opens in the centre and answers each move with one of its own", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    CHECK(starts_with(brain.handle("BEGIN").at(0), "ERROR"));  // no START yet
    CHECK(session(brain, {"START 15", "INFO timeout_turn 1000", "BEGIN"}) == Lines{"OK", "7,7"});
    const Lines reply = brain.handle("TURN 8,8");
    REQUIRE(reply.size() == 1);
    CHECK(reply[0] != "7,7");
    CHECK(reply[0] != "8,8");
}

TEST_CASE("a brain names what is wrong with a bad move and never crashes", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    session(brain, {"START 15", "BEGIN"});
    for (const char* bad : {"TURN", "TURN 1", "TURN 1,2,3", "TURN a,b", "TURN 1,,2", "TURN 99999999999999999999,1", "TURN -1,3",
                            "TURN 15,0", "TURN 7,7", "TAKEBACK 1", "BOARD"}) {
        INFO(bad);
        if (std::string(bad) == "BOARD") {
            CHECK(brain.handle(bad).empty());
            CHECK(starts_with(brain.handle("1,2").at(0), "ERROR"));
            CHECK(starts_with(brain.handle("1,2,7").at(0), "ERROR"));
            CHECK(starts_with(brain.handle("40,2,1").at(0), "ERROR"));
            CHECK(brain.handle("3,3,1").empty());
            CHECK(starts_with(brain.handle("3,3,2").at(0), "ERROR"));
            CHECK(brain.handle("DONE").size() == 1);
            continue;
        }
        CHECK(starts_with(brain.handle(bad).at(0), "ERROR"));
    }
    CHECK(starts_with(brain.handle("FOO").at(0), "UNKNOWN"));
    CHECK(starts_with(brain.handle("ABOUT").at(0), "name=\"gomoku\""));
}

TEST_CASE("a brain takes a whole position from BOARD and makes the five it is given", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    // Own stones on row y=3 from x=2 to 5; the opponent's scattered; a marker ignored.
    const Lines out = session(brain, {"START 15", "BOARD", "2,3,1", "10,10,2", "3,3,1", "10,11,2", "4,3,1", "11,10,2",
                                      "5,3,1", "12,12,2", "9,9,3", "DONE"});
    REQUIRE(out.size() == 2);
    CHECK((out[1] == "1,3" || out[1] == "6,3"));
}

TEST_CASE("a brain's take-back frees the point again", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    session(brain, {"START 15", "BEGIN", "TURN 3,3"});
    CHECK(brain.handle("TAKEBACK 3,3") == Lines{"OK"});
    CHECK(brain.handle("TURN 3,3").size() == 1);
    CHECK_FALSE(starts_with(brain.handle("RESTART").at(0), "ERROR"));
    CHECK(brain.handle("BEGIN") == Lines{"7,7"});
}

TEST_CASE("INFO sets the rule, and rules it cannot play are named in a message", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    brain.handle("START 15");
    CHECK(brain.handle("INFO rule 4").empty());
    CHECK(brain.rule() == Rule::renju);
    CHECK(brain.handle("INFO rule 1").empty());
    CHECK(brain.rule() == Rule::standard);
    CHECK(brain.handle("INFO rule 0").empty());
    CHECK(brain.rule() == Rule::freestyle);
    CHECK(brain.handle("INFO rule 8").empty());
    CHECK(brain.rule() == Rule::caro);
    CHECK(brain.handle("INFO rule 9").empty());
    CHECK(brain.rule() == Rule::caro_strict);
    CHECK(starts_with(brain.handle("INFO rule 2").at(0), "MESSAGE"));
    CHECK(brain.rule() == Rule::freestyle);
    CHECK(starts_with(brain.handle("INFO timeout_turn soon").at(0), "ERROR"));
    CHECK(brain.handle("INFO folder /tmp").empty());
    CHECK(brain.handle("INFO max_memory 83886080").empty());
}

TEST_CASE("a brain answers the swap2 opening", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    brain.handle("START 15");
    const Lines three = session(brain, {"SWAP2BOARD", "DONE"});
    REQUIRE(three.size() == 1);
    CHECK(std::count(three[0].begin(), three[0].end(), ',') == 3);
    const Lines answer = session(brain, {"SWAP2BOARD", "7,7", "8,8", "6,9", "DONE"});
    REQUIRE(answer.size() == 1);
    const auto commas = std::count(answer[0].begin(), answer[0].end(), ',');
    CHECK((answer[0] == "SWAP" || commas == 1 || commas == 2));
    const Lines five = session(brain, {"SWAP2BOARD", "7,7", "8,8", "6,9", "8,7", "6,6", "DONE"});
    REQUIRE(five.size() == 1);
    CHECK((five[0] == "SWAP" || std::count(five[0].begin(), five[0].end(), ',') == 1));
}

TEST_CASE("the brain loop answers over a pipe and stops a long search as soon as END arrives", "[pbrain][unit]") {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const std::string setup =
        "START 15\nINFO timeout_turn 60000\nBOARD\n7,7,2\n8,8,1\n6,8,2\n8,6,1\n9,7,2\n5,9,1\n7,9,2\nDONE\n";
    REQUIRE(::write(fds[1], setup.data(), setup.size()) == static_cast<ssize_t>(setup.size()));
    std::thread ender([fd = fds[1]] {
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        const char end[] = "END\n";
        (void)!::write(fd, end, sizeof end - 1);
        ::close(fd);
    });
    std::ostringstream out;
    const auto start = std::chrono::steady_clock::now();
    BrainOptions o;
    const int status = run_pbrain(fds[0], out, o);
    const auto took = std::chrono::steady_clock::now() - start;
    ender.join();
    CHECK(status == 0);
    CHECK(took < std::chrono::seconds(10));
    const std::string text = out.str();
    CHECK(starts_with(text, "OK\n"));
    CHECK(std::count(text.begin(), text.end(), '\n') == 2);  // OK and a move
    ::close(fds[0]);
}

TEST_CASE("a brain's every reply is one printable line, whatever bytes the manager sent", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    Lines replies = session(brain, {"START 15", "TURN 1,2\rOK", "TURN \x1b[2J", std::string("\0UNKNOWN", 8),
                                    "START 1\n5", "BOARD", "1,2\rOK", "3,3,\x7f"});
    const std::string long_junk(5000, '\x01');
    for (const std::string& reply : brain.handle(long_junk)) replies.push_back(reply);
    REQUIRE(replies.size() == 8);
    for (const std::string& r : replies) {
        INFO(r);
        for (const char c : r) CHECK((c >= 0x20 && c < 0x7f));
        CHECK(r.size() < 100);  // an echo is cut short
    }
    CHECK(starts_with(replies[1], "ERROR "));
}

TEST_CASE("a brain asked to open on a full swap2 board says so instead of searching", "[pbrain][unit]") {
    // Found by the protocol fuzz target (tests/fuzz/corpus/pbrain/swap2_full_board).
    Brain brain(quick_brain(3000));
    CHECK(session(brain, {"START 5", "SWAP2BOARD"}) == Lines{"OK"});
    for (int x = 0; x < 5; ++x)
        for (int y = 0; y < 5; ++y) CHECK(brain.handle(std::to_string(x) + "," + std::to_string(y)).empty());
    CHECK(starts_with(brain.handle("DONE").at(0), "ERROR"));
    CHECK(session(brain, {"SWAP2BOARD", "0,0", "DONE"}).size() == 1);  // and it goes on answering
}

TEST_CASE("a line of white space other than blanks is ignored like an empty line", "[pbrain][unit]") {
    // Found by the protocol fuzz target (tests/fuzz/corpus/pbrain/vertical_tab_line).
    Brain brain(quick_brain(3000));
    CHECK(brain.handle("START 15") == Lines{"OK"});
    for (const char* blank : {"", "\v", "\f", " \v\f\t "}) {
        INFO(static_cast<int>(blank[0]));
        CHECK(brain.handle(blank).empty());
    }
    CHECK(brain.handle("BEGIN") == Lines{"7,7"});
}

TEST_CASE("the loop's answering step writes each reply on its own line and says when END came", "[pbrain][unit]") {
    Brain brain(quick_brain(3000));
    std::ostringstream out;
    CHECK_FALSE(answer(brain, InputEvent::line("START 15"), out));
    CHECK_FALSE(answer(brain, InputEvent::line("FROB"), out));
    InputEvent too_long;
    too_long.kind = InputEvent::Kind::line;
    too_long.too_long = true;
    CHECK_FALSE(answer(brain, too_long, out));
    CHECK(out.str() == "OK\nUNKNOWN FROB\nERROR the line is over 4096 bytes, so it was ignored\n");
    CHECK(answer(brain, InputEvent::line("END"), out));
}

TEST_CASE("the brain mode is chosen by a flag or by a pbrain- program name", "[pbrain][unit]") {
    CHECK(invoked_as_brain("pbrain-gomoku"));
    CHECK(invoked_as_brain("/usr/local/bin/pbrain-gomoku"));
    CHECK_FALSE(invoked_as_brain("/usr/bin/gomoku"));
    CHECK_FALSE(invoked_as_brain("/opt/pbrain-x/gomoku"));
}

// The Gomocup judge's caro check, h8 f8 g8 f9 i8 f7 j8 l8 from black: black's
// four g8-j8 has white at f8 and l8, so k8 makes a five closed at both ends,
// no win under caro; black must stop white's open three f7-f9 instead. The
// judge takes f5, f6, f10 or f11. Its letters are columns from a (x = 0), its
// numbers rows from 1 (y = 0); the position is the same mirrored top to
// bottom, so either reading of the rows gives the same answers.
TEST_CASE("under caro the brain blocks an open three rather than make a five closed at both ends", "[pbrain][unit]") {
    const Lines position = {"BOARD", "7,7,1", "5,7,2", "6,7,1", "5,8,2", "8,7,1", "5,6,2", "9,7,1", "11,7,2", "DONE"};
    for (int rule : {8, 9}) {
        Brain brain(quick_brain(3000));
        Lines input = {"START 15", "INFO rule " + std::to_string(rule)};
        input.insert(input.end(), position.begin(), position.end());
        const Lines out = session(brain, input);
        INFO("rule " << rule);
        REQUIRE_FALSE(out.empty());
        const Lines judged = {"5,4", "5,5", "5,9", "5,10"};
        CHECK(std::find(judged.begin(), judged.end(), out.back()) != judged.end());
        CHECK(out == Lines{"OK", out.back()});  // and no MESSAGE that the rule is not played
    }
}
