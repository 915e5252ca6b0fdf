#include "keys.hpp"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <utility>

// What terminals send, and what we make of it:
//
//   CSI  = ESC [ params intermediates final    params 0x30-0x3F, intermediates 0x20-0x2F,
//                                              final 0x40-0x7E (ECMA-48)
//     A B C D / H F          arrows / home end; `1;m` adds modifier m
//     n ~                    1,7 home  4,8 end  3 delete  5 page up  6 page down; `n;m ~`
//     n $   n ^   n @        the same keys with shift / ctrl / ctrl+shift (rxvt)
//     a b c d                shift+arrows (rxvt)
//     Z                      shift+tab
//     < b;x;y M / m          SGR mouse press / release
//     b;x;y M                urxvt mouse (b carries +32)
//     M b x y                X10 mouse: exactly three raw bytes, each value+32
//     [ X                    Linux console F1-F5: one more byte
//   SS3  = ESC O params final
//     A B C D / H F          arrows / home end; a last param is a modifier
//     a b c d                ctrl+arrows (rxvt)
//     M, j-y                 keypad enter and keypad characters (application keypad)
//   ESC + any other key      that key with alt
//
// A modifier parameter m is 1 + (shift 1 | alt 2 | ctrl 4 | meta 8).
// Anything else that is well formed is consumed and dropped. A byte that
// cannot belong to the sequence under way (a control byte, ESC, non-ASCII)
// ends it, and is then read on its own.

