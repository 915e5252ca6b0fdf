#include "keys.hpp"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "catch.hpp"

using gomoku::Key;
using gomoku::KeyDecoder;
using Kind = Key::Kind;

namespace {

// ---- helpers ------------------------------------------------------------------

std::string kind_name(Kind k) {
    switch (k) {
    case Kind::text: return "text";
    case Kind::enter: return "enter";
    case Kind::tab: return "tab";
    case Kind::backspace: return "backspace";
    case Kind::escape: return "escape";
    case Kind::up: return "up";
    case Kind::down: return "down";
    case Kind::left: return "left";
    case Kind::right: return "right";
    case Kind::home: return "home";
    case Kind::end: return "end";
    case Kind::page_up: return "page_up";
    case Kind::page_down: return "page_down";
    case Kind::delete_: return "delete";
    case Kind::mouse: return "mouse";
    case Kind::eof: return "eof";
    case Kind::interrupt: return "interrupt";
    case Kind::repaint: return "repaint";
    }
    return "?";
}

// "ctrl+up", "alt+'x'", "mouse press 1 at 10,5": every field a test cares about.
std::string describe(const Key& k) {
    std::string s;
    if (k.ctrl) s += "ctrl+";
    if (k.alt) s += "alt+";
    if (k.shift) s += "shift+";
    if (k.kind == Kind::text) return s + "'" + k.text + "'";
    s += kind_name(k.kind);
    if (k.kind == Kind::mouse) {
        s += k.mouse_motion ? " move" : "";
        s += k.mouse_press ? " press " : " release ";
        s += std::to_string(k.mouse_button) + " at " + std::to_string(k.mouse_x) + "," +
             std::to_string(k.mouse_y);
    }
    return s;
}

std::string describe(const std::vector<Key>& keys) {
    std::string s;
    for (const Key& k : keys) s += (s.empty() ? "" : ", ") + describe(k);
    return s;
}

// Bytes as a C string literal would show them, for failure messages.
std::string printable(const std::string& bytes) {
    static const char* hex = "0123456789abcdef";
    std::string s;
    for (char ch : bytes) {
        auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7F && c != '\\') {
            s += ch;
        } else {
            s += "\\x";
            s += hex[c >> 4];
            s += hex[c & 15];
        }
    }
    return s;
}

using Chunks = std::vector<std::string>;

std::string printable(const Chunks& chunks) {
    std::string s;
    for (const auto& c : chunks) s += (s.empty() ? "\"" : " | \"") + printable(c) + "\"";
    return s;
}

// Every way the bytes might arrive: whole, one byte per read, and cut into two
// or three reads at every possible place.
std::vector<Chunks> arrivals(const std::string& b) {
    std::vector<Chunks> all{{b}};
    Chunks bytes;
    for (char c : b) bytes.emplace_back(1, c);
    all.push_back(bytes);
    for (std::size_t i = 1; i < b.size(); ++i) {
        all.push_back({b.substr(0, i), b.substr(i)});
        for (std::size_t j = i + 1; j < b.size(); ++j)
            all.push_back({b.substr(0, i), b.substr(i, j - i), b.substr(j)});
    }
    return all;
}

std::vector<Key> decode(const Chunks& chunks, KeyDecoder& d) {
    std::vector<Key> keys;
    for (const auto& c : chunks) d.feed(c, keys);
    return keys;
}

struct Case {
    std::string bytes;
    std::string keys;  // describe() of what they decode to, no timeout needed
};

// The table-driven check: the same keys however the bytes arrive, and nothing
// left waiting afterwards.
void check_every_arrival(const Case& c) {
    CAPTURE(printable(c.bytes));
    for (const Chunks& chunks : arrivals(c.bytes)) {
        CAPTURE(printable(chunks));
        KeyDecoder d;
        const std::string got = describe(decode(chunks, d));
        CHECK(got == c.keys);
        CHECK_FALSE(d.pending());
        if (got != c.keys || d.pending()) break;  // one failing arrival says enough
    }
}

