// PositionPuzzleType<Kind>: the registry entry (PuzzleType) of a puzzle whose contest is the positions
// format of core/position_contest.h and whose instances are a fixed list (the Skewb's one, the Pocket
// Cube's two metrics). Kind says:
//   static constexpr std::string_view id;  the registry id, the first word of every error line
//   static constexpr std::array<std::string_view, n> instances;  their texts, the default first;
//       more than one: they are the variants, each with its contest (PUZZLE:VARIANT)
//   static constexpr std::string_view instancesAre;  what makeInstance says to any other text
//       ("the Skewb has one instance, skewb", then "; got '...'")
//   static std::unique_ptr<AnyPuzzle> make(std::size_t instance);  instance i of `instances`
//   static ReadPosition read(std::string_view token);  one position of the contest
// New game keeps the instance. A contest answers with one instance of each, made at its first run
// and kept (its table built at the first position), shared by the cases it hands out.
#pragma once

#include "core/position_contest.h"

#include <array>
#include <cstddef>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves {

template <class Kind>
class PositionPuzzleType {
public:
    static PuzzleType type()
    {
        return PuzzleType{
            .id = Kind::id,
            .makeRandomInstance = &makeRandom,
            .makeInstance = &makeFromText,
            .variants = &variants,
            .runContest = &runContest,
            .eachContestCase = &eachContestCase,
            .defaultVariant = HasVariants ? Kind::instances[0] : std::string_view(),
            .newGameKeepsInstance = true,
            .runVariantContest = HasVariants ? &runVariantContest : nullptr,
        };
    }

private:
    static constexpr bool HasVariants = Kind::instances.size() > 1;

    static std::optional<std::size_t> find(std::string_view text)
    {
        for (std::size_t i = 0; i < Kind::instances.size(); ++i)
            if (Kind::instances[i] == text)
                return i;
        return std::nullopt;
    }
    static std::shared_ptr<const AnyPuzzle> contestPuzzle(std::size_t instance)
    {
        static const auto puzzles = [] {
            std::array<std::shared_ptr<const AnyPuzzle>, Kind::instances.size()> made;
            for (std::size_t i = 0; i < made.size(); ++i)
                made[i] = Kind::make(i);
            return made;
        }();
        return puzzles[instance];
    }

    // An unknown variant draws the default instance, as "" does.
    static std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64&)
    {
        return Kind::make(find(variant).value_or(0));
    }
    static Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
    {
        if (const auto instance = find(text))
            return Kind::make(*instance);
        return parseError(std::string(Kind::instancesAre) + "; got '" + std::string(text.substr(0, 40)) + "'");
    }
    static std::vector<std::string> variants()
    {
        if (!HasVariants)
            return {};
        return {Kind::instances.begin(), Kind::instances.end()};
    }
    static int runContest(std::istream& in, std::ostream& out, std::ostream& err)
    {
        return runPositionContest(Kind::id, *contestPuzzle(0), &Kind::read, in, out, err);
    }
    // "" is the default variant (its error lines begin "ID:").
    static int runVariantContest(std::string_view variant, std::istream& in, std::ostream& out, std::ostream& err)
    {
        const auto instance = variant.empty() ? std::optional<std::size_t>(0) : find(variant);
        if (!instance) {
            err << Kind::id << ": no variant '" << variant.substr(0, 40) << "' (its variants: ";
            for (std::size_t i = 0; i < Kind::instances.size(); ++i)
                err << (i > 0 ? ", " : "") << Kind::instances[i];
            err << ")\n";
            return 2;
        }
        const std::string id = std::string(Kind::id) + ":" + std::string(variant);
        return runPositionContest(id, *contestPuzzle(*instance), &Kind::read, in, out, err);
    }
    static std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
    {
        return eachPositionCase(Kind::id, contestPuzzle(0), &Kind::read, in, onCase);
    }
};

} // namespace minimoves
