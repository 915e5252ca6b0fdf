// bsdgames gomoku save files: read only when asked for, never guessed.
#include "record_text.hpp"

#include "gomoku/notation.hpp"

namespace gomoku {

using namespace record_detail;

// What bsdgames gomoku writes when asked to `save` (main.c, stoc.c, gomoku.h):
// one move per line ("%c%d\n"), black first, nothing else — no header and no
// resignation (a resignation is never logged as a move). The board is always
// 19×19; the column letters are A–T without I; rows are 1–19 counted from the
// bottom (row 19 is drawn at the top). Five or more in a row wins. Its own
// reader also takes "resign" and "quit" as the side to move giving up, and
// letters in either case. It calls the game a tie after 360 moves, one point
// short of a full board; we do not, so such a file loads as unfinished.

namespace record_detail {

std::string bsd_notation(Point p) {
    return std::string(1, bsd_letters[static_cast<std::size_t>(p.col)]) + std::to_string(p.row + 1);
}

LoadResult load_bsd(const std::vector<TextLine>& lines, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::bsd;
    Replay replay(GameSetup{bsd_size, o.rule.value_or(Rule::freestyle)});
    for (const TextLine& l : lines) {
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        std::optional<RecordError> e;
        if (t == "resign" || t == "quit") {
            e = replay.apply(Event{Event::Kind::resign, replay.game().to_move(), {}}, l.number, t);
        } else {
            const auto row = t.size() >= 2 && t[1] != '0' ? small_number(t.substr(1)) : std::nullopt;
            if (!detail::is_letter(t[0]) || !row) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
            const char letter = static_cast<char>(t[0] >= 'a' ? t[0] - 'a' + 'A' : t[0]);
            const std::size_t col = bsd_letters.find(letter);
            const Point p = col == std::string_view::npos ? Point{-1, -1} : Point{static_cast<int>(col), *row - 1};
            e = replay.move(p, l.number, t);
        }
        if (e) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

}  // namespace record_detail

// What bsdgames gomoku would have saved: 19×19 games only.
WriteResult write_bsd(const GameRecord& r) {
    if (r.setup.size != bsd_size)
        return refused(error_at(RecordProblem::unsupported_size, 0, std::to_string(r.setup.size)));
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::string out;
    for (Point p : moves) out += bsd_notation(p) + "\n";
    return written(std::move(out));
}

}  // namespace gomoku
