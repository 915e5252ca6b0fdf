#include "words.hpp"

#include "input.hpp"
#include "render.hpp"
#include "strings.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

bool means(std::string_view typed, Command c) { return find_command(typed) == c; }

bool leaves(std::string_view typed) { return means(typed, Command::menu) || means(typed, Command::quit); }

// The engine reading a finished game, on the result screen and in review alike.
bool means_analyse(std::string_view typed) { return typed == "a" || typed == "analyse" || typed == "analyze" || typed == "分析"; }

}  // namespace

// ---- the menu -----------------------------------------------------------------

std::string_view menu_key(MenuChoice c) {
    switch (c) {
        case MenuChoice::continue_game: return "c";
        case MenuChoice::new_game: return "1";
        case MenuChoice::settings: return "2";
        case MenuChoice::help: return "3";
        case MenuChoice::review: return "4";
        case MenuChoice::computer: return "5";
        case MenuChoice::network: return "6";
        case MenuChoice::puzzles: return "7";
        case MenuChoice::quit: return "q";
    }
    return "";
}

Msg menu_label(MenuChoice c, bool last_game) {
    switch (c) {
        case MenuChoice::continue_game: return last_game ? Msg::menu_continue_last : Msg::menu_continue;
        case MenuChoice::new_game: return Msg::menu_new;
        case MenuChoice::settings: return Msg::menu_settings;
        case MenuChoice::help: return Msg::menu_help;
        case MenuChoice::review: return Msg::menu_review;
        case MenuChoice::computer: return Msg::menu_vs_computer;
        case MenuChoice::network: return Msg::menu_network;
        case MenuChoice::puzzles: return Msg::menu_puzzles;
        case MenuChoice::quit: return Msg::menu_quit;
    }
    return Msg::menu_quit;
}

std::optional<MenuChoice> read_menu_choice(std::string_view line, bool can_continue, Lang lang) {
    struct Word {
        MenuChoice choice;
        std::string_view word;
    };
    static constexpr Word words[] = {
        {MenuChoice::continue_game, "continue"}, {MenuChoice::new_game, "new"},   {MenuChoice::settings, "settings"},
        {MenuChoice::help, "help"},              {MenuChoice::review, "review"}, {MenuChoice::computer, "computer"},
        {MenuChoice::network, "network"},        {MenuChoice::puzzles, "puzzles"},
        {MenuChoice::quit, "quit"},
    };
    const std::string typed = typed_word(line);
    if (typed.empty()) return std::nullopt;
    for (const Word& w : words) {
        if (w.choice == MenuChoice::continue_game && !can_continue) continue;
        const bool label = typed == lower_ascii(raw_text(lang, menu_label(w.choice, false))) ||
                           typed == lower_ascii(raw_text(lang, menu_label(w.choice, true)));
        if (typed == menu_key(w.choice) || typed == w.word || label) return w.choice;
    }
    if (means(typed, Command::quit)) return MenuChoice::quit;
    if (means(typed, Command::help)) return MenuChoice::help;
    return std::nullopt;
}

// ---- the puzzle screen ------------------------------------------------------------

std::optional<PuzzleWord> read_puzzle_word(std::string_view line) {
    const std::string typed = typed_word(line);
    if (typed == "n" || typed == "next" || typed == "下一题") return PuzzleWord::next;
    if (typed == "answer" || typed == "答案" || means(typed, Command::solve)) return PuzzleWord::solve;
    if (means(typed, Command::hint)) return PuzzleWord::hint;
    if (means(typed, Command::undo)) return PuzzleWord::undo;
    if (means(typed, Command::help)) return PuzzleWord::help;
    if (means(typed, Command::menu)) return PuzzleWord::menu;
    if (means(typed, Command::quit)) return PuzzleWord::quit;
    return std::nullopt;
}

// ---- settings -----------------------------------------------------------------

std::optional<SettingsChoice> read_settings_choice(std::string_view line, std::size_t rows) {
    const std::string typed = typed_word(line);
    if (typed == "q" || leaves(typed)) return SettingsChoice{SettingsChoice::Kind::back, 0};
    if (const auto n = parse_int(typed, 1, static_cast<long long>(rows)))
        return SettingsChoice{SettingsChoice::Kind::row, static_cast<std::size_t>(*n - 1)};
    return std::nullopt;
}

// ---- the result screen -------------------------------------------------------

std::optional<ResultChoice> read_result_choice(std::string_view line) {
    const std::string typed = typed_word(line);
    if (typed == "1") return ResultChoice::again;
    if (typed == "2" || means(typed, Command::menu)) return ResultChoice::menu;
    if (typed == "3" || means(typed, Command::quit)) return ResultChoice::quit;
    if (typed == "4") return ResultChoice::review;
    if (means_analyse(typed)) return ResultChoice::analyse;
    return std::nullopt;
}

// ---- review -------------------------------------------------------------------

