#include "catch.hpp"
#include "cli.hpp"
#include "environment.hpp"
#include "settings.hpp"

using namespace gomoku;

TEST_CASE("command-line options are read in both spellings", "[unit]") {
    const CliResult r = parse_cli({"--size", "19", "--rule=standard", "--lang", "zh", "--ascii", "--no-color"});
    REQUIRE_FALSE(r.error);
    CHECK(r.options.size == 19);
    CHECK(r.options.rule == Rule::standard);
    CHECK(r.options.lang == Lang::zh);
    CHECK(r.options.ascii);
    CHECK(r.options.no_color);
}

TEST_CASE("a bad command line names the problem", "[unit]") {
    SECTION("unknown option") {
        const CliResult r = parse_cli({"--colour-me"});
        REQUIRE(r.error);
        CHECK(describe(*r.error, Lang::en).find("--colour-me") != std::string::npos);
    }
    SECTION("size out of range") {
        const CliResult r = parse_cli({"--size", "27"});
        REQUIRE(r.error);
        CHECK(r.error->message == Msg::cli_bad_value);
        CHECK(describe(*r.error, Lang::en).find("27") != std::string::npos);
    }
    SECTION("missing value") {
        const CliResult r = parse_cli({"--rule"});
        REQUIRE(r.error);
        CHECK(r.error->message == Msg::cli_missing_value);
    }
    SECTION("unknown rule") { CHECK(parse_cli({"--rule", "gomoku"}).error); }
    SECTION("value on a flag") { CHECK(parse_cli({"--ascii=yes"}).error); }
    SECTION("size with junk") { CHECK(parse_cli({"--size", "15x"}).error); }
    SECTION("a clock without its unit, and one with two kinds at once") {
        const CliResult bare = parse_cli({"--clock", "10"});
        REQUIRE(bare.error);
        CHECK(describe(*bare.error, Lang::en) ==
              "gomoku: \"10\" is not a valid value for --clock (a number needs its unit, as in 10m or 10s)");
        const CliResult both = parse_cli({"--clock=5m+3s/30sx3"});
        REQUIRE(both.error);
        CHECK(describe(*both.error, Lang::en).find("not both") != std::string::npos);
        CHECK(describe(*both.error, Lang::zh).find("5m+3s/30sx3") != std::string::npos);
    }
}

TEST_CASE("a bad argument is shown with its control characters as '?', so it cannot drive the terminal", "[unit]") {
    // Found by fuzzing the command line (tests/fuzz/corpus/command_line/escape_in_*).
    const CliResult option = parse_cli({"--\x1b[2J"});
    REQUIRE(option.error);
    const CliResult value = parse_cli({"--size=\x1b]0;title\x07"});
    REQUIRE(value.error);
    for (Lang lang : {Lang::en, Lang::zh}) {
        CHECK(describe(*option.error, lang).find("--?[2J") != std::string::npos);
        CHECK(describe(*value.error, lang).find("?]0;title?") != std::string::npos);
        CHECK(describe(*option.error, lang).find('\x1b') == std::string::npos);
        CHECK(describe(*value.error, lang).find('\x07') == std::string::npos);
    }
}

TEST_CASE("the locale decides UTF-8 in the order LC_ALL, LC_CTYPE, LANG", "[unit]") {
    Environment e;
    CHECK_FALSE(utf8_locale(e));
    e.lang = "en_US.UTF-8";
    CHECK(utf8_locale(e));
    e.lc_ctype = "C";
    CHECK_FALSE(utf8_locale(e));
    e.lc_all = "zh_CN.utf8";
    CHECK(utf8_locale(e));
}

TEST_CASE("a Chinese locale chooses Chinese text", "[unit]") {
    Environment e;
    CHECK(language_from(e) == Lang::en);
    e.lang = "zh_CN.UTF-8";
    CHECK(language_from(e) == Lang::zh);
    e.lc_messages = "en_GB.UTF-8";
    CHECK(language_from(e) == Lang::en);
    e.lc_all = "zh_TW.UTF-8";
    CHECK(language_from(e) == Lang::zh);
}

