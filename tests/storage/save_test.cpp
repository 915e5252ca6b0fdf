// Saving, loading and exporting from the game screen, played in-process.
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "catch.hpp"
#include "support/screen_sink.hpp"
#include "support/whole_file.hpp"
#include "saved_game.hpp"
#include "support/run_binary.hpp"
#include "support/small_file_system.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

using test::slurp;
using test::spit;

AppConfig plain_config() {
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.clock = [] { return std::time_t{1795000000}; };
    return c;
}

std::string play(const std::vector<std::string>& lines, const AppConfig& config = plain_config(), Screen screen = {}) {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    ScriptedSource in = ScriptedSource::from_text(text);
    // A terminal gets only what changed: read what its screen showed.
    test::ScreenSink terminal(screen.width, screen.height);
    StringSink plain;
    gomoku::Sink& out = screen.terminal ? static_cast<gomoku::Sink&>(terminal) : plain;
    App app(in, out, screen, config);
    app.run();
    CHECK(terminal.error == "");
    return screen.terminal ? terminal.all_screens() : plain.data;
}

using test::has;

// The last game screen drawn, from its title on.
std::string last_frame(const std::string& out) {
    const std::size_t at = out.rfind("gomoku · five in a row");
    return at == std::string::npos ? out : out.substr(at);
}

}  // namespace

TEST_CASE("save writes the game with its players and score, and load brings it back", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/ana-bo.txt";
    const std::string out = play({"1", "Ana", "Bo", "h8", "j9", "save " + file, "q", "y"});
    CHECK(has(out, "Saved to "));
    const std::string text = slurp(file);
    CHECK(has(text, "# gomoku 3\n"));
    CHECK(has(text, "# black: Ana\n"));
    CHECK(has(text, "# white: Bo\n"));
    CHECK(has(text, "# x-score: 0-0\n"));
    CHECK(has(text, "# result: *\n"));
    CHECK(has(text, "\nH8\nJ9\n"));

    const std::string again = play({"1", "", "", "a1", "load " + file, "n", "load " + file, "y", "k10", "q", "y"});
    CHECK(has(again, "Replace the game on screen with "));
    CHECK(has(again, "Not loaded: the game on screen goes on."));
    CHECK(has(again, "Loaded "));
    CHECK(has(again, ": 2 moves."));
    CHECK(has(again, "Ana played K10."));
    CHECK(has(again, "Move 4 · White (Bo) to play"));
}

TEST_CASE("a typed file name starting with ~/ is in the home directory", "[app]") {
    test::TempDir dir;
    AppConfig config = plain_config();
    config.home = dir.path();
    const std::string out = play({"1", "", "", "h8", "save ~/g.txt", "load ~/g.txt", "y", "q", "y"}, config);
    CHECK(has(out, "Saved to ~/g.txt."));
    CHECK(has(out, "Loaded ~/g.txt: 1 moves."));
    CHECK(has(slurp(dir.path() + "/g.txt"), "\nH8\n"));
}

TEST_CASE("save without a name writes gomoku-DATE-TIME.txt", "[app]") {
    test::TempDir dir;
    AppConfig config = plain_config();
    config.save_directory = dir.path();
    const std::string out = play({"1", "", "", "h8", "save", "q", "y"}, config);
    const std::string name = default_save_name(config.clock());
    CHECK(name.rfind("gomoku-20", 0) == 0);
    CHECK(name.size() == std::string("gomoku-2026-11-29-1912.txt").size());
    CHECK(has(out, name));
    CHECK(has(slurp(dir.path() + "/" + name), "\nH8\n"));
}

TEST_CASE("save asks before replacing a file, and no keeps the old one", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, "old\n");
    const std::string out = play({"1", "", "", "h8", "save " + file, "n", "j9", "save " + file, "y", "q", "y"});
    CHECK(has(out, "already exists. Replace it? (y/n, Esc: no) > "));
    CHECK(has(out, "Not saved."));
    CHECK(has(out, "Player 2 played J9."));
    CHECK(has(slurp(file), "\nH8\nJ9\n"));
}

