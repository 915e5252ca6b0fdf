// The real binary killed with SIGKILL at random moments, hundreds of times:
// while it starts, between moves, just after a move, an undo or a redo was
// typed, and in the middle of saves. Whatever the moment, what it leaves is
// whole: the autosave holds the last position shown or the one just asked
// for, a saved game is byte for byte the old file or the whole new one, and
// a temporary file is never taken for either. The autosave is a journal a
// move is appended to: a kill in the middle of an append may leave its last
// line torn, and that is the position before it, never an error.
//
// The moments come from a fixed seed, shown when a check fails. The number
// of kills, never a clock, decides how long a test runs. Where the kills
// landed depends on timing, so it is shown (with -s), not required.
#include <algorithm>
#include <csignal>
#include <cstdint>
#include <ctime>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <unistd.h>
#include <vector>

#include "gomoku/game.hpp"
#include "gomoku/notation.hpp"
#include "record.hpp"
#include "files.hpp"
#include "saved_game.hpp"

#include "catch.hpp"
#include "support/iterations.hpp"
#include "support/run_binary.hpp"
#include "support/temporary_files.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using gomoku::Point;

namespace {

// A sanitized binary starts several times slower: fewer kills there, still
// enough to land in every window.
constexpr int play_kills = static_cast<int>(test::rounds(300, 120));
constexpr int save_kills = static_cast<int>(test::rounds(200, 100));

using test::has;

int uniform(std::mt19937& random, int low, int high) { return std::uniform_int_distribution<int>(low, high)(random); }

// A long game nobody wins: the colours run XXOO along every row, shifted by
// two each row up, so no row, column or diagonal holds more than two stones
// of a colour side by side. Black's and white's points alternate.
std::vector<Point> drawn_game(int size) {
    std::vector<Point> black, white;
    for (int row = 0; row < size; ++row)
        for (int col = 0; col < size; ++col) ((col / 2 + row) % 2 == 0 ? black : white).push_back(Point{col, row});
    std::vector<Point> moves;
    for (std::size_t i = 0; i < std::min(black.size(), white.size()); ++i) {
        moves.push_back(black[i]);
        moves.push_back(white[i]);
    }
    return moves;
}

gomoku::Game played(const std::vector<Point>& moves, std::size_t count) {
    gomoku::Game game;
    for (std::size_t i = 0; i < count; ++i) game.play(moves[i]);
    return game;
}

// ---- the autosave during play ---------------------------------------------

// What the test types; each is one line.
enum class Action { move, undo, redo };

// Where the game stands: the first `on_board` moves of the drawn game are
// on the board, and redo can bring back those up to `history`.
struct Standing {
    std::size_t on_board = 0;
    std::size_t history = 0;

    Standing after(Action a) const {
        switch (a) {
            case Action::move: return {on_board + 1, on_board + 1};
            case Action::undo: return {on_board - 1, history};
            case Action::redo: return {on_board + 1, history};
        }
        return *this;
    }
};

// What an autosave holds: how many moves of the drawn game, or nothing when
// there is no file (a new game keeps nothing until its first move).
using Kept = std::optional<std::size_t>;
constexpr std::size_t not_this_game = SIZE_MAX;

// Reads the autosave; a file that is not a whole record of this game, exactly
// as the program writes it (but for a torn last line, which is not read),
// fails the test and reads as not_this_game.
Kept autosaved(const std::string& file, const std::vector<Point>& moves, int& torn) {
    const gomoku::FileRead read = gomoku::read_regular_file(file, gomoku::max_record_bytes);
    if (!read.data) return std::nullopt;
    std::string text = *read.data;
    INFO("autosave:\n" << text);
    const gomoku::LoadResult loaded = gomoku::load_record(text);
    CHECK(loaded.ok());
    if (!loaded.ok()) return not_this_game;
    for (const gomoku::RecordWarning& w : loaded.warnings) {
        CHECK(w.kind == gomoku::RecordWarningKind::torn_tail);
        text.resize(text.size() - w.detail.size());
        ++torn;
    }
    const gomoku::GameRecord& record = *loaded.record;
    const bool whole = gomoku::write_record(record).text == text && record.black == "Ana" && record.white == "Bo" &&
                       record.events.size() < moves.size() &&
                       std::equal(record.events.begin(), record.events.end(), moves.begin(),
                                  [](const gomoku::Event& e, Point p) {
                                      return e.kind == gomoku::Event::Kind::move && e.point == p;
                                  });
    CHECK(whole);
    return whole ? Kept(record.events.size()) : Kept(not_this_game);
}

std::string typed(Action a, const Standing& s, const std::vector<Point>& moves) {
    switch (a) {
        case Action::move: return gomoku::to_notation(moves[s.on_board]) + "\n";
        case Action::undo: return "u\n";
        case Action::redo: return "r\n";
    }
    return "";
}

// The message of the frame that shows `a` done.
std::string answer(Action a, const Standing& s, const std::vector<Point>& moves) {
    switch (a) {
        case Action::move:
            return (s.on_board % 2 == 0 ? "Ana played " : "Bo played ") + gomoku::to_notation(moves[s.on_board]) + ".";
        case Action::undo: return "Took back " + gomoku::to_notation(moves[s.on_board - 1]) + ".";
        case Action::redo: return "Replayed " + gomoku::to_notation(moves[s.on_board]) + ".";
    }
    return "";
}

std::string status_line(const Standing& s) { return " Move " + std::to_string(s.on_board + 1) + " · "; }

// Mostly moves, so the game goes forward; an undo or redo when there is one.
Action pick(const Standing& s, std::size_t moves, std::mt19937& random) {
    std::vector<Action> can;
    if (s.on_board < moves) can.insert(can.end(), 3, Action::move);
    if (s.on_board > 0) can.push_back(Action::undo);
    if (s.on_board < s.history) can.push_back(Action::redo);
    return can[static_cast<std::size_t>(uniform(random, 0, static_cast<int>(can.size()) - 1))];
}

// Where a kill is aimed.
enum class Moment {
    starting,  // before the first frame, maybe while taking the lock
    idle,      // after a frame, nothing typed since
    typed,     // just after a line is sent, before its frame
};

}  // namespace

