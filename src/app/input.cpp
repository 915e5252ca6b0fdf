#include "input.hpp"


namespace gomoku {

std::optional<Command> find_command(std::string_view word) {
    const std::string w = typed_word(word);
    if (w.empty()) return std::nullopt;
    for (const CommandName& c : command_table)
        if (w == c.name || (!c.alias.empty() && w == c.alias) || w == c.chinese) return c.command;
    return std::nullopt;
}

GameInput read_game_input(std::string_view line, int board_size) {
    GameInput in;
    in.typed = std::string(trim(fold_full_width(line)));
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
        const std::string_view raw = trim(line);
        const std::size_t raw_space = raw.find_first_of(" \t");
        if (space != std::string::npos && raw_space != std::string_view::npos)
            in.argument = std::string(trim(raw.substr(raw_space + 1)));
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
    const std::string a = typed_word(answer);
    return a == "y" || a == "yes" || a == "是" || a == "好" || a == "是的";
}

}  // namespace gomoku
