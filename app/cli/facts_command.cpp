#include "facts_command.h"

#include "core/any_puzzle.h"
#include "puzzle_argument.h"

#include <memory>
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
        err << "minimoves-cli facts: unknown puzzle '" << id.substr(0, 40) << "' (minimoves-cli --help lists them)\n";
        return 2;
    }
    const std::string variant = colon == std::string_view::npos ? std::string() : std::string(argument.substr(colon + 1));
    std::unique_ptr<AnyPuzzle> puzzle;
    if (const std::string refusal = noSuchVariant(*type, variant); refusal.empty()) {
        // A fixed seed: a puzzle that draws its instance (a picture, a pattern) gives the same
        // facts on every run.
        std::mt19937_64 random(2026);
        puzzle = type->makeRandomInstance(variant, random);
    } else if (!type->factsOfAnyInstance) {
        err << "minimoves-cli facts: " << refusal << "\n";
        return 2;
    } else if (auto made = type->makeInstance(variant)) {
        puzzle = std::move(made).value();
    } else {
        err << "minimoves-cli facts: " << type->id << "'s '" << variant.substr(0, 40)
            << "' is neither a variant nor a start: " << made.error() << "\n";
        return 2;
    }
    const auto counts = puzzle->factsCounts({});
    if (!counts) {
        err << "minimoves-cli facts: " << type->id << " has no known distance counts\n";
        return 2;
    }
    std::string text;
    for (std::size_t d = 0; d < counts->size(); ++d)
        text += std::to_string(d) + ' ' + std::to_string((*counts)[d]) + '\n';
    out << text;
    return 0;
}

} // namespace minimoves::cli
