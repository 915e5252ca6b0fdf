#include "results.hpp"

#include <algorithm>

#include "strings.hpp"

namespace gomoku::puzzle {

namespace {

bool name_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }

bool valid_name(std::string_view s, std::size_t longest) {
    return !s.empty() && s.size() <= longest && std::all_of(s.begin(), s.end(), name_char);
}

bool control(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u < 0x20 || u == 0x7f;
}

ResultsError fail(ResultsProblem problem, int line, std::string_view detail) {
    return ResultsError{problem, line, std::string(detail)};
}

// The fields of a line, split at single spaces.
std::vector<std::string_view> fields_of(std::string_view line) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        const std::size_t at = line.find(' ', start);
        out.push_back(line.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos) return out;
        start = at + 1;
    }
}

// The value of `key=value`, when the field has that key.
bool value_of(std::string_view field, std::string_view key, std::string_view& value) {
    if (field.size() <= key.size() || field.substr(0, key.size()) != key || field[key.size()] != '=') return false;
    value = field.substr(key.size() + 1);
    return true;
}

// A plain decimal number in [low, high]: digits only, no sign, no leading zero.
bool number(std::string_view s, long long low, long long high, int& out) {
    if (s.empty() || (s.size() > 1 && s.front() == '0') || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const std::optional<long long> n = parse_int(s, low, high);
    if (!n) return false;
    out = static_cast<int>(*n);
    return true;
}

std::optional<bool> yes_no(std::string_view s) {
    if (s == "yes") return true;
    if (s == "no") return false;
    return std::nullopt;
}

std::variant<Result, ResultsError> read_result(std::string_view line, int n) {
    const std::vector<std::string_view> f = fields_of(line);
    if (f.size() != 7) return fail(ResultsProblem::malformed_line, n, line);
    Result r;
    if (!valid_name(f[0], max_set_name_length)) return fail(ResultsProblem::malformed_line, n, f[0]);
    if (!valid_name(f[1], max_set_name_length)) return fail(ResultsProblem::malformed_line, n, f[1]);
    r.set = std::string(f[0]);
    r.id = std::string(f[1]);
    std::string_view kind, rating, result, tries, hint;
    if (!value_of(f[2], "kind", kind)) return fail(ResultsProblem::malformed_line, n, f[2]);
    if (!value_of(f[3], "rating", rating)) return fail(ResultsProblem::malformed_line, n, f[3]);
    if (!value_of(f[4], "result", result)) return fail(ResultsProblem::malformed_line, n, f[4]);
    if (!value_of(f[5], "tries", tries)) return fail(ResultsProblem::malformed_line, n, f[5]);
    if (!value_of(f[6], "hint", hint)) return fail(ResultsProblem::malformed_line, n, f[6]);
    const std::optional<Kind> k = kind_from_name(kind);
    if (!k) return fail(ResultsProblem::unknown_value, n, f[2]);
    r.kind = *k;
    if (!number(rating, 0, 4000, r.rating)) return fail(ResultsProblem::unknown_value, n, f[3]);
    if (result == "solved") r.solved = true;
    else if (result == "failed") r.solved = false;
    else return fail(ResultsProblem::unknown_value, n, f[4]);
    if (!number(tries, 1, max_tries, r.tries)) return fail(ResultsProblem::unknown_value, n, f[5]);
    const std::optional<bool> h = yes_no(hint);
    if (!h) return fail(ResultsProblem::unknown_value, n, f[6]);
    r.hint = *h;
    return r;
}

}  // namespace

std::string results_header() { return std::string(results_magic) + " " + std::to_string(results_version); }

std::string result_line(const Result& r) {
    return r.set + " " + r.id + " kind=" + std::string(kind_name(r.kind)) + " rating=" + std::to_string(r.rating) +
           " result=" + (r.solved ? "solved" : "failed") + " tries=" + std::to_string(r.tries) +
           " hint=" + (r.hint ? "yes" : "no");
}

std::string write_results(const std::vector<Result>& results) {
    std::string out = results_header() + "\n";
    for (const Result& r : results) out += result_line(r) + "\n";
    return out;
}

std::variant<Journal, ResultsError> parse_results(std::string_view text) {
    if (text.size() > max_results_bytes) return fail(ResultsProblem::too_large, 0, {});
    Journal journal;
    const std::string header = results_header();
    int n = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        ++n;
        const std::size_t end = text.find('\n', at);
        const std::string_view line = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        at = end == std::string_view::npos ? text.size() : end + 1;
        if (end == std::string_view::npos) {
            // A torn append. The first line torn is only ours when it
            // begins our header: anything else is someone else's file.
            if (n == 1 && header.compare(0, line.size(), line) != 0) return fail(ResultsProblem::not_results, 1, line);
            journal.torn_line = n;
            break;
        }
        if (std::any_of(line.begin(), line.end(), control)) return fail(ResultsProblem::binary, n, {});
        if (n == 1) {
            if (line == header) continue;
            const std::string_view magic = results_magic;
            int version = 0;
            if (line.size() > magic.size() + 1 && line.substr(0, magic.size()) == magic && line[magic.size()] == ' ' &&
                number(line.substr(magic.size() + 1), 1, 999999, version) && version > results_version)
                return fail(ResultsProblem::newer_version, 1, line);
            return fail(ResultsProblem::not_results, 1, line);
        }
        auto result = read_result(line, n);
        if (auto* error = std::get_if<ResultsError>(&result)) return std::move(*error);
        journal.results.push_back(std::move(std::get<Result>(result)));
    }
    return journal;
}

void Progress::add(const Result& r) {
    rating = rate_puzzle(rating, r.rating, r.won());
    ++results;
    for (Tally* t : {&sets[r.set], &kinds[static_cast<std::size_t>(r.kind)]}) {
        ++t->tried;
        if (r.solved) ++t->solved;
        if (r.won()) ++t->first_try;
    }
}

Progress progress_of(const std::vector<Result>& results) {
    Progress p;
    for (const Result& r : results) p.add(r);
    return p;
}

}  // namespace gomoku::puzzle