std::optional<ReviewStep> read_review_step(std::string_view line, std::size_t moves) {
    using K = ReviewStep::Kind;
    const std::string typed = typed_word(line);
    if (typed.empty() || typed == "n") return ReviewStep{K::next, 0};
    if (typed == "p") return ReviewStep{K::previous, 0};
    if (typed == "f") return ReviewStep{K::first, 0};
    if (typed == "l") return ReviewStep{K::last, 0};
    if (typed == "q") return ReviewStep{K::back, 0};
    if (means_analyse(typed)) return ReviewStep{K::analyse, 0};
    if (typed == "b" || typed == "better" || typed == "更好") return ReviewStep{K::better, 0};
    if (means(typed, Command::solve)) return ReviewStep{K::solve, 0};
    if (means(typed, Command::menu)) return ReviewStep{K::menu, 0};
    if (means(typed, Command::quit)) return ReviewStep{K::quit, 0};
    if (const auto n = parse_int(typed, 0, static_cast<long long>(moves)))
        return ReviewStep{K::jump, static_cast<std::size_t>(*n)};
    return std::nullopt;
}

// ---- help ---------------------------------------------------------------------

std::optional<HelpStep> read_help_step(std::string_view line) {
    const std::string typed = typed_word(line);
    if (typed.empty() || typed == "n") return HelpStep::next;
    if (typed == "p") return HelpStep::previous;
    if (typed == "f") return HelpStep::first;
    if (typed == "l") return HelpStep::last;
    if (typed == "q" || leaves(typed)) return HelpStep::back;
    return std::nullopt;
}

// ---- playing against the computer --------------------------------------------

std::optional<ColourAnswer> read_colour_choice(std::string_view line) {
    const std::string typed = typed_word(line);
    if (typed.empty()) return ColourAnswer{SetupAnswer::keep_default, Stone::black};
    if (leaves(typed)) return ColourAnswer{SetupAnswer::back, Stone::black};
    if (typed == "1" || means(typed, Command::black)) return ColourAnswer{SetupAnswer::chose, Stone::black};
    if (typed == "2" || means(typed, Command::white)) return ColourAnswer{SetupAnswer::chose, Stone::white};
    return std::nullopt;
}

std::optional<LevelAnswer> read_level_choice(std::string_view line) {
    const std::string typed = typed_word(line);
    if (typed.empty()) return LevelAnswer{SetupAnswer::keep_default, engine::Level::normal};
    if (leaves(typed)) return LevelAnswer{SetupAnswer::back, engine::Level::normal};
    if (const auto n = parse_int(typed, 1, 3))
        return LevelAnswer{SetupAnswer::chose, static_cast<engine::Level>(*n - 1)};
    if (const auto level = engine::level_from_name(typed)) return LevelAnswer{SetupAnswer::chose, *level};
    return std::nullopt;
}

// ---- a game over the network ----------------------------------------------

std::optional<NetworkWord> read_network_word(std::string_view line) {
    using K = NetworkWord::Kind;
    const std::string_view t = trim(line);
    const std::size_t space = t.find(' ');
    const std::string word = typed_word(t.substr(0, space));
    const std::string_view rest = space == std::string_view::npos ? std::string_view() : trim(t.substr(space + 1));
    if (word == "say" || word == "说") return NetworkWord{K::say, rest};
    if (word == "draw" || word == "和棋") return NetworkWord{K::draw, {}};
    if (word == "again" || word == "再来") return NetworkWord{K::again, {}};
    if (word == "accept" || word == "接受") return NetworkWord{K::accept, {}};
    if (word == "decline" || word == "拒绝") return NetworkWord{K::decline, {}};
    return std::nullopt;
}

// ---- names --------------------------------------------------------------------

NameAnswer read_name(std::string_view line) {
    const std::string_view name = trim(line);
    if (name.empty()) return NameAnswer{true, std::nullopt};
    if (!printable_utf8(name)) return NameAnswer{false, std::nullopt, Msg::err_name_control};
    if (!name_within_limits(name)) return NameAnswer{false, std::nullopt, Msg::err_name_too_long};
    return NameAnswer{true, fit_width(name, max_name_width)};
}

std::string name_problem(const NameAnswer& answer, Lang lang) {
    return tr(lang, answer.problem,
              {{"chars", std::to_string(max_name_code_points)}, {"bytes", std::to_string(max_name_bytes)}});
}

std::string typed_path(const std::string& typed, const std::string& home) {
    if (typed.rfind("~/", 0) == 0 && !home.empty()) return home + typed.substr(1);
    return typed;
}

std::string point_error(const PointParse& p, const std::string& typed, int size, Lang lang) {
    const std::string last(1, column_letter(size - 1));
    const std::string n = std::to_string(size);
    switch (p.error) {
        case PointError::none:
        case PointError::empty:
        case PointError::not_a_point: return tr(lang, Msg::err_not_a_point, {{"input", shown_text(typed, 24)}});
        case PointError::trailing: return tr(lang, Msg::err_trailing, {{"part", shown_text(p.part, 16)}});
        case PointError::row_not_positive:
            return tr(lang, Msg::err_row_not_positive, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::row_off_board: return tr(lang, Msg::err_row_off_board, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::col_not_positive:
            return tr(lang, Msg::err_col_not_positive, {{"part", shown_text(p.part, 8)}, {"size", n}});
        case PointError::col_off_board:
            return tr(lang, Msg::err_col_off_board, {{"part", shown_text(p.part, 8)}, {"last", last}, {"size", n}});
    }
    return "";
}

}  // namespace gomoku
