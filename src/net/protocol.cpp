#include "protocol.hpp"

#include <vector>

#include "gomoku/notation.hpp"
#include "strings.hpp"
#include "width.hpp"

namespace gomoku::net {

namespace {

constexpr std::size_t max_number = 1000000;  // more events than any board allows
constexpr std::size_t max_notes = 8;
constexpr std::size_t max_token = 32;

struct EndingWord {
    Ending ending;
    std::string_view word;
};

constexpr EndingWord ending_words[] = {
    {Ending::quit, "quit"},         {Ending::code, "code"},         {Ending::version, "version"},
    {Ending::protocol, "protocol"}, {Ending::illegal, "illegal"},   {Ending::desync, "desync"},
    {Ending::too_long, "too-long"}, {Ending::flood, "flood"},       {Ending::slow, "slow"},
    {Ending::busy, "busy"},
};

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

bool key_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'; }

bool is_key(std::string_view k) {
    if (k.empty() || k.size() > 32) return false;
    for (char c : k)
        if (!key_char(c)) return false;
    return true;
}

bool is_token(std::string_view t) {
    if (t.size() > max_token) return false;
    for (char c : t)
        if (c <= ' ' || c > '~' || c == '{' || c == '}') return false;
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

// Notes at the end of a line, " {...}": cut off `rest` into `notes`; false when malformed.
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

Message of(Message::Type t) {
    Message m;
    m.type = t;
    return m;
}

}  // namespace

std::string_view offer_word(OfferKind k) {
    switch (k) {
        case OfferKind::undo: return "undo";
        case OfferKind::draw: return "draw";
        case OfferKind::again: return "again";
    }
    return "draw";
}

std::string_view ending_word(Ending e) {
    for (const EndingWord& w : ending_words)
        if (w.ending == e) return w.word;
    return "";
}

std::optional<Message> parse_message(std::string_view line) {
    if (line.size() >= max_wire_line) return std::nullopt;
    const auto [word, rest] = head(line);
    using T = Message::Type;
    if (word == protocol_name) {
        const auto [number, program] = head(rest);
        if (number.empty() || number.size() > 4 || number[0] == '0') return std::nullopt;
        const auto n = parse_int(number, 1, 9999);
        if (!n) return std::nullopt;
        Message m = of(T::version);
        m.version = static_cast<int>(*n);
        m.text = std::string(program);
        return m;
    }
    if (starts_with(word, "x-")) return of(T::extension);
    if (word == "join" || word == "hello" || word == "say") {
        if (rest.empty()) return std::nullopt;
        Message m = of(word == "join" ? T::join : word == "hello" ? T::hello : T::say);
        if (m.type == T::join && (rest.size() > max_token || !is_token(rest))) return std::nullopt;
        m.text = std::string(rest);
        return m;
    }
    if (word == "welcome") {
        if (rest.size() != 32 || rest.find_first_not_of("0123456789abcdef") != std::string_view::npos) return std::nullopt;
        Message m = of(T::welcome);
        m.text = std::string(rest);
        return m;
    }
    if (word == "setup") {
        const auto terms = terms_of(rest);
        if (!terms) return std::nullopt;
        Message m = of(T::setup);
        m.terms = *terms;
        return m;
    }
    if (word == "play") {
        const auto [number, what] = head(rest);
        const auto n = number_of(number);
        if (!n) return std::nullopt;
        Message m = of(T::play);
        m.number = *n;
        std::string_view event = what;
        if (!take_notes(event, m.notes)) return std::nullopt;
        const auto e = event_of(event);
        if (!e) return std::nullopt;
        m.event = *e;
        return m;
    }
    if (word == "ack") {
        Message m = of(T::ack);
        std::string_view fields = rest;
        if (!take_notes(fields, m.notes)) return std::nullopt;
        const auto parts = words(fields);
        if (parts.size() != 2) return std::nullopt;
        const auto n = number_of(parts[0]);
        if (!n || !hex64(parts[1], m.digest)) return std::nullopt;
        m.number = *n;
        return m;
    }
    if (word == "resume" || word == "resumed") {
        Message m = of(word == "resume" ? T::resume : T::resumed);
        std::string_view fields = rest;
        if (!take_notes(fields, m.notes)) return std::nullopt;
        const auto parts = words(fields);
        const std::size_t at = word == "resume" ? 1 : 0;
        if (parts.size() != at + 3) return std::nullopt;
        if (at == 1) {
            if (parts[0].size() != 32 || parts[0].find_first_not_of("0123456789abcdef") != std::string_view::npos) return std::nullopt;
            m.text = std::string(parts[0]);
        }
        const auto game = number_of(parts[at]);
        const auto n = number_of(parts[at + 1]);
        if (!game || (!n && parts[at + 1] != "0") || !hex64(parts[at + 2], m.digest)) return std::nullopt;
        m.game = static_cast<int>(*game);
        m.number = n.value_or(0);
        return m;
    }
    if (word == "offer" || word == "accept" || word == "decline") {
        const auto parts = words(rest);
        if (parts.size() != 2) return std::nullopt;
        const auto kind = offer_of(parts[0]);
        const auto n = number_of(parts[1]);
        // undo and draw name the events applied, which may be none for a draw offer.
        const bool zero = parts[1] == "0" && kind != OfferKind::again;
        if (!kind || (!n && !zero)) return std::nullopt;
        Message m = of(word == "offer" ? T::offer : word == "accept" ? T::accept : T::decline);
        m.offer = *kind;
        m.number = zero ? 0 : *n;
        return m;
    }
    if (word == "ping" || word == "pong") {
        if (!is_token(rest)) return std::nullopt;
        Message m = of(word == "ping" ? T::ping : T::pong);
        m.text = std::string(rest);
        return m;
    }
    if (word == "bye") {
        const auto [what, detail] = head(rest);
        if (what.empty() || what.size() > 16) return std::nullopt;
        for (char c : what)
            if (!((c >= 'a' && c <= 'z') || c == '-')) return std::nullopt;
        Message m = of(T::bye);
        m.word = std::string(what);
        m.ending = Ending::other;
        for (const EndingWord& w : ending_words)
            if (w.word == what) m.ending = w.ending;
        m.text = std::string(detail);
        return m;
    }
    return std::nullopt;
}

std::string format_message(const Message& m) {
    using T = Message::Type;
    std::string line;
    switch (m.type) {
        case T::version:
            line = std::string(protocol_name) + " " + std::to_string(m.version);
            if (!m.text.empty()) line += " " + m.text;
            break;
        case T::join: line = "join " + m.text; break;
        case T::hello: line = "hello " + m.text; break;
        case T::welcome: line = "welcome " + m.text; break;
        case T::setup: {
            const GameSetup& s = m.terms.setup;
            line = "setup size=" + std::to_string(s.size) + " rule=" + std::string(rule_name(s.rule)) +
                   " strict=" + (s.strict && s.rule == Rule::renju ? "yes" : "no") +
                   " opening=" + std::string(opening_name(s.opening)) + " first=" + (m.terms.host_first ? "host" : "joiner");
            if (s.clock.timed()) line += " clock=" + time_control_text(s.clock);
            break;
        }
        case T::play: {
            line = "play " + std::to_string(m.number) + " " + event_text(m.event) + notes_text(m.notes);
            break;
        }
        case T::ack: line = "ack " + std::to_string(m.number) + " " + hex64(m.digest) + notes_text(m.notes); break;
        case T::offer:
        case T::accept:
        case T::decline:
            line = std::string(m.type == T::offer ? "offer " : m.type == T::accept ? "accept " : "decline ") +
                   std::string(offer_word(m.offer)) + " " + std::to_string(m.number);
            break;
        case T::say: line = "say " + m.text; break;
        case T::ping:
        case T::pong:
            line = m.type == T::ping ? "ping" : "pong";
            if (!m.text.empty()) line += " " + m.text;
            break;
        case T::bye:
            line = "bye " + (m.word.empty() ? std::string(ending_word(m.ending)) : m.word);
            if (!m.text.empty()) line += " " + m.text;
            break;
        case T::resume:
        case T::resumed:
            line = std::string(m.type == T::resume ? "resume " + m.text + " " : "resumed ") + std::to_string(m.game) + " " +
                   std::to_string(m.number) + " " + hex64(m.digest) + notes_text(m.notes);
            break;
        case T::extension: line = "x-"; break;
    }
    return line + "\n";
}

std::string peer_text(std::string_view s, int columns) {
    std::string safe(trim(printable_text(s)));
    // Whole characters only, within a name's limits in bytes and characters.
    std::string kept;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < safe.size() && characters < max_name_code_points; ++characters) {
        const std::size_t start = i;
        next_code_point(safe, i);
        if (kept.size() + (i - start) > max_name_bytes) break;
        kept.append(safe, start, i - start);
    }
    return std::string(trim(fit_width(kept, columns)));
}

}  // namespace gomoku::net
