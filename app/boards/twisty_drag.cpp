// A drag on the 3D board's sticker turned into a turn (twisty_drag.h).
#include "twisty_drag.h"

#include <QLineF>

#include <cmath>

namespace minimoves::app {

std::vector<TwistyDragTurn> twistyDragTurns(const TwistyGeometry& g, const TwistyCamera& camera, int stickerIndex)
{
    std::vector<TwistyDragTurn> turns;
    if (stickerIndex < 0 || stickerIndex >= int(g.stickers.size()))
        return turns;
    const TwistySticker& sticker = g.stickers[std::size_t(stickerIndex)];
    const QPointF at = camera.project(camera.toCamera(sticker.centre));
    for (std::size_t a = 0; a < g.axes.size(); ++a) {
        const TwistyAxis& axis = g.axes[a];
        if (!axis.inLayer(sticker.centre) || std::abs(QVector3D::dotProduct(axis.axis, sticker.normal)) > 0.9f)
            continue;
        // A clockwise turn (negative about the axis) moves the centre along -axis x centre; only the
        // part along the face is a drag's.
        QVector3D way = -QVector3D::crossProduct(axis.axis, sticker.centre);
        way -= sticker.normal * QVector3D::dotProduct(way, sticker.normal);
        if (way.length() < 1e-3f)
            continue;
        const QPointF to = camera.project(camera.toCamera(sticker.centre + way.normalized() * 0.05f));
        const QLineF line(at, to);
        if (line.length() < 1e-6)
            continue;
        const QPointF unit = (to - at) / line.length();
        // Two layers that move the sticker the same way (a Pyraminx tip in its vertex's layer):
        // the smaller one, the tip, is the drag's.
        bool same = false;
        for (auto& turn : turns)
            if (QPointF::dotProduct(turn.direction, unit) > 0.98) {
                same = true;
                if (axis.cut > g.axes[std::size_t(turn.axis)].cut)
                    turn.axis = int(a);
            }
        if (!same)
            turns.push_back({int(a), unit});
    }
    return turns;
}

std::optional<TwistyTurn> twistyTurnForDrag(const TwistyGeometry& g, const TwistyCamera& camera, int sticker,
                                            const QPointF& drag)
{
    const double length = std::hypot(drag.x(), drag.y());
    if (length < 1e-6)
        return std::nullopt;
    const QPointF unit = drag / length;
    std::optional<TwistyTurn> best;
    double bestFit = 0.5; // cos 60°: a drag further off every way asks for none
    for (const TwistyDragTurn& turn : twistyDragTurns(g, camera, sticker)) {
        const double fit = QPointF::dotProduct(turn.direction, unit);
        if (std::abs(fit) > bestFit) {
            bestFit = std::abs(fit);
            best = TwistyTurn{turn.axis, fit > 0 ? 1 : -1};
        }
    }
    return best;
}

} // namespace minimoves::app
