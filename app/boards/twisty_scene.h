// TwistyScene: a twisty puzzle (twisty_geometry.h) seen through a camera at one moment — the
// polygons the 3D board paints, in the order it paints them, so that the board draws and hit-tests
// the same picture.
//
// Seen in perspective from in front (the camera's z axis towards the viewer), the puzzle turned by
// the view's rotation. A turn splits the puzzle at its layer's cut into two convex parts, each
// turned about the axis by its own angle; the cut keeps them apart whatever they turn, so the part
// on the camera's side of it is painted last, and within a part only the faces that face the camera
// are painted (a convex solid's front faces never overlap): the painter's algorithm is exact here.
#pragma once

#include "twisty_geometry.h"

#include <QPointF>
#include <QPolygonF>
#include <QQuaternion>
#include <QRectF>

#include <string>
#include <vector>

namespace minimoves::app {

// The camera: the view's rotation and the rectangle the puzzle is fitted into.
class TwistyCamera {
public:
    TwistyCamera(const QQuaternion& view, const QRectF& area, double radius);

    QVector3D toCamera(const QVector3D& model) const { return m_view.rotatedVector(model); }
    QPointF project(const QVector3D& camera) const;
    // True when a surface at `camera` with the normal `normal` (camera coordinates) faces the eye.
    bool faces(const QVector3D& camera, const QVector3D& normal) const;
    const QQuaternion& view() const { return m_view; }
    const QRectF& area() const { return m_area; }
    double eyeDistance() const { return m_eye; }

private:
    QQuaternion m_view;
    QRectF m_area;
    double m_eye = 5;   // the eye's distance from the centre
    double m_scale = 1; // model units to pixels at the centre's depth
};

// A turn on its way: axis (an index into the geometry's axes) and the angles, in quarters, of the
// layer beyond its cut and of the rest. No axis: the puzzle at rest.
struct TwistyMotion {
    int axis = -1;
    double layerQuarters = 0;
    double restQuarters = 0;
};

// One polygon to paint: a sticker's cell (the dark body under it) with the sticker inset on it, or
// the inside a turn shows (sticker -1).
struct TwistyPatch {
    int sticker = -1;
    QPolygonF cell;
    QPolygonF inset; // the coloured sticker inset in its cell (empty for the inside)
    QPointF centre;
    double light = 1;    // how squarely it faces the light: 0.55 (edge on) to 1
};

// Every patch facing the camera, back to front. `letters` is the position's sticker text.
std::vector<TwistyPatch> twistyPicture(const TwistyGeometry& geometry, const TwistyMotion& motion,
                                       const TwistyCamera& camera);

// The sticker whose patch is under `point` (front-most), or -1.
int twistyStickerAt(const std::vector<TwistyPatch>& picture, const QPointF& point);

// The default view of each puzzle: from in front, a little to the right and above, three faces of
// the cubes in sight, two of the Pyraminx's.
QQuaternion twistyHomeView(const TwistyGeometry& geometry);

} // namespace minimoves::app
