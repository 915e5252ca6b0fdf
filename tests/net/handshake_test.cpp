// The key exchange and the MACs: who proves what to whom, and what a
// stranger on the path can do about it — reflect a proof, replay a recorded
// handshake, change a version or slip a line in, inject or repeat a line
// once the game is on. Two sessions with a hand in the middle, or one
// facing a scripted peer; time moves only when the test says.
#include <string>
#include <vector>

#include "catch.hpp"
#include "handshake.hpp"
#include "line_mac.hpp"
#include "session.hpp"
#include "support/net_facing.hpp"
#include "support/text_search.hpp"

using namespace gomoku;
using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

using test::Facing;
using test::move;
using test::ScriptedPeer;
using test::join_code;

using test::has;

// Two sessions with a hand on the wire: each side's bytes pass through
// `to_joiner` or `to_host` on their way, which may change them.
struct Tampered {
    Time now = Time{} + 1000s;
    Session host;
    Session joiner;
    std::string host_said;    // as the host sent it, before any change
    std::string joiner_said;  // likewise

    Tampered(std::size_t host_fresh = 0, std::size_t joiner_fresh = 1, std::string joiner_code = test::join_code)
        : host(Session::host({"Ana", "0.2.0"}, join_code, Terms{}, test::fresh(host_fresh), Time{} + 1000s)),
          joiner(Session::joiner({"Bo", "0.2.0"}, joiner_code, test::fresh(joiner_fresh), Time{} + 1000s)) {}

    template <class ToJoiner, class ToHost>
    void exchange(ToJoiner to_joiner, ToHost to_host) {
        for (int i = 0; i < 100; ++i) {
            const std::string a = host.take_output();
            const std::string b = joiner.take_output();
            if (a.empty() && b.empty()) return;
            host_said += a;
            joiner_said += b;
            if (!a.empty()) joiner.receive(to_joiner(a), now);
            if (!b.empty()) host.receive(to_host(b), now);
        }
    }
    void exchange() {
        const auto same = [](const std::string& s) { return s; };
        exchange(same, same);
    }
};

std::string unchanged(const std::string& s) { return s; }

// `bytes` with `from` replaced by `to`, once.
std::string replaced(std::string bytes, const std::string& from, const std::string& to) {
    const std::size_t at = bytes.find(from);
    if (at != std::string::npos) bytes.replace(at, from.size(), to);
    return bytes;
}

// The line of `bytes` that begins with `word`, without its LF.
std::string line_of(const std::string& bytes, const std::string& word) {
    for (const std::string& l : test::lines_of(bytes))
        if (l.rfind(word, 0) == 0) return l;
    return {};
}

}  // namespace

TEST_CASE("two handshakes fed each other's lines take the same keys, and each direction its own", "[unit]") {
    Handshake host(Role::host, test::fresh(0));
    Handshake joiner(Role::joiner, test::fresh(1));
    for (const char* line : {"gomoku-net 2 x", "key a b"}) {
        host.sent(line);
        joiner.heard(line);
    }
    for (const char* line : {"gomoku-net 2 y", "key c d join"}) {
        joiner.sent(line);
        host.heard(line);
    }
    REQUIRE(host.agree(joiner.share()));
    REQUIRE(joiner.agree(host.share()));
    host.begin_proofs(join_code);
    joiner.begin_proofs(join_code);
    CHECK(host.proof(Role::joiner) == joiner.proof(Role::joiner));
    CHECK_FALSE(joiner.proof(Role::joiner) == joiner.proof(Role::host));  // the role labels tell them apart
    const SessionKeys a = host.keys();
    const SessionKeys b = joiner.keys();
    CHECK(a.host_to_joiner == b.host_to_joiner);
    CHECK(a.joiner_to_host == b.joiner_to_host);
    CHECK(a.secret == b.secret);
    CHECK_FALSE(a.host_to_joiner == a.joiner_to_host);
}

TEST_CASE("a share of small order, which gives every scalar the same secret, is refused", "[unit]") {
    for (const char* share : {"0000000000000000000000000000000000000000000000000000000000000000",
                              "0100000000000000000000000000000000000000000000000000000000000000"}) {
        CAPTURE(share);
        Facing f(Role::host);
        f.say_raw("gomoku-net 2 x\nkey " + std::string(share) + " 00000000000000000000000000000000 join\n");
        CHECK(f.ended_with() == Ending::protocol);
        CHECK(f.s.ending_detail() == "key");
    }
}

TEST_CASE("a line MAC counts its lines: the same body again, or sent the other way, is another MAC", "[unit]") {
    LineKey k{};
    k[0] = 1;
    LineMac send(k);
    LineMac receive(k);
    const std::string first = send.seal("ping 1");
    const std::string second = send.seal("ping 1");
    CHECK(first != second);
    CHECK(first.size() == std::string("ping 1").size() + line_mac_size);
    CHECK(receive.open(first) == std::optional<std::string_view>("ping 1"));
    CHECK_FALSE(receive.open(first));  // replayed: its number has gone
    CHECK(receive.open(second) == std::optional<std::string_view>("ping 1"));
    LineKey other = k;
    other[0] = 2;
    CHECK_FALSE(LineMac(other).open(LineMac(k).seal("say hi")));
    CHECK_FALSE(LineMac(k).open("say hi"));
    CHECK_FALSE(LineMac(k).open("say hi 00000000000000000000000000000000"));
}

