// Ball Grid (GDOI 2008 "彩球游戏"; docs/RULES.md §5): N rows x M columns of balls, each red, blue or
// green, to be brought to a target grid.
//
// Cells: ball (i, j) is 1-based, row 1 on top, column 1 on the left; its cell number is
// k = (i - 1) * M + (j - 1), row by row. 1 <= N, M and N * M <= 16.
// Moves: every ball (i, j) with i >= 2 and j >= 2 is the bottom-right ball of one 2x2 block, on
// which two ops act:
//   turn     the block turns clockwise: top-left -> top-right -> bottom-right -> bottom-left ->
//            top-left (undone by three turns);
//   recolour its four balls change R -> B -> G -> R (undone by two recolours).
// moves() lists 2 (N - 1)(M - 1) moves: balls row by row, left to right, and for each ball the turn
// before the recolour; that order breaks ties between optimal moves. A 1-wide board has no move.
// States: 3^(N*M) grids (3^16 = 43,046,721). A grid is held packed, two bits a cell (cell k in bits
// 2k, 2k+1: R = 0, B = 1, G = 2), and ranked in base 3: rank = sum of colour(k) * 3^k, so the
// all-red grid has rank 0 (the target's rank is whatever its colours make).
// Text forms: a grid is its N*M letters R, B, G row by row ("RBGGRB" for 2x3); an instance is
// "NxM/" and the target's rows separated by '/' ("2x3/RBG/GRB"); a move is "R" (turn, the
// contest's op 1) or "C" (recolour, op 2) then the row and column digits of the block's
// bottom-right ball ("R23", "C44").
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::ball_grid {

enum class Color : std::uint8_t { Red, Blue, Green };
enum class Op : std::uint8_t { Turn, Recolor };

inline constexpr int MaxBalls = 16;

// A grid of at most 16 balls, two bits a ball (see the header comment); bits above the board are 0.
struct Grid {
    std::uint32_t bits = 0;
    bool operator==(const Grid&) const = default;
};

// One move: the op on the block whose bottom-right ball is (row, column), 1-based.
struct Move {
    std::uint8_t row = 2;
    std::uint8_t column = 2;
    Op op = Op::Turn;
    bool operator==(const Move&) const = default;
};

namespace detail {

// Base-3 value of 8 packed cells (16 bits), and back: two look-ups rank or unrank a grid.
struct RankTables {
    std::array<std::uint32_t, 65536> rankOfHalf{};
    std::array<std::uint16_t, 6561> halfOfRank{};
};

constexpr RankTables makeRankTables()
{
    RankTables t;
    for (std::uint32_t r = 0; r < 6561; ++r) {
        std::uint32_t packed = 0;
        std::uint32_t rest = r;
        for (int k = 0; k < 8; ++k) {
            packed |= (rest % 3) << (2 * k);
            rest /= 3;
        }
        t.halfOfRank[r] = std::uint16_t(packed);
        t.rankOfHalf[packed] = r; // two-bit fields of 3 are never looked up
    }
    return t;
}

inline constexpr RankTables rankTables = makeRankTables();

} // namespace detail

constexpr std::uint64_t power3(int n)
{
    std::uint64_t p = 1;
    for (int i = 0; i < n; ++i)
        p *= 3;
    return p;
}

inline std::uint32_t rankGrid(Grid grid)
{
    return detail::rankTables.rankOfHalf[grid.bits & 0xFFFF] + 6561u * detail::rankTables.rankOfHalf[grid.bits >> 16];
}

inline Grid unrankGrid(std::uint32_t rank)
{
    return Grid{detail::rankTables.halfOfRank[rank % 6561] |
                (std::uint32_t(detail::rankTables.halfOfRank[rank / 6561]) << 16)};
}

inline Color colorAt(Grid grid, int cell) { return Color((grid.bits >> (2 * cell)) & 3); }
inline Grid withColor(Grid grid, int cell, Color color)
{
    grid.bits = (grid.bits & ~(3u << (2 * cell))) | (std::uint32_t(color) << (2 * cell));
    return grid;
}

// What one move does, precomputed: the block's cells and the mask of their low bits.
struct Block {
    std::uint8_t topLeft, topRight, bottomRight, bottomLeft; // cell numbers
    std::uint32_t lowBits;                                   // bit 2k of each of the four cells
};

inline Block blockOf(int columns, int row, int column)
{
    const int bottomRight = (row - 1) * columns + (column - 1);
    Block b{std::uint8_t(bottomRight - columns - 1), std::uint8_t(bottomRight - columns),
            std::uint8_t(bottomRight), std::uint8_t(bottomRight - 1), 0};
    for (int cell : {b.topLeft, b.topRight, b.bottomRight, b.bottomLeft})
        b.lowBits |= 1u << (2 * cell);
    return b;
}

// The clockwise turn: the ball at top-left goes to top-right, and so on round the block.
inline Grid turnClockwise(Grid grid, const Block& b)
{
    const std::uint32_t s = grid.bits;
    const std::uint32_t tl = (s >> (2 * b.topLeft)) & 3, tr = (s >> (2 * b.topRight)) & 3;
    const std::uint32_t br = (s >> (2 * b.bottomRight)) & 3, bl = (s >> (2 * b.bottomLeft)) & 3;
    const std::uint32_t kept = s & ~(b.lowBits * 3);
    return Grid{kept | (bl << (2 * b.topLeft)) | (tl << (2 * b.topRight)) | (tr << (2 * b.bottomRight)) |
                (br << (2 * b.bottomLeft))};
}

inline Grid turnCounterClockwise(Grid grid, const Block& b)
{
    const std::uint32_t s = grid.bits;
    const std::uint32_t tl = (s >> (2 * b.topLeft)) & 3, tr = (s >> (2 * b.topRight)) & 3;
    const std::uint32_t br = (s >> (2 * b.bottomRight)) & 3, bl = (s >> (2 * b.bottomLeft)) & 3;
    const std::uint32_t kept = s & ~(b.lowBits * 3);
    return Grid{kept | (tr << (2 * b.topLeft)) | (br << (2 * b.topRight)) | (bl << (2 * b.bottomRight)) |
                (tl << (2 * b.bottomLeft))};
}

// R (00) -> B (01) -> G (10) -> R on all four cells at once: the new low bit is set where the
// cell was red, the new high bit where it was blue.
inline Grid recolorForward(Grid grid, const Block& b)
{
    const std::uint32_t low = grid.bits & b.lowBits;
    const std::uint32_t high = (grid.bits >> 1) & b.lowBits;
    const std::uint32_t wasRed = ~(low | high) & b.lowBits;
    return Grid{(grid.bits & ~(b.lowBits * 3)) | wasRed | (low << 1)};
}

// G -> B -> R -> G: the new low bit where the cell was green, the new high bit where it was red.
inline Grid recolorBackward(Grid grid, const Block& b)
{
    const std::uint32_t low = grid.bits & b.lowBits;
    const std::uint32_t high = (grid.bits >> 1) & b.lowBits;
    const std::uint32_t wasRed = ~(low | high) & b.lowBits;
    return Grid{(grid.bits & ~(b.lowBits * 3)) | high | (wasRed << 1)};
}

// The rules of one game: the board's size and the grid to reach.
class BallGrid {
public:
    using State = Grid;
    using Move = ball_grid::Move;

    // Requires 1 <= rows, columns and rows * columns <= MaxBalls (makeBallGrid checks it).
    BallGrid(int rows, int columns, Grid target);

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    int ballCount() const { return m_rows * m_columns; }
    Grid target() const { return m_target; }

    const std::vector<Move>& moves() const { return m_moves; }
    // One block a ball that picks one: blocks()[b] is acted on by moves()[2b] (turn) and
    // moves()[2b + 1] (recolour).
    const std::vector<Block>& blocks() const { return m_blocks; }
    // The index in moves() of the op on the block whose bottom-right ball is (row, column); -1 when
    // that ball is in the top row or the left column (it picks no block).
    int moveIndex(int row, int column, Op op) const;
    Block block(const Move& move) const { return blockOf(m_columns, move.row, move.column); }

    Grid apply(Grid grid, const Move& move) const
    {
        const Block b = block(move);
        return move.op == Op::Turn ? turnClockwise(grid, b) : recolorForward(grid, b);
    }
    Grid undo(Grid grid, const Move& move) const
    {
        const Block b = block(move);
        return move.op == Op::Turn ? turnCounterClockwise(grid, b) : recolorBackward(grid, b);
    }
    bool isSolved(Grid grid) const { return grid == m_target; }
    std::uint64_t stateCount() const { return power3(ballCount()); }
    static std::uint64_t rank(Grid grid) { return rankGrid(grid); }
    static Grid unrank(std::uint64_t rank) { return unrankGrid(std::uint32_t(rank)); }

    Color color(Grid grid, int row, int column) const { return colorAt(grid, (row - 1) * m_columns + (column - 1)); }

private:
    int m_rows;
    int m_columns;
    Grid m_target;
    std::vector<Move> m_moves;
    std::vector<Block> m_blocks;
};

char colorLetter(Color color);
std::optional<Color> parseColor(char letter);
// The N*M letters row by row.
std::string gridText(const BallGrid& rules, Grid grid);
// Exactly rows * columns letters R, B, G; the error says what is wrong and where.
std::optional<Grid> parseGrid(std::string_view text, int rows, int columns, std::string* error = nullptr);
// "R23" / "C23".
std::string moveText(const Move& move);
// "NxM/row/row/...".
std::string instanceText(const BallGrid& rules);
std::optional<BallGrid> parseInstance(std::string_view text, std::string* error = nullptr);
// Checks a board size: an empty string when it is allowed, else why not.
std::string sizeProblem(long long rows, long long columns);

} // namespace minimoves::ball_grid
