// How the Magic Board's pieces are drawn — the cells' reading order on the 2x4 board, the frame,
// the empty slots and the numbered tiles — shared by the board and its target editor, so that
// the target being edited looks like the one on the board.
#pragma once

#include <QPalette>
#include <QPoint>
#include <QRectF>

class QPainter;

namespace minimoves::app::magic_look {

// Cell i of the clockwise reading order sits at (column, row) on the 2x4 board.
inline QPoint cellPosition(int cell) { return cell < 4 ? QPoint(cell, 0) : QPoint(7 - cell, 1); }
// The cell at (column, row).
inline int cellIndex(int column, int row) { return row == 0 ? column : 7 - column; }

// The board's frame (its line in the highlight colour when the board has the focus), an empty
// cell's slot, and tile `tile` (1-8; `small`: the target's, whose number is a little larger).
// Their greys are the palette's own window and text colours mixed, so that they follow a light or
// a dark palette; a tile keeps its own colour on any palette.
void drawFrame(QPainter& painter, const QRectF& rect, double radius, const QPalette& palette, bool focus);
void drawSlot(QPainter& painter, const QRectF& rect, const QPalette& palette);
void drawTile(QPainter& painter, const QRectF& rect, int tile, bool small);

} // namespace minimoves::app::magic_look
