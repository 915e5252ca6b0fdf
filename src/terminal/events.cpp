#include "events.hpp"

namespace gomoku {

void LineAssembler::emit(std::vector<InputEvent>& out) {
    InputEvent e = InputEvent::line(too_long_ ? std::string() : std::move(line_));
    e.too_long = too_long_;
    out.push_back(std::move(e));
    line_.clear();
    too_long_ = false;
}

void LineAssembler::feed(std::string_view bytes, std::vector<InputEvent>& out) {
    for (char c : bytes) {
        if (c == '\n' && after_cr_) {  // the LF of a CR LF: that line has ended already
            after_cr_ = false;
            continue;
        }
        after_cr_ = c == '\r';
        if (c == '\n' || c == '\r') {
            emit(out);
            continue;
        }
        if (too_long_) continue;
        if (line_.size() == limit_) {
            too_long_ = true;
            line_.clear();
            continue;
        }
        line_.push_back(c);
    }
}

void LineAssembler::finish(std::vector<InputEvent>& out) {
    after_cr_ = false;
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
