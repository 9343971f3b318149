// The puzzle a contest or instance fuzzer runs: fuzz_contest.cpp and fuzz_instance.cpp are compiled
// once, and each fuzzer of a puzzle links them with a file of its own that defines these
// (fuzz/CMakeLists.txt writes it).
#pragma once

namespace minimoves::fuzz {

extern const char* const fuzzedPuzzle; // the puzzle's id, e.g. "shifting-grid"
extern const bool parseOnly;           // the contest input through its parser only (a searched puzzle)

} // namespace minimoves::fuzz
