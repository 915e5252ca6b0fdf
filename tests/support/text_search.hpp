#pragma once
// What a test asks of a screen, a file or a transcript: is this text in it,
// how often, what follows it. Said once for the whole suite, so every test
// means the same by "has".

#include <algorithm>
#include <cstddef>
#include <string>

namespace test {

// `part` occurs in `text` at or after `from`.
inline bool has(const std::string& text, const std::string& part, std::size_t from = 0) {
    return text.find(part, std::min(from, text.size())) != std::string::npos;
}

// How many times `part` occurs in `text`, overlapping occurrences counted.
inline std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

inline bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

// The `length` characters that follow the first `marker`; empty when there is none.
inline std::string after(const std::string& text, const std::string& marker, std::size_t length) {
    const std::size_t at = text.find(marker);
    return at == std::string::npos ? std::string() : text.substr(at + marker.size(), length);
}

// The text from the last `marker` on, the marker included; empty when there is none.
inline std::string from_last(const std::string& text, const std::string& marker) {
    const std::size_t at = text.rfind(marker);
    return at == std::string::npos ? std::string() : text.substr(at);
}

// The port a host's screen shows for `address`, written "Listening on ADDRESS:PORT".
inline std::string port_of(const std::string& screen, const std::string& address = "127.0.0.1") {
    std::string port;
    for (char c : after(screen, "Listening on " + address + ":", 6)) {
        if (c < '0' || c > '9') break;
        port += c;
    }
    return port;
}

}  // namespace test
