// The puzzle screen, played in-process: the player's moves are proved again
// and answered by the longest defence, a refuted move shows the defence and
// counts as a try, a hint counts as help, and each result is kept in the
// journal that makes the player's rating.
#include <fstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "defender.hpp"
#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "puzzle_file.hpp"
#include "puzzle_files.hpp"
#include "puzzles.hpp"
#include "support/run_binary.hpp"
#include "support/text_search.hpp"
#include "support/whole_file.hpp"

using namespace gomoku;

namespace puzzle_screen_test {

using test::has;

// Black's open three H8–J8, White's stones far off: K8 (or G8) makes an
// open four, and the five follows at the end the defence leaves.
const std::string open_three =
    "three rule=freestyle size=15 kind=vcf attacks=2 rating=1200 unique=no nodes=10 "
    "moves=h8,a1,i8,a2,j8,a3 solution=k8,l8,g8";

// Renju. J8 would be Black's double three (H8 I8 J8 across, J8 J9 J10 up),
// forbidden; D3–F3 is Black's open three, which wins.
const std::string renju_three =
    "renju rule=renju size=15 kind=vcf attacks=2 rating=1300 unique=no nodes=10 "
    "moves=h8,a15,i8,c15,j9,e15,j10,g15,d3,i15,e3,k15,f3,m15 solution=g3,h3,c3";

struct PuzzleSitting {
    test::TempDir dir;
    std::string out;
    Puzzles::Exit exit = Puzzles::Exit::ended;

    std::string set_file(const std::string& line) {
        const std::string path = dir.path() + "/set.txt";
        std::ofstream(path) << "gomoku-puzzles 1\n" << line << "\n";
        return path;
    }
    void play(const std::optional<std::string>& set, const std::vector<std::string>& lines, Lang lang = Lang::en) {
        std::string text;
        for (const std::string& l : lines) text += l + "\n";
        ScriptedSource in = ScriptedSource::from_text(text);
        StringSink sink;
        Prompter prompt(in, sink, Screen{}, false);
        PuzzleConfig c;
        c.view.ascii = true;
        c.view.lang = lang;
        c.state_directory = dir.path() + "/state";
        c.set = set;
        Puzzles screen(prompt);
        exit = screen.run(c);
        out = sink.data;
    }
    std::string journal() const { return test::slurp(dir.path() + "/state/" + puzzle_results_file); }
};

// Where the computer defends after Black's K8 in the open three, and so
// where the five is then: asked of the same prover the screen asks.
std::string five_after_k8() {
    Game g(GameSetup(15, Rule::freestyle));
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "k8"}) g.play(*parse_notation(m, 15));
    const puzzle::Answer a = puzzle::answer(g.board(), Rule::freestyle, puzzle::Kind::vcf, Stone::black, *parse_notation("k8", 15), 4, {});
    REQUIRE(a.kind == puzzle::Answer::Kind::holds);
    return to_notation(a.reply) == "L8" ? "g8" : "l8";
}

}  // namespace puzzle_screen_test

using namespace puzzle_screen_test;

TEST_CASE("A puzzle solved at the first try is kept as a win, and the rating rises", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"k8", five_after_k8(), "", "q"});
    CHECK(has(s.out, "Puzzle three: Black to play and win by fours (VCF) in 2"));
    CHECK(has(s.out, "K8: the computer defends at"));
    CHECK(has(s.out, "Solved! Rating "));
    CHECK(has(s.out, "(+"));
    CHECK(s.exit == Puzzles::Exit::menu);
    CHECK(has(s.journal(), "result=solved tries=1 hint=no"));
}

TEST_CASE("A move that does not win is refuted by the defence, shown, and kept as a miss at once", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"e12", "undo", "k8", five_after_k8(), "", "q"});
    CHECK(has(s.out, "E12 does not win: the defence at 1"));
    // Kept when refuted, not when left: a kill after it loses nothing.
    CHECK(has(s.out, "leaves no forced win. Rating "));
    CHECK(has(s.out, "E12 taken back: try again."));
    CHECK(has(s.out, "Solved, with help."));
    CHECK(has(s.journal(), "result=failed tries=1 hint=no"));
    CHECK(test::count(s.journal(), "three") == 1);  // one result a problem
}

