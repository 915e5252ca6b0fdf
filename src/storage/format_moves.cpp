// Moves alone: one to a line, or all on one line as a move string ("h8i9j10").
#include "record_text.hpp"

#include "gomoku/notation.hpp"

namespace gomoku {

using namespace record_detail;

namespace {

GameSetup headerless_setup(const LoadOptions& o, int size) {
    return GameSetup{size, o.rule.value_or(Rule::freestyle)};
}

}  // namespace

namespace record_detail {

LoadResult load_bare_moves(const std::vector<TextLine>& lines, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::bare_moves;
    const auto size = chosen_size(o, Board::default_size);
    if (!size) return failure(F, error_at(RecordProblem::unsupported_size, 0, std::to_string(*o.size)));
    Replay replay(headerless_setup(o, *size));
    for (const TextLine& l : lines) {
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        const auto p = read_move(t);
        if (!p) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
        if (auto e = replay.move(*p, l.number, t)) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

LoadResult load_move_string(const TextLine& l, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::move_string;
    const auto size = chosen_size(o, Board::default_size);
    if (!size) return failure(F, error_at(RecordProblem::unsupported_size, 0, std::to_string(*o.size)));
    Replay replay(headerless_setup(o, *size));
    const std::string_view s = l.text;
    std::size_t i = 0;
    while (true) {
        while (i < s.size() && (is_blank(s[i]) || s[i] == ',' || s[i] == '\r')) ++i;
        if (i >= s.size()) break;
        const std::size_t start = i;
        if (detail::is_letter(s[i])) ++i;
        while (i < s.size() && detail::is_digit(s[i])) ++i;
        const std::string_view token = s.substr(start, i - start);
        const auto p = read_move(token);
        if (!p) {
            std::size_t end = i;
            while (end < s.size() && !is_blank(s[end])) ++end;
            return failure(F, error_at(RecordProblem::malformed_line, l.number, s.substr(start, std::max(end, start + 1) - start)));
        }
        if (auto e = replay.move(*p, l.number, token)) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

}  // namespace record_detail

// "h8i9j10": lower case, no spaces, no line ending.
WriteResult write_move_string(const GameRecord& r) {
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += lower_ascii(to_notation(p));
    return written(std::move(out));
}

// "H8\nI9\n...": one move per line.
WriteResult write_bare_moves(const GameRecord& r) {
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += to_notation(p) + "\n";
    return written(std::move(out));
}

}  // namespace gomoku
