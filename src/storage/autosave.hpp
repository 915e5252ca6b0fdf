#pragma once
// The autosave: the game in progress, kept after every change to it, so
// that a crash, a closed terminal or a killed process never loses a game.
//
// It lives in one directory (see state_directory in environment.hpp), which
// must be the user's alone (private_directory.hpp), as `autosave.txt`, a
// game record. Beside it, `autosave.lock` is locked with flock(2) by the
// running copy that owns the autosave: the kernel keeps that lock and lets
// it go when the process ends, however it ends, so no process id is ever
// trusted and two copies can never both hold it. The lock file holds the
// owner's process id only so that a second copy can name it; it is never
// removed (a removed lock file could be locked twice).
//
// The autosave is a journal. The record is written whole, atomically (a
// temporary file renamed into place), the first time, and again when
// anything but new events changes: names, score, an undo. A change that
// only adds events, such as a move, appends their lines to the file and
// syncs its data once: one write and one fdatasync a move. A process killed
// in the middle of an append can leave its last line torn; the record
// reader takes the game as it was before that line (record.hpp).

#include <string>

#include "files.hpp"
#include "private_directory.hpp"

namespace gomoku {

class Autosave {
public:
    enum class Status {
        off,           // not asked for (tests, or never opened)
        on,            // this copy owns the autosave
        no_directory,  // no state directory could be named
        unusable,      // the directory or the lock could not be made, or is not the user's alone
        locked,        // another running copy owns it
    };

    Autosave() = default;
    // Creates the directory (mode 0700), checks it, and takes the lock,
    // noting `pid` in it. Once it holds the lock it sweeps the directory of
    // temporary files (`*.tmp.PID`) left by writes whose process has died.
    // Something other than a regular file in the autosave's place (a
    // directory, a FIFO, a symbolic link) makes it unusable: it would refuse
    // every write, and is never replaced. An empty directory means none
    // could be named.
    static Autosave open(const std::string& directory, long pid);

    Autosave(Autosave&& other) noexcept;
    Autosave& operator=(Autosave&& other) noexcept;
    Autosave(const Autosave&) = delete;
    Autosave& operator=(const Autosave&) = delete;
    ~Autosave();  // gives the lock back

    Status status() const { return status_; }
    bool on() const { return status_ == Status::on; }
    const FileError& reason() const { return reason_; }  // why unusable
    long holder() const { return holder_; }  // the owner, when locked and it has said; else 0
    std::string file() const { return directory_.path() + "/autosave.txt"; }
    std::string lock_file() const { return directory_.path() + "/autosave.lock"; }

    FileRead read() const;
    // Keeps `text`, the whole record of the game in progress as write_record
    // wrote it: by appending what it adds to the record last kept, when it
    // only adds events, else by replacing the file. The date header alone
    // does not count as a change: the file keeps the date it was begun with.
    // On failure the autosave turns itself off (unusable) and the reason is
    // returned.
    FileError write(const std::string& text, const WriteFaults& faults = {});
    void remove();

private:
    FileError replace(const std::string& text, const WriteFaults& faults);
    FileError append(const std::string& lines, const WriteFaults& faults);
    bool still_named() const;  // the journal is the file the directory names autosave.txt
    void turn_off(const FileError& error);
    void close_journal();
    void release();

    Status status_ = Status::off;
    PrivateDirectory directory_;
    FileError reason_;
    long holder_ = 0;
    int lock_ = -1;  // holds the flock while this copy owns the autosave
    // The autosave as this copy last wrote it, open for appending; closed
    // (-1) when this copy has not written it yet.
    int journal_ = -1;
    std::string header_;  // its header lines, the date line left out
    std::string body_;    // its event lines
};

}  // namespace gomoku