TEST_CASE("a directory, a FIFO or a bad path as save target is refused and the game goes on", "[app]") {
    test::TempDir dir;
    const std::string sub = dir.path() + "/sub";
    const std::string fifo = dir.path() + "/fifo";
    const std::string plain = dir.path() + "/plain";
    REQUIRE(::mkdir(sub.c_str(), 0700) == 0);
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    spit(plain, "x");
    const std::string out =
        play({"1", "", "", "h8", "save " + sub, "save " + fifo, "save " + plain + "/x.txt", "j9", "q", "y"});
    CHECK(has(out, "/sub is not a regular file, so it was not replaced."));
    CHECK(has(out, "/fifo is not a regular file, so it was not replaced."));
    CHECK(has(out, ": a part of the path is not a directory."));
    CHECK(has(out, "Player 2 played J9."));
    struct stat st {};
    REQUIRE(::stat(sub.c_str(), &st) == 0);
    CHECK(S_ISDIR(st.st_mode));
    CHECK(slurp(plain) == "x");
}

TEST_CASE("a corrupt record is refused, naming its line, and the game on screen is untouched", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/bad.txt";
    spit(file, "# gomoku 1\n# size: 15\nH8\nJ9\nH8\n");
    const std::string out = play({"1", "Ana", "Bo", "a1", "b2", "load " + file, "q", "y"});
    CHECK(has(out, ":5: H8 is already taken"));
    CHECK(has(last_frame(out), "Move 3 · Black (Ana) to play"));
    CHECK(has(last_frame(out), "A1"));
    CHECK_FALSE(has(last_frame(out), "J9"));
}

TEST_CASE("load names what is wrong: a missing file, no file name, a directory", "[app]") {
    test::TempDir dir;
    const std::string out = play({"1", "", "", "load " + dir.path() + "/none.txt", "load", "load " + dir.path(), "q"});
    CHECK(has(out, "no such file or directory"));
    CHECK(has(out, "Type load and a file name"));
    CHECK(has(out, "it is a directory"));
}

TEST_CASE("a file's problem reaches the Chinese screen in Chinese, not in the system's English", "[app]") {
    test::TempDir dir;
    AppConfig zh = plain_config();
    zh.settings.lang = Lang::zh;
    const std::string out = play({"1", "", "", "load /nope", "load " + dir.path(), "q", "y"}, zh);
    CHECK(has(out, "/nope：没有这个文件或目录"));
    CHECK(has(out, "这是一个目录"));
    CHECK_FALSE(has(out, "No such file"));
}

TEST_CASE("a file name is shown with its control characters as '?', so it cannot drive the terminal", "[app]") {
    test::TempDir dir;
    const std::string out = play({"1", "", "", "load " + dir.path() + "/x\x1b]0;t\x07.txt", "q"});
    CHECK(has(out, "/x?]0;t?.txt"));
    CHECK_FALSE(has(out, "\x07"));
    CHECK(fit_path("/tmp/\x1b[2J.txt", 20) == "/tmp/?[2J.txt");
}

TEST_CASE("a file name with escape codes or invalid bytes is shown with ? in their place", "[app]") {
    // A file name may hold any byte but '/' and NUL; the screen must not
    // take it for an escape sequence or half a character.
    test::TempDir dir;
    const std::string odd = dir.path() + "/\x1b[2J\xff.txt";
    const std::string out = play({"1", "", "", "h8", "load " + odd, "save " + odd, "q", "y"});
    CHECK(has(out, "?[2J?.txt: no such file or directory"));
    CHECK(has(out, "?[2J?.txt."));  // saved to it
    CHECK(slurp(odd).size() > 0);
    CHECK_FALSE(has(out, "\x1b"));
    CHECK_FALSE(has(out, "\xff"));
}

TEST_CASE("loading a finished game goes to the result screen", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/won.txt";
    spit(file, "# gomoku 1\n# size: 15\n# black: Cy\n# white: Di\nh8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n");
    const std::string out = play({"1", "", "", "load " + file, "3"});
    CHECK(has(out, "Cy (Black) wins with five in a row after 9 moves."));
    CHECK(has(out, "1 Play again"));
}

TEST_CASE("export shows the moves as one line", "[app]") {
    const std::string out = play({"1", "", "", "export", "h8", "i9", "j10", "export", "q", "y"});
    CHECK(has(out, "No moves yet, so there is nothing to export."));
    CHECK(has(out, "Moves: h8i9j10"));
}

TEST_CASE("export after a resignation says the move string leaves it out", "[app]") {
    const std::string out = play({"1", "", "", "h8", "j9", "resign", "y", "export", "3"});
    CHECK(has(out, "Moves: h8j9 (a move string cannot hold the resignation)"));
}

