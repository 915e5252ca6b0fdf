// Runs one fuzz target over every file of its corpus, in name order, without
// libFuzzer: built by the normal compiler in every build, so the suite
// replays each corpus deterministically. A broken invariant or a sanitizer
// report aborts the run and fails the test; the input's name is printed
// first so the failure points at it.
//
//   fuzz_replay_<target> DIR_OR_FILE...

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> inputs(const fs::path& where) {
    std::vector<fs::path> files;
    if (fs::is_directory(where)) {
        for (const auto& entry : fs::directory_iterator(where))
            if (entry.is_regular_file()) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
    } else {
        files.push_back(where);
    }
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s DIR_OR_FILE...\n", argv[0]);
        return 2;
    }
    std::size_t runs = 0;
    for (int a = 1; a < argc; ++a) {
        if (!fs::exists(argv[a])) {
            std::fprintf(stderr, "%s: no such file or directory\n", argv[a]);
            return 2;
        }
        for (const fs::path& file : inputs(argv[a])) {
            std::ifstream in(file, std::ios::binary);
            const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
            std::fprintf(stderr, "%s\n", file.c_str());
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
            ++runs;
        }
    }
    // An empty corpus would replay nothing and pass: that is a mistake.
    if (runs == 0) {
        std::fprintf(stderr, "no inputs found\n");
        return 1;
    }
    std::printf("%zu inputs replayed\n", runs);
    return 0;
}
