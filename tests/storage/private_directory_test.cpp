// The program's own directories — the autosave's state directory and the
// settings' config directory — must be the user's alone, and the files in
// them are never reached through a symbolic link: nobody else can make the
// autosave or the settings land on a file of theirs choosing.
//
// The tests run as root in CI, where permission bits deny nothing; what they
// check does not depend on them. "Another user" is uid 65534 (nobody): the
// directories and links it plants are chowned to it, which only root can
// do, so those tests say so and are skipped when run as anyone else.
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "app.hpp"
#include "autosave.hpp"
#include "catch.hpp"
#include "private_directory.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

using namespace gomoku;

namespace {

constexpr uid_t other_user = 65534;

using test::count;
using test::has;

mode_t mode_of(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 ? st.st_mode : 0;
}

uid_t owner_of(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 ? st.st_uid : static_cast<uid_t>(-1);
}

// A file of the user's that nobody else may read: what an attacker aims at.
std::string victim_file(const test::TempDir& dir) {
    const std::string victim = dir.path() + "/victim.txt";
    test::spit(victim, "secret\n");
    ::chmod(victim.c_str(), 0600);
    return victim;
}

// A shared place like /tmp: anyone may make entries, the sticky bit keeps
// them from removing each other's.
std::string shared_place(const test::TempDir& dir) {
    const std::string shared = dir.path() + "/shared";
    ::mkdir(shared.c_str(), 0700);
    ::chmod(shared.c_str(), 01777);
    return shared;
}

}  // namespace

TEST_CASE("a state directory another user made, with a link planted in it, is refused and the linked file stays as "
          "it was", "[binary]") {
    if (::geteuid() != 0) {
        WARN("not root: cannot give a directory to another user (uid 65534); the planted-link test is skipped");
        return;
    }
    test::TempDir dir;
    const std::string victim = victim_file(dir);
    const std::string shared = shared_place(dir);
    // The other user's doing: gomoku/ open to all, and the autosave a link to the victim's file.
    const std::string planted = shared + "/gomoku";
    REQUIRE(::mkdir(planted.c_str(), 0777) == 0);
    REQUIRE(::chmod(planted.c_str(), 0777) == 0);
    REQUIRE(::chown(planted.c_str(), other_user, other_user) == 0);
    REQUIRE(::symlink(victim.c_str(), (planted + "/autosave.txt").c_str()) == 0);
    REQUIRE(::lchown((planted + "/autosave.txt").c_str(), other_user, other_user) == 0);

    test::RunOptions o;
    o.env.push_back("XDG_STATE_HOME=" + shared);
    o.input = "1\nAna\nBo\nh8\nj9\nq\ny\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(count(r.out, "Autosave is off (") == 1);
    CHECK(has(r.out, "it belongs to another user); use save to keep a game."));
    CHECK(has(r.out, "Bo played J9."));
    CHECK(test::slurp(victim) == "secret\n");
    CHECK((mode_of(victim) & 07777) == 0600);
    CHECK(S_ISLNK(mode_of(planted + "/autosave.txt")));
}

TEST_CASE("a link another user made in the user's place for the state directory is not followed", "[binary]") {
    if (::geteuid() != 0) {
        WARN("not root: cannot make a link as another user (uid 65534); the planted directory-link test is skipped");
        return;
    }
    test::TempDir dir;
    const std::string shared = shared_place(dir);
    const std::string theirs = dir.path() + "/theirs";
    REQUIRE(::mkdir(theirs.c_str(), 0700) == 0);  // private, and it would pass every check but its owner's
    REQUIRE(::symlink(theirs.c_str(), (shared + "/gomoku").c_str()) == 0);
    REQUIRE(::lchown((shared + "/gomoku").c_str(), other_user, other_user) == 0);
    test::RunOptions o;
    o.env.push_back("XDG_STATE_HOME=" + shared);
    o.input = "1\n\n\nh8\nq\ny\n";
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "it belongs to another user); use save to keep a game."));
    CHECK(::access((theirs + "/autosave.txt").c_str(), F_OK) != 0);
}

TEST_CASE("a state or config directory of the user's that group or others may write to is refused, once", "[binary]") {
    for (const mode_t open_mode : {mode_t{0777}, mode_t{0770}, mode_t{0702}}) {
        INFO("mode " << std::oct << open_mode);
        test::TempDir home;
        const std::string state = home.path() + "/.local/state/gomoku";
        const std::string config = home.path() + "/.config/gomoku";
        for (const std::string& d : {home.path() + "/.local", home.path() + "/.local/state", state,
                                     home.path() + "/.config", config})
            ::mkdir(d.c_str(), 0700);
        REQUIRE(::chmod(state.c_str(), open_mode) == 0);
        REQUIRE(::chmod(config.c_str(), open_mode) == 0);
        test::spit(config + "/settings", "size = 9\n");
        test::RunOptions o;
        o.home = home.path();
        o.input = "1\n\n\nh8\nj9\nq\ny\n";
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(count(r.out, "Autosave is off (") == 1);
        CHECK(has(r.out, "other users can write to it); use save to keep a game."));
        CHECK(has(r.out, "Player 2 played J9."));
        CHECK(has(r.out, "A B C D E F G H I J K L M N O"));  // the settings' 9x9 was not read
        CHECK(::access((state + "/autosave.txt").c_str(), F_OK) != 0);
        CHECK((mode_of(state) & 0777) == open_mode);  // left as it was
    }
}

