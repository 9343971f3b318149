// PuzzleArgument: minimoves-cli's one wording for a PUZZLE:VARIANT whose variant the puzzle does
// not have, so that `bench` and `levels` refuse it alike.
#pragma once

#include <string>

namespace minimoves {
struct PuzzleType;
}

namespace minimoves::cli {

// "" when `variant` is one of `type`'s variants, or "" (the caller's own default); else the
// refusal, without the command's name: "ball-grid has no variant '9x9' (its variants: 2x2, ...)",
// "eight-puzzle has no variant '4x4' (it has none)".
std::string noSuchVariant(const PuzzleType& type, const std::string& variant);

} // namespace minimoves::cli
