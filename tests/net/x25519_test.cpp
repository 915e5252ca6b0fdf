// X25519 against RFC 7748's vectors: the two scalar multiplications and the
// iterated one of section 5.2, the Diffie-Hellman example of section 6.1,
// and the inputs the RFC says must be taken as they are (a u-coordinate
// with its top bit set, or of p or more). The vectors are written as the
// RFC prints them, little-endian hex.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "net/hex.hpp"
#include "x25519.hpp"

using namespace gomoku::net;
using test::to_hex;

namespace {

X25519Key key(std::string_view hex) {
    const std::string bytes = test::from_hex(hex);
    REQUIRE(bytes.size() == 32);
    X25519Key k;
    for (std::size_t i = 0; i < k.size(); ++i) k[i] = static_cast<std::uint8_t>(bytes[i]);
    return k;
}

X25519Key nine() { return key("0900000000000000000000000000000000000000000000000000000000000000"); }

}  // namespace

TEST_CASE("X25519 gives RFC 7748's answers to its two scalar multiplications", "[unit][crypto]") {
    CHECK(to_hex(x25519(key("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4"),
                        key("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c"))) ==
          "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552");
    // This u-coordinate's top bit is set (its last byte is 0x93): the answer is that of u without it.
    CHECK(to_hex(x25519(key("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d"),
                        key("e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493"))) ==
          "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957");
}

TEST_CASE("X25519 applied to its own results from 9 gives RFC 7748's values after 1 and 1,000 rounds",
          "[unit][crypto]") {
    // "For each iteration, set k to be the result of calling the function
    // and u to be the old value of k." The RFC's third value, after
    // 1,000,000 rounds, would take minutes, and is left out.
    X25519Key k = nine();
    X25519Key u = nine();
    for (int round = 1; round <= 1000; ++round) {
        const X25519Key result = x25519(k, u);
        u = k;
        k = result;
        if (round == 1) CHECK(to_hex(k) == "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079");
    }
    CHECK(to_hex(k) == "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51");
}

TEST_CASE("Alice and Bob of RFC 7748 section 6.1 get its public keys and the same shared secret", "[unit][crypto]") {
    const X25519Key alice = key("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    const X25519Key bob = key("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb");
    const X25519Key alice_public = x25519_base(alice);
    const X25519Key bob_public = x25519_base(bob);
    CHECK(to_hex(alice_public) == "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
    CHECK(to_hex(bob_public) == "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
    CHECK(to_hex(x25519(alice, bob_public)) == "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
    CHECK(to_hex(x25519(bob, alice_public)) == "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
}

TEST_CASE("a u-coordinate's top bit is ignored and one of p or more is taken mod p", "[unit][crypto]") {
    const X25519Key scalar = key("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4");
    X25519Key u = key("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c");
    u[31] |= 0x80;
    CHECK(to_hex(x25519(scalar, u)) == "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552");

    // RFC 7748's second vector, its top bit cleared by hand: the RFC's answer.
    CHECK(to_hex(x25519(key("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d"),
                        key("e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a413"))) ==
          "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957");

    // p + 9 = 2^255 - 10 is 9, and 2^256 - 1 is 2^255 - 1 once masked: p + 18.
    CHECK(to_hex(x25519(scalar, key("f6ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"))) ==
          to_hex(x25519_base(scalar)));
    CHECK(to_hex(x25519(scalar, key("ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"))) ==
          to_hex(x25519(scalar, key("1200000000000000000000000000000000000000000000000000000000000000"))));
}

TEST_CASE("a point of small order gives the all-zero secret whatever the scalar", "[unit][crypto]") {
    const X25519Key scalar = key("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    const std::string zeros(64, '0');
    CHECK(to_hex(x25519(scalar, key("0000000000000000000000000000000000000000000000000000000000000000"))) == zeros);
    CHECK(to_hex(x25519(scalar, key("0100000000000000000000000000000000000000000000000000000000000000"))) == zeros);
    // p itself, which is 0.
    CHECK(to_hex(x25519(scalar, key("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"))) == zeros);
}
