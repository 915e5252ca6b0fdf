#include "hmac.hpp"

#include <algorithm>

namespace gomoku::net {

namespace {

// HMAC fed in pieces: HKDF's blocks are made of three.
class Hmac {
public:
    explicit Hmac(std::string_view key) {
        std::array<std::uint8_t, sha256_block_size> block{};  // the key, padded with zeros
        if (key.size() > sha256_block_size) {
            const Digest hashed = sha256(key);
            std::copy(hashed.begin(), hashed.end(), block.begin());
        } else {
            std::copy(key.begin(), key.end(), block.begin());
        }
        std::array<std::uint8_t, sha256_block_size> pad;
        for (std::size_t i = 0; i < pad.size(); ++i) pad[i] = static_cast<std::uint8_t>(block[i] ^ 0x36);
        inner_.update(byte_view(pad));
        for (std::size_t i = 0; i < pad.size(); ++i) pad[i] = static_cast<std::uint8_t>(block[i] ^ 0x5c);
        outer_.update(byte_view(pad));
    }

    void update(std::string_view bytes) { inner_.update(bytes); }

    Mac finish() {
        outer_.update(byte_view(inner_.finish()));
        return outer_.finish();
    }

private:
    Sha256 inner_;
    Sha256 outer_;
};

}  // namespace

Mac hmac_sha256(std::string_view key, std::string_view message) {
    Hmac mac(key);
    mac.update(message);
    return mac.finish();
}

bool same_mac(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned>(static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i]));
    return difference == 0;
}

Mac hkdf_extract(std::string_view salt, std::string_view input_key) { return hmac_sha256(salt, input_key); }

namespace detail {

// T(1) = HMAC(key, info | 1), T(i) = HMAC(key, T(i-1) | info | i): the
// output is T(1) T(2) ... cut to length.
void hkdf_expand(std::string_view key, std::string_view info, std::uint8_t* out, std::size_t length) {
    Mac block{};
    std::size_t written = 0;
    for (unsigned counter = 1; written < length; ++counter) {
        Hmac mac(key);
        if (counter > 1) mac.update(byte_view(block));
        mac.update(info);
        const char number = static_cast<char>(counter);
        mac.update({&number, 1});
        block = mac.finish();
        const std::size_t take = std::min(block.size(), length - written);
        std::copy(block.begin(), block.begin() + static_cast<std::ptrdiff_t>(take), out + written);
        written += take;
    }
}

}  // namespace detail

}  // namespace gomoku::net
