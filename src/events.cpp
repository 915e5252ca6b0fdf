#include "events.hpp"

namespace gomoku {

void LineAssembler::emit(std::vector<InputEvent>& out) {
    if (!line_.empty() && line_.back() == '\r') line_.pop_back();
    InputEvent e = InputEvent::line(too_long_ ? std::string() : std::move(line_));
    e.too_long = too_long_;
    out.push_back(std::move(e));
    line_.clear();
    too_long_ = false;
}

void LineAssembler::feed(std::string_view bytes, std::vector<InputEvent>& out) {
    for (char c : bytes) {
        if (c == '\n') {
            emit(out);
            continue;
        }
        if (too_long_) continue;
        line_.push_back(c);
        // One byte of slack for a '\r' before the newline.
        if (line_.size() > max_line_bytes + 1 || (line_.size() == max_line_bytes + 1 && c != '\r')) {
            too_long_ = true;
            line_.clear();
        }
    }
}

void LineAssembler::finish(std::vector<InputEvent>& out) {
    if (!line_.empty() || too_long_) emit(out);
}

ScriptedSource ScriptedSource::from_text(std::string_view text) {
    LineAssembler lines;
    std::vector<InputEvent> events;
    lines.feed(text, events);
    lines.finish(events);
    return ScriptedSource(std::move(events));
}

}  // namespace gomoku
