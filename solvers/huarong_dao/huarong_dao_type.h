// Huarong Dao behind the AnyPuzzle facade, and its command-line format (docs/RULES.md).
//
// One game: a piece set and the component of a start layout (sliding_blocks/component_puzzle.h);
// its instance text is the start layout ("VCCV/VCCV/VHHV/VSSV/S..S"). The variants are the classic
// layouts' ids (classic_layouts.h), 横刀立马 first and by default.
#pragma once

#include "huarong_dao/huarong_dao.h"
#include "sliding_blocks/component_puzzle.h"

#include <iosfwd>
#include <memory>

namespace minimoves::huarong_dao {

class HuarongDaoGame final : public sliding_blocks::ComponentPuzzle<HuarongDao> {
public:
    // The game of `start` (a layout parseLayout accepted), under `rule`.
    explicit HuarongDaoGame(Position start, MoveRule rule = MoveRule::AnyPath);

    std::string_view id() const override { return "huarong-dao"; }
    // "b4-c5" read at once (a saved game reads every move of its history), not by a search of the
    // 380 moves' texts.
    std::optional<int> parseMove(std::string_view text) const override;
};

// The classic layout of that id, or of that layout text; nullptr when there is none.
const struct ClassicLayout* findClassicLayout(std::string_view idOrLayout);

PuzzleType puzzleType();
// N, then N positions of 5 row tokens each.
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::huarong_dao
