#include "facts_command.h"

#include "core/any_puzzle.h"

#include <algorithm>
#include <ostream>
#include <random>
#include <string>

namespace minimoves::cli {

int runFacts(std::string_view argument, std::ostream& out, std::ostream& err)
{
    const auto colon = argument.find(':');
    const std::string_view id = argument.substr(0, colon);
    const PuzzleType* type = findEnginePuzzleType(id);
    if (!type) {
        err << "minimoves-cli facts: unknown puzzle '" << id << "' (minimoves-cli --help lists them)\n";
        return 2;
    }
    const std::string variant = colon == std::string_view::npos ? std::string() : std::string(argument.substr(colon + 1));
    const auto offered = type->variants();
    std::unique_ptr<AnyPuzzle> puzzle;
    if (variant.empty() || std::find(offered.begin(), offered.end(), variant) != offered.end()) {
        std::mt19937_64 random(1);
        puzzle = type->makeRandomInstance(variant, random);
    } else {
        // Not a variant: an instance text (a sliding-block layout names its component).
        auto made = type->makeInstance(variant);
        if (!made) {
            err << "minimoves-cli facts: " << id << " has no variant '" << variant << "', and it is no instance: "
                << made.error() << "\n";
            return 2;
        }
        puzzle = std::move(made).value();
    }
    const auto counts = puzzle->distanceCounts({});
    if (!counts) {
        err << "minimoves-cli facts: " << id << " does not know its distance counts\n";
        return 2;
    }
    for (std::size_t distance = 0; distance < counts->size(); ++distance)
        out << distance << ' ' << (*counts)[distance] << '\n';
    return 0;
}

} // namespace minimoves::cli
