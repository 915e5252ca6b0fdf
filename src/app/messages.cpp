// The messages view: every message the screen showed lately, whole. A
// message line is cut to the terminal's width, so a long chat line or a
// long error stays readable here.
#include "app.hpp"

namespace gomoku {

std::optional<App::Next> App::show_messages() {
    const std::deque<std::string>& said = prompt_.display().said();
    Message message;
    const auto answer = prompt_.ask(
        [&] {
            std::vector<std::string> lines(said.begin(), said.end());
            if (lines.empty()) lines.push_back(tr(Msg::messages_none));
            // The newest that fit the terminal, when it has a height.
            const ViewOptions o = view();
            const std::size_t room = o.height > 8 ? static_cast<std::size_t>(o.height - 8) : lines.size();
            if (lines.size() > room) lines.erase(lines.begin(), lines.end() - static_cast<long>(room));
            return render_page(PageView{tr(Msg::messages_title), lines, message, tr(Msg::messages_prompt)}, o);
        },
        message, Prompt::question());
    if (!answer) return Next::end;
    return std::nullopt;  // any answer, Escape too, goes back to the board
}

}  // namespace gomoku
