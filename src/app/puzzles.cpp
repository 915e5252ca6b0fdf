// The puzzle screen's frame: which set, which problem next, and what the
// player's results say. One problem on the board is puzzle_attempt.cpp.
#include "puzzles.hpp"

#include <cmath>
#include <cstdlib>
#include <utility>

#include "app.hpp"
#include "files.hpp"
#include "problems.hpp"
#include "puzzle_file.hpp"
#include "shipped.hpp"
#include "strings.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

// A puzzle file's name as the results journal keeps it: its last part in
// lower-case letters, digits and '-', as a set's name must be.
std::string journal_name(const std::string& path) {
    const std::size_t slash = path.find_last_of('/');
    std::string name;
    for (char c : path.substr(slash == std::string::npos ? 0 : slash + 1)) {
        if (name.size() == puzzle::max_set_name_length) break;
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        name += keep ? c : c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : '-';
    }
    return name.empty() ? std::string("file") : name;
}

}  // namespace

std::string Puzzles::tr(PuzzleMsg m, std::initializer_list<Arg> args) const { return gomoku::tr(config_.view.lang, m, args); }
std::string Puzzles::tr(Msg m, std::initializer_list<Arg> args) const { return gomoku::tr(config_.view.lang, m, args); }

Puzzles::Exit Puzzles::run(PuzzleConfig config) {
    config_ = std::move(config);
    struct Leaving {
        std::optional<Game>& game;
        ~Leaving() { game.reset(); }
    } leaving{game_};
    read_results();
    Message message = results_unread_ ? Message{*results_unread_, true} : Message{};
    bool ended = false;
    std::optional<Set> set = choose_set(message, ended);
    if (!set) return ended ? Exit::ended : Exit::menu;
    if (!results_unread_) message = Message{};
    std::string last;
    for (;;) {
        const puzzle::Problem* next = next_problem(*set, last);
        if (!next) return Exit::menu;  // choose_set never gives an empty set
        const puzzle::Problem problem = *next;
        last = problem.id;
        const auto keep = [&](const Outcome& out) { return keep_result(*set, problem, out); };
        const Outcome out = attempt(problem, message, keep);
        message = Message{};
        // A result is kept once: when it is known, or here when the player
        // leaves a problem begun and not decided.
        if (out.tried && !out.kept) message = Message{keep_result(*set, problem, out), false};
        switch (out.done) {
            case Done::next: break;
            case Done::menu: return Exit::menu;
            case Done::ended: return Exit::ended;
        }
    }
}

const std::vector<puzzle::Problem>& Puzzles::shipped() {
    if (!shipped_) {
        // Made by the build from the tree's own file, which the suite reads
        // too: it cannot fail to parse but by a bug, and then the set is empty.
        auto read = puzzle::parse_puzzles(puzzle::shipped_puzzles());
        auto* set = std::get_if<puzzle::PuzzleSet>(&read);
        shipped_ = set ? std::move(set->problems) : std::vector<puzzle::Problem>{};
    }
    return *shipped_;
}

// ---- the results ------------------------------------------------------------------------

void Puzzles::read_results() {
    results_.clear();
    progress_ = puzzle::Progress{};
    results_unread_.reset();
    if (config_.state_directory.empty()) return;
    ResultsRead read = gomoku::read_results(config_.state_directory);
    if (!read.ok()) {
        results_unread_ = tr(PuzzleMsg::set_unreadable, {{"file", puzzle_results_file}, {"problem", puzzle_file_problem(read.error, config_.view.lang)}});
        return;
    }
    results_ = std::move(read.journal.results);
    progress_ = puzzle::progress_of(results_);
}

