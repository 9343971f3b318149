// Rolling Cubes (UVA 1604 "Cubic Eight-Puzzle", also POJ 3131 / AOJ 1268): eight cubes and one
// gap on a 3x3 board.
//
// Cells are numbered in reading order; the contest's cell (x, y) (x = column, y = row, both 1..3,
// row 1 on top) is cell 3 * (y - 1) + (x - 1):
//     0 1 2
//     3 4 5
//     6 7 8
// A cube's opposite faces share a colour, so a cube shows three colours: one on top (and bottom),
// one on the x axis (west and east faces), one on the y axis (north and south faces); six
// orientations. At the standard start all eight cubes show White on top, Blue on x, Red on y.
// A move rolls a cube beside the gap into the gap over their shared bottom edge: a roll along x
// (the cube changes column) swaps its top and x colours, a roll along y swaps its top and y colours.
//
// Moves, in tie-breaking order L < R < U < D, name the side of the gap the cube comes FROM
// (L: the cube left of the gap rolls right into it; U: the cube above the gap rolls down into it).
// The game's arrow keys move a cube the arrow's way, as in sliding puzzles: Right plays L, Down
// plays U. A move with no cube on that side leaves the board unchanged; canRoll() tells which are
// real.
//
// States: the gap cell and the orientations of the eight cubes (the cubes are identical, so their
// identities are not tracked): 9 x 6^8 = 15,116,544, ranked
//     rank = gap * 6^8 + sum_k orientation_k * 6^k,
// k = 0..7 running over the cube cells in reading order, skipping the gap. The standard start with
// its gap at cell g has rank g * 6^8.
// A goal is a pattern of top colours and the gap; 2^8 = 256 states match one pattern (each cube
// may show either remaining colour on x). Patterns are ranked gap * 3^8 + sum_k top_k * 3^k
// (59,049 patterns).
//
// Text forms (no spaces, no ':'):
//   - a pattern (the instance): 9 letters W, B, R or E (the gap, exactly one) in reading order,
//     e.g. "WBWBREWBR" (the contest's three rows written one after another);
//   - a board (the state): 9 characters in reading order, 'E' for the gap and one letter per cube:
//     its top colour, upper case when the x axis shows the first of the two remaining colours in
//     the order W, B, R, lower case otherwise. So 'W' = W top, B on x, R on y (the standard
//     orientation), 'w' = W/R/B, 'B' = B/W/R, 'b' = B/R/W, 'R' = R/W/B, 'r' = R/B/W.
//     The standard start with the gap in the centre is "WWWWEWWWW";
//   - a move: "L", "R", "U" or "D".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace minimoves::rolling_cubes {

enum class Color : std::uint8_t { White, Blue, Red };

// (top, x, y) colours; the index is 2 * top + (1 when x holds the later remaining colour).
enum class Orientation : std::uint8_t { WhiteBlueRed, WhiteRedBlue, BlueWhiteRed, BlueRedWhite, RedWhiteBlue, RedBlueWhite };

inline constexpr int orientationCount = 6;
inline constexpr int cellCount = 9;
inline constexpr std::uint32_t cubeCodeCount = 1679616; // 6^8: the orientations of eight cubes
inline constexpr std::uint32_t topCodeCount = 6561;     // 3^8: the top colours of eight cubes
inline constexpr std::uint64_t boardCount = std::uint64_t(cellCount) * cubeCodeCount;
inline constexpr std::uint32_t patternCount = cellCount * topCodeCount;

constexpr Color topColor(Orientation o) { return Color(int(o) / 2); }
constexpr Color xColor(Orientation o)
{
    constexpr Color x[] = {Color::Blue, Color::Red, Color::White, Color::Red, Color::White, Color::Blue};
    return x[int(o)];
}
constexpr Color yColor(Orientation o) { return Color(3 - int(topColor(o)) - int(xColor(o))); }
constexpr Orientation orientationOf(Color top, Color x)
{
    // The remaining colours of `top` in W, B, R order; x is the first of them or the second.
    const int first = top == Color::White ? int(Color::Blue) : int(Color::White);
    return Orientation(2 * int(top) + (int(x) == first ? 0 : 1));
}
// A roll along x swaps the top and x colours; along y, the top and y colours.
constexpr Orientation rolledAlongX(Orientation o) { return orientationOf(xColor(o), topColor(o)); }
constexpr Orientation rolledAlongY(Orientation o) { return orientationOf(yColor(o), xColor(o)); }

enum class Roll : std::uint8_t { FromLeft, FromRight, FromAbove, FromBelow };
inline constexpr std::array<Roll, 4> allRolls{Roll::FromLeft, Roll::FromRight, Roll::FromAbove, Roll::FromBelow};

constexpr bool rollsAlongX(Roll roll) { return roll == Roll::FromLeft || roll == Roll::FromRight; }
// The roll that brings the cube back.
constexpr Roll opposite(Roll roll) { return Roll(int(roll) ^ 1); }
// The cell the rolling cube comes from when the gap is at `gap`, or -1 when there is none.
constexpr int sourceCell(int gap, Roll roll)
{
    switch (roll) {
    case Roll::FromLeft: return gap % 3 != 0 ? gap - 1 : -1;
    case Roll::FromRight: return gap % 3 != 2 ? gap + 1 : -1;
    case Roll::FromAbove: return gap >= 3 ? gap - 3 : -1;
    case Roll::FromBelow: return gap <= 5 ? gap + 3 : -1;
    }
    return -1;
}

