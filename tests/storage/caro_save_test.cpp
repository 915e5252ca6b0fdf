// Caro games kept and refused: our record keeps the rule, Piskvork's .psq
// cannot, and a record whose rule this program does not know changes
// nothing on screen.
#include <string>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "record.hpp"
#include "settings.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"

using namespace gomoku;

namespace {

AppConfig caro_config(Rule rule = Rule::caro) {
    AppConfig c;
    c.settings.ascii = true;
    c.settings.rule = rule;
    c.colour_ok = false;
    c.clock = [] { return std::time_t{1795000000}; };
    return c;
}

std::string caro_play(const std::vector<std::string>& lines, const AppConfig& config) {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    ScriptedSource in = ScriptedSource::from_text(text);
    StringSink out;
    App app(in, out, Screen{}, config);
    app.run();
    return out.data;
}

bool caro_says(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

std::string caro_last_frame(const std::string& out) {
    const std::size_t from = out.rfind("gomoku · five in a row");
    return from == std::string::npos ? out : out.substr(from);
}

}  // namespace

TEST_CASE("a caro game is saved with its rule and loads back as caro", "[app]") {
    test::TempDir dir;
    const Rule rule = GENERATE(Rule::caro, Rule::caro_strict);
    const std::string file = dir.path() + "/caro.txt";
    caro_play({"1", "", "", "h8", "j9", "save " + file, "q", "y"}, caro_config(rule));
    const std::string text = test::slurp(file);
    CHECK(caro_says(text, "# rule: " + std::string(rule_name(rule)) + "\n"));
    const LoadResult back = load_record(text);
    REQUIRE(back.ok());
    CHECK(back.record->setup.rule == rule);
}

TEST_CASE("a caro game is not saved as .psq, which has no field for the rule", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/caro.psq";
    const std::string out = caro_play({"1", "", "", "h8", "j9", "save " + file, "q", "y"}, caro_config());
    CHECK(caro_says(out, "Could not save to "));
    CHECK(caro_says(out, "this format cannot hold \"rule: caro\""));
    CHECK(::access(file.c_str(), F_OK) != 0);
}

TEST_CASE("a record whose rule this program does not know is refused with its line, the game on screen untouched", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/omok.txt";
    test::spit(file, "# gomoku 3\n# size: 15\n# rule: omok\nH8\nJ9\n");
    const std::string out = caro_play({"1", "Ana", "Bo", "a1", "b2", "load " + file, "q", "y"}, caro_config());
    CHECK(caro_says(out, ":3: unknown value \"rule: omok\""));
    CHECK(caro_says(caro_last_frame(out), "Move 3 · Black (Ana) to play"));
    CHECK(caro_says(caro_last_frame(out), "caro"));
    CHECK_FALSE(caro_says(caro_last_frame(out), "J9"));
}

TEST_CASE("the settings file keeps caro, and the settings screen steps to it after renju", "[unit]") {
    Settings s;
    s.rule = Rule::caro_strict;
    CHECK(settings_from_text(settings_to_text(s), Settings{}).rule == Rule::caro_strict);
    for (const SettingRow& row : setting_rows()) {
        if (row.key != "rule") continue;
        Settings renju;
        renju.rule = Rule::renju;
        CHECK(row.next_value(renju) == "caro");
        Settings caro;
        caro.rule = Rule::caro;
        CHECK(row.next_value(caro) == "caro-strict");
        Settings strict;
        strict.rule = Rule::caro_strict;
        CHECK(row.next_value(strict) == "freestyle");
    }
}
