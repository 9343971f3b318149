// BoardHover: the things of a board under the pointer — which is where, its tooltip, the
// pointer's shape over it and the moves it stands for — in the board's own numbering (a cell, a
// gear, a block). A board hands its own to the base (BoardWidget::setParts); the base keeps the
// hovered one (BoardWidget::hoveredItem()), its tooltip and the pointer's shape current, and shows
// the quality of the hovered item's moves. A board without one has nothing under the pointer.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace minimoves::app {

class BoardHover {
public:
    virtual ~BoardHover() = default;

    // The item at `pos` (the board's coordinates), -1 for none.
    virtual int itemAt(const QPointF& pos) const;
    // The tooltip of an item (>= 0).
    virtual QString toolTip(int item) const;
    // The pointer's shape over `item` (-1: over nothing), set at every move of the pointer;
    // nullopt leaves it as it is.
    virtual std::optional<Qt::CursorShape> cursorShape(int item) const;
    // The moves an item stands for (a cell's shifts, a block's turn and recolour): its moves'
    // quality shows over it. By default the item is the move of its number.
    virtual std::vector<int> movesOf(int item) const;
    // The tooltip the board shows at `pos` (empty: none): by default toolTip() of the item there.
    virtual QString toolTipAt(const QPointF& pos) const;
    // What a tooltip must not cover (the target and its caption), in the board's coordinates;
    // empty: nothing. A tooltip that would goes to the pointer's left.
    virtual QRectF toolTipClear() const { return {}; }
};

} // namespace minimoves::app
