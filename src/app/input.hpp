#pragma once
// What a typed line means: a command from the one command table, or a point.

#include <optional>
#include <string>
#include <string_view>

#include "gomoku/notation.hpp"
#include "strings.hpp"

namespace gomoku {

enum class Command { undo, redo, resign, save, load, export_moves, help, menu, quit, pass, black, white, two, hint, solve, messages };

struct CommandName {
    Command command;
    std::string_view name;     // the full English word
    std::string_view alias;    // a short form, may be empty
    std::string_view chinese;  // the word a Chinese player would type
};

// The one command table, shared by every screen that takes commands.
inline constexpr CommandName command_table[] = {
    {Command::undo, "undo", "u", "悔棋"},
    {Command::redo, "redo", "r", "重下"},
    {Command::resign, "resign", "", "认输"},
    {Command::save, "save", "", "保存"},
    {Command::load, "load", "", "载入"},
    {Command::export_moves, "export", "", "导出"},
    {Command::help, "help", "?", "帮助"},
    {Command::menu, "menu", "", "菜单"},
    {Command::quit, "quit", "q", "退出"},
    {Command::pass, "pass", "", "弃权"},
    {Command::hint, "hint", "t", "提示"},
    {Command::solve, "solve", "", "求解"},
    {Command::messages, "messages", "", "消息"},
    // opening decisions (swap, swap2)
    {Command::black, "black", "b", "黑"},
    {Command::white, "white", "w", "白"},
    {Command::two, "two", "", "两子"},
};

// Case-insensitive; full-width letters count as their ASCII forms.
std::optional<Command> find_command(std::string_view word);

struct GameInput {
    enum class Kind { empty, command, point, bad_point, unknown_command };
    Kind kind = Kind::empty;
    Command command = Command::help;
    std::string argument;  // the rest of the line after a command word, as typed
    PointParse parse;      // for point and bad_point
    std::string typed;     // the trimmed line, for messages

    // A point or a command that came without typing: the cursor, a key.
    static GameInput at(Point p) {
        GameInput in;
        in.kind = Kind::point;
        in.parse.point = p;
        return in;
    }
    static GameInput run(Command c) {
        GameInput in;
        in.kind = Kind::command;
        in.command = c;
        return in;
    }
};

GameInput read_game_input(std::string_view line, int board_size);

// y, yes, 是, 好 (any case) — anything else is no.
bool is_yes(std::string_view answer);

}  // namespace gomoku
