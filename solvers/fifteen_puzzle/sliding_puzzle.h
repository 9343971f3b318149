// The Fifteen Puzzle (UVa 10181; docs/RULES.md §7) and its smaller analogues: tiles 1..n-1 and a
// blank in a width x height frame (4x4 for the game and the contest; 3x3 and 2x4 for the tests,
// whose every distance a plain BFS can check). At most 16 cells.
//
// Cells are numbered in reading order; on the 4x4 board:
//      0  1  2  3
//      4  5  6  7
//      8  9 10 11
//     12 13 14 15
// A board lists the tile in every cell, 0 for the blank. The goal holds tile t in cell t - 1 and
// the blank in the last cell: 1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _.
// A move swaps the blank with the tile beside it on one side; its letter names that side, seen
// from the blank, so the blank travels the letter's way: 'D' below, 'L' left, 'R' right, 'U'
// above. moves() lists them D, L, R, U, the contest's tie-breaking order: a search that tries them
// in that order finds the lexicographically smallest of the shortest move strings first. A move
// towards the edge is blocked and leaves the board unchanged (canSlide tells which are real).
//
// Solvability: a board reaches the goal exactly when its inversions (pairs of tiles, the blank
// skipped, in the wrong order in reading order) are even on a board of odd width; on an even width
// the blank's row counts too: inversions plus the blank's row counted from the bottom (1 to
// height) must be odd. Half of the n! boards are solvable: 16!/2 = 10,461,394,944,000 on 4x4.
// These rules are the sliding tiles' (core/sliding_tiles.h), shared with the Eight Puzzle: this
// puzzle is their frames with the capital letters.
//
// States: all n! boards, solvable or not, ranked by the Lehmer code of the permutation that puts
// tile t as t - 1 and the blank as n - 1, so the goal has rank 0 (16! < 2^45 fits a rank).
//
// Text forms (no spaces, no ':'): a board is its n cells in reading order, one character each,
// '1'-'9' and 'a'-'f' for the tiles 10-15 and '0' for the blank ("123456789abcdef0" is the 4x4
// goal); a move is "D", "L", "R" or "U".
#pragma once

#include "core/sliding_tiles.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace minimoves::fifteen_puzzle {

inline constexpr int MaxCells = 16;
using sliding::blankTile;

// A frame of width x height cells, 2..16 cells in all, at least 2 each way.
struct Shape {
    int width = 4;
    int height = 4;

    constexpr int cells() const { return width * height; }
    constexpr sliding::Frame frame() const { return {width, height}; }
    constexpr int row(int cell) const { return cell / width; }
    constexpr int column(int cell) const { return cell % width; }
    // Steps between two cells along rows and columns (a tile's Manhattan distance).
    constexpr int distance(int a, int b) const
    {
        const int dr = row(a) - row(b);
        const int dc = column(a) - column(b);
        return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
    }
    // "4x4": width, then height.
    std::string text() const { return std::to_string(width) + "x" + std::to_string(height); }
    bool operator==(const Shape&) const = default;
};

inline constexpr Shape fifteenShape{4, 4};

// Reads "WxH" (2 to 4 each way), as Shape::text writes it.
std::optional<Shape> parseShape(std::string_view text);

struct Board {
    std::array<std::uint8_t, MaxCells> cells{}; // cells[cell] in 0..n-1, 0 = the blank; unused cells 0
    bool operator==(const Board&) const = default;
};

Board goalBoard(Shape shape);

// The moves and the rules of the blank are the sliding tiles' (core/sliding_tiles.h), on the shape's frame.
using sliding::allSlides;
using sliding::opposite;
using sliding::Slide;

int blankCell(Shape shape, const Board& board);
// The cell the blank moves to from `blank`, or -1 when that side is off the board.
constexpr int targetCell(Shape shape, int blank, Slide slide) { return sliding::targetCell(shape.frame(), blank, slide); }
bool canSlide(Shape shape, const Board& board, Slide slide);
// The board after the move; a blocked move leaves it unchanged.
Board slideBlank(Shape shape, const Board& board, Slide slide);

// Inversions among the tiles in cell order, the blank skipped.
int inversions(Shape shape, const Board& board);
bool isSolvable(Shape shape, const Board& board);

std::uint64_t rankBoard(Shape shape, const Board& board);
Board unrankBoard(Shape shape, std::uint64_t rank);

// The rules (the InvertiblePuzzle concept of solvers/core) of one frame; one goal.
class SlidingPuzzle {
public:
    using State = Board;
    using Move = Slide;

    explicit SlidingPuzzle(Shape shape = fifteenShape) : m_shape(shape) {}

    Shape shape() const { return m_shape; }
    const std::array<Slide, 4>& moves() const { return allSlides; }
    Board apply(const Board& board, Slide slide) const { return slideBlank(m_shape, board, slide); }
    // The blank steps back: undoes every real move (on a board no real `slide` can have come to, it
    // is the blocked move's no-op).
    Board undo(const Board& board, Slide slide) const { return slideBlank(m_shape, board, opposite(slide)); }
    bool isSolved(const Board& board) const { return board == goalBoard(m_shape); }
    std::uint64_t stateCount() const;
    std::uint64_t rank(const Board& board) const { return rankBoard(m_shape, board); }
    Board unrank(std::uint64_t rank) const { return unrankBoard(m_shape, rank); }

private:
    Shape m_shape;
};

// The contest's capital letters: "D", "L", "R", "U".
constexpr char slideLetter(Slide slide) { return sliding::slideLetter(slide, sliding::Letters::Capital); }
constexpr std::optional<Slide> parseSlide(std::string_view text) { return sliding::parseSlide(text, sliding::Letters::Capital); }
// One character a cell: "123456789abcdef0" for the 4x4 goal.
std::string boardText(Shape shape, const Board& board);
// Reads boardText's form; the error says what is wrong and where.
std::optional<Board> parseBoard(Shape shape, std::string_view text, std::string* error = nullptr);
// The numbers 0..n-1 as the contest writes them, one per cell in reading order; checks each once.
// The error names the first problem in reading order ("number 5 is 16, not one of 0-15").
std::optional<Board> boardOfNumbers(Shape shape, const std::array<int, MaxCells>& numbers, std::string* error = nullptr);

} // namespace minimoves::fifteen_puzzle
