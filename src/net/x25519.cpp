// X25519 as RFC 7748, section 5, describes it.
//
// Constant time: the scalar is secret, so nothing here branches on it or
// uses it (or anything computed from it) as an array index; the time taken
// and the memory touched are the same for every scalar. The ladder does the
// same work for every bit and exchanges its two points with a mask, never
// an `if`. The inverse raises to the power p - 2, a public exponent, instead
// of running Euclid's algorithm, whose steps depend on its input.
//
// The field: integers mod p = 2^255 - 19, as 16 limbs of 16 bits each (least
// significant first) held in 64-bit unsigned integers. A product of two
// limbs and a column of 16 of them fit with room to spare, so no 128-bit
// type is needed (-Wpedantic refuses one), and being unsigned nothing can
// overflow into undefined behaviour. Limbs grow past 16 bits between
// carries; the bounds are written where they matter.
#include "x25519.hpp"

#include <cstddef>

namespace gomoku::net {

namespace {

constexpr std::size_t limbs = 16;
constexpr std::uint64_t limb_mask = 0xffff;

struct Element {
    std::array<std::uint64_t, limbs> limb{};
};

constexpr Element small_element(std::uint64_t value) {
    Element e;
    e.limb[0] = value;
    return e;
}

// p in limbs, and 8p with every limb multiplied by 8: each of 8p's limbs is
// at least 8 × 0x7fff, more than any carried limb, so adding it before a
// subtraction keeps every limb from going below zero.
constexpr std::array<std::uint64_t, limbs> p_limbs = {0xffed, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff,
                                                      0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0x7fff};

// One pass of carries: every limb but the lowest ends below 2^16, and what
// passes 2^256 comes back into the lowest times 38, since 2^256 = 2 × 2^255
// = 2 × 19 mod p. After two passes over a product the lowest limb is below
// 2^16 + 38: "carried".
void carry(Element& a) {
    for (std::size_t i = 0; i < limbs; ++i) {
        const std::uint64_t over = a.limb[i] >> 16;
        a.limb[i] &= limb_mask;
        if (i + 1 < limbs)
            a.limb[i + 1] += over;
        else
            a.limb[0] += 38 * over;
    }
}

Element add(const Element& a, const Element& b) {
    Element r;
    for (std::size_t i = 0; i < limbs; ++i) r.limb[i] = a.limb[i] + b.limb[i];
    return r;
}

// a - b + 8p, for a carried b (each limb below 8 × 0x7fff).
Element sub(const Element& a, const Element& b) {
    Element r;
    for (std::size_t i = 0; i < limbs; ++i) r.limb[i] = a.limb[i] + 8 * p_limbs[i] - b.limb[i];
    return r;
}

// For limbs below 2^20 (a sum of carried elements, or a difference): a
// column is at most 16 × 2^40, and folding the columns past 2^256 back in
// times 38, as carry() does, leaves it below 2^50. The result is carried.
Element mul(const Element& a, const Element& b) {
    std::array<std::uint64_t, 2 * limbs - 1> column{};
    for (std::size_t i = 0; i < limbs; ++i)
        for (std::size_t j = 0; j < limbs; ++j) column[i + j] += a.limb[i] * b.limb[j];
    Element r;
    for (std::size_t i = 0; i < limbs; ++i) r.limb[i] = column[i];
    for (std::size_t i = 0; i + limbs < column.size(); ++i) r.limb[i] += 38 * column[i + limbs];
    carry(r);
    carry(r);
    return r;
}

Element square(const Element& a) { return mul(a, a); }

// a × k for a small constant k, carried.
Element scale(const Element& a, std::uint64_t k) {
    Element r;
    for (std::size_t i = 0; i < limbs; ++i) r.limb[i] = a.limb[i] * k;
    carry(r);
    carry(r);
    return r;
}

// a^(p-2) = 1/a (and 0 for 0). The exponent 2^255 - 21 is public, so its
// bits may steer the loop: all ones from bit 254 down, but bits 4 and 2.
Element invert(const Element& a) {
    Element r = a;
    for (int bit = 253; bit >= 0; --bit) {
        r = square(r);
        if (bit != 4 && bit != 2) r = mul(r, a);
    }
    return r;
}

// Exchanges a and b when swap is 1, leaves them when it is 0, by the same
// steps either way.
void conditional_swap(Element& a, Element& b, std::uint64_t swap) {
    const std::uint64_t mask = 0 - swap;
    for (std::size_t i = 0; i < limbs; ++i) {
        const std::uint64_t t = mask & (a.limb[i] ^ b.limb[i]);
        a.limb[i] ^= t;
        b.limb[i] ^= t;
    }
}

// The u-coordinate's top bit is dropped (RFC 7748, 5: "implementations of
// X25519 MUST mask the most significant bit"); a value of p or more stays
// as it is, and the arithmetic takes it mod p.
Element decode(const X25519Key& bytes) {
    Element e;
    for (std::size_t i = 0; i < limbs; ++i)
        e.limb[i] = std::uint64_t{bytes[2 * i]} | std::uint64_t{bytes[2 * i + 1]} << 8;
    e.limb[limbs - 1] &= 0x7fff;
    return e;
}

// The one representative below p, in 32 little-endian bytes.
X25519Key encode(Element a) {
    // A third pass leaves every limb below 2^16, so a < 2^256 < 3p and
    // taking p away twice, where it does not go below zero, is enough.
    carry(a);
    for (int round = 0; round < 2; ++round) {
        Element less;
        std::uint64_t borrow = 0;
        for (std::size_t i = 0; i < limbs; ++i) {
            const std::uint64_t d = a.limb[i] - p_limbs[i] - borrow;
            less.limb[i] = d & limb_mask;
            borrow = d >> 63;
        }
        // borrow 1: a < p, keep a; borrow 0: take a - p.
        const std::uint64_t take = borrow - 1;
        for (std::size_t i = 0; i < limbs; ++i) a.limb[i] ^= take & (a.limb[i] ^ less.limb[i]);
    }
    X25519Key bytes;
    for (std::size_t i = 0; i < limbs; ++i) {
        bytes[2 * i] = static_cast<std::uint8_t>(a.limb[i]);
        bytes[2 * i + 1] = static_cast<std::uint8_t>(a.limb[i] >> 8);
    }
    return bytes;
}

// (A - 2) / 4 for Curve25519's A = 486662 (RFC 7748, 5).
constexpr std::uint64_t a24 = 121665;

}  // namespace

X25519Key x25519(const X25519Key& scalar, const X25519Key& u) {
    // Clamping: a multiple of 8 (the cofactor), with its top bit at 254.
    X25519Key k = scalar;
    k[0] &= 248;
    k[31] &= 127;
    k[31] |= 64;

    // The Montgomery ladder, in the RFC's names: (x_2 : z_2) and
    // (x_3 : z_3) are the multiples k'·u and (k'+1)·u of the bits k' read
    // so far. Whether this bit is set decides which of the two is doubled,
    // so rather than choose, the ladder swaps them in and out by the bit.
    const Element x_1 = decode(u);
    Element x_2 = small_element(1), z_2 = small_element(0);
    Element x_3 = x_1, z_3 = small_element(1);
    std::uint64_t swap = 0;
    for (std::size_t t = 255; t-- > 0;) {
        const std::uint64_t k_t = (k[t / 8] >> (t % 8)) & 1;
        swap ^= k_t;
        conditional_swap(x_2, x_3, swap);
        conditional_swap(z_2, z_3, swap);
        swap = k_t;

        const Element a = add(x_2, z_2);
        const Element aa = square(a);
        const Element b = sub(x_2, z_2);
        const Element bb = square(b);
        const Element e = sub(aa, bb);
        const Element c = add(x_3, z_3);
        const Element d = sub(x_3, z_3);
        const Element da = mul(d, a);
        const Element cb = mul(c, b);
        x_3 = square(add(da, cb));
        z_3 = mul(x_1, square(sub(da, cb)));
        x_2 = mul(aa, bb);
        z_2 = mul(e, add(aa, scale(e, a24)));
    }
    conditional_swap(x_2, x_3, swap);
    conditional_swap(z_2, z_3, swap);
    return encode(mul(x_2, invert(z_2)));
}

X25519Key x25519_base(const X25519Key& scalar) {
    X25519Key nine{};
    nine[0] = 9;
    return x25519(scalar, nine);
}

}  // namespace gomoku::net
