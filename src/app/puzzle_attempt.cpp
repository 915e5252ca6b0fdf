// One problem on the board: the player's moves as the attacker, each proved
// again and answered by the defence that holds out longest; a refuted move
// shown with the defence that refutes it, to be taken back for another try.
#include <utility>

#include "analysis_text.hpp"
#include "gomoku/notation.hpp"
#include "labels.hpp"
#include "puzzles.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

// The attacker's moves since the problem's start.
int attacks_made(const Game& g, std::size_t start, Stone attacker) {
    int n = 0;
    for (std::size_t i = start; i < g.applied(); ++i)
        if (g.event(i).kind == Event::Kind::move && g.event(i).by == attacker) ++n;
    return n;
}

// The attacker's last move since the start: there is one once a move is taken back.
Point last_move_of(const Game& g, std::size_t start, Stone attacker) {
    for (std::size_t i = g.applied(); i > start; --i)
        if (g.event(i - 1).kind == Event::Kind::move && g.event(i - 1).by == attacker) return g.event(i - 1).point;
    return Point{};
}

}  // namespace

Puzzles::Outcome Puzzles::attempt(const puzzle::Problem& p, Message& message, const std::function<std::string(const Outcome&)>& keep) {
    Game& g = game_.emplace(GameSetup(p.size, p.rule));
    for (Point m : p.moves) g.play(m);
    const std::size_t start = g.applied();
    const Stone attacker = p.attacker();
    const Stone defender = opponent(attacker);
    const Names names = attacker == Stone::black ? Names{tr(PuzzleMsg::you), tr(PuzzleMsg::computer)}
                                                 : Names{tr(PuzzleMsg::computer), tr(PuzzleMsg::you)};
    const Lang lang = config_.view.lang;
    std::string task = tr(PuzzleMsg::task, {{"id", p.id},
                                            {"colour", tr(attacker == Stone::black ? Msg::colour_black : Msg::colour_white)},
                                            {"kind", tr(p.kind == puzzle::Kind::vcf ? PuzzleMsg::vcf : PuzzleMsg::vct)},
                                            {"attacks", std::to_string(p.attacks)},
                                            {"rating", std::to_string(p.rating)}});
    if (!p.unique) task += " " + tr(PuzzleMsg::several_answers);
    if (!p.source.empty()) task += " " + tr(PuzzleMsg::from_game, {{"source", p.source}});
    if (message.text.empty()) message = Message{task, false};

    Outcome out;
    std::vector<Point> line;         // numbered stones: a refuting defence, or the answer
    Stone line_first = defender;
    std::optional<Point> hint;       // a proven winning move, marked until the next move
    bool refuted = false;            // the last move was refuted and is still on the board
    bool shown = false;              // the answer was shown: nothing more counts
    // Back to the attacker's turn before its last move.
    const auto take_back = [&] {
        if (g.applied() > start) g.undo();
        while (g.to_move() != attacker && g.applied() > start) g.undo();
    };
    // The result is kept as soon as it is known: at the five, or at the
    // first thing that makes it a miss (a refuted move, a hint, the answer,
    // a move taken back), so a kill after that loses nothing. What keeping
    // it said (the rating's change) follows the message.
    const auto keep_now = [&]() -> std::string {
        if (out.kept) return {};
        out.kept = true;
        return (lang == Lang::zh ? "" : " ") + keep(out);  // Chinese runs on after its full stop
    };
    prompt_.keys().follow(p.size, g.last_move());
    for (;;) {
        if (g.over() && !out.solved) {
            out.solved = out.tried = true;
            message = Message{out.kept ? tr(PuzzleMsg::solved_helped, {{"change", ""}}) : keep(out), false};
            out.kept = true;
        }
        const std::string prompt = out.solved ? tr(PuzzleMsg::prompt_solved)
                                   : tr(refuted || shown ? PuzzleMsg::prompt_after : PuzzleMsg::prompt,
                                        {{"stone", stone_glyph(attacker, view())}});
        const auto answer = prompt_.ask(
            [&] {
                GameView v{g, names, message, prompt};
                v.hint = hint;
                v.line = line;
                v.line_first = line_first;
                return render_game(v, view());
            },
            message, Prompt::board(p.size, config_.vi_keys));
        if (!answer) {
            out.done = Done::ended;
            return out;
        }
        hint.reset();
        if (out.solved) {
            // Enter or next goes on; the other words leave as anywhere.
            PuzzleWord w = PuzzleWord::next;
            if (answer->kind == Answer::Kind::line) w = read_puzzle_word(answer->text).value_or(PuzzleWord::next);
            else if (answer->kind == Answer::Kind::command) w = PuzzleWord::menu;
            out.done = w == PuzzleWord::quit || w == PuzzleWord::menu ? Done::menu : Done::next;
            return out;
        }
        GameInput in;
        std::optional<PuzzleWord> word;
        if (answer->kind == Answer::Kind::point) in = GameInput::at(answer->point);
        else if (answer->kind == Answer::Kind::command) word = answer->command == Command::help ? PuzzleWord::help : PuzzleWord::quit;
        else if (!(word = read_puzzle_word(answer->text))) in = read_game_input(answer->text, p.size);

        if (word) {
            switch (*word) {
                case PuzzleWord::next: out.done = Done::next; return out;
                case PuzzleWord::menu:  // q and Escape too: nothing here is lost by leaving
                case PuzzleWord::quit: out.done = Done::menu; return out;
                case PuzzleWord::help: message = Message{task, false}; break;
                case PuzzleWord::solve:
                    while (g.applied() > start) g.undo();
                    line = p.solution;
                    line_first = attacker;
                    refuted = false;
                    shown = out.helped = out.tried = true;
                    message = Message{tr(PuzzleMsg::solution, {{"line", review::line_text(p.solution)}}) + keep_now(), false};
                    break;
                case PuzzleWord::hint: {
                    line.clear();
                    if (refuted) take_back(), refuted = false;
                    const int left = p.attacks + config_.budget.margin - attacks_made(g, start, attacker);
                    hint = puzzle::winning_move(g.board(), p.rule, p.kind, attacker, left, config_.budget);
                    if (hint) {
                        out.helped = out.tried = true;
                        message = Message{tr(PuzzleMsg::hint, {{"point", to_notation(*hint)}}) + keep_now(), false};
                    } else {
                        message = Message{tr(PuzzleMsg::no_hint), false};
                    }
                    break;
                }
                case PuzzleWord::undo: {
                    line.clear();
                    if (g.applied() == start) {
                        message = Message{tr(PuzzleMsg::nothing_to_take_back), true};
                        break;
                    }
                    if (!refuted && !shown) ++out.tries;  // a refuted move was counted when it was refuted
                    refuted = false;
                    const Point back = last_move_of(g, start, attacker);
                    take_back();
                    message = Message{tr(PuzzleMsg::taken_back, {{"point", to_notation(back)}}) + keep_now(), false};
                    break;
                }
            }
            continue;
        }
        switch (in.kind) {
            case GameInput::Kind::empty: message = Message{task, false}; continue;
            case GameInput::Kind::bad_point: message = Message{point_error(in.parse, in.typed, p.size, lang), true}; continue;
            case GameInput::Kind::command:
            case GameInput::Kind::unknown_command:
                message = Message{tr(PuzzleMsg::not_a_move, {{"input", shown_text(in.typed, 20)}}), true};
                continue;
            case GameInput::Kind::point: break;
        }
        // A new move after a refuted one takes that one back first.
        if (refuted) take_back(), refuted = false;
        line.clear();
        const Point at = *in.parse.point;
        const int allowed = p.attacks + config_.budget.margin - attacks_made(g, start, attacker);  // this move's among them
        const PlayResult r = g.play(at);
        if (r.refusal == Refusal::occupied) {
            message = Message{tr(Msg::err_occupied, {{"point", to_notation(at)}}), true};
            continue;
        }
        if (r.refusal == Refusal::forbidden) {
            message = Message{tr(Msg::err_forbidden, {{"point", to_notation(at)}, {"shape", shape_label(r.forbidden, lang)}}) +
                                  " " + tr(PuzzleMsg::forbidden_not_counted),
                              true};
            continue;
        }
        if (!r.ok()) {
            message = Message{tr(Msg::err_game_over), true};
            continue;
        }
        out.tried = true;
        if (g.over()) continue;  // five: solved, said above
        // A live screen says what it is doing, unless more input waits: then
        // nothing is drawn until it is all taken, as everywhere. Piped
        // output gets one frame an answer.
        if (prompt_.cursor_mode() && prompt_.display().screen().terminal && !prompt_.waiting()) {
            const Message checking{tr(PuzzleMsg::checking, {{"point", to_notation(at)}}), false};
            prompt_.display().show(render_game(GameView{g, names, checking, prompt}, view()), view());
        }
        const puzzle::Answer a = puzzle::answer(g.board(), p.rule, p.kind, attacker, at, allowed, config_.budget);
        switch (a.kind) {
            case puzzle::Answer::Kind::holds:
                g.play(a.reply);
                prompt_.keys().follow(p.size, g.last_move());
                message = Message{tr(PuzzleMsg::answered, {{"point", to_notation(at)}, {"reply", to_notation(a.reply)}}), false};
                break;
            case puzzle::Answer::Kind::refuted: {
                const std::string kept = keep_now();  // this try failed: a miss
                if (!shown) ++out.tries;
                refuted = true;
                line = a.why;
                line_first = defender;
                message = Message{tr(a.counter_five ? PuzzleMsg::refuted_five : PuzzleMsg::refuted_escape,
                                     {{"point", to_notation(at)}, {"reply", to_notation(a.reply)}}) + kept,
                                  true};
                break;
            }
            case puzzle::Answer::Kind::unsettled:
                g.undo();
                message = Message{tr(PuzzleMsg::unsettled, {{"point", to_notation(at)}}), false};
                break;
        }
    }
}

}  // namespace gomoku
