#include "pocket_cube/pocket_cube.h"

#include "core/ranking.h"
#include "core/sticker_turns.h"

namespace minimoves::pocket_cube {

namespace {

using stickers::Point;
using Permutation = stickers::Permutation<StickerCount>;

// Sticker k of a face sits at twice the face's normal plus one step along its reading directions.
std::array<Point, StickerCount> stickerPoints()
{
    std::array<Point, StickerCount> points{};
    for (int f = 0; f < 6; ++f) {
        const auto& face = stickers::cubeFaces[std::size_t(f)];
        for (int k = 0; k < 4; ++k)
            points[std::size_t(4 * f + k)] =
                2 * face.normal + (2 * (k % 2) - 1) * face.right + (2 * (k / 2) - 1) * face.down;
    }
    return points;
}

// The colours of each piece, clockwise from its U or D colour: the letters its home shows solved.
constexpr std::array<std::array<char, 3>, CornerCount> pieceColours = [] {
    std::array<std::array<char, 3>, CornerCount> colours{};
    for (int c = 0; c < CornerCount; ++c)
        for (int k = 0; k < 3; ++k)
            colours[std::size_t(c)][std::size_t(k)] = SolvedText[cornerStickers[std::size_t(c)][std::size_t(k)]];
    return colours;
}();

// The seven corners that move, in position order (D-B-L, position 6, stays).
constexpr std::array<std::uint8_t, 7> movingCorners{0, 1, 2, 3, 4, 5, 7};
constexpr std::uint8_t compressed(std::uint8_t corner) { return corner == 7 ? 6 : corner; }

Parsed<Corners> readCorners(std::string_view text) { return readCubeCorners(text, SolvedText, cornerStickers); }

struct Tables {
    std::array<Permutation, TurnCount> stickerTurns{};
    std::array<Corners, TurnCount> cornerTurns{};
    std::array<Permutation, 24> rotations{};
    std::array<std::array<std::uint16_t, TurnCount>, 5040> permutationMoves{};
    std::array<std::array<std::uint16_t, TurnCount>, 729> twistMoves{};
};

const Tables& tables()
{
    static const Tables built = [] {
        Tables t;
        const auto points = stickerPoints();
        for (int face = 0; face < 3; ++face) { // U, R, F
            const Point normal = stickers::cubeFaces[std::size_t(face)].normal;
            const Permutation quarter = stickers::turnPermutation(
                points, [normal](Point p) { return stickers::dot(p, normal) > 0; },
                [normal](Point p) { return stickers::quarterTurn(normal, p); });
            const Permutation half = stickers::then(quarter, quarter);
            t.stickerTurns[std::size_t(3 * face)] = quarter;
            t.stickerTurns[std::size_t(3 * face + 1)] = half;
            t.stickerTurns[std::size_t(3 * face + 2)] = stickers::then(half, quarter);
        }
        // A turn on the corners is what it does to the solved cube's stickers, read back.
        for (int turn = 0; turn < TurnCount; ++turn)
            t.cornerTurns[std::size_t(turn)] =
                readCorners(stickers::permuted<StickerCount>(std::string(SolvedText), t.stickerTurns[std::size_t(turn)]))
                    .value();
        t.rotations = stickers::cubeRotations(points);
        for (std::size_t turn = 0; turn < TurnCount; ++turn) {
            const Corners& move = t.cornerTurns[turn];
            for (std::uint16_t p = 0; p < 5040; ++p)
                t.permutationMoves[p][turn] = cubeOf(composeCorners(cornersOf(Cube{p, 0}), move)).permutation;
            for (std::uint16_t w = 0; w < 729; ++w)
                t.twistMoves[w][turn] = cubeOf(composeCorners(cornersOf(Cube{0, w}), move)).twist;
        }
        return t;
    }();
    return built;
}

constexpr std::array<Turn, TurnCount> halfTurnMoves{Turn::U, Turn::U2, Turn::UPrime, Turn::R, Turn::R2,
                                                    Turn::RPrime, Turn::F, Turn::F2, Turn::FPrime};
constexpr std::array<Turn, 6> quarterTurnMoves{Turn::U, Turn::UPrime, Turn::R, Turn::RPrime, Turn::F, Turn::FPrime};

} // namespace

std::string_view turnText(Turn turn)
{
    static constexpr std::array<std::string_view, TurnCount> names{"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"};
    return names[std::size_t(turn)];
}

Turn inverse(Turn turn)
{
    const int t = int(turn);
    return Turn(t - t % 3 + (2 - t % 3));
}

Cube cubeOf(const Corners& corners)
{
    std::array<std::uint8_t, 7> order{};
    for (std::size_t k = 0; k < 7; ++k)
        order[k] = compressed(corners.piece[movingCorners[k]]);
    std::uint16_t twist = 0;
    for (std::size_t k = 0; k < 6; ++k)
        twist = std::uint16_t(twist * 3 + corners.twist[movingCorners[k]]);
    return {std::uint16_t(ranking::rankPermutation(order)), twist};
}

Corners cornersOf(const Cube& cube)
{
    Corners corners;
    const auto order = ranking::unrankPermutation<7>(cube.permutation);
    for (std::size_t k = 0; k < 7; ++k)
        corners.piece[movingCorners[k]] = movingCorners[order[k]];
    corners.piece[FixedCorner] = FixedCorner;
    int sum = 0;
    int twist = cube.twist;
    for (std::size_t k = 6; k-- > 0;) {
        corners.twist[movingCorners[k]] = std::uint8_t(twist % 3);
        sum += twist % 3;
        twist /= 3;
    }
    corners.twist[7] = std::uint8_t((3 - sum % 3) % 3);
    corners.twist[FixedCorner] = 0;
    return corners;
}

Corners applyTurn(const Corners& corners, Turn turn)
{
    return composeCorners(corners, tables().cornerTurns[std::size_t(turn)]);
}

std::string applyTurn(std::string_view text, Turn turn)
{
    return stickers::permuted<StickerCount>(std::string(text), tables().stickerTurns[std::size_t(turn)]);
}

std::string stickerText(const Cube& cube)
{
    const Corners corners = cornersOf(cube);
    std::string text(StickerCount, '?');
    for (std::size_t p = 0; p < CornerCount; ++p)
        for (std::size_t k = 0; k < 3; ++k)
            text[cornerStickers[p][(k + corners.twist[p]) % 3]] = pieceColours[corners.piece[p]][k];
    return text;
}

Parsed<std::optional<Cube>> parseStickers(std::string_view text)
{
    if (const std::string error = checkColours(text, "cube", StickerCount, "URFDLB", 4); !error.empty())
        return parseError(error);
    if (const auto corners = readCorners(text); !corners)
        return parseError(corners.error());
    // Exactly one rotation brings the D-B-L piece home untwisted (the piece is there, once).
    for (const Permutation& rotation : tables().rotations) {
        const std::string held = stickers::permuted<StickerCount>(std::string(text), rotation);
        const auto& home = cornerStickers[FixedCorner];
        if (held[home[0]] != 'D' || held[home[1]] != 'B' || held[home[2]] != 'L')
            continue;
        const Corners corners = readCorners(held).value();
        int twist = 0;
        for (auto t : corners.twist)
            twist += t;
        if (twist % 3 != 0)
            return std::optional<Cube>();
        return std::optional<Cube>(cubeOf(corners));
    }
    return parseError("no rotation brings the D-B-L corner home"); // readCorners found it: never here
}

PocketCube::PocketCube(Metric metric) : m_metric(metric) { tables(); }

std::span<const Turn> PocketCube::moves() const
{
    if (m_metric == Metric::QuarterTurn)
        return quarterTurnMoves;
    return halfTurnMoves;
}

Cube PocketCube::apply(const Cube& cube, Turn turn) const
{
    const Tables& t = tables();
    return {t.permutationMoves[cube.permutation][std::size_t(turn)], t.twistMoves[cube.twist][std::size_t(turn)]};
}

} // namespace minimoves::pocket_cube
