#include "rolling_cubes_scene.h"

namespace minimoves::app::cube_scene {

using rolling_cubes::Board;
using rolling_cubes::Orientation;
using rolling_cubes::Roll;

// The cubes of `before`; the one `roll` moves is turned by a quarter turn times t about its
// leading bottom edge, while that edge slides across the space between cubes, so that at t = 1
// it stands in the gap.
std::vector<Cube> buildCubes(const Board& before, std::optional<Roll> roll, double t)
{
    const int rolling = roll ? rolling_cubes::sourceCell(before.gap, *roll) : -1;
    std::vector<Cube> cubes;
    cubes.reserve(8);
    for (int cell = 0; cell < rolling_cubes::cellCount; ++cell) {
        if (cell == before.gap)
            continue;
        const Orientation o = before.cells[cell];
        Cube cube;
        cube.cell = cell;
        cube.centre = floorCentre(cell) + Vec3{0, 0, half};
        const Vec3 x{half, 0, 0}, y{0, half, 0}, z{0, 0, half};
        const Color top = rolling_cubes::topColor(o), onX = rolling_cubes::xColor(o), onY = rolling_cubes::yColor(o);
        cube.faces = {Face{cube.centre + z, x, y, up, top},
                      Face{cube.centre - z, x, y, -up, top},
                      Face{cube.centre + x, y, z, {1, 0, 0}, onX},
                      Face{cube.centre - x, y, z, {-1, 0, 0}, onX},
                      Face{cube.centre + y, x, z, {0, 1, 0}, onY},
                      Face{cube.centre - y, x, z, {0, -1, 0}, onY}};
        if (cell == rolling) {
            const Vec3 direction = stepBetween(cell, before.gap);
            const Vec3 pivot = floorCentre(cell) + direction * half;
            const Vec3 axis = cross(up, direction);
            const double angle = t * M_PI / 2;
            const Vec3 slide = direction * ((1 - cubeSize) * t);
            auto place = [&](Vec3 p) { return pivot + rotated(p - pivot, axis, angle) + slide; };
            cube.centre = place(cube.centre);
            for (Face& f : cube.faces) {
                f.centre = place(f.centre);
                f.a = rotated(f.a, axis, angle);
                f.b = rotated(f.b, axis, angle);
                f.normal = rotated(f.normal, axis, angle);
            }
        }
        cubes.push_back(cube);
    }
    return cubes;
}

} // namespace minimoves::app::cube_scene
