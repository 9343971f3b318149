// The level ladders' check (app/levels/ladder.h) the fuzzer (fuzz_ladders) and
// tst_fuzz_regressions share: readLadders refuses with a message naming the line, or gives ladders
// that writeLadders writes back to a text readLadders reads again to the very same ladders.
// "" when all is well, or what went wrong.
#pragma once

#include "levels/ladder.h"

#include <string>
#include <string_view>

namespace minimoves::fuzz {

// The puzzle the file is of is the first line's word; the rest is the file.
inline std::string checkLadders(std::string_view bytes)
{
    const auto lineBreak = bytes.find('\n');
    if (lineBreak == std::string_view::npos)
        return {};
    const std::string_view puzzle = bytes.substr(0, lineBreak);
    const std::string_view text = bytes.substr(lineBreak + 1);
    const auto read = levels::readLadders(text, puzzle, "fuzz.txt");
    if (!read)
        return read.error().empty() ? "readLadders refused without a message" : "";
    const std::string written = levels::writeLadders(puzzle, read.value(), "fuzz");
    const auto again = levels::readLadders(written, puzzle, "fuzz.txt");
    if (!again)
        return "readLadders refuses what writeLadders wrote: " + again.error();
    if (again.value() != read.value())
        return "ladders do not round-trip";
    if (levels::writeLadders(puzzle, again.value(), "fuzz") != written)
        return "ladders are not written back the same";
    return {};
}

} // namespace minimoves::fuzz
