// The locale's character set: a terminal that is not UTF-8 gets English in
// ASCII and nothing else, whatever the game holds, and Chinese says it needs
// UTF-8 rather than sending bytes the terminal would garble.
#include <string>
#include <sys/stat.h>
#include <vector>

#include "catch.hpp"
#include "support/run_binary.hpp"
#include "support/whole_file.hpp"
#include "support/text_search.hpp"

namespace {

using test::has;

bool ascii(const std::string& s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) >= 0x80) return false;
    return true;
}

const std::vector<std::vector<std::string>> not_utf8 = {
    {"LANG=C"}, {"LC_ALL=zh_CN.GB18030"}, {"LANG=en_US.ISO-8859-1"}, {"LC_ALL=", "LC_CTYPE=POSIX", "LANG=zh_CN.UTF-8"}};

}  // namespace

TEST_CASE("in a locale that is not UTF-8 every byte shown is ASCII, and the text is English", "[binary]") {
    for (const std::vector<std::string>& env : not_utf8) {
        INFO(env.back());
        test::TempDir home;
        ::mkdir((home.path() + "/.config").c_str(), 0700);
        ::mkdir((home.path() + "/.config/gomoku").c_str(), 0700);
        test::spit(home.path() + "/.config/gomoku/settings", "language = zh\n");  // saved in a UTF-8 locale
        test::RunOptions o;
        o.env = env;
        o.env.push_back("TERM=xterm");
        o.home = home.path();
        // A name and a file name in Chinese, a game that ends, its result.
        o.input = "1\n\xE5\xBC\xA0\xE4\xB8\x89\nBo\nh8\nj9\nload /\xE6\xA3\x8B.txt\nresign\ny\n3\n";
        const test::Run r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(ascii(r.out));
        CHECK(ascii(r.err));
        CHECK(has(r.out, "gomoku - five in a row"));
        CHECK(has(r.out, "Move 3 - Black (????" ") to play"));  // the name, a column each
        CHECK(has(r.out, "Not loaded: /??.txt: no such file or directory"));
        CHECK(has(r.out, "Bo (White) wins"));
        CHECK(test::slurp(home.path() + "/.config/gomoku/settings") == "language = zh\n");  // kept for UTF-8
    }
}

TEST_CASE("--lang zh in a locale that is not UTF-8 says Chinese needs one, and --help is ASCII there", "[binary]") {
    for (const std::vector<std::string>& env : not_utf8) {
        INFO(env.back());
        test::RunOptions o;
        o.env = env;
        o.args = {"--lang", "zh"};
        o.input = "q\n";
        test::Run r = test::run_binary(o);
        CHECK(r.status == 2);
        CHECK(r.err == "gomoku: Chinese needs a UTF-8 locale, such as LANG=zh_CN.UTF-8.\n");
        CHECK(r.out.empty());

        o.args = {"--help"};
        r = test::run_binary(o);
        CHECK(r.status == 0);
        CHECK(ascii(r.out));
        CHECK(has(r.out, "--lang L"));
    }
    test::RunOptions utf8;
    utf8.env = {"LANG=C.UTF-8"};
    utf8.args = {"--lang", "zh"};
    utf8.input = "q\n";
    const test::Run r = test::run_binary(utf8);
    CHECK(r.status == 0);
    CHECK(has(r.out, "五子棋"));
}
