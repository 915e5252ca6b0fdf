#include "display.hpp"

namespace gomoku {

bool Display::send(std::string_view bytes) {
    if (closed_) return false;
    if (!sink_.write(bytes)) closed_ = true;
    return !closed_;
}

bool Display::show(const Frame& given, const ViewOptions& options) {
    // A locale that is not UTF-8 gets ASCII alone, whatever the frame holds.
    const Frame ascii = options.ascii_text ? ascii_frame(given) : Frame{};
    const Frame& frame = options.ascii_text ? ascii : given;
    if (!screen_.terminal) {
        // Each frame in full, after the previous prompt's line.
        std::string text = shown_ ? "\n" : "";
        text += to_plain(frame);
        shown_ = true;
        return send(text);
    }
    if (frame.width() > screen_.width || frame.height() > screen_.height) {
        std::string prompt;
        if (frame.caret)
            for (const Span& s : frame.rows()[static_cast<std::size_t>(frame.caret->row)]) prompt += s.text;
        const Frame small = render_too_small(screen_.width, screen_.height, frame.width(), frame.height(), prompt,
                                             options);
        return send(to_terminal(options.ascii_text ? ascii_frame(small) : small, options.colour));
    }
    return send(to_terminal(frame, options.colour));
}

}  // namespace gomoku