TEST_CASE("the joiner proves first: a stranger that connects to the host is told nothing it could test a code against",
          "[unit]") {
    Facing f(Role::host, Terms{}, Limits{}, "ZZZZZZZZZ");
    f.say_raw(f.peer.opening("join"));
    const std::string before = f.s.take_output();
    CHECK_FALSE(has(before, "prove"));
    f.peer.hear(before);
    f.say_raw(f.peer.take_reply());
    CHECK(f.ended_with() == Ending::code);
    const std::string after = f.s.take_output();
    CHECK_FALSE(has(after, "prove"));
    CHECK(has(after, "bye code"));
}

TEST_CASE("a host that cannot prove the code is an impostor: the joiner says so and sends it nothing more", "[unit]") {
    Facing f(Role::joiner, Terms{}, Limits{}, "ZZZZZZZZZ");
    f.peer.hear(f.s.take_output());
    f.say_raw(f.peer.opening());
    const std::string proof = f.s.take_output();
    CHECK(has(proof, "prove "));
    // The impostor answers with a proof of its own, made with the code it guessed.
    f.peer.begin_proofs();
    Message p;
    p.type = Message::Type::prove;
    p.proof = f.peer.proof_now();
    f.say_raw(format_message(p));
    CHECK(f.ended_with() == Ending::impostor);
    CHECK_FALSE(f.s.ended_by_peer());
    const std::string after = f.s.take_output();
    CHECK_FALSE(has(after, "hello"));
    CHECK(has(after, "bye impostor"));
    CHECK(f.s.peer_name().empty());
}

TEST_CASE("a proof reflected back to its maker is refused: each side proves under its own role", "[unit]") {
    // Something that echoes the joiner: its version and key lines come back as the host's, then its own proof.
    Facing f(Role::joiner);
    const std::string opening = f.s.take_output();
    const std::string key = line_of(opening, "key ");
    f.say_raw(line_of(opening, "gomoku-net") + "\n" + key.substr(0, key.size() - std::string(" join").size()) + "\n");
    const std::string proof = line_of(f.s.take_output(), "prove ");
    REQUIRE_FALSE(proof.empty());
    f.say_raw(proof + "\n");
    CHECK(f.ended_with() == Ending::impostor);
}

TEST_CASE("a recorded handshake replayed to a new connection proves nothing, either way", "[unit]") {
    Tampered recorded;
    recorded.exchange();
    REQUIRE(recorded.host.connected());
    // The host's side of it, played to a new joiner: the proof was for another joiner's share and nonce.
    Session joiner = Session::joiner({"Bo", "0.2.0"}, join_code, test::fresh(3), recorded.now);
    joiner.receive(recorded.host_said, recorded.now);
    CHECK(joiner.ended());
    CHECK(joiner.ending() == Ending::impostor);
    // The joiner's side of it, played to a new host: its proof was for another host's share.
    Session host = Session::host({"Ana", "0.2.0"}, join_code, Terms{}, test::fresh(4), recorded.now);
    host.receive(recorded.joiner_said, recorded.now);
    CHECK(host.ended());
    CHECK(host.ending() == Ending::code);
    CHECK_FALSE(host.connected());
}

TEST_CASE("a version line changed on the way is refused: an older version outright, any other change by the proofs",
          "[unit]") {
    Tampered older;
    older.exchange([](const std::string& s) { return replaced(s, "gomoku-net 2", "gomoku-net 1"); }, unchanged);
    CHECK(older.joiner.ending() == Ending::version);
    CHECK(older.joiner.peer_version() == 1);
    CHECK(older.host.ending() == Ending::version);
    CHECK(older.host.ended_by_peer());
    // The program's version, or an extension slipped in: the transcripts differ, and the proofs with them.
    for (const char* to : {"gomoku-net 2 0.1.0\n", "gomoku-net 2 0.2.0\nx-no-mac\n"}) {
        CAPTURE(to);
        Tampered changed;
        changed.exchange([to](const std::string& s) { return replaced(s, "gomoku-net 2 0.2.0\n", to); }, unchanged);
        CHECK(changed.host.ending() == Ending::code);
        CHECK_FALSE(changed.joiner.connected());
    }
}

TEST_CASE("extension lines in the handshake are passed over, and bound into the proofs", "[unit]") {
    Facing f(Role::host);
    f.say_raw(f.peer.say("gomoku-net 2 x"));
    f.say_raw(f.peer.say("x-future 1 2"));
    f.say_raw(f.peer.key_line("join"));
    f.say("x-more");
    REQUIRE_FALSE(f.s.ended());
    f.peer.hear(f.s.take_output());
    f.say_raw(f.peer.take_reply());
    f.peer.hear(f.s.take_output());
    f.say("hello Bo");
    CHECK(f.s.connected());
}

