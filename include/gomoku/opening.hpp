#pragma once
// Opening rules: who places the first stones and who then picks a colour.
//
//   free   black moves first, as usual: the first player is black.
//   swap   the first player places three stones (black, white, black);
//          the second player then chooses which colour to play.
//   swap2  the first player places three stones; the second player either
//          chooses a colour, or places two more (white, black) and hands the
//          choice back to the first player.
//
// Stones keep alternating black, white, black ... whoever places them; what
// the opening decides is which *player* (seat) ends up with which colour.
// The state after each history entry is kept with that entry, so undo and
// redo of stones and decisions need no extra care.

#include <optional>
#include <string_view>

#include "stone.hpp"

namespace gomoku {

enum class Opening { free, swap, swap2 };

inline constexpr Opening all_openings[] = {Opening::free, Opening::swap, Opening::swap2};

constexpr std::string_view opening_name(Opening o) {
    switch (o) {
        case Opening::free: return "free";
        case Opening::swap: return "swap";
        case Opening::swap2: return "swap2";
    }
    return "free";
}

inline std::optional<Opening> opening_from_name(std::string_view name) {
    for (Opening o : all_openings)
        if (opening_name(o) == name) return o;
    return std::nullopt;
}

// The two players: the one who opens, and the other.
enum class Seat { first, second };

constexpr Seat other(Seat s) { return s == Seat::first ? Seat::second : Seat::first; }

enum class Phase {
    place,           // `placer` puts down opening stones
    second_chooses,  // the second player picks a colour (or, in swap2, places two more)
    first_chooses,   // swap2, after two more stones: the first player picks a colour
    play,            // the colours are settled: an ordinary game
};

struct OpeningState {
    Phase phase = Phase::play;
    Seat placer = Seat::first;
    int stones_left = 0;              // during place
    int stones_total = 0;             // during place: how many this placing has in all
    bool may_place_two = false;       // during second_chooses, under swap2
    bool swap2 = false;
    std::optional<Seat> black;        // who plays black, once settled

    static OpeningState start(Opening o) {
        OpeningState s;
        if (o == Opening::free) {
            s.black = Seat::first;
        } else {
            s.phase = Phase::place;
            s.stones_left = s.stones_total = 3;
            s.swap2 = o == Opening::swap2;
        }
        return s;
    }

    bool deciding() const { return phase == Phase::second_chooses || phase == Phase::first_chooses; }

    Seat decider() const { return phase == Phase::first_chooses ? Seat::first : Seat::second; }

    // After a stone is placed during the opening.
    OpeningState after_stone() const {
        OpeningState s = *this;
        if (phase != Phase::place || --s.stones_left > 0) return s;
        s.phase = placer == Seat::first ? Phase::second_chooses : Phase::first_chooses;
        s.may_place_two = swap2 && placer == Seat::first;
        return s;
    }

    // After the decider takes `colour`.
    OpeningState after_choice(Stone colour) const {
        OpeningState s = *this;
        const Seat who = decider();
        s.black = colour == Stone::black ? who : other(who);
        s.phase = Phase::play;
        s.may_place_two = false;
        return s;
    }

    // After the second player chooses to place two more stones (swap2).
    OpeningState after_place_two() const {
        OpeningState s = *this;
        s.phase = Phase::place;
        s.placer = Seat::second;
        s.stones_left = s.stones_total = 2;
        s.may_place_two = false;
        return s;
    }
};

}  // namespace gomoku
