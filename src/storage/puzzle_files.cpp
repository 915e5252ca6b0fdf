#include "puzzle_files.hpp"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <functional>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

#include "private_directory.hpp"

namespace gomoku {

namespace {

// ---- a journal file, open, checked and locked -----------------------------------

class JournalFile {
public:
    JournalFile() = default;
    JournalFile(const JournalFile&) = delete;
    JournalFile& operator=(const JournalFile&) = delete;
    ~JournalFile() {
        // Closing the descriptor lets the lock go.
        if (fd_ >= 0) ::close(fd_);
    }

    // Opens `name` in `dir`, for appending when `append` (made when
    // missing), checks it is ours, and locks it: exclusively to append,
    // shared to read.
    FileError open(int dir, const char* name, bool append) {
        struct stat st {};
        created_ = append && ::fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0 && errno == ENOENT;
        const int flags = (append ? O_RDWR | O_APPEND | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
        fd_ = ::openat(dir, name, flags, 0600);
        if (fd_ < 0) {
            missing_ = errno == ENOENT;
            return FileError::from_errno(errno, name);
        }
        if (::fstat(fd_, &st) != 0) return FileError::from_errno(errno, name);
        if (S_ISDIR(st.st_mode)) return FileError::from_errno(EISDIR, name);
        if (!S_ISREG(st.st_mode)) return FileError::of(FileError::Kind::not_regular, name);
        if (st.st_uid != ::geteuid()) return FileError::of(FileError::Kind::not_owned, name);
        if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0) return FileError::of(FileError::Kind::shared, name);
        // Nobody holds the lock for longer than one append takes.
        while (::flock(fd_, append ? LOCK_EX : LOCK_SH) != 0)
            if (errno != EINTR) return FileError::from_errno(errno, name);
        return {};
    }

    // The whole file, as it is under the lock; at most `max_bytes`.
    FileRead read(std::size_t max_bytes) const { return read_whole_open_file(fd_, max_bytes); }

