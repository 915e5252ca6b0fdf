#pragma once
// The Gomocup "pbrain" protocol: text from a tournament manager in, the
// engine's moves out. This layer only translates; what to play is the
// engine's business.
//
// `Brain` handles one line at a time and returns the reply lines, so it can
// be driven directly. `run_pbrain` is the real loop: one thread reads the
// input, the caller's thread thinks, and an END (or end of input) that
// arrives mid-search stops the search at once. The loop's two halves —
// bytes into lines (a `LineAssembler`) and a line into replies on a stream
// (`answer`) — are separate so they can be driven without threads.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "engine.hpp"
#include "events.hpp"
#include "gomoku/board.hpp"

namespace gomoku {

struct BrainOptions {
    engine::Level level = engine::Level::hard;
    std::optional<double> think_time;  // seconds: caps INFO timeout_turn
    std::uint64_t nodes = 0;           // 0: no node limit
    std::uint64_t seed = 0;
    // The most the transposition table may take; INFO max_memory may lower it.
    std::size_t table_bytes = std::size_t{64} << 20;
    // Where the brain and its engine read the time; null: the steady clock.
    const engine::TimeSource* time = nullptr;
};

class Brain {
public:
    explicit Brain(BrainOptions options, const std::atomic<bool>* stop = nullptr);
    ~Brain();

    // One line of input; the reply lines, without line ends.
    std::vector<std::string> handle(const std::string& line);
    // Where MESSAGE lines written while thinking go (INFO show_messages 1):
    // at once to the sink if there is one, else first among handle's replies.
    void set_message_sink(std::function<void(const std::string&)> sink) { message_sink_ = std::move(sink); }
    bool done() const { return done_; }

    // The clock as the next move sees it, and what that move may spend.
    engine::MatchClock match_clock() const;
    engine::MoveTime move_time() const { return time_manager_.plan(match_clock()); }
    // The safety margin each limit keeps back, from the overruns measured so far.
    std::int64_t margin_ms() const { return time_manager_.margin_ms(); }
    Rule rule() const { return rule_; }
    // The bytes the engine's transposition table holds (0 before START).
    std::size_t table_bytes() const { return engine_ ? engine_->table_bytes() : 0; }

private:
    // blocked: a continuous game's point that no one may take (BOARD field 3).
    enum class Owner : std::uint8_t { none, own, other, blocked };

    std::vector<std::string> dispatch(const std::string& line);
    std::vector<std::string> info(const std::vector<std::string>& words);
    void progress(const engine::Progress& p);
    void proof_message(const engine::Result& r);
    void message(const std::string& text);
    std::vector<std::string> board_line(const std::string& line);
    std::vector<std::string> swap2_reply();
    std::string think();
    void new_match();
    engine::Limits limits(const engine::MoveTime& t) const;
    std::int64_t now_ms() const { return time_->now_us() / 1000; }
    Board colour_board(Stone& me, std::vector<Point>& blocked) const;
    bool board_full() const;
    Owner& at(Point p) { return cells_[static_cast<std::size_t>(p.row * size_ + p.col)]; }
    Owner at(Point p) const { return cells_[static_cast<std::size_t>(p.row * size_ + p.col)]; }
    engine::Engine& engine();

    BrainOptions options_;
    const std::atomic<bool>* stop_;
    int size_ = 0;  // 0 until START
    std::vector<Owner> cells_;
    enum class Mode { commands, board, swap2 } mode_ = Mode::commands;
    std::vector<Point> swap2_stones_;
    Rule rule_ = Rule::freestyle;
    std::int64_t timeout_turn_ = 1000;
    std::int64_t timeout_match_ = 0;           // 0: no match clock
    std::optional<std::int64_t> time_left_;    // the manager's word on the match clock, once it has given it
    std::int64_t used_ms_ = 0;                 // own thinking in this match, by our own measure
    const engine::TimeSource* time_;
    std::int64_t command_ms_ = 0;              // when the command being answered came
    engine::TimeManager time_manager_;
    bool show_messages_ = false;
    std::function<void(const std::string&)> message_sink_;
    std::vector<std::string> messages_;  // written while thinking, for handle's replies
    std::uint64_t max_memory_ = 0;
    std::unique_ptr<engine::Engine> engine_;
    bool done_ = false;
};

// A command line is short; INFO folder may name a long path. Anything
// longer is refused whole, and costs no memory while it streams past.
inline constexpr std::size_t max_command_bytes = 4096;

// One line, as a LineAssembler(max_command_bytes) cuts it, to the brain; its
// replies go to `out`, each on its own line, and are flushed at once (the
// manager waits for them). True when the brain is done.
bool answer(Brain& brain, const InputEvent& line, std::ostream& out);

// A line that means nothing (blanks only), and END in any case.
bool is_blank_line(const std::string& line);
bool is_end_line(const std::string& line);

// Is the program named like a brain ("pbrain-…", as managers expect)?
bool invoked_as_brain(const std::string& argv0);

// The protocol on a file descriptor (normally standard input) until END or
// end of input. Returns the exit status.
int run_pbrain(int in_fd, std::ostream& out, const BrainOptions& options);

}  // namespace gomoku
