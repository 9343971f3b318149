// The 3D board's picture (twisty_scene.h): the camera, the two parts of a turn, back to front.
#include "twisty_scene.h"

#include <algorithm>
#include <cmath>

namespace minimoves::app {

TwistyCamera::TwistyCamera(const QQuaternion& view, const QRectF& area, double radius)
    : m_view(view), m_area(area), m_eye(5 * radius)
{
    // The puzzle's bounding sphere, as wide as its silhouette from the eye, fits the area.
    const double seen = radius * m_eye / std::sqrt(m_eye * m_eye - radius * radius);
    m_scale = std::min(area.width(), area.height()) / 2 * 0.94 / seen;
}

QPointF TwistyCamera::project(const QVector3D& camera) const
{
    const double k = m_scale * m_eye / (m_eye - camera.z());
    return m_area.center() + QPointF(camera.x() * k, -camera.y() * k);
}

bool TwistyCamera::faces(const QVector3D& camera, const QVector3D& normal) const
{
    return QVector3D::dotProduct(normal, QVector3D(0, 0, float(m_eye)) - camera) > 0;
}

namespace {

const QVector3D lamp = QVector3D(-0.35f, 0.75f, 0.55f).normalized(); // above, a little left, in front

QPolygonF projected(const QList<QVector3D>& points, const QQuaternion& turn, const TwistyCamera& camera)
{
    QPolygonF polygon;
    for (const QVector3D& p : points)
        polygon << camera.project(camera.toCamera(turn.rotatedVector(p)));
    return polygon;
}

// One part of the puzzle: the stickers on one side of the cut (all of them at rest), turned by
// `turn`, and the cut's face if the part has one (its outward normal `cutNormal`).
void addPart(std::vector<TwistyPatch>& out, const TwistyGeometry& g, const TwistyCamera& camera,
             const std::vector<int>& stickers, const QQuaternion& turn, const QList<QVector3D>& cut,
             const QVector3D& cutNormal)
{
    if (!cut.isEmpty()) {
        QVector3D middle;
        for (const QVector3D& p : cut)
            middle += p / float(cut.size());
        const QVector3D at = camera.toCamera(turn.rotatedVector(middle));
        const QVector3D normal = camera.toCamera(turn.rotatedVector(cutNormal));
        if (camera.faces(at, normal)) {
            TwistyPatch inside;
            inside.cell = projected(cut, turn, camera);
            inside.centre = camera.project(at);
            out.push_back(inside);
        }
    }
    for (int s : stickers) {
        const TwistySticker& sticker = g.stickers[std::size_t(s)];
        const QVector3D at = camera.toCamera(turn.rotatedVector(sticker.centre));
        const QVector3D normal = camera.toCamera(turn.rotatedVector(sticker.normal));
        if (!camera.faces(at, normal))
            continue;
        TwistyPatch patch;
        patch.sticker = s;
        patch.cell = projected(sticker.cell, turn, camera);
        // The sticker: its cell drawn in towards its centre, leaving a rim of the body.
        QList<QVector3D> inset;
        for (const QVector3D& corner : sticker.cell)
            inset.push_back(sticker.centre + (corner - sticker.centre) * 0.84f);
        patch.inset = projected(inset, turn, camera);
        patch.centre = camera.project(at);
        patch.light = 0.55 + 0.45 * std::max(0.0f, QVector3D::dotProduct(normal, lamp));
        out.push_back(patch);
    }
}

} // namespace

std::vector<TwistyPatch> twistyPicture(const TwistyGeometry& g, const TwistyMotion& motion, const TwistyCamera& camera)
{
    std::vector<TwistyPatch> out;
    if (motion.axis < 0) {
        std::vector<int> all(g.stickers.size());
        for (std::size_t s = 0; s < all.size(); ++s)
            all[s] = int(s);
        addPart(out, g, camera, all, QQuaternion(), {}, {});
        return out;
    }
    const TwistyAxis& axis = g.axes[std::size_t(motion.axis)];
    std::vector<int> layer, rest;
    for (std::size_t s = 0; s < g.stickers.size(); ++s)
        (axis.inLayer(g.stickers[s].centre) ? layer : rest).push_back(int(s));
    const QList<QVector3D> cut = g.cutPolygon(motion.axis);
    const QQuaternion layerTurn = axis.rotation(motion.layerQuarters), restTurn = axis.rotation(motion.restQuarters);
    // The eye's side of the cut, in the model's coordinates: that part is painted last.
    const QVector3D eye = camera.view().inverted().rotatedVector(QVector3D(0, 0, float(camera.eyeDistance())));
    const bool layerNearer = axis.inLayer(eye);
    if (layerNearer) {
        addPart(out, g, camera, rest, restTurn, cut, axis.axis);
        addPart(out, g, camera, layer, layerTurn, cut, -axis.axis);
    } else {
        addPart(out, g, camera, layer, layerTurn, cut, -axis.axis);
        addPart(out, g, camera, rest, restTurn, cut, axis.axis);
    }
    return out;
}

int twistyStickerAt(const std::vector<TwistyPatch>& picture, const QPointF& point)
{
    for (auto it = picture.rbegin(); it != picture.rend(); ++it)
        if (it->sticker >= 0 && it->cell.containsPoint(point, Qt::OddEvenFill))
            return it->sticker;
    return -1;
}

QQuaternion twistyHomeView(const TwistyGeometry& geometry)
{
    const bool tetrahedron = geometry.faces.size() == 4;
    return QQuaternion::fromAxisAndAngle(1, 0, 0, tetrahedron ? 16 : 26) *
           QQuaternion::fromAxisAndAngle(0, 1, 0, tetrahedron ? -58 : -32);
}

} // namespace minimoves::app
