// Piskvork's .psq: "Piskvorky WxH, X:Y, N", then one "x,y,time" line a move.
#include "record_text.hpp"

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
    for (std::size_t i = first + 1; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const auto v = psq_triple(trim(l.text));
        if (!v) break;  // engine names, "-1", ...: the moves are over
        const XY xy{static_cast<int>((*v)[0]), static_cast<int>((*v)[1])};
        const bool inside = (*v)[0] >= 1 && (*v)[0] <= size && (*v)[1] >= 1 && (*v)[1] <= size;
        const Point p = inside ? from_piskvork(xy, size) : Point{-1, -1};
        if (auto e = replay.move(p, l.number, trim(l.text))) return failure(F, *e);
    }
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return success(F, std::move(record));
}

}  // namespace record_detail

// Piskvork: "Piskvorky NxN, 11:11, 0", then "x,y,0" per move, then "-1".
WriteResult write_psq(const GameRecord& r) {
    std::vector<Point> moves;
    if (auto e = moves_only(r, moves)) return refused(*e);
    const int n = r.setup.size;
    std::string out = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", 11:11, 0\n";
    for (Point p : moves) {
        const XY xy = to_piskvork(p, n);
        out += std::to_string(xy.x) + "," + std::to_string(xy.y) + ",0\n";
    }
    out += "-1\n";
    return written(std::move(out));
}

}  // namespace gomoku