TEST_CASE("A new move after a refuted one takes it back first", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"e12", "k8", five_after_k8(), "", "q"});
    CHECK(has(s.out, "E12 does not win"));
    CHECK(has(s.out, "Solved, with help."));
    CHECK(has(s.journal(), "result=failed tries=1"));
}

TEST_CASE("A hint names a proven winning move and counts as help", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"hint", "q"});
    CHECK((has(s.out, "Hint: K8 wins") || has(s.out, "Hint: G8 wins")));
    CHECK(has(s.journal(), "result=failed tries=1 hint=yes"));
}

TEST_CASE("Going on to the next puzzle untried keeps nothing; the answer shown is a failure", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"next", "q"});
    CHECK_FALSE(has(s.journal(), "three"));
    PuzzleSitting t;
    t.play(t.set_file(open_three), {"solve", "q"});
    CHECK(has(t.out, "The answer: K8 L8 G8."));
    CHECK(has(t.journal(), "result=failed"));
}

TEST_CASE("Under renju Black's forbidden point is refused with its reason and is no try", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(renju_three), {"j8", "g3", "c3", "h3", "", "q"});
    CHECK(has(s.out, "Not counted as a try."));
    CHECK(has(s.out, "Solved! Rating"));
    CHECK(has(s.journal(), "result=solved tries=1 hint=no"));
}

TEST_CASE("A puzzle file that cannot be read is refused with its line on the sets' page, and nothing is kept", "[app]") {
    PuzzleSitting s;
    std::string bad = open_three;
    bad.replace(bad.find("k8,l8,g8"), 8, "k8,l8,f8");
    s.play(s.set_file(bad), {"q"});
    CHECK(has(s.out, "line 2"));
    CHECK(s.exit == Puzzles::Exit::menu);
    CHECK_FALSE(test::exists(s.dir.path() + "/state/" + puzzle_results_file));
}

TEST_CASE("The puzzle screen speaks Chinese", "[app]") {
    PuzzleSitting s;
    s.play(s.set_file(open_three), {"e12", "k8", five_after_k8(), "", "q"}, Lang::zh);
    CHECK(has(s.out, "第 three 题：黑方先"));
    CHECK(has(s.out, "E12 不能取胜"));
    CHECK(has(s.out, "在帮助下解出"));
}

TEST_CASE("The sets' page counts the player's own missed wins and what was solved, by set and by kind", "[app]") {
    PuzzleSitting s;
    s.play(std::nullopt, {"2", "q"});
    CHECK(has(s.out, "Your missed wins (0)"));
    CHECK(has(s.out, "No missed wins yet"));
    CHECK(has(s.out, "Rating 1500: no puzzle tried yet"));

    auto read = puzzle::parse_puzzles("gomoku-puzzles 1\n" + open_three + " source=Ann – Bo · #7\n");
    REQUIRE(std::holds_alternative<puzzle::PuzzleSet>(read));
    REQUIRE(add_own_problem(s.dir.path() + "/state", std::get<puzzle::PuzzleSet>(read).problems.front()).id == "own-1");
    s.play(std::nullopt, {"2", "k8", five_after_k8(), "q"});
    CHECK(has(s.out, "Your missed wins (1)"));
    CHECK(has(s.out, "Puzzle own-1"));
    CHECK(has(s.out, "From Ann – Bo · #7."));
    CHECK(has(s.out, "Solved!"));
    s.play(std::nullopt, {"q"});
    CHECK(has(s.out, "Your missed wins (1) · solved 1 of 1"));
    CHECK(has(s.out, "VCF solved 1 of 1 · VCT solved 0 of 0"));
}
