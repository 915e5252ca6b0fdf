#pragma once
// How a player's clock reads on the screen, and when that reading changes.
//
//   1:02:03   an hour or more left
//   4:59      minutes and seconds, counted up to the next second, so a fresh
//             five-minute clock reads 5:00 for its first second
//   9.4       under ten seconds: seconds and tenths, counted down, so the
//             reading never shows more than is left
//   0:25 3x30s  byo-yomi: the main time (or, once it is spent, the current
//             period) and the periods still left, the current one included
//
// A face is ASCII: it is drawn in every locale, and its width is its length.

#include <cstdint>
#include <string>

#include "gomoku/clock.hpp"

namespace gomoku {

// Below this the face shows tenths, and warns.
inline constexpr std::int64_t low_time_ms = 10000;

std::string clock_face(const TimeControl& control, const TimeLeft& left);

// Whether the player is short of time: under ten seconds before the flag falls.
inline bool clock_low(const TimeLeft& left) { return left.total_ms < low_time_ms; }

// How many milliseconds of a running clock pass before its face reads
// differently (at least 1): when a live screen next needs the clock redrawn.
std::int64_t until_face_changes(const TimeLeft& left);

}  // namespace gomoku
