#include "handshake.hpp"

#include <algorithm>

namespace gomoku::net {

namespace {

constexpr std::string_view proof_label = "gomoku-net 2 proof";
constexpr std::string_view host_to_joiner_label = "gomoku-net 2 host to joiner";
constexpr std::string_view joiner_to_host_label = "gomoku-net 2 joiner to host";
constexpr std::string_view secret_label = "gomoku-net 2 session secret";

std::string_view role_label(Role r) { return r == Role::host ? "host" : "joiner"; }

}  // namespace

std::optional<Fresh> Fresh::draw(const RandomSource& random) {
    if (!random) return std::nullopt;
    const auto bytes = random(32 + 16);
    if (!bytes || bytes->size() < 32 + 16) return std::nullopt;
    X25519Key scalar;
    Nonce nonce;
    std::copy(bytes->begin(), bytes->begin() + 32, scalar.begin());
    std::copy(bytes->begin() + 32, bytes->begin() + 48, nonce.begin());
    return of(scalar, nonce);
}

Fresh Fresh::of(const X25519Key& scalar, const Nonce& nonce) { return Fresh{scalar, x25519_base(scalar), nonce}; }

Handshake::Handshake(Role me, const Fresh& fresh)
    : me_(me), scalar_(fresh.scalar), share_(fresh.share), nonce_(fresh.nonce) {}

void Handshake::add(Role from, std::string_view line) {
    Sha256& h = from == Role::host ? host_lines_ : joiner_lines_;
    h.update(line);
    h.update("\n");
}

Digest Handshake::transcript() const {
    // A copy of each running hash: finishing one spends it.
    Sha256 host = host_lines_;
    Sha256 joiner = joiner_lines_;
    Sha256 t;
    t.update(handshake_label);
    t.update(byte_view(host.finish()));
    t.update(byte_view(joiner.finish()));
    return t.finish();
}

bool Handshake::agree(const X25519Key& peer_share) {
    const X25519Key shared = x25519(scalar_, peer_share);
    // Read every byte, as same_mac does: whether it is zero says nothing more.
    unsigned any = 0;
    for (std::uint8_t b : shared) any |= b;
    if (any == 0) return false;
    shared_ = shared;
    return true;
}

void Handshake::begin_proofs(std::string_view authenticator) {
    authenticator_ = std::string(authenticator);
    const Digest t = transcript();
    const Mac prk = hkdf_extract(byte_view(t), byte_view(shared_.value_or(X25519Key{})));
    proof_key_ = hkdf_expand<sha256_size>(byte_view(prk), std::string(proof_label) + authenticator_);
}

Mac Handshake::proof(Role who) const {
    const Digest t = transcript();
    return hmac_sha256(byte_view(proof_key_), std::string(role_label(who)) + std::string(byte_view(t)));
}

SessionKeys Handshake::keys() const {
    const Digest t = transcript();
    const std::string input = std::string(byte_view(shared_.value_or(X25519Key{}))) + authenticator_;
    const Mac prk = hkdf_extract(byte_view(t), input);
    SessionKeys k;
    k.host_to_joiner = hkdf_expand<32>(byte_view(prk), host_to_joiner_label);
    k.joiner_to_host = hkdf_expand<32>(byte_view(prk), joiner_to_host_label);
    k.secret.bytes = hkdf_expand<16>(byte_view(prk), secret_label);
    return k;
}

}  // namespace gomoku::net