TEST_CASE("export says so when the move string is too wide for the terminal", "[app]") {
    std::vector<std::string> lines = {"1", "", ""};
    for (char c = 'a'; c <= 'o'; ++c)
        for (int r : {1, 3, 5}) lines.push_back(std::string(1, c) + std::to_string(r));  // no five anywhere
    lines.push_back("export");
    Screen screen{true, 80, 40};
    const std::string out = play(lines, plain_config(), screen);
    CHECK(has(out, "The move string has "));
}

TEST_CASE("the save, load and export commands have Chinese names", "[app]") {
    test::TempDir dir;
    AppConfig config = plain_config();
    config.settings.lang = Lang::zh;
    const std::string file = dir.path() + "/g.txt";
    const std::string out = play({"1", "", "", "h8", "保存 " + file, "导出", "载入 " + file, "y", "退出", "y"}, config);
    CHECK(has(out, "已保存到 "));
    CHECK(has(out, "着法：h8"));
    CHECK(has(out, "已载入 "));
}

TEST_CASE("a saved game is reviewed move by move from the menu", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/won.txt";
    spit(file, "# gomoku 1\n# size: 15\n# black: Cy\n# white: Di\nh8\nj8\nh9\nj9\nh10\nj10\nh11\nj11\nh12\n");
    const std::string out = play({"review", dir.path() + "/none.txt", file, "f", "", "l", "", "f", "p", "4", "x", "q", "q"});
    // It opens at the last move, where the game was decided.
    CHECK(out.find("Review · move 9 of 9") < out.find("Review · move 0 of 9"));
    CHECK(has(out, "Review a saved game"));
    CHECK(has(out, "no such file or directory"));
    CHECK(has(out, "Review · move 0 of 9 · freestyle"));
    CHECK(has(out, "Review · move 1 of 9"));
    CHECK(has(out, "Review · move 9 of 9"));
    CHECK(has(out, "That was the last move."));
    CHECK(has(out, "This is the start of the game."));
    CHECK(has(out, "Review · move 4 of 9"));
    CHECK(has(out, "\"x\" is not a step"));
    CHECK(has(out, "Cy"));
    CHECK(slurp(file).size() > 0);  // reviewing changes nothing
}

TEST_CASE("the review shows a mistyped file name or step with ? for escape codes and invalid bytes", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/won.txt";
    spit(file, "# gomoku 1\n# size: 15\nh8\nj8\n");
    const std::string out = play({"review", "\x1b[31m\xc0\xaf", file, "\x1b[2J\x07", "q", "q"});
    CHECK(has(out, "Not loaded: ?[31m?: no such file or directory"));
    CHECK(has(out, "\"?[2J?\" is not a step"));
    CHECK_FALSE(has(out, "\x1b"));
    CHECK_FALSE(has(out, "\xc0"));
    CHECK_FALSE(has(out, "\x07"));
}

TEST_CASE("the result screen reviews the finished game move by move, then comes back", "[app]") {
    const std::vector<std::string> won = {"1", "Ana", "Bo", "h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12"};
    std::vector<std::string> lines = won;
    for (const char* l : {"4", "f", "", "l", "p", "3", "x", "q", "4", "q", "3"}) lines.push_back(l);
    const std::string out = play(lines);
    CHECK(has(out, "Review · move 0 of 9 · freestyle"));  // from the first move, as any review
    CHECK(has(out, "Review · move 9 of 9"));
    CHECK(has(out, "Review · move 1 of 9"));
    CHECK(has(out, "Review · move 8 of 9"));
    CHECK(has(out, "Review · move 3 of 9"));
    CHECK(has(out, "\"x\" is not a step"));
    CHECK(has(out, "Ana"));
    // q leads back to the result screen, with the score counted once.
    const std::size_t back = out.rfind("Review · move");
    REQUIRE(back != std::string::npos);
    const std::string after = out.substr(back);
    CHECK(has(after, "Ana (Black) wins with five in a row after 9 moves."));
    CHECK(has(after, "Score: Ana 1 - 0 Bo"));
    CHECK(has(after, "4 Review"));

    // `menu` in that review leaves the finished game, as `menu` on the result screen does.
    lines = won;
    for (const char* l : {"4", "menu", "q"}) lines.push_back(l);
    const std::string to_menu = play(lines);
    const std::string last = to_menu.substr(to_menu.rfind("Review · move"));
    CHECK(has(last, "New game"));
    CHECK_FALSE(has(last, "Continue game"));
}

