#include "settings.hpp"

#include "labels.hpp"
#include "private_directory.hpp"
#include "record.hpp"
#include "strings.hpp"

namespace gomoku {

bool selectable_rule(Rule) { return true; }

std::optional<Lang> lang_from_code(std::string_view code) {
    if (code == "en") return Lang::en;
    if (code == "zh") return Lang::zh;
    return std::nullopt;
}

std::string_view lang_code(Lang lang) { return lang == Lang::zh ? "zh" : "en"; }

namespace {

std::string on_off(bool v) { return v ? "on" : "off"; }

bool read_on_off(std::string_view v, bool& to) {
    if (v != "on" && v != "off") return false;
    to = v == "on";
    return true;
}

std::string shown_on_off(bool v, Lang lang) { return raw_text(lang, v ? Msg::value_on : Msg::value_off); }

// A switch: its key, its label and the one field it turns on and off.
template <bool Settings::*field>
SettingRow switch_row(std::string_view key, Msg label) {
    return SettingRow{key,
                      label,
                      {"off", "on", ""},
                      [](const Settings& s) { return on_off(s.*field); },
                      [](Settings& s, std::string_view v) { return read_on_off(v, s.*field); },
                      [](const Settings& s, Lang lang) { return shown_on_off(s.*field, lang); }};
}

}  // namespace

const std::vector<SettingRow>& setting_rows() {
    static const std::vector<SettingRow> rows = {
        {"size", Msg::setting_size, {},
         [](const Settings& s) { return std::to_string(s.size); },
         [](Settings& s, std::string_view v) {
             const auto n = parse_int(v, Board::min_size, Board::max_size);
             if (n) s.size = static_cast<int>(*n);
             return n.has_value();
         },
         [](const Settings& s, Lang) { return std::to_string(s.size) + "x" + std::to_string(s.size); },
         Msg::size_prompt, Msg::err_size},
        {"rule", Msg::setting_rule, {"freestyle", "standard", "renju", "caro", "caro-strict"},
         [](const Settings& s) { return std::string(rule_name(s.rule)); },
         [](Settings& s, std::string_view v) {
             const auto r = rule_from_name(v);
             if (r && selectable_rule(*r)) s.rule = *r;
             return r && selectable_rule(*r);
         },
         [](const Settings& s, Lang lang) { return rule_label(s.rule, lang); }},
        {"language", Msg::setting_language, {"en", "zh", ""},
         [](const Settings& s) { return std::string(lang_code(s.lang)); },
         [](Settings& s, std::string_view v) {
             const auto l = lang_from_code(v);
             if (l) s.lang = *l;
             return l.has_value();
         },
         [](const Settings& s, Lang) { return std::string(raw_text(s.lang, Msg::language_name)); }},
        {"symbols", Msg::setting_symbols, {"unicode", "ascii", ""},
         [](const Settings& s) { return std::string(s.ascii ? "ascii" : "unicode"); },
         [](Settings& s, std::string_view v) {
             if (v != "ascii" && v != "unicode") return false;
             s.ascii = v == "ascii";
             return true;
         },
         [](const Settings& s, Lang lang) { return std::string(raw_text(lang, s.ascii ? Msg::value_ascii : Msg::value_unicode)); }},
        switch_row<&Settings::colour>("colours", Msg::setting_colours),
        {"opening", Msg::setting_opening, {"free", "swap", "swap2"},
         [](const Settings& s) { return std::string(opening_name(s.opening)); },
         [](Settings& s, std::string_view v) {
             const auto o = opening_from_name(v);
             if (o) s.opening = *o;
             return o.has_value();
         },
         [](const Settings& s, Lang lang) { return opening_label(s.opening, lang); }},
        switch_row<&Settings::strict>("strict", Msg::setting_strict),
        switch_row<&Settings::show_forbidden>("show-forbidden", Msg::setting_show_forbidden),
        switch_row<&Settings::vi_keys>("vi-keys", Msg::setting_vi_keys),
        {"clock", Msg::setting_clock, {},
         [](const Settings& s) { return time_control_text(s.clock); },
         [](Settings& s, std::string_view v) {
             const ClockParse clock = parse_time_control(v);
             if (clock.control) s.clock = *clock.control;
             return clock.control.has_value();
         },
         [](const Settings& s, Lang lang) {
             return s.clock.timed() ? time_control_text(s.clock) : std::string(raw_text(lang, Msg::value_no_clock));
         },
         Msg::clock_prompt, Msg::err_clock,
         [](std::string_view v, Lang lang) { return clock_problem_label(parse_time_control(v).problem, lang); }},
    };
    return rows;
}

std::string_view SettingRow::next_value(const Settings& s) const {
    const std::string now = get(s);
    std::size_t count = 0;
    while (count < values.size() && !values[count].empty()) ++count;
    for (std::size_t i = 0; i < count; ++i)
        if (values[i] == now) return values[(i + 1) % count];
    return values[0];
}

bool operator==(const Settings& a, const Settings& b) {
    for (const SettingRow& row : setting_rows())
        if (row.get(a) != row.get(b)) return false;
    return true;
}

std::string settings_to_text(const Settings& s) {
    std::string out = "# gomoku settings\n";
    for (const SettingRow& row : setting_rows()) out += std::string(row.key) + " = " + row.get(s) + "\n";
    return out;
}

Settings settings_from_text(std::string_view text, Settings s) {
    for (std::string_view line : split_text_lines(text)) {
        line = trim(line);
        const std::size_t eq = line.find('=');
        if (line.empty() || line[0] == '#' || eq == std::string_view::npos) continue;
        const std::string key = typed_word(line.substr(0, eq));
        const std::string value = typed_word(line.substr(eq + 1));
        for (const SettingRow& row : setting_rows())
            if (row.key == key) row.set(s, value);
    }
    return s;
}

namespace {

// The directory and the name of a settings file.
std::pair<std::string, std::string> split_path(const std::string& file) {
    const std::size_t slash = file.find_last_of('/');
    if (slash == std::string::npos) return {".", file};
    return {slash == 0 ? "/" : file.substr(0, slash), file.substr(slash + 1)};
}

constexpr std::size_t max_settings_bytes = 64 * 1024;

}  // namespace

SettingsLoad load_settings_file(const std::string& file, Settings base) {
    SettingsLoad load{base, {}, false};
    const auto [dir, name] = split_path(file);
    const PrivateDirectory directory = PrivateDirectory::open(dir, false);
    if (!directory.ok()) {
        if (!directory.missing()) load.error = directory.error();
        return load;
    }
    const FileRead read = directory.read(name, max_settings_bytes);
    if (!read.data) {
        if (!read.missing) load.error = read.error;
        return load;
    }
    if (!is_text(*read.data)) {
        load.not_text = true;
        return load;
    }
    load.settings = settings_from_text(*read.data, base);
    return load;
}

FileError save_settings_file(const std::string& file, const Settings& s) {
    const auto [dir, name] = split_path(file);
    return PrivateDirectory::open(dir, true).write(name, settings_to_text(s));
}

}  // namespace gomoku
