// What a line typed at each screen means, read without an app: the menu's
// keys and words, settings rows, the result screen, review steps, help pages,
// the computer's setup and names.
#include <string>

#include "catch.hpp"
#include "input.hpp"
#include "words.hpp"

using namespace gomoku;

TEST_CASE("a typed line at the board is a point when it is one on this board, else a command or a mistake", "[unit]") {
    CHECK(read_game_input("u 8", 21).kind == GameInput::Kind::point);         // U8, on a board that has a U
    CHECK(read_game_input("r 8", 19).kind == GameInput::Kind::point);         // R8
    CHECK(read_game_input("u 8", 15).kind == GameInput::Kind::command);       // undo, with something after it
    CHECK(read_game_input("u 8", 15).argument == "8");
    CHECK(read_game_input("q16", 19).kind == GameInput::Kind::point);
    CHECK(read_game_input("q16", 15).kind == GameInput::Kind::bad_point);     // row 16 is off a 15x15 board
    CHECK(read_game_input("ＵＮＤＯ", 15).command == Command::undo);
    CHECK(read_game_input("save  my game.txt ", 15).argument == "my game.txt");
    CHECK(read_game_input("保存 对局.txt", 15).argument == "对局.txt");
    CHECK(read_game_input("hello", 15).kind == GameInput::Kind::unknown_command);
    CHECK(read_game_input("99", 15).kind == GameInput::Kind::bad_point);
    CHECK(read_game_input("  ", 15).kind == GameInput::Kind::empty);
}

TEST_CASE("the menu reads its keys, its words and its labels, and continue only when a game waits", "[unit]") {
    CHECK(read_menu_choice("1", false, Lang::en) == MenuChoice::new_game);
    CHECK(read_menu_choice("１", false, Lang::en) == MenuChoice::new_game);
    CHECK(read_menu_choice("5", true, Lang::en) == MenuChoice::computer);
    CHECK(read_menu_choice("c", true, Lang::en) == MenuChoice::continue_game);
    CHECK_FALSE(read_menu_choice("c", false, Lang::en));
    CHECK(read_menu_choice("Continue last game", true, Lang::en) == MenuChoice::continue_game);
    CHECK(read_menu_choice("new game", false, Lang::en) == MenuChoice::new_game);
    CHECK(read_menu_choice("新对局", false, Lang::zh) == MenuChoice::new_game);
    CHECK(read_menu_choice("q", false, Lang::en) == MenuChoice::quit);
    CHECK(read_menu_choice("退出", false, Lang::zh) == MenuChoice::quit);
    CHECK(read_menu_choice("?", false, Lang::en) == MenuChoice::help);
    CHECK(read_menu_choice("6", false, Lang::en) == MenuChoice::network);
    CHECK(read_menu_choice("network", false, Lang::en) == MenuChoice::network);
    CHECK(read_menu_choice("7", false, Lang::en) == MenuChoice::puzzles);
    CHECK(read_menu_choice("puzzles", false, Lang::en) == MenuChoice::puzzles);
    CHECK(read_menu_choice("习题", false, Lang::zh) == MenuChoice::puzzles);
    CHECK_FALSE(read_menu_choice("8", false, Lang::en));
    CHECK_FALSE(read_menu_choice("", false, Lang::en));
    for (MenuChoice c : {MenuChoice::new_game, MenuChoice::settings, MenuChoice::help, MenuChoice::review,
                         MenuChoice::computer, MenuChoice::network, MenuChoice::puzzles, MenuChoice::quit})
        CHECK(read_menu_choice(menu_key(c), false, Lang::en) == c);
}

TEST_CASE("settings read a row's number or a way back", "[unit]") {
    const auto row = read_settings_choice("9", 9);
    REQUIRE(row);
    CHECK(row->kind == SettingsChoice::Kind::row);
    CHECK(row->row == 8);
    CHECK_FALSE(read_settings_choice("10", 9));
    CHECK_FALSE(read_settings_choice("0", 9));
    for (const char* back : {"q", "menu", "quit", "菜单"}) CHECK(read_settings_choice(back, 9)->kind == SettingsChoice::Kind::back);
}

TEST_CASE("the result screen reads 1 to 4, a, menu and quit", "[unit]") {
    CHECK(read_result_choice("1") == ResultChoice::again);
    CHECK(read_result_choice("menu") == ResultChoice::menu);
    CHECK(read_result_choice("q") == ResultChoice::quit);
    CHECK(read_result_choice("4") == ResultChoice::review);
    CHECK(read_result_choice("a") == ResultChoice::analyse);
    CHECK_FALSE(read_result_choice("5"));
    CHECK_FALSE(read_result_choice(""));
}