TEST_CASE("a finished game can be saved and exported from the result screen", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/won.txt";
    const std::string out = play({"1", "Ana", "Bo", "h8", "j8", "h9", "j9", "h10", "j10", "h11", "j11", "h12",
                                  "save " + file, "export", "3"});
    CHECK(has(out, "3 Quit · 4 Review · save [FILE] > "));
    CHECK(has(out, "Saved to "));
    CHECK(has(out, "Moves: h8j8h9j9h10j10h11j11h12"));
    const std::string text = slurp(file);
    CHECK(has(text, "# result: B+five\n"));
    CHECK(has(text, "# x-score: 1-0\n"));
}

namespace {

const char* const old_game = "# gomoku 2\n# size: 15\n# rule: freestyle\n# result: *\nA1\n";

}  // namespace

TEST_CASE("on a full file system a save says so, the old file stays whole, and the game goes on", "[app]") {
    test::TempDir dir;
    const test::SmallFileSystem full(dir.path() + "/small");
    if (!full.mounted()) {
        WARN("cannot mount a small tmpfs (" << full.error() << "): the full-disk test is skipped");
        return;
    }
    const std::string file = dir.path() + "/small/game.txt";
    spit(file, old_game);
    full.fill();
    const std::string out = play({"1", "", "", "h8", "save " + file, "y", "j9", "q", "y"});
    CHECK(has(out, "Could not save to "));
    CHECK(has(out, "the disk is full"));
    CHECK(has(out, "Player 2 played J9."));
    CHECK(slurp(file) == old_game);
    const FileRead temp = read_regular_file(temporary_name(file, ::getpid()), 100);
    CHECK_FALSE(temp.data);  // no half-written temporary left taking the space
}

TEST_CASE("over the file-size limit a save says so, the old file stays whole, and the game goes on", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.txt";
    spit(file, old_game);
    int pipe_fds[2];
    REQUIRE(::pipe(pipe_fds) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        // The limit (a write past it fails with EFBIG instead of SIGXFSZ
        // killing us) applies to regular files only: the pipe is not limited.
        ::close(pipe_fds[0]);
        ::signal(SIGXFSZ, SIG_IGN);
        const struct rlimit limit {40, 40};
        if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(3);
        const std::string out = play({"1", "", "", "h8", "save " + file, "y", "j9", "q", "y"});
        std::size_t done = 0;
        while (done < out.size()) {
            const ssize_t n = ::write(pipe_fds[1], out.data() + done, out.size() - done);
            if (n <= 0) ::_exit(4);
            done += static_cast<std::size_t>(n);
        }
        ::_exit(0);
    }
    ::close(pipe_fds[1]);
    std::string out;
    char buffer[8192];
    for (ssize_t n; (n = ::read(pipe_fds[0], buffer, sizeof buffer)) != 0;) {
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) break;
        out.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(pipe_fds[0]);
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(has(out, "Could not save to "));
    CHECK(has(out, "the file is too large"));
    CHECK(has(out, "Player 2 played J9."));
    CHECK(slurp(file) == old_game);
    CHECK_FALSE(read_regular_file(temporary_name(file, child), 100).data);
}

// ---- what a save leaves ------------------------------------------------------

namespace {

mode_t permissions_of(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 ? st.st_mode & 07777 : 0;
}

}  // namespace