    int fd() const { return fd_; }
    bool missing() const { return missing_; }
    bool created() const { return created_; }

private:
    int fd_ = -1;
    bool missing_ = false;
    bool created_ = false;
};

// The text of journal `name` in `directory`, read under a shared lock: no
// directory or no file is an empty text.
struct Text {
    std::string text;
    FileError error;
};

Text read_journal(const std::string& directory, const char* name, std::size_t max_bytes) {
    const PrivateDirectory dir = PrivateDirectory::open(directory, false);
    if (!dir.ok()) return Text{{}, dir.missing() ? FileError{} : dir.error()};
    JournalFile file;
    if (FileError error = file.open(dir.fd(), name, false); error.failed())
        return Text{{}, file.missing() ? FileError{} : std::move(error)};
    FileRead read = file.read(max_bytes);
    if (!read.data) return Text{{}, read.error};
    return Text{std::move(*read.data), {}};
}

// What an append adds, decided from the journal's text as it is: the line,
// without its end, or why nothing may be added.
using NextLine = std::function<PuzzleFileError(std::string_view text, std::string& line)>;

// The append described at the head of puzzle_files.hpp.
PuzzleFileError append_line(const std::string& directory, const char* name, std::size_t max_bytes,
                            const std::string& header, const NextLine& next, const WriteFaults& faults) {
    PuzzleFileError refused;
    const PrivateDirectory dir = PrivateDirectory::open(directory, true);
    if (!dir.ok()) {
        refused.file = dir.error();
        return refused;
    }
    JournalFile file;
    if (FileError error = file.open(dir.fd(), name, true); error.failed()) {
        refused.file = std::move(error);
        return refused;
    }
    FileRead read = file.read(max_bytes);
    if (!read.data) {
        refused.file = read.error;
        return refused;
    }
    const std::string& text = *read.data;
    std::string line;
    if (PuzzleFileError error = next(text, line); error.failed()) return error;

    // The whole lines stay; a torn last one goes, and so the new line starts
    // a line. A file with no whole line gets the header first.
    const std::size_t last_end = text.rfind('\n');
    const std::size_t keep = last_end == std::string::npos ? 0 : last_end + 1;
    const std::string bytes = (keep == 0 ? header + "\n" : std::string()) + line + "\n";
    if (keep + bytes.size() > max_bytes) {
        // It would be too large to read back: refused, as a full journal.
        refused.file = FileError::of(FileError::Kind::too_large, name);
        return refused;
    }
    const int fd = file.fd();
    const auto undo = [&](int error) {
        // Back to the whole lines it had: nothing half-written stays.
        (void)::ftruncate(fd, static_cast<off_t>(keep));
        refused.file = FileError::from_errno(error, name);
        return refused;
    };
    if (keep < text.size() && ::ftruncate(fd, static_cast<off_t>(keep)) != 0) return undo(errno);
    int error = 0;
    if (faults.fail_append_write != 0) {
        write_all(fd, bytes.data(), bytes.size() / 2, error, faults.counts);
        return undo(faults.fail_append_write);
    }
    if (!write_all(fd, bytes.data(), bytes.size(), error, faults.counts)) return undo(error);
    if (faults.counts) ++faults.counts->data_syncs;
    if (faults.fail_append_sync != 0) return undo(faults.fail_append_sync);
    if (::fdatasync(fd) != 0) return undo(errno);
    if (file.created()) {
        // A new file is kept only once its name is on disk.
        if (faults.counts) ++faults.counts->directory_syncs;
        ::fsync(dir.fd());
    }
    return {};
}

}  // namespace

// ---- the results journal --------------------------------------------------------------

ResultsRead read_results(const std::string& directory) {
    ResultsRead out;
    Text text = read_journal(directory, puzzle_results_file, puzzle::max_results_bytes);
    if (text.error.failed()) {
        out.error.file = std::move(text.error);
        return out;
    }
    auto parsed = puzzle::parse_results(text.text);
    if (auto* error = std::get_if<puzzle::ResultsError>(&parsed)) out.error.results = std::move(*error);
    else out.journal = std::move(std::get<puzzle::Journal>(parsed));
    return out;
}

PuzzleFileError append_result(const std::string& directory, const puzzle::Result& result, const WriteFaults& faults) {
    const NextLine next = [&](std::string_view text, std::string& line) {
        PuzzleFileError refused;
        auto parsed = puzzle::parse_results(text);
        if (auto* error = std::get_if<puzzle::ResultsError>(&parsed)) {
            refused.results = std::move(*error);
            return refused;
        }
        line = puzzle::result_line(result);
        // A result this program could not read back is never written.
        auto alone = puzzle::parse_results(puzzle::results_header() + "\n" + line + "\n");
        if (auto* error = std::get_if<puzzle::ResultsError>(&alone)) {
            refused.results = std::move(*error);
            refused.results.line = 0;
        }
        return refused;
    };
    return append_line(directory, puzzle_results_file, puzzle::max_results_bytes, puzzle::results_header(), next, faults);
}

ProgressRead read_progress(const std::string& directory) {
    ResultsRead read = read_results(directory);
    ProgressRead out;
    out.error = std::move(read.error);
    if (!out.error.failed()) out.progress = puzzle::progress_of(read.journal.results);
    return out;
}

// ---- the player's own set ---------------------------------------------------------------

OwnSetRead read_own_set(const std::string& directory) {
    OwnSetRead out;
    Text text = read_journal(directory, own_puzzles_file, puzzle::max_puzzle_file_bytes);
    if (text.error.failed()) {
        out.error.file = std::move(text.error);
        return out;
    }
    auto parsed = puzzle::parse_own_set(text.text);
    if (auto* error = std::get_if<puzzle::PuzzleError>(&parsed)) out.error.puzzles = std::move(*error);
    else out.own = std::move(std::get<puzzle::OwnSet>(parsed));
    return out;
}

OwnAdded add_own_problem(const std::string& directory, const puzzle::Problem& problem, const WriteFaults& faults) {
    OwnAdded added;
    const NextLine next = [&](std::string_view text, std::string& line) {
        PuzzleFileError refused;
        auto parsed = puzzle::parse_own_set(text);
        if (auto* error = std::get_if<puzzle::PuzzleError>(&parsed)) {
            refused.puzzles = std::move(*error);
            return refused;
        }
        const puzzle::PuzzleSet& set = std::get<puzzle::OwnSet>(parsed).set;
        for (const puzzle::Problem& p : set.problems) {
            if (puzzle::same_position(p, problem)) {
                refused.duplicate_of = p.id;
                return refused;
            }
        }
        puzzle::Problem own = problem;
        own.id = puzzle::next_own_id(set);
        line = puzzle::problem_line(own);
        // A problem this program could not read back is never written: it
        // must be a real one, with a source, on one line.
        auto alone = puzzle::parse_own_set(puzzle::own_set_header() + "\n" + line + "\n");
        if (auto* error = std::get_if<puzzle::PuzzleError>(&alone)) {
            refused.puzzles = std::move(*error);
            refused.puzzles.line = 0;
            return refused;
        }
        // Its source read back must be the one given: one that held
        // " source=" would come back cut.
        if (std::get<puzzle::OwnSet>(alone).set.problems.front().source != own.source) {
            refused.puzzles = puzzle::PuzzleError{puzzle::PuzzleProblem::malformed_line, 0, "source="};
            return refused;
        }
        added.id = own.id;
        return refused;
    };
    added.error = append_line(directory, own_puzzles_file, puzzle::max_puzzle_file_bytes, puzzle::own_set_header(), next, faults);
    if (added.error.failed()) added.id.clear();
    return added;
}

}  // namespace gomoku
