#include "protocol.hpp"

#include <vector>

#include "strings.hpp"
#include "width.hpp"
#include "wire_fields.hpp"

namespace gomoku::net {

namespace {

using namespace wire;

struct EndingWord {
    Ending ending;
    std::string_view word;
};

constexpr EndingWord ending_words[] = {
    {Ending::quit, "quit"},         {Ending::code, "code"},         {Ending::version, "version"},
    {Ending::protocol, "protocol"}, {Ending::illegal, "illegal"},   {Ending::desync, "desync"},
    {Ending::too_long, "too-long"}, {Ending::flood, "flood"},       {Ending::slow, "slow"},
    {Ending::busy, "busy"},         {Ending::impostor, "impostor"},
};

// "GAME EVENTS DIGEST": where a game stands, as a resume's key line and resumed say it.
bool position_of(const std::vector<std::string_view>& parts, std::size_t at, Message& m) {
    if (parts.size() != at + 3) return false;
    const auto game = number_of(parts[at]);
    const auto n = number_of(parts[at + 1]);
    if (!game || (!n && parts[at + 1] != "0") || !hex64(parts[at + 2], m.digest)) return false;
    m.game = static_cast<int>(*game);
    m.number = n.value_or(0);
    return true;
}

std::string position_text(const Message& m) {
    return std::to_string(m.game) + " " + std::to_string(m.number) + " " + hex64(m.digest);
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
    if (word == "hello" || word == "say") {
        if (rest.empty()) return std::nullopt;
        Message m = of(word == "hello" ? T::hello : T::say);
        m.text = std::string(rest);
        return m;
    }
    if (word == "key") {
        Message m = of(T::key);
        std::string_view fields = rest;
        if (!take_notes(fields, m.notes)) return std::nullopt;
        const auto parts = words(fields);
        if (parts.size() < 2) return std::nullopt;
        if (!hex_bytes(parts[0], m.share) || !hex_bytes(parts[1], m.nonce)) return std::nullopt;
        if (parts.size() == 2 && m.notes.empty()) return m;
        if (parts.size() == 3 && parts[2] == "join" && m.notes.empty()) {
            m.intent = Intent::join;
            return m;
        }
        if (parts[2] != "resume" || !position_of(parts, 3, m)) return std::nullopt;
        m.intent = Intent::resume;
        return m;
    }
    if (word == "prove") {
        Message m = of(T::prove);
        if (!hex_bytes(rest, m.proof)) return std::nullopt;
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
    if (word == "resumed") {
        Message m = of(T::resumed);
        std::string_view fields = rest;
        if (!take_notes(fields, m.notes) || !position_of(words(fields), 0, m)) return std::nullopt;
        return m;
    }
    if (word == "offer" || word == "accept" || word == "decline") {
        const auto parts = words(rest);
        if (parts.size() != 3) return std::nullopt;
        const auto kind = offer_of(parts[0]);
        const auto game = number_of(parts[1]);
        const auto n = number_of(parts[2]);
        // undo and draw name the events applied, which may be none for a draw offer.
        const bool zero = parts[2] == "0" && kind != OfferKind::again;
        if (!kind || !game || (!n && !zero)) return std::nullopt;
        Message m = of(word == "offer" ? T::offer : word == "accept" ? T::accept : T::decline);
        m.offer = *kind;
        m.game = static_cast<int>(*game);
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

std::string format_message(const Message& m) { return message_body(m) + "\n"; }

std::string message_body(const Message& m) {
    using T = Message::Type;
    std::string line;
    switch (m.type) {
        case T::version:
            line = std::string(protocol_name) + " " + std::to_string(m.version);
            if (!m.text.empty()) line += " " + m.text;
            break;
        case T::key:
            line = "key " + hex_bytes(m.share) + " " + hex_bytes(m.nonce);
            if (m.intent == Intent::join) line += " join";
            if (m.intent == Intent::resume) line += " resume " + position_text(m) + notes_text(m.notes);
            break;
        case T::prove: line = "prove " + hex_bytes(m.proof); break;
        case T::hello: line = "hello " + m.text; break;
        case T::setup: line = "setup " + terms_text(m.terms); break;
        case T::play: {
            line = "play " + std::to_string(m.number) + " " + event_text(m.event) + notes_text(m.notes);
            break;
        }
        case T::ack: line = "ack " + std::to_string(m.number) + " " + hex64(m.digest) + notes_text(m.notes); break;
        case T::offer:
        case T::accept:
        case T::decline:
            line = std::string(m.type == T::offer ? "offer " : m.type == T::accept ? "accept " : "decline ") +
                   std::string(offer_word(m.offer)) + " " + std::to_string(m.game) + " " + std::to_string(m.number);
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
        case T::resumed: line = "resumed " + position_text(m) + notes_text(m.notes); break;
        case T::extension: line = "x-"; break;
    }
    return line;
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