TEST_CASE("saving over a file keeps its permissions and its owner; a new file gets the umask's", "[app]") {
    test::TempDir dir;
    const std::string private_file = dir.path() + "/private.txt";
    spit(private_file, "old\n");
    REQUIRE(::chmod(private_file.c_str(), 0600) == 0);
    const std::string shared_file = dir.path() + "/shared.txt";
    spit(shared_file, "old\n");
    REQUIRE(::chmod(shared_file.c_str(), 0664) == 0);
    const bool root = ::geteuid() == 0;
    if (root) REQUIRE(::chown(shared_file.c_str(), 65534, 65534) == 0);  // another user's file we may write
    const std::string fresh = dir.path() + "/fresh.txt";

    const mode_t before = ::umask(027);
    const std::string out = play({"1", "", "", "h8", "save " + private_file, "y", "save " + shared_file, "y",
                                  "save " + fresh, "q", "y"});
    ::umask(before);
    CHECK(has(slurp(private_file), "\nH8\n"));
    CHECK(has(slurp(shared_file), "\nH8\n"));
    CHECK(permissions_of(private_file) == 0600);
    CHECK(permissions_of(shared_file) == 0664);
    CHECK(permissions_of(fresh) == 0640);
    if (root) {
        struct stat st {};
        REQUIRE(::stat(shared_file.c_str(), &st) == 0);
        CHECK(st.st_uid == 65534);
        CHECK(st.st_gid == 65534);
    } else {
        WARN("not root: cannot give a file to another user (uid 65534); its owner is not checked");
    }
}

TEST_CASE("save through a symbolic link names the file it leads to, replaces that file and keeps the link", "[app]") {
    test::TempDir dir;
    const std::string real = dir.path() + "/dotfiles/game.txt";
    ::mkdir((dir.path() + "/dotfiles").c_str(), 0700);
    spit(real, "old\n");
    const std::string link = dir.path() + "/game.txt";
    REQUIRE(::symlink(real.c_str(), link.c_str()) == 0);
    const std::string nowhere = dir.path() + "/nowhere.txt";
    REQUIRE(::symlink((dir.path() + "/missing/x.txt").c_str(), nowhere.c_str()) == 0);
    const std::string out = play({"1", "", "", "h8", "save " + link, "y", "save " + nowhere, "q", "y"});
    CHECK(has(out, "/dotfiles/game.txt, where "));
    CHECK(has(out, "/game.txt leads? (y/n, Esc: no) > "));
    CHECK(has(slurp(real), "\nH8\n"));
    struct stat st {};
    REQUIRE(::lstat(link.c_str(), &st) == 0);
    CHECK(S_ISLNK(st.st_mode));
    CHECK(has(out, "/nowhere.txt is not a regular file, so it was not replaced."));
    REQUIRE(::lstat(nowhere.c_str(), &st) == 0);
    CHECK(S_ISLNK(st.st_mode));
}

TEST_CASE("save NAME.psq writes a Piskvork file, and refuses a game that one cannot hold", "[app]") {
    test::TempDir dir;
    const std::string file = dir.path() + "/game.psq";
    std::string out = play({"1", "", "", "h8", "j9", "save " + file, "q", "y"});
    CHECK(has(out, "Saved to "));
    CHECK(slurp(file) == "Piskvorky 15x15, 11:11, 0\n8,8,0\n10,7,0\n-1\n");
    const LoadResult back = load_record(slurp(file));
    REQUIRE(back.ok());
    CHECK(back.format == RecordFormat::psq);
    CHECK(back.record->events.size() == 2);

    const std::string upper = dir.path() + "/GAME.PSQ";
    play({"1", "", "", "h8", "save " + upper, "q", "y"});
    CHECK(slurp(upper) == "Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\n");

    // A swap opening's decision, and a renju pass: a .psq file holds moves alone.
    AppConfig swap = plain_config();
    swap.settings.opening = Opening::swap;
    const std::string swapped = dir.path() + "/swap.psq";
    out = play({"1", "", "", "h8", "j9", "k10", "white", "save " + swapped, "q", "y"}, swap);
    CHECK(has(out, "Could not save to "));
    CHECK(has(out, "this format cannot hold \"choose white\""));
    CHECK(::access(swapped.c_str(), F_OK) != 0);
    AppConfig renju = plain_config();
    renju.settings.rule = Rule::renju;
    const std::string passed = dir.path() + "/pass.psq";
    out = play({"1", "", "", "h8", "pass", "save " + passed, "q", "y"}, renju);
    CHECK(has(out, "this format cannot hold \"pass\""));
    CHECK(::access(passed.c_str(), F_OK) != 0);

    // A resignation is left out, and the message says so.
    const std::string resigned = dir.path() + "/resigned.psq";
    out = play({"1", "", "", "h8", "j9", "resign", "y", "save " + resigned, "3"});
    CHECK(has(out, "; .psq leaves out the resignation."));
    CHECK(slurp(resigned) == "Piskvorky 15x15, 11:11, 0\n8,8,0\n10,7,0\n-1\n");
}
