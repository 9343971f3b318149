#include "levels/ladder_maker.h"

#include "core/any_puzzle.h"
#include "levels/own_ladders.h"
#include "levels/seed.h"

#include <algorithm>
#include <array>
#include <memory>
#include <random>
#include <set>

namespace minimoves::levels {

namespace {

constexpr int InstanceDraws = 64; // instances drawn before giving up on one that reaches a par
constexpr int StartDraws = 48;    // starts drawn at one par before that par counts as used up
constexpr int FreshInstances = 8; // new instances tried at a used-up par before the par moves up

// Variants that are another way of counting the same puzzle, not another board: they have no ladder
// of their own (the 2x2x2's quarter-turn metric: its levels are the half-turn ladder's, the metric
// cubers count in).
constexpr std::array<std::pair<std::string_view, std::string_view>, 1> CountingVariants{{{"pocket-cube", "qtm"}}};

struct Drawn {
    std::unique_ptr<AnyPuzzle> puzzle;
    int hardest = 0;
};

// An instance whose hardest start is at least `atLeast` moves out; nullopt when stopped or when
// none is drawn (`*none` then says so).
std::optional<Drawn> drawInstance(const PuzzleType& type, const std::string& variant, int atLeast,
                                  std::mt19937_64& random, const SearchControl& control, bool* none)
{
    *none = false;
    for (int attempt = 0; attempt < InstanceDraws; ++attempt) {
        Drawn drawn{type.makeRandomInstance(variant, random), 0};
        const auto hardest = drawn.puzzle->hardestDistance(control);
        if (!hardest)
            return std::nullopt;
        drawn.hardest = *hardest;
        if (drawn.hardest >= atLeast)
            return drawn;
    }
    *none = true;
    return std::nullopt;
}

} // namespace

std::vector<int> plannedPars(int first, int top)
{
    const int count = std::max(LadderLength, top - first + 1);
    std::vector<int> pars;
    for (int k = 0; k < count; ++k)
        pars.push_back(first + ((top - first) * k * 2 + (count - 1)) / (2 * (count - 1)));
    return pars;
}

std::string madeByComment(std::string_view puzzle)
{
    bool quick = true;
    for (const OwnLadder& ladder : ownLadders(puzzle))
        quick = quick && ladder.quick;
    return "made by `minimoves-cli make-levels` from seed " + std::to_string(LevelSeed) +
           (quick ? "; tst_levels makes them again and compares, so do not edit by hand"
                  : "; tst_levels checks every level against the engine (the search takes minutes), so do not edit by hand");
}

std::vector<std::string> ladderVariants(const PuzzleType& type)
{
    if (const auto own = ownLadders(type.id); !own.empty()) {
        std::vector<std::string> keys;
        for (const OwnLadder& ladder : own)
            keys.emplace_back(ladder.key);
        return keys;
    }
    std::vector<std::string> variants = type.variants();
    std::erase_if(variants, [&type](const std::string& variant) {
        return std::find(CountingVariants.begin(), CountingVariants.end(), std::pair(type.id, std::string_view(variant))) !=
               CountingVariants.end();
    });
    if (variants.empty())
        variants.emplace_back();
    return variants;
}

std::optional<Ladder> climbLadder(std::unique_ptr<AnyPuzzle> start, int top, Ladder ladder, std::mt19937_64& random,
                                  const SearchControl& control, const InstanceRedraw& redraw)
{
    Drawn instance{std::move(start), top};
    std::set<std::string> used;
    int floor = 0;
    for (const int planned : plannedPars(std::min(FirstPar, top), top)) {
        int par = std::max(planned, floor);
        int fresh = 0;
        std::string gameId;
        while (gameId.empty()) {
            for (int draw = 0; draw < StartDraws && gameId.empty(); ++draw) {
                const auto state = instance.puzzle->randomState(par, random, control);
                if (!state) {
                    if (control.stopRequested())
                        return std::nullopt;
                    break;
                }
                std::string id = formatGameId(*instance.puzzle, *state);
                if (!used.contains(id))
                    gameId = std::move(id);
            }
            if (!gameId.empty())
                break;
            // Every start at this par is taken (a small board, or the few starts a move or two out):
            // a new instance where New game draws one, else one move further.
            if (redraw && fresh < FreshInstances) {
                ++fresh;
                bool none = false;
                auto next = redraw(par, &none);
                if (!next && !none)
                    return std::nullopt;
                if (next)
                    instance = Drawn{std::move(next), instance.hardest};
                continue;
            }
            if (par >= top)
                return std::nullopt;
            ++par;
            fresh = 0;
        }
        used.insert(gameId);
        ladder.levels.push_back(Level{int(ladder.levels.size()) + 1, par, std::move(gameId), {}});
        floor = par;
    }
    return ladder;
}

std::optional<Ladder> makeLadder(const PuzzleType& type, const std::string& variant, std::uint64_t seed,
                                 const SearchControl& control)
{
    if (const OwnLadder* own = findOwnLadder(type.id, variant))
        return own->make(seed, control);
    std::mt19937_64 random(mix(mix(seed, type.id), variant));
    bool none = false;
    auto instance = drawInstance(type, variant, 1, random, control, &none);
    if (!instance)
        return std::nullopt;
    int top = instance->hardest;
    if (instance->puzzle->abilities().distance == DistanceBy::Search)
        top = std::min(top, SearchedTopPar);
    InstanceRedraw redraw;
    if (!type.newGameKeepsInstance)
        redraw = [&](int atLeast, bool* none) -> std::unique_ptr<AnyPuzzle> {
            auto next = drawInstance(type, variant, atLeast, random, control, none);
            return next ? std::move(next->puzzle) : nullptr;
        };
    return climbLadder(std::move(instance->puzzle), top, Ladder{std::string(type.id), variant, {}}, random, control,
                       redraw);
}

} // namespace minimoves::levels
