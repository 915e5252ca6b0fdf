#include "saved_game.hpp"


#include "files.hpp"
#include "problems.hpp"
#include "strings.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

std::optional<int> small_count(std::string_view s) {
    const auto n = s.size() <= 6 ? parse_int(s, 0, 999999) : std::nullopt;
    return n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt;
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
    const auto usable = [](const std::string& name) {
        return !name.empty() && printable_utf8(name) && name_within_limits(name);
    };
    if (usable(record.black)) s.black = record.black;
    if (usable(record.white)) s.white = record.white;
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
    f.warnings = std::move(loaded.warnings);
    return f;
}

bool FileLoad::torn() const {
    for (const RecordWarning& w : warnings)
        if (w.kind == RecordWarningKind::torn_tail) return true;
    return false;
}

std::string load_failure(const FileLoad& f, Lang lang, const std::string& shown_file, Msg with_line,
                         Msg without_line) {
    const std::string problem = f.io_error.failed() ? file_problem(f.io_error, lang) : record_problem(f.error, lang);
    if (!f.io_error.failed() && f.error.line > 0)
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
    int width = display_width(path);
    if (width <= columns) return safe;
    // Drop whole glyphs from the front until "…" and the rest fit. The
    // width of the rest is kept as characters go, never measured again: a
    // path (or an environment variable) of any length costs one pass.
    std::size_t i = 0;
    while (i < path.size()) {
        width -= next_glyph(path, i);
        if (width <= columns - 1) return "…" + std::string(path.substr(i));
    }
    return "…";
}

}  // namespace gomoku
