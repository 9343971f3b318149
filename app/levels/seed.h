// Seeds for draws that must come out the same everywhere (levels, the daily puzzle): SplitMix64
// (Steele, Lea and Flood 2014) folds numbers and text into one 64-bit seed, written out here so
// that no library's hash (std::hash differs between them) decides a level or a day.
#pragma once

#include <cstdint>
#include <string_view>

namespace minimoves::levels {

// One step of SplitMix64: the mixed value of `x`.
constexpr std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// `seed` with `text` folded in, byte by byte, then its length.
constexpr std::uint64_t mix(std::uint64_t seed, std::string_view text)
{
    for (const char c : text)
        seed = mix(seed ^ std::uint8_t(c));
    return mix(seed ^ text.size());
}

} // namespace minimoves::levels
