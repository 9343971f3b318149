// BoardButtonRow: a row of buttons centred under a board (Sawtooth's "Edit teeth…"), a part a
// board that has child buttons uses; the board draws in the area above it.
#pragma once

#include <QRectF>

#include <initializer_list>

class QHBoxLayout;
class QWidget;

namespace minimoves::app {

class BoardButtonRow {
public:
    explicit BoardButtonRow(QWidget* board) : m_board(board) {}

    // Adds a group of buttons; each group is set apart from the last.
    void add(std::initializer_list<QWidget*> group);
    // The board's area: 12 pixels in from the edges, down to `gap` pixels above the row's first
    // button, at least `minHeight` tall.
    QRectF areaAbove(double gap, double minHeight) const;

private:
    QWidget* m_board;
    QHBoxLayout* m_row = nullptr;
};

} // namespace minimoves::app
