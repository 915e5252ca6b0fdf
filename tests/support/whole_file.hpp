#pragma once
// Whole files in and out, for tests that look at what the program wrote.

#include <sys/stat.h>

#include <fstream>
#include <sstream>
#include <string>

namespace test {

// The file's bytes; empty when it cannot be read.
inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void spit(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Something is at `path`: a file, a directory, a link even if it dangles.
inline bool exists(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0;
}

}  // namespace test