// Random bytes leaning towards the ones that matter to sequences.
std::string random_bytes(std::mt19937& rng, std::size_t max_len) {
    static const std::string interesting = "\x1b\x1b\x1b[[[OOM<;;~$^@\r\n\x7f\x08\t\x04\x03";
    std::uniform_int_distribution<std::size_t> len(0, max_len);
    std::uniform_int_distribution<int> pick(0, 3);
    std::uniform_int_distribution<int> any(0, 255);
    std::string s(len(rng), '\0');
    for (char& c : s) {
        switch (pick(rng)) {
        case 0: c = interesting[static_cast<std::size_t>(any(rng)) % interesting.size()]; break;
        case 1: c = static_cast<char>('0' + any(rng) % 10); break;
        case 2: c = static_cast<char>(0x20 + any(rng) % 0x5F); break;
        default: c = static_cast<char>(any(rng)); break;
        }
    }
    return s;
}

// One printable character of valid UTF-8, as every text key must hold.
bool is_one_printable_char(const std::string& s) {
    if (s.empty() || s.size() > 4) return false;
    auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    std::uint32_t cp = 0;
    std::size_t len = 0;
    if (b(0) < 0x80) { cp = b(0); len = 1; }
    else if ((b(0) & 0xE0) == 0xC0) { cp = b(0) & 0x1Fu; len = 2; }
    else if ((b(0) & 0xF0) == 0xE0) { cp = b(0) & 0x0Fu; len = 3; }
    else if ((b(0) & 0xF8) == 0xF0) { cp = b(0) & 0x07u; len = 4; }
    else return false;
    if (s.size() != len) return false;
    for (std::size_t i = 1; i < len; ++i) {
        if ((b(i) & 0xC0) != 0x80) return false;
        cp = cp << 6 | (b(i) & 0x3Fu);
    }
    static const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    return cp >= 0x20 && cp != 0x7F && !(cp >= 0x80 && cp < 0xA0);
}

bool is_sane(const Key& k) {
    if (k.kind == Kind::text) return is_one_printable_char(k.text);
    if (!k.text.empty()) return false;
    if (k.kind == Kind::mouse)
        return k.mouse_x >= 1 && k.mouse_y >= 1 && k.mouse_button >= 0 && k.mouse_button <= 11;
    return k.mouse_x == 0 && k.mouse_y == 0;
}

bool is_navigation_or_mouse(Kind k) {
    switch (k) {
    case Kind::up: case Kind::down: case Kind::left: case Kind::right:
    case Kind::home: case Kind::end: case Kind::page_up: case Kind::page_down:
    case Kind::delete_: case Kind::tab: case Kind::mouse:
        return true;
    default:
        return false;
    }
}

const std::string ESC = "\x1b";

// ---- tables -------------------------------------------------------------------

const std::vector<Case> arrow_cases{
    {ESC + "[A", "up"},      {ESC + "[B", "down"},    {ESC + "[C", "right"},
    {ESC + "[D", "left"},    {ESC + "OA", "up"},      {ESC + "OB", "down"},
    {ESC + "OC", "right"},   {ESC + "OD", "left"},    {ESC + "[A" + ESC + "OB", "up, down"},
};

const std::vector<Case> modifier_cases{
    {ESC + "[1;2A", "shift+up"},        {ESC + "[1;3A", "alt+up"},
    {ESC + "[1;4A", "alt+shift+up"},    {ESC + "[1;5A", "ctrl+up"},
    {ESC + "[1;6A", "ctrl+shift+up"},   {ESC + "[1;7A", "ctrl+alt+up"},
    {ESC + "[1;8A", "ctrl+alt+shift+up"}, {ESC + "[1;9A", "alt+up"},
    {ESC + "[1;1A", "up"},              {ESC + "[1;2B", "shift+down"},
    {ESC + "[1;3C", "alt+right"},       {ESC + "[1;5D", "ctrl+left"},
    {ESC + "[;5A", "ctrl+up"},          {ESC + "[1A", "up"},
    {ESC + "O5A", "ctrl+up"},           {ESC + "O1;2B", "shift+down"},
    {ESC + "[a", "shift+up"},           {ESC + "[d", "shift+left"},  // rxvt
    {ESC + "Oa", "ctrl+up"},            {ESC + "Oc", "ctrl+right"},  // rxvt
};