TEST_CASE("review reads steps, jumps within the game, and the ways out", "[unit]") {
    CHECK(read_review_step("", 9)->kind == ReviewStep::Kind::next);
    CHECK(read_review_step("P", 9)->kind == ReviewStep::Kind::previous);
    CHECK(read_review_step("f", 9)->kind == ReviewStep::Kind::first);
    CHECK(read_review_step("l", 9)->kind == ReviewStep::Kind::last);
    CHECK(read_review_step("q", 9)->kind == ReviewStep::Kind::back);  // q leaves the review, not the program
    CHECK(read_review_step("quit", 9)->kind == ReviewStep::Kind::quit);
    CHECK(read_review_step("menu", 9)->kind == ReviewStep::Kind::menu);
    CHECK(read_review_step("a", 9)->kind == ReviewStep::Kind::analyse);
    CHECK(read_review_step("分析", 9)->kind == ReviewStep::Kind::analyse);
    CHECK(read_review_step("b", 9)->kind == ReviewStep::Kind::better);
    CHECK(read_review_step("solve", 9)->kind == ReviewStep::Kind::solve);
    CHECK(read_review_step("求解", 9)->kind == ReviewStep::Kind::solve);
    const auto jump = read_review_step("4", 9);
    REQUIRE(jump);
    CHECK(jump->kind == ReviewStep::Kind::jump);
    CHECK(jump->to == 4);
    CHECK_FALSE(read_review_step("10", 9));
    CHECK_FALSE(read_review_step("x", 9));
}

TEST_CASE("help reads its page steps and the ways back", "[unit]") {
    CHECK(read_help_step("") == HelpStep::next);
    CHECK(read_help_step("p") == HelpStep::previous);
    CHECK(read_help_step("q") == HelpStep::back);
    CHECK(read_help_step("menu") == HelpStep::back);
    CHECK_FALSE(read_help_step("x"));
}

TEST_CASE("the computer's setup reads a colour and a level, by number or by word", "[unit]") {
    CHECK(read_colour_choice("")->kind == SetupAnswer::keep_default);
    CHECK(read_colour_choice("2")->colour == Stone::white);
    CHECK(read_colour_choice("白")->colour == Stone::white);
    CHECK(read_colour_choice("b")->colour == Stone::black);
    CHECK(read_colour_choice("menu")->kind == SetupAnswer::back);
    CHECK_FALSE(read_colour_choice("3"));
    CHECK(read_level_choice("3")->level == engine::Level::hard);
    CHECK(read_level_choice("easy")->level == engine::Level::easy);
    CHECK(read_level_choice("")->kind == SetupAnswer::keep_default);
    CHECK_FALSE(read_level_choice("4"));
}

TEST_CASE("a name is kept as typed, trimmed and cut to a name's width, and refused with control characters", "[unit]") {
    CHECK_FALSE(read_name("   ").name);
    CHECK(read_name("  Ana  ").name == "Ana");
    CHECK(read_name("张三").name == "张三");
    CHECK(read_name("ＡＮＡ").name == "ＡＮＡ");  // full-width forms stay as typed in a name
    CHECK(read_name(std::string(40, 'x')).name->size() == 16);
    CHECK_FALSE(read_name("a\x1b[2Jb").ok);
    CHECK_FALSE(read_name("bo\u202E").ok);
}

TEST_CASE("a typed name over 64 characters or 128 bytes is refused with a message, however narrow", "[unit]") {
    std::string accents;
    for (int i = 0; i < 1000; ++i) accents += "\xCC\x81";  // combining marks take no column
    const NameAnswer narrow = read_name("A" + accents);
    CHECK_FALSE(narrow.ok);
    CHECK(name_problem(narrow, Lang::en) == "A name can have at most 64 characters and 128 bytes.");
    CHECK_FALSE(name_problem(narrow, Lang::zh).empty());
    CHECK_FALSE(read_name(std::string(65, 'x')).ok);
    CHECK(read_name(std::string(64, 'x')).name->size() == 16);  // within the limits: cut to the width as before
    CHECK(name_problem(read_name("a\x1b[2Jb"), Lang::en) ==
          "A name cannot contain control characters or bytes that are not UTF-8.");
}

TEST_CASE("a network game reads say, draw, again, accept and decline, and their Chinese words", "[unit]") {
    using K = NetworkWord::Kind;
    const auto kind = [](const char* line) { return read_network_word(line)->kind; };
    CHECK(kind("say hi") == K::say);
    CHECK(kind("说 你好") == K::say);
    CHECK(read_network_word("说  你好 ")->text == "你好");
    CHECK(read_network_word("SAY hi there")->text == "hi there");
    CHECK(kind("draw") == K::draw);
    CHECK(kind("和棋") == K::draw);
    CHECK(kind("again") == K::again);
    CHECK(kind("再来") == K::again);
    CHECK(kind("accept") == K::accept);
    CHECK(kind("接受") == K::accept);
    CHECK(kind("decline") == K::decline);
    CHECK(kind("拒绝") == K::decline);
    // A move or a command is the board's.
    CHECK_FALSE(read_network_word("h8"));
    CHECK_FALSE(read_network_word("悔棋"));
    CHECK_FALSE(read_network_word("sayonara"));
}
