// Fuzz target: what a player types during a game — a point in any of the
// typed notations, or a word from the command table — on several board sizes.
//
// Invariants: a parsed point is on the board and reads back from its standard
// notation; a failure names no point; a line is a point exactly when
// parse_point says so; a command word is one the table knows.

#include <string>

#include "fuzz_check.hpp"
#include "gomoku/board.hpp"
#include "gomoku/notation.hpp"
#include "input.hpp"

using namespace gomoku;

namespace {

bool on_board(Point p, int size) { return p.col >= 0 && p.row >= 0 && p.col < size && p.row < size; }

void check_point(std::string_view typed, int size) {
    const PointParse parse = parse_point(typed, size);
    FUZZ_CHECK(parse.point.has_value() == (parse.error == PointError::none));
    if (!parse.point) return;
    FUZZ_CHECK(on_board(*parse.point, size));
    const std::string written = to_notation(*parse.point);
    FUZZ_CHECK(parse_point(written, size).point == parse.point);
    FUZZ_CHECK(parse_notation(written, size) == parse.point);
}

void check_notation(std::string_view text, int size) {
    const auto p = parse_notation(text, size);
    if (!p) return;
    FUZZ_CHECK(on_board(*p, size));
    // What records accept, typed input accepts too, as the same point.
    FUZZ_CHECK(parse_point(text, size).point == p);
}

void check_line(std::string_view line, int size) {
    const GameInput in = read_game_input(line, size);
    FUZZ_CHECK((in.kind == GameInput::Kind::empty) == in.typed.empty());
    if (in.kind == GameInput::Kind::empty) return;
    if (in.kind == GameInput::Kind::point) {
        FUZZ_CHECK(in.parse.point && on_board(*in.parse.point, size));
        FUZZ_CHECK(parse_point(line, size).point == in.parse.point);
    } else {
        FUZZ_CHECK(!in.parse.point);
    }
    if (in.kind == GameInput::Kind::command) {
        const std::string first = in.typed.substr(0, in.typed.find(' '));
        FUZZ_CHECK(find_command(first) == in.command);
        FUZZ_CHECK(in.argument.size() < line.size());
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::bytes_of(data, size);
    for (int board : {Board::min_size, 9, Board::default_size, 19, Board::max_size}) {
        check_point(text, board);
        check_notation(text, board);
        check_line(text, board);
    }
    (void)find_command(text);
    (void)is_yes(text);
    return 0;
}