const std::vector<Case> home_end_cases{
    {ESC + "[H", "home"},          {ESC + "[F", "end"},
    {ESC + "OH", "home"},          {ESC + "OF", "end"},
    {ESC + "[1~", "home"},         {ESC + "[4~", "end"},
    {ESC + "[7~", "home"},         {ESC + "[8~", "end"},
    {ESC + "[1;5H", "ctrl+home"},  {ESC + "[1;2F", "shift+end"},
    {ESC + "[1;3~", "alt+home"},   {ESC + "[4;5~", "ctrl+end"},
    {ESC + "[7$", "shift+home"},   {ESC + "[8^", "ctrl+end"},  // rxvt
};

const std::vector<Case> paging_cases{
    {ESC + "[5~", "page_up"},               {ESC + "[6~", "page_down"},
    {ESC + "[5;2~", "shift+page_up"},       {ESC + "[6;5~", "ctrl+page_down"},
    {ESC + "[5;3~", "alt+page_up"},         {ESC + "[3~", "delete"},
    {ESC + "[3;5~", "ctrl+delete"},         {ESC + "[3;2~", "shift+delete"},
    {ESC + "[5$", "shift+page_up"},         {ESC + "[6^", "ctrl+page_down"},  // rxvt
    {ESC + "[3@", "ctrl+shift+delete"},
};

const std::vector<Case> sgr_mouse_cases{
    {ESC + "[<0;10;5M", "mouse press 1 at 10,5"},
    {ESC + "[<0;10;5m", "mouse release 1 at 10,5"},
    {ESC + "[<1;1;1M", "mouse press 2 at 1,1"},
    {ESC + "[<2;120;45M", "mouse press 3 at 120,45"},
    {ESC + "[<2;120;45m", "mouse release 3 at 120,45"},
    {ESC + "[<0;1234;56789M", "mouse press 1 at 1234,56789"},
    {ESC + "[<64;3;4M", "mouse press 4 at 3,4"},
    {ESC + "[<65;3;4M", "mouse press 5 at 3,4"},
    {ESC + "[<32;7;8M", "mouse move press 1 at 7,8"},
    {ESC + "[<35;7;8M", "mouse move release 0 at 7,8"},
    {ESC + "[<4;2;3M", "shift+mouse press 1 at 2,3"},
    {ESC + "[<8;2;3m", "alt+mouse release 1 at 2,3"},
    {ESC + "[<16;300;200M", "ctrl+mouse press 1 at 300,200"},
    {ESC + "[<128;9;9M", "mouse press 8 at 9,9"},
    {ESC + "[<0;10;5M" + ESC + "[<0;10;5m", "mouse press 1 at 10,5, mouse release 1 at 10,5"},
    {ESC + "[32;10;5M", "mouse press 1 at 10,5"},  // urxvt
    {ESC + "[35;10;5M", "mouse release 0 at 10,5"},
};

const std::vector<Case> x10_mouse_cases{
    {ESC + "[M *%", "mouse press 1 at 10,5"},
    {ESC + "[M#*%", "mouse release 0 at 10,5"},
    {ESC + "[M!!!", "mouse press 2 at 1,1"},
    {ESC + "[M\"\x80\x90", "mouse press 3 at 96,112"},
    {ESC + "[M!\xff\xff", "mouse press 2 at 223,223"},
    {ESC + "[M`AB", "mouse press 4 at 33,34"},
    {ESC + "[Ma!!", "mouse press 5 at 1,1"},
    {ESC + "[M0!!", "ctrl+mouse press 1 at 1,1"},
    {ESC + "[M@!!", "mouse move press 1 at 1,1"},
    // Raw bytes that look like keys are still coordinates.
    {ESC + "[M [A", "mouse press 1 at 59,33"},
    // Impossible values are swallowed whole: a button byte below 32, cell 0.
    {ESC + "[M" + ESC + "[A", ""},
    {ESC + "[M \r\n", ""},
    {ESC + "[M \xc3\xa9x", "mouse press 1 at 163,137, 'x'"},
    {ESC + "[M *%h8", "mouse press 1 at 10,5, 'h', '8'"},
};

