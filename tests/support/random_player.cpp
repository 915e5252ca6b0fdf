#include "support/random_player.hpp"

#include <utility>

#include "gomoku/notation.hpp"

namespace test {

namespace {

using gomoku::Cell;
using gomoku::Point;

const std::vector<gomoku::Direction> eight_ways = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};

// The full-width form a Chinese input method types: FF01-FF5E for ASCII,
// the ideographic comma and space.
std::string full_width(const std::string& ascii) {
    std::string out;
    for (char c : ascii) {
        if (c == ' ') {
            out += "\u3000";
        } else if (c == ',') {
            out += "\uFF0C";
        } else if (c > ' ' && c < 0x7F) {
            const unsigned cp = 0xFF01u + static_cast<unsigned>(c - '!');
            out += static_cast<char>(0xE0u | (cp >> 12));
            out += static_cast<char>(0x80u | ((cp >> 6) & 0x3Fu));
            out += static_cast<char>(0x80u | (cp & 0x3Fu));
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

RandomPlayer::RandomPlayer(std::uint64_t seed, bool cursor_mode, std::string directory,
                           std::vector<std::string> files)
    : rng_(seed), cursor_mode_(cursor_mode), directory_(std::move(directory)), files_(std::move(files)) {}

// ---- what to say ---------------------------------------------------------------

std::string RandomPlayer::notation(Point p, int size) {
    const std::string letter(1, static_cast<char>((rng_.percent(50) ? 'a' : 'A') + p.col));
    const std::string row = std::to_string(p.row + 1), col = std::to_string(p.col + 1);
    // Numbers alone are row, then column.
    const std::vector<std::string> forms = {letter + row,        letter + " " + row, letter + "0" + row,
                                            row + letter,        row + " " + letter, row + " " + col,
                                            row + "," + col,     row + ", " + col,   row + " ,  " + col};
    std::string text = rng_.pick(forms);
    if (rng_.percent(10)) text = full_width(text);
    if (rng_.percent(10)) text = rng_.pick(std::vector<std::string>{" ", "\t", "  "}) + text;
    if (rng_.percent(10)) text += rng_.pick(std::vector<std::string>{" ", "\t", "\r"});
    (void)size;
    return text;
}

std::string RandomPlayer::bad_point(const Situation& now) {
    const int n = now.size;
    const std::string row = std::to_string(rng_.between(1, n));
    const std::string letter(1, static_cast<char>('a' + rng_.below(n)));
    std::vector<std::string> bad = {
        letter + "0",
        letter + std::to_string(n + rng_.between(1, 80)),
        row + " 0",
        "0 " + row,
        row + " " + std::to_string(n + rng_.between(1, 9)),
        "-" + row + " " + row,
        row + " -" + row,
        "99999999999999 " + row,
        letter + "99999999999999",
        letter + row + "x",
        letter + row + " " + row,
        letter,
        row,
        "+" + row + " " + row,
        row + ",," + row,
        row + " " + row + " " + row,
        full_width(letter + "0"),
    };
    if (n < gomoku::Board::max_size) bad.push_back(std::string(1, static_cast<char>('a' + rng_.between(n, 25))) + row);
    if (now.game) {
        std::vector<Point> taken;
        const gomoku::Board& b = now.game->board();
        for (int r = 0; r < b.size(); ++r)
            for (int c = 0; c < b.size(); ++c)
                if (b.at({c, r}) != Cell::empty) taken.push_back({c, r});
        if (!taken.empty()) {
            const std::string occupied = notation(rng_.pick(taken), b.size());
            bad.insert(bad.end(), 4, occupied);
        }
    }
    return rng_.pick(bad);
}

std::string RandomPlayer::garbage() {
    const int kind = rng_.below(10);
    std::string s;
    switch (kind) {
        case 0:
        case 1: {
            // Random bytes. Ctrl-D ends cursor-mode input at once, so it has
            // an action of its own there rather than turning up everywhere.
            const int n = rng_.between(1, 40);
            for (int i = 0; i < n; ++i) {
                char c = static_cast<char>(rng_.below(256));
                if (cursor_mode_ && c == '\x04') c = 'x';
                s += c;
            }
            return s;
        }
        case 2:
            return rng_.pick(std::vector<std::string>{
                std::string("h8\0j9", 5), std::string(1, '\0'), std::string("\0\0\0", 3), "\xff", "\xfe\xff",
                "\xc0\xaf", "\xed\xa0\x80", "\xe4\xb8", "\xf8\x88\x80\x80\x80", "h\x80" "8", "\xc3"});
        case 3:
            return rng_.pick(std::vector<std::string>{"\x1b[31mred", "\x1b]0;title\x07", "\x1b[2J", "\x1b" "c",
                                                      "\x1b[?1049h", "\xc2\x9b" "31m", "\xc2\x85", "\x1b[6n"});
        case 4:
            return rng_.pick(std::vector<std::string>{"\u202Eabc", "\u2066x\u2069", "a\u200Eb", "\uFFFD",
                                                      "\t\b\x7f\x01", "\r", "\x07\x07", "\x08\x08h8"});
        case 5: {
            // Over the length limit, or right at it.
            const int n = rng_.pick(std::vector<int>{255, 256, 257, 258, rng_.between(259, 1500)});
            for (int i = 0; i < n; ++i) s += static_cast<char>(rng_.between(0x21, 0x7E));
            return s;
        }
        case 6:
            return rng_.pick(std::vector<std::string>{"认输吗", "ｈ８ｘ", "😀", "e\u0301", "八八", "８　８　８",
                                                      "\u3000", "Ａ"});
        case 7: return rng_.pick(std::vector<std::string>{"", " ", "   \t ", "\t"});
        case 8:
            return rng_.pick(std::vector<std::string>{"hello", "undoo", "sav", "h8 h9", "menu please", "yes",
                                                      "{name}", "%s%s%n", "{point}{0}"});
        default: {
            const int n = rng_.between(1, 12);
            for (int i = 0; i < n; ++i) s += static_cast<char>(rng_.between(0x20, 0x7E));
            return s;
        }
    }
}

std::string RandomPlayer::file_argument(bool for_save) {
    const std::string k = std::to_string(rng_.below(3));
    std::string weird;
    const int n = rng_.between(1, 12);
    for (int i = 0; i < n; ++i) {
        if (cursor_mode_) {
            // Keys that edit the prompt (Backspace) would walk out of the directory.
            weird += rng_.pick(std::vector<std::string>{"a", "Z", " ", "认", "ｈ", "😀", "\u202E", "é", "-", "~"});
        } else {
            char c = static_cast<char>(rng_.between(1, 255));
            if (c == '/' || c == '\n') c = '_';
            weird += c;
        }
    }
    const std::vector<int> weights = for_save ? std::vector<int>{20, 35, 10, 5, 5, 10, 4, 6, 0}
                                              : std::vector<int>{5, 10, 5, 5, 5, 5, 0, 0, 45, 20};
    switch (rng_.weighted(weights)) {
        case 0: return "";
        case 1: return directory_ + "/g" + k + ".txt";
        case 2: return "~/h" + k + ".txt";
        case 3: return directory_;
        case 4: return directory_ + "/missing/x.txt";
        case 5: return directory_ + "/g" + weird + ".txt";
        case 6: return directory_ + "/" + std::string(static_cast<std::size_t>(rng_.between(200, 260)), 'n');
        case 7: return directory_ + "/nonsense.txt";
        case 9: return directory_ + rng_.pick(std::vector<std::string>{"/finished.txt", "/moves.txt"});  // loads whole
        default: break;
    }
    if (rng_.percent(10)) return directory_ + "/missing.txt";
    return rng_.pick(files_);
}

std::string RandomPlayer::name() {
    return rng_.pick(std::vector<std::string>{"", "Ana", "Bo", "张三", "李四", "Émile", "O'Brien", "😀😀",
                                              "a very long name that will not fit anywhere", "  spaced  ",
                                              "龍龍龍龍龍龍龍龍", "WWWWWWWWWWWWWWWW", "龍龍龍龍龍龍龍龍龍龍龍",
                                              "e\u0301", "\x1b[31mred", "tab\there", "\u202Eevil", "\xff\xfe",
                                              "ｆｕｌｌ", "(y/n)?", "X"});
}

std::string RandomPlayer::command(const Situation& now) {
    switch (rng_.weighted({12, 8, 6, 6, 3, 4, 3, 2, 2, 1, 1, 3, 2, 2})) {
        case 0: return rng_.pick(std::vector<std::string>{"undo", "u", "U", "悔棋", "ｕｎｄｏ", " undo "});
        case 1: return rng_.pick(std::vector<std::string>{"redo", "r", "R", "重下"});
        case 2: {
            const std::string file = file_argument(true);
            return rng_.pick(std::vector<std::string>{"save", "SAVE", "保存"}) + (file.empty() ? "" : " " + file);
        }
        case 3: {
            const std::string file = file_argument(false);
            return rng_.pick(std::vector<std::string>{"load", "Load", "载入"}) + (file.empty() ? "" : " " + file);
        }
        case 4: return rng_.pick(std::vector<std::string>{"export", "导出"});
        case 5: return rng_.pick(std::vector<std::string>{"pass", "PASS", "弃权"});
        case 6: return rng_.pick(std::vector<std::string>{"resign", "认输"});
        case 7: return rng_.pick(std::vector<std::string>{"help", "?", "帮助"});
        case 8: return rng_.pick(std::vector<std::string>{"menu", "菜单"});
        case 9: return rng_.pick(std::vector<std::string>{"quit", "q", "退出"});
        case 10: return rng_.pick(std::vector<std::string>{"hint", "t", "提示"});
        case 11:
            return rng_.pick(std::vector<std::string>{"undo 3", "u " + std::to_string(rng_.between(1, now.size)),
                                                      "pass now", "help me", "export all", "resign please"});
        case 12: return rng_.pick(std::vector<std::string>{"black", "white", "two", "b", "w", "黑", "白", "两子"});
        default: return rng_.pick(std::vector<std::string>{"hello", "undoo", "sav", "exit", "loadx"});
    }
}

// A point next to a line of the mover's own stones, so games reach five
// (and blocks) rather than wandering; else any empty point.
std::optional<Point> RandomPlayer::good_move(const gomoku::Game& g) {
    const gomoku::Board& b = g.board();
    std::vector<Point> own, empty;
    for (int r = 0; r < b.size(); ++r)
        for (int c = 0; c < b.size(); ++c) {
            const Cell at = b.at({c, r});
            if (at == Cell::empty) empty.push_back({c, r});
            else if (at == gomoku::cell_of(g.to_move())) own.push_back({c, r});
        }
    if (empty.empty()) return std::nullopt;
    if (!own.empty() && rng_.percent(70)) {
        for (int tries = 0; tries < 6; ++tries) {
            Point p = rng_.pick(own);
            const gomoku::Direction d = rng_.pick(eight_ways);
            while (b.at(gomoku::step(p, d)) == gomoku::cell_of(g.to_move()) && b.contains(gomoku::step(p, d)))
                p = gomoku::step(p, d);
            const Point next = gomoku::step(p, d);
            if (b.contains(next) && b.at(next) == Cell::empty) return next;
        }
    }
    return rng_.pick(empty);
}

// ---- how to say it -------------------------------------------------------------

void RandomPlayer::bytes(Action& a, const std::string& raw) {
    a.typed += raw;
    if (cursor_mode_) {
        std::vector<gomoku::Key> keys;
        decoder_.feed(raw, keys);
        for (gomoku::Key& k : keys) a.events.push_back(gomoku::InputEvent::key_press(std::move(k)));
    } else {
        lines_.feed(raw, a.events);
    }
}

void RandomPlayer::pause(Action& a) {
    if (!cursor_mode_ || !decoder_.pending()) return;
    std::vector<gomoku::Key> keys;
    decoder_.timeout(keys);
    for (gomoku::Key& k : keys) a.events.push_back(gomoku::InputEvent::key_press(std::move(k)));
}

void RandomPlayer::line(Action& a, const std::string& text) {
    bytes(a, text + rng_.pick(std::vector<std::string>{"\n", "\n", "\n", "\r\n", cursor_mode_ ? "\r" : "\n"}));
}

void RandomPlayer::clear_prompt(Action& a) {
    if (!cursor_mode_) return;
    // Whatever the decoder held ends without a key (Ctrl-U, Escape, Ctrl-U:
    // a sequence cut short, or a lone Escape and a control key, are
    // dropped); then ':' makes sure something is typed, so the Escape after
    // it empties the prompt rather than leaving the question or asking to quit.
    bytes(a, "\x15\x1b\x15:\x1b");
    pause(a);
}

void RandomPlayer::clean_line(Action& a, const std::string& text, bool on_board) {
    if (cursor_mode_) {
        // On the board ':' opens a prompt for a whole line.
        clear_prompt(a);
        line(a, (on_board ? ":" : "") + text);
        return;
    }
    line(a, text);
}

void RandomPlayer::click(Action& a, Point p, int size) {
    const std::string x = std::to_string(5 + 2 * p.col), y = std::to_string(size - p.row + 1);
    // The first click moves the cursor there, the second places the stone.
    for (int i = 0; i < 2; ++i) bytes(a, "\x1b[<0;" + x + ";" + y + "M\x1b[<0;" + x + ";" + y + "m");
}

void RandomPlayer::keys(Action& a, const Situation& now) {
    const int count = rng_.between(1, 8);
    for (int i = 0; i < count; ++i) {
        const int x = rng_.between(1, 240), y = rng_.between(1, 70);
        switch (rng_.below(16)) {
            case 0:
            case 1:
                bytes(a, rng_.pick(std::vector<std::string>{"\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D", "\x1bOA", "\x1bOD",
                                                            "\x1b[1;2A", "\x1b[1;2C", "\x1b[1;5B", "\x1b[a", "\x1b[d"}));
                break;
            case 2:
                bytes(a, rng_.pick(std::vector<std::string>{"h", "j", "k", "l", "H", "J", "K", "L", "u", "r", "?"}));
                break;
            case 3:
                bytes(a, rng_.pick(std::vector<std::string>{"\x1b[H", "\x1b[F", "\x1b[1~", "\x1b[4~", "\x1b[5~",
                                                            "\x1b[6~", "\x1b[3~", "\x1b[2~", "\x1b[7~", "\x1b[8~"}));
                break;
            case 4: bytes(a, rng_.pick(std::vector<std::string>{"\r", "\n", "\r\n", " "})); break;
            case 5: bytes(a, rng_.pick(std::vector<std::string>{"\t", "\x1b[Z", "\x7f", "\x08", "\x03"})); break;
            case 6:
                bytes(a, "\x1b");
                pause(a);
                break;
            case 7: bytes(a, rng_.pick(std::vector<std::string>{":", "0", "8", "9"})); break;
            case 8: {
                const int button = rng_.pick(std::vector<int>{0, 0, 1, 2, 32, 64, 65});
                const std::string at = std::to_string(button) + ";" + std::to_string(x) + ";" + std::to_string(y);
                bytes(a, "\x1b[<" + at + "M");
                if (rng_.percent(70)) bytes(a, "\x1b[<" + at + "m");
                break;
            }
            case 9:
                bytes(a, std::string("\x1b[M") + static_cast<char>(32 + rng_.below(4)) + static_cast<char>(32 + x) +
                             static_cast<char>(32 + y));
                break;
            case 10:
                bytes(a, "\x1b[" + std::to_string(32 + rng_.below(4)) + ";" + std::to_string(x) + ";" +
                             std::to_string(y) + "M");
                break;
            case 11:
                bytes(a, rng_.pick(std::vector<std::string>{"\x1bOP", "\x1b[15~", "\x1b[[A", "\x1bx", "\x1b\x7f",
                                                            "\x1b[", "\x1bO"}));
                pause(a);
                break;
            case 12: {
                // A sequence no key has, or one too long to be a key at all.
                std::string s = "\x1b[";
                const int n = rng_.percent(20) ? 40 : rng_.between(0, 6);
                for (int k = 0; k < n; ++k) s += static_cast<char>(rng_.between(0x30, 0x3F));
                s += static_cast<char>(rng_.between(0x40, 0x7E));
                bytes(a, s);
                break;
            }
            case 13:
                // The head of a sequence whose tail comes with the next action.
                bytes(a, rng_.pick(std::vector<std::string>{"\x1b[1;", "\x1b[<0;12", "\xe8\xae"}));
                break;
            case 14:
                if (now.game && now.board) click(a, rng_.pick(std::vector<Point>{{0, 0}, {now.size - 1, now.size - 1}}),
                                                 now.size);
                break;
            default: bytes(a, garbage()); break;
        }
    }
}

// ---- what to do where ----------------------------------------------------------

Action RandomPlayer::act(const Situation& now) {
    if (rng_.percent(3)) {
        Action a;
        const bool tiny = rng_.percent(15);
        const bool usual = !tiny && rng_.percent(30);  // the terminal most people have
        a.events.push_back(gomoku::InputEvent::resize(tiny ? rng_.between(1, 30) : usual ? 80 : rng_.between(30, 200),
                                                      tiny ? rng_.between(1, 10) : usual ? 24 : rng_.between(10, 70)));
        a.typed = "(resize)";
        return a;
    }
    if (cursor_mode_ && rng_.below(1000) < 3) {
        Action a;
        bytes(a, "\x04");  // Ctrl-D
        return a;
    }
    if (now.confirm && rng_.percent(80)) {
        Action a;
        clean_line(a, rng_.pick(std::vector<std::string>{"y", "yes", "Y", "是", "n", "no", "N", "", "maybe"}), false);
        return a;
    }
    if (now.review) return on_review(now);
    if (now.puzzle) return on_puzzle(now);
    if (now.board && now.game && now.game->over()) return on_result(now);
    if (now.board && now.game) return on_board(now);
    return on_page(now);
}

Action RandomPlayer::on_board(const Situation& now) {
    Action a;
    const gomoku::Game& g = *now.game;
    // At a yes-or-no question a move is only a "no".
    const bool at_move_prompt = !now.confirm;
    if (g.opening().deciding() && rng_.percent(60)) {
        clean_line(a, rng_.pick(std::vector<std::string>{"black", "white", "two", "b", "w", "黑", "白", "两子", "B"}),
                   false);
        return a;
    }
    switch (rng_.weighted({46, 8, 8, 18, cursor_mode_ ? 12 : 0, 2, cursor_mode_ ? 0 : 2})) {
        case 0: {
            const std::optional<Point> p = good_move(g);
            if (!p) break;
            const bool legal = at_move_prompt && g.check(*p) == gomoku::Refusal::none;
            const std::string typed = notation(*p, g.board().size());
            if (!cursor_mode_) {
                clean_line(a, typed, true);
                if (legal) a.expect_move = p;
                return a;
            }
            switch (rng_.below(4)) {
                case 0:
                    clear_prompt(a);
                    click(a, *p, g.board().size());
                    break;
                case 1: clean_line(a, typed, true); break;
                case 2: {
                    // Any key but the vi keys starts a typed line: "8 8" needs no ':' unless they are on.
                    const std::string numbers = std::to_string(p->row + 1) + " " + std::to_string(p->col + 1);
                    clear_prompt(a);
                    line(a, (now.vi_keys ? ":" : "") + numbers);
                    break;
                }
                default:
                    keys(a, now);
                    bytes(a, "\r");
                    return a;
            }
            if (legal) a.expect_move = p;
            return a;
        }
        case 1: clean_line(a, bad_point(now), true); return a;
        case 2: line(a, garbage()); return a;
        case 3: clean_line(a, command(now), true); return a;
        case 4: keys(a, now); return a;
        case 5: line(a, ""); return a;
        case 6: {
            // Typed ahead: two moves in one read.
            const std::optional<Point> p = good_move(g), q = good_move(g);
            if (p && q) bytes(a, notation(*p, now.size) + "\n" + notation(*q, now.size) + "\n");
            return a;
        }
        default: break;
    }
    line(a, "");
    return a;
}

Action RandomPlayer::on_result(const Situation& now) {
    Action a;
    switch (rng_.weighted({45, 8, 8, 6, 4, 8, 4, 2, cursor_mode_ ? 3 : 0})) {
        case 0: clean_line(a, rng_.pick(std::vector<std::string>{"1", " 1 ", "１"}), false); break;
        case 1: clean_line(a, rng_.pick(std::vector<std::string>{"2", "menu"}), false); break;
        case 2: clean_line(a, "4", false); break;
        case 3: {
            const std::string file = file_argument(true);
            clean_line(a, "save" + (file.empty() ? "" : " " + file), false);
            break;
        }
        case 4: clean_line(a, "export", false); break;
        case 5: line(a, garbage()); break;
        case 6: line(a, ""); break;
        case 7: clean_line(a, rng_.pick(std::vector<std::string>{"3", "quit", "q"}), false); break;
        default: keys(a, now); break;
    }
    return a;
}

Action RandomPlayer::on_review(const Situation& now) {
    Action a;
    switch (rng_.weighted({40, 10, 10, 10, 12, 4, 8, 1, cursor_mode_ ? 3 : 0})) {
        case 0: clean_line(a, rng_.pick(std::vector<std::string>{"", "n", "N"}), false); break;
        case 1: clean_line(a, "p", false); break;
        case 2: clean_line(a, rng_.pick(std::vector<std::string>{"f", "l"}), false); break;
        case 3: clean_line(a, std::to_string(rng_.between(0, 60)), false); break;
        case 4: clean_line(a, "q", false); break;
        case 5: clean_line(a, "menu", false); break;
        case 6: line(a, garbage()); break;
        case 7: clean_line(a, "quit", false); break;
        default: keys(a, now); break;
    }
    return a;
}

// The puzzle screen: moves, its words, anything. No move is expected: the
// computer's answer follows a move, or a refuted move stays to be taken back.
Action RandomPlayer::on_puzzle(const Situation& now) {
    Action a;
    // A visit is kept short (q and menu come often), so sittings still
    // spend most of their steps on games.
    switch (rng_.weighted({40, 8, 6, 8, 6, 16, 6, 2, cursor_mode_ ? 12 : 0})) {
        case 0: {
            const std::optional<Point> p = good_move(*now.puzzle);
            if (p) clean_line(a, notation(*p, now.size), true);
            else clean_line(a, "next", false);
            break;
        }
        case 1: clean_line(a, rng_.pick(std::vector<std::string>{"hint", "t", "提示"}), false); break;
        case 2: clean_line(a, rng_.pick(std::vector<std::string>{"solve", "求解"}), false); break;
        case 3: clean_line(a, rng_.pick(std::vector<std::string>{"undo", "u", "悔棋"}), false); break;
        case 4: clean_line(a, rng_.pick(std::vector<std::string>{"next", "n", "下一题", ""}), false); break;
        case 5: clean_line(a, rng_.pick(std::vector<std::string>{"q", "menu", "quit"}), false); break;
        case 6: line(a, garbage()); break;
        case 7: clean_line(a, bad_point(now), false); break;
        default: keys(a, now); break;
    }
    return a;
}

Action RandomPlayer::on_page(const Situation& now) {
    Action a;
    // Now and then anything at all, wherever it is.
    if (rng_.percent(12)) {
        switch (rng_.weighted({10, 6, 3, 1, cursor_mode_ ? 4 : 0})) {
            case 0: line(a, garbage()); break;
            case 1: line(a, ""); break;
            case 2: clean_line(a, std::to_string(rng_.between(0, 12)), false); break;
            case 3: clean_line(a, rng_.pick(std::vector<std::string>{"quit", "q", "menu"}), false); break;
            default: keys(a, now); break;
        }
        return a;
    }
    std::string answer;
    switch (now.page) {
        case Page::menu:
            switch (rng_.weighted({60, 10, 12, 8, 1})) {
                case 0: answer = rng_.pick(std::vector<std::string>{"1", "c", "C"}); break;  // a new game, or continue
                case 1: answer = rng_.pick(std::vector<std::string>{"new", "New game", "continue", "新对局"}); break;
                case 2: answer = std::to_string(rng_.between(2, 6)); break;
                case 3: answer = rng_.pick(std::vector<std::string>{"settings", "help", "review", "computer", "?"}); break;
                // (Puzzles, the menu's 7, are for the sittings that start there: config_for.)
                default: answer = rng_.pick(std::vector<std::string>{"9", "8", "q", "quit"}); break;
            }
            break;
        case Page::settings:
            switch (rng_.weighted({35, 45, 12, 8})) {
                case 0: answer = rng_.pick(std::vector<std::string>{"q", "menu"}); break;
                case 1: answer = std::to_string(rng_.between(2, 9)); break;
                case 2: answer = "1"; break;
                default: answer = std::to_string(rng_.between(10, 30)); break;
            }
            break;
        case Page::size:
            answer = rng_.percent(70) ? std::to_string(rng_.pick(std::vector<int>{5, 6, 7, 9, 11, 13, 15, 19, 26}))
                                      : rng_.pick(std::vector<std::string>{"", "4", "27", "0", "-5", "15x15", "１５",
                                                                           "99999999999999999999"});
            break;
        case Page::help:
            answer = rng_.pick(std::vector<std::string>{"", "", "n", "p", "q", "q", "menu", "x"});
            break;
        case Page::names: answer = name(); break;
        case Page::review_pick: answer = rng_.percent(40) ? "" : file_argument(false); break;
        case Page::vs:
            answer = rng_.pick(std::vector<std::string>{"", "1", "2", "3", "easy", "b", "white", "4", "menu", "Ana"});
            break;
        case Page::puzzle_sets:
            answer = rng_.pick(std::vector<std::string>{"1", "1", "1", "1", "1", "2", "q", "", "3"});
            break;
        case Page::other:
            answer = rng_.pick(std::vector<std::string>{"", "1", "2", "q", "n"});
            break;
    }
    clean_line(a, answer, false);
    return a;
}

std::vector<gomoku::InputEvent> RandomPlayer::finish() {
    Action a;
    if (rng_.percent(50)) bytes(a, rng_.pick(std::vector<std::string>{"h", "h8", "\x1b[", "sav", "\xe4\xb8", "1"}));
    if (cursor_mode_) {
        pause(a);
    } else {
        lines_.finish(a.events);
    }
    a.events.push_back(gomoku::InputEvent::end());
    return std::move(a.events);
}

}  // namespace test
