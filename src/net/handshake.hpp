#pragma once
// The key exchange of gomoku-net 2: an ephemeral X25519 share and a nonce
// from each side, a transcript of every line before the proofs, a proof
// from each side that it knows the join code (or, coming back, the session
// secret), and the keys the rest of the connection is authenticated with.
// Pure: the session feeds it the lines and the randomness.
//
// ---- The transcript ---------------------------------------------------------
// Each direction's lines, as the session reads them (line end dropped) and
// each followed by LF, go into a SHA-256 of their own, in order, up to and
// including that direction's `prove`. Its value at any moment is
//
//     T = SHA-256("gomoku-net 2" || H(host→joiner lines) || H(joiner→host lines))
//
// so both version lines, both shares, both nonces, what the joiner asked
// for and any extension line are bound in, and a line changed, added or
// dropped on the way makes the two sides' T differ.
//
// ---- The proofs --------------------------------------------------------------
// At the joiner's proof (T as it stands just before it):
//     prk = HKDF-Extract(salt = T, ikm = X25519 shared secret)
//     K   = HKDF-Expand(prk, "gomoku-net 2 proof" || authenticator, 32)
//     joiner proves HMAC(K, "joiner" || T)
//     host proves   HMAC(K, "host"   || T')   T' also covers the joiner's prove line
// The authenticator is the join code as read_code leaves it, or the 16-byte
// session secret on a resume. The joiner proves first and the host only
// answers a right proof, so a stranger who connects to the host never gets
// a code-keyed MAC to test guesses against. The role labels stop a proof
// being reflected back as the other side's; fresh shares and nonces stop a
// recorded handshake being replayed.
//
// ---- The keys -------------------------------------------------------------------
// Once both proofs are in the transcript (T''):
//     prk' = HKDF-Extract(salt = T'', ikm = shared || authenticator)
//     a key a direction, and on a first join the 128-bit session secret,
//     each HKDF-Expand(prk', its label). The secret is never sent.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "code.hpp"
#include "hmac.hpp"
#include "x25519.hpp"

namespace gomoku::net {

enum class Role { host, joiner };

inline constexpr std::string_view handshake_label = "gomoku-net 2";

using Nonce = std::array<std::uint8_t, 16>;
using LineKey = std::array<std::uint8_t, 32>;

// What one handshake needs from a random source: its X25519 scalar, the
// share that goes with it, and its nonce.
struct Fresh {
    X25519Key scalar{};
    X25519Key share{};  // x25519_base(scalar)
    Nonce nonce{};
    // Nothing when the source gives less than asked.
    static std::optional<Fresh> draw(const RandomSource& random);
    static Fresh of(const X25519Key& scalar, const Nonce& nonce);
};

// The keys that authenticate every line after the proofs.
struct SessionKeys {
    LineKey host_to_joiner{};
    LineKey joiner_to_host{};
    Secret secret;  // on a first join, the secret both keep for a resume
};

class Handshake {
public:
    Handshake(Role me, const Fresh& fresh);

    const X25519Key& share() const { return share_; }
    const Nonce& nonce() const { return nonce_; }

    // A line this side sent, or heard from the peer, before the proofs.
    void sent(std::string_view line) { add(me_, line); }
    void heard(std::string_view line) { add(me_ == Role::host ? Role::joiner : Role::host, line); }

    // The peer's share: false when it makes the shared secret all zeros
    // (a point of small order, RFC 7748 section 6.1), which must be refused.
    bool agree(const X25519Key& peer_share);

    // Fixes the proof key to the transcript as it stands: called just
    // before the joiner's proof is made (joiner) or checked (host).
    void begin_proofs(std::string_view authenticator);
    // What `who` must prove now, over the transcript as it stands.
    Mac proof(Role who) const;
    // Once both proofs are in the transcript.
    SessionKeys keys() const;

private:
    void add(Role from, std::string_view line);
    Digest transcript() const;

    Role me_;
    X25519Key scalar_;
    X25519Key share_;
    Nonce nonce_;
    Sha256 host_lines_;
    Sha256 joiner_lines_;
    std::optional<X25519Key> shared_;
    std::string authenticator_;
    Mac proof_key_{};
};

}  // namespace gomoku::net
