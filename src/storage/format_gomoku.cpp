// Our own format: the header, then one event a line (record.hpp has the grammar).
#include "record_text.hpp"

#include <limits>

#include "gomoku/notation.hpp"
#include "width.hpp"

namespace gomoku {

using namespace record_detail;

namespace {

// A turn's time as a note writes it: seconds, to the millisecond, with no
// trailing zeros ("12.3", "0.045", "7").
std::string seconds_text(std::int64_t ms) {
    std::string out = std::to_string(ms / 1000);
    const std::int64_t fraction = ms % 1000;
    if (fraction == 0) return out;
    std::string digits = std::to_string(1000 + fraction).substr(1);
    while (digits.back() == '0') digits.pop_back();
    return out + "." + digits;
}

// "12.3" → 12300; nothing for anything else (at most three decimals, at most a day).
std::optional<std::int64_t> seconds_value(std::string_view v) {
    const std::size_t dot = v.find('.');
    const auto whole = small_number(v.substr(0, dot));
    if (!whole || *whole > max_clock_ms / 1000) return std::nullopt;
    std::int64_t ms = static_cast<std::int64_t>(*whole) * 1000;
    if (dot == std::string_view::npos) return ms;
    const std::string_view fraction = v.substr(dot + 1);
    if (fraction.empty() || fraction.size() > 3) return std::nullopt;
    const auto part = small_number(fraction);
    if (!part) return std::nullopt;
    std::int64_t scaled = *part;
    for (std::size_t i = fraction.size(); i < 3; ++i) scaled *= 10;
    return ms + scaled;
}

// A result this version knows, read into `claim`; false for any other word.
// A loss on time came with clocks, in version 3.
bool known_result(std::string_view v, Outcome& claim, bool v3 = true) {
    const std::string s = lower_ascii(v);
    claim = Outcome{};
    if (s == "*") return true;
    if (s == "draw") {
        claim.reason = EndReason::board_full;
        return true;
    }
    if (s.size() > 2 && (s[0] == 'b' || s[0] == 'w') && s[1] == '+') {
        claim.winner = s[0] == 'b' ? Stone::black : Stone::white;
        const std::string how = s.substr(2);
        if (how == "five") claim.reason = EndReason::five;
        else if (how == "resign") claim.reason = EndReason::resignation;
        else if (how == "forbidden") claim.reason = EndReason::forbidden_move;
        else if (how == "time" && v3) claim.reason = EndReason::time;
        return claim.reason != EndReason::none;
    }
    return false;
}

// "{t=12.3 mark=??}" (braces included) into `notes`; false when it is not that.
bool read_notes(std::string_view text, EventNotes& notes) {
    if (text.size() < 2 || text.front() != '{' || text.back() != '}') return false;
    std::string_view inner = text.substr(1, text.size() - 2);
    while (true) {
        while (!inner.empty() && is_blank(inner.front())) inner.remove_prefix(1);
        if (inner.empty()) return true;
        std::size_t end = 0;
        while (end < inner.size() && !is_blank(inner[end])) ++end;
        const std::string_view pair = inner.substr(0, end);
        inner.remove_prefix(end);
        const std::size_t eq = pair.find('=');
        if (eq == std::string_view::npos) return false;
        const std::string_view key = pair.substr(0, eq);
        const std::string_view value = pair.substr(eq + 1);
        if (!valid_note_key(key) || !valid_note_value(value)) return false;
        if (!notes.emplace(std::string(key), std::string(value)).second) return false;  // a key twice
    }
}

// The line of event `i` (a move, or a kind with a body word), with its
// notes, without a line end; nothing when its notes cannot be written.
std::optional<std::string> event_line(const GameRecord& r, std::size_t i) {
    const Event& e = r.events[i];
    std::string line = e.kind == Event::Kind::move ? to_notation(e.point) : std::string(body_word_of(e).value_or(""));
    const auto found = r.notes.find(i);
    EventNotes notes = found == r.notes.end() ? EventNotes{} : found->second;
    // On the clock, a turn's time is the event's own, written as the note t.
    if (r.setup.clock.timed() && e.ms >= 0 && e.kind != Event::Kind::time_out) notes["t"] = seconds_text(e.ms);
    if (notes.empty()) return line;
    line += " {";
    bool first = true;
    for (const auto& [key, value] : notes) {
        if (!valid_note_key(key) || !valid_note_value(value)) return std::nullopt;
        line += (first ? "" : " ") + key + "=" + value;
        first = false;
    }
    return line + "}";
}

}  // namespace

bool valid_note_key(std::string_view key) { return valid_key(key); }

bool valid_note_value(std::string_view value) {
    if (value.empty()) return false;
    for (char c : value)
        if (c < 0x21 || c > 0x7E || c == '{' || c == '}') return false;
    return true;
}

namespace record_detail {

std::optional<std::string_view> gomoku_version(std::string_view line) {
    std::string_view rest = trim(line);
    if (!rest.empty() && rest.front() == '#') rest = trim(rest.substr(1));
    if (!starts_with(rest, "gomoku")) return std::nullopt;
    rest = trim(rest.substr(6));
    if (rest.empty()) return std::nullopt;
    for (char c : rest)
        if (c < '0' || c > '9') return std::nullopt;
    return rest;
}

int version_number(std::string_view digits) {
    // Any number of digits: one too long for a small number is a version
    // from far in the future, not a broken line.
    return digits.size() > 6 ? std::numeric_limits<int>::max() : *small_number(digits);
}

LoadResult load_gomoku(const std::vector<TextLine>& lines, std::size_t first) {
    constexpr RecordFormat F = RecordFormat::gomoku;
    // "# gomoku N"
    const TextLine& head = lines[first];
    const auto digits = gomoku_version(head.text);
    const int version = digits ? version_number(*digits) : 0;
    if (version < 1) return failure(F, error_at(RecordProblem::malformed_line, head.number, head.text));
    if (version > record_version) return failure(F, error_at(RecordProblem::newer_version, head.number, *digits));
    const bool v3 = version >= 3;

    GameRecord record;
    std::vector<RecordWarning> warnings;
    std::map<std::string, int> seen;  // key -> line
    std::optional<Outcome> claim;
    int claim_line = 0;
    std::string claim_text;

    std::size_t i = first + 1;
    for (; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        if (t.front() != '#') break;
        std::string_view body = trim(t.substr(1));
        const std::size_t colon = body.find(':');
        if (colon == std::string_view::npos) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        const std::string key = lower_ascii(trim(body.substr(0, colon)));
        const std::string_view value = trim(body.substr(colon + 1));
        if (!valid_key(key)) return failure(F, error_at(RecordProblem::malformed_line, l.number, l.text));
        if (!seen.emplace(key, l.number).second)
            return failure(F, error_at(RecordProblem::duplicate_header, l.number, key));
        const std::string shown = key + ": " + std::string(value);

        if (key == "size") {
            const auto n = small_number(value);
            if (!n) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            if (!Board::valid_size(*n)) return failure(F, error_at(RecordProblem::unsupported_size, l.number, value));
            record.setup.size = *n;
        } else if (key == "rule") {
            const auto r = rule_from_name(lower_ascii(value));
            if (!r) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.rule = *r;
        } else if (key == "strict") {
            const std::string v = lower_ascii(value);
            if (v != "yes" && v != "no") return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.strict = v == "yes";
        } else if (key == "opening") {
            const auto o = opening_from_name(lower_ascii(value));
            if (!o) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.opening = *o;
        } else if (key == "black" || key == "white") {
            if (!name_within_limits(value)) return failure(F, error_at(RecordProblem::name_too_long, l.number, key));
            (key == "black" ? record.black : record.white) = std::string(value);
        } else if (key == "clock" && v3) {
            const ClockParse clock = parse_time_control(lower_ascii(value));
            if (!clock.control) return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.setup.clock = *clock.control;
        } else if (key == "date") {
            if (!value.empty() && !valid_iso_date(value))
                return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.date = std::string(value);
        } else if (key == "result") {
            Outcome o;
            if (known_result(value, o, v3)) {
                claim = o;
                claim_line = l.number;
                claim_text = std::string(value);
            } else if (v3 && !value.empty() && writable_value(value)) {
                record.result = std::string(value);  // a later version's result: kept, shown as written
            } else {
                return failure(F, error_at(RecordProblem::unknown_value, l.number, "result: " + std::string(value)));
            }
        } else if (starts_with(key, "x-") && key.size() > 2) {
            record.extra[key.substr(2)] = std::string(value);
        } else {
            warnings.push_back(RecordWarning{RecordWarningKind::unknown_header, l.number, key});
        }
    }

    Replay replay(record.setup);
    for (; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        std::string_view t = trim(l.text);
        if (t.empty()) continue;
        EventNotes notes;
        if (const std::size_t brace = t.find('{'); v3 && brace != std::string_view::npos) {
            if (!read_notes(t.substr(brace), notes))
                return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
            t = trim(t.substr(0, brace));
        }
        // The turn's time, in a game with a clock, is the event's, not a note.
        std::int64_t ms = -1;
        if (const auto time = notes.find("t"); time != notes.end() && record.setup.clock.timed()) {
            const auto read = seconds_value(time->second);
            if (!read) return failure(F, error_at(RecordProblem::malformed_line, l.number, t));
            ms = *read;
            notes.erase(time);
        }
        std::optional<Event> word;
        for (const BodyWord& w : body_words) {
            if (!iequals(t, w.word) || (w.kind == Event::Kind::time_out && !v3)) continue;
            word = Event{w.kind, replay.game().to_move(), {}};
            word->choice = w.choice;
            word->ms = ms;
        }
        std::optional<RecordError> e;
        if (word) {
            e = replay.apply(*word, l.number, t);
        } else if (const auto p = read_move(t)) {
            e = replay.move(*p, l.number, t, ms);
        } else {
            e = error_at(RecordProblem::malformed_line, l.number, t);
        }
        if (e) return failure(F, *e);
        if (!notes.empty()) record.notes[replay.game().applied() - 1] = std::move(notes);
    }

    const Outcome& actual = replay.game().outcome();
    // "draw" covers every drawn ending (a full board, two passes).
    const bool same = claim && claim->over() == actual.over() && claim->winner == actual.winner &&
                      (!claim->winner || claim->reason == actual.reason);
    if (claim && !same) {
        RecordError e = error_at(RecordProblem::result_mismatch, claim_line, claim_text);
        e.expected = result_text(actual);
        return failure(F, e);
    }
    record.events = replay.game().events();
    LoadResult r = success(F, std::move(record));
    r.warnings = std::move(warnings);
    return r;
}

}  // namespace record_detail

// Our format: everything is kept.
WriteResult write_record(const GameRecord& r) {
    Game game;
    if (auto e = check_events(r, game)) return refused(*e);
    const auto field = [](std::string_view name, const std::string& value) -> std::optional<RecordError> {
        if (!writable_value(value)) return error_at(RecordProblem::unwritable_text, 0, name);
        return std::nullopt;
    };
    if (auto e = field("black", r.black)) return refused(*e);
    if (auto e = field("white", r.white)) return refused(*e);
    if (!name_within_limits(r.black)) return refused(error_at(RecordProblem::name_too_long, 0, "black"));
    if (!name_within_limits(r.white)) return refused(error_at(RecordProblem::name_too_long, 0, "white"));
    if (auto e = field("date", r.date)) return refused(*e);
    if (!r.date.empty() && !valid_iso_date(r.date)) return refused(error_at(RecordProblem::unwritable_text, 0, "date"));
    for (const auto& [key, value] : r.extra) {
        if (!valid_key("x-" + key)) return refused(error_at(RecordProblem::unwritable_text, 0, key));
        if (auto e = field(key, value)) return refused(*e);
    }
    // A result as written must be one the reader keeps as written: not
    // empty, and not a word it would check against the moves instead.
    Outcome known;
    if (!r.result.empty() && (!writable_value(r.result) || known_result(r.result, known)))
        return refused(error_at(RecordProblem::unwritable_text, 0, "result"));
    if (!r.notes.empty() && r.notes.rbegin()->first >= r.events.size())
        return refused(error_at(RecordProblem::unwritable_text, 0, "notes"));

    std::string out = "# gomoku " + std::to_string(record_version) + "\n";
    out += "# size: " + std::to_string(r.setup.size) + "\n";
    out += "# rule: " + std::string(rule_name(r.setup.rule)) + "\n";
    if (r.setup.strict) out += "# strict: yes\n";
    if (r.setup.opening != Opening::free) out += "# opening: " + std::string(opening_name(r.setup.opening)) + "\n";
    if (!r.black.empty()) out += "# black: " + r.black + "\n";
    if (!r.white.empty()) out += "# white: " + r.white + "\n";
    if (r.setup.clock.timed()) out += "# clock: " + time_control_text(r.setup.clock) + "\n";
    if (!r.date.empty()) out += "# date: " + r.date + "\n";
    out += "# result: " + (r.result.empty() ? result_text(game.outcome()) : r.result) + "\n";
    for (const auto& [key, value] : r.extra) out += "# x-" + key + ": " + value + "\n";
    for (std::size_t i = 0; i < r.events.size(); ++i) {
        const Event& e = r.events[i];
        if (e.kind != Event::Kind::move && !body_word_of(e))
            return refused(error_at(RecordProblem::cannot_hold, 0, "event"));
        const auto line = event_line(r, i);
        if (!line) return refused(error_at(RecordProblem::unwritable_text, 0, "notes"));
        out += *line + '\n';
    }
    return written(std::move(out));
}

}  // namespace gomoku
