// LevelData: the committed ladders (resources/levels/<puzzle>.txt), built into the programs at
// build time (embed_levels.cmake writes them into a source file), read once and checked whole, so
// minimoves-cli and the game play the very same levels. A puzzle without a file has no ladders.
#pragma once

#include "levels/ladder.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::levels {

// One embedded file: the puzzle it holds and its text as committed.
struct LevelFile {
    std::string_view puzzle;
    std::string_view text;
};
// Every embedded file (defined in the generated source).
std::span<const LevelFile> levelFiles();

// The name a file is known by in messages: "resources/levels/<puzzle>.txt".
std::string levelFileName(std::string_view puzzle);

// The ladders of `puzzle`, read on first use; nullptr with `error` set (one line naming the file and
// the line) when its file does not read, or when it has none.
const std::vector<Ladder>* laddersOf(std::string_view puzzle, std::string* error);
// One variant's ladder ("" for a puzzle without variants), or nullptr with `error` set.
const Ladder* findLadder(std::string_view puzzle, std::string_view variant, std::string* error);

} // namespace minimoves::levels
