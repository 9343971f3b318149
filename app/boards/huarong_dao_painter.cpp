// The Huarong Dao board's painting (HuarongDaoWidget's paintBoard; its layout and input are in
// huarong_dao_widget.cpp): the walnut tray with the exit's gap under the bottom centre, the wooden
// blocks with their names (or plain), a block on its way along its path, where a held block would
// land, the hint's marks, the keyboard's cursor, and the goal drawn small under its caption.
#include "huarong_dao_widget.h"

#include "paint_helpers.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using huarong::Block;
using huarong::Kind;
using huarong::Who;

namespace {

// Fixed colours that read on light and dark windows alike: a walnut tray, pale wooden blocks
// (Cao Cao in red lacquer) with their names carved dark.
const QColor frameTop(112, 74, 46);
const QColor frameBottom(78, 50, 30);
const QColor frameRim(150, 108, 72);
const QColor wellColor(52, 36, 24);
const QColor exitColor(30, 20, 14);
const QColor woodTop(236, 204, 156);
const QColor woodBottom(212, 170, 114);
const QColor woodEdge(140, 98, 52);
const QColor lacquerTop(204, 84, 60);
const QColor lacquerBottom(160, 52, 36);
const QColor lacquerEdge(96, 28, 20);
const QColor inkColor(60, 34, 16);
const QColor lacquerInk(255, 226, 170);
const QColor labelColor(236, 214, 186);

struct BlockLook {
    double lift = 0;      // pixels the block is raised (hover, held)
    int hint = 0;         // 0 none, 1 an optimal move, 2 the best one
    bool symbols = false; // colour-blind marks on the hint
    bool plain = false;   // no name
    bool broken = false;  // the editor's cell of no whole block
    QColor glow;          // a ring in the palette's highlight, invalid for none
    QColor hintColor;
    double opacity = 1;
    bool picked = false;  // held: a thicker ring
};

// A block filling `box`: a shadow, its side below its face, the face with its name, the marks.
void drawBlock(QPainter& painter, const QRectF& box, Who who, Kind kind, const BlockLook& look)
{
    painter.save();
    painter.setOpacity(look.opacity);
    const double unit = std::min(box.width() / huarong::widthOf(kind), box.height() / huarong::heightOf(kind));
    const double depth = unit * 0.06;
    const double radius = unit * 0.12;
    const double edge = std::max(1.0, unit * 0.014);
    const bool lacquer = kind == Kind::CaoCao;
    const QRectF face(box.left(), box.top() - look.lift, box.width(), box.height() - depth);

    painter.setPen(Qt::NoPen);
    QPainterPath shadow;
    const double spread = look.lift * 0.5;
    shadow.addRoundedRect(box.translated(0, depth * 0.5 + look.lift * 0.35).adjusted(-spread, -spread, spread, spread),
                          radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, look.lift > 0 ? 100 : 70));
    QPainterPath body;
    body.addRoundedRect(QRectF(face.left(), face.top(), face.width(), box.bottom() - face.top()), radius, radius);
    painter.fillPath(body, (lacquer ? lacquerEdge : woodEdge).lighter(115));

    QPainterPath top;
    top.addRoundedRect(face, radius, radius);
    QLinearGradient shade(face.topLeft(), face.bottomRight());
    shade.setColorAt(0, (lacquer ? lacquerTop : woodTop).lighter(look.lift > 0 ? 106 : 100));
    shade.setColorAt(1, lacquer ? lacquerBottom : woodBottom);
    painter.fillPath(top, shade);
    if (look.broken)
        painter.fillPath(top, QBrush(QColor(200, 40, 30, 150), Qt::BDiagPattern));
    // The grain: a few faint lines along the block's length.
    painter.save();
    painter.setClipPath(top);
    painter.setPen(QPen(QColor(120, 80, 40, lacquer ? 0 : 34), std::max(1.0, unit * 0.012)));
    const bool tall = face.height() > face.width();
    for (int i = 1; i < 6; ++i) {
        const double f = i / 6.0 + 0.03 * std::sin(i * 2.1);
        if (tall)
            painter.drawLine(QPointF(face.left() + face.width() * f, face.top()),
                             QPointF(face.left() + face.width() * (f + 0.04), face.bottom()));
        else
            painter.drawLine(QPointF(face.left(), face.top() + face.height() * f),
                             QPointF(face.right(), face.top() + face.height() * (f + 0.04)));
    }
    painter.restore();
    painter.setPen(QPen(lacquer ? lacquerEdge : woodEdge, edge));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(top);

