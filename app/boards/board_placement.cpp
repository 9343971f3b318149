#include "board_placement.h"

#include <algorithm>

namespace minimoves::app {

BoardAndPanel placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel, double gap,
                                 PanelSide side, const PanelScaling& scaling)
{
    // Worked out along the line the two make (x beside, y under) and across it.
    const bool beside = side == PanelSide::Beside;
    const auto along = [beside](const QSizeF& size) { return beside ? size.width() : size.height(); };
    const auto across = [beside](const QSizeF& size) { return beside ? size.height() : size.width(); };
    const double room = along(area.size());
    const double breadth = across(area.size());
    const double middle = beside ? area.center().x() : area.center().y();
    const double centre = beside ? area.center().y() : area.center().x();

    BoardAndPanel result;
    const bool fixed = scaling.fixedPanel;
    const double units = fixed ? along(board) : along(board) + gap + along(panel);
    result.fit = fixed ? std::min((room - along(panel) - gap) / units, breadth / across(board))
                       : std::min(room / units, breadth / std::max(across(board), across(panel)));
    result.scale = std::min(scaling.maxScale, std::max(scaling.minScale, result.fit));
    const double s = result.scale;
    const double length = fixed ? units * s + gap + along(panel) : units * s;
    const double start = middle - length / 2 + (scaling.slackBefore - 0.5) * (room - length);
    const double panelStart = start + (fixed ? along(board) * s + gap : (along(board) + gap) * s);
    const QSizeF boardSize = board * s;
    const QSizeF panelSize = fixed ? panel : panel * s;
    const double boardSide = centre - across(board) * s / 2;
    const double panelSide = centre - across(panelSize) / 2;
    if (beside) {
        result.board = QRectF(QPointF(start, boardSide), boardSize);
        result.panel = QRectF(QPointF(panelStart, panelSide), panelSize);
    } else {
        result.board = QRectF(QPointF(boardSide, start), boardSize);
        result.panel = QRectF(QPointF(panelSide, panelStart), panelSize);
    }
    return result;
}

} // namespace minimoves::app
