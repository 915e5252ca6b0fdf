// The fields a line is made of, read and written (wire_fields.hpp).
#include "wire_fields.hpp"

#include <algorithm>

#include "gomoku/notation.hpp"
#include "strings.hpp"

namespace gomoku::net::wire {

namespace {

constexpr std::size_t max_number = 1000000;  // more events than any board allows
constexpr std::size_t max_notes = 8;

bool key_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

bool is_key(std::string_view k) {
    if (k.empty() || k.size() > 32) return false;
    for (char c : k)
        if (!key_char(c)) return false;
    return true;
}

// "{t=1520 mark=x}": keys as a record's notes, values printable ASCII.
std::optional<std::map<std::string, std::string>> notes_of(std::string_view s) {
    if (s.size() < 2 || s.front() != '{' || s.back() != '}') return std::nullopt;
    std::map<std::string, std::string> notes;
    for (std::string_view note : words(s.substr(1, s.size() - 2))) {
        const std::size_t eq = note.find('=');
        if (eq == std::string_view::npos || !is_key(note.substr(0, eq)) || !is_token(note.substr(eq + 1)) ||
            eq + 1 == note.size())
            return std::nullopt;
        if (!notes.emplace(std::string(note.substr(0, eq)), std::string(note.substr(eq + 1))).second) return std::nullopt;
        if (notes.size() > max_notes) return std::nullopt;
    }
    return notes;
}

}  // namespace

// The line cut at its first space: the word, and the rest (empty when none).
std::pair<std::string_view, std::string_view> head(std::string_view s) {
    const std::size_t space = s.find(' ');
    if (space == std::string_view::npos) return {s, {}};
    return {s.substr(0, space), s.substr(space + 1)};
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    for (std::size_t at = 0; at <= s.size();) {
        const std::size_t space = std::min(s.find(' ', at), s.size());
        out.push_back(s.substr(at, space - at));
        at = space + 1;
    }
    return out;
}

std::optional<std::size_t> number_of(std::string_view s) {
    if (s.empty() || s.size() > 7 || s[0] == '0') return std::nullopt;
    const auto n = parse_int(s, 1, static_cast<long long>(max_number));
    return n ? std::optional<std::size_t>(static_cast<std::size_t>(*n)) : std::nullopt;
}

bool is_token(std::string_view t) {
    if (t.size() > max_token) return false;
    for (char c : t)
        if (c <= ' ' || c > '~' || c == '{' || c == '}') return false;
    return true;
}

bool take_notes(std::string_view& rest, std::map<std::string, std::string>& notes) {
    const std::size_t brace = rest.find(" {");
    if (brace == std::string_view::npos) return true;
    const auto read = notes_of(rest.substr(brace + 1));
    if (!read) return false;
    notes = *read;
    rest = rest.substr(0, brace);
    return true;
}

std::string notes_text(const std::map<std::string, std::string>& notes) {
    if (notes.empty()) return {};
    std::string text;
    for (const auto& [k, v] : notes) text += (text.empty() ? " {" : " ") + k + "=" + v;
    return text + "}";
}

std::optional<Event> event_of(std::string_view s) {
    Event e;
    if (s == "pass") e.kind = Event::Kind::pass;
    else if (s == "timeout") e.kind = Event::Kind::time_out;
    else if (s == "resign") e.kind = Event::Kind::resign;
    else if (s == "place two") e.kind = Event::Kind::place_two;
    else if (s == "choose black" || s == "choose white") {
        e.kind = Event::Kind::choose;
        e.choice = s == "choose black" ? Stone::black : Stone::white;
    } else {
        // Capital letters only, as notation writes them: one spelling a point.
        if (s.empty() || s[0] < 'A' || s[0] > 'Z') return std::nullopt;
        const auto p = parse_notation(s, Board::max_size);
        if (!p) return std::nullopt;
        e.kind = Event::Kind::move;
        e.point = *p;
    }
    return e;
}

std::string event_text(const Event& e) {
    switch (e.kind) {
        case Event::Kind::move: return to_notation(e.point);
        case Event::Kind::pass: return "pass";
        case Event::Kind::resign: return "resign";
        case Event::Kind::place_two: return "place two";
        case Event::Kind::choose: return e.choice == Stone::black ? "choose black" : "choose white";
        case Event::Kind::time_out: return "timeout";
    }
    return "timeout";
}

std::optional<OfferKind> offer_of(std::string_view w) {
    if (w == "undo") return OfferKind::undo;
    if (w == "draw") return OfferKind::draw;
    if (w == "again") return OfferKind::again;
    return std::nullopt;
}

std::optional<Terms> terms_of(std::string_view s) {
    std::map<std::string_view, std::string_view> fields;
    for (std::string_view field : words(s)) {
        const std::size_t eq = field.find('=');
        if (eq == std::string_view::npos || !fields.emplace(field.substr(0, eq), field.substr(eq + 1)).second)
            return std::nullopt;
    }
    // A clock is the one field a game may do without: none when absent.
    TimeControl clock;
    if (const auto c = fields.find("clock"); c != fields.end()) {
        const ClockParse parsed = parse_time_control(c->second);
        if (!parsed.control || !parsed.control->timed()) return std::nullopt;
        clock = *parsed.control;
        fields.erase(c);
    }
    if (fields.size() != 5) return std::nullopt;
    const auto size = fields.count("size") ? parse_int(fields["size"], Board::min_size, Board::max_size) : std::nullopt;
    const auto rule = rule_from_name(fields["rule"]);
    const auto opening = opening_from_name(fields["opening"]);
    const std::string_view strict = fields["strict"];
    const std::string_view first = fields["first"];
    if (!size || fields["size"][0] == '0' || !rule || !opening || (strict != "yes" && strict != "no") ||
        (first != "host" && first != "joiner"))
        return std::nullopt;
    // Strict is a renju matter: a strict game of another rule is no game.
    if (strict == "yes" && *rule != Rule::renju) return std::nullopt;
    Terms t;
    t.setup = GameSetup(static_cast<int>(*size), *rule, strict == "yes", *opening, clock);
    t.host_first = first == "host";
    return t;
}

bool hex64(std::string_view s, std::uint64_t& out) {
    if (s.size() != 16) return false;
    out = 0;
    for (char c : s) {
        int v = -1;
        if (c >= '0' && c <= '9') v = c - '0';
        else if (c >= 'a' && c <= 'f') v = c - 'a' + 10;
        if (v < 0) return false;
        out = out << 4 | static_cast<std::uint64_t>(v);
    }
    return true;
}

std::string hex64(std::uint64_t v) {
    static constexpr char digits[] = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 15; i >= 0; --i, v >>= 4) s[static_cast<std::size_t>(i)] = digits[v & 15];
    return s;
}

std::string terms_text(const Terms& t) {
    const GameSetup& s = t.setup;
    std::string text = "size=" + std::to_string(s.size) + " rule=" + std::string(rule_name(s.rule)) +
                       " strict=" + (s.strict && s.rule == Rule::renju ? "yes" : "no") +
                       " opening=" + std::string(opening_name(s.opening)) + " first=" + (t.host_first ? "host" : "joiner");
    if (s.clock.timed()) text += " clock=" + time_control_text(s.clock);
    return text;
}

}  // namespace gomoku::net::wire
