#include "record_text.hpp"

#include <cstdint>

#include "gomoku/notation.hpp"

namespace gomoku::record_detail {

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::vector<TextLine> split_lines(std::string_view text) {
    std::vector<TextLine> lines;
    int number = 1;
    for (std::string_view line : split_text_lines(text)) lines.push_back({line, number++});
    return lines;
}

int first_binary_line(std::string_view s) {
    int line = 1;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b == 0) return line;
        // Lines are counted as split_text_lines cuts them: CR LF is one end.
        if (b == '\r' || (b == '\n' && (i == 0 || s[i - 1] != '\r'))) ++line;
        if (b < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        std::uint32_t cp = 0;
        if (b >= 0xC2 && b <= 0xDF) {
            len = 2;
            cp = b & 0x1Fu;
        } else if (b >= 0xE0 && b <= 0xEF) {
            len = 3;
            cp = b & 0x0Fu;
        } else if (b >= 0xF0 && b <= 0xF4) {
            len = 4;
            cp = b & 0x07u;
        } else {
            return line;
        }
        if (i + len > s.size()) return line;
        for (std::size_t k = 1; k < len; ++k) {
            const auto c = static_cast<unsigned char>(s[i + k]);
            if ((c & 0xC0u) != 0x80u) return line;
            cp = (cp << 6) | (c & 0x3Fu);
        }
        const bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
        if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return line;
        i += len;
    }
    return 0;
}

std::optional<int> small_number(std::string_view s) {
    if (s.empty() || s.size() > 6) return std::nullopt;
    int n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

std::optional<long> integer(std::string_view s) {
    s = gomoku::trim(s);
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    if (s.empty()) return std::nullopt;
    long n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        if (n < 1000000) n = n * 10 + (c - '0');
    }
    return negative ? -n : n;
}

bool valid_iso_date(std::string_view s) {
    auto digits = [&](std::size_t at, std::size_t n) {
        if (at + n > s.size()) return false;
        for (std::size_t i = at; i < at + n; ++i)
            if (s[i] < '0' || s[i] > '9') return false;
        return true;
    };
    if (!digits(0, 4) || s.size() < 10 || s[4] != '-' || !digits(5, 2) || s[7] != '-' || !digits(8, 2)) return false;
    const int month = (s[5] - '0') * 10 + (s[6] - '0');
    const int day = (s[8] - '0') * 10 + (s[9] - '0');
    if (month < 1 || month > 12 || day < 1 || day > 31) return false;
    if (s.size() == 10) return true;
    if (s[10] != 'T' && s[10] != ' ') return false;
    std::size_t i = 11;
    if (s.size() < i + 5 || !digits(i, 2) || s[i + 2] != ':' || !digits(i + 3, 2)) return false;
    i += 5;
    if (i < s.size() && s[i] == ':') {
        if (!digits(i + 1, 2)) return false;
        i += 3;
        if (i < s.size() && s[i] == '.') {
            ++i;
            if (!digits(i, 1)) return false;
            while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
        }
    }
    if (i == s.size()) return true;
    if (s[i] == 'Z') return i + 1 == s.size();
    if (s[i] == '+' || s[i] == '-') return s.size() == i + 6 && digits(i + 1, 2) && s[i + 3] == ':' && digits(i + 4, 2);
    return false;
}

bool writable_value(std::string_view s) {
    if (first_binary_line(s) != 0) return false;
    for (char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
    return gomoku::trim(s).size() == s.size();
}

bool valid_key(std::string_view k) {
    if (k.empty()) return false;
    for (char c : k)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
    return true;
}

RecordError error_at(RecordProblem p, int line, std::string_view detail) {
    return RecordError{p, line, std::string(detail), {}};
}

RecordProblem problem_of(Refusal r) {
    switch (r) {
        case Refusal::none: return RecordProblem::none;
        case Refusal::off_board: return RecordProblem::off_board;
        case Refusal::occupied: return RecordProblem::occupied;
        case Refusal::game_over: return RecordProblem::after_end;
        case Refusal::forbidden:
        case Refusal::decision_pending:
        case Refusal::not_now:
        case Refusal::out_of_time: return RecordProblem::illegal_move;
    }
    return RecordProblem::illegal_move;
}

std::optional<RecordError> Replay::move(Point p, int line, std::string_view text, std::int64_t ms) {
    if (++moves_ > game_.board().points()) return error_at(RecordProblem::too_many_moves, line, text);
    Event e{Event::Kind::move, game_.to_move(), p};
    e.ms = ms;
    return apply(e, line, text);
}

std::optional<RecordError> Replay::apply(const Event& e, int line, std::string_view text) {
    const Refusal r = apply_event(game_, e);
    if (r != Refusal::none) return error_at(problem_of(r), line, text);
    return std::nullopt;
}

LoadResult failure(RecordFormat f, RecordError e) {
    LoadResult r;
    r.format = f;
    r.error = std::move(e);
    return r;
}

LoadResult success(RecordFormat f, GameRecord record) {
    LoadResult r;
    r.format = f;
    r.record = std::move(record);
    return r;
}

GameRecord replayed(const Replay& replay) {
    GameRecord record;
    record.setup = replay.game().setup();
    record.events = replay.game().events();
    return record;
}

std::optional<Point> read_move(std::string_view text) {
    if (text.size() < 2 || !detail::is_letter(text[0]) || text[1] == '0') return std::nullopt;
    const auto row = small_number(text.substr(1));
    if (!row) return std::nullopt;
    return Point{detail::letter_index(text[0]), *row - 1};
}

std::optional<int> chosen_size(const LoadOptions& o, int fallback) {
    const int size = o.size.value_or(fallback);
    if (!Board::valid_size(size)) return std::nullopt;
    return size;
}

// ---- writing ----------------------------------------------------------------

std::optional<RecordError> check_events(const GameRecord& r, Game& game) {
    if (!Board::valid_size(r.setup.size))
        return error_at(RecordProblem::unsupported_size, 0, std::to_string(r.setup.size));
    game = Game(r.setup);
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const Event& e = r.events[i];
        const Refusal refusal = apply_event(game, e);
        if (refusal != Refusal::none) {
            const std::string what = e.kind == Event::Kind::move ? to_notation(e.point)
                                                                 : std::string(body_word_of(e).value_or("event"));
            return error_at(problem_of(refusal), 0, what);
        }
    }
    return std::nullopt;
}

std::optional<RecordError> moves_only(const GameRecord& r, std::vector<Point>& moves) {
    Game game;
    if (auto e = check_events(r, game)) return e;
    for (const Event& e : r.events) {
        if (e.kind == Event::Kind::move) moves.push_back(e.point);
        else if (e.kind != Event::Kind::resign && e.kind != Event::Kind::time_out)  // how it ended is not a move
            return error_at(RecordProblem::cannot_hold, 0, std::string(body_word_of(e).value_or("event")));
    }
    return std::nullopt;
}

WriteResult written(std::string text) { return WriteResult{std::move(text), {}}; }
WriteResult refused(RecordError e) { return WriteResult{{}, std::move(e)}; }

}  // namespace gomoku::record_detail
