#include "settings.hpp"


#include "strings.hpp"

namespace gomoku {

bool selectable_rule(Rule) { return true; }

std::optional<Lang> lang_from_code(std::string_view code) {
    if (code == "en") return Lang::en;
    if (code == "zh") return Lang::zh;
    return std::nullopt;
}

std::string_view lang_code(Lang lang) { return lang == Lang::zh ? "zh" : "en"; }

std::string settings_to_text(const Settings& s) {
    std::string out = "# gomoku settings\n";
    out += "size = " + std::to_string(s.size) + "\n";
    out += "rule = " + std::string(rule_name(s.rule)) + "\n";
    out += "language = " + std::string(lang_code(s.lang)) + "\n";
    out += std::string("symbols = ") + (s.ascii ? "ascii" : "unicode") + "\n";
    out += std::string("colours = ") + (s.colour ? "on" : "off") + "\n";
    out += "opening = " + std::string(opening_name(s.opening)) + "\n";
    out += std::string("strict = ") + (s.strict ? "on" : "off") + "\n";
    out += std::string("show-forbidden = ") + (s.show_forbidden ? "on" : "off") + "\n";
    out += std::string("vi-keys = ") + (s.vi_keys ? "on" : "off") + "\n";
    return out;
}

Settings settings_from_text(std::string_view text, Settings s) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = trim(text.substr(start, end - start));
        start = end + 1;
        const std::size_t eq = line.find('=');
        if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
        const std::string key = typed_word(line.substr(0, eq));
        const std::string value = typed_word(line.substr(eq + 1));
        if (key == "size") {
            if (const auto n = parse_int(value, Board::min_size, Board::max_size)) s.size = static_cast<int>(*n);
        } else if (key == "rule") {
            if (auto r = rule_from_name(value); r && selectable_rule(*r)) s.rule = *r;
        } else if (key == "language") {
            if (auto l = lang_from_code(value)) s.lang = *l;
        } else if (key == "symbols") {
            if (value == "ascii" || value == "unicode") s.ascii = value == "ascii";
        } else if (key == "colours") {
            if (value == "on" || value == "off") s.colour = value == "on";
        } else if (key == "opening") {
            if (auto o = opening_from_name(value)) s.opening = *o;
        } else if (key == "strict") {
            if (value == "on" || value == "off") s.strict = value == "on";
        } else if (key == "show-forbidden") {
            if (value == "on" || value == "off") s.show_forbidden = value == "on";
        } else if (key == "vi-keys") {
            if (value == "on" || value == "off") s.vi_keys = value == "on";
        }
    }
    return s;
}

}  // namespace gomoku
