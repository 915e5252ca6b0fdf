#pragma once
// Input that arrives at moments of a fake time, for tests of anything on a
// clock: each event comes a given number of milliseconds after the one
// before, a wait shorter than that times out with the time moved on by the
// wait, and `now` is what the app is given as its steady clock. A game on a
// clock plays out without anyone waiting.

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "events.hpp"

namespace test {

class TimedSource : public gomoku::EventSource {
public:
    // The event arrives `after_ms` after the one before it (or the start).
    TimedSource& at(std::int64_t after_ms, gomoku::InputEvent e) {
        events_.push_back({after_ms, std::move(e)});
        return *this;
    }
    TimedSource& line(std::int64_t after_ms, std::string text) {
        return at(after_ms, gomoku::InputEvent::line(std::move(text)));
    }
    TimedSource& key(std::int64_t after_ms, gomoku::Key k) { return at(after_ms, gomoku::InputEvent::key_press(std::move(k))); }
    // Nobody types for `ms`, then input ends.
    TimedSource& silence(std::int64_t ms) { return at(ms, gomoku::InputEvent::end()); }

    gomoku::InputEvent next(std::optional<std::int64_t> wait_ms) override {
        if (events_.empty()) return gomoku::InputEvent::end();
        Timed& first = events_.front();
        if (wait_ms && *wait_ms < first.in_ms) {
            const std::int64_t waited = std::max<std::int64_t>(*wait_ms, 0);
            now += waited;
            first.in_ms -= waited;
            ++timeouts;
            return gomoku::InputEvent::timeout();
        }
        now += first.in_ms;
        gomoku::InputEvent e = std::move(first.event);
        events_.pop_front();
        return e;
    }

    std::function<std::int64_t()> clock() {
        return [this] { return now; };
    }

    std::int64_t now = 0;  // milliseconds since the start
    int timeouts = 0;      // how many waits ran out before anything came

private:
    struct Timed {
        std::int64_t in_ms;
        gomoku::InputEvent event;
    };
    std::deque<Timed> events_;
};

}  // namespace test
