#include "input.hpp"

#include <cctype>

namespace gomoku {

namespace {

std::string_view ascii_trim(std::string_view s) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace

std::string trim(std::string_view s) {
    const std::string folded = detail::fold_full_width(s);
    std::size_t b = 0, e = folded.size();
    while (b < e && detail::is_space(folded[b])) ++b;
    while (e > b && detail::is_space(folded[e - 1])) --e;
    return folded.substr(b, e - b);
}

std::string trim_spaces(std::string_view s) {
    std::size_t b = 0, e = s.size();
    while (b < e && detail::is_space(s[b])) ++b;
    while (e > b && detail::is_space(s[e - 1])) --e;
    return std::string(s.substr(b, e - b));
}

std::string lower_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<Command> find_command(std::string_view word) {
    const std::string w = lower_ascii(trim(word));
    if (w.empty()) return std::nullopt;
    for (const CommandName& c : command_table)
        if (w == c.name || (!c.alias.empty() && w == c.alias) || w == c.chinese) return c.command;
    return std::nullopt;
}

GameInput read_game_input(std::string_view line, int board_size) {
    GameInput in;
    in.typed = trim(line);
    if (in.typed.empty()) return in;

    // "u 8" is the point U8 on a large board, not "undo" with an argument:
    // a line that is a whole point on this board is a point.
    in.parse = parse_point(in.typed, board_size);
    if (in.parse.point) {
        in.kind = GameInput::Kind::point;
        return in;
    }

    const std::size_t space = in.typed.find(' ');
    const std::string first_word = in.typed.substr(0, space);
    if (auto command = find_command(first_word)) {
        in.kind = GameInput::Kind::command;
        in.command = *command;
        // The argument may be a file name: keep its bytes as typed, only
        // trimming ASCII blanks, so full-width characters are not folded.
        const std::string_view raw = ascii_trim(line);
        const std::size_t raw_space = raw.find_first_of(" \t");
        if (space != std::string::npos && raw_space != std::string_view::npos)
            in.argument = std::string(ascii_trim(raw.substr(raw_space + 1)));
        return in;
    }

    const bool looks_numeric = detail::is_digit(in.typed[0]) || in.typed[0] == '-' || in.typed[0] == '+';
    if (in.parse.error == PointError::not_a_point && !looks_numeric) {
        // A word that is neither a point nor a command reads as a mistyped command.
        in.kind = GameInput::Kind::unknown_command;
    } else {
        in.kind = GameInput::Kind::bad_point;
    }
    return in;
}

bool is_yes(std::string_view answer) {
    const std::string a = lower_ascii(trim(answer));
    return a == "y" || a == "yes" || a == "是" || a == "好" || a == "是的";
}

}  // namespace gomoku
