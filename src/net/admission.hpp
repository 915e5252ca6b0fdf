#pragma once
// Who may wait at the host's door, and when a joiner's proof is checked.
// Pure: the lobby tells it what comes and when, and asks.
//
// A source is where connections come from: an IPv4 address, or an IPv6
// /64 (what one machine, or one home, is given). At most per_source
// connections from one source wait at once, and total from all. A newcomer
// past either cap takes the place of the oldest that has not proved — of
// its own source for the per-source cap, else of any — choosing first among
// those that have said nothing yet, then those that have spoken but sent no
// proof, then those whose proof is held. So connections that take a place
// and say nothing keep no one out: a real joiner, which speaks at once, is
// not the one turned away. That matters most for ssh:// joiners, who all
// arrive from 127.0.0.1, one source.
//
// A wrong proof slows its source instead of changing the code on the
// host's screen: that source's later proofs are checked only once a delay
// has passed since its last wrong one. The delay doubles with each wrong
// proof from first_delay up to max_delay, and halves for every quiet
// minute. A proof that must wait is held, not refused: its connection
// waits, and a right code still gets in.

#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gomoku::net {

using Time = std::chrono::steady_clock::time_point;
using Millis = std::chrono::milliseconds;

struct AdmissionLimits {
    std::size_t per_source = 4;
    std::size_t total = 16;
    Millis first_delay{250};
    Millis max_delay{8000};
    Millis quiet{60000};            // the delay halves for each such span without a wrong proof
    std::size_t remembered = 1024;  // sources whose delay is kept
};

// How far a waiting connection has come.
enum class Standing { silent, spoken, proving };

class Admission {
public:
    explicit Admission(AdmissionLimits limits = {}) : limits_(limits) {}

    struct Waiting {
        std::string source;
        Time arrived;
        Standing standing = Standing::silent;
    };
    // Which of `waiting` must make room for a newcomer from `source`; nothing when there is room.
    std::optional<std::size_t> make_room(const std::vector<Waiting>& waiting, const std::string& source) const;

    // A wrong proof from `source` was checked at `now`.
    void wrong(const std::string& source, Time now);
    // When a proof from `source` may next be checked (a time already past: at once).
    Time open_at(const std::string& source) const;
    // The delay the next wrong proof from `source` would start, at `now`.
    Millis delay(const std::string& source, Time now) const;

private:
    struct Penalty {
        Millis delay{0};  // as set by the last wrong proof
        Time last_wrong;
    };
    Millis decayed(const Penalty& p, Time now) const;

    AdmissionLimits limits_;
    std::map<std::string, Penalty> penalties_;
};

}  // namespace gomoku::net
