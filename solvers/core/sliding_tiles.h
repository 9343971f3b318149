// Sliding tiles: the rules the Eight Puzzle (eight_puzzle/, 3x3) and the Fifteen Puzzle
// (fifteen_puzzle/, 4x4 and its smaller frames) share, once (docs/RULES.md §6, §7).
//
// Tiles 1..n-1 and a blank (0) in a frame of width x height cells, numbered in reading order; a
// board lists the tile in every cell (its first width x height entries). A move swaps the blank
// with the tile beside it on one side; it is named by that side, seen from the blank, so the blank
// travels the move's way: Down (the tile below), Left, Right, Up. allSlides lists them in the
// contests' tie-breaking order D < L < R < U. A move towards the edge is blocked and leaves the
// board unchanged (canSlide tells which are real).
//
// The letters: the Eight Puzzle's contest writes them small ("d", "l", "r", "u"), the Fifteen
// Puzzle's capital ("D", "L", "R", "U"); each reads only its own.
//
// Solvability: a board reaches the goal (tile t in cell t - 1, the blank last) exactly when its
// inversions (pairs of tiles, the blank skipped, in the wrong order in reading order) are even on a
// frame of odd width; on an even width the blank's row counts too: inversions plus the blank's row
// counted from the bottom (1 to height) must be odd. A move along a row keeps the order of the
// tiles; one across rows passes the tile over width - 1 others, changing the inversions' parity
// exactly when the width is even, as the blank's row changes by one.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace minimoves::sliding {

inline constexpr std::uint8_t blankTile = 0;

// A frame of width x height cells.
struct Frame {
    int width = 0;
    int height = 0;
    constexpr int cells() const { return width * height; }
    bool operator==(const Frame&) const = default;
};

// The side of the blank whose tile swaps with it, in tie-breaking order D < L < R < U.
enum class Slide : std::uint8_t { Down, Left, Right, Up };
inline constexpr std::array<Slide, 4> allSlides{Slide::Down, Slide::Left, Slide::Right, Slide::Up};

// The move that brings the blank back.
constexpr Slide opposite(Slide slide)
{
    constexpr Slide back[] = {Slide::Up, Slide::Right, Slide::Left, Slide::Down};
    return back[int(slide)];
}

// How a contest writes the moves.
enum class Letters { Small, Capital };

constexpr char slideLetter(Slide slide, Letters letters)
{
    constexpr char small[] = {'d', 'l', 'r', 'u'};
    const char letter = small[int(slide)];
    return letters == Letters::Small ? letter : char(letter - 'a' + 'A');
}

// One letter in `letters`' case; nothing else reads.
constexpr std::optional<Slide> parseSlide(std::string_view text, Letters letters)
{
    for (Slide slide : allSlides)
        if (text.size() == 1 && text[0] == slideLetter(slide, letters))
            return slide;
    return std::nullopt;
}

// The cell the blank moves to from `blank`, or -1 when that side is off the board.
constexpr int targetCell(Frame frame, int blank, Slide slide)
{
    switch (slide) {
    case Slide::Down: return blank + frame.width < frame.cells() ? blank + frame.width : -1;
    case Slide::Left: return blank % frame.width != 0 ? blank - 1 : -1;
    case Slide::Right: return blank % frame.width != frame.width - 1 ? blank + 1 : -1;
    case Slide::Up: return blank >= frame.width ? blank - frame.width : -1;
    }
    return -1;
}

// The blank's cell, or -1 when the board has none.
template <std::size_t N>
constexpr int blankCell(Frame frame, const std::array<std::uint8_t, N>& cells)
{
    for (int c = 0; c < frame.cells(); ++c)
        if (cells[std::size_t(c)] == blankTile)
            return c;
    return -1;
}

template <std::size_t N>
constexpr bool canSlide(Frame frame, const std::array<std::uint8_t, N>& cells, Slide slide)
{
    const int blank = blankCell(frame, cells);
    return blank >= 0 && targetCell(frame, blank, slide) >= 0;
}

// The move that swaps the blank with the tile at `cell` (a click on a tile), if it is beside the blank.
template <std::size_t N>
constexpr std::optional<Slide> slideOfCell(Frame frame, const std::array<std::uint8_t, N>& cells, int cell)
{
    const int blank = blankCell(frame, cells);
    for (Slide slide : allSlides)
        if (blank >= 0 && targetCell(frame, blank, slide) == cell)
            return slide;
    return std::nullopt;
}

// The board after the move; a blocked move leaves it unchanged.
template <std::size_t N>
constexpr std::array<std::uint8_t, N> slideBlank(Frame frame, const std::array<std::uint8_t, N>& cells, Slide slide)
{
    const int blank = blankCell(frame, cells);
    const int to = blank < 0 ? -1 : targetCell(frame, blank, slide);
    if (to < 0)
        return cells;
    std::array<std::uint8_t, N> next = cells;
    next[std::size_t(blank)] = cells[std::size_t(to)];
    next[std::size_t(to)] = blankTile;
    return next;
}

// Inversions among the tiles in cell order, the blank skipped.
template <std::size_t N>
constexpr int inversions(Frame frame, const std::array<std::uint8_t, N>& cells)
{
    int count = 0;
    for (int i = 0; i < frame.cells(); ++i)
        for (int j = i + 1; j < frame.cells(); ++j)
            if (cells[std::size_t(i)] != blankTile && cells[std::size_t(j)] != blankTile &&
                cells[std::size_t(i)] > cells[std::size_t(j)])
                ++count;
    return count;
}

// Whether the board reaches the goal (the parity rule above); false when it has no blank.
template <std::size_t N>
constexpr bool isSolvable(Frame frame, const std::array<std::uint8_t, N>& cells)
{
    const int blank = blankCell(frame, cells);
    if (blank < 0)
        return false;
    if (frame.width % 2 == 1)
        return inversions(frame, cells) % 2 == 0;
    const int rowFromBottom = frame.height - blank / frame.width;
    return (inversions(frame, cells) + rowFromBottom) % 2 == 1;
}

} // namespace minimoves::sliding
