// Scans of one-byte-a-state tables, eight bytes at a time (SWAR on 64-bit words): which bytes of
// a group of 64 hold a value, as a 64-bit mask (bit i for byte i), exactly, so that a scan can count
// them with a popcount and walk them with countr_zero. The table builders split their rank range
// into chunks of whole groups (core/parallel.h), so that each chunk owns whole words of a bitmap.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>

namespace minimoves::bytescan {

inline constexpr std::uint64_t EveryByte = 0x0101010101010101ull;
inline constexpr std::uint64_t LowSeven = 0x7F7F7F7F7F7F7F7Full;

// 0x80 in every byte of `word` that equals value, 0 elsewhere: no borrow crosses bytes, so no
// false positive (unlike the classic haszero test, which only tells whether there is one).
inline std::uint64_t equalBytes(std::uint64_t word, std::uint8_t value)
{
    const std::uint64_t x = word ^ (EveryByte * value);
    return ~(((x & LowSeven) + LowSeven) | x | LowSeven);
}

// The high bit of each byte gathered into 8 bits: byte i's bit 7 becomes bit i. The product puts
// byte i's bit at 56 + i and every other partial product at a distinct place below 56 or past 63,
// so nothing carries into the top byte.
inline std::uint64_t gatherHighBits(std::uint64_t highBits)
{
    return ((highBits >> 7) * 0x0102040810204080ull) >> 56;
}

// Bit i set when bytes[i] == value, for i < 64.
inline std::uint64_t equalMaskPartial(const std::uint8_t* bytes, unsigned n, std::uint8_t value);

inline std::uint64_t equalMask64(const std::uint8_t* bytes, std::uint8_t value)
{
    if constexpr (std::endian::native != std::endian::little)
        return equalMaskPartial(bytes, 64, value); // the word trick assumes byte i is bits 8i..8i+7
    std::uint64_t mask = 0;
    for (int k = 0; k < 8; ++k) {
        std::uint64_t word;
        std::memcpy(&word, bytes + 8 * k, 8);
        mask |= gatherHighBits(equalBytes(word, value)) << (8 * k);
    }
    return mask;
}

// The same for the first n <= 64 bytes (the end of a table), one byte at a time.
inline std::uint64_t equalMaskPartial(const std::uint8_t* bytes, unsigned n, std::uint8_t value)
{
    std::uint64_t mask = 0;
    for (unsigned i = 0; i < n; ++i)
        mask |= std::uint64_t(bytes[i] == value) << i;
    return mask;
}

// std::popcount compiles to a library call on plain x86-64 (no -mpopcnt); this is a few
// instructions inline, and the instruction itself where the target has it.
inline int popcount64(std::uint64_t x)
{
#if defined(__POPCNT__) || defined(__aarch64__) || defined(_M_ARM64)
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return int((x * EveryByte) >> 56);
#endif
}

// Calls visit(i) for every set bit i of mask, lowest first.
template <class Visit>
inline void forEachBit(std::uint64_t mask, Visit&& visit)
{
    for (; mask != 0; mask &= mask - 1)
        visit(unsigned(std::countr_zero(mask)));
}

} // namespace minimoves::bytescan
