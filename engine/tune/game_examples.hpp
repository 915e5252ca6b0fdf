#pragma once
// The tuning tools' examples: every position of a file of games where the
// evaluation could be asked, with its features and the game's result
// (engine/tune/fit.cpp and net.cpp read them).

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "features.hpp"
#include "games.hpp"
#include "position.hpp"
#include "gomoku/rules.hpp"

namespace gomoku::engine::tune {

// The games of one file (a line each: the result for black, then the
// moves; "# rule NAME" sets the rule of the lines after it), appended to
// `data`; `games` counts across files, so every fifth is held out. With
// a file of search scores for them (`labels`, tune_label's lines, one a
// game), only the positions it scored are kept, each with its score.
inline bool read_games(const char* path, const char* labels, std::vector<Example>& data, int& games) {
    std::ifstream in(path);
    std::ifstream scores;
    if (labels) scores.open(labels);
    if (!in || (labels && !scores)) return false;
    std::string score_line;
    if (labels) std::getline(scores, score_line);  // its heading
    Rule rule = Rule::freestyle;
    for (std::string line; std::getline(in, line);) {
        if (const auto named = rule_heading(line)) rule = *named;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        double black_result = 0;
        words >> black_result;
        if (labels && !std::getline(scores, score_line)) return false;  // fewer lines than games
        std::istringstream score_words(score_line);
        Position p(15, rule);
        Stone s = Stone::black;
        const bool held_out = games % 5 == 4;
        ++games;
        for (std::string move; words >> move;) {
            int col = 0, row = 0;
            if (std::sscanf(move.c_str(), "%d,%d", &col, &row) != 2) break;
            p.play(p.index({col, row}), s);
            s = opponent(s);
            Example e;
            if (labels) {
                std::string score;
                if (!(score_words >> score)) return false;  // fewer scores than moves
                if (score == "-") continue;
                char* end = nullptr;
                e.searched = true;
                e.score = static_cast<int>(std::strtol(score.c_str(), &end, 10));
                if (*end != '\0') return false;  // not a score
            }
            if (!example(p, s, e)) continue;
            e.y = e.result = s == Stone::black ? black_result : 1 - black_result;
            e.held_out = held_out;
            data.push_back(e);
        }
    }
    return true;
}

// One of a tool's file arguments, games.txt or games.txt=scores.lab, read
// as read_games reads it; what cannot be read is said on standard error,
// under the tool's name.
inline bool read_games_argument(const std::string& arg, const char* tool, std::vector<Example>& data, int& games) {
    const std::size_t eq = arg.find('=');
    const std::string path = arg.substr(0, eq);
    const std::string labels = eq == std::string::npos ? "" : arg.substr(eq + 1);
    if (read_games(path.c_str(), labels.empty() ? nullptr : labels.c_str(), data, games)) return true;
    std::fprintf(stderr, "%s: cannot read %s%s\n", tool, arg.c_str(),
                 labels.empty() ? "" : " (a file missing, or scores that do not match the games line for line)");
    return false;
}

}  // namespace gomoku::engine::tune
