#pragma once
// The temporary files beside a file that is written atomically: a write cut
// short leaves its `NAME.tmp.PID` behind until the next write sweeps it.

#include <dirent.h>
#include <string>
#include <vector>

namespace test {

// The names in `dir` of the temporary files of `name`.
inline std::vector<std::string> temporaries_of(const std::string& dir, const std::string& name) {
    std::vector<std::string> found;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (const dirent* e = ::readdir(d))
            if (std::string(e->d_name).rfind(name + ".tmp.", 0) == 0) found.push_back(e->d_name);
        ::closedir(d);
    }
    return found;
}

}  // namespace test
