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
// These rules are the sliding tiles' (core/sliding_tiles.h), shared with the Fifteen Puzzle: this
// puzzle is their 3x3 frame with the small letters.
//
// States: all 9! = 362,880 boards, solvable or not, ranked by the Lehmer code of the permutation
// that puts tile t as t - 1 and the blank as 8, so the goal has rank 0.
//
// Text forms (no spaces, no ':'):
//   - a board: its 9 cells in reading order, '1'-'8' and 'x', e.g. "12345678x" (the goal);
//   - a move: "d", "l", "r" or "u".
#pragma once

#include "core/ranking.h"
#include "core/sliding_tiles.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace minimoves::eight_puzzle {

inline constexpr int cellCount = 9;
using sliding::blankTile;
inline constexpr sliding::Frame frame{3, 3};

struct Board {
    std::array<std::uint8_t, cellCount> cells{}; // cells[cell] in 0..8, 0 = the blank
    bool operator==(const Board&) const = default;
};

constexpr Board goalBoard() { return Board{{1, 2, 3, 4, 5, 6, 7, 8, blankTile}}; }

// The moves and the rules of the blank are the sliding tiles' (core/sliding_tiles.h), on 3x3.
using sliding::allSlides;
using sliding::opposite;
using sliding::Slide;

constexpr int blankCell(const Board& board) { return sliding::blankCell(frame, board.cells); }
// The cell the blank moves to from `blank`, or -1 when that side is off the board.
constexpr int targetCell(int blank, Slide slide) { return sliding::targetCell(frame, blank, slide); }
constexpr bool canSlide(const Board& board, Slide slide) { return sliding::canSlide(frame, board.cells, slide); }
// The move that swaps the blank with the tile at `cell` (a click on a tile), if it is beside the blank.
constexpr std::optional<Slide> slideOfCell(const Board& board, int cell)
{
    return sliding::slideOfCell(frame, board.cells, cell);
}
// The board after the move; a blocked move leaves it unchanged.
constexpr Board slideBlank(const Board& board, Slide slide) { return Board{sliding::slideBlank(frame, board.cells, slide)}; }
// Inversions among the 8 tiles in cell order, the blank skipped; even exactly for solvable boards.
constexpr int inversions(const Board& board) { return sliding::inversions(frame, board.cells); }
constexpr bool isSolvable(const Board& board) { return sliding::isSolvable(frame, board.cells); }

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

// The contest's small letters: "d", "l", "r", "u".
constexpr char slideLetter(Slide slide) { return sliding::slideLetter(slide, sliding::Letters::Small); }
constexpr std::optional<Slide> parseSlide(std::string_view text) { return sliding::parseSlide(text, sliding::Letters::Small); }
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
