// Where a board and its panel (its target, a legend) go in the widget: the panel beside the board
// (on its right) or under it, the pair centred along the line they make and each box centred
// across it. Sizes and the gap are in units; the scale (pixels per unit) is the largest at which
// the pair fits, kept within [minScale, maxScale]. With `fixedPanel`, the panel's size and the gap
// are in pixels and only the board scales, into the room the panel leaves; `slackBefore` is the
// share of the room left over that goes before the pair (0.5: centred).
#pragma once

#include <QRectF>
#include <QSizeF>

#include <limits>

namespace minimoves::app {

enum class PanelSide { Beside, Under };

struct PanelScaling {
    double minScale = 0;
    double maxScale = std::numeric_limits<double>::infinity();
    bool fixedPanel = false;
    double slackBefore = 0.5;
};

struct BoardAndPanel {
    QRectF board;
    QRectF panel;
    double scale = 0;
    double fit = 0; // the scale before the limits: the larger fit is the roomier arrangement
};

BoardAndPanel placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel, double gap,
                                 PanelSide side, const PanelScaling& scaling = {});

} // namespace minimoves::app