TEST_CASE("killed at any moment during play, the autosave is the last position shown or the one typed after it, "
          "and --resume goes on from it", "[binary][slow]") {
    const std::uint32_t seed = 20261130;
    INFO("seed " << seed);
    const std::vector<Point> moves = drawn_game(15);
    REQUIRE(moves.size() > 200);
    REQUIRE_FALSE(played(moves, moves.size()).over());
    std::mt19937 random(seed);

    // One home per run of games: a new game in it, then --resume after every
    // kill, until the board fills or a kill leaves no game to resume.
    std::unique_ptr<test::TempDir> home;
    Standing standing;
    Kept kept;
    int kills = 0, starting = 0, idle = 0, typed_undo_redo = 0, before_write = 0, cut_mid_write = 0, written = 0,
        shown = 0, resumed = 0, torn = 0;
    for (int i = 0; kills < play_kills && i < 2 * play_kills; ++i) {
        INFO("kill " << i);
        const bool fresh = !home;
        if (fresh) {
            home = std::make_unique<test::TempDir>();
            standing = Standing{};
            kept.reset();
        }
        const std::string state = home->path() + "/state/gomoku";
        test::RunOptions o;
        o.home = home->path();
        o.env.push_back("XDG_STATE_HOME=" + home->path() + "/state");
        if (fresh) o.input = "1\nAna\nBo\n";
        else o.args = {"--resume"};
        test::Running game(o);

        const int roll = uniform(random, 0, 9);
        const Moment moment = roll == 0 ? Moment::starting : roll <= 3 ? Moment::idle : Moment::typed;
        Kept may_become = kept;  // what the line typed last asks for, not yet shown
        std::size_t sent_at = 0;
        std::string answered;
        if (moment == Moment::starting) {
            ++starting;
            ::usleep(static_cast<useconds_t>(uniform(random, 0, 20000)));
        } else {
            // The game goes on from the autosave, and the temporary file a
            // kill left is swept, never read.
            REQUIRE(game.wait_for(status_line(standing)));
            if (!fresh) ++resumed;
            for (const std::string& name : test::temporaries_of(state, "autosave.txt"))
                CHECK(name == "autosave.txt.tmp." + std::to_string(game.pid()));  // a reused pid keeps its own
            // Half the time a line is answered first, so kills also land
            // after a change this process made.
            if (uniform(random, 0, 1) == 1) {
                const Action a = pick(standing, moves.size(), random);
                const std::size_t from = game.out().size();
                game.send(typed(a, standing, moves));
                REQUIRE(game.wait_for(answer(a, standing, moves), 10000, from));
                standing = standing.after(a);
                CHECK(game.wait_for(status_line(standing), 10000, from));
                kept = standing.on_board;
                may_become = kept;
            }
            if (moment == Moment::idle) {
                ++idle;
                ::usleep(static_cast<useconds_t>(uniform(random, 0, 2000)));
            } else {
                const Action a = pick(standing, moves.size(), random);
                if (a != Action::move) ++typed_undo_redo;
                sent_at = game.out().size();
                answered = answer(a, standing, moves);
                game.send(typed(a, standing, moves));
                may_become = standing.after(a).on_board;
                ::usleep(static_cast<useconds_t>(uniform(random, 0, 4000)));
            }
        }
        const test::Run r = game.finish(SIGKILL);
        CHECK(r.status == 128 + SIGKILL);
        if (r.status == 128 + SIGKILL) ++kills;

        const Kept now = autosaved(state + "/autosave.txt", moves, torn);
        INFO("kept " << (kept ? std::to_string(*kept) : "nothing") << ", typed for "
                     << (may_become ? std::to_string(*may_become) : "nothing") << ", found "
                     << (now ? std::to_string(*now) : "nothing"));
        const bool answer_shown = moment == Moment::typed && has(r.out, answered, sent_at);
        // Once a frame shows the change, the autosave holds it: never older
        // than the screen.
        if (answer_shown) CHECK(now == may_become);
        else CHECK((now == kept || now == may_become));
        const bool left = !test::temporaries_of(state, "autosave.txt").empty();
        if (moment == Moment::typed) {
            if (now != kept) ++(answer_shown ? shown : written);
            else ++(left ? cut_mid_write : before_write);
        }

        kept = now;
        standing = Standing{now.value_or(0), now.value_or(0)};  // redo does not outlive the process
        if (!now || *now == not_this_game || *now + 2 >= moves.size()) home.reset();
    }
    UNSCOPED_INFO("kills " << kills << ": " << starting << " starting, " << idle << " between moves, "
                           << kills - starting - idle << " just after a line was typed (" << typed_undo_redo
                           << " an undo or redo): " << before_write << " before the autosave was written, "
                           << cut_mid_write << " in the middle of writing it, " << written
                           << " once it was written but not yet shown, " << shown << " after it was shown; "
                           << resumed << " resumed games; " << torn << " torn last lines");
    CHECK(kills >= play_kills);
    CHECK(resumed > play_kills / 2);
    CHECK(typed_undo_redo > 0);
}

