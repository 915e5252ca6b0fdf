// Keeping a network game, and finding the one whose connection was lost.
//
// The game goes to a slot of its own: a network game never takes the place
// of the unfinished local one. While it is being played its record also
// keeps what taking it up again needs — the session secret, where the game
// was met, both names, and the protocol's version — so the file is always
// mode 0600. Once the game is over (or left) its result says how it ended,
// and it waits no more. A game kept waiting by a program of another
// protocol version (version 1 wrote no version at all) cannot be taken up
// by this one: it is named, and left as it is.
#include <chrono>
#include <ctime>
#include <utility>

#include "files.hpp"
#include "network.hpp"
#include "private_directory.hpp"
#include "saved_game.hpp"
#include "strings.hpp"

namespace gomoku {

namespace {

constexpr std::size_t max_record = std::size_t{1} << 20;
constexpr int max_games = 999;

// One file a side, so two players on one account do not overwrite each
// other, and one a game, so another game does not replace the last.
std::string slot(bool host, int number) {
    return std::string(host ? "network-host" : "network-joiner") + (number > 1 ? "-" + std::to_string(number) : "") +
           ".txt";
}

std::string extra(const GameRecord& r, const std::string& key) {
    const auto at = r.extra.find(key);
    return at == r.extra.end() ? std::string() : at->second;
}

// A kept game still waiting for its connection, whatever protocol kept it.
bool still_waiting(const GameRecord& r, bool host) {
    return net::Secret::from_hex(extra(r, "network-secret")) && r.result.empty() &&
           extra(r, "network") == (host ? "host" : "joiner") && !r.replay().over();
}

bool this_version(const GameRecord& r) { return extra(r, "network-version") == std::to_string(net::protocol_version); }

// The kept game, when it is one to take up again.
std::optional<NetworkWaiting> waiting_in(const GameRecord& r, bool host, int number) {
    const auto secret = net::Secret::from_hex(extra(r, "network-secret"));
    if (!still_waiting(r, host) || !this_version(r)) return std::nullopt;
    NetworkWaiting w;
    w.host = host;
    w.address = extra(r, "network-address");
    w.name = extra(r, "network-name");
    w.game.secret = *secret;
    w.game.terms.setup = r.setup;
    w.game.terms.host_first = extra(r, "network-first") != "joiner";
    w.game.game = r.replay();
    w.game.game_number = number;
    w.game.peer_name = extra(r, "network-peer");
    w.game.turn_ms = parse_int(extra(r, "network-turn-ms"), 0, max_clock_ms).value_or(0);
    if (w.address.empty() || w.name.empty() || w.game.game.over()) return std::nullopt;
    return w;
}

// The last game kept on one side, the one that may wait, and its number.
std::optional<std::pair<GameRecord, int>> last_kept(const PrivateDirectory& dir, bool host) {
    std::optional<std::pair<GameRecord, int>> last;
    for (int n = 1; n <= max_games; ++n) {
        const FileRead f = dir.read(slot(host, n), max_record);
        if (!f.data) break;
        LoadOptions o;
        o.format = RecordFormat::gomoku;
        LoadResult loaded = load_record(*f.data, o);
        if (loaded.record) last.emplace(std::move(*loaded.record), n);
        else last.reset();
    }
    return last;
}

}  // namespace

std::optional<NetworkWaiting> network_waiting(const std::string& state_directory) {
    if (state_directory.empty()) return std::nullopt;
    const PrivateDirectory dir = PrivateDirectory::open(state_directory, false);
    if (!dir.ok()) return std::nullopt;
    for (const bool host : {true, false}) {
        const auto last = last_kept(dir, host);
        if (!last) continue;
        if (auto w = waiting_in(last->first, host, last->second)) return w;
    }
    return std::nullopt;
}

std::optional<std::string> old_network_game(const std::string& state_directory) {
    if (state_directory.empty()) return std::nullopt;
    const PrivateDirectory dir = PrivateDirectory::open(state_directory, false);
    if (!dir.ok()) return std::nullopt;
    for (const bool host : {true, false}) {
        const auto last = last_kept(dir, host);
        if (last && still_waiting(last->first, host) && !this_version(last->first))
            return state_directory + "/" + slot(host, last->second);
    }
    return std::nullopt;
}

void NetworkPlay::keep() {
    const net::Session& s = link_->session();
    if (!s.has_game() || config_.state_directory.empty()) return;
    const Game& g = s.game();
    const bool host = s.role() == net::Role::host;
    const bool first_black = g.seat_of(Stone::black) == Seat::first;
    const std::string first = s.my_seat() == Seat::first ? me_ : peer();
    const std::string second = s.my_seat() == Seat::first ? peer() : me_;
    Sitting sitting{first_black ? first : second, first_black ? second : first, {0, 0}};
    GameRecord record = sitting_record(g, sitting, std::time(nullptr));
    if (s.conclusion() == net::Conclusion::agreed_draw) record.result = "agreed";
    if (s.conclusion() == net::Conclusion::abandoned) record.result = "abandoned";
    record.extra["network"] = host ? "host" : "joiner";
    if (s.conclusion() == net::Conclusion::playing) {
        record.extra["network-version"] = std::to_string(net::protocol_version);
        record.extra["network-secret"] = s.secret().hex();
        record.extra["network-address"] = ssh_                                        ? net::ssh_route_text(*ssh_)
                                          : host && where_.every_interface() ? std::to_string(where_.port)
                                                                             : net::endpoint_text(where_);
        record.extra["network-first"] = s.terms().host_first ? "host" : "joiner";
        record.extra["network-name"] = me_;
        record.extra["network-peer"] = peer();
        // On a clock, the turn so far: taken up again after a kill, it goes on from here.
        if (g.setup().clock.timed()) record.extra["network-turn-ms"] = std::to_string(s.turn_spent(std::chrono::steady_clock::now()));
    }
    const WriteResult w = write_record(record);
    if (!w.ok()) return;
    const PrivateDirectory dir = PrivateDirectory::open(config_.state_directory, true);
    if (!dir.ok()) return;
    const std::string name = slot(host, s.game_number());
    const FileError e = dir.write(name, w.text);
    if (e.failed() || kept_said_ || s.conclusion() == net::Conclusion::playing) return;
    kept_said_ = true;
    const std::string file = config_.state_directory + "/" + name;
    if (message_.text.empty()) message_ = Message{tr(NetMsg::kept, {{"file", fit_path(file, 40)}}), false};
}

bool NetworkPlay::take_up(const NetworkWaiting& w) {
    const net::AddressParse where = w.host ? net::parse_listen(w.address) : net::parse_join(w.address);
    if (!where.endpoint && !where.ssh) return true;
    me_ = w.name;
    if (where.endpoint) where_ = *where.endpoint;
    ssh_ = where.ssh;
    const net::Role role = w.host ? net::Role::host : net::Role::joiner;
    link_.emplace(net::Socket{}, net::Session::lost(role, net::Hello{me_, config_.program}, w.game, std::chrono::steady_clock::now()),
                  ssh_ ? net::ssh_route_text(*ssh_) : net::endpoint_text(where_));
    const bool more = play();
    link_.reset();
    return more;
}

}  // namespace gomoku