TEST_CASE("settings live under XDG_CONFIG_HOME, else HOME, else nowhere", "[unit]") {
    Environment e;
    CHECK_FALSE(config_directory(e));
    e.home = "/home/ana";
    CHECK(config_directory(e) == std::string("/home/ana/.config/gomoku"));
    e.xdg_config_home = "relative/path";
    CHECK(config_directory(e) == std::string("/home/ana/.config/gomoku"));
    e.xdg_config_home = "/cfg";
    CHECK(config_directory(e) == std::string("/cfg/gomoku"));
}

TEST_CASE("settings survive a round trip and bad lines are skipped", "[unit]") {
    Settings s;
    s.size = 19;
    s.rule = Rule::standard;
    s.lang = Lang::zh;
    s.ascii = true;
    s.colour = false;
    CHECK(settings_from_text(settings_to_text(s), Settings{}) == s);
    const Settings read = settings_from_text("size = 99\nrule = nonsense\ngarbage\ncolours = off\n", Settings{});
    CHECK(read.size == 15);
    CHECK(read.rule == Rule::freestyle);
    CHECK_FALSE(read.colour);
}

TEST_CASE("--line forces line mode and --no-mouse turns clicks off; neither takes a value", "[unit]") {
    const CliResult r = parse_cli({"--line", "--no-mouse"});
    REQUIRE_FALSE(r.error);
    CHECK(r.options.line);
    CHECK(r.options.no_mouse);
    CHECK_FALSE(parse_cli({}).options.line);
    CHECK(parse_cli({"--line=yes"}).error);
    for (Lang lang : {Lang::en, Lang::zh}) {
        const std::string help = std::string(raw_text(lang, Msg::cli_usage)) + raw_text(lang, Msg::cli_help);
        CHECK(help.find("--line") != std::string::npos);
        CHECK(help.find("--no-mouse") != std::string::npos);
    }
}

TEST_CASE("a game file is given bare or after --load, and only one", "[unit]") {
    CHECK(parse_cli({"game.txt"}).options.file == std::string("game.txt"));
    CHECK(parse_cli({"--load", "game.txt", "--size", "19"}).options.file == std::string("game.txt"));
    CHECK(parse_cli({"--load=game.txt"}).options.file == std::string("game.txt"));
    CHECK(parse_cli({"--resume"}).options.resume);
    const CliResult two = parse_cli({"a.txt", "--load", "b.txt"});
    REQUIRE(two.error);
    CHECK(two.error->message == Msg::cli_two_files);
    CHECK(describe(*two.error, Lang::en).find("b.txt") != std::string::npos);
    CHECK(parse_cli({"--resume", "a.txt"}).error);
    CHECK(parse_cli({"--load"}).error);
}

TEST_CASE("--replay takes a file and goes with no other game", "[unit]") {
    CHECK(parse_cli({"--replay", "game.txt"}).options.replay == std::string("game.txt"));
    CHECK(parse_cli({"--replay", "a.txt", "b.txt"}).error);
    CHECK(parse_cli({"--replay", "a.txt", "--resume"}).error);
    CHECK(parse_cli({"--replay"}).error);
}

TEST_CASE("--analyse takes a file and goes with nothing else to start", "[unit]") {
    CHECK(parse_cli({"--analyse", "game.txt", "--nodes", "5000"}).options.analyse == std::string("game.txt"));
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--analyse", "a.txt", "b.txt"}, {"--analyse", "a.txt", "--replay", "b.txt"},
          {"--analyse", "a.txt", "--resume"}, {"--analyse", "a.txt", "--host", "5005"},
          {"--analyse", "a.txt", "--vs-computer", "black"}}) {
        const CliResult r = parse_cli(args);
        REQUIRE(r.error);
        CHECK(r.error->message == Msg::cli_not_with);
        CHECK(describe(*r.error, Lang::en).rfind("gomoku: --analyse and ", 0) == 0);
    }
    CHECK(parse_cli({"--analyse"}).error);
}

