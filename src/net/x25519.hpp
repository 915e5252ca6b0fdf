#pragma once
// X25519, the Diffie-Hellman function of RFC 7748 on Curve25519: each side
// draws a 32-byte secret scalar, sends x25519_base(scalar) as its public
// key, and x25519(own scalar, peer's public key) is the secret both then
// share. Checked against the RFC's vectors (tests/net/x25519_test.cpp).
//
// Every 32-byte string is a valid input, as the RFC asks: the scalar is
// clamped, the u-coordinate's top bit is ignored and a value of p or more
// is taken mod p. A peer that sends a point of small order makes the result
// all zeros; the protocol must refuse that secret (RFC 7748, section 6.1),
// since it is what any such point gives whatever one's own scalar.

#include <array>
#include <cstdint>

namespace gomoku::net {

// A scalar, a u-coordinate or a shared secret: little-endian, as the RFC encodes them.
using X25519Key = std::array<std::uint8_t, 32>;

X25519Key x25519(const X25519Key& scalar, const X25519Key& u);

// x25519(scalar, 9): the public key of a secret scalar.
X25519Key x25519_base(const X25519Key& scalar);

}  // namespace gomoku::net
