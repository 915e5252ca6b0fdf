// The computer opponent in the app: setting up a game against it, its turns,
// and how its game is kept in a record. Its thinking is computer_thinking.cpp.
#include <algorithm>
#include <limits>
#include <utility>

#include "app.hpp"
#include "computer.hpp"
#include "gomoku/notation.hpp"
#include "labels.hpp"
#include "strings.hpp"
#include "width.hpp"
#include "words.hpp"

namespace gomoku {

namespace {

// The computer's opening stones: the centre and the points around it, first
// empty one first. Three central stones give a balanced, ordinary opening.
std::optional<Point> opening_stone(const Board& board) {
    const int c = board.size() / 2;
    const int steps[][2] = {{0, 0}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    for (const auto& d : steps) {
        const Point p{c + d[0], c + d[1]};
        if (board.at(p) == Cell::empty) return p;
    }
    return std::nullopt;
}

}  // namespace

// ---- who it is ------------------------------------------------------------------------

std::optional<VsChoice> ComputerPlayer::ask_setup(const ViewOptions& look, const std::string& default_name,
                                                  bool& ended) {
    const Lang lang = look.lang;
    const auto tr = [&](Msg m, std::initializer_list<Arg> args = {}) { return gomoku::tr(lang, m, args); };
    const std::string title = tr(Msg::menu_vs_computer);
    VsChoice chosen{Stone::black, config_.level, default_name};
    const std::string default_level = std::to_string(static_cast<int>(config_.level) + 1);
    const auto ask = [&](const std::string& prompt, Message& message) {
        return prompt_.ask([&] { return render_page(PageView{title, {}, message, prompt}, prompt_.fitted(look)); },
                           message, Prompt::question());
    };
    const auto no_choice = [&](const Answer& a, const char* last) {
        return Message{tr(Msg::menu_not_a_choice, {{"input", shown_text(a.text, 20)}, {"first", "1"}, {"last", last}}), true};
    };
    for (Message message;;) {
        const auto answer = ask(tr(Msg::vs_colour_prompt), message);
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        const auto colour = read_colour_choice(answer->text);
        if (!colour) {
            message = no_choice(*answer, "2");
            continue;
        }
        if (colour->kind == SetupAnswer::back) return std::nullopt;
        chosen.human = colour->colour;
        break;
    }
    for (Message message;;) {
        const auto answer = ask(tr(Msg::vs_level_prompt, {{"n", default_level}}), message);
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        const auto level = read_level_choice(answer->text);
        if (!level) {
            message = no_choice(*answer, "3");
            continue;
        }
        if (level->kind == SetupAnswer::back) return std::nullopt;
        if (level->kind == SetupAnswer::chose) chosen.level = level->level;
        break;
    }
    const std::string name_prompt =
        tr(Msg::name_prompt, {{"colour", colour_name(chosen.human, lang)}, {"default", chosen.name}});
    for (Message message;;) {
        const auto answer = ask(name_prompt, message);
        if (!answer) ended = true;
        if (!answer || answer->leaving()) return std::nullopt;
        const NameAnswer typed = read_name(answer->text);
        if (!typed.ok) {
            message = Message{name_problem(typed, lang), true};
            continue;
        }
        if (typed.name) chosen.name = *typed.name;
        break;
    }
    return chosen;
}

void ComputerPlayer::note(GameRecord& record, const Game& game, Seat seat) const {
    if (!opponent_) return;
    record.extra["computer"] = game.seat_of(Stone::black) == seat ? "black" : "white";
    record.extra["computer-level"] = std::string(engine::level_name(opponent_->level));
    record.extra["computer-seed"] = std::to_string(opponent_->seed);
}

int ComputerPlayer::adopt(const GameRecord& record, const Game& game) {
    opponent_.reset();
    const auto side = record.extra.find("computer");
    if (side == record.extra.end() || (side->second != "black" && side->second != "white")) return 0;
    Opponent c;
    const auto level = record.extra.find("computer-level");
    if (level != record.extra.end()) c.level = engine::level_from_name(level->second).value_or(config_.level);
    else c.level = config_.level;
    c.seed = config_.seed;
    const auto seed = record.extra.find("computer-seed");
    if (seed != record.extra.end()) {
        if (const auto n = parse_int(seed->second, 0, std::numeric_limits<long long>::max()))
            c.seed = static_cast<std::uint64_t>(*n);
    }
    opponent_ = c;
    // The computer is player 1: it opens when it holds the first seat.
    return game.seat_of(side->second == "black" ? Stone::black : Stone::white) == Seat::first ? 1 : 0;
}

// ---- the computer in the app ------------------------------------------------------------

ComputerConfig App::computer_config(const AppConfig& c) {
    ComputerConfig computer;
    computer.level = c.level;
    computer.seed = c.seed;
    computer.think_time = c.think_time;
    computer.nodes = c.nodes;
    computer.interruptible = c.interruptible;
    computer.cursor_mode = c.cursor_mode;
    return computer;
}

void App::start_vs(Stone human, engine::Level level, const std::string& name) {
    abandon_unfinished();
    players_.start({name, tr(Msg::computer_name)}, human == Stone::black ? 0 : 1);
    computer_.play(level);
    start_game();
}

App::Next App::vs_setup() {
    bool ended = false;
    const std::optional<VsChoice> chosen = computer_.ask_setup(view(), default_names(config_.settings.lang)[0], ended);
    if (!chosen) return ended ? Next::end : Next::menu;
    start_vs(chosen->human, chosen->level, chosen->name);
    return Next::play;
}

ComputerPlayer::Thought App::think(engine::Level level, std::uint64_t seed, const std::string& who, bool own_turn) {
    const Game& g = *game_;
    const ThinkingBoard board{g, message_,
                              [&](const Status& status) {
                                  GameView v{g, names(), message_, "> ", status};  // typing shows after "> "
                                  v.score = players_.score(g);
                                  v.turn_ms = std::max<std::int64_t>(turn_spent(), 0);
                                  return render_game(v, view());
                              },
                              [this] { return view(); }, [this] { return turn_spent(); }};
    ComputerPlayer::Thought thought = computer_.think(board, level, seed, who, own_turn);
    if (thought.typed) pending_ = thought.typed;
    return thought;
}

// What the computer did, after what was just said (the human's move, or the
// computer's own opening stones) while the line has room.
void App::say(const std::string& text) {
    const std::string joined = message_.text + " " + text;
    message_ = Message{!message_.text.empty() && !message_.error && display_width(joined) <= 72 ? joined : text, false};
}

// What was just said, with `earlier` before it while the line has room.
void App::say_after(const std::string& earlier) {
    const std::string joined = earlier + " " + message_.text;
    if (display_width(joined) <= 72) message_ = Message{joined, false};
}

std::optional<App::Next> App::computer_turn() {
    Game& g = *game_;
    const std::string& me = players_.name(1);
    const OpeningState& o = g.opening();
    if (o.deciding()) {
        // White is to move at every decision. The computer weighs the
        // position from white's side and takes black only when white looks
        // clearly worse: a near-even opening is kept, and with it the move.
        const ComputerPlayer::Thought weighed = think(computer_.level(), computer_.seed(), me, true);
        if (weighed.ended) return Next::end;
        if (!weighed.result) return std::nullopt;  // pending_ holds what the player typed
        const Stone taken = weighed.result->score < -engine::clear_advantage ? Stone::black : Stone::white;
        stop_turn_clock();
        if (!g.choose(taken, turn_spent())) return flag_fell();
        say(tr(Msg::chose_colour, {{"name", me},
                                   {"colour", tr(taken == Stone::black ? Msg::colour_black_word : Msg::colour_white_word)}}));
        autosave();
        return std::nullopt;
    }
    if (o.phase == Phase::place) {
        if (const auto p = opening_stone(g.board())) {
            stop_turn_clock();
            if (g.play(*p, turn_spent()).refusal == Refusal::out_of_time) return flag_fell();
            say(tr(Msg::played, {{"name", me}, {"point", to_notation(*p)}}));
            autosave();
            return std::nullopt;
        }
    }
    const ComputerPlayer::Thought found = think(computer_.level(), computer_.seed(), me, true);
    if (found.ended) return Next::end;
    if (!found.result) return std::nullopt;  // pending_ holds what the player typed
    if (computer_.waiting()) message_ = Message{};  // the turn they waited for has come
    const Point move = found.result->move;
    stop_turn_clock();
    const PlayResult r = g.play(move, turn_spent());
    if (r.refusal == Refusal::out_of_time) return flag_fell();
    if (r.refusal != Refusal::none) {
        // The engine never offers an illegal point; should it, passing keeps the game going.
        g.pass(turn_spent());
        say(tr(Msg::passed, {{"name", me}}));
    } else {
        say(tr(Msg::played, {{"name", me}, {"point", to_notation(move)}}));
    }
    autosave();
    return g.over() ? std::optional<Next>(Next::result) : std::nullopt;
}

}  // namespace gomoku
