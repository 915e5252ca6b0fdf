#pragma once
// Reading and writing whole files safely.
//
// Reads accept only regular files and stop at a size limit, so a FIFO, a
// device or a huge file can never hang or exhaust the program. Writes are
// atomic and durable: a temporary file beside the target, fsync, rename over
// the target, fsync of the directory. A crash leaves the old file or the new
// one, never a torn mix.
//
// Two kinds of place are written. A path the player typed (`save FILE`) is
// written by path: a symbolic link there is followed to the file it names,
// and a file that is replaced keeps its permissions (and its owner, where
// the process may set it); a new file gets the umask's. The program's own
// files (the autosave, its lock, the settings) are written by name inside a
// directory already opened and checked (private_directory.hpp): never
// through a symbolic link, and only ever readable by the user.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace gomoku {

// What went wrong with a file, as a code: file_problem says it in the
// player's language, so no system's English reaches a Chinese screen.
struct FileError {
    enum class Kind : std::uint8_t {
        none,
        system,       // `code` is the errno
        not_regular,  // a FIFO, a device, a socket where a file was expected
        too_large,    // over the limit the reader was given
        not_owned,    // a directory of the program's that belongs to another user
        shared,       // a directory of the program's that group or others may write to
    };
    Kind kind = Kind::none;
    int code = 0;
    std::string file;  // the file to name in the message, when it is not the obvious one

    bool failed() const { return kind != Kind::none; }
    static FileError from_errno(int e, std::string file = {}) { return FileError{Kind::system, e, std::move(file)}; }
    static FileError of(Kind k, std::string file = {}) { return FileError{k, 0, std::move(file)}; }
};

struct FileRead {
    std::optional<std::string> data;
    FileError error;       // when data is empty
    bool too_big = false;  // over the limit
    bool missing = false;  // there is no such file: often no problem at all
};

FileRead read_regular_file(const std::string& path, std::size_t max_bytes);

// The whole of the regular file open as `fd`, from its start whatever its
// offset (the descriptor stays open and its offset unmoved), at most `max_bytes`.
FileRead read_whole_open_file(int fd, std::size_t max_bytes);

// The file `name` in the open directory `directory`, never through a
// symbolic link (one there is refused with ELOOP).
FileRead read_regular_file_at(int directory, const std::string& name, std::size_t max_bytes);

// What the writes of a file cost, counted for tests that hold the program to
// its price per move.
struct WriteCounts {
    int writes = 0;      // write(2) calls that put bytes in a file
    int data_syncs = 0;  // fdatasync of a file
    int syncs = 0;       // fsync of a file
    int directory_syncs = 0;
    int renames = 0;
};

// Ways to make a write fail as it would in the field, for tests of the real
// program: nothing happens unless a test asks (main reads them once from the
// environment variable GOMOKU_TEST_CRASH_BEFORE_RENAME).
struct WriteFaults {
    // A write to this path (as given) kills its process with SIGKILL after
    // the temporary file is written and synced, before the rename: a crash
    // at the worst moment. Empty: never.
    std::string crash_before_rename;
    // When set, every write, sync and rename of a file is counted here. Not
    // owned: the test that sets it keeps it alive.
    WriteCounts* counts = nullptr;
    // An append to a journal of the program's (puzzle_files.hpp) fails as
    // the system would with this errno (0: never): `fail_append_write` after
    // half the bytes are written, `fail_append_sync` at the data sync once
    // they all are.
    int fail_append_write = 0;
    int fail_append_sync = 0;
};

// Nothing failed on success, else what went wrong. Before writing, temporary
// files of earlier writes to the same target (`temporary_name(path, PID)`)
// whose process no longer exists are removed: a crash mid-write leaves one.
// A symbolic link at `path` is followed, and the file it points to replaced.
FileError write_file_atomic(const std::string& path, const std::string& contents, const WriteFaults& faults = {});

// The same for the file `name` in the open directory `directory`, known to
// the faults as `shown`: a symbolic link there is never followed nor
// replaced (ELOOP), and the file is always mode 0600.
FileError write_private_file_at(int directory, const std::string& name, const std::string& contents,
                                const WriteFaults& faults, const std::string& shown);

// The file a write to `path` replaces: the end of its symbolic links when
// `path` is one that leads to a file, else `path` itself.
std::string write_target(const std::string& path);

// mkdir -p with the given mode for directories it creates.
FileError make_directories(const std::string& path, unsigned mode);

// The name of the temporary file used while writing `path`.
std::string temporary_name(const std::string& path, long pid);

// True when no process `pid` exists (kill(pid, 0) fails with ESRCH).
bool process_gone(long pid);

// Removes, in `directory`, regular files named `NAME.tmp.PID` — the form of
// temporary_name — whose process is gone; with a non-empty `target`, only
// those of that file name (`target.tmp.PID`). Nothing else is touched.
// Returns how many were removed.
int remove_stale_temporaries(const std::string& directory, const std::string& target = {});
int remove_stale_temporaries_at(int directory, const std::string& target = {});

// write(2) until every byte is written; false with `error` set otherwise.
bool write_all(int fd, const char* data, std::size_t size, int& error, WriteCounts* counts);

}  // namespace gomoku
