#include "writer.hpp"

#include <algorithm>

#include "width.hpp"

namespace gomoku {

namespace {

const ScreenCell blank_cell{};

// Columns the glyph at row[c] covers.
int unit_width(const ScreenRow& row, int c) {
    const auto next = static_cast<std::size_t>(c) + 1;
    return next < row.size() && row[next].continuation() ? 2 : 1;
}

// Whether every terminal draws this glyph exactly as wide as width.hpp
// says: one code point, and either ASCII or a wide CJK character. Emoji
// (whose widths terminals take from Unicode tables of their own, and whose
// sequences some join and some do not) and East-Asian-ambiguous glyphs are
// not.
bool sure_width(const std::string& glyph) {
    std::size_t i = 0;
    const char32_t cp = next_code_point(glyph, i);
    if (i != glyph.size()) return false;  // combining marks, sequences: their terminal may not join them
    if (cp < 0x80) return true;
    return code_point_width(cp) == 2 && !pictograph(cp);
}

void number(std::string& out, int n) { out += std::to_string(n); }

// `ESC [ n letter`, where a count of one is left out.
std::string step(int n, char letter) {
    std::string s = "\x1b[";
    if (n != 1) number(s, n);
    s += letter;
    return s;
}

std::size_t sgr_length(const std::optional<Style>& from, const Style& to) {
    std::string s;
    if (from) append_sgr(s, *from, to);
    else append_sgr(s, to);
    return s.size();
}

}  // namespace

void ScreenWriter::repaint() {
    known_ = false;
    shown_ = Picture{};
    row_ = col_ = -1;
    style_.reset();
    visible_.reset();
}

void ScreenWriter::resize(int width, int height) {
    // A terminal reports at most 65535 each way; the writer keeps only rows
    // and columns with something on them, so a huge size costs nothing.
    width_ = std::clamp(width, 1, 65535);
    height_ = std::clamp(height, 1, 65535);
    repaint();
}

// ---- the cursor and the look ------------------------------------------------------

std::string ScreenWriter::move_bytes(int r, int c) const {
    if (row_ == r && col_ == c) return "";
    // An absolute position always works; the rest need what they start from.
    std::string best = "\x1b[";
    if (r != 0 || c != 0) number(best, r + 1);
    if (c != 0) {
        best += ';';
        number(best, c + 1);
    }
    best += 'H';
    const auto consider = [&](std::string s) {
        if (s.size() < best.size()) best = std::move(s);
    };
    if (row_ == r) {
        consider(step(c + 1, 'G'));
        if (col_ >= 0 && c > col_) consider(step(c - col_, 'C'));
        if (col_ >= 0 && c < col_) consider(step(col_ - c, 'D'));
    }
    if (row_ >= 0 && col_ == c && r > row_) consider(step(r - row_, 'B'));
    if (row_ >= 0 && col_ == c && r < row_) consider(step(row_ - r, 'A'));
    return best;
}

void ScreenWriter::move_to(int r, int c) {
    out_ += move_bytes(r, c);
    row_ = r;
    col_ = c;
}

void ScreenWriter::set_style(const Style& s) {
    if (style_) append_sgr(out_, *style_, s);
    else append_sgr(out_, s);
    style_ = s;
}

void ScreenWriter::put(const ScreenRow& row, int c) {
    const ScreenCell& cell = row[static_cast<std::size_t>(c)];
    const int w = unit_width(row, c);
    set_style(cell.style);
    // A stray right half (never made by picture_of) is a blank.
    const std::string& glyph = cell.continuation() ? blank_cell.glyph : cell.glyph;
    out_ += glyph;
    const bool sure = sure_width(glyph);
    // At the right edge the terminal holds the cursor there until the next
    // glyph wraps it: only a new position is safe then.
    col_ = sure && c + w < width_ ? c + w : -1;
    // A glyph the terminal drew wider than ours at the edge may have wrapped.
    if (!sure && c + 2 >= width_) row_ = -1;
}

// The bytes that writing row[from, to) again would take, and then turning
// to the look `next`; nothing when a glyph among them would leave the column
// unknown.
std::optional<std::size_t> ScreenWriter::rewrite_bytes(const ScreenRow& row, int from, int to, const Style& next) const {
    std::size_t bytes = 0;
    std::optional<Style> look = style_;
    for (int k = from; k < to; k += unit_width(row, k)) {
        const ScreenCell& cell = row[static_cast<std::size_t>(k)];
        if (cell.continuation() || !sure_width(cell.glyph)) return std::nullopt;
        bytes += sgr_length(look, cell.style) + cell.glyph.size();
        look = cell.style;
    }
    return bytes + sgr_length(look, next);
}

void ScreenWriter::reach(int r, int c, const ScreenRow& after, const Style& next) {
    // Moving straight there; or writing the unchanged cells before it again,
    // from where the cursor is or from the start of the row, which is
    // shorter when they are few and plain.
    std::size_t best = move_bytes(r, c).size() + sgr_length(style_, next);
    int from = -1;
    const auto consider = [&](int start, std::size_t moving) {
        const std::optional<std::size_t> writing = rewrite_bytes(after, start, c, next);
        if (writing && moving + *writing < best) {
            best = moving + *writing;
            from = start;
        }
    };
    if (row_ == r && col_ >= 0 && col_ < c) consider(col_, 0);
    if (c > 0 && c <= 4) consider(0, move_bytes(r, 0).size());
    if (from < 0) {
        move_to(r, c);
        return;
    }
    move_to(r, from);
    for (int k = from; k < c; k += unit_width(after, k)) put(after, k);
}

// ---- what changed -------------------------------------------------------------

// The changes to row r: runs of changed cells, left to right, then its end
// blanked or erased if it got shorter (with erase-below on the last row, when
// rows past it may hold something).
void ScreenWriter::plan_row(int r, const ScreenRow* before, const ScreenRow& after, bool erase_below,
                            std::vector<Task>& tasks) const {
    const int n = static_cast<int>(after.size());
    const auto differs = [&](int k) {
        if (!before) return true;  // not known: every cell is written
        const auto at = static_cast<std::size_t>(k);
        return (at < before->size() ? (*before)[at] : blank_cell) != after[at];
    };
    for (int c = 0; c < n;) {
        const int w = unit_width(after, c);
        bool dirty = false;
        for (int k = c; k < c + w; ++k) dirty = dirty || differs(k);
        if (dirty) {
            if (!tasks.empty() && tasks.back().kind == Task::cells && tasks.back().to == c) tasks.back().to = c + w;
            else tasks.push_back(Task{r, c, c + w, Task::cells});
        }
        c += w;
    }
    const int old_end = before ? static_cast<int>(before->size()) : width_;
    if (erase_below) {
        // Erase-below takes the rest of this row with it, or starts on the
        // next when this one is full.
        if (n < width_) tasks.push_back(Task{r, n, width_, Task::erase_below});
        else if (r + 1 < height_) tasks.push_back(Task{r + 1, 0, width_, Task::erase_below});
    } else if (old_end > n && n < width_) {
        // A cell or two are blanked in fewer bytes than erased.
        tasks.push_back(Task{r, n, old_end, old_end - n < 3 ? Task::blank : Task::erase_line});
    }
}

// Brings the cursor and the look to where `task` begins.
void ScreenWriter::approach(const Task& task, const ScreenRow& after) {
    const bool cells = task.kind == Task::cells;
    const Style look = cells ? after[static_cast<std::size_t>(task.from)].style : Style{};
    reach(task.row, task.from, after, look);
    set_style(look);
}

std::size_t ScreenWriter::approach_bytes(const Task& task, const ScreenRow& after) {
    const int row = row_, col = col_;
    const std::optional<Style> style = style_;
    const std::size_t size = out_.size();
    approach(task, after);
    const std::size_t bytes = out_.size() - size;
    out_.resize(size);
    row_ = row;
    col_ = col;
    style_ = style;
    return bytes;
}

void ScreenWriter::perform(const Task& task, const ScreenRow& after) {
    approach(task, after);
    switch (task.kind) {
        case Task::cells:
            for (int c = task.from; c < task.to; c += unit_width(after, c)) {
                move_to(task.row, c);  // nothing, unless the glyph before left the column unknown
                put(after, c);
            }
            break;
        case Task::blank:
            out_.append(static_cast<std::size_t>(task.to - task.from), ' ');
            col_ = task.to < width_ ? task.to : -1;
            break;
        case Task::erase_line: out_ += "\x1b[K"; break;  // in the plain look: many terminals erase in the current one
        case Task::erase_below: out_ += "\x1b[J"; break;
    }
}

// ---- a frame ------------------------------------------------------------------

std::string ScreenWriter::draw(const Frame& frame, bool colour) {
    Picture next = picture_of(frame, colour, width_, height_);
    out_.clear();
    const int rows = static_cast<int>(next.rows.size());
    // Rows past the picture's last that may hold something: all of them when
    // the screen is not known.
    const bool below = !known_ || shown_.rows.size() > next.rows.size();
    std::vector<std::vector<Task>> work(static_cast<std::size_t>(rows) + 1);
    for (int r = 0; r < rows; ++r)
        plan_row(r, known_ ? &shown_.row(static_cast<std::size_t>(r)) : nullptr, next.rows[static_cast<std::size_t>(r)],
                 below && r + 1 == rows, work[static_cast<std::size_t>(r)]);
    if (below && rows == 0) work[0].push_back(Task{0, 0, width_, Task::erase_below});

    // The change that costs the fewest bytes to reach — moving and changing
    // the look — goes next, so changes in one look go together. Runs of
    // cells are apart from each other by at least an unchanged cell, so any
    // order draws the same; a row's end is blanked or erased only after its
    // cells, which a glyph drawn wider than ours can then not spill into.
    std::vector<Task> tasks;
    for (auto& row : work) tasks.insert(tasks.end(), row.begin(), row.end());
    std::vector<int> left(static_cast<std::size_t>(rows) + 2, 0);  // runs of cells not yet drawn, by row
    for (const Task& t : tasks)
        if (t.kind == Task::cells) ++left[static_cast<std::size_t>(t.row)];
    std::vector<bool> done(tasks.size(), false);
    for (std::size_t remaining = tasks.size(); remaining > 0; --remaining) {
        std::size_t pick = tasks.size(), cheapest = 0;
        int candidates = 0;
        for (std::size_t i = 0; i < tasks.size() && candidates < max_candidates; ++i) {
            const Task& t = tasks[i];
            if (done[i] || (t.kind != Task::cells && left[static_cast<std::size_t>(t.row)] > 0)) continue;
            ++candidates;
            const std::size_t bytes = approach_bytes(t, next.row(static_cast<std::size_t>(t.row)));
            if (pick == tasks.size() || bytes < cheapest) {
                pick = i;
                cheapest = bytes;
            }
        }
        const Task& task = tasks[pick];
        done[pick] = true;
        if (task.kind == Task::cells) --left[static_cast<std::size_t>(task.row)];
        perform(task, next.row(static_cast<std::size_t>(task.row)));
    }

    // The cursor is hidden while it goes from row to row, so it is never
    // seen jumping about; a change within one row (a typed key, the seconds
    // ticking) is one short step it cannot be seen in.
    const bool rows_apart =
        std::any_of(tasks.begin(), tasks.end(), [&](const Task& t) { return t.row != tasks.front().row; });
    std::string bytes;
    if ((rows_apart || !visible_) && !out_.empty() && visible_ != false) {
        bytes = "\x1b[?25l";
        visible_ = false;
    }
    bytes += out_;
    out_.clear();
    if (next.caret) {
        move_to(next.caret->row, next.caret->col);
        if (visible_ != true) out_ += "\x1b[?25h";
        visible_ = true;
    } else if (visible_ != false) {
        out_ += "\x1b[?25l";
        visible_ = false;
    }
    bytes += out_;
    out_.clear();
    shown_ = std::move(next);
    known_ = true;
    return bytes;
}

}  // namespace gomoku
