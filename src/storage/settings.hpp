#pragma once
// The player's settings and how they are kept between runs.
//
// One table (setting_rows) says, for every setting, the key the settings
// file uses, the label the settings screen shows, the values it steps
// through, and how to read and write it; the file, the screen and the
// comparison of two Settings all go through it, so a new setting is a row.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gomoku/board.hpp"
#include "gomoku/clock.hpp"
#include "gomoku/opening.hpp"
#include "gomoku/rules.hpp"
#include "files.hpp"
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
    TimeControl clock;            // none: games have no clock
};

struct SettingRow {
    std::string_view key;  // in the settings file: "rule = renju"
    Msg label;             // on the settings screen: "Rule: {value}"
    // The values a choice on the settings screen steps through, in order;
    // none (board size, clock) means the screen asks for one instead, with
    // `ask`, and says `refused` of an answer `set` does not take.
    std::array<std::string_view, 5> values;
    std::string (*get)(const Settings&);               // the value, as the file writes it
    bool (*set)(Settings&, std::string_view value);    // false, and nothing changes, for a value it does not take
    std::string (*shown)(const Settings&, Lang lang);  // the value, as the screen says it
    Msg ask = Msg::size_prompt;
    Msg refused = Msg::err_size;
    // What is wrong with a refused value, for `refused` to say as {why}; none: it says enough.
    std::string (*why)(std::string_view value, Lang lang) = nullptr;

    bool steps() const { return !values[0].empty(); }
    // The value after the current one, round the end.
    std::string_view next_value(const Settings& s) const;
};

// Every setting, in the order the settings screen numbers them.
const std::vector<SettingRow>& setting_rows();

bool operator==(const Settings& a, const Settings& b);
inline bool operator!=(const Settings& a, const Settings& b) { return !(a == b); }

// "key = value" lines. Reading starts from `base` and takes every line it
// understands; a line it does not understand is skipped, so an old or
// hand-edited file never stops the game from starting.
std::string settings_to_text(const Settings& s);
Settings settings_from_text(std::string_view text, Settings base);

// The settings file `file` — `settings` in the config directory, which
// must be the user's alone (private_directory.hpp) — read over `base`. A
// file or directory that is not there is no problem: `base` comes back and
// nothing failed. One that is there but cannot be read (a directory not the
// user's alone, a symbolic link, a directory, a FIFO, huge, not text) gives
// its problem and `base`.
struct SettingsLoad {
    Settings settings;
    FileError error;        // why the file could not be read
    bool not_text = false;  // it was read, but is no text file
};
SettingsLoad load_settings_file(const std::string& file, Settings base);

// Writes `s` to `file` atomically, making its directory (0700) first.
FileError save_settings_file(const std::string& file, const Settings& s);

// The rules a player can choose in this version.
bool selectable_rule(Rule r);

std::optional<Lang> lang_from_code(std::string_view code);
std::string_view lang_code(Lang lang);

}  // namespace gomoku
