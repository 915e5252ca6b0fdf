#include "saved_game.hpp"

#include <charconv>

#include "files.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

std::optional<int> small_count(std::string_view s) {
    if (s.empty() || s.size() > 6) return std::nullopt;
    int n = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || ptr != s.data() + s.size() || n < 0) return std::nullopt;
    return n;
}

std::string format_time(std::time_t now, bool utc, const char* format) {
    std::tm parts{};
    if (utc) ::gmtime_r(&now, &parts);
    else ::localtime_r(&now, &parts);
    char buffer[64];
    const std::size_t n = std::strftime(buffer, sizeof buffer, format, &parts);
    return std::string(buffer, n);
}

}  // namespace

GameRecord sitting_record(const Game& game, const Sitting& sitting, std::time_t now) {
    GameRecord r = record_of(game);
    r.black = sitting.black;
    r.white = sitting.white;
    r.date = iso_utc(now);
    r.extra["score"] = std::to_string(sitting.score[0]) + "-" + std::to_string(sitting.score[1]);
    return r;
}

Sitting sitting_of(const GameRecord& record, const Sitting& fallback) {
    Sitting s = fallback;
    if (!record.black.empty() && printable_utf8(record.black)) s.black = record.black;
    if (!record.white.empty() && printable_utf8(record.white)) s.white = record.white;
    const auto score = record.extra.find("score");
    if (score != record.extra.end()) {
        if (const auto parsed = parse_score(score->second)) s.score = *parsed;
    }
    return s;
}

std::optional<std::array<int, 2>> parse_score(std::string_view text) {
    const std::size_t dash = text.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const auto a = small_count(text.substr(0, dash));
    const auto b = small_count(text.substr(dash + 1));
    if (!a || !b) return std::nullopt;
    return std::array<int, 2>{*a, *b};
}

std::string record_problem(const RecordError& e, Lang lang) {
    Msg m = Msg::rec_malformed_line;
    switch (e.problem) {
        case RecordProblem::none:
        case RecordProblem::malformed_line: m = Msg::rec_malformed_line; break;
        case RecordProblem::too_large: m = Msg::rec_too_large; break;
        case RecordProblem::empty: m = Msg::rec_empty; break;
        case RecordProblem::binary: m = Msg::rec_binary; break;
        case RecordProblem::newer_version: m = Msg::rec_newer_version; break;
        case RecordProblem::unknown_value: m = Msg::rec_unknown_value; break;
        case RecordProblem::duplicate_header: m = Msg::rec_duplicate_header; break;
        case RecordProblem::unsupported_size: m = Msg::rec_unsupported_size; break;
        case RecordProblem::off_board: m = Msg::rec_off_board; break;
        case RecordProblem::occupied: m = Msg::rec_occupied; break;
        case RecordProblem::after_end: m = Msg::rec_after_end; break;
        case RecordProblem::illegal_move: m = Msg::rec_illegal_move; break;
        case RecordProblem::too_many_moves: m = Msg::rec_too_many_moves; break;
        case RecordProblem::result_mismatch: m = Msg::rec_result_mismatch; break;
        case RecordProblem::cannot_hold: m = Msg::rec_cannot_hold; break;
        case RecordProblem::unwritable_text: m = Msg::rec_unwritable_text; break;
    }
    // The offending text comes from the file: cut it so the message stays
    // on one line, and keep control characters out of the screen.
    const std::string detail = printable_utf8(e.detail) ? fit_width(e.detail, 12) : "?";
    return tr(lang, m, {{"detail", detail}, {"gives", fit_width(e.expected, 8)}});
}

FileLoad load_game_file(const std::string& path, const LoadOptions& options) {
    FileLoad f;
    const FileRead read = read_regular_file(path, max_record_bytes);
    if (read.too_big) {
        f.error.problem = RecordProblem::too_large;
        return f;
    }
    if (!read.data) {
        f.io_error = read.error;
        return f;
    }
    LoadResult loaded = load_record(*read.data, options);
    if (!loaded.ok()) {
        f.error = loaded.error;
        return f;
    }
    f.record = std::move(loaded.record);
    return f;
}

std::string load_failure(const FileLoad& f, Lang lang, const std::string& shown_file, Msg with_line,
                         Msg without_line) {
    const std::string problem = f.io_error.empty() ? record_problem(f.error, lang) : f.io_error;
    if (f.io_error.empty() && f.error.line > 0)
        return tr(lang, with_line, {{"path", shown_file}, {"line", std::to_string(f.error.line)}, {"problem", problem}});
    return tr(lang, without_line, {{"path", shown_file}, {"problem", problem}});
}

std::string default_save_name(std::time_t now) { return format_time(now, false, "gomoku-%Y-%m-%d-%H%M.txt"); }

std::string iso_utc(std::time_t now) { return format_time(now, true, "%Y-%m-%dT%H:%M:%SZ"); }

std::string fit_path(std::string_view given, int columns) {
    // A path is shown as typed or as named on the command line, where it
    // may hold any byte but must not reach the terminal as one.
    const std::string safe = printable_text(given);
    const std::string_view path = safe;
    if (display_width(path) <= columns) return std::string(path);
    // Drop whole characters from the front until "…" and the rest fit.
    std::size_t i = 0;
    while (i < path.size()) {
        next_code_point(path, i);
        if (display_width(path.substr(i)) <= columns - 1) return "…" + std::string(path.substr(i));
    }
    return "…";
}

}  // namespace gomoku
