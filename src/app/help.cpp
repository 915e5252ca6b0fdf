// Help: pages of rules, typing, commands and files (and keys, in cursor mode).
#include "app.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

App::Next App::help() {
    std::vector<Msg> pages = {Msg::help_page_1, Msg::help_page_2, Msg::help_page_3, Msg::help_page_files};
    if (config_.cursor_mode) pages.insert(pages.begin() + 1, Msg::help_page_keys);
    const int count = static_cast<int>(pages.size());
    int page = 0;
    Message message;
    for (;;) {
        const auto answer = prompt_.ask(
            [&] {
                PageView v{tr(Msg::help_title), {}, message,
                           tr(Msg::help_footer, {{"page", std::to_string(page + 1)}, {"pages", std::to_string(count)}})};
                // The marks as this screen draws them, not as some other one might.
                const std::string body = tr(pages[static_cast<std::size_t>(page)],
                                            {{"last", "[" + stone_glyph(Stone::black, view()) + "]"}});
                std::size_t start = 0;
                while (start <= body.size()) {
                    const std::size_t nl = body.find('\n', start);
                    v.lines.push_back(body.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
                    if (nl == std::string::npos) break;
                    start = nl + 1;
                }
                return render_page(v, view());
            },
            message, Prompt::steps(""));
        if (!answer) return Next::end;
        if (answer->leaving()) return after_help_;  // Escape, as q
        const std::optional<HelpStep> step = read_help_step(answer->text);
        message = Message{};
        if (!step) {
            message = Message{tr(Msg::help_not_a_choice), true};
            continue;
        }
        switch (*step) {
            case HelpStep::next:
                if (page + 1 < count) {
                    ++page;
                    continue;
                }
                return after_help_;
            case HelpStep::previous:
                if (page > 0) --page;
                continue;
            case HelpStep::first: page = 0; continue;
            case HelpStep::last: page = count - 1; continue;
            case HelpStep::back: return after_help_;
        }
    }
}

}  // namespace gomoku
