// The eight corners of a cube-shaped twisty puzzle (the Pocket Cube's, the Skewb's) read off its
// stickers: which piece sits at each corner and how far it is twisted. Positions and pieces are
// numbered as Kociemba's solvers do: 0 URF, 1 UFL, 2 ULB, 3 UBR, 4 DFR, 5 DLF, 6 DBL, 7 DRB; a
// corner's stickers are listed clockwise from its U or D sticker, and its twist is where the
// piece's own U or D colour sits in that list (0 at home).
#pragma once

#include "core/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace minimoves {

inline constexpr int CubeCornerCount = 8;
inline constexpr std::array<std::string_view, CubeCornerCount> cubeCornerNames{"URF", "UFL", "ULB", "UBR",
                                                                              "DFR", "DLF", "DBL", "DRB"};
// Each corner's three stickers (places in the text, from 0), clockwise from its U or D sticker.
using CornerStickers = std::array<std::array<std::uint8_t, 3>, CubeCornerCount>;

struct CubeCorners {
    std::array<std::uint8_t, CubeCornerCount> piece{0, 1, 2, 3, 4, 5, 6, 7};
    std::array<std::uint8_t, CubeCornerCount> twist{};
    bool operator==(const CubeCorners&) const = default;
};

// `corners` after `move` (a turn's effect on the solved puzzle, read back with readCubeCorners).
inline CubeCorners composeCorners(const CubeCorners& corners, const CubeCorners& move)
{
    CubeCorners next;
    for (std::size_t p = 0; p < CubeCornerCount; ++p) {
        next.piece[p] = corners.piece[move.piece[p]];
        next.twist[p] = std::uint8_t((corners.twist[move.piece[p]] + move.twist[p]) % 3);
    }
    return next;
}

// Reads the corners of `text`, whose colours are those of `solved` (the same length). The error
// says which corner and which letters: a corner whose stickers, read clockwise, are no piece's
// colours (a mirrored corner), or the same piece twice.
inline Parsed<CubeCorners> readCubeCorners(std::string_view text, std::string_view solved, const CornerStickers& at)
{
    CubeCorners corners;
    std::array<int, CubeCornerCount> seenAt{};
    seenAt.fill(-1);
    for (std::size_t p = 0; p < CubeCornerCount; ++p) {
        const auto& here = at[p];
        const std::array<char, 3> shown{text[here[0]], text[here[1]], text[here[2]]};
        int piece = -1;
        int twist = 0;
        for (std::size_t c = 0; c < CubeCornerCount && piece < 0; ++c)
            for (std::size_t t = 0; t < 3 && piece < 0; ++t)
                if (shown[t] == solved[at[c][0]] && shown[(t + 1) % 3] == solved[at[c][1]] &&
                    shown[(t + 2) % 3] == solved[at[c][2]]) {
                    piece = int(c);
                    twist = int(t);
                }
        const std::string where = "the corner at " + std::string(cubeCornerNames[p]) + " (letters " +
                                  std::to_string(here[0] + 1) + ", " + std::to_string(here[1] + 1) + " and " +
                                  std::to_string(here[2] + 1) + ")";
        if (piece < 0)
            return parseError(where + " shows " + shown[0] + ", " + shown[1] + ", " + shown[2] +
                              " clockwise, which no corner has");
        if (seenAt[std::size_t(piece)] >= 0)
            return parseError(where + " is the " + std::string(cubeCornerNames[std::size_t(piece)]) +
                              " corner, already at " + std::string(cubeCornerNames[std::size_t(seenAt[std::size_t(piece)])]));
        seenAt[std::size_t(piece)] = int(p);
        corners.piece[p] = std::uint8_t(piece);
        corners.twist[p] = std::uint8_t(twist);
    }
    return corners;
}

// The text's letters: `colours` only, each on exactly `each` stickers of `size`; "" or the error.
inline std::string checkColours(std::string_view text, std::string_view what, std::size_t size,
                                std::string_view colours, int each)
{
    if (text.size() != size)
        return "a " + std::string(what) + " is " + std::to_string(size) + " letters, got " + std::to_string(text.size());
    std::array<int, 256> counts{};
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (colours.find(text[i]) == std::string_view::npos) {
            std::string listed;
            for (char c : colours) {
                if (!listed.empty())
                    listed += ' ';
                listed += c;
            }
            return "letter " + std::to_string(i + 1) + " '" + std::string(1, text[i]) + "' is not a colour (" + listed + ")";
        }
        ++counts[static_cast<unsigned char>(text[i])];
    }
    for (char c : colours)
        if (counts[static_cast<unsigned char>(c)] != each)
            return "colour " + std::string(1, c) + " is on " + std::to_string(counts[static_cast<unsigned char>(c)]) +
                   " stickers, " + std::to_string(each) + " needed";
    return {};
}

} // namespace minimoves