const std::vector<Case> control_cases{
    {"\r", "enter"},
    {"\n", "enter"},
    {"\r\n", "enter"},
    {"\r\r", "enter, enter"},
    {"\n\n", "enter, enter"},
    {"\n\r", "enter, enter"},
    {"\r\n\n", "enter, enter"},
    {"\r\n\r\n", "enter, enter"},
    {"\ra\n", "enter, 'a', enter"},
    {ESC + "OM", "enter"},
    {"\x7f", "backspace"},
    {"\x08", "backspace"},
    {"\t", "tab"},
    {ESC + "[Z", "shift+tab"},
    {"\x04", "eof"},
    {"\x03", "interrupt"},
    {"\x0c", "repaint"},
    {ESC + "\x0c", "alt+repaint"},
    {std::string("\x00\x01\x02\x05\x11\x13\x1a\x1c\x1f", 9), ""},
    {"\x01" "a\x18" "b", "'a', 'b'"},
    {" ", "' '"},
};

const std::vector<Case> text_cases{
    {"a", "'a'"},
    {"h8", "'h', '8'"},
    {"~", "'~'"},
    {"\xc3\xa9", "'\xc3\xa9'"},
    {"\xe4\xba\x94\xe5\xad\x90\xe6\xa3\x8b", "'\xe4\xba\x94', '\xe5\xad\x90', '\xe6\xa3\x8b'"},
    {"\xf0\x9f\x98\x80", "'\xf0\x9f\x98\x80'"},
    {"\xef\xbc\x98\xef\xbc\x8c\xef\xbc\x98", "'\xef\xbc\x98', '\xef\xbc\x8c', '\xef\xbc\x98'"},
    {"a\xc3\xa9" "b\xf0\x9f\x98\x80" "c", "'a', '\xc3\xa9', 'b', '\xf0\x9f\x98\x80', 'c'"},
    {ESC + "Op" + ESC + "Oy" + ESC + "Ok" + ESC + "On", "'0', '9', '+', '.'"},  // keypad
};

const std::vector<Case> invalid_utf8_cases{
    {"\xff", ""},
    {"\x80" "a", "'a'"},
    {"\xc3" "a", "'a'"},
    {"\xe4\xba" "a", "'a'"},
    {"\xe4\xba" "a\xe4\xba\x94", "'a', '\xe4\xba\x94'"},
    {"\xc0\xaf" "x", "'x'"},             // overlong '/'
    {"\xe0\x80\xaf" "x", "'x'"},         // overlong '/'
    {"\xed\xa0\x80" "z", "'z'"},         // surrogate
    {"\xf4\x90\x80\x80" "z", "'z'"},     // past U+10FFFF
    {"\xf8\x88\x80\x80\x80" "z", "'z'"}, // five-byte form
    {"\xfe\xff", ""},
    {"\xc2\x85\xc2\x9b" "z", "'z'"},     // C1 controls, including CSI
    {"\x9b" "A", "'A'"},                 // a raw 8-bit CSI is not UTF-8
    {"\xc3\xc3\xa9", "'\xc3\xa9'"},
};

const std::vector<Case> alt_cases{
    {ESC + "a", "alt+'a'"},
    {ESC + "X", "alt+'X'"},
    {ESC + "8", "alt+'8'"},
    {ESC + " ", "alt+' '"},
    {ESC + "\xc3\xa9", "alt+'\xc3\xa9'"},
    {ESC + "\x7f", "alt+backspace"},
    {ESC + "\r", "alt+enter"},
    {ESC + "\r\n", "alt+enter"},
    {ESC + "\t", "alt+tab"},
    {ESC + "\x01", ""},
    {ESC + "\xff" "a", "'a'"},
    {ESC + ESC + "[A", "escape, up"},
    {ESC + "O\r", "alt+'O', enter"},
    {ESC + "a" + ESC + "b", "alt+'a', alt+'b'"},
};