// A position: the gap and each cell's cube. cells[gap] is always WhiteBlueRed (a placeholder) so
// that == compares positions.
struct Board {
    std::uint8_t gap = 4;
    std::array<Orientation, cellCount> cells{};
    bool operator==(const Board&) const = default;
};

constexpr Board standardStart(int gap) { return Board{std::uint8_t(gap), {}}; }

constexpr bool canRoll(const Board& board, Roll roll) { return sourceCell(board.gap, roll) >= 0; }
// The roll that moves the cube at `cell` into the gap (a click on a cube), if it is beside the gap.
constexpr std::optional<Roll> rollOfCell(const Board& board, int cell)
{
    for (Roll roll : allRolls)
        if (sourceCell(board.gap, roll) == cell)
            return roll;
    return std::nullopt;
}

constexpr Board rollCube(const Board& board, Roll roll)
{
    const int from = sourceCell(board.gap, roll);
    if (from < 0)
        return board;
    Board next = board;
    const Orientation cube = board.cells[from];
    next.cells[board.gap] = rollsAlongX(roll) ? rolledAlongX(cube) : rolledAlongY(cube);
    next.cells[from] = Orientation::WhiteBlueRed;
    next.gap = std::uint8_t(from);
    return next;
}

// A goal: the gap and the top colour of every other cell (top[gap] is White, a placeholder).
struct Pattern {
    std::uint8_t gap = 4;
    std::array<Color, cellCount> top{};
    bool operator==(const Pattern&) const = default;
};

constexpr bool matches(const Board& board, const Pattern& pattern)
{
    if (board.gap != pattern.gap)
        return false;
    for (int c = 0; c < cellCount; ++c)
        if (c != board.gap && topColor(board.cells[c]) != pattern.top[c])
            return false;
    return true;
}

constexpr std::uint64_t rankBoard(const Board& board)
{
    std::uint64_t code = 0;
    for (int c = cellCount - 1; c >= 0; --c)
        if (c != board.gap)
            code = code * orientationCount + std::uint64_t(board.cells[c]);
    return std::uint64_t(board.gap) * cubeCodeCount + code;
}

constexpr Board unrankBoard(std::uint64_t rank)
{
    Board board;
    board.gap = std::uint8_t(rank / cubeCodeCount);
    std::uint64_t code = rank % cubeCodeCount;
    for (int c = 0; c < cellCount; ++c) {
        if (c == board.gap)
            continue;
        board.cells[c] = Orientation(code % orientationCount);
        code /= orientationCount;
    }
    return board;
}

constexpr std::uint32_t rankPattern(const Pattern& pattern)
{
    std::uint32_t code = 0;
    for (int c = cellCount - 1; c >= 0; --c)
        if (c != pattern.gap)
            code = code * 3 + std::uint32_t(pattern.top[c]);
    return pattern.gap * topCodeCount + code;
}

constexpr Pattern unrankPattern(std::uint32_t rank)
{
    Pattern pattern;
    pattern.gap = std::uint8_t(rank / topCodeCount);
    std::uint32_t code = rank % topCodeCount;
    for (int c = 0; c < cellCount; ++c) {
        if (c == pattern.gap)
            continue;
        pattern.top[c] = Color(code % 3);
        code /= 3;
    }
    return pattern;
}

constexpr Pattern patternOf(const Board& board)
{
    Pattern pattern;
    pattern.gap = board.gap;
    for (int c = 0; c < cellCount; ++c)
        if (c != board.gap)
            pattern.top[c] = topColor(board.cells[c]);
    return pattern;
}

// The rules of one game: the pattern to reach (the Puzzle concept of solvers/core).
class RollingCubes {
public:
    using State = Board;
    using Move = Roll;

    explicit RollingCubes(Pattern target = {}) : m_target(target) {}

    const Pattern& target() const { return m_target; }
    const std::array<Roll, 4>& moves() const { return allRolls; }
    Board apply(const Board& board, Roll roll) const { return rollCube(board, roll); }
    bool isSolved(const Board& board) const { return matches(board, m_target); }
    static constexpr std::uint64_t stateCount() { return boardCount; }
    static std::uint64_t rank(const Board& board) { return rankBoard(board); }
    static Board unrank(std::uint64_t rank) { return unrankBoard(rank); }

private:
    Pattern m_target;
};

char colorLetter(Color color);
char rollLetter(Roll roll);
std::optional<Roll> parseRoll(std::string_view text);
std::string patternText(const Pattern& pattern);
// Reads 9 letters W/B/R/E with exactly one E; the error says what is wrong and where.
std::optional<Pattern> parsePattern(std::string_view text, std::string* error = nullptr);
std::string boardText(const Board& board);
std::optional<Board> parseBoard(std::string_view text, std::string* error = nullptr);

} // namespace minimoves::rolling_cubes
