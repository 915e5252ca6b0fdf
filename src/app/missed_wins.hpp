#pragma once
// The forced wins a player missed in an analysed game join the player's own
// puzzle set (puzzle_files.hpp), each once the slow prover proves it again
// (missed_win.hpp): from the review's `a` and from --analyse alike.

#include <string>
#include <vector>

#include "analysis.hpp"
#include "files.hpp"
#include "gomoku/game.hpp"
#include "text.hpp"

namespace gomoku {

struct MissedWinsKept {
    int found = 0;        // missed wins the analysis proved
    int added = 0;        // joined the own set
    int known = 0;        // the set held the position already
    int unconfirmed = 0;  // not proved by the slow prover within its budget
    std::string error;    // why the own set was not written to, in words; empty: it was
};

// `players`: the game in words for the problems' source ("Ann – Bo ·
// 2026-12-04"); each problem adds its move number. Nothing is written
// without a state directory.
MissedWinsKept keep_missed_wins(const Game& game, const std::vector<review::MoveReview>& reviews,
                                const std::string& players, const std::string& state_directory, Lang lang,
                                const WriteFaults& faults = {});

// What happened, for the player: empty when the analysis found no missed win.
std::string missed_wins_text(const MissedWinsKept& kept, Lang lang);

// "Ann – Bo · 2026-12-04": a game's players and date, as a source says them.
std::string game_in_words(const std::string& black, const std::string& white, const std::string& date, Lang lang);

}  // namespace gomoku
