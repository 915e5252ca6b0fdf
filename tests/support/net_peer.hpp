#pragma once
// A peer the network tests write by hand. It speaks gomoku-net 2 with the
// same pieces the session is made of (handshake.hpp, line_mac.hpp), so a
// test can say any line to a session — sealed with the right MAC, or not —
// and read what the session says back as plain bodies.
//
// It answers the key exchange by itself: a joiner peer proves once it has
// heard the host's key line, a host peer proves once it has checked the
// joiner's proof, and either takes the keys once both proofs are in. What
// the session got wrong (a proof, a MAC) is kept in broken(), for the test
// to check; the fuzz targets use it too, so it knows nothing of Catch.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "handshake.hpp"
#include "line_mac.hpp"
#include "protocol.hpp"

namespace test {

// Randomness for a handshake, the same every run: scalar and nonce made of
// the number `n` (0 to 7), the share worked out once.
inline const gomoku::net::Fresh& fresh(std::size_t n) {
    static const std::array<gomoku::net::Fresh, 8> all = [] {
        std::array<gomoku::net::Fresh, 8> made;
        for (std::size_t i = 0; i < made.size(); ++i) {
            gomoku::net::X25519Key scalar;
            gomoku::net::Nonce nonce;
            for (std::size_t b = 0; b < scalar.size(); ++b) scalar[b] = static_cast<std::uint8_t>(17 * i + b + 1);
            for (std::size_t b = 0; b < nonce.size(); ++b) nonce[b] = static_cast<std::uint8_t>(31 * i + b);
            made[i] = gomoku::net::Fresh::of(scalar, nonce);
        }
        return made;
    }();
    return all[n % all.size()];
}

// The authenticator a resume proves: the secret's sixteen bytes.
inline std::string secret_bytes(const gomoku::net::Secret& s) { return std::string(gomoku::net::byte_view(s.bytes)); }

class ScriptedPeer {
public:
    using Role = gomoku::net::Role;

    // A peer that plays `role`, knowing `authenticator` (the code, or secret_bytes()).
    ScriptedPeer(Role role, std::string authenticator, std::size_t seed = 7)
        : role_(role), authenticator_(std::move(authenticator)), shake_(role, fresh(seed)) {}

    // Its first two lines: the version and the key, a joiner's with what it
    // wants after it ("join", "resume 1 2 0123456789abcdef").
    std::string opening(const std::string& wants = "join", const std::string& version = "gomoku-net 2 x") {
        std::string lines = say(version);  // in this order: both go into the transcript
        return lines + key_line(wants);
    }
    // The key line alone.
    std::string key_line(const std::string& wants = "join") {
        std::string key = "key " + hex(shake_.share()) + " " + hex(shake_.nonce());
        if (role_ == Role::joiner) key += " " + wants;
        return say(key);
    }

    // One line from this peer: in the transcript before the proofs, sealed after them.
    std::string say(const std::string& body) {
        if (sealing_) return sealing_->seal(body) + "\n";
        if (!proved_mine_) shake_.sent(body);
        return body + "\n";
    }
    // A line exactly as given, recorded nowhere: a forgery, a stale MAC, a bare body.
    static std::string raw(const std::string& line) { return line + "\n"; }

    // What the session said, as bodies; answers the handshake by itself (take_reply()).
    std::vector<std::string> hear(std::string_view bytes) {
        partial_.append(bytes);
        std::vector<std::string> bodies;
        for (std::size_t lf; (lf = partial_.find('\n')) != std::string::npos;) {
            std::string line = partial_.substr(0, lf);
            partial_.erase(0, lf + 1);
            if (opening_) {
                const auto body = opening_->open(line);
                if (!body) {
                    // Every line after the proofs carries its right MAC, a bye before the peer had keys aside.
                    if (line.rfind("bye ", 0) != 0 && broken_.empty()) broken_ = "MAC: " + line;
                    bodies.push_back(line);
                    continue;
                }
                bodies.emplace_back(*body);
                continue;
            }
            bodies.push_back(line);
            heard(line);
        }
        return bodies;
    }
    // The same, one string of lines with their LFs.
    std::string hear_all(std::string_view bytes) {
        std::string all;
        for (const std::string& b : hear(bytes)) all += b + "\n";
        return all;
    }

    // What the peer says of its own accord: its proof, when it is due.
    std::string take_reply() { return std::exchange(reply_, std::string()); }
    bool keyed() const { return sealing_.has_value(); }
    // What the session got wrong, if anything: empty when all was right.
    const std::string& broken() const { return broken_; }
    const gomoku::net::SessionKeys& keys() const { return keys_; }
    // The proof this peer would give now, for tests that tamper with it.
    gomoku::net::Mac proof_now() const { return shake_.proof(role_); }
    void begin_proofs() { shake_.begin_proofs(authenticator_); }

private:
    static std::string hex(const std::array<std::uint8_t, 32>& a) { return hex_of(a.data(), a.size()); }
    static std::string hex(const std::array<std::uint8_t, 16>& a) { return hex_of(a.data(), a.size()); }
    static std::string hex_of(const std::uint8_t* p, std::size_t n) {
        static constexpr char digits[] = "0123456789abcdef";
        std::string s;
        for (std::size_t i = 0; i < n; ++i) {
            s.push_back(digits[p[i] >> 4]);
            s.push_back(digits[p[i] & 15]);
        }
        return s;
    }

    // A line of the session's before the keys.
    void heard(const std::string& line) {
        const auto m = gomoku::net::parse_message(line);
        if (!m || m->type != gomoku::net::Message::Type::prove) {
            if (!proved_theirs_) shake_.heard(line);
            if (m && m->type == gomoku::net::Message::Type::key && shake_.agree(m->share) && role_ == Role::joiner) {
                shake_.begin_proofs(authenticator_);
                prove();
            }
            return;
        }
        // The session's proof: checked, then answered (a host peer) or the keys taken (a joiner peer).
        if (role_ == Role::host) shake_.begin_proofs(authenticator_);
        const Role theirs = role_ == Role::host ? Role::joiner : Role::host;
        const gomoku::net::Mac expected = shake_.proof(theirs);
        if (!gomoku::net::same_mac(gomoku::net::byte_view(expected), gomoku::net::byte_view(m->proof))) {
            if (broken_.empty()) broken_ = "proof: " + line;
            return;
        }
        shake_.heard(line);
        proved_theirs_ = true;
        if (role_ == Role::host) prove();
        take_keys();
    }

    void prove() {
        gomoku::net::Message p;
        p.type = gomoku::net::Message::Type::prove;
        p.proof = shake_.proof(role_);
        reply_ += say(gomoku::net::message_body(p));
        proved_mine_ = true;
        if (proved_theirs_) take_keys();
    }

    void take_keys() {
        if (!proved_mine_ || !proved_theirs_ || sealing_) return;
        keys_ = shake_.keys();
        const bool host = role_ == Role::host;
        sealing_.emplace(host ? keys_.host_to_joiner : keys_.joiner_to_host);
        opening_.emplace(host ? keys_.joiner_to_host : keys_.host_to_joiner);
    }

    Role role_;
    std::string authenticator_;
    gomoku::net::Handshake shake_;
    bool proved_mine_ = false;
    bool proved_theirs_ = false;
    gomoku::net::SessionKeys keys_;
    std::optional<gomoku::net::LineMac> sealing_;
    std::optional<gomoku::net::LineMac> opening_;
    std::string partial_;
    std::string reply_;
    std::string broken_;
};

}  // namespace test
