#pragma once
// The real binary in a real terminal: one tmux server on a private socket,
// one pane running the game, and what the tests need to look at it — the
// screen, the terminal's settings, the game's process.

#include <string>

#include "support/run_binary.hpp"

namespace test {

bool contains(const std::string& haystack, const std::string& needle);
// What a shell command wrote to its standard output.
std::string output_of(const std::string& command);
bool tmux_installed();
std::string read_file(const std::string& path);
// `word` appears as a whole word: " icanon", not "-icanon".
bool has_word(const std::string& text, const std::string& word);
// The child of `parent`, found through /proc (no procps needed).
int child_of(int parent);
char process_state(int pid);
// `s` quoted for sh.
std::string quote(const std::string& s);

// One tmux server on a private socket, one pane running
// `sh -c 'gomoku; stty -a > AFTER'`, so the terminal outlives the game.
class Pane {
public:
    // `before` and `between` are shell commands run before the game and
    // between the game and the final stty; `args` are the game's.
    explicit Pane(const std::string& before = "", const std::string& between = "", const std::string& args = "");
    ~Pane();
    Pane(const Pane&) = delete;
    Pane& operator=(const Pane&) = delete;

    std::string tmux(const std::string& args) const;
    void keys(const std::string& names) const { tmux("send-keys " + names); }
    std::string screen() const { return tmux("capture-pane -p"); }
    // Waits until the screen shows `text`; false after a few seconds.
    bool wait_for(const std::string& text) const;
    // Waits until the screen no longer shows `text`.
    bool wait_for_gone(const std::string& text) const;
    // What `stty -a` said once the game was over.
    std::string after() const { return settled(after_); }
    // A file in the pane's directory, once something is in it.
    std::string settled(const std::string& path) const;
    const std::string& dir() const { return dir_.path(); }
    std::string autosave() const { return dir_.path() + "/state/gomoku/autosave.txt"; }
    // The terminal's settings right now.
    std::string stty_now() const;
    int game_pid() const;
    // The menu's New game, with the default names, up to the board with
    // the cursor on its centre.
    bool start_game(const std::string& centre = "H8") const;

private:
    TempDir dir_;
    std::string socket_;
    std::string after_;
};

}  // namespace test
