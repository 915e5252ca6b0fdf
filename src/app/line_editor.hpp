#pragma once
// The prompt being typed, edited in place: what raw mode takes away from the
// terminal's own line editing, given back. Pure; the app shows text() after
// the prompt.

#include <string>
#include <string_view>

#include "events.hpp"

namespace gomoku {

class LineEditor {
public:
    // Appends one typed character (UTF-8). False, and nothing changes, when it
    // is not printable or the line would grow past max_line_bytes.
    bool insert(std::string_view character);
    // Removes the last character, a whole UTF-8 sequence; nothing when empty.
    void erase_last();
    void clear() { text_.clear(); }

    const std::string& text() const { return text_; }
    bool empty() const { return text_.empty(); }

private:
    std::string text_;
};

}  // namespace gomoku
