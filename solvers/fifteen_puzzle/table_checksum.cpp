// The checksums of a pattern database's entries (table_checksum.h).
#include "fifteen_puzzle/table_checksum.h"

#include "core/parallel.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace minimoves::fifteen_puzzle {

namespace {

constexpr std::uint64_t FnvOffset = 0xcbf29ce484222325ull;
constexpr std::uint64_t FnvPrime = 0x100000001b3ull;
constexpr std::uint64_t LaneFactor = 0x9e3779b97f4a7c15ull; // odd
constexpr std::size_t Block = std::size_t(4) << 20;

std::uint64_t word(const std::uint8_t* at)
{
    std::uint64_t w;
    std::memcpy(&w, at, 8);
    return w;
}

// One block's hash: four lanes over its 32-byte groups, the words and bytes after the last group
// into lane 0, then the lanes folded with the block's length.
std::uint64_t blockHash(const std::uint8_t* bytes, std::size_t size)
{
    std::uint64_t lane[4] = {FnvOffset, FnvOffset + 1, FnvOffset + 2, FnvOffset + 3};
    std::size_t i = 0;
    for (; i + 32 <= size; i += 32)
        for (std::size_t j = 0; j < 4; ++j)
            lane[j] = (lane[j] ^ word(bytes + i + 8 * j)) * LaneFactor;
    for (; i + 8 <= size; i += 8)
        lane[0] = (lane[0] ^ word(bytes + i)) * LaneFactor;
    for (; i < size; ++i)
        lane[0] = (lane[0] ^ bytes[i]) * LaneFactor;
    std::uint64_t hash = FnvOffset ^ size;
    for (std::uint64_t l : lane)
        hash = (hash ^ l ^ (l >> 29)) * FnvPrime;
    return hash;
}

} // namespace

std::uint64_t blockChecksum(const std::uint8_t* bytes, std::size_t size)
{
    const std::size_t blocks = (size + Block - 1) / Block;
    std::vector<std::uint64_t> hashes(blocks);
    const auto hashBlocks = [&](std::uint64_t begin, std::uint64_t end, int) {
        for (std::uint64_t b = begin; b < end; ++b) {
            const std::size_t at = std::size_t(b) * Block;
            hashes[std::size_t(b)] = blockHash(bytes + at, std::min(Block, size - at));
        }
    };
    if (blocks <= 1) {
        hashBlocks(0, blocks, 0);
    } else {
        WorkerPool pool(int(std::min<std::size_t>(std::size_t(threadCount()), blocks)));
        pool.forEachChunk(blocks, 1, {}, hashBlocks);
    }
    std::uint64_t hash = FnvOffset ^ size;
    for (std::uint64_t h : hashes)
        hash = (hash ^ h) * FnvPrime;
    return hash;
}

std::uint64_t fnvChecksum(const std::uint8_t* bytes, std::size_t size)
{
    std::uint64_t hash = FnvOffset;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8)
        hash = (hash ^ word(bytes + i)) * FnvPrime;
    for (; i < size; ++i)
        hash = (hash ^ bytes[i]) * FnvPrime;
    return hash;
}

} // namespace minimoves::fifteen_puzzle
