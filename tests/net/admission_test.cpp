// Who may wait at the host's door and when a proof is checked: the caps a
// source and in all, who makes room for a newcomer, and the delay wrong
// codes earn their source. Pure; the time is the test's.
#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "admission.hpp"
#include "catch.hpp"

using namespace gomoku::net;
using namespace std::chrono_literals;

namespace {

const Time start = Time{} + 1000s;

std::vector<Admission::Waiting> from(const std::string& source, int count, Standing standing = Standing::silent) {
    std::vector<Admission::Waiting> w;
    for (int i = 0; i < count; ++i) w.push_back({source, start + Millis{i}, standing});
    return w;
}

}  // namespace

TEST_CASE("there is room for four from one address and sixteen in all", "[unit]") {
    Admission a;
    CHECK_FALSE(a.make_room(from("10.0.0.1", 3), "10.0.0.1"));
    CHECK(a.make_room(from("10.0.0.1", 4), "10.0.0.1"));
    CHECK_FALSE(a.make_room(from("10.0.0.1", 4), "10.0.0.2"));  // another address has room of its own
    std::vector<Admission::Waiting> many;
    for (int i = 0; i < 16; ++i) many.push_back({"10.0.1." + std::to_string(i), start + Millis{i}, Standing::spoken});
    const auto room = Admission().make_room(many, "10.0.2.1");
    REQUIRE(room);
    CHECK(*room == 0u);  // the oldest of all
}

TEST_CASE("a newcomer takes the place of the oldest silent one, then of one that spoke, and a held proof last",
          "[unit]") {
    Admission a;
    std::vector<Admission::Waiting> w = {
        {"127.0.0.1", start + 1ms, Standing::proving},
        {"127.0.0.1", start + 2ms, Standing::spoken},
        {"127.0.0.1", start + 3ms, Standing::silent},
        {"127.0.0.1", start + 4ms, Standing::silent},
    };
    CHECK(a.make_room(w, "127.0.0.1") == 2u);
    w[2].standing = w[3].standing = Standing::spoken;
    CHECK(a.make_room(w, "127.0.0.1") == 1u);
    for (auto& x : w) x.standing = Standing::proving;
    CHECK(a.make_room(w, "127.0.0.1") == 0u);
    // Past the per-address cap only that address's make room, however old the others are.
    w.push_back({"10.0.0.9", start, Standing::silent});
    CHECK(a.make_room(w, "127.0.0.1") == 0u);
}

TEST_CASE("wrong codes slow their source by a delay that doubles to eight seconds and decays when quiet", "[unit]") {
    Admission a;
    const std::string eve = "192.168.1.66";
    CHECK(a.open_at(eve) <= start);  // nothing held yet
    Time t = start;
    Millis expected{250};
    for (int i = 0; i < 8; ++i) {
        a.wrong(eve, t);
        CHECK(a.open_at(eve) == t + expected);
        t = a.open_at(eve);
        expected = std::min(expected * 2, Millis{8000});
    }
    CHECK(a.delay(eve, t) == 8000ms);
    CHECK(a.open_at("192.168.1.67") <= start);  // another address is not held
    // Each quiet minute halves it, until it is gone.
    CHECK(a.delay(eve, t + 60s) == 4000ms);
    CHECK(a.delay(eve, t + 120s) == 2000ms);
    CHECK(a.delay(eve, t + 10min) == 0ms);
    a.wrong(eve, t + 120s);
    CHECK(a.open_at(eve) == t + 120s + 4000ms);
}

TEST_CASE("the sources remembered are bounded: the one quiet longest is forgotten first", "[unit]") {
    AdmissionLimits limits;
    limits.remembered = 3;
    Admission a(limits);
    for (int i = 0; i < 3; ++i) a.wrong("10.0.0." + std::to_string(i), start + std::chrono::seconds{i});
    a.wrong("10.0.0.9", start + 10s);
    CHECK(a.open_at("10.0.0.0") <= start);  // forgotten
    CHECK(a.open_at("10.0.0.1") > start);
    CHECK(a.open_at("10.0.0.9") > start + 10s);
}