    if (look.glow.isValid()) {
        const double width = std::max(look.picked ? 3.0 : 1.5, unit * (look.picked ? 0.08 : 0.04));
        painter.setPen(QPen(look.glow, width));
        painter.drawRoundedRect(face.adjusted(width, width, -width, -width), radius * 0.8, radius * 0.8);
    }

    if (!look.plain) {
        const QString label = HuarongDaoWidget::blockLabel(who);
        QFont font = painter.font();
        font.setBold(true);
        const bool stacked = kind == Kind::Vertical;
        const double pixels = kind == Kind::CaoCao ? unit * 0.62 : unit * 0.46;
        font.setPixelSize(std::max(6, int(pixels)));
        painter.setFont(font);
        painter.setPen(lacquer ? lacquerInk : inkColor);
        if (stacked && label.size() == 2) {
            painter.drawText(QRectF(face.left(), face.top(), face.width(), face.height() / 2).adjusted(0, unit * 0.1, 0, 0),
                             Qt::AlignCenter, label.left(1));
            painter.drawText(QRectF(face.left(), face.center().y(), face.width(), face.height() / 2).adjusted(0, 0, 0, -unit * 0.1),
                             Qt::AlignCenter, label.right(1));
        } else {
            painter.drawText(face, Qt::AlignCenter, label);
        }
    }

    if (look.hint > 0)
        paintHintRing(painter, face, radius, unit, edge, look.hint, look.hintColor, look.symbols, unit * 0.22);
    painter.restore();
}