TEST_CASE("the autosave, its lock and the settings are never reached through a symbolic link", "[binary]") {
    for (const std::string name : {"autosave.txt", "autosave.lock"}) {
        INFO(name);
        test::TempDir home;
        const std::string victim = victim_file(home);
        const std::string state = home.path() + "/state/gomoku";
        ::mkdir((home.path() + "/state").c_str(), 0700);
        REQUIRE(::mkdir(state.c_str(), 0700) == 0);
        REQUIRE(::symlink(victim.c_str(), (state + "/" + name).c_str()) == 0);
        test::RunOptions o;
        o.home = home.path();
        o.env.push_back("XDG_STATE_HOME=" + home.path() + "/state");
        o.input = "1\n\n\nh8\nj9\nu\nq\ny\n";
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(has(r.out, "Autosave is off (" + name + ": too many symbolic links, or a link where none may be)"));
        CHECK(has(r.out, "Took back J9."));
        CHECK(test::slurp(victim) == "secret\n");
        CHECK((mode_of(victim) & 07777) == 0600);
        CHECK(S_ISLNK(mode_of(state + "/" + name)));
    }

    test::TempDir home;
    const std::string victim = victim_file(home);
    const std::string config = home.path() + "/config/gomoku";
    ::mkdir((home.path() + "/config").c_str(), 0700);
    REQUIRE(::mkdir(config.c_str(), 0700) == 0);
    test::spit(victim, "size = 9\n");
    REQUIRE(::symlink(victim.c_str(), (config + "/settings").c_str()) == 0);
    test::RunOptions o;
    o.home = home.path();
    o.env.push_back("XDG_CONFIG_HOME=" + home.path() + "/config");
    o.input = "2\n5\nq\nq\n";  // settings: colours off, which would be saved
    const test::Run r = test::run_binary(o);
    CHECK(r.status == 0);
    CHECK(has(r.out, "Settings ignored (too many symbolic links, or a link where none may be): "));
    CHECK(has(r.out, "Could not save settings (too many symbolic links, or a link where none may be)"));
    CHECK(test::slurp(victim) == "size = 9\n");
    CHECK(S_ISLNK(mode_of(config + "/settings")));
}

TEST_CASE("the autosave is private to the user whatever the umask", "[app]") {
    test::TempDir dir;
    AppConfig c;
    c.settings.ascii = true;
    c.colour_ok = false;
    c.autosave = true;
    c.state_directory = dir.path() + "/gomoku";
    const mode_t before = ::umask(0);
    ScriptedSource in = ScriptedSource::from_text("1\n\n\nh8\nj9\nu\n");
    StringSink out;
    App(in, out, Screen{}, c).run();
    ::umask(before);
    const std::string file = c.state_directory + "/autosave.txt";
    REQUIRE(::access(file.c_str(), F_OK) == 0);
    CHECK((mode_of(file) & 07777) == 0600);
    CHECK((mode_of(c.state_directory + "/autosave.lock") & 07777) == 0600);
    CHECK((mode_of(c.state_directory) & 07777) == 0700);
}

TEST_CASE("a private directory is the user's own with no one else writing, a link to one only if the link is "
          "the user's", "[unit]") {
    test::TempDir dir;
    const std::string mine = dir.path() + "/mine";
    PrivateDirectory created = PrivateDirectory::open(mine + "/deep/gomoku", true);
    REQUIRE(created.ok());
    CHECK((mode_of(mine + "/deep/gomoku") & 0777) == 0700);

    const PrivateDirectory missing = PrivateDirectory::open(dir.path() + "/none", false);
    CHECK_FALSE(missing.ok());
    CHECK(missing.missing());

    REQUIRE(::symlink((mine + "/deep/gomoku").c_str(), (dir.path() + "/link").c_str()) == 0);
    CHECK(PrivateDirectory::open(dir.path() + "/link", false).ok());  // a dotfile manager's link of the user's own

    ::chmod((mine + "/deep/gomoku").c_str(), 0720);
    const PrivateDirectory shared = PrivateDirectory::open(mine + "/deep/gomoku", false);
    CHECK(shared.error().kind == FileError::Kind::shared);
    CHECK_FALSE(shared.write("x", "y").kind == FileError::Kind::none);
    CHECK(::access((mine + "/deep/gomoku/x").c_str(), F_OK) != 0);

    if (::geteuid() == 0) {
        ::chmod((mine + "/deep/gomoku").c_str(), 0700);
        REQUIRE(::chown((mine + "/deep/gomoku").c_str(), other_user, other_user) == 0);
        CHECK(PrivateDirectory::open(mine + "/deep/gomoku", false).error().kind == FileError::Kind::not_owned);
        CHECK(owner_of(mine + "/deep/gomoku") == other_user);
    } else {
        WARN("not root: cannot give a directory to another user (uid 65534); that part is skipped");
    }
}
