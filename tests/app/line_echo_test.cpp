// Line mode on a terminal: the terminal itself echoes what is typed, and
// the Enter moves its cursor down a row, all behind the screen writer's
// back. The next frame must still come out whole and in place.
#include <string>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/screen_sink.hpp"

using namespace gomoku;

namespace {

// Lines as a person types them at a cooked terminal: echoed, then CR LF.
class EchoingSource : public EventSource {
public:
    EchoingSource(std::vector<std::string> lines, test::ScreenSink& terminal)
        : lines_(std::move(lines)), terminal_(terminal) {}
    InputEvent next(std::optional<std::int64_t>) override {
        if (at_ == lines_.size()) return InputEvent::end();
        const std::string& line = lines_[at_++];
        terminal_.model.feed(line + "\r\n");
        return InputEvent::line(line);
    }

private:
    std::vector<std::string> lines_;
    std::size_t at_ = 0;
    test::ScreenSink& terminal_;
};

}  // namespace

TEST_CASE("in line mode on a terminal, the frame after a typed line is drawn in place, over the echo", "[app]") {
    AppConfig c;
    c.settings.ascii = true;
    const Screen screen{true, 100, 40};
    test::ScreenSink terminal(screen.width, screen.height);
    EchoingSource in({"1", "Ana", "Bo", "h8", "j9"}, terminal);
    App app(in, terminal, screen, c);
    app.run();
    CHECK(terminal.error == "");
    // The screen as the last frame left it, before the goodbye: the prompt is
    // on its own row, and no echo of an earlier line is left on the screen.
    std::string last;
    for (const std::string& s : terminal.screens)
        if (s.find("Ana (X) >") != std::string::npos) last = s;
    INFO(last);
    REQUIRE(!last.empty());
    CHECK(last.find("Ana played H8.") == std::string::npos);
    CHECK(last.find("Bo played J9.") != std::string::npos);
    CHECK(last.find("> j9") == std::string::npos);
    CHECK(last.find("> h8") == std::string::npos);
    CHECK(last.find("Bo (O) >") == std::string::npos);  // the prompt before, drawn a row too low
    CHECK(last.find(">") == last.rfind(">"));
    const std::size_t prompt = last.find("Ana (X) >");
    const std::size_t row_start = last.rfind('\n', prompt);
    CHECK(prompt == row_start + 2);  // " Ana (X) >" starts the row, after its one-column margin
    std::string row = last.substr(prompt, last.find('\n', prompt) - prompt);
    while (!row.empty() && row.back() == ' ') row.pop_back();
    CHECK(row == "Ana (X) >");  // nothing left of what was echoed
}
