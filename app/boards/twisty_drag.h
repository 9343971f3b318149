// The turns a drag on a sticker of the 3D board can ask for, and the one it asks for: each layer
// the sticker lies in (complements too: the 2x2x2's D is U seen from the rest) moves the sticker,
// when turned a quarter clockwise, in one direction across its face; seen on the screen, that is the
// way a drag turns the layer. A layer about the sticker's own face normal would only spin the
// sticker in place and is not offered (dragging along a face turns the layers across it).
#pragma once

#include "twisty_scene.h"

#include <QPointF>

#include <optional>
#include <vector>

namespace minimoves::app {

struct TwistyDragTurn {
    int axis = 0;      // in the geometry's axes (a complement, or an engine axis)
    QPointF direction; // on the screen, a unit vector: the sticker's way when turned a quarter clockwise
};

// The turns a drag on `sticker` offers, as seen through `camera` (the puzzle at rest).
std::vector<TwistyDragTurn> twistyDragTurns(const TwistyGeometry& geometry, const TwistyCamera& camera, int sticker);

// The turn a drag by `drag` (pixels) on `sticker` asks for: the axis whose way it follows best and
// the quarters (1 with the way, -1 against it); nullopt when it follows none (a drag across every
// way, or no turn offered).
std::optional<TwistyTurn> twistyTurnForDrag(const TwistyGeometry& geometry, const TwistyCamera& camera, int sticker,
                                            const QPointF& drag);

} // namespace minimoves::app