// ---- saves ----------------------------------------------------------------

namespace {

const char* const other_game = "# gomoku 1\n# size: 15\n# rule: freestyle\n# black: Ana\n# white: Bo\nH8\nJ9\n";

// Whether `text` is byte for byte what a save of the drawn game's first
// `count` moves writes at some second from `first` to `last`: the date is
// the only part a test cannot know in advance.
bool saved_between(const std::string& text, const std::vector<Point>& moves, std::size_t count, std::time_t first,
                   std::time_t last) {
    const gomoku::Game game = played(moves, count);
    for (std::time_t t = first; t <= last; ++t)
        if (gomoku::write_record(gomoku::sitting_record(game, {"Ana", "Bo", {0, 0}}, t)).text == text) return true;
    return false;
}

}  // namespace

TEST_CASE("killed at any moment during saves, the file is byte for byte the old version or the whole new one", "[binary][slow]") {
    const std::uint32_t seed = 20261129;
    INFO("seed " << seed);
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    test::spit(file, other_game);
    // The autosave's directory would be under a plain file: it is off, so
    // every write a kill can land in is the save's.
    const std::string not_a_directory = dir.path() + "/plain";
    test::spit(not_a_directory, "");
    const std::vector<Point> moves = drawn_game(15);
    std::mt19937 random(seed);

    std::string old = test::slurp(file);
    int kills = 0, saved_whole = 0, before_write = 0, cut_mid_write = 0, written = 0, shown = 0;
    for (int i = 0; kills < save_kills && i < 2 * save_kills; ++i) {
        INFO("kill " << i);
        test::RunOptions o;
        o.env.push_back("XDG_STATE_HOME=" + not_a_directory);
        o.input = "1\nAna\nBo\n";
        test::Running game(o);
        REQUIRE(game.wait_for(" Move 1 · "));
        std::size_t count = 0;
        // A move and a save of the game so far; where its output starts.
        const auto save_next = [&] {
            const std::size_t from = game.out().size();
            game.send(gomoku::to_notation(moves[count++]) + "\nsave " + file + "\ny\n");
            return from;
        };
        // Half the time a save finishes first, replacing the file whole.
        if (uniform(random, 0, 1) == 1) {
            const std::time_t first = std::time(nullptr);
            REQUIRE(game.wait_for("Saved to ", 10000, save_next()));
            const std::string now = test::slurp(file);
            INFO("saved:\n" << now);
            CHECK(saved_between(now, moves, count, first, std::time(nullptr)));
            ++saved_whole;
            old = now;
        }
        // Then one cut short anywhere: before, during or after its write.
        const std::time_t first = std::time(nullptr);
        const std::size_t sent_at = save_next();
        ::usleep(static_cast<useconds_t>(uniform(random, 0, 8000)));
        const test::Run r = game.finish(SIGKILL);
        CHECK(r.status == 128 + SIGKILL);
        if (r.status == 128 + SIGKILL) ++kills;

        const std::string now = test::slurp(file);
        INFO("before:\n" << old << "after:\n" << now);
        const bool kept_old = now == old;
        const bool whole_new = saved_between(now, moves, count, first, std::time(nullptr));
        const bool said = has(r.out, "Saved to ", sent_at);
        // Once the save is reported, the file is the new one.
        if (said) CHECK(whole_new);
        else CHECK((kept_old || whole_new));
        // At most the temporary file of the save this kill cut short: the
        // next save removes it.
        const std::size_t left = test::temporaries_of(dir.path(), "game.txt").size();
        CHECK(left <= 1);
        if (!kept_old) ++(said ? shown : written);
        else ++(left > 0 ? cut_mid_write : before_write);
        old = now;
    }
    UNSCOPED_INFO("kills " << kills << ": " << before_write << " before the save's write, " << cut_mid_write
                           << " in the middle of it, " << written << " once the file was replaced but not yet said, "
                           << shown << " after; " << saved_whole << " saves finished first");
    CHECK(kills >= save_kills);
    CHECK(saved_whole > 0);
}
