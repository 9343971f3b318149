// The Ball Grid behind the AnyPuzzle facade, and its contest format (GDOI 2008, docs/RULES.md §5).
#pragma once

#include "ball_grid/ball_grid.h"
#include "core/table_puzzle.h"

#include <iosfwd>

namespace minimoves::ball_grid {

// One game: a board size and a target grid. solve() runs the bidirectional search (nothing to
// prepare); hardestDistance() and randomState() read a full table of distances to the target,
// built by prepare() or on first use, once (up to 43 MB and a couple of seconds for 16 balls).
class BallGridPuzzle final : public TablePuzzle<BallGrid> {
public:
    explicit BallGridPuzzle(BallGrid rules);

    std::string_view id() const override { return "ball-grid"; }
    std::string variant() const override
    {
        return std::to_string(m_rules.rows()) + 'x' + std::to_string(m_rules.columns());
    }
    std::string instanceText() const override;
    std::string moveText(int move) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    // The grid from which playing every move once, in moves() order, reaches the target.
    StateRank initialState() const override;

    bool prepare(const SearchControl& control) const override;
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;
    std::optional<int> hardestDistance(const SearchControl& control) const override;
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                         const SearchControl& control) const override;
    // The goal table's layer sizes (built here if New game has not built it yet: a 4x4's takes
    // a second or two): the grids of other colour counts cannot reach the target and are not counted.
    std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const override;

    // For a board: the size, a ball's colour, and a move's block and op.
    int rows() const { return m_rules.rows(); }
    int columns() const { return m_rules.columns(); }
    Color color(StateRank state, int row, int column) const
    {
        return m_rules.color(BallGrid::unrank(state), row, column);
    }
    Move move(int index) const { return m_rules.moves()[std::size_t(index)]; }
    // -1 when the ball picks no block (top row or left column).
    int moveIndex(int row, int column, Op op) const { return m_rules.moveIndex(row, column, op); }

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
};

// Board sizes a new game offers: "2x2" up to "4x4" and the other shapes of at most 16 balls with
// at least 2 rows and 2 columns, by number of balls, then rows.
std::vector<std::string> boardSizes();

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The same cases as games of their sizes, each handed to `onCase` as it is read
// (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::ball_grid