TEST_CASE("--format names the one format to read a game file as; bsd is only ever read this way", "[unit]") {
    CHECK_FALSE(parse_cli({"game.txt"}).options.format);
    CHECK(parse_cli({"--format", "bsd", "game.txt"}).options.format == RecordFormat::bsd);
    CHECK(parse_cli({"--replay", "game.txt", "--format=bsd"}).options.format == RecordFormat::bsd);
    CHECK(parse_cli({"--format", "gomoku", "--load", "g.txt"}).options.format == RecordFormat::gomoku);
    CHECK(parse_cli({"--format", "moves", "g.txt"}).options.format == RecordFormat::bare_moves);
    CHECK(parse_cli({"--format", "string", "g.txt"}).options.format == RecordFormat::move_string);
    CHECK(parse_cli({"--format", "psq", "g.txt"}).options.format == RecordFormat::psq);
    const CliResult bad = parse_cli({"--format", "sgf", "g.txt"});
    REQUIRE(bad.error);
    CHECK(bad.error->message == Msg::cli_bad_value);
    CHECK(describe(*bad.error, Lang::en).find("gomoku, moves, string, psq, bsd") != std::string::npos);
    CHECK(parse_cli({"--format"}).error);
    for (Lang lang : {Lang::en, Lang::zh}) {
        const std::string help = std::string(raw_text(lang, Msg::cli_usage)) + raw_text(lang, Msg::cli_help);
        CHECK(help.find("--format") != std::string::npos);
        CHECK(help.find("bsd") != std::string::npos);
    }
}

TEST_CASE("the computer player's options are read from the command line", "[unit]") {
    const CliResult r = parse_cli({"--pbrain", "--level", "easy", "--think-time=0.5", "--nodes", "20000", "--seed", "7"});
    REQUIRE_FALSE(r.error);
    CHECK(r.options.pbrain);
    CHECK(r.options.level == engine::Level::easy);
    CHECK(r.options.think_time == 0.5);
    CHECK(r.options.nodes == 20000u);
    CHECK(r.options.seed == 7u);
    CHECK(parse_cli({"--level", "expert"}).error);
    CHECK(parse_cli({"--think-time", "0"}).error);
    CHECK(parse_cli({"--nodes", "-3"}).error);
    CHECK(parse_cli({"--seed"}).error);
}

TEST_CASE("--puzzle starts in the puzzles, its set optional, and with no game beside it", "[unit]") {
    CHECK(parse_cli({"--puzzle"}).options.puzzle == std::string("shipped"));
    CHECK(parse_cli({"--puzzle", "own"}).options.puzzle == std::string("own"));
    CHECK(parse_cli({"--puzzle=mine.txt"}).options.puzzle == std::string("mine.txt"));
    // The next option is not taken for the set.
    const CliResult then_lang = parse_cli({"--puzzle", "--lang", "zh"});
    REQUIRE_FALSE(then_lang.error);
    CHECK(then_lang.options.puzzle == std::string("shipped"));
    CHECK(then_lang.options.lang == Lang::zh);
    CHECK(parse_cli({"--puzzle="}).error);
    for (const std::vector<std::string>& both : std::vector<std::vector<std::string>>{
             {"--puzzle", "own", "game.txt"}, {"--resume", "--puzzle"}, {"--puzzle", "--vs-computer", "black"},
             {"--puzzle", "--host", "5005"}, {"--replay", "g.txt", "--puzzle"}}) {
        const CliResult r = parse_cli(both);
        REQUIRE(r.error);
        CHECK(r.error->message == Msg::cli_not_with);
    }
    for (Lang lang : {Lang::en, Lang::zh}) {
        const std::string help = std::string(raw_text(lang, Msg::cli_usage)) + raw_text(lang, Msg::cli_help);
        CHECK(help.find("--puzzle") != std::string::npos);
    }
}
