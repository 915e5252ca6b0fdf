// The command line chooses caro by the names the settings file and records use.
#include <string>

#include "catch.hpp"
#include "cli.hpp"
#include "settings.hpp"

using namespace gomoku;

TEST_CASE("--rule takes caro and caro-strict, and names them when refusing another", "[unit]") {
    CHECK(parse_cli({"--rule", "caro"}).options.rule == Rule::caro);
    CHECK(parse_cli({"--rule=caro-strict"}).options.rule == Rule::caro_strict);
    const CliResult bad = parse_cli({"--rule", "caro9"});
    REQUIRE(bad.error);
    CHECK(describe(*bad.error, Lang::en).find("caro, caro-strict") != std::string::npos);
}
