// Fuzz target: the key decoder, fed the same bytes three ways — whole, one
// byte at a time, and in pieces whose lengths come from the input — since a
// terminal may deliver a sequence split anywhere.
//
// Invariants: all three give the same keys and the same pending state, before
// and after a timeout; a text key is one whole, valid UTF-8 character and no
// control byte; a mouse report names a cell; pending() is false once a
// timeout has settled a lone ESC, `ESC [` or `ESC O`.

#include <algorithm>
#include <string>
#include <vector>

#include "fuzz_check.hpp"
#include "record_text.hpp"
#include "keys.hpp"

using namespace gomoku;

namespace {

bool same(const Key& a, const Key& b) {
    return a.kind == b.kind && a.text == b.text && a.shift == b.shift && a.alt == b.alt && a.ctrl == b.ctrl &&
           a.mouse_x == b.mouse_x && a.mouse_y == b.mouse_y && a.mouse_button == b.mouse_button &&
           a.mouse_press == b.mouse_press && a.mouse_motion == b.mouse_motion;
}

bool same(const std::vector<Key>& a, const std::vector<Key>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!same(a[i], b[i])) return false;
    return true;
}

void check_key(const Key& k) {
    if (k.kind == Key::Kind::text) {
        FUZZ_CHECK(!k.text.empty() && k.text.size() <= 4);
        FUZZ_CHECK(record_detail::first_binary_line(k.text) == 0);
        const auto lead = static_cast<unsigned char>(k.text[0]);
        const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
        FUZZ_CHECK(k.text.size() == length);
        FUZZ_CHECK(lead >= 0x20 && lead != 0x7F);
    } else {
        FUZZ_CHECK(k.text.empty());
    }
    if (k.kind == Key::Kind::mouse) {
        FUZZ_CHECK(k.mouse_x >= 1 && k.mouse_y >= 1);
        FUZZ_CHECK(k.mouse_button >= 0 && k.mouse_button <= 11);
    }
}

struct Decoded {
    std::vector<Key> keys;
    bool pending = false;
    std::vector<Key> after_timeout;
    bool pending_after_timeout = false;
};

template <typename NextLength>
Decoded decode(std::string_view bytes, NextLength next_length) {
    KeyDecoder decoder;
    Decoded d;
    for (std::size_t at = 0; at < bytes.size();) {
        const std::size_t n = std::min(next_length(at), bytes.size() - at);
        decoder.feed(bytes.substr(at, n), d.keys);
        at += n;
    }
    d.pending = decoder.pending();
    decoder.timeout(d.after_timeout);
    d.pending_after_timeout = decoder.pending();
    return d;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // The first byte picks the piece lengths; the rest is what the terminal sent.
    const unsigned seed = data[0];
    const std::string_view bytes = fuzz::bytes_of(data + 1, size - 1);

    const Decoded whole = decode(bytes, [&](std::size_t) { return bytes.size(); });
    const Decoded single = decode(bytes, [](std::size_t) { return std::size_t{1}; });
    const Decoded pieces = decode(bytes, [&](std::size_t at) {
        return std::size_t{1} + (seed + static_cast<unsigned char>(bytes[at])) % (seed % 11 + 1);
    });

    for (const Decoded* d : {&single, &pieces}) {
        FUZZ_CHECK(same(d->keys, whole.keys));
        FUZZ_CHECK(d->pending == whole.pending);
        FUZZ_CHECK(same(d->after_timeout, whole.after_timeout));
        FUZZ_CHECK(d->pending_after_timeout == whole.pending_after_timeout);
    }
    for (const Key& k : whole.keys) check_key(k);
    for (const Key& k : whole.after_timeout) check_key(k);
    FUZZ_CHECK(whole.after_timeout.size() <= 1);
    if (!whole.after_timeout.empty()) FUZZ_CHECK(!whole.pending_after_timeout);
    return 0;
}
