#include "support/tmux_pane.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <thread>

namespace test {

using namespace std::chrono_literals;

bool contains(const std::string& haystack, const std::string& needle) { return haystack.find(needle) != std::string::npos; }

std::string output_of(const std::string& command) {
    std::string out;
    if (FILE* p = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, p)) > 0) out.append(buffer, n);
        ::pclose(p);
    }
    return out;
}

bool tmux_installed() { return std::system("tmux -V >/dev/null 2>&1") == 0; }

std::string read_file(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

bool has_word(const std::string& text, const std::string& word) {
    std::istringstream words(text);
    std::string w;
    while (words >> w)
        if (w == word) return true;
    return false;
}

int child_of(int parent) {
    DIR* proc = ::opendir("/proc");
    if (!proc) return -1;
    int found = -1;
    while (dirent* entry = ::readdir(proc)) {
        const std::string name = entry->d_name;
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        const std::string stat = read_file("/proc/" + name + "/stat");
        const std::size_t close = stat.rfind(')');
        if (close == std::string::npos) continue;
        std::istringstream rest(stat.substr(close + 1));
        char state = 0;
        int ppid = 0;
        rest >> state >> ppid;
        if (ppid == parent) found = std::stoi(name);
    }
    ::closedir(proc);
    return found;
}

char process_state(int pid) {
    const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat");
    const std::size_t close = stat.rfind(')');
    return close == std::string::npos || close + 2 >= stat.size() ? '?' : stat[close + 2];
}

std::string quote(const std::string& s) {
    std::string q = "'";
    for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

Pane::Pane(const std::string& before, const std::string& between, const std::string& args) {
    // The server's socket lives in the private directory, so no other
    // tmux can be reached and nothing is left behind.
    socket_ = dir_.path() + "/tmux.sock";
    after_ = dir_.path() + "/after";
    // The closing sleep keeps the pane, and what the game left on it,
    // for capture-pane; kill-server's hangup ends it.
    // No core files from the signal cases.
    const std::string script =
        "ulimit -c 0; " + before + GOMOKU_BINARY + " " + args + "; " + between + "stty -a > " + after_ + "; sleep 60";
    // Every directory the game keeps files in is the pane's, whatever
    // the environment the tests run in says.
    const std::string command = "env LANG=C.UTF-8 LC_ALL= XDG_CONFIG_HOME=" + dir_.path() +
                                " XDG_STATE_HOME=" + dir_.path() + "/state HOME=" + dir_.path() +
                                " TERM=xterm-256color sh -c " + quote(script);
    tmux("-f /dev/null new-session -d -x 100 -y 30 -c " + quote(dir_.path()) + " " + quote(command));
}

Pane::~Pane() { tmux("kill-server"); }

std::string Pane::tmux(const std::string& args) const { return output_of("tmux -S " + quote(socket_) + " " + args + " 2>&1"); }

bool Pane::wait_for(const std::string& text) const {
    for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
        if (contains(screen(), text)) return true;
        std::this_thread::sleep_for(20ms);
    }
    return false;
}

bool Pane::wait_for_gone(const std::string& text) const {
    for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
        if (!contains(screen(), text)) return true;
        std::this_thread::sleep_for(20ms);
    }
    return false;
}

std::string Pane::settled(const std::string& path) const {
    for (auto until = std::chrono::steady_clock::now() + 10s; std::chrono::steady_clock::now() < until;) {
        const std::string text = read_file(path);
        if (contains(text, "icanon")) return text;
        std::this_thread::sleep_for(20ms);
    }
    return "";
}

std::string Pane::stty_now() const {
    const std::string tty = tmux("display -p '#{pane_tty}'");
    return output_of("stty -a -F " + tty.substr(0, tty.find('\n')));
}

int Pane::game_pid() const {
    const int sh = std::stoi(tmux("display -p '#{pane_pid}'"));
    return child_of(sh);
}

bool Pane::start_game(const std::string& centre) const {
    if (!wait_for("New game")) return false;
    keys("1 Enter");
    if (!wait_for("Black")) return false;
    keys("Enter");
    if (!wait_for("White")) return false;
    keys("Enter");
    return wait_for("freestyle · " + centre);
}

}  // namespace test