const std::vector<Case> unknown_cases{
    {ESC + "[200~", ""},                       // bracketed paste start
    {ESC + "[201~", ""},                       // bracketed paste end
    {ESC + "[200~h8" + ESC + "[201~", "'h', '8'"},
    {ESC + "[I", ""},                          // focus in
    {ESC + "[O", ""},                          // focus out
    {ESC + "[2~", ""},                         // insert
    {ESC + "[15~", ""},                        // F5
    {ESC + "[24;5~", ""},                      // ctrl+F12
    {ESC + "[1;5P", ""},                       // ctrl+F1
    {ESC + "OP", ""},                          // F1
    {ESC + "OS", ""},                          // F4
    {ESC + "O1;2Q", ""},
    {ESC + "[[A", ""},                         // Linux console F1
    {ESC + "[[E", ""},
    {ESC + "[E", ""},                          // keypad 5
    {ESC + "[?1;2c", ""},                      // device attributes reply
    {ESC + "[>0;276;0c", ""},
    {ESC + "[12;40R", ""},                     // cursor position report
    {ESC + "[?2004;1$y", ""},                  // mode report
    {ESC + "[2;1$y", ""},
    {ESC + "[1 q", ""},
    {ESC + "[99~", ""},
    {ESC + "[5;2;3~", ""},
    {ESC + "[2A", ""},
    {ESC + "[1:2A", ""},
    {ESC + "[<0;1M", ""},                      // SGR mouse with a missing number
    {ESC + "[<0;0;5M", ""},                    // column 0 does not exist
    {ESC + "[<0;;5M", ""},
    {ESC + "[<0;1;1x", ""},
    {ESC + "[99999999999999999999;5A", ""},    // numbers saturate
    {ESC + "[9$", ""},
    {ESC + "[200~x" + ESC + "[I" + ESC + "[O" + ESC + "[201~", "'x'"},
    {ESC + "[15~q" + ESC + "OPw", "'q', 'w'"},
};

// A byte that cannot belong to the sequence ends it and is read on its own.
const std::vector<Case> interrupted_cases{
    {ESC + "[1\r", "enter"},
    {ESC + "[1;5" + ESC + "[A", "up"},
    {ESC + "[12\xc3\xa9", "'\xc3\xa9'"},
    {ESC + "[<0;3\x7f", "backspace"},
    {ESC + "O1" + ESC + "OA", "up"},
    {ESC + "O" + ESC + "OB", "alt+'O', down"},
    {ESC + "[[\x03", "interrupt"},
    {ESC + "[1 \x04", "eof"},
};

void check_table(const std::vector<Case>& table) {
    auto row = GENERATE_REF(from_range(table));
    check_every_arrival(row);
}

}  // namespace

// ---- known sequences, however they arrive ------------------------------------

TEST_CASE("arrow keys decode from both CSI and SS3 forms however the bytes arrive", "[unit]") {
    check_table(arrow_cases);
}

TEST_CASE("modifier parameters on arrows set shift, alt and ctrl", "[unit]") {
    check_table(modifier_cases);
}

TEST_CASE("home and end decode from every form terminals send", "[unit]") {
    check_table(home_end_cases);
}

TEST_CASE("page up, page down and delete decode with or without modifiers", "[unit]") {
    check_table(paging_cases);
}

TEST_CASE("SGR mouse reports decode presses, releases, wheels and multi-digit cells", "[unit]") {
    check_table(sgr_mouse_cases);
}

TEST_CASE("legacy mouse reports take exactly three raw bytes and never leak them as keys", "[unit]") {
    check_table(x10_mouse_cases);
}

TEST_CASE("enter, backspace, tab, eof, interrupt and repaint decode and other control bytes are ignored", "[unit]") {
    check_table(control_cases);
}

TEST_CASE("UTF-8 text is reassembled however its bytes are split", "[unit]") {
    check_table(text_cases);
}

TEST_CASE("invalid UTF-8 bytes are dropped without harming what follows", "[unit]") {
    check_table(invalid_utf8_cases);
}

TEST_CASE("Alt plus a key arrives as ESC in front of that key", "[unit]") {
    check_table(alt_cases);
}

TEST_CASE("unknown sequences are consumed whole and never become keys", "[unit]") {
    check_table(unknown_cases);
}

TEST_CASE("a byte that cannot belong to a sequence ends it and is read on its own", "[unit]") {
    check_table(interrupted_cases);
}

// ---- Escape and the timeout -------------------------------------------------

TEST_CASE("a lone Escape is reported only after the timeout", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(ESC, keys);
    CHECK(keys.empty());
    CHECK(d.pending());
    d.timeout(keys);
    CHECK(describe(keys) == "escape");
    CHECK_FALSE(d.pending());
    d.timeout(keys);
    CHECK(describe(keys) == "escape");
}

TEST_CASE("Escape followed quickly by [A is an arrow, not an escape", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(ESC, keys);
    d.feed("[", keys);
    CHECK(keys.empty());
    d.feed("A", keys);
    d.timeout(keys);
    CHECK(describe(keys) == "up");
    CHECK_FALSE(d.pending());
}

