#include "text.hpp"

namespace gomoku {

const char* english_text(Msg m);
const char* chinese_text(Msg m);

const char* raw_text(Lang lang, Msg m) { return lang == Lang::zh ? chinese_text(m) : english_text(m); }

std::string fill(std::string_view text, std::initializer_list<Arg> args) {
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t i = 0; i < text.size();) {
        if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = text.substr(i + 1, close - i - 1);
                bool found = false;
                for (const Arg& a : args) {
                    if (a.name == name) {
                        out += a.value;
                        found = true;
                        break;
                    }
                }
                if (found) {
                    i = close + 1;
                    continue;
                }
            }
        }
        out.push_back(text[i]);
        ++i;
    }
    return out;
}

std::string tr(Lang lang, Msg m, std::initializer_list<Arg> args) { return fill(raw_text(lang, m), args); }

}  // namespace gomoku
