#pragma once
// The tuning tools' files of games (engine/tune/selfplay.cpp writes them):
// a "# rule NAME, ..." heading sets the rule of the game lines after it.

#include <optional>
#include <string>

#include "gomoku/rules.hpp"

namespace gomoku::engine::tune {

// The rule a heading line names; none for any other line.
inline std::optional<Rule> rule_heading(const std::string& line) {
    if (line.rfind("# rule ", 0) != 0) return std::nullopt;
    const std::string name = line.substr(7, line.find_first_of(", ", 7) - 7);
    return rule_from_name(name).value_or(Rule::freestyle);
}

}  // namespace gomoku::engine::tune
