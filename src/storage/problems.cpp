#include "problems.hpp"

#include "puzzle_text.hpp"
#include "system_error.hpp"
#include "width.hpp"

namespace gomoku {

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
        case RecordProblem::name_too_long: m = Msg::rec_name_too_long; break;
    }
    // The offending text comes from the file: cut it so the message stays
    // on one line, and keep control characters out of the screen.
    const std::string detail = printable_utf8(e.detail) ? fit_width(e.detail, 12) : "?";
    return tr(lang, m, {{"detail", detail}, {"gives", fit_width(e.expected, 8)}});
}

std::string file_problem(const FileError& e, Lang lang) {
    std::string what;
    switch (e.kind) {
        case FileError::Kind::none: what = tr(lang, Msg::file_other); break;
        case FileError::Kind::not_regular: what = tr(lang, Msg::file_not_regular); break;
        case FileError::Kind::too_large: what = tr(lang, Msg::file_too_large); break;
        case FileError::Kind::not_owned: what = tr(lang, Msg::file_not_owned); break;
        case FileError::Kind::shared: what = tr(lang, Msg::file_shared); break;
        case FileError::Kind::system: what = system_error_text(lang, e.code); break;
    }
    return e.file.empty() ? what : e.file + ": " + what;
}

namespace {

// The offending text from a file, cut to one line and kept off the screen's controls.
std::string shown_detail(const std::string& detail) { return printable_utf8(detail) ? fit_width(detail, 12) : "?"; }

std::string with_line(int line, const std::string& problem, Lang lang) {
    return line > 0 ? tr(lang, PuzzleMsg::at_line, {{"line", std::to_string(line)}, {"problem", problem}}) : problem;
}

}  // namespace

std::string puzzle_problem(const puzzle::PuzzleError& e, Lang lang) {
    using P = puzzle::PuzzleProblem;
    const std::string detail = shown_detail(e.detail);
    std::string what;
    switch (e.problem) {
        case P::none:
        case P::malformed_line: what = tr(lang, Msg::rec_malformed_line, {{"detail", detail}}); break;
        case P::too_large: what = tr(lang, PuzzleMsg::file_too_large); break;
        case P::binary: what = tr(lang, Msg::rec_binary); break;
        case P::not_puzzles: what = tr(lang, PuzzleMsg::file_not_puzzles); break;
        case P::newer_version: what = tr(lang, PuzzleMsg::file_newer, {{"detail", detail}}); break;
        case P::unknown_value: what = tr(lang, Msg::rec_unknown_value, {{"detail", detail}}); break;
        case P::duplicate_id: what = tr(lang, PuzzleMsg::file_duplicate_id, {{"detail", detail}}); break;
        case P::off_board: what = tr(lang, Msg::rec_off_board, {{"detail", detail}}); break;
        case P::illegal_move: what = tr(lang, Msg::rec_illegal_move, {{"detail", detail}}); break;
        case P::bad_solution: what = tr(lang, PuzzleMsg::file_bad_solution, {{"detail", detail}}); break;
    }
    return with_line(e.line, what, lang);
}

std::string puzzle_file_problem(const PuzzleFileError& e, Lang lang) {
    if (e.file.failed()) return file_problem(e.file, lang);
    if (e.puzzles.problem != puzzle::PuzzleProblem::none) return puzzle_problem(e.puzzles, lang);
    if (!e.duplicate_of.empty()) return tr(lang, PuzzleMsg::file_duplicate_id, {{"detail", e.duplicate_of}});
    using P = puzzle::ResultsProblem;
    const puzzle::ResultsError& r = e.results;
    const std::string detail = shown_detail(r.detail);
    std::string what;
    switch (r.problem) {
        case P::none:
        case P::malformed_line: what = tr(lang, Msg::rec_malformed_line, {{"detail", detail}}); break;
        case P::too_large: what = tr(lang, PuzzleMsg::file_too_large); break;
        case P::binary: what = tr(lang, Msg::rec_binary); break;
        case P::not_results: what = tr(lang, PuzzleMsg::file_not_results); break;
        case P::newer_version: what = tr(lang, PuzzleMsg::file_newer, {{"detail", detail}}); break;
        case P::unknown_value: what = tr(lang, Msg::rec_unknown_value, {{"detail", detail}}); break;
    }
    return with_line(r.line, what, lang);
}

}  // namespace gomoku