std::string Puzzles::keep_result(const Set& set, const puzzle::Problem& problem, const Outcome& out) {
    puzzle::Result r;
    r.set = set.name;
    r.id = problem.id;
    r.kind = problem.kind;
    r.rating = problem.rating;
    r.solved = out.solved;
    r.tries = std::min(out.tries, puzzle::max_tries);
    r.hint = out.helped;
    const puzzle::Rating before = progress_.rating;
    std::string said;
    if (!config_.state_directory.empty() && !results_unread_) {
        const PuzzleFileError e = append_result(config_.state_directory, r, config_.write_faults);
        if (e.failed()) said = " " + tr(PuzzleMsg::not_kept, {{"problem", puzzle_file_problem(e, config_.view.lang)}});
    }
    results_.push_back(r);
    progress_.add(r);
    const puzzle::Rating after = progress_.rating;
    const long change = std::lround(after.rating) - std::lround(before.rating);
    const std::string rating = tr(PuzzleMsg::rating_change, {{"rating", std::to_string(std::lround(after.rating))},
                                                             {"sign", change < 0 ? "-" : "+"},
                                                             {"change", std::to_string(std::labs(change))}});
    if (!out.solved) return rating + said;
    return tr(r.won() ? PuzzleMsg::solved : PuzzleMsg::solved_helped, {{"change", rating}}) + said;
}

std::string Puzzles::progress_text() const {
    if (results_.empty()) return tr(PuzzleMsg::progress_none);
    const puzzle::Progress& p = progress_;
    int solved = 0;
    for (const auto& [name, tally] : p.sets) solved += tally.solved;
    return tr(PuzzleMsg::progress, {{"rating", std::to_string(std::lround(p.rating.rating))},
                                    {"deviation", std::to_string(std::lround(p.rating.deviation))},
                                    {"solved", std::to_string(solved)},
                                    {"tried", std::to_string(p.results)}});
}

const puzzle::Problem* Puzzles::next_problem(const Set& set, const std::string& last) const {
    const double rating = progress_.rating.rating;
    // 0: not tried, 1: tried, not solved, 2: solved.
    const auto standing = [&](const puzzle::Problem& p) {
        int s = 0;
        for (const puzzle::Result& r : results_)
            if (r.set == set.name && r.id == p.id) s = std::max(s, r.solved ? 2 : 1);
        return s;
    };
    const puzzle::Problem* best = nullptr;
    int best_standing = 3;
    double best_distance = 0;
    for (const puzzle::Problem& p : set.problems) {
        if (p.id == last && set.problems.size() > 1) continue;
        const int s = standing(p);
        const double distance = std::fabs(p.rating - rating);
        if (!best || s < best_standing || (s == best_standing && distance < best_distance)) {
            best = &p;
            best_standing = s;
            best_distance = distance;
        }
    }
    return best;
}

// ---- the sets -------------------------------------------------------------------------

std::optional<Puzzles::Set> Puzzles::load_set(const std::string& which, Message& message) {
    std::string text;
    std::string name = which;
    std::string shown = which;
    if (which == "shipped") {
        return Set{"shipped", shipped()};
    } else if (which == "own") {
        OwnSetRead own = config_.state_directory.empty() ? OwnSetRead{} : read_own_set(config_.state_directory);
        if (!own.ok()) {
            message = Message{tr(PuzzleMsg::set_unreadable, {{"file", own_puzzles_file}, {"problem", puzzle_file_problem(own.error, config_.view.lang)}}), true};
            return std::nullopt;
        }
        if (own.own.set.problems.empty()) {
            message = Message{tr(PuzzleMsg::own_empty), true};
            return std::nullopt;
        }
        return Set{"own", std::move(own.own.set.problems)};
    } else {
        const std::string path = typed_path(which, config_.home);
        shown = fit_path(which, 20);
        FileRead read = read_regular_file(path, puzzle::max_puzzle_file_bytes);
        if (!read.data) {
            message = Message{tr(PuzzleMsg::set_unreadable, {{"file", shown}, {"problem", file_problem(read.error, config_.view.lang)}}), true};
            return std::nullopt;
        }
        text = std::move(*read.data);
        name = journal_name(which);
    }
    auto parsed = puzzle::parse_puzzles(text);
    if (const auto* e = std::get_if<puzzle::PuzzleError>(&parsed)) {
        message = Message{tr(PuzzleMsg::set_unreadable, {{"file", shown}, {"problem", puzzle_problem(*e, config_.view.lang)}}), true};
        return std::nullopt;
    }
    puzzle::PuzzleSet& set = std::get<puzzle::PuzzleSet>(parsed);
    if (set.problems.empty()) {
        message = Message{tr(PuzzleMsg::set_unreadable, {{"file", shown}, {"problem", tr(Msg::rec_empty)}}), true};
        return std::nullopt;
    }
    return Set{name, std::move(set.problems)};
}

