// Magic Board (USACO 3.2 "Magic Squares", Luogu P2730): a 2x4 board of the tiles 1..8.
//
// Cells are numbered clockwise from the top-left, as the contest writes a board:
//     0 1 2 3        top row, left to right
//     7 6 5 4        bottom row, left to right (so the bottom row reads right to left)
// The base board reads 1 2 3 4 5 6 7 8. Moves, in tie-breaking order A < B < C:
//   A swaps the two rows; B shifts both rows one cell right, cyclically; C turns the middle 2x2
//   clockwise. A undoes itself; B and C are undone by three of themselves.
// States: the 8! = 40,320 orders, ranked by their Lehmer code (the base board has rank 0).
// Text forms: a board is its 8 digits in reading order ("12345678"); a move is "A", "B" or "C".
#pragma once

#include "core/ranking.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace minimoves::magic_board {

struct Board {
    std::array<std::uint8_t, 8> tiles{}; // tiles[cell] in 1..8
    bool operator==(const Board&) const = default;
};

enum class Op : std::uint8_t { A, B, C };

constexpr Board baseBoard() { return Board{{1, 2, 3, 4, 5, 6, 7, 8}}; }

// After an op, cell i holds what cell source[op][i] held before.
inline constexpr std::array<std::array<std::uint8_t, 8>, 3> source{{
    {7, 6, 5, 4, 3, 2, 1, 0}, // A: rows swap
    {3, 0, 1, 2, 5, 6, 7, 4}, // B: the right column moves to the left
    {0, 6, 1, 3, 4, 2, 5, 7}, // C: the middle four turn clockwise
}};

constexpr Board applyOp(const Board& board, Op op)
{
    Board next;
    for (int i = 0; i < 8; ++i)
        next.tiles[i] = board.tiles[source[int(op)][i]];
    return next;
}

constexpr Board undoOp(const Board& board, Op op)
{
    Board previous;
    for (int i = 0; i < 8; ++i)
        previous.tiles[source[int(op)][i]] = board.tiles[i];
    return previous;
}

// The rules of one game: the board to reach.
class MagicBoard {
public:
    using State = Board;
    using Move = Op;

    explicit MagicBoard(Board target = baseBoard()) : m_target(target) {}

    const Board& target() const { return m_target; }
    const std::array<Op, 3>& moves() const { return m_moves; }
    Board apply(const Board& board, Op op) const { return applyOp(board, op); }
    Board undo(const Board& board, Op op) const { return undoOp(board, op); }
    bool isSolved(const Board& board) const { return board == m_target; }
    static constexpr std::uint64_t stateCount() { return ranking::factorial(8); }
    static std::uint64_t rank(const Board& board)
    {
        std::array<std::uint8_t, 8> perm;
        for (int i = 0; i < 8; ++i)
            perm[i] = std::uint8_t(board.tiles[i] - 1);
        return ranking::rankPermutation(perm);
    }
    static Board unrank(std::uint64_t rank)
    {
        const auto perm = ranking::unrankPermutation<8>(std::uint32_t(rank));
        Board board;
        for (int i = 0; i < 8; ++i)
            board.tiles[i] = std::uint8_t(perm[i] + 1);
        return board;
    }

private:
    Board m_target;
    std::array<Op, 3> m_moves{Op::A, Op::B, Op::C};
};

std::string boardText(const Board& board);
// Reads 8 digits that are a permutation of 1..8; the error says what is wrong.
std::optional<Board> parseBoard(std::string_view text, std::string* error = nullptr);
char opLetter(Op op);

} // namespace minimoves::magic_board
