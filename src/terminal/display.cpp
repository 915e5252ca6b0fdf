#include "display.hpp"

#include <algorithm>

namespace gomoku {

bool Display::send(std::string_view bytes) {
    if (closed_) return false;
    if (!sink_.write(bytes)) closed_ = true;
    return !closed_;
}

bool Display::show(const Frame& given, const ViewOptions& options) {
    if (closed_) return false;
    ++frames_;
    colour_ = options.colour;
    if (!given.message.empty() && (said_.empty() || said_.back() != given.message)) {
        said_.push_back(given.message);
        if (said_.size() > said_kept) said_.pop_front();
    }
    // A locale that is not UTF-8 gets ASCII alone, whatever the frame holds.
    const Frame ascii = options.ascii_text ? ascii_frame(given) : Frame{};
    const Frame& frame = options.ascii_text ? ascii : given;
    if (!screen_.terminal) {
        // Each frame in full, after the previous prompt's line.
        std::string text = frames_ > 1 ? "\n" : "";
        text += to_plain(frame);
        shown_ = frame;
        whole_ = true;
        return send(text);
    }
    const int need_width = std::max(frame.width(), frame.needs.width);
    const int need_height = std::max(frame.height(), frame.needs.height);
    whole_ = need_width <= screen_.width && need_height <= screen_.height;
    if (whole_) {
        shown_ = frame;
    } else {
        // The prompt's row, and the message's just above it.
        const auto text_of = [&](std::size_t row) {
            std::string text;
            if (row < frame.rows().size())
                for (const Span& s : frame.rows()[row]) text += s.text;
            return text;
        };
        // (The caret is hidden on the board in cursor mode; the prompt is the last row.)
        const auto row = frame.caret ? static_cast<std::size_t>(frame.caret->row)
                                     : frame.rows().empty() ? 0 : frame.rows().size() - 1;
        const std::string message = !frame.message.empty() ? frame.message : row > 0 ? text_of(row - 1) : std::string();
        const Frame small =
            render_too_small(screen_.width, screen_.height, need_width, need_height, message, text_of(row), options);
        shown_ = options.ascii_text ? ascii_frame(small) : small;
    }
    // A frame that changes nothing sends nothing.
    const std::string bytes = writer_.draw(shown_, options.colour);
    return bytes.empty() || send(bytes);
}

}  // namespace gomoku