// The tray: a walnut frame, the wells, and the exit's gap in the bottom frame under `exit`.
void drawTray(QPainter& painter, const QRectF& tray, const QRectF& grid, const QRectF& exit, double cell,
              bool coordinates)
{
    const double radius = cell * 0.22;
    QPainterPath shadow;
    shadow.addRoundedRect(tray.translated(0, std::max(1.0, cell * 0.04)), radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, 70));
    QPainterPath frame;
    frame.addRoundedRect(tray, radius, radius);
    QLinearGradient shade(tray.topLeft(), tray.bottomLeft());
    shade.setColorAt(0, frameTop);
    shade.setColorAt(1, frameBottom);
    painter.fillPath(frame, shade);
    painter.setPen(QPen(frameRim, std::max(1.0, cell * 0.02)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(frame);
    painter.setPen(Qt::NoPen);
    painter.fillRect(grid, wellColor);
    // The exit: the frame open under the two middle columns, with its arrows.
    painter.fillRect(exit.adjusted(0, -1, 0, 0), exitColor);
    painter.setPen(QPen(labelColor, std::max(1.0, cell * 0.035), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (int i = 0; i < 2; ++i) {
        const double x = exit.left() + exit.width() * (0.3 + 0.4 * i);
        const double y = exit.center().y();
        const double s = std::min(exit.height() * 0.28, cell * 0.12);
        painter.drawPolyline(QPolygonF{QPointF(x - s, y - s * 0.5), QPointF(x, y + s * 0.5), QPointF(x + s, y - s * 0.5)});
    }
    // The cells' wells: faint lines between them.
    painter.setPen(QPen(QColor(255, 255, 255, 18), std::max(1.0, cell * 0.01)));
    for (int c = 1; c < huarong::trayColumns; ++c)
        painter.drawLine(QPointF(grid.left() + c * cell, grid.top()), QPointF(grid.left() + c * cell, grid.bottom()));
    for (int r = 1; r < huarong::trayRows; ++r)
        painter.drawLine(QPointF(grid.left(), grid.top() + r * cell), QPointF(grid.right(), grid.top() + r * cell));
    // The cells' names along the frame (a1 at the top left), where the frame has room for them.
    const double frameWidth = grid.left() - tray.left();
    if (coordinates && frameWidth >= 11) {
        QFont font = painter.font();
        font.setPixelSize(std::max(7, int(frameWidth * 0.55)));
        painter.setFont(font);
        painter.setPen(labelColor);
        for (int c = 0; c < huarong::trayColumns; ++c)
            painter.drawText(QRectF(grid.left() + c * cell, tray.top(), cell, frameWidth), Qt::AlignCenter,
                             QString(QChar(u'a' + c)));
        for (int r = 0; r < huarong::trayRows; ++r)
            painter.drawText(QRectF(tray.left(), grid.top() + r * cell, frameWidth, cell), Qt::AlignCenter,
                             QString::number(r + 1));
    }
}

// The top-left corner `t` (0 → 1) of the way along `path` (top-left cells), in cells (column, row).
QPointF along(const std::vector<int>& path, double t)
{
    auto at = [](int cell) { return QPointF(cell % huarong::trayColumns, cell / huarong::trayColumns); };
    if (path.size() < 2)
        return path.empty() ? QPointF() : at(path.front());
    const double s = std::clamp(t, 0.0, 1.0) * double(path.size() - 1);
    const std::size_t i = std::min(path.size() - 2, std::size_t(s));
    return at(path[i]) + (at(path[i + 1]) - at(path[i])) * (s - double(i));
}

} // namespace

void HuarongDaoWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const huarong::Tray& tray = m_tray;
    if (tray.kinds.isEmpty())
        return;
    const Layout l = layout();
    const double cell = l.cell;
    const double inset = cell * 0.035;
    auto boxAt = [&](QPointF at, Kind kind) { // at: (column, row) of the top-left, fractional while moving
        return QRectF(l.grid.left() + at.x() * cell + inset, l.grid.top() + at.y() * cell + inset,
                      huarong::widthOf(kind) * cell - 2 * inset, huarong::heightOf(kind) * cell - 2 * inset);
    };
    auto place = [](int c) { return QPointF(c % huarong::trayColumns, c / huarong::trayColumns); };

    drawTray(painter, l.board, l.grid, l.exit, cell, true);

    // What moves: a block animating along its path, or held by the pointer or the keys.
    std::vector<Block> blocks = tray.blocks;
    int moving = -1;
    QPointF movingAt;
    if (move >= 0 && !isEditing()) {
        const int from = move / (huarong::trayCells - 1), rest = move % (huarong::trayCells - 1);
        const int to = rest < from ? rest : rest + 1;
        const bool forward = !animReversed();
        const int index = huarong::blockAt(blocks, forward ? to : from);
        if (index >= 0 && blocks[std::size_t(index)].cell == (forward ? to : from)) {
            std::vector<Block> before = blocks;
            before[std::size_t(index)].cell = from;
            const std::vector<int> path = huarong::pathOf(before, index, to);
            moving = index;
            movingAt = along(path.empty() ? std::vector<int>{from, to} : path, forward ? progress : 1 - progress);
            if (m_carry.active && forward && move == m_carry.move)
                movingAt = m_carry.topLeft + (place(to) - m_carry.topLeft) * progress;
        }
    } else if (m_drag && m_drag->dragged) {
        moving = m_drag->block;
        const QPointF topLeft = m_drag->at - m_drag->offset - l.grid.topLeft();
        const Kind kind = blocks[std::size_t(moving)].kind;
        movingAt = QPointF(std::clamp(topLeft.x() / cell, 0.0, double(huarong::trayColumns - huarong::widthOf(kind))),
                           std::clamp(topLeft.y() / cell, 0.0, double(huarong::trayRows - huarong::heightOf(kind))));
    } else if (m_picked >= 0 && m_place >= 0) {
        moving = m_picked;
        movingAt = place(m_place);
    }
    const bool atRest = move < 0 && !isEditing();

    // Hint marks: on the block each optimal move takes, and where it goes.
    std::vector<int> hint(blocks.size(), 0);
    std::vector<std::pair<int, int>> hintPlaces; // (top-left cell, block) of each optimal move's place
    if (atRest)
        for (int m : hintMoves()) {
            const int from = m / (huarong::trayCells - 1), rest = m % (huarong::trayCells - 1);
            const int index = huarong::blockAt(blocks, from);
            if (index < 0 || blocks[std::size_t(index)].cell != from)
                continue;
            hint[std::size_t(index)] = std::max(hint[std::size_t(index)], m == hintBest() ? 2 : 1);
            hintPlaces.emplace_back(rest < from ? rest : rest + 1, index);
        }
    QColor glow = palette().color(QPalette::Highlight);
    glow.setAlpha(190);
    const double lift = cell * 0.04;
    auto outline = [&](const QRectF& box, const QColor& color, Qt::PenStyle style) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color, std::max(2.0, cell * 0.045), style, Qt::RoundCap, Qt::RoundJoin));
        painter.drawRoundedRect(box.adjusted(cell * 0.03, cell * 0.03, -cell * 0.03, -cell * 0.03), cell * 0.1, cell * 0.1);
    };

    // The editor's broken cells: a block of one cell with its letter, hatched.
    for (int c : tray.broken) {
        BlockLook look;
        look.broken = true;
        look.plain = true;
        const Kind kind = huarong::kindOfLetter(tray.kinds[c]);
        drawBlock(painter, boxAt(place(c), Kind::Soldier), Who::Soldier, Kind::Soldier, look);
        painter.setPen(inkColor);
        QFont font = painter.font();
        font.setPixelSize(std::max(6, int(cell * 0.4)));
        painter.setFont(font);
        painter.drawText(boxAt(place(c), Kind::Soldier), Qt::AlignCenter, QString(huarong::letterOf(kind)));
    }
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (int(i) == moving)
            continue;
        BlockLook look;
        look.plain = plainLook();
        look.hint = hint[i];
        look.hintColor = hint[i] == 2 ? bestHintColor() : hintColor();
        look.symbols = symbols();
        if (atRest && !m_drag && m_picked < 0 && blocks[i].cell == hoveredItem()) {
            look.lift = lift;
            look.glow = glow;
        }
        drawBlock(painter, boxAt(place(blocks[i].cell), blocks[i].kind), blocks[i].who, blocks[i].kind, look);
    }
    for (const auto& [to, index] : hintPlaces) {
        const bool best = hint[std::size_t(index)] == 2;
        outline(boxAt(place(to), blocks[std::size_t(index)].kind), best ? bestHintColor() : hintColor(), Qt::DashLine);
    }
    if (moving >= 0) {
        const Block& block = blocks[std::size_t(moving)];
        BlockLook look;
        look.plain = plainLook();
        look.symbols = symbols();
        if (atRest) { // held: its own place and where it would land outlined, the places it can go dashed
            QColor reach = glow;
            reach.setAlpha(m_drag ? 90 : 200); // picked up by a click or Enter: where a click sends it
            for (const auto& [to, m] : targetsOf(moving))
                outline(boxAt(place(to), block.kind), reach, Qt::DashLine);
            outline(boxAt(place(block.cell), block.kind), QColor(255, 255, 255, 110), Qt::DashLine);
            const int landing = m_drag ? m_drag->landing : m_place;
            if (landing >= 0 && landing != block.cell)
                outline(boxAt(place(landing), block.kind), glow, Qt::SolidLine);
            look.lift = lift;
            look.glow = glow;
            look.picked = true;
            look.opacity = m_drag ? 0.85 : 1.0;
        }
        drawBlock(painter, boxAt(movingAt, block.kind), block.who, block.kind, look);
    } else if (atRest && m_picked < 0 && hoveredItem() >= 0) {
        // The places the hovered block can go, faintly.
        const int index = huarong::blockAt(blocks, hoveredItem());
        for (const auto& [to, m] : targetsOf(index))
            outline(boxAt(place(to), blocks[std::size_t(index)].kind), QColor(255, 255, 255, 50), Qt::DotLine);
    }
    // The keyboard's cursor, while the board has the focus.
    if (hasFocus() && m_cursor && (m_picked < 0 || isEditing())) {
        const QRectF box = cellRect(m_cursor->index()).adjusted(cell * 0.02, cell * 0.02, -cell * 0.02, -cell * 0.02);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(20, 20, 20), std::max(3.0, cell * 0.07)));
        painter.drawRoundedRect(box, cell * 0.1, cell * 0.1);
        painter.setPen(QPen(QColor(255, 255, 255), std::max(1.5, cell * 0.035)));
        painter.drawRoundedRect(box, cell * 0.1, cell * 0.1);
    }

    // The goal: Cao Cao at the bottom centre, over the exit.
    paintCaption(painter, l.caption, tr("Goal"), Qt::AlignHCenter | Qt::AlignBottom, std::max(10.0, l.caption.height() * 0.6));
    const double small = l.goal.width() / (huarong::trayColumns + 0.64);
    const double frame = small * 0.32;
    const QRectF goalGrid = l.goal.adjusted(frame, frame, -frame, -frame);
    drawTray(painter, l.goal, goalGrid, QRectF(goalGrid.left() + small, goalGrid.bottom(), 2 * small, frame), small, false);
    BlockLook flat;
    flat.plain = plainLook();
    const double smallInset = small * 0.04;
    drawBlock(painter,
              QRectF(goalGrid.left() + small + smallInset, goalGrid.top() + 3 * small + smallInset, 2 * small - 2 * smallInset,
                     2 * small - 2 * smallInset),
              Who::CaoCao, Kind::CaoCao, flat);
}

} // namespace minimoves::app
