// Our own format: the header, then one event a line (record.hpp has the grammar).
#include "record_text.hpp"

#include <limits>

#include "gomoku/notation.hpp"
#include "width.hpp"

namespace gomoku {

using namespace record_detail;

namespace {

std::optional<RecordError> parse_result_claim(std::string_view v, int line, Outcome& claim) {
    const std::string s = lower_ascii(v);
    claim = Outcome{};
    if (s == "*") return std::nullopt;
    if (s == "draw") {
        claim.reason = EndReason::board_full;
        return std::nullopt;
    }
    if (s.size() > 2 && (s[0] == 'b' || s[0] == 'w') && s[1] == '+') {
        claim.winner = s[0] == 'b' ? Stone::black : Stone::white;
        const std::string how = s.substr(2);
        if (how == "five") claim.reason = EndReason::five;
        else if (how == "resign") claim.reason = EndReason::resignation;
        else if (how == "forbidden") claim.reason = EndReason::forbidden_move;
        if (claim.reason != EndReason::none) return std::nullopt;
    }
    return error_at(RecordProblem::unknown_value, line, "result: " + std::string(v));
}

}  // namespace

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
        } else if (key == "date") {
            if (!value.empty() && !valid_iso_date(value))
                return failure(F, error_at(RecordProblem::unknown_value, l.number, shown));
            record.date = std::string(value);
        } else if (key == "result") {
            Outcome o;
            if (auto e = parse_result_claim(value, l.number, o)) return failure(F, *e);
            claim = o;
            claim_line = l.number;
            claim_text = std::string(value);
        } else if (starts_with(key, "x-") && key.size() > 2) {
            record.extra[key.substr(2)] = std::string(value);
        } else {
            warnings.push_back(RecordWarning{RecordWarningKind::unknown_header, l.number, key});
        }
    }

    Replay replay(record.setup);
    for (; i < lines.size(); ++i) {
        const TextLine& l = lines[i];
        const std::string_view t = trim(l.text);
        if (t.empty()) continue;
        std::optional<Event> word;
        for (const BodyWord& w : body_words) {
            if (!iequals(t, w.word)) continue;
            word = Event{w.kind, replay.game().to_move(), {}};
            word->choice = w.choice;
        }
        std::optional<RecordError> e;
        if (word) {
            e = replay.apply(*word, l.number, t);
        } else if (const auto p = read_move(t)) {
            e = replay.move(*p, l.number, t);
        } else {
            e = error_at(RecordProblem::malformed_line, l.number, t);
        }
        if (e) return failure(F, *e);
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

    std::string out = "# gomoku " + std::to_string(record_version) + "\n";
    out += "# size: " + std::to_string(r.setup.size) + "\n";
    out += "# rule: " + std::string(rule_name(r.setup.rule)) + "\n";
    if (r.setup.strict) out += "# strict: yes\n";
    if (r.setup.opening != Opening::free) out += "# opening: " + std::string(opening_name(r.setup.opening)) + "\n";
    if (!r.black.empty()) out += "# black: " + r.black + "\n";
    if (!r.white.empty()) out += "# white: " + r.white + "\n";
    if (!r.date.empty()) out += "# date: " + r.date + "\n";
    out += "# result: " + result_text(game.outcome()) + "\n";
    for (const auto& [key, value] : r.extra) out += "# x-" + key + ": " + value + "\n";
    for (const Event& e : r.events) {
        if (e.kind == Event::Kind::move) {
            out += to_notation(e.point);
        } else if (const auto word = body_word_of(e)) {
            out += *word;
        } else {
            return refused(error_at(RecordProblem::cannot_hold, 0, "event"));
        }
        out += '\n';
    }
    return written(std::move(out));
}

}  // namespace gomoku
