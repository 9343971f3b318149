// Ranking helpers: permutations (Lehmer code) and k-subsets (combinatorial number system).
#pragma once

#include <array>
#include <cstdint>

namespace minimoves::ranking {

constexpr std::uint64_t factorial(int n)
{
    std::uint64_t f = 1;
    for (int i = 2; i <= n; ++i)
        f *= std::uint64_t(i);
    return f;
}

constexpr std::uint64_t binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    std::uint64_t b = 1;
    for (int i = 1; i <= k; ++i)
        b = b * std::uint64_t(n - k + i) / std::uint64_t(i);
    return b;
}

constexpr std::array<std::uint8_t, 256> makeByteBitCounts()
{
    std::array<std::uint8_t, 256> table{};
    for (int i = 1; i < 256; ++i)
        table[i] = std::uint8_t((i & 1) + table[i >> 1]);
    return table;
}
inline constexpr std::array<std::uint8_t, 256> byteBitCounts = makeByteBitCounts();

// Set bits of a mask, without a libgcc call on machines built without POPCNT (hot in ranking).
constexpr int bitCount(std::uint32_t mask)
{
    return byteBitCounts[mask & 0xff] + byteBitCounts[(mask >> 8) & 0xff] + byteBitCounts[(mask >> 16) & 0xff] +
           byteBitCounts[mask >> 24];
}

// Rank of a permutation of 0..N-1 in lexicographic order; the identity has rank 0.
template <std::size_t N>
constexpr std::uint32_t rankPermutation(const std::array<std::uint8_t, N>& perm)
{
    std::uint32_t rank = 0;
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < N; ++i) {
        const std::uint32_t smallerUnused =
            std::uint32_t(perm[i]) -
            std::uint32_t(N <= 8 ? byteBitCounts[seen & ((1u << perm[i]) - 1)] : bitCount(seen & ((1u << perm[i]) - 1)));
        rank = rank * std::uint32_t(N - i) + smallerUnused;
        seen |= 1u << perm[i];
    }
    return rank;
}

template <std::size_t N>
constexpr std::array<std::uint8_t, N> unrankPermutation(std::uint32_t rank)
{
    std::array<std::uint8_t, N> digits{};
    for (std::size_t i = N; i-- > 0;) {
        const std::uint32_t base = std::uint32_t(N - i);
        digits[i] = std::uint8_t(rank % base);
        rank /= base;
    }
    std::array<std::uint8_t, N> perm{};
    std::uint32_t unused = (1u << N) - 1;
    for (std::size_t i = 0; i < N; ++i) {
        std::uint32_t pick = unused;
        for (std::uint8_t k = 0; k < digits[i]; ++k)
            pick &= pick - 1; // drop the lowest unused values
        const int value = __builtin_ctz(pick);
        perm[i] = std::uint8_t(value);
        unused &= ~(1u << value);
    }
    return perm;
}

// Rank of a k-subset of {0, 1, ...}, given as a bit mask, in colexicographic order: the order in
// which such masks increase as numbers, so the k lowest bits have rank 0 and the ranks of the
// k-subsets of {0..n-1} fill [0, binomial(n, k)). It is the sum over the members
// p_0 < p_1 < ... < p_(k-1) of binomial(p_i, i + 1).
constexpr std::uint64_t rankSubset(std::uint64_t mask)
{
    std::uint64_t rank = 0;
    int index = 0;
    for (int position = 0; mask != 0; ++position, mask >>= 1)
        if (mask & 1)
            rank += binomial(position, ++index);
    return rank;
}

// The k-subset (as a bit mask) of colexicographic rank `rank`.
constexpr std::uint64_t unrankSubset(std::uint64_t rank, int k)
{
    std::uint64_t mask = 0;
    for (int index = k; index > 0; --index) {
        int position = index - 1; // the largest member: the largest p with binomial(p, index) <= rank
        while (binomial(position + 1, index) <= rank)
            ++position;
        rank -= binomial(position, index);
        mask |= std::uint64_t(1) << position;
    }
    return mask;
}

} // namespace minimoves::ranking
