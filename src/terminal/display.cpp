#include "display.hpp"

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
    whole_ = frame.width() <= screen_.width && frame.height() <= screen_.height;
    if (whole_) {
        shown_ = frame;
    } else {
        std::string prompt;
        const auto row = frame.caret ? static_cast<std::size_t>(frame.caret->row) : frame.rows().size();
        if (row < frame.rows().size())
            for (const Span& s : frame.rows()[row]) prompt += s.text;
        const Frame small = render_too_small(screen_.width, screen_.height, frame.width(), frame.height(), prompt, options);
        shown_ = options.ascii_text ? ascii_frame(small) : small;
    }
    // A frame that changes nothing sends nothing.
    const std::string bytes = writer_.draw(shown_, options.colour);
    return bytes.empty() || send(bytes);
}

}  // namespace gomoku
