#include "record.hpp"

#include "record_text.hpp"

namespace gomoku {

using namespace record_detail;

GameRecord record_of(const Game& game) {
    GameRecord r;
    r.setup = game.setup();
    r.events = game.events();
    return r;
}

std::optional<std::string_view> body_word_of(const Event& e) {
    for (const BodyWord& w : body_words)
        if (w.kind == e.kind && (e.kind != Event::Kind::choose || w.choice == e.choice)) return w.word;
    return std::nullopt;
}

// The one place that turns a recorded event back into a call on a Game door.
Refusal apply_event(Game& game, const Event& e) {
    // The doors other than play answer yes or no; a no before the end of the
    // game means the opening does not allow that event at this point.
    const auto door = [&game](bool done) {
        return done ? Refusal::none : game.over() ? Refusal::game_over : Refusal::not_now;
    };
    switch (e.kind) {
        case Event::Kind::move: return game.play(e.point, e.ms).refusal;
        case Event::Kind::resign: return door(game.resign(e.ms));
        case Event::Kind::pass: return door(game.pass(e.ms));
        case Event::Kind::choose: return door(game.choose(e.choice, e.ms));
        case Event::Kind::place_two: return door(game.place_two(e.ms));
        case Event::Kind::time_out: return door(game.time_out());
    }
    return Refusal::game_over;
}

Game GameRecord::replay() const {
    Game game(setup);
    for (const Event& e : events) apply_event(game, e);
    return game;
}

// "B+five", "W+resign", "draw", "*" (unfinished).
std::string result_text(const Outcome& o) {
    if (!o.over()) return "*";
    if (!o.winner) return "draw";
    std::string s = *o.winner == Stone::black ? "B+" : "W+";
    switch (o.reason) {
        case EndReason::five: return s + "five";
        case EndReason::resignation: return s + "resign";
        case EndReason::forbidden_move: return s + "forbidden";
        case EndReason::time: return s + "time";
        case EndReason::none:
        case EndReason::board_full:
        case EndReason::two_passes: break;
    }
    return s + "?";
}

bool is_text(std::string_view s) { return first_binary_line(s) == 0; }

namespace {

// A journal's torn tail (record.hpp): in our format from version 3 on, a
// last line with no line end is one a crash cut short. It is cut off
// `text`, before anything else is checked, since it may end in the middle
// of a character; the version line itself is never a tail.
std::optional<RecordWarning> cut_torn_tail(std::string_view& text) {
    if (ends_with_line_end(text)) return std::nullopt;
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    const std::size_t version_end = text.find_first_of("\r\n", start);
    if (version_end == std::string_view::npos) return std::nullopt;
    const auto digits = gomoku_version(text.substr(start, version_end - start));
    if (!digits || version_number(*digits) < 3) return std::nullopt;
    const std::size_t kept = text.find_last_of("\r\n") + 1;
    RecordWarning w{RecordWarningKind::torn_tail, 0, std::string(text.substr(kept))};
    text = text.substr(0, kept);
    w.line = static_cast<int>(split_text_lines(text).size()) + 1;
    return w;
}

}  // namespace

// Read a record from the bytes of a file.
LoadResult load_record(std::string_view text, const LoadOptions& options) {
    const RecordFormat asked = options.format.value_or(RecordFormat::gomoku);

    if (text.size() > max_record_bytes)
        return failure(asked, error_at(RecordProblem::too_large, 0, std::to_string(text.size())));
    if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // a byte-order mark some editors add
    std::optional<RecordWarning> torn;
    if (!options.format || *options.format == RecordFormat::gomoku) torn = cut_torn_tail(text);
    if (const int line = first_binary_line(text)) return failure(asked, error_at(RecordProblem::binary, line));

    const std::vector<TextLine> lines = split_lines(text);
    std::size_t first = 0;
    while (first < lines.size() && trim(lines[first].text).empty()) ++first;
    if (first == lines.size()) return failure(asked, error_at(RecordProblem::empty, 0));

    std::size_t non_blank = 0;
    for (const TextLine& l : lines)
        if (!trim(l.text).empty()) ++non_blank;

    RecordFormat format = asked;
    if (!options.format) {
        const std::string_view head = trim(lines[first].text);
        if (starts_with(head, "# gomoku") || starts_with(head, "#gomoku")) format = RecordFormat::gomoku;
        else if (starts_with(head, "Piskvorky")) format = RecordFormat::psq;
        else if (non_blank == 1) format = RecordFormat::move_string;
        else format = RecordFormat::bare_moves;
    }

    switch (format) {
        case RecordFormat::gomoku: {
            LoadResult r = load_gomoku(lines, first);
            if (r.ok() && torn) r.warnings.push_back(*torn);
            return r;
        }
        case RecordFormat::psq: return load_psq(lines, first, options);
        case RecordFormat::bsd: return load_bsd(lines, options);
        case RecordFormat::bare_moves: return load_bare_moves(lines, options);
        case RecordFormat::move_string:
            if (non_blank != 1) {
                // A move string is one line: the second non-blank line is the problem.
                std::size_t second = first + 1;
                while (trim(lines[second].text).empty()) ++second;
                return failure(format, error_at(RecordProblem::malformed_line, lines[second].number,
                                                trim(lines[second].text)));
            }
            return load_move_string(lines[first], options);
    }
    return failure(format, error_at(RecordProblem::malformed_line, lines[first].number, lines[first].text));
}

WriteResult write_as(RecordFormat f, const GameRecord& r) {
    switch (f) {
        case RecordFormat::gomoku: return write_record(r);
        case RecordFormat::bare_moves: return write_bare_moves(r);
        case RecordFormat::move_string: return write_move_string(r);
        case RecordFormat::psq: return write_psq(r);
        case RecordFormat::bsd: return write_bsd(r);
    }
    return write_record(r);
}

}  // namespace gomoku