std::optional<Puzzles::Set> Puzzles::choose_set(Message& message, bool& ended) {
    // The command line's set; when it cannot be read, the page says why.
    if (config_.set)
        if (std::optional<Set> set = load_set(*config_.set, message)) return set;
    const std::string keys = tr(PuzzleMsg::sets_keys);
    for (;;) {
        const std::size_t own = config_.state_directory.empty() ? 0 : read_own_set(config_.state_directory).own.set.problems.size();
        const auto answer = prompt_.ask(
            [&] {
                PageView page{tr(PuzzleMsg::sets_title), {}, message, tr(PuzzleMsg::sets_prompt, {{"keys", keys}})};
                const puzzle::Progress& p = progress_;
                const auto tally = [&](const std::string& set) {
                    const auto found = p.sets.find(set);
                    if (found == p.sets.end()) return std::string();
                    return tr(PuzzleMsg::set_tally, {{"solved", std::to_string(found->second.solved)},
                                                     {"tried", std::to_string(found->second.tried)}});
                };
                page.lines.push_back(" 1  " + tr(PuzzleMsg::set_shipped, {{"count", std::to_string(shipped().size())}}) + tally("shipped"));
                page.lines.push_back(" 2  " + tr(PuzzleMsg::set_own, {{"count", std::to_string(own)}}) + tally("own"));
                page.lines.push_back("");
                page.lines.push_back(" " + progress_text());
                if (p.results > 0) {
                    const puzzle::Tally& vcf = p.of(puzzle::Kind::vcf);
                    const puzzle::Tally& vct = p.of(puzzle::Kind::vct);
                    page.lines.push_back(" " + tr(PuzzleMsg::kinds_tally, {{"vcf_solved", std::to_string(vcf.solved)},
                                                                           {"vcf_tried", std::to_string(vcf.tried)},
                                                                           {"vct_solved", std::to_string(vct.solved)},
                                                                           {"vct_tried", std::to_string(vct.tried)}}));
                }
                if (prompt_.cursor_mode()) page.highlight = prompt_.keys().highlighted();
                return render_page(page, view());
            },
            message, Prompt::menu(2, true));
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        std::string typed = typed_word(answer->text);
        if (answer->kind == Answer::Kind::choice) typed = std::to_string(answer->choice + 1);
        const std::optional<PuzzleWord> word = read_puzzle_word(typed);
        if (word == PuzzleWord::quit || word == PuzzleWord::menu) return std::nullopt;
        if (typed.empty()) {
            message = Message{};
            continue;
        }
        if (typed != "1" && typed != "2") {
            message = Message{tr(PuzzleMsg::not_a_set, {{"input", shown_text(answer->text, 20)}, {"keys", keys}}), true};
            continue;
        }
        if (std::optional<Set> set = load_set(typed == "1" ? "shipped" : "own", message)) return set;
    }
}

// ---- the puzzles in the app -------------------------------------------------------------

App::Next App::puzzles() {
    PuzzleConfig c;
    c.view = view();
    c.vi_keys = config_.settings.vi_keys;
    c.state_directory = config_.state_directory;
    c.write_faults = config_.write_faults;
    if (config_.puzzle_nodes) c.budget.nodes = config_.puzzle_nodes;
    c.set = std::exchange(config_.puzzle, std::nullopt);  // the command line's set, once
    c.home = config_.home;
    switch (puzzles_.run(std::move(c))) {
        case Puzzles::Exit::menu: return Next::menu;
        case Puzzles::Exit::ended: break;
    }
    return Next::end;
}

}  // namespace gomoku
