#include "puzzle_argument.h"

#include "core/any_puzzle.h"

#include <algorithm>

namespace minimoves::cli {

std::string noSuchVariant(const PuzzleType& type, const std::string& variant)
{
    const auto offered = type.variants();
    if (variant.empty() || std::find(offered.begin(), offered.end(), variant) != offered.end())
        return {};
    std::string known;
    for (const auto& v : offered)
        known += (known.empty() ? "" : ", ") + v;
    return std::string(type.id) + " has no variant '" + variant + "' (" +
           (known.empty() ? std::string("it has none") : "its variants: " + known) + ")";
}

} // namespace minimoves::cli
