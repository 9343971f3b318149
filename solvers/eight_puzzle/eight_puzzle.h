// Eight Puzzle (HDU 1043 / POJ 1077; docs/RULES.md §6): tiles 1-8 and a blank on a 3x3 board.
//
// Cells are numbered in reading order:
//     0 1 2
//     3 4 5
//     6 7 8
// A board lists the tile in every cell, 0 for the blank (written 'x'). The goal reads
// 1 2 3 / 4 5 6 / 7 8 x.
// A move swaps the blank with the tile beside it on one side; its letter names that side, seen
// from the blank, so the blank travels the letter's way: 'u' above, 'd' below, 'l' left,
// 'r' right. moves() lists them d, l, r, u: the core plays the first optimal move in that order,
// so the path it reads off the table is the lexicographically smallest shortest move string,
// which is what the contest asks for. A move towards the edge of the board is blocked and leaves
// the board unchanged; canSlide() tells which moves are real.
// Solvability (docs/RULES.md §6): a board reaches the goal exactly when its 8 tiles, read in cell
// order with the blank skipped, have an even number of inversions (181,440 of the 9! boards).
//
// States: all 9! = 362,880 boards, solvable or not, ranked by the Lehmer code of the permutation
// that puts tile t as t - 1 and the blank as 8, so the goal has rank 0.
//
// Text forms (no spaces, no ':'):
//   - a board: its 9 cells in reading order, '1'-'8' and 'x', e.g. "12345678x" (the goal);
//   - a move: "d", "l", "r" or "u".
#pragma once

#include "core/ranking.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace minimoves::eight_puzzle {

inline constexpr int cellCount = 9;
inline constexpr std::uint8_t blankTile = 0;

struct Board {
    std::array<std::uint8_t, cellCount> cells{}; // cells[cell] in 0..8, 0 = the blank
    bool operator==(const Board&) const = default;
};

constexpr Board goalBoard() { return Board{{1, 2, 3, 4, 5, 6, 7, 8, blankTile}}; }

// The side of the blank whose tile swaps with it, in tie-breaking order d < l < r < u.
enum class Slide : std::uint8_t { Down, Left, Right, Up };
inline constexpr std::array<Slide, 4> allSlides{Slide::Down, Slide::Left, Slide::Right, Slide::Up};

// The move that brings the blank back.
constexpr Slide opposite(Slide slide)
{
    constexpr Slide back[] = {Slide::Up, Slide::Right, Slide::Left, Slide::Down};
    return back[int(slide)];
}

constexpr int blankCell(const Board& board)
{
    for (int c = 0; c < cellCount; ++c)
        if (board.cells[c] == blankTile)
            return c;
    return -1;
}

// The cell the blank moves to from `blank`, or -1 when that side is off the board.
constexpr int targetCell(int blank, Slide slide)
{
    switch (slide) {
    case Slide::Down: return blank < 6 ? blank + 3 : -1;
    case Slide::Left: return blank % 3 != 0 ? blank - 1 : -1;
    case Slide::Right: return blank % 3 != 2 ? blank + 1 : -1;
    case Slide::Up: return blank >= 3 ? blank - 3 : -1;
    }
    return -1;
}

constexpr bool canSlide(const Board& board, Slide slide) { return targetCell(blankCell(board), slide) >= 0; }

// The move that swaps the blank with the tile at `cell` (a click on a tile), if it is beside the blank.
constexpr std::optional<Slide> slideOfCell(const Board& board, int cell)
{
    for (Slide slide : allSlides)
        if (targetCell(blankCell(board), slide) == cell)
            return slide;
    return std::nullopt;
}

// The board after the move; a blocked move leaves it unchanged.
constexpr Board slideBlank(const Board& board, Slide slide)
{
    const int blank = blankCell(board);
    const int to = blank < 0 ? -1 : targetCell(blank, slide);
    if (to < 0)
        return board;
    Board next = board;
    next.cells[blank] = board.cells[to];
    next.cells[to] = blankTile;
    return next;
}

// Inversions among the 8 tiles in cell order, the blank skipped; even exactly for solvable boards.
constexpr int inversions(const Board& board)
{
    int count = 0;
    for (int i = 0; i < cellCount; ++i)
        for (int j = i + 1; j < cellCount; ++j)
            if (board.cells[i] != blankTile && board.cells[j] != blankTile && board.cells[i] > board.cells[j])
                ++count;
    return count;
}
constexpr bool isSolvable(const Board& board) { return inversions(board) % 2 == 0; }

constexpr std::uint64_t boardCount = ranking::factorial(cellCount); // 362,880
constexpr std::uint64_t solvableCount = boardCount / 2;             // 181,440

inline std::uint64_t rankBoard(const Board& board)
{
    std::array<std::uint8_t, cellCount> perm;
    for (int c = 0; c < cellCount; ++c)
        perm[c] = board.cells[c] == blankTile ? std::uint8_t(8) : std::uint8_t(board.cells[c] - 1);
    return ranking::rankPermutation(perm);
}

inline Board unrankBoard(std::uint64_t rank)
{
    const auto perm = ranking::unrankPermutation<cellCount>(std::uint32_t(rank));
    Board board;
    for (int c = 0; c < cellCount; ++c)
        board.cells[c] = perm[c] == 8 ? blankTile : std::uint8_t(perm[c] + 1);
    return board;
}

// The rules (the InvertiblePuzzle concept of solvers/core). There is one goal and one instance.
class EightPuzzle {
public:
    using State = Board;
    using Move = Slide;

    const std::array<Slide, 4>& moves() const { return allSlides; }
    Board apply(const Board& board, Slide slide) const { return slideBlank(board, slide); }
    // The board from which `slide` leads to `board`: the blank steps back. It undoes every real
    // move, undo(apply(b, s), s) == b whenever canSlide(b, s); on a board where no real `slide`
    // can have arrived it returns the board itself (a blocked move's no-op). The backward table
    // build only needs every predecessor to be among its answers, which they are.
    Board undo(const Board& board, Slide slide) const { return slideBlank(board, opposite(slide)); }
    bool isSolved(const Board& board) const { return board == goalBoard(); }
    static constexpr std::uint64_t stateCount() { return boardCount; }
    static std::uint64_t rank(const Board& board) { return rankBoard(board); }
    static Board unrank(std::uint64_t rank) { return unrankBoard(rank); }
};

char slideLetter(Slide slide);
std::optional<Slide> parseSlide(std::string_view text);
// "12345678x" for the goal.
std::string boardText(const Board& board);
// The contest's form: the nine cells separated by single spaces, "1 2 3 4 5 6 7 8 x".
std::string boardTokens(const Board& board);
// Reads 9 characters, '1'-'8' and 'x', each once; the error says what is wrong and where.
std::optional<Board> parseBoard(std::string_view text, std::string* error = nullptr);
// Reads the contest's 9 tokens, each "1"-"8" or "x", each once; the error says what is wrong and
// which token (the first problem in reading order). Fewer tokens, where the input ended inside a
// case, are "the input ends after k of the 9 cells" unless one of them is bad already.
std::optional<Board> parseBoard(std::span<const std::string> tokens, std::string* error = nullptr);

} // namespace minimoves::eight_puzzle
