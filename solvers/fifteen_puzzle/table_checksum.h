// The checksums of a pattern database's entries, as its file states them (pattern_database.h).
//
// Version 2 (blockChecksum): the entries in blocks of 4 MiB, each hashed in four lanes of 64-bit
// words (a lane's hash h becomes (h ^ word) * K, K odd: each step is one-to-one in h, so one word
// changed always changes its lane's hash), the lanes and the blocks then folded in order. The
// blocks are independent, so a loaded 7-8 set is checked on every core, each core reading memory
// as fast as it can: about 13 ms for the 288 MB on 2 cores, against 36 ms for version 1's.
// Version 1 (fnvChecksum): FNV-1a over 8-byte words, one chain (files written before version 2;
// still read, PatternDatabase::readFile).
#pragma once

#include <cstddef>
#include <cstdint>

namespace minimoves::fifteen_puzzle {

std::uint64_t blockChecksum(const std::uint8_t* bytes, std::size_t size);
std::uint64_t fnvChecksum(const std::uint8_t* bytes, std::size_t size);

} // namespace minimoves::fifteen_puzzle
