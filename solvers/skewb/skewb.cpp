#include "skewb/skewb.h"

#include "core/ranking.h"
#include "core/sticker_turns.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>
#include <vector>

namespace minimoves::skewb {

namespace {

using stickers::Point;
using Permutation = stickers::Permutation<StickerCount>;
constexpr std::string_view Colours = "URFDLB";

// A face's corner stickers sit near their corners, its centre at the middle: three times the
// normal, plus two steps along the reading directions for a corner (the centroid of its triangle,
// scaled by three), so that each lies on the side of every cut that its piece is on.
std::array<Point, StickerCount> stickerPoints()
{
    std::array<Point, StickerCount> points{};
    for (int f = 0; f < 6; ++f) {
        const auto& face = stickers::cubeFaces[std::size_t(f)];
        const Point middle = 3 * face.normal;
        int corner = 0;
        for (int k = 0; k < 5; ++k) {
            if (k == 2) {
                points[std::size_t(5 * f + k)] = middle;
                continue;
            }
            const int column = corner % 2;
            const int row = corner / 2;
            points[std::size_t(5 * f + k)] = middle + 2 * ((2 * column - 1) * face.right) + 2 * ((2 * row - 1) * face.down);
            ++corner;
        }
    }
    return points;
}

// The corner each turn turns around: R at D-R-B, U at U-L-B, L at D-L-F, B at D-L-B.
constexpr std::array<Point, 4> turnCorners{{{1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}, {-1, -1, -1}}};

// The corners of a reachable arrangement as one number (U-F-R, fixed, left out).
std::uint64_t cornerKey(const CubeCorners& corners)
{
    std::uint64_t key = 0;
    for (std::size_t p = 1; p < CubeCornerCount; ++p)
        key = key * 32 + std::uint64_t(corners.piece[p]) * 4 + corners.twist[p];
    return key;
}

CubeCorners cornersOfKey(std::uint64_t key)
{
    CubeCorners corners;
    for (std::size_t p = CubeCornerCount; p-- > 1;) {
        corners.twist[p] = std::uint8_t(key % 4);
        corners.piece[p] = std::uint8_t(key / 4 % 8);
        key /= 32;
    }
    corners.piece[0] = 0;
    corners.twist[0] = 0;
    return corners;
}

bool isEven(const std::array<std::uint8_t, CentreCount>& permutation)
{
    int inversions = 0;
    for (std::size_t i = 0; i < CentreCount; ++i)
        for (std::size_t j = i + 1; j < CentreCount; ++j)
            inversions += permutation[i] > permutation[j];
    return inversions % 2 == 0;
}

// In lexicographic order an even permutation and an odd one alternate in pairs that differ in
// their last two places, so half the Lehmer code numbers the even ones.
std::uint16_t centresCode(const std::array<std::uint8_t, CentreCount>& centre)
{
    return std::uint16_t(ranking::rankPermutation(centre) / 2);
}

std::array<std::uint8_t, CentreCount> centresOfCode(std::uint16_t code)
{
    const auto first = ranking::unrankPermutation<CentreCount>(std::uint32_t(code) * 2);
    return isEven(first) ? first : ranking::unrankPermutation<CentreCount>(std::uint32_t(code) * 2 + 1);
}

Pieces readPieces(std::string_view text)
{
    Pieces pieces;
    pieces.corners = readCubeCorners(text, SolvedText, cornerStickers).value();
    for (std::size_t f = 0; f < CentreCount; ++f)
        pieces.centre[f] = std::uint8_t(Colours.find(text[5 * f + 2]));
    return pieces;
}

Pieces compose(const Pieces& pieces, const Pieces& move)
{
    Pieces next;
    next.corners = composeCorners(pieces.corners, move.corners);
    for (std::size_t f = 0; f < CentreCount; ++f)
        next.centre[f] = pieces.centre[move.centre[f]];
    return next;
}

struct Tables {
    std::array<Permutation, TurnCount> stickerTurns{};
    std::array<Pieces, TurnCount> pieceTurns{};
    std::array<Permutation, 24> rotations{};
    std::vector<std::uint64_t> cornerKeys; // the reachable arrangements' keys, sorted
    std::vector<std::array<std::uint16_t, TurnCount>> cornerMoves;
    std::array<std::array<std::uint16_t, TurnCount>, CentreArrangements> centreMoves{};

