// The sliding-tiles board's painting (SlidingTilesWidget's paintBoard; its layout and input are in
// sliding_tiles_widget.cpp): the slate tray, the ivory tiles with their numbers, a tile on its way,
// the hint marks, and the goal drawn small under its caption.
#include "sliding_tiles_widget.h"

#include "paint_helpers.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>

namespace minimoves::app {
namespace {

// Fixed colours that read on light and dark windows alike: a slate tray (darker than a light
// window, lighter and bluer than a dark one, with a light rim) and ivory tiles with navy digits.
const QColor frameTop(88, 102, 128);
const QColor frameBottom(62, 72, 94);
const QColor frameRim(128, 142, 168);
const QColor wellTop(34, 40, 53);
const QColor wellBottom(50, 58, 75);
const QColor faceTop(255, 252, 242);
const QColor faceBottom(236, 224, 198);
const QColor faceEdge(168, 148, 112);
const QColor tileSide(190, 170, 134);
const QColor digitColor(38, 50, 80);

struct TileLook {
    double lift = 0;      // pixels the tile is raised (hover, drag)
    int hint = 0;         // 0 none, 1 an optimal move, 2 the best one
    bool symbols = false; // colour-blind marks on hinted tiles
    bool flat = false;    // the goal's small tiles
    QColor glow;          // a ring in the palette's highlight (a raised tile), invalid for none
    QColor hintColor;     // the mark's colour when hint > 0
};

// A tile filling `box` (its footprint on the tray): a shadow, the tile's side seen below its face,
// the face with the number, then the hint marks.
void drawTile(QPainter& painter, const QRectF& box, const QString& label, const TileLook& look)
{
    const double w = box.width();
    const double depth = look.flat ? w * 0.045 : w * 0.075;
    const double radius = w * 0.13;
    const QRectF face(box.left(), box.top() - look.lift, w, box.height() - depth);
    const double edge = std::max(1.0, w * 0.012);

    painter.setPen(Qt::NoPen);
    QPainterPath shadow;
    const double spread = look.lift * 0.5;
    shadow.addRoundedRect(box.translated(0, depth * 0.45 + look.lift * 0.35).adjusted(-spread, -spread, spread, spread),
                          radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, look.lift > 0 ? 95 : 60));

    QPainterPath body;
    body.addRoundedRect(QRectF(face.left(), face.top(), w, box.bottom() - face.top()), radius, radius);
    painter.fillPath(body, tileSide);

    QPainterPath top;
    top.addRoundedRect(face, radius, radius);
    QLinearGradient shade(face.topLeft(), face.bottomLeft());
    shade.setColorAt(0, look.lift > 0 ? QColor(255, 255, 250) : faceTop);
    shade.setColorAt(1, look.lift > 0 ? faceBottom.lighter(104) : faceBottom);
    painter.fillPath(top, shade);
    painter.setPen(QPen(faceEdge, edge));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(top);

    if (look.glow.isValid()) {
        const double width = std::max(1.5, w * 0.03);
        painter.setPen(QPen(look.glow, width));
        painter.drawRoundedRect(face.adjusted(width, width, -width, -width), radius * 0.8, radius * 0.8);
    }

    QFont font = painter.font();
    font.setBold(true);
    // Two digits ("12") a little smaller than one, to keep inside the face.
    font.setPixelSize(std::max(6, int(face.height() * (label.size() > 1 ? 0.48 : 0.56))));
    painter.setFont(font);
    painter.setPen(digitColor);
    painter.drawText(face, Qt::AlignCenter, label);

    if (look.hint > 0)
        paintHintRing(painter, face, radius, w, edge, look.hint, look.hintColor, look.symbols, w * 0.25);
}

// A tray: the slate frame with a well under every cell of `grid`.
void drawTray(QPainter& painter, const QRectF& tray, const QRectF& grid, int side)
{
    const double cell = grid.width() / side;
    const double radius = tray.width() * 0.05;
    QPainterPath shadow;
    shadow.addRoundedRect(tray.translated(0, std::max(1.0, tray.width() * 0.008)), radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, 70));
    QPainterPath frame;
    frame.addRoundedRect(tray, radius, radius);
    QLinearGradient shade(tray.topLeft(), tray.bottomLeft());
    shade.setColorAt(0, frameTop);
    shade.setColorAt(1, frameBottom);
    painter.fillPath(frame, shade);
    painter.setPen(QPen(frameRim, std::max(1.0, tray.width() * 0.004)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(frame);
    painter.setPen(Qt::NoPen);
    for (int c = 0; c < side * side; ++c) {
        const QRectF well = QRectF(grid.left() + (c % side) * cell, grid.top() + (c / side) * cell, cell, cell)
                                .adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03);
        QPainterPath path;
        path.addRoundedRect(well, cell * 0.12, cell * 0.12);
        QLinearGradient dark(well.topLeft(), well.bottomLeft());
        dark.setColorAt(0, wellTop);
        dark.setColorAt(1, wellBottom);
        painter.fillPath(path, dark);
    }
}

} // namespace

void SlidingTilesWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const QString shown = cells();
    if (shown.isEmpty())
        return;
    const Layout l = layout();
    const int side = m_side;
    const double cell = l.grid.width() / side;
    const double inset = cell * 0.05;
    auto tileBox = [&](QPointF at) { // at: (column, row), fractional while sliding
        return QRectF(l.grid.left() + at.x() * cell + inset, l.grid.top() + at.y() * cell + inset, cell - 2 * inset,
                      cell - 2 * inset);
    };
    auto place = [side](int c) { return QPointF(c % side, c / side); };

    // What is drawn: the position, and one tile on its way from `moving` to `blank` (t: 0 → 1).
    QString base = shown;
    int moving = -1, blank = blankOf(shown);
    double t = 0;
    if (move >= 0 && move < m_puzzle->moveCount()) {
        // Undo plays the move backwards: from the position after it (animFrom()) towards state().
        const StateRank before = animReversed() ? state() : animFrom();
        const StateRank after = m_puzzle->apply(before, move);
        const QString a = cellsOf(before), b = cellsOf(after);
        if (after != before && !a.isEmpty() && !b.isEmpty()) {
            base = a;
            blank = blankOf(a);
            moving = blankOf(b);
            t = animReversed() ? 1 - progress : progress;
            if (m_carry.active && !animReversed() && move == m_carry.move && before == m_carry.from)
                t = m_carry.offset + (1 - m_carry.offset) * progress;
        }
    } else if (m_press && m_press->dragged) {
        moving = m_press->cell;
        t = m_press->offset;
    }
    const bool atRest = move < 0;

    drawTray(painter, l.board, l.grid, side);

    // Hint marks: by the tile each optimal move slides (at rest only).
    std::array<int, 16> hint{};
    if (atRest)
        for (int m : hintMoves()) {
            const StateRank after = m_puzzle->apply(state(), m);
            const QString b = after != state() ? cellsOf(after) : QString();
            if (!b.isEmpty())
                hint[blankOf(b)] = std::max(hint[blankOf(b)], m == hintBest() ? 2 : 1);
        }
    const double lift = cell * 0.035;
    QColor glow = palette().color(QPalette::Highlight);
    glow.setAlpha(170);
    for (int c = 0; c < cellCount(); ++c) {
        if (c == blank || c == moving)
            continue;
        TileLook look;
        look.hint = hint[c];
        look.hintColor = hint[c] == 2 ? bestHintColor() : hintColor();
        look.symbols = symbols();
        if (atRest && c == hoveredItem()) {
            look.lift = lift;
            look.glow = glow;
        }
        drawTile(painter, tileBox(place(c)), tileLabel(base[c]), look);
    }
    if (moving >= 0) { // last: it passes over the tray between two wells
        TileLook look;
        look.symbols = symbols();
        if (atRest) { // dragged by the pointer
            look.lift = lift;
            look.glow = glow;
            look.hint = hint[moving];
            look.hintColor = hint[moving] == 2 ? bestHintColor() : hintColor();
        }
        const QPointF from = place(moving), to = place(blank);
        drawTile(painter, tileBox(from + (to - from) * t), tileLabel(base[moving]), look);
    }

    // The goal: the tiles in reading order and the blank last, small, under its caption.
    paintCaption(painter, l.caption, tr("Goal"), Qt::AlignHCenter | Qt::AlignBottom,
                 std::max(10.0, l.caption.height() * 0.62));
    const double goalCell = l.goal.width() / side;
    const double goalFrame = l.goal.width() * 0.06 / 0.88;
    drawTray(painter, l.goal.adjusted(-goalFrame, -goalFrame, goalFrame, goalFrame), l.goal, side);
    TileLook flat;
    flat.flat = true;
    for (int c = 0; c + 1 < cellCount(); ++c)
        drawTile(painter,
                 QRectF(l.goal.left() + (c % side) * goalCell, l.goal.top() + (c / side) * goalCell, goalCell, goalCell)
                     .adjusted(goalCell * 0.06, goalCell * 0.06, -goalCell * 0.06, -goalCell * 0.06),
                 QString::number(c + 1), flat);
}

} // namespace minimoves::app
