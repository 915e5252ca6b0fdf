// Piskvork's .psq: "Piskvorky WxH, X:Y, N", then one "x,y,time" line a move,
// then its trailer. What Piskvork writes after the moves: in tournament
// games the two engines' file names, a line each ("pbrain-x.exe", or
// "homo-1" for a person), and then always the game's end code, a lone
// integer ("-1" when nothing went wrong). The moves may end only there, or
// at the end of the file; any other line is refused with its number, so
// that no move after it is ever dropped without a word. After the end code
// the file is Piskvork's own business and is not read.
#include "record_text.hpp"

#include <algorithm>

#include "gomoku/notation.hpp"

namespace gomoku {

using namespace record_detail;

namespace {

// "x,y,time" with three integers, or nothing.
std::optional<std::array<long, 3>> psq_triple(std::string_view t) {
    std::array<long, 3> v{};
    for (int k = 0; k < 3; ++k) {
        const std::size_t comma = t.find(',');
        if ((k < 2) != (comma != std::string_view::npos)) return std::nullopt;
        const auto n = integer(k < 2 ? t.substr(0, comma) : t);
        if (!n) return std::nullopt;
        v[static_cast<std::size_t>(k)] = *n;
        if (k < 2) t.remove_prefix(comma + 1);
    }
    return v;
}

enum class PsqLine {
    move,       // x,y,time
    end_code,   // a lone integer: the trailer's last line
    name,       // an engine's file name: has something a number never has
    malformed,  // only digits, signs, commas and blanks, yet no move: a broken one
};

PsqLine kind_of(std::string_view t) {
    if (psq_triple(t)) return PsqLine::move;
    if (integer(t)) return PsqLine::end_code;
    for (char c : t)
        if (!((c >= '0' && c <= '9') || c == ',' || c == '-' || c == '+' || is_blank(c))) return PsqLine::name;
    return PsqLine::malformed;
}

}  // namespace

namespace record_detail {

LoadResult load_psq(const std::vector<TextLine>& lines, std::size_t first, const LoadOptions& o) {
    constexpr RecordFormat F = RecordFormat::psq;
    // "Piskvorky WxH, X:Y, N"
    const TextLine& h = lines[first];
    std::string_view t = trim(h.text);
    if (!starts_with(t, "Piskvorky")) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    t = trim(t.substr(9));
    const std::size_t comma = t.find(',');
    const std::string_view dims = trim(t.substr(0, comma));
    const std::size_t x = dims.find_first_of("xX");
    if (x == std::string_view::npos) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    const auto w = small_number(trim(dims.substr(0, x)));
    const auto hh = small_number(trim(dims.substr(x + 1)));
    if (!w || !hh) return failure(F, error_at(RecordProblem::malformed_line, h.number, h.text));
    if (*w != *hh || !Board::valid_size(*w))
        return failure(F, error_at(RecordProblem::unsupported_size, h.number, dims));

    const int size = *w;
    Replay replay(GameSetup{size, o.rule.value_or(Rule::freestyle)});
    int names = 0;  // engine name lines read: the moves are over after the first
    for (std::size_t i = first + 1; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        const PsqLine kind = kind_of(t);
        if (kind == PsqLine::end_code) break;
        const bool in_place = kind == PsqLine::move ? names == 0 : kind == PsqLine::name && names < 2;
        if (!in_place) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
        if (kind == PsqLine::name) {
            ++names;
            continue;
        }
        const auto v = psq_triple(t);
        const XY xy{static_cast<int>((*v)[0]), static_cast<int>((*v)[1])};
        const bool inside = (*v)[0] >= 1 && (*v)[0] <= size && (*v)[1] >= 1 && (*v)[1] <= size;
        const Point p = inside ? from_piskvork(xy, size) : Point{-1, -1};
        if (auto e = replay.move(p, l.number, t)) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

}  // namespace record_detail

// Piskvork: "Piskvorky NxN, 11:11, 0", then "x,y,ms" per move (the
// milliseconds it took, on a clock; else 0), then "-1".
WriteResult write_psq(const GameRecord& r) {
    // Piskvork's file has no field for the rule, and a caro game read back
    // as any other rule could end at a five caro plays on past.
    if (closed_five_blocked(r.setup.rule)) return refused(error_at(RecordProblem::cannot_hold, 0, "rule: " + std::string(rule_name(r.setup.rule))));
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    std::vector<std::int64_t> times;
    for (const Event& e : r.events)
        if (e.kind == Event::Kind::move) times.push_back(std::max<std::int64_t>(e.ms, 0));
    const int n = r.setup.size;
    std::string out = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", 11:11, 0\n";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const XY xy = to_piskvork(moves[i], n);
        out += std::to_string(xy.x) + "," + std::to_string(xy.y) + "," + std::to_string(times[i]) + "\n";
    }
    out += "-1\n";
    return written(std::move(out));
}

}  // namespace gomoku