TEST_CASE("a line without its MAC, with a wrong one, or repeated ends the game as protocol, the game kept",
          "[unit]") {
    for (const char* how : {"bare", "wrong", "repeated", "reversed"}) {
        CAPTURE(how);
        test::Pair p;
        REQUIRE(p.host.act(move("H8"), p.now).ok());
        const std::string play = p.host.take_output();
        p.joiner.receive(play, p.now);
        const std::string ack = p.joiner.take_output();
        p.host.receive(ack, p.now);
        REQUIRE(p.joiner.game().applied() == 1);
        const std::string body = "say I resign, you win";
        const std::string forged = std::string(how) == "bare"       ? body + "\n"
                                   : std::string(how) == "wrong"    ? body + " " + std::string(32, '0') + "\n"
                                   : std::string(how) == "repeated" ? play
                                                                    : ack;  // the joiner's own line, sent back to it
        p.joiner.take_notices();
        p.joiner.receive(forged, p.now);
        REQUIRE(p.joiner.ended());
        CHECK(p.joiner.ending() == Ending::protocol);
        CHECK(p.joiner.ending_detail() == "mac");
        CHECK(p.joiner.game().applied() == 1);
        CHECK(p.joiner.conclusion() == Conclusion::abandoned);
        for (const Notice& n : p.joiner.take_notices()) CHECK(n.kind != Notice::Kind::chat);
    }
}

TEST_CASE("a relay on the path can neither inject chat nor take a bye for the player's", "[unit]") {
    Tampered t;
    t.exchange();
    REQUIRE(t.joiner.connected());
    t.joiner.take_notices();
    t.joiner.receive("say Bo, I am the host: type your code again\nbye quit\n", t.now);
    CHECK(t.joiner.ending() == Ending::protocol);
    CHECK_FALSE(t.joiner.ended_by_peer());
    for (const Notice& n : t.joiner.take_notices()) CHECK(n.kind != Notice::Kind::chat);
}

TEST_CASE("a proof the host holds is checked when the hold is over, and the joiner waits for it", "[unit]") {
    Tampered t;
    t.host.hold_proof_until(t.now + 8s);
    t.exchange();
    CHECK_FALSE(t.host.ended());
    CHECK(t.host.proof_in());
    REQUIRE(t.host.deadline());
    CHECK(*t.host.deadline() == t.now + 8s);
    t.host.hold_proof_until(t.now);  // a proof in keeps the hold it had
    t.now += 7999ms;
    t.host.tick(t.now);
    t.joiner.tick(t.now);
    t.exchange();
    CHECK_FALSE(t.host.ended());
    CHECK_FALSE(t.joiner.ended());
    CHECK_FALSE(t.joiner.connected());
    // The handshake limit is ten seconds, but the joiner allows for the longest hold too.
    t.now += 3s;
    t.host.tick(t.now);
    t.joiner.tick(t.now);
    t.exchange();
    CHECK(t.host.connected());
    CHECK(t.joiner.connected());
}

TEST_CASE("coming back proves the session secret the same way, and nothing else will do", "[unit]") {
    test::Pair p;
    REQUIRE(p.host.act(move("H8"), p.now).ok());
    p.exchange();
    p.host.closed();
    p.joiner.closed();
    // The join code no longer lets anyone in.
    Facing thief(Role::host);
    thief.s = Session::resume_host({"Ana", "0.2.0"}, p.host.resume(), test::fresh(4), thief.now);
    thief.say_raw(thief.peer.opening("join"));
    CHECK(thief.ended_with() == Ending::code);
    // Nor a resume proved with the code, nor with another secret.
    for (const std::string& authenticator : {join_code, test::secret_bytes(test::secret_of(9))}) {
        Session host = Session::resume_host({"Ana", "0.2.0"}, p.host.resume(), test::fresh(4), p.now);
        ScriptedPeer peer(Role::joiner, authenticator, 5);
        host.receive(peer.opening("resume 1 1 " + std::string(16, '0')), p.now);
        peer.hear(host.take_output());
        host.receive(peer.take_reply(), p.now);
        CHECK(host.ending() == Ending::code);
    }
    // The secret itself, and the game goes on.
    Session host = Session::resume_host({"Ana", "0.2.0"}, p.host.resume(), test::fresh(4), p.now);
    Session joiner = Session::resume_joiner({"Bo", "0.2.0"}, p.joiner.resume(), test::fresh(5), p.now);
    for (int i = 0; i < 10; ++i) {
        const std::string a = host.take_output();
        const std::string b = joiner.take_output();
        CHECK_FALSE(has(a + b, p.host.secret().hex()));
        joiner.receive(a, p.now);
        host.receive(b, p.now);
    }
    CHECK(host.connected());
    CHECK(joiner.connected());
    CHECK(joiner.secret() == p.host.secret());
}