    std::optional<std::uint16_t> cornerCode(const CubeCorners& corners) const
    {
        const std::uint64_t key = cornerKey(corners);
        const auto at = std::lower_bound(cornerKeys.begin(), cornerKeys.end(), key);
        if (corners.piece[0] != 0 || corners.twist[0] != 0 || at == cornerKeys.end() || *at != key)
            return std::nullopt;
        return std::uint16_t(at - cornerKeys.begin());
    }
};

const Tables& tables()
{
    static const Tables built = [] {
        Tables t;
        const auto points = stickerPoints();
        for (std::size_t c = 0; c < turnCorners.size(); ++c) {
            const Point corner = turnCorners[c];
            const Permutation third = stickers::turnPermutation(
                points, [corner](Point p) { return stickers::dot(p, corner) > 0; },
                [corner](Point p) { return stickers::thirdTurn(corner, p); });
            t.stickerTurns[2 * c] = third;
            t.stickerTurns[2 * c + 1] = stickers::then(third, third);
        }
        for (std::size_t turn = 0; turn < TurnCount; ++turn)
            t.pieceTurns[turn] = readPieces(stickers::permuted<StickerCount>(std::string(SolvedText), t.stickerTurns[turn]));
        t.rotations = stickers::cubeRotations(points);
        // The corner arrangements the moves reach: a search from the solved corners.
        std::vector<CubeCorners> found{CubeCorners{}};
        std::unordered_set<std::uint64_t> seen{cornerKey(CubeCorners{})};
        for (std::size_t i = 0; i < found.size(); ++i)
            for (std::size_t turn = 0; turn < TurnCount; ++turn) {
                const CubeCorners next = composeCorners(found[i], t.pieceTurns[turn].corners);
                if (seen.insert(cornerKey(next)).second)
                    found.push_back(next);
            }
        std::vector<std::uint64_t> keys(seen.begin(), seen.end());
        if (keys.size() != std::size_t(CornerArrangements))
            throw std::logic_error("skewb: the moves reach " + std::to_string(keys.size()) + " corner arrangements, not 8748");
        std::sort(keys.begin(), keys.end());
        t.cornerKeys = keys;
        t.cornerMoves.resize(keys.size());
        for (std::size_t code = 0; code < keys.size(); ++code)
            for (std::size_t turn = 0; turn < TurnCount; ++turn)
                t.cornerMoves[code][turn] =
                    t.cornerCode(composeCorners(cornersOfKey(keys[code]), t.pieceTurns[turn].corners)).value();
        for (std::uint16_t code = 0; code < CentreArrangements; ++code)
            for (std::size_t turn = 0; turn < TurnCount; ++turn) {
                Pieces pieces;
                pieces.centre = centresOfCode(code);
                t.centreMoves[code][turn] = centresCode(compose(pieces, t.pieceTurns[turn]).centre);
            }
        return t;
    }();
    return built;
}

constexpr std::array<Turn, TurnCount> allTurns{Turn::R, Turn::RPrime, Turn::U, Turn::UPrime,
                                               Turn::L, Turn::LPrime, Turn::B, Turn::BPrime};

} // namespace

std::string_view turnText(Turn turn)
{
    static constexpr std::array<std::string_view, TurnCount> names{"R", "R'", "U", "U'", "L", "L'", "B", "B'"};
    return names[std::size_t(turn)];
}

std::optional<Skewb> skewbOf(const Pieces& pieces)
{
    const auto corners = tables().cornerCode(pieces.corners);
    if (!corners || !isEven(pieces.centre))
        return std::nullopt;
    return Skewb{*corners, centresCode(pieces.centre)};
}

Pieces piecesOf(const Skewb& skewb)
{
    Pieces pieces;
    pieces.corners = cornersOfKey(tables().cornerKeys[skewb.corners]);
    pieces.centre = centresOfCode(skewb.centres);
    return pieces;
}

Pieces applyTurn(const Pieces& pieces, Turn turn) { return compose(pieces, tables().pieceTurns[std::size_t(turn)]); }

std::string applyTurn(std::string_view text, Turn turn)
{
    return stickers::permuted<StickerCount>(std::string(text), tables().stickerTurns[std::size_t(turn)]);
}

std::string stickerText(const Skewb& skewb)
{
    const Pieces pieces = piecesOf(skewb);
    std::string text(StickerCount, '?');
    for (std::size_t p = 0; p < CubeCornerCount; ++p)
        for (std::size_t k = 0; k < 3; ++k)
            text[cornerStickers[p][(k + pieces.corners.twist[p]) % 3]] = SolvedText[cornerStickers[pieces.corners.piece[p]][k]];
    for (std::size_t f = 0; f < CentreCount; ++f)
        text[5 * f + 2] = Colours[pieces.centre[f]];
    return text;
}

Parsed<std::optional<Skewb>> parseStickers(std::string_view text)
{
    if (const std::string error = checkColours(text, "Skewb", StickerCount, Colours, 5); !error.empty())
        return parseError(error);
    if (const auto corners = readCubeCorners(text, SolvedText, cornerStickers); !corners)
        return parseError(corners.error());
    for (std::size_t f = 0; f < CentreCount; ++f)
        for (std::size_t g = 0; g < f; ++g)
            if (text[5 * f + 2] == text[5 * g + 2])
                return parseError("the centres of " + std::string(1, Colours[g]) + " and " + std::string(1, Colours[f]) +
                                  " (letters " + std::to_string(5 * g + 3) + " and " + std::to_string(5 * f + 3) +
                                  ") are both " + std::string(1, text[5 * f + 2]));
    // Exactly one rotation brings the U-F-R piece home untwisted (the piece is there, once).
    for (const Permutation& rotation : tables().rotations) {
        const std::string held = stickers::permuted<StickerCount>(std::string(text), rotation);
        const auto& home = cornerStickers[0];
        if (held[home[0]] == 'U' && held[home[1]] == 'R' && held[home[2]] == 'F')
            return skewbOf(readPieces(held));
    }
    return parseError("no rotation brings the U-F-R corner home"); // readCubeCorners found it: never here
}

SkewbRules::SkewbRules() { tables(); }

std::span<const Turn> SkewbRules::moves() const { return allTurns; }

Skewb SkewbRules::apply(const Skewb& skewb, Turn turn) const
{
    const Tables& t = tables();
    return {t.cornerMoves[skewb.corners][std::size_t(turn)], t.centreMoves[skewb.centres][std::size_t(turn)]};
}

} // namespace minimoves::skewb
