#pragma once
// What the system said went wrong, in words of our own and in either
// language. strerror's text is English whatever the language chosen, and it
// names an error the way C does; the errors a player can meet (files,
// sockets) each have a sentence here instead, and any other reads as a
// sentence with its error number.

#include <string>

#include "text.hpp"

namespace gomoku {

enum class SystemError {
    // files
    missing,
    permission,
    not_directory,
    is_directory,
    no_space,
    read_only,
    name_too_long,
    link,
    exists,
    busy,
    io,
    too_many_open,
    too_large,
    // connections
    refused,
    in_use,
    not_local,
    timed_out,
    no_route,
    net_unreachable,
    reset,
    not_supported,
    // the machine
    no_memory,
    interrupted,
    other,  // keep last
};

inline constexpr int system_error_count = static_cast<int>(SystemError::other) + 1;

// The kind an errno is; other for any the program has no words for.
SystemError system_error(int code);

// The raw sentence of a kind ({code} is the error number, used by other).
const char* system_error_raw(Lang lang, SystemError e);

// An errno as a sentence in `lang`, never strerror's English in Chinese.
// A fragment that follows a colon: "Cannot connect to …: {reason}".
std::string system_error_text(Lang lang, int code);

}  // namespace gomoku