TEST_CASE("Escape, a pause, then [A is an escape and two letters", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(ESC, keys);
    d.timeout(keys);
    d.feed("[A", keys);
    CHECK(describe(keys) == "escape, '[', 'A'");
}

TEST_CASE("Escape pressed twice quickly gives two escapes", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(ESC + ESC, keys);
    CHECK(describe(keys) == "escape");
    CHECK(d.pending());
    d.timeout(keys);
    CHECK(describe(keys) == "escape, escape");
}

TEST_CASE("a timeout after ESC [ or ESC O reports Alt+[ or Alt+O", "[unit]") {
    auto [bytes, expected] = GENERATE(table<std::string, std::string>({
        {ESC + "[", "alt+'['"},
        {ESC + "O", "alt+'O'"},
        {"x" + ESC, "'x', escape"},
        {ESC + "[A" + ESC, "up, escape"},
    }));
    CAPTURE(printable(bytes));
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(bytes, keys);
    CHECK(d.pending());
    d.timeout(keys);
    CHECK(describe(keys) == expected);
    CHECK_FALSE(d.pending());
}

TEST_CASE("a timeout inside a sequence only a terminal sends keeps waiting for its tail", "[unit]") {
    auto [head, tail, expected] = GENERATE(table<std::string, std::string, std::string>({
        {ESC + "[1;", "5A", "ctrl+up"},
        {ESC + "[<0;12", ";7M", "mouse press 1 at 12,7"},
        {ESC + "[M", " *%a", "mouse press 1 at 10,5, 'a'"},
        {ESC + "[M *", "%a", "mouse press 1 at 10,5, 'a'"},
        {ESC + "O5", "C", "ctrl+right"},
        {"\xe4\xba", "\x94", "'\xe4\xba\x94'"},
        {ESC + "\xc3", "\xa9", "alt+'\xc3\xa9'"},
        {ESC + "[[", "A", ""},
    }));
    CAPTURE(printable(head), printable(tail));
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(head, keys);
    d.timeout(keys);
    CHECK(keys.empty());
    CHECK(d.pending());
    d.feed(tail, keys);
    CHECK(describe(keys) == expected);
    CHECK_FALSE(d.pending());
}

TEST_CASE("a timeout with nothing held does nothing", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.timeout(keys);
    d.feed("a", keys);
    d.timeout(keys);
    CHECK(describe(keys) == "'a'");
    CHECK_FALSE(d.pending());
}

TEST_CASE("feed appends to the keys it is given", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed("a", keys);
    d.feed("b", keys);
    CHECK(describe(keys) == "'a', 'b'");
}

// ---- bounded buffering ------------------------------------------------------

TEST_CASE("a sequence of 32 bytes still decodes and a longer one is dropped to its end", "[unit]") {
    std::string fits = ESC + "[" + std::string(26, '0') + "1;5A";
    REQUIRE(fits.size() == 32);
    check_every_arrival({fits, "ctrl+up"});
    check_every_arrival({ESC + "[" + std::string(27, '0') + "1;5Ax", "'x'"});
    check_every_arrival({ESC + "O" + std::string(40, '1') + "Ay", "'y'"});
}

TEST_CASE("an endless sequence is dropped without holding its bytes", "[unit]") {
    KeyDecoder d;
    std::vector<Key> keys;
    d.feed(ESC + "[", keys);
    const std::string block(4096, ';');
    for (int i = 0; i < 512; ++i) {
        d.feed(block, keys);
        REQUIRE(d.pending());
    }
    d.feed("Ax", keys);
    CHECK(describe(keys) == "'x'");
    CHECK_FALSE(d.pending());
}

TEST_CASE("an over-long sequence cut short by another byte lets that byte through", "[unit]") {
    check_every_arrival({ESC + "[" + std::string(40, '1') + "\r", "enter"});
    check_every_arrival({ESC + "[" + std::string(40, '1') + ESC + "[B", "down"});
}

// ---- fuzzing ----------------------------------------------------------------

