// Draws that give the same numbers on every machine: a bounded integer and a chance, taken from a
// 64-bit generator's raw output by a method written here. std::mt19937_64's sequence is fixed by
// the standard, but std::uniform_int_distribution and its kin are not (libstdc++, libc++ and MSVC
// each map the raw numbers their own way), and levels and the daily puzzle must come out the same
// everywhere (docs/DAILY.md). Every draw in solvers/ goes through these.
#pragma once

#include <cstdint>
#include <limits>

namespace minimoves {

// A uniform integer in [0, bound) (0 when bound is 0): the raw numbers at or above the largest
// multiple of `bound` are drawn again, so every value has the same chance. A bound of 0 or 1
// takes no number from the generator.
template <class Generator>
std::uint64_t drawBelow(Generator& random, std::uint64_t bound)
{
    static_assert(Generator::min() == 0 && Generator::max() == std::numeric_limits<std::uint64_t>::max(),
                  "drawBelow needs a generator of full 64-bit numbers");
    if (bound <= 1)
        return 0;
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % bound;
    std::uint64_t raw = random();
    while (raw >= limit)
        raw = random();
    return raw % bound;
}

// True with chance numerator / denominator.
template <class Generator>
bool drawChance(Generator& random, std::uint64_t numerator, std::uint64_t denominator)
{
    return drawBelow(random, denominator) < numerator;
}

} // namespace minimoves
