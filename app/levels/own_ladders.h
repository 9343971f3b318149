// A puzzle's own ladders: ladders made by a rule of their own rather than one per variant by
// makeLadder's draws — Huarong Dao's classic layouts and its search over every layout of the
// standard piece set, Rush Hour's search of random layouts (docs/DAILY.md, "The level ladders").
// A puzzle with own ladders has only those. Their levels may be of any of the puzzle's variants
// (each its own instance), and a level whose game is one of the puzzle's named layouts carries that
// name (Level::name: a classic layout's id; layoutNames() gives it in both languages).
#pragma once

#include "levels/ladder.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace minimoves {
struct SearchControl;
}

namespace minimoves::levels {

struct OwnLadder {
    std::string_view key; // the ladder line's name: "classic", "searched"
    std::optional<Ladder> (*make)(std::uint64_t seed, const SearchControl& control);
    // tst_levels makes a quick ladder again and compares it whole; one whose search takes longer
    // (minutes, all of them in make-levels) it checks level by level against the engine instead.
    bool quick = true;
};

std::span<const OwnLadder> ownLadders(std::string_view puzzle);
const OwnLadder* findOwnLadder(std::string_view puzzle, std::string_view key);

// A named layout's names, the English and the Chinese one (empty when `name` names none).
struct LayoutNames {
    std::string_view english;
    std::string_view chinese;
};
LayoutNames layoutNames(std::string_view puzzle, std::string_view name);

// The ladders themselves (huarong_ladders.cpp, rush_hour_ladder.cpp).
std::optional<Ladder> huarongClassicLadder(std::uint64_t seed, const SearchControl& control);
std::optional<Ladder> huarongSearchedLadder(std::uint64_t seed, const SearchControl& control);
std::optional<Ladder> rushHourSearchedLadder(std::uint64_t seed, const SearchControl& control);

} // namespace minimoves::levels
