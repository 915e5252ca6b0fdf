// The review of a finished game, played through the app in-process: the
// engine's reading of every move, its marks, the better move shown on the
// board, and a search for a forced win in the position shown.
#include <cstdlib>
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "record.hpp"
#include "support/app_play.hpp"
#include "support/run_binary.hpp"
#include "support/text_search.hpp"
#include "support/whole_file.hpp"

using namespace gomoku;

namespace {

using test::AppRun;
using test::black_wins;
using test::concat;
using test::count;
using test::has;
using test::plain_config;
using test::play;

// The review's tally, "Analysed · Ana ?! n ? n ?? n · Bo ?! n ? n ?? n", counts
// these blunders for each player. The lesser marks a short reading gives the
// quiet moves before a blunder come and go with the evaluation's weights;
// a blunder that hands over a forced five does not.
bool tally_has_blunders(const std::string& out, int ana, int bo) {
    const auto blunders = [](const std::string& part) {
        const std::size_t at = part.rfind("?? ");
        return at == std::string::npos ? -1 : std::atoi(part.c_str() + at + 3);
    };
    for (std::size_t at = out.find("Analysed · Ana ?! "); at != std::string::npos; at = out.find("Analysed · Ana ?! ", at + 1)) {
        const std::string line = out.substr(at, out.find('\n', at) - at);
        const std::size_t split = line.find(" · Bo ?! ");
        if (split != std::string::npos && blunders(line.substr(0, split)) == ana && blunders(line.substr(split)) == bo) return true;
    }
    return false;
}

// The move list's row `row` ("3  H10?!   J10??"): black's move with any
// mark, then white's as given.
bool move_row(const std::string& out, const std::string& row, const std::string& white) {
    for (std::size_t at = out.find(row); at != std::string::npos; at = out.find(row, at + 1)) {
        std::size_t next = at + row.size();
        while (next < out.size() && (out[next] == '?' || out[next] == '!' || out[next] == ' ')) ++next;
        if (out.compare(next, white.size(), white) == 0) return true;
    }
    return false;
}

// What a frame's board shows at a row (its label) and column (0 for A):
// each cell is two characters wide from the label on, whatever marks the
// last move.
char cell(const std::string& frame, int row, int col) {
    const std::string label = (row < 10 ? " " : "") + std::to_string(row) + " ";
    for (std::size_t at = frame.find(label); at != std::string::npos; at = frame.find(label, at + 1)) {
        const std::size_t first = at + label.size() + 2 * static_cast<std::size_t>(col);
        const std::size_t line_start = frame.rfind('\n', at) + 1;
        const bool starts_line = frame.find_first_not_of(' ', line_start) == at + (row < 10 ? 1 : 0);
        if (starts_line && first < frame.size()) return frame[first];
    }
    return '?';
}

}  // namespace

TEST_CASE("review: a has the engine read the game, and each move then shows its mark and the better move", "[app]") {
    AppConfig c = plain_config();
    c.nodes = 3000;  // the same reading on every run
    test::TempDir dir;
    const std::string file = dir.path() + "/marked.txt";
    const AppRun p = play(concat(concat({"1", "Ana", "Bo"}, black_wins), {"4", "b", "a", "p", "n", "p", "p", "p", "b", "a", "q", "save " + file, "3"}), c);
    CHECK(has(p.out, "This move has not been analysed yet: a analyses the game."));
    CHECK(tally_has_blunders(p.out, 0, 1));
    // At the last move, then stepping back: each move's chances for its player, and its mark.
    CHECK(has(p.out, "9. H12: 100% -> 100% for its player."));
    CHECK(has(p.out, "8. J11: 0% -> 0% for its player."));
    // White let black's open three become an open four: a blunder, with the block it should have played.
    CHECK(has(p.out, "6. J10??: "));
    CHECK((has(p.out, " better H7: ") || has(p.out, " better H11: ")));
    // The move list marks it too, and black's chances show as a graph under the names.
    CHECK(move_row(p.out, "3  H10", "J10??"));
    CHECK(has(p.out, "X _") + has(p.out, "X .") + has(p.out, "X -") + has(p.out, "X =") + has(p.out, "X #") > 0);
    // b shows the position before it, with the engine's move and line as numbered stones.
    const std::size_t shown = p.out.find("Instead of J10, numbered on the board: ");
    REQUIRE(shown != std::string::npos);
    const std::string frame = p.out.substr(p.out.rfind("gomoku", shown), shown - p.out.rfind("gomoku", shown));
    INFO(frame);
    CHECK(has(frame, "Review · move 5 of 9"));
    // The block, H7 or H11, is the line's first stone (its later ones may share the row).
    CHECK((cell(frame, 7, 7) == '1' || cell(frame, 11, 7) == '1'));
    CHECK(has(frame, " 2 "));
    // Asked again, it has read it all already.
    CHECK(count(p.out, "Analysed · Ana ") == 2);
    // Saved from the result screen, the record keeps the marks as notes, and reads back as the same game.
    const std::string saved = test::slurp(file);
    CHECK(has(saved, "J10 {mark=??}"));
    LoadOptions options;
    const LoadResult loaded = load_record(saved, options);
    REQUIRE(loaded.record);
    CHECK(loaded.record->events.size() == 9);
    CHECK(loaded.record->notes.at(5).at("mark") == "??");
}

TEST_CASE("review: solve looks for a forced win in the position shown and numbers its line on the board", "[app]") {
    AppConfig c = plain_config();
    c.nodes = 20000;
    const AppRun p = play(concat(concat({"1", "Ana", "Bo"}, black_wins), {"4", "5", "solve", "6", "solve", "q", "3"}), c);
    // After black's open three, white to move has none; after white failed to block it, black has one.
    CHECK(has(p.out, "No forced win found for Bo (looked "));
    const std::size_t found = p.out.find("Ana wins by force: ");
    REQUIRE(found != std::string::npos);
    const std::string frame = p.out.substr(p.out.rfind("gomoku", found), found - p.out.rfind("gomoku", found));
    CHECK(has(frame, "Review · move 6 of 9"));
    CHECK(has(frame, " 1 "));
    CHECK(has(frame, " 3 "));
}

TEST_CASE("a on the result screen reviews the game with the engine reading it at once", "[app]") {
    AppConfig c = plain_config();
    c.nodes = 3000;
    const AppRun p = play(concat(concat({"1", "Ana", "Bo"}, black_wins), {"a", "p", "q", "3"}), c);
    CHECK(tally_has_blunders(p.out, 0, 1));
    CHECK(has(p.out, "8. J11: "));
}
