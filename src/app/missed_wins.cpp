#include "missed_wins.hpp"

#include "missed_win.hpp"
#include "problems.hpp"
#include "puzzle_files.hpp"
#include "puzzle_text.hpp"
#include "width.hpp"

namespace gomoku {

namespace {

// The moves before event `upto`, black first and the colours in turn; nothing
// when the game's events are not that (a pass on the way).
std::optional<std::vector<Point>> moves_before(const Game& game, std::size_t upto) {
    std::vector<Point> moves;
    for (std::size_t i = 0; i < upto && i < game.recorded(); ++i) {
        const Event& e = game.event(i);
        if (e.kind != Event::Kind::move) {
            if (e.kind == Event::Kind::pass) return std::nullopt;
            continue;
        }
        if (e.by != (moves.size() % 2 == 0 ? Stone::black : Stone::white)) return std::nullopt;
        moves.push_back(e.point);
    }
    return moves;
}

}  // namespace

std::string game_in_words(const std::string& black, const std::string& white, const std::string& date, Lang lang) {
    const auto name = [&](const std::string& n, Msg fallback) {
        return n.empty() || !printable_utf8(n) ? tr(lang, fallback) : fit_width(n, 16);
    };
    std::string words = name(black, Msg::colour_black) + " – " + name(white, Msg::colour_white);
    if (!date.empty() && printable_utf8(date)) words += " · " + fit_width(date, 10);
    return words;
}

MissedWinsKept keep_missed_wins(const Game& game, const std::vector<review::MoveReview>& reviews,
                                const std::string& players, const std::string& state_directory, Lang lang,
                                const WriteFaults& faults) {
    MissedWinsKept kept;
    for (const review::MoveReview& r : reviews) {
        if (!r.missed_win) continue;
        ++kept.found;
        if (state_directory.empty() || !kept.error.empty()) continue;
        const std::optional<std::vector<Point>> moves = moves_before(game, r.event);
        const std::string source = players + " · #" + std::to_string(r.number);
        const std::optional<puzzle::Problem> problem =
            moves ? puzzle::missed_win_problem(game.rule(), game.board().size(), *moves, source) : std::nullopt;
        if (!problem) {
            ++kept.unconfirmed;
            continue;
        }
        const OwnAdded added = add_own_problem(state_directory, *problem, faults);
        if (!added.error.duplicate_of.empty()) ++kept.known;
        else if (added.error.failed()) kept.error = puzzle_file_problem(added.error, lang);
        else ++kept.added;
    }
    return kept;
}

std::string missed_wins_text(const MissedWinsKept& kept, Lang lang) {
    if (kept.found == 0) return {};
    std::string text = tr(lang, PuzzleMsg::missed_wins, {{"added", std::to_string(kept.added)},
                                                          {"known", std::to_string(kept.known)},
                                                          {"unconfirmed", std::to_string(kept.unconfirmed)}});
    if (!kept.error.empty()) text += " " + tr(lang, PuzzleMsg::not_kept, {{"problem", kept.error}});
    return text;
}

}  // namespace gomoku