TEST_CASE("random bytes never crash the decoder and decode the same however they arrive", "[unit]") {
    std::mt19937 rng(20261129);
    std::uniform_int_distribution<std::size_t> cut_chance(0, 3);
    int bad_keys = 0, split_mismatches = 0, left_pending = 0;
    for (int n = 0; n < 100'000; ++n) {
        const std::string bytes = random_bytes(rng, 24);

        KeyDecoder whole;
        std::vector<Key> a;
        whole.feed(bytes, a);
        whole.timeout(a);

        KeyDecoder split;
        std::vector<Key> b;
        std::size_t start = 0;
        for (std::size_t i = 1; i <= bytes.size(); ++i) {
            if (i == bytes.size() || cut_chance(rng) == 0) {
                split.feed(std::string_view(bytes).substr(start, i - start), b);
                start = i;
            }
        }
        split.timeout(b);

        for (const Key& k : a) bad_keys += is_sane(k) ? 0 : 1;
        if (describe(a) != describe(b)) {
            ++split_mismatches;
            UNSCOPED_INFO(printable(bytes) << " → " << describe(a) << " / " << describe(b));
        }
        // What is still held after a timeout must be a sequence only a terminal sends.
        if (whole.pending()) {
            std::vector<Key> tail;
            whole.feed(std::string(8, '~') + "z", tail);
            left_pending += describe(tail).find("'z'") == std::string::npos ? 1 : 0;
        }
    }
    CHECK(bad_keys == 0);
    CHECK(split_mismatches == 0);
    CHECK(left_pending == 0);
}

TEST_CASE("any CSI sequence decodes only to navigation, tab or mouse keys", "[unit]") {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> len(0, 40), body(0x20, 0x3F), final(0x40, 0x7E);
    int stray = 0;
    for (int n = 0; n < 20'000; ++n) {
        std::string s = ESC + "[";
        for (int i = len(rng); i > 0; --i) {
            char c = static_cast<char>(body(rng));
            s += c == '$' ? '0' : c;  // rxvt's `n $` ends early; its own cases are in the tables
        }
        s += static_cast<char>(final(rng));
        KeyDecoder d;
        std::vector<Key> keys;
        d.feed(s, keys);
        d.timeout(keys);
        for (const Key& k : keys) {
            if (!is_navigation_or_mouse(k.kind) || !is_sane(k)) {
                ++stray;
                UNSCOPED_INFO(printable(s) << " → " << describe(k));
            }
        }
    }
    CHECK(stray == 0);
}

TEST_CASE("any SS3 sequence decodes only to navigation, enter or keypad keys", "[unit]") {
    std::mt19937 rng(11);
    std::uniform_int_distribution<int> len(0, 40), param(0x30, 0x3F), final(0x40, 0x7E);
    const std::string keypad = "*+,-./0123456789";
    int stray = 0;
    for (int n = 0; n < 20'000; ++n) {
        std::string s = ESC + "O";
        for (int i = len(rng); i > 0; --i) s += static_cast<char>(param(rng));
        s += static_cast<char>(final(rng));
        KeyDecoder d;
        std::vector<Key> keys;
        d.feed(s, keys);
        d.timeout(keys);
        for (const Key& k : keys) {
            bool ok = k.kind == Kind::text ? keypad.find(k.text) != std::string::npos && k.text.size() == 1
                                           : k.kind == Kind::enter || is_navigation_or_mouse(k.kind);
            if (!ok || k.kind == Kind::mouse || k.kind == Kind::tab) {
                ++stray;
                UNSCOPED_INFO(printable(s) << " → " << describe(k));
            }
        }
    }
    CHECK(stray == 0);
}

TEST_CASE("random legacy mouse reports never leak their bytes as keys", "[unit]") {
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> any(0, 255);
    int leaks = 0;
    for (int n = 0; n < 100'000; ++n) {
        std::string s = ESC + "[M";
        for (int i = 0; i < 3; ++i) s += static_cast<char>(any(rng));
        KeyDecoder d;
        std::vector<Key> keys;
        d.feed(s + "q", keys);
        bool ok = !keys.empty() && describe(keys.back()) == "'q'" && keys.size() <= 2 &&
                  (keys.size() == 1 || (keys[0].kind == Kind::mouse && is_sane(keys[0])));
        if (!ok || d.pending()) {
            ++leaks;
            UNSCOPED_INFO(printable(s) << " → " << describe(keys));
        }
    }
    CHECK(leaks == 0);
}
