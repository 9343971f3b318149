// Twisty puzzles from their geometry: every sticker has a point on the puzzle's surface (integer
// coordinates, x to the right, y up, z to the front), a turn rotates the stickers on one side of a
// plane about an axis, and the turn's effect on a sticker string is the permutation that sends
// each turned point to its image. The puzzles' turns are written once this way, not as hand-made
// cycles (the tests keep hand-made cycles as their independent reference).
//
// A permutation here reads "after[i] = before[source[i]]": the sticker now at i came from source[i].
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace minimoves::stickers {

struct Point {
    int x = 0, y = 0, z = 0;
    constexpr bool operator==(const Point&) const = default;
};

constexpr int dot(Point a, Point b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
constexpr Point cross(Point a, Point b)
{
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
constexpr Point operator*(int k, Point a) { return {k * a.x, k * a.y, k * a.z}; }

// A quarter turn about the unit axis `axis`, clockwise as seen from outside, looking at the axis's
// tip: v' = (a.v) a - a x v.
constexpr Point quarterTurn(Point axis, Point v) { return dot(axis, v) * axis + -1 * cross(axis, v); }

// A third of a turn about the body diagonal through `corner` (each coordinate +1 or -1), clockwise
// as seen from outside, looking at that corner: Rodrigues' formula at -120 degrees, in which every
// term carries a factor one half that integer points always make even.
constexpr Point thirdTurn(Point corner, Point v)
{
    const Point twice = -1 * v + -1 * cross(corner, v) + dot(corner, v) * corner;
    return {twice.x / 2, twice.y / 2, twice.z / 2};
}

template <std::size_t N>
using Permutation = std::array<std::uint8_t, N>;

template <std::size_t N>
constexpr Permutation<N> identity()
{
    Permutation<N> p{};
    for (std::size_t i = 0; i < N; ++i)
        p[i] = std::uint8_t(i);
    return p;
}

// `first`, then `second`.
template <std::size_t N>
constexpr Permutation<N> then(const Permutation<N>& first, const Permutation<N>& second)
{
    Permutation<N> p{};
    for (std::size_t i = 0; i < N; ++i)
        p[i] = first[second[i]];
    return p;
}

// The permutation of the stickers at `points` made by rotating every point p with turns(p) by
// rotate(p). Throws when a rotated point is no sticker's (a geometry written wrong).
template <std::size_t N, class Turns, class Rotate>
constexpr Permutation<N> turnPermutation(const std::array<Point, N>& points, Turns turns, Rotate rotate)
{
    Permutation<N> source = identity<N>();
    for (std::size_t i = 0; i < N; ++i) {
        if (!turns(points[i]))
            continue;
        const Point image = rotate(points[i]);
        std::size_t j = 0;
        while (j < N && !(points[j] == image))
            ++j;
        if (j == N)
            throw std::logic_error("turnPermutation: a turned sticker lands on no sticker");
        source[j] = std::uint8_t(i);
    }
    return source;
}

template <std::size_t N, class Text>
constexpr Text permuted(const Text& before, const Permutation<N>& source)
{
    Text after = before;
    for (std::size_t i = 0; i < N; ++i)
        after[i] = before[source[i]];
    return after;
}

// The six faces of a cube in the order U R F D L B, each with its outward normal and the directions
// of its reading order as Kociemba's solvers lay the faces out: U seen from above with B at its top
// edge; R, F, L and B with U at their top edge; D seen from below with F at its top edge.
struct FaceFrame {
    char name;
    Point normal;
    Point right; // from a row's first sticker to its last
    Point down;  // from the first row to the last
};
inline constexpr std::array<FaceFrame, 6> cubeFaces{{
    {'U', {0, 1, 0}, {1, 0, 0}, {0, 0, 1}},
    {'R', {1, 0, 0}, {0, 0, -1}, {0, -1, 0}},
    {'F', {0, 0, 1}, {1, 0, 0}, {0, -1, 0}},
    {'D', {0, -1, 0}, {1, 0, 0}, {0, 0, -1}},
    {'L', {-1, 0, 0}, {0, 0, 1}, {0, -1, 0}},
    {'B', {0, 0, -1}, {-1, 0, 0}, {0, -1, 0}},
}};

// The 24 rotations of a cube as permutations of the stickers at `points` (points of a cube's
// surface, centred at the origin), the identity first: the closure of quarter turns of the whole
// puzzle about x and y.
template <std::size_t N>
std::array<Permutation<N>, 24> cubeRotations(const std::array<Point, N>& points)
{
    const auto all = [](Point) { return true; };
    const Permutation<N> aboutX = turnPermutation(points, all, [](Point p) { return quarterTurn({1, 0, 0}, p); });
    const Permutation<N> aboutY = turnPermutation(points, all, [](Point p) { return quarterTurn({0, 1, 0}, p); });
    std::array<Permutation<N>, 24> rotations{};
    rotations[0] = identity<N>();
    std::size_t found = 1;
    for (std::size_t i = 0; i < found; ++i)
        for (const auto& generator : {aboutX, aboutY}) {
            const Permutation<N> next = then(rotations[i], generator);
            bool known = false;
            for (std::size_t j = 0; j < found && !known; ++j)
                known = rotations[j] == next;
            if (!known) {
                if (found == rotations.size())
                    throw std::logic_error("cubeRotations: more than 24 rotations");
                rotations[found++] = next;
            }
        }
    return rotations;
}

} // namespace minimoves::stickers
