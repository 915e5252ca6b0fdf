#pragma once
// A session facing a peer the test writes line by line (net_peer.hpp), and
// two sessions wired together in memory; time moves only when the test says.

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "catch.hpp"
#include "session.hpp"
#include "support/net_game.hpp"
#include "support/net_peer.hpp"

namespace test {

// The first notice of kind `k` a session gave, or none.
inline const gomoku::net::Notice* find_notice(const std::vector<gomoku::net::Notice>& notices, gomoku::net::Notice::Kind k) {
    for (const gomoku::net::Notice& n : notices)
        if (n.kind == k) return &n;
    return nullptr;
}

using namespace std::chrono_literals;

// Cuts `lines` ("a\nb\n") into its lines.
inline std::vector<std::string> lines_of(const std::string& lines) {
    std::vector<std::string> out;
    std::size_t at = 0;
    for (std::size_t lf; (lf = lines.find('\n', at)) != std::string::npos; at = lf + 1) out.push_back(lines.substr(at, lf - at));
    if (at < lines.size()) out.push_back(lines.substr(at));
    return out;
}

struct Facing {
    gomoku::net::Time now = gomoku::net::Time{} + 1000s;
    gomoku::net::Session s;
    ScriptedPeer peer;

    // A session of `role` (host: of `terms`) and, facing it, a peer that knows `code`.
    explicit Facing(gomoku::net::Role role, gomoku::net::Terms terms = {}, gomoku::net::Limits limits = {},
                    const std::string& peer_code = join_code)
        : s(role == gomoku::net::Role::host
                ? gomoku::net::Session::host({"Ana", "0.2.0"}, join_code, terms, fresh(0), gomoku::net::Time{} + 1000s, limits)
                : gomoku::net::Session::joiner({"Bo", "0.2.0"}, join_code, fresh(1), gomoku::net::Time{} + 1000s, limits)),
          peer(role == gomoku::net::Role::host ? gomoku::net::Role::joiner : gomoku::net::Role::host, peer_code, 2) {}

    // Lines from the peer ("ping\nsay hi\n"), each sealed once there are keys.
    void say(const std::string& lines) {
        std::string bytes;
        for (const std::string& l : lines_of(lines)) bytes += peer.say(l);
        s.receive(bytes, now);
    }
    // Bytes from the peer exactly as given.
    void say_raw(const std::string& bytes) { s.receive(bytes, now); }
    // What the session said, as the peer reads it: bodies, each with its LF.
    std::string output() {
        std::string bodies = peer.hear_all(s.take_output());
        INFO(peer.broken());
        REQUIRE(peer.broken().empty());  // every proof and MAC of the session's was right
        return bodies;
    }

    // The handshake as the peer would go through it; `setup` is the host
    // peer's setup line for a joiner session. What the session said once
    // connected (a host's setup and first ping).
    std::string shake(const std::string& setup = "setup size=15 rule=freestyle strict=no opening=free first=host") {
        if (s.role() == gomoku::net::Role::host) {
            s.receive(peer.opening("join"), now);
            output();
            s.receive(peer.take_reply(), now);
            output();
            say("hello Bo");
        } else {
            output();
            s.receive(peer.opening(), now);
            output();
            s.receive(peer.take_reply(), now);
            say("hello Ana");
            output();
            say(setup);
        }
        REQUIRE(s.connected());
        s.take_notices();
        return output();
    }
    gomoku::net::Ending ended_with() {
        REQUIRE(s.ended());
        return s.ending();
    }
};

// Two sessions and everything each said to the other.
struct Pair {
    gomoku::net::Time now = gomoku::net::Time{} + 1000s;
    gomoku::net::Session host;
    gomoku::net::Session joiner;
    std::vector<gomoku::net::Notice> host_saw;
    std::vector<gomoku::net::Notice> joiner_saw;
    std::string wire;       // every byte either way
    std::size_t bytes = 0;  // carried both ways

    explicit Pair(gomoku::net::Terms terms = {}, std::string joiner_code = join_code)
        : host(gomoku::net::Session::host({"Ana", "0.2.0"}, join_code, terms, fresh(0), gomoku::net::Time{} + 1000s)),
          joiner(gomoku::net::Session::joiner({"Bo", "0.2.0"}, joiner_code, fresh(1), gomoku::net::Time{} + 1000s)) {
        exchange();
    }

    // Carries each side's output to the other until both are quiet.
    void exchange() {
        for (int i = 0; i < 100; ++i) {
            const std::string a = host.take_output();
            const std::string b = joiner.take_output();
            bytes += a.size() + b.size();
            wire += a + b;
            if (a.empty() && b.empty()) break;
            if (!a.empty()) joiner.receive(a, now);
            if (!b.empty()) host.receive(b, now);
        }
        for (gomoku::net::Notice& n : host.take_notices()) host_saw.push_back(std::move(n));
        for (gomoku::net::Notice& n : joiner.take_notices()) joiner_saw.push_back(std::move(n));
    }
    gomoku::net::Session& of(gomoku::Seat s) { return host.my_seat() == s ? host : joiner; }
    void clear() {
        host_saw.clear();
        joiner_saw.clear();
    }
};

}  // namespace test
