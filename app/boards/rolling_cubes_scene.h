// The Rolling Cubes board's 3D scene: world vectors, the perspective camera the tray is seen
// through, the cubes (their faces and colours) at any moment of a roll, and their shading, so
// that the board draws and hit-tests the same scene.
#pragma once

#include "rolling_cubes/rolling_cubes.h"

#include <QColor>
#include <QPolygonF>
#include <QRectF>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

namespace minimoves::app::cube_scene {

using rolling_cubes::Color;

// World coordinates, in cells: x runs east along the columns, y south along the rows, z up. Cell c
// covers [c % 3, c % 3 + 1] x [c / 3, c / 3 + 1] on the tray's surface z = 0.
struct Vec3 {
    double x = 0, y = 0, z = 0;
};
inline Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec3 operator-(Vec3 a) { return {-a.x, -a.y, -a.z}; }
inline Vec3 operator*(Vec3 a, double k) { return {a.x * k, a.y * k, a.z * k}; }
inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3 cross(Vec3 a, Vec3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
inline double length(Vec3 a) { return std::sqrt(dot(a, a)); }
inline Vec3 normalized(Vec3 a) { return a * (1.0 / length(a)); }
// Rodrigues: v turned by `angle` about the unit axis u.
inline Vec3 rotated(Vec3 v, Vec3 u, double angle)
{
    const double c = std::cos(angle), s = std::sin(angle);
    return v * c + cross(u, v) * s + u * (dot(u, v) * (1 - c));
}

inline constexpr double cubeSize = 0.78; // a cube's edge, in cells: the rest is the space between cubes
inline constexpr double half = cubeSize / 2;
inline constexpr double trayMargin = 0.16;
inline constexpr double trayDepth = 0.22;
inline const Vec3 up{0, 0, 1};
inline const Vec3 light = normalized({0.3, 0.6, 1.6}); // from above, a little south-east (unturned): tops brightest

inline Vec3 floorCentre(int cell) { return {cell % 3 + 0.5, cell / 3 + 0.5, 0}; }
// The unit step on the tray from cell `from` to the neighbouring cell `to`.
inline Vec3 stepBetween(int from, int to) { return {double(to % 3 - from % 3), double(to / 3 - from / 3), 0}; }

// `v` as the camera sees it after `quarters` quarter turns of the view (any real number while a
// turn is animated or dragged): turned about the vertical, counter-clockwise as seen from above
// (east towards north), so that the tray seems to turn clockwise on the screen.
inline Vec3 orbited(Vec3 v, double quarters)
{
    const double angle = quarters * M_PI / 2, c = std::cos(angle), s = std::sin(angle);
    return {v.x * c + v.y * s, -v.x * s + v.y * c, v.z};
}

// A perspective camera above the tray, by default south-east of it, so that every cube shows its
// top, south (y) and east (x) faces; `quarterTurns` of the view later it has gone round the tray
// (one: north-east, seeing the north and east faces, the tray turned clockwise on the screen) and
// the lamp with it, so that a turned tray is lit as the first. Fitted to a rectangle of the widget.
class Camera {
public:
    explicit Camera(double quarterTurns = 0)
    {
        constexpr double azimuth = 24 * M_PI / 180;   // east of south
        constexpr double elevation = 56 * M_PI / 180; // above the horizon
        constexpr double distance = 12;
        const Vec3 target = Vec3{1.5, 1.5, 0} + orbited({0, 0.05, 0.25}, quarterTurns);
        m_eye = target + orbited({std::sin(azimuth) * std::cos(elevation), std::cos(azimuth) * std::cos(elevation),
                                  std::sin(elevation)},
                                 quarterTurns) *
                             distance;
        m_forward = normalized(target - m_eye);
        m_right = normalized(cross(up, m_forward)); // (x east, y south and z up turn the other way)
        m_up = normalized(cross(m_right, m_forward));
        if (m_up.z < 0)
            m_up = -m_up;
        m_light = orbited(light, quarterTurns);
    }

    // The scene (tray and cubes, with room for a cube rising as it rolls) unscaled.
    QRectF extent() const
    {
        QRectF box;
        bool first = true;
        auto add = [&](Vec3 p) {
            const QPointF q = raw(p);
            if (first)
                box = QRectF(q, QSizeF(0, 0));
            box = box.united(QRectF(q, QSizeF(1e-9, 1e-9)));
            first = false;
        };
        for (double x : {-trayMargin, 3 + trayMargin})
            for (double y : {-trayMargin, 3 + trayMargin})
                for (double z : {-trayDepth, 0.0})
                    add({x, y, z});
        const double inset = (1 - cubeSize) / 2;
        for (double x : {inset, 3 - inset})
            for (double y : {inset, 3 - inset})
                add({x, y, cubeSize + 0.12}); // a little room for a cube rising as it rolls
        return box;
    }
    // Draws the scene `scale` times its extent(), centred in `rect`.
    void place(const QRectF& rect, double scale)
    {
        m_scale = scale;
        m_offset = rect.center() - extent().center() * m_scale;
    }

    // Draws the tray's top alone, flat (the target seen as the tray is), fitted into `rect`.
    void placeFlat(const QRectF& rect)
    {
        QRectF box;
        for (double x : {-trayMargin, 3 + trayMargin})
            for (double y : {-trayMargin, 3 + trayMargin}) {
                const QPointF q = raw({x, y, 0});
                box = box.isNull() ? QRectF(q, QSizeF(1e-9, 1e-9)) : box.united(QRectF(q, QSizeF(1e-9, 1e-9)));
            }
        m_scale = std::min(rect.width() / box.width(), rect.height() / box.height());
        m_offset = rect.center() - box.center() * m_scale;
    }

    QPointF project(Vec3 p) const { return m_offset + raw(p) * m_scale; }
    double distance(Vec3 p) const { return length(p - m_eye); }
    // Whether a face through `point` with outward `normal` turns towards the camera.
    bool sees(Vec3 point, Vec3 normal) const { return dot(normal, m_eye - point) > 0; }
    // Where the lamp shines from (it goes round with the camera), and a face's brightness under it.
    Vec3 lightFrom() const { return m_light; }
    double brightnessOf(Vec3 normal) const { return 0.52 + 0.5 * std::max(0.0, dot(normal, m_light)); }

private:
    QPointF raw(Vec3 p) const
    {
        const Vec3 v = p - m_eye;
        const double depth = dot(v, m_forward);
        return {dot(v, m_right) / depth, -dot(v, m_up) / depth};
    }

    Vec3 m_eye, m_forward, m_right, m_up, m_light;
    double m_scale = 1;
    QPointF m_offset;
};

// One face of a cube: its centre, two half-edge vectors spanning it, its outward normal, colour.
struct Face {
    Vec3 centre, a, b, normal;
    Color color;
    Vec3 at(double u, double v) const { return centre + a * u + b * v; }
};

struct Cube {
    int cell = -1; // the cell it stands on (or rolls from)
    Vec3 centre;
    std::array<Face, 6> faces;
};

// The cubes of `before`; the one `roll` moves is turned by a quarter turn times t about its
// leading bottom edge, while that edge slides across the space between cubes, so that at t = 1
// it stands in the gap.
std::vector<Cube> buildCubes(const rolling_cubes::Board& before, std::optional<rolling_cubes::Roll> roll, double t);
inline QPolygonF projectQuad(const Camera& camera, Vec3 centre, Vec3 a, Vec3 b)
{
    return QPolygonF({camera.project(centre - a - b), camera.project(centre + a - b), camera.project(centre + a + b),
                      camera.project(centre - a + b)});
}

// The outline of the gap at `cell`: just above the tray's floor (`raised` false), or where a
// cube's top would be (true: the cubes in front never hide it, and it crosses none of them).
inline QPolygonF gapQuad(const Camera& camera, int cell, bool raised = false)
{
    return projectQuad(camera, floorCentre(cell) + Vec3{0, 0, raised ? cubeSize : 0.001}, {0.46, 0, 0}, {0, 0.46, 0});
}

inline QColor shaded(const QColor& color, double brightness)
{
    return QColor::fromRgbF(float(std::min(1.0, color.redF() * brightness)),
                            float(std::min(1.0, color.greenF() * brightness)),
                            float(std::min(1.0, color.blueF() * brightness)), color.alphaF());
}

} // namespace minimoves::app::cube_scene