namespace gomoku {
namespace {

constexpr char esc = '\x1b';

// A whole sequence, ESC and final byte included, may be this long. Longer ones
// are garbage: drop them to their end instead of buffering without bound.
constexpr std::size_t max_sequence = 32;

// One decoding step over the front of the unread bytes.
struct Step {
    std::size_t used = 0;     // bytes consumed; 0 means wait for more
    std::optional<Key> key;   // what they meant, if anything
    bool overlong = false;    // cut off at max_sequence; drop the rest of it too
};

Step wait() { return {}; }
Step drop(std::size_t n) { return Step{n, std::nullopt, false}; }
Step give(std::size_t n, std::optional<Key> k) { return Step{n, std::move(k), false}; }

unsigned byte(char c) { return static_cast<unsigned char>(c); }
bool is_final(unsigned c) { return c >= 0x40 && c <= 0x7E; }
bool is_param(unsigned c) { return c >= 0x30 && c <= 0x3F; }
bool is_intermediate(unsigned c) { return c >= 0x20 && c <= 0x2F; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

Key named(Key::Kind kind) {
    Key k;
    k.kind = kind;
    return k;
}

Key text(std::string_view s) {
    Key k;
    k.text = std::string(s);
    return k;
}

// ---- parameters -------------------------------------------------------------

// `1;5` → {1, 5}; an empty parameter is -1 (the default). Numbers saturate so
// garbage cannot overflow. nullopt when anything but digits and ';' appears.
std::optional<std::vector<int>> numbers(std::string_view s) {
    std::vector<int> out;
    if (s.empty()) return out;
    int value = -1;
    for (char c : s) {
        if (c == ';') {
            out.push_back(value);
            value = -1;
        } else if (is_digit(c)) {
            value = std::min(std::max(value, 0) * 10 + (c - '0'), 1'000'000);
        } else {
            return std::nullopt;
        }
    }
    out.push_back(value);
    return out;
}

void add_modifiers(Key& k, int m) {
    if (m < 2) return;
    int bits = m - 1;
    k.shift = k.shift || (bits & 1);
    k.alt = k.alt || (bits & 2) || (bits & 8);
    k.ctrl = k.ctrl || (bits & 4);
}

// The key named by the number in `n ~` (and rxvt's `n $`, `n ^`, `n @`).
std::optional<Key::Kind> tilde_key(int n) {
    switch (n) {
    case 1: case 7: return Key::Kind::home;
    case 4: case 8: return Key::Kind::end;
    case 3: return Key::Kind::delete_;
    case 5: return Key::Kind::page_up;
    case 6: return Key::Kind::page_down;
    default: return std::nullopt;
    }
}

// The key named by a final letter: arrows, home, end.
std::optional<Key::Kind> letter_key(char c) {
    switch (c) {
    case 'A': return Key::Kind::up;
    case 'B': return Key::Kind::down;
    case 'C': return Key::Kind::right;
    case 'D': return Key::Kind::left;
    case 'H': return Key::Kind::home;
    case 'F': return Key::Kind::end;
    default: return std::nullopt;
    }
}

// ---- mouse ------------------------------------------------------------------

// `code` is the button byte without its +32: low two bits pick the button,
// 4 shift, 8 meta, 16 ctrl, 32 motion, 64 wheel, 128 extra buttons.
std::optional<Key> mouse(int code, int x, int y, std::optional<bool> released) {
    if (code < 0 || x < 1 || y < 1) return std::nullopt;
    Key k = named(Key::Kind::mouse);
    k.mouse_x = x;
    k.mouse_y = y;
    int low = code & 3;
    if (code & 128) {
        k.mouse_button = 8 + low;
    } else if (code & 64) {
        k.mouse_button = 4 + low;
    } else {
        k.mouse_button = low == 3 ? 0 : 1 + low;
    }
    k.shift = code & 4;
    k.alt = code & 8;
    k.ctrl = code & 16;
    k.mouse_motion = code & 32;
    // Without SGR a release is "button 0": it cannot say which one went up.
    // A move with no button down is no press either way.
    k.mouse_press = k.mouse_button != 0 && !(released && *released);
    return k;
}

// ---- UTF-8 ------------------------------------------------------------------

// Length of the character at the front of `b`: 0 if more bytes are needed,
// -1 if the first byte cannot start a valid character (overlong forms,
// surrogates and values past U+10FFFF included).
int utf8_length(std::string_view b) {
    unsigned c = byte(b[0]);
    int len = 0;
    unsigned lo = 0x80, hi = 0xBF;  // range of the second byte
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) len = 2;
    else if (c == 0xE0) { len = 3; lo = 0xA0; }
    else if (c == 0xED) { len = 3; hi = 0x9F; }
    else if (c >= 0xE1 && c <= 0xEF) len = 3;
    else if (c == 0xF0) { len = 4; lo = 0x90; }
    else if (c >= 0xF1 && c <= 0xF3) len = 4;
    else if (c == 0xF4) { len = 4; hi = 0x8F; }
    else return -1;
    for (std::size_t i = 1; i < static_cast<std::size_t>(len); ++i) {
        if (i >= b.size()) return 0;
        unsigned next = byte(b[i]);
        if (next < (i == 1 ? lo : 0x80) || next > (i == 1 ? hi : 0xBF)) return -1;
    }
    return len;
}

// ---- one key at a time --------------------------------------------------------

// A key that does not start with ESC: a control byte or a UTF-8 character.
Step plain(std::string_view b) {
    unsigned c = byte(b[0]);
    switch (c) {
    case '\r': case '\n': return give(1, named(Key::Kind::enter));
    case '\t': return give(1, named(Key::Kind::tab));
    case 0x7F: case 0x08: return give(1, named(Key::Kind::backspace));
    case 0x04: return give(1, named(Key::Kind::eof));
    case 0x03: return give(1, named(Key::Kind::interrupt));
    case 0x0C: return give(1, named(Key::Kind::repaint));
    default: break;
    }
    if (c < 0x20) return drop(1);
    int len = utf8_length(b);
    if (len == 0) return wait();
    if (len < 0) return drop(1);  // the next byte may start something valid
    // U+0080-U+009F are C1 controls, not text.
    if (c == 0xC2 && byte(b[1]) < 0xA0) return drop(2);
    return give(static_cast<std::size_t>(len), text(b.substr(0, static_cast<std::size_t>(len))));
}

std::optional<Key> csi_key(std::string_view body, char final) {
    if (!body.empty() && body[0] == '<') {  // SGR mouse
        auto p = numbers(body.substr(1));
        if (!p || p->size() != 3 || (final != 'M' && final != 'm')) return std::nullopt;
        return mouse((*p)[0], (*p)[1], (*p)[2], final == 'm');
    }
    auto p = numbers(body);  // private prefixes and intermediates fail here
    if (!p) return std::nullopt;
    const std::vector<int>& n = *p;
    int first = n.empty() ? -1 : n[0];
    int modifier = n.size() >= 2 ? n[1] : -1;

    if (auto kind = letter_key(final)) {
        if (n.size() > 2 || (first != -1 && first != 1)) return std::nullopt;
        Key k = named(*kind);
        add_modifiers(k, modifier);
        return k;
    }
    if (final >= 'a' && final <= 'd' && n.empty()) {
        Key k = named(*letter_key(static_cast<char>(final - 'a' + 'A')));
        k.shift = true;
        return k;
    }
    if (final == 'Z' && n.size() <= 2 && (first == -1 || first == 1)) {
        Key k = named(Key::Kind::tab);
        add_modifiers(k, modifier);
        k.shift = true;
        return k;
    }
    if (final == '~' && n.size() <= 2) {
        auto kind = tilde_key(first);
        if (!kind) return std::nullopt;
        Key k = named(*kind);
        add_modifiers(k, modifier);
        return k;
    }
    if ((final == '^' || final == '@') && n.size() == 1) {
        auto kind = tilde_key(first);
        if (!kind) return std::nullopt;
        Key k = named(*kind);
        k.ctrl = true;
        k.shift = final == '@';
        return k;
    }
    if (final == 'M' && n.size() == 3) return mouse(n[0] - 32, n[1], n[2], std::nullopt);
    return std::nullopt;
}

// b starts with ESC [.
Step csi(std::string_view b) {
    if (b.size() < 3) return wait();
    if (b[2] == 'M') {  // X10 mouse: three raw bytes whatever their value
        if (b.size() < 6) return wait();
        return give(6, mouse(int(byte(b[3])) - 32, int(byte(b[4])) - 32,
                             int(byte(b[5])) - 32, std::nullopt));
    }
    if (b[2] == '[') {  // Linux console F1-F5
        if (b.size() < 4) return wait();
        return drop(is_final(byte(b[3])) ? 4 : 3);
    }
    for (std::size_t i = 2;; ++i) {
        if (i >= b.size()) return wait();
        unsigned c = byte(b[i]);
        std::string_view body = b.substr(2, i - 2);
        if (is_final(c)) return give(i + 1, csi_key(body, static_cast<char>(c)));
        // rxvt ends `n $` (shift+key) on what is otherwise an intermediate byte.
        if (c == '$' && !body.empty() && std::all_of(body.begin(), body.end(), is_digit)) {
            std::optional<Key> k;
            if (auto kind = tilde_key(numbers(body)->front())) {
                k = named(*kind);
                k->shift = true;
            }
            return give(i + 1, k);
        }
        if (!is_param(c) && !is_intermediate(c)) return drop(i);  // not ours: reread it alone
        if (i + 1 >= max_sequence) return Step{i + 1, std::nullopt, true};
    }
}

// b starts with ESC O.
Step ss3(std::string_view b) {
    for (std::size_t i = 2;; ++i) {
        if (i >= b.size()) return wait();
        unsigned c = byte(b[i]);
        if (is_final(c)) {
            auto p = numbers(b.substr(2, i - 2));
            if (!p) return drop(i + 1);
            int modifier = p->empty() ? -1 : p->back();
            std::optional<Key> k;
            if (auto kind = letter_key(static_cast<char>(c))) {
                k = named(*kind);
                add_modifiers(*k, modifier);
            } else if (c >= 'a' && c <= 'd') {
                k = named(*letter_key(static_cast<char>(c - 'a' + 'A')));
                k->ctrl = true;
            } else if (c == 'M') {
                k = named(Key::Kind::enter);
                add_modifiers(*k, modifier);
            } else if (c >= 'j' && c <= 'y') {
                static constexpr std::string_view keypad = "*+,-./0123456789";
                k = text(keypad.substr(c - 'j', 1));
            }
            return give(i + 1, k);
        }
        if (!is_param(c)) {
            // ESC O and then something that is no SS3: it was Alt+O.
            if (i == 2) {
                Key k = text("O");
                k.alt = true;
                return give(2, k);
            }
            return drop(i);
        }
        if (i + 1 >= max_sequence) return Step{i + 1, std::nullopt, true};
    }
}

// b starts with ESC.
Step escape(std::string_view b) {
    if (b.size() < 2) return wait();
    if (b[1] == '[') return csi(b);
    if (b[1] == 'O') return ss3(b);
    if (b[1] == esc) return give(1, named(Key::Kind::escape));  // the second ESC starts afresh
    Step inner = plain(b.substr(1));
    if (inner.used == 0) return wait();
    inner.used += 1;
    if (inner.key) inner.key->alt = true;
    return inner;  // ESC before an ignored byte: both go
}

Step next(std::string_view b) { return b[0] == esc ? escape(b) : plain(b); }

}  // namespace

// ---- the decoder ------------------------------------------------------------

void KeyDecoder::feed(std::string_view bytes, std::vector<Key>& out) {
    held_.append(bytes);
    std::string_view rest = held_;
    while (!rest.empty()) {
        unsigned c = byte(rest[0]);
        if (skipping_) {
            if (is_param(c) || is_intermediate(c)) {
                rest.remove_prefix(1);
                continue;
            }
            skipping_ = false;
            if (is_final(c)) rest.remove_prefix(1);
            continue;
        }
        if (after_cr_) {
            after_cr_ = false;
            if (c == '\n') {
                rest.remove_prefix(1);
                continue;
            }
        }
        Step s = next(rest);
        if (s.used == 0) break;
        if (s.key) {
            after_cr_ = s.key->kind == Key::Kind::enter && rest[s.used - 1] == '\r';
            out.push_back(std::move(*s.key));
        }
        skipping_ = s.overlong;
        rest.remove_prefix(s.used);
    }
    held_.erase(0, held_.size() - rest.size());
}

void KeyDecoder::timeout(std::vector<Key>& out) {
    Key k;
    if (held_ == "\x1b") {
        k = named(Key::Kind::escape);
    } else if (held_ == "\x1b[" || held_ == "\x1bO") {
        k = text(std::string_view(held_).substr(1));
        k.alt = true;
    } else {
        return;  // the rest can only be a sequence from the terminal: keep waiting
    }
    held_.clear();
    out.push_back(std::move(k));
}

}  // namespace gomoku
