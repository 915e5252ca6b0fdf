#include "pbrain.hpp"

#include "strings.hpp"
#include "version.hpp"

#include <algorithm>
#include <cctype>
#include <limits>
#include <cstdlib>
#include <sstream>

#include "gomoku/notation.hpp"


namespace gomoku {

namespace {

constexpr std::int64_t unlimited_time = 2147483647;

std::string upper(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::optional<std::int64_t> to_number(std::string_view text) {
    const auto n = parse_int(trim(text), std::numeric_limits<std::int64_t>::min() + 1, std::numeric_limits<std::int64_t>::max());
    return n ? std::optional<std::int64_t>(*n) : std::nullopt;
}

// "7,7" or "7, 7, 1": exactly `count` comma-separated integers.
std::optional<std::vector<int>> numbers(const std::string& text, std::size_t count) {
    std::vector<int> out;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        const auto n = to_number(part);
        if (!n || *n < -1000000 || *n > 1000000) return std::nullopt;
        out.push_back(static_cast<int>(*n));
    }
    if (out.size() != count) return std::nullopt;
    return out;
}

// Text from the manager, echoed in a reply: printable ASCII only, and short.
// A CR or LF in a reply would split it into lines the manager reads as
// answers of their own.
std::string quoted(const std::string& text) {
    constexpr std::size_t most = 32;
    std::string out;
    for (std::size_t i = 0; i < text.size() && i < most; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        out.push_back(c >= 0x20 && c < 0x7F ? static_cast<char>(c) : '?');
    }
    if (text.size() > most) out += "...";
    return out;
}

std::string format(Point p, int size) {
    const XY xy = to_gomocup(p, size);
    return std::to_string(xy.x) + "," + std::to_string(xy.y);
}

}  // namespace

Brain::Brain(BrainOptions options, const std::atomic<bool>* stop)
    : options_(options), stop_(stop), time_(options.time ? options.time : &engine::steady_time()) {}
Brain::~Brain() = default;

engine::MatchClock Brain::match_clock() const {
    engine::MatchClock c;
    c.turn_ms = timeout_turn_;
    if (options_.think_time) c.turn_ms = std::min<std::int64_t>(timeout_turn_, static_cast<std::int64_t>(*options_.think_time * 1000.0));
    // The manager's time_left is the truth; without it, the match time less
    // what this brain has measured itself spending.
    if (time_left_ && *time_left_ < unlimited_time) c.remaining_ms = *time_left_;
    else if (!time_left_ && timeout_match_ > 0) c.remaining_ms = timeout_match_ - used_ms_;
    for (Owner o : cells_) c.moves_played += o == Owner::own;
    return c;
}

engine::Limits Brain::limits(const engine::MoveTime& t) const {
    engine::Limits l;
    l.time_ms = t.limit_ms;
    l.target_ms = t.target_ms;
    l.nodes = options_.nodes;
    l.stop = stop_;
    l.time = time_;
    // The time since the command came is already spent.
    const std::int64_t gone = now_ms() - command_ms_;
    if (l.time_ms >= 0) l.time_ms = std::max<std::int64_t>(l.time_ms - gone, 0);
    if (l.target_ms >= 0) l.target_ms = std::max<std::int64_t>(l.target_ms - gone, 0);
    return l;
}

engine::Engine& Brain::engine() {
    std::size_t bytes = options_.table_bytes;
    // The table gets half of what may be used; the rest is the program.
    if (max_memory_ > 0) bytes = std::min<std::size_t>(bytes, static_cast<std::size_t>(max_memory_ / 2));
    bytes = std::max<std::size_t>(bytes, 64u << 10);
    const engine::Settings want{rule_, options_.level, options_.seed, bytes};
    if (!engine_) engine_ = std::make_unique<engine::Engine>(want);
    engine_->configure(want);
    return *engine_;
}

bool Brain::board_full() const { return std::find(cells_.begin(), cells_.end(), Owner::none) == cells_.end(); }

Board Brain::colour_board(Stone& me, std::vector<Point>& blocked) const {
    int own = 0, other = 0;
    for (Owner o : cells_) {
        own += o == Owner::own;
        other += o == Owner::other;
    }
    // Black moves first, so the side with fewer stones is white.
    me = own < other ? Stone::white : Stone::black;
    Board b(size_);
    for (int row = 0; row < size_; ++row)
        for (int col = 0; col < size_; ++col) {
            const Owner o = at(Point{col, row});
            if (o == Owner::blocked) blocked.push_back({col, row});
            else if (o != Owner::none) b.place({col, row}, o == Owner::own ? me : opponent(me));
        }
    return b;
}

std::string Brain::think() {
    if (board_full()) return "ERROR the board is full";
    Stone me = Stone::black;
    std::vector<Point> blocked;
    const Board b = colour_board(me, blocked);
    const engine::MoveTime t = move_time();
    engine::Limits l = limits(t);
    if (show_messages_) l.on_iteration = [this](const engine::Progress& p) { progress(p); };
    const engine::Result r = engine().think(b, me, l, blocked);
    if (show_messages_) proof_message(r);
    at(r.move) = Owner::own;
    // How long the move took from the command, against what it was given:
    // an overrun widens the safety margin of the moves to come.
    const std::int64_t used = now_ms() - command_ms_;
    time_manager_.record(t, used);
    used_ms_ += used;
    return format(r.move, size_);
}

// A new game: its clock starts full. The manager's INFO for it follow.
void Brain::new_match() {
    time_left_.reset();
    used_ms_ = 0;
}

std::vector<std::string> Brain::info(const std::vector<std::string>& words) {
    if (words.size() < 3) return {};  // keys without a value are ignored
    const std::string key = words[1];
    const auto value = to_number(words[2]);
    const bool numeric = key == "timeout_turn" || key == "timeout_match" || key == "time_left" || key == "max_memory" ||
                         key == "rule" || key == "show_messages";
    if (!numeric) return {};  // game_type, folder, evaluate, …: nothing to do
    // time_left alone may be negative: a judge sends that after an overrun.
    if (!value || (*value < 0 && key != "time_left")) return {"ERROR INFO " + quoted(key) + " needs a number that is not negative"};
    if (key == "timeout_turn") timeout_turn_ = *value;
    if (key == "timeout_match") timeout_match_ = *value;
    if (key == "time_left") time_left_ = *value;
    if (key == "show_messages") show_messages_ = *value != 0;
    if (key == "max_memory") {
        max_memory_ = static_cast<std::uint64_t>(*value);
        (void)engine();  // resized now, not in the next move's time
    }
    if (key == "rule") {
        const std::int64_t bits = *value;
        // 8 is caro; with 1 (exactly five) it is rule 9, strict caro.
        if (bits & 8) rule_ = (bits & 1) ? Rule::caro_strict : Rule::caro;
        else rule_ = (bits & 4) ? Rule::renju : (bits & 1) ? Rule::standard : Rule::freestyle;
        if (bits & 2) return {"MESSAGE continuous games (rule 2) are not supported: playing " + std::string(rule_name(rule_))};
    }
    return {};
}

std::vector<std::string> Brain::board_line(const std::string& line) {
    const auto v = numbers(line, mode_ == Mode::board ? 3 : 2);
    const auto v3 = mode_ == Mode::swap2 ? numbers(line, 3) : std::nullopt;
    const auto& xy = v ? v : v3;
    if (!xy) return {"ERROR expected " + std::string(mode_ == Mode::board ? "x,y,field" : "x,y") + ", got '" + quoted(line) + "'"};
    const Point p = from_gomocup({(*xy)[0], (*xy)[1]}, size_);
    if (!Board(size_).contains(p)) return {"ERROR " + quoted(line) + " is off the board"};
    if (mode_ == Mode::swap2) {
        if (std::find(swap2_stones_.begin(), swap2_stones_.end(), p) != swap2_stones_.end()) return {"ERROR " + quoted(line) + " is occupied"};
        swap2_stones_.push_back(p);
        return {};
    }
    const int field = (*xy)[2];
    if (field < 1 || field > 3) return {"ERROR the field of " + quoted(line) + " must be 1, 2 or 3"};
    if (at(p) != Owner::none) return {"ERROR " + quoted(line) + " is occupied"};
    // 3: in a continuous game, a stone of a five already scored (or one
    // renju forbids): taken, and of use to neither side.
    at(p) = field == 1 ? Owner::own : field == 2 ? Owner::other : Owner::blocked;
    return {};
}

std::vector<std::string> Brain::swap2_reply() {
    // The protocol asks for the first three stones (none given), a choice
    // after three, or a choice after five; no other count has an answer.
    const std::size_t given = swap2_stones_.size();
    if (given != 0 && given != 3 && given != 5)
        return {"ERROR SWAP2BOARD takes 0, 3 or 5 stones, not " + std::to_string(given)};
    // The stones alternate black, white, black, …
    Board b(size_);
    for (std::size_t i = 0; i < swap2_stones_.size(); ++i) b.place(swap2_stones_[i], i % 2 ? Stone::white : Stone::black);
    // The engine needs a point to play; a manager can send a board with none.
    if (b.full()) return {"ERROR the board is full"};
    const int c = size_ / 2;
    const Point centre{c, c};
    if (swap2_stones_.empty()) {
        // A quiet, near-even opening: a diagonal white reply and a black stone a knight's move off.
        const Point w{c + 1, c + 1}, x{c - 1, c + 2};
        return {format(centre, size_) + " " + format(w, size_) + " " + format(x, size_)};
    }
    // Two searches at most, each on half the move's time.
    engine::MoveTime half = move_time();
    if (half.limit_ms > 0) half.limit_ms /= 2;
    if (half.target_ms > 0) half.target_ms /= 2;
    const engine::Limits limits = this->limits(half);
    const Stone to_move = swap2_stones_.size() % 2 ? Stone::white : Stone::black;
    const engine::Result r = engine().think(b, to_move, limits);
    if (swap2_stones_.size() == 3) {
        // White to move: take black when it looks better, play white when
        // white does, and otherwise put two more stones and let them choose.
        if (r.score < -engine::clear_advantage) return {"SWAP"};
        if (r.score > engine::clear_advantage) return {format(r.move, size_)};
        b.place(r.move, Stone::white);
        const engine::Result black = engine().think(b, Stone::black, limits);
        return {format(r.move, size_) + " " + format(black.move, size_)};
    }
    // Five stones, white to move: keep white and play, or hand it over.
    if (r.score >= 0) return {format(r.move, size_)};
    return {"SWAP"};
}

std::vector<std::string> Brain::handle(const std::string& raw) {
    command_ms_ = now_ms();
    std::vector<std::string> replies = dispatch(raw);
    if (!messages_.empty()) {
        replies.insert(replies.begin(), messages_.begin(), messages_.end());
        messages_.clear();
    }
    return replies;
}

// "MESSAGE depth 9 score 41 nodes 812345 time 640 ms pv 7,7 8,8 …": the
// last completed iteration, for a manager that shows it (Piskvork does).
void Brain::progress(const engine::Progress& p) {
    std::string text = "MESSAGE depth " + std::to_string(p.depth) + " score ";
    const int plies = engine::mate_score - std::abs(p.score);
    if (std::abs(p.score) > engine::win_score) text += (p.score > 0 ? "win in " : "loss in ") + std::to_string(plies) + " plies";
    else text += std::to_string(p.score);
    text += " nodes " + std::to_string(p.nodes) + " time " + std::to_string(p.elapsed_ms) + " ms pv";
    for (Point m : p.pv) text += " " + format(m, size_);
    message(text);
}

// "MESSAGE win in 7 plies by threes and fours: 7,7 8,8 …": a win the
// engine claims, with its proof (its moves and the longest replies), so a
// manager can show why the move wins.
void Brain::proof_message(const engine::Result& r) {
    if (r.score <= engine::win_score || r.proof.empty()) return;
    const int plies = engine::mate_score - r.score;
    std::string text = "MESSAGE win in " + std::to_string(plies) + (plies == 1 ? " ply" : " plies");
    if (r.reason == "vcf") text += " by fours";
    else if (r.reason == "vct") text += " by threes and fours";
    text += ":";
    for (Point m : r.proof) text += " " + format(m, size_);
    message(text);
}

// Out at once through the sink (the loop's writer), or with the replies.
void Brain::message(const std::string& text) {
    if (message_sink_) message_sink_(text);
    else messages_.push_back(text);
}

std::vector<std::string> Brain::dispatch(const std::string& raw) {
    const std::string line(trim(raw));
    if (line.empty()) return {};
    std::vector<std::string> words;
    {
        std::stringstream in(line);
        std::string w;
        while (in >> w) words.push_back(w);
    }
    // The stream splits on every kind of white space, trim only on four: a
    // line of vertical tabs or form feeds has no words and, like an empty
    // line, means nothing.
    if (words.empty()) return {};
    const std::string command = upper(words[0]);

    if (mode_ != Mode::commands) {
        if (command == "DONE") {
            const bool swap2 = mode_ == Mode::swap2;
            mode_ = Mode::commands;
            if (swap2) return swap2_reply();
            return {think()};
        }
        if (command == "END") {
            done_ = true;
            return {};
        }
        return board_line(line);
    }

    const std::string rest(trim(std::string_view(line).substr(words[0].size())));
    if (command == "END") {
        done_ = true;
        return {};
    }
    if (command == "ABOUT")
        return {std::string("name=\"gomoku\", version=\"") + version + "\", author=\"The gomoku authors\""};
    if (command == "INFO") return info(words);
    if (command == "START") {
        const auto n = to_number(rest);
        if (!n || !Board::valid_size(static_cast<int>(std::clamp<std::int64_t>(*n, -1, 1000))))
            return {"ERROR unsupported size '" + quoted(rest) + "': boards from 5 to 26"};
        size_ = static_cast<int>(*n);
        (void)engine();  // memory now (mapped, not yet touched), not in the first move's time
        cells_.assign(static_cast<std::size_t>(size_ * size_), Owner::none);
        new_match();
        return {"OK"};
    }
    if (command == "RECTSTART") {
        const auto v = numbers(rest, 2);
        if (!v) return {"ERROR expected RECTSTART width,height"};
        if ((*v)[0] != (*v)[1]) return {"ERROR only square boards are supported"};
        if (!Board::valid_size((*v)[0])) return {"ERROR unsupported size: boards from 5 to 26"};
        size_ = (*v)[0];
        cells_.assign(static_cast<std::size_t>(size_ * size_), Owner::none);
        new_match();
        return {"OK"};
    }
    if (size_ == 0) {
        static const char* const known[] = {"BEGIN", "TURN", "BOARD", "RESTART", "TAKEBACK", "SWAP2BOARD"};
        for (const char* k : known)
            if (command == k) return {"ERROR no START yet"};
        return {"UNKNOWN " + quoted(words[0])};
    }
    if (command == "RESTART") {
        cells_.assign(cells_.size(), Owner::none);
        new_match();
        return {"OK"};
    }
    if (command == "BEGIN") {
        // BEGIN opens a game on an empty board; on stones it would play a
        // second move for the same side.
        if (std::any_of(cells_.begin(), cells_.end(), [](Owner o) { return o != Owner::none; }))
            return {"ERROR BEGIN needs an empty board: RESTART first, or BOARD for a position"};
        return {think()};
    }
    if (command == "BOARD" || command == "SWAP2BOARD") {
        if (command == "BOARD") cells_.assign(cells_.size(), Owner::none);
        swap2_stones_.clear();
        mode_ = command == "BOARD" ? Mode::board : Mode::swap2;
        return {};
    }
    if (command == "TURN" || command == "TAKEBACK") {
        const auto v = numbers(rest, 2);
        if (!v) return {"ERROR expected " + command + " x,y, got '" + quoted(rest) + "'"};
        const Point p = from_gomocup({(*v)[0], (*v)[1]}, size_);
        if (!Board(size_).contains(p)) return {"ERROR " + quoted(rest) + " is off the board"};
        if (command == "TAKEBACK") {
            at(p) = Owner::none;
            return {"OK"};
        }
        if (at(p) != Owner::none) return {"ERROR " + quoted(rest) + " is occupied"};
        at(p) = Owner::other;
        return {think()};
    }
    return {"UNKNOWN " + quoted(words[0])};
}

bool is_blank_line(const std::string& line) { return trim(line).empty(); }
bool is_end_line(const std::string& line) { return upper(trim(line)) == "END"; }

}  // namespace gomoku
