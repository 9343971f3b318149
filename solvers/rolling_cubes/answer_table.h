// The contest's answer table: the true distance from each of the nine standard starts to each of
// the 59,049 patterns (9 x 59,049 bytes, 531 KB), so the contest CLI answers by lookup and can
// never be wrong by a hash collision. The build generates it (generate_answers.cpp runs
// searchFromStandardStart for every start) and compiles it in; tests compare it with a fresh
// computation.
#pragma once

#include "rolling_cubes/rolling_cubes.h"

#include <cstddef>
#include <cstdint>

namespace minimoves::rolling_cubes {

inline constexpr std::size_t embeddedAnswerCount = std::size_t(cellCount) * patternCount;
inline constexpr std::size_t embeddedAnswerWordCount = (embeddedAnswerCount + 7) / 8;

// Byte i = startGap * patternCount + patternRank, eight to a word, byte 0 in the low bits (so the
// table reads the same on any byte order).
extern const std::uint64_t embeddedAnswerWords[embeddedAnswerWordCount];

// The fewest rolls from the standard start with its gap at `startGap` to a board showing the
// pattern (NoAnswer, 0xFF, if none; docs/RULES.md §3 says every pattern is reachable).
inline std::uint8_t standardStartDistance(int startGap, std::uint32_t patternRank)
{
    const std::size_t i = std::size_t(startGap) * patternCount + patternRank;
    return std::uint8_t(embeddedAnswerWords[i / 8] >> (8 * (i % 8)));
}

} // namespace minimoves::rolling_cubes
