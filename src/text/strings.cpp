#include "strings.hpp"

#include <limits>

#include "gomoku/notation.hpp"

namespace gomoku {

namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

std::string_view trim(std::string_view s) {
    while (!s.empty() && blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && blank(s.back())) s.remove_suffix(1);
    return s;
}

std::string lower_ascii(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = lower(c);
    return out;
}

// The rules core folds the same forms before it reads a point; one table serves both.
std::string fold_full_width(std::string_view s) { return detail::fold_full_width(s); }

std::string typed_word(std::string_view s) { return lower_ascii(trim(fold_full_width(s))); }

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

std::vector<std::string_view> split_text_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find_first_of("\r\n", start);
        if (end == std::string_view::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
    }
    return lines;
}

bool ends_with_line_end(std::string_view text) { return text.empty() || text.back() == '\n' || text.back() == '\r'; }

std::optional<long long> parse_int(std::string_view text, long long lo, long long hi) {
    bool negative = false;
    if (!text.empty() && text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    if (text.empty()) return std::nullopt;
    constexpr long long most = std::numeric_limits<long long>::max();
    long long n = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        if (n > (most - (c - '0')) / 10) return std::nullopt;  // past any range a caller can ask for
        n = n * 10 + (c - '0');
    }
    if (negative) n = -n;
    if (n < lo || n > hi) return std::nullopt;
    return n;
}

}  // namespace gomoku
