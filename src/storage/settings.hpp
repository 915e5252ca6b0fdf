#pragma once
// The player's settings and how they are kept between runs.

#include <optional>
#include <string>
#include <string_view>

#include "gomoku/board.hpp"
#include "gomoku/opening.hpp"
#include "gomoku/rules.hpp"
#include "text.hpp"

namespace gomoku {

struct Settings {
    int size = Board::default_size;
    Rule rule = Rule::freestyle;
    Lang lang = Lang::en;
    bool ascii = false;
    bool colour = true;
    Opening opening = Opening::free;
    bool strict = false;          // renju: a forbidden move loses
    bool show_forbidden = false;  // renju: mark black's forbidden points
    bool vi_keys = false;         // cursor mode: h j k l move the cursor, and typing begins with ':'

    friend bool operator==(const Settings& a, const Settings& b) {
        return a.size == b.size && a.rule == b.rule && a.lang == b.lang && a.ascii == b.ascii &&
               a.colour == b.colour && a.opening == b.opening && a.strict == b.strict &&
               a.show_forbidden == b.show_forbidden && a.vi_keys == b.vi_keys;
    }
};

// "key = value" lines. Reading starts from `base` and takes every line it
// understands; a line it does not understand is skipped, so an old or
// hand-edited file never stops the game from starting.
std::string settings_to_text(const Settings& s);
Settings settings_from_text(std::string_view text, Settings base);

// The rules a player can choose in this version.
bool selectable_rule(Rule r);

std::optional<Lang> lang_from_code(std::string_view code);
std::string_view lang_code(Lang lang);

}  // namespace gomoku
