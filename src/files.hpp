#pragma once
// Reading and writing whole files safely.
//
// Reads accept only regular files and stop at a size limit, so a FIFO, a
// device or a huge file can never hang or exhaust the program. Writes are
// atomic and durable: a temporary file beside the target, fsync, rename over
// the target, fsync of the directory. A crash leaves the old file or the new
// one, never a torn mix.

#include <cstddef>
#include <optional>
#include <string>

namespace gomoku {

struct FileRead {
    std::optional<std::string> data;
    std::string error;     // strerror-style text when data is empty
    bool too_big = false;  // over the limit
};

FileRead read_regular_file(const std::string& path, std::size_t max_bytes);

// Empty string on success, else what went wrong.
std::string write_file_atomic(const std::string& path, const std::string& contents);

// mkdir -p with the given mode for directories it creates.
std::string make_directories(const std::string& path, unsigned mode);

// The name of the temporary file used while writing `path`.
std::string temporary_name(const std::string& path, long pid);

}  // namespace gomoku
