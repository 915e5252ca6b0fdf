#include "line_editor.hpp"

#include "width.hpp"

namespace gomoku {

bool LineEditor::insert(std::string_view character) {
    if (character.empty() || !printable_utf8(character)) return false;
    if (text_.size() + character.size() > max_line_bytes) return false;
    text_.append(character);
    return true;
}

void LineEditor::erase_last() {
    if (text_.empty()) return;
    // Step back over continuation bytes (10xxxxxx) to the start of the character.
    std::size_t at = text_.size() - 1;
    while (at > 0 && (static_cast<unsigned char>(text_[at]) & 0xC0) == 0x80) --at;
    text_.erase(at);
}

}  // namespace gomoku
