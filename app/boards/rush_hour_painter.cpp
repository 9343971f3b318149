// The Rush Hour board's painting (RushHourWidget's paintBoard; its layout and input are in
// rush_hour_widget.cpp): the asphalt lot in its kerb, the exit's gap and arrow, the walls, the
// vehicles (one on its way: a slide, a drag), and the marks: the hint, the picked vehicle with the
// cells it reaches, the outline of where a slide lands, the keyboard's cursor.
#include "rush_hour_widget.h"

#include "paint_helpers.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace minimoves::app {
namespace {

// Fixed colours that read on light and dark windows alike.
const QColor kerbColor(150, 152, 156);
const QColor kerbRim(196, 198, 202);
const QColor asphaltTop(64, 68, 76);
const QColor asphaltBottom(52, 55, 62);
const QColor lineColor(255, 255, 255, 46);
const QColor exitColor(120, 200, 90);
const QColor wallColor(118, 112, 104);
const QColor redCar(208, 36, 36);
// The other vehicles, by letter: far from the red car's hue, and from each other in lightness.
const std::array<QColor, 16> otherColors{
    QColor(44, 110, 200),  QColor(238, 190, 40), QColor(40, 150, 90),   QColor(140, 80, 190),
    QColor(90, 200, 220),  QColor(236, 130, 30), QColor(120, 140, 60),  QColor(230, 120, 170),
    QColor(30, 70, 130),   QColor(170, 200, 60), QColor(110, 90, 70),   QColor(200, 200, 210),
    QColor(0, 120, 120),   QColor(196, 164, 120), QColor(90, 50, 130),  QColor(250, 225, 140),
};

QColor bodyColor(const LotVehicle& vehicle)
{
    return vehicle.isRed() ? redCar : otherColors[std::size_t(vehicle.letter.unicode() - 'A') % otherColors.size()];
}

struct VehicleLook {
    double lift = 0;  // raised by the pointer
    QColor glow;      // a ring in the palette's highlight, invalid for none
    bool symbols = false;
};

// A vehicle covering `box` (its cells), seen from above: its body, the cabin's roof, its letter.
void drawVehicle(QPainter& painter, const QRectF& box, const LotVehicle& vehicle, double cell, const VehicleLook& look)
{
    const double inset = cell * 0.08;
    const QRectF body = box.adjusted(inset, inset - look.lift, -inset, -inset - look.lift);
    const double radius = cell * 0.2;
    QPainterPath shadow;
    shadow.addRoundedRect(body.translated(cell * 0.02, cell * 0.05 + look.lift * 0.8), radius, radius);
    painter.fillPath(shadow, QColor(0, 0, 0, look.lift > 0 ? 110 : 80));

    const QColor color = bodyColor(vehicle);
    QPainterPath path;
    path.addRoundedRect(body, radius, radius);
    QLinearGradient shade(body.topLeft(), vehicle.across ? body.bottomLeft() : body.topRight());
    shade.setColorAt(0, color.lighter(118));
    shade.setColorAt(1, color.darker(112));
    painter.fillPath(path, shade);
    painter.setPen(QPen(color.darker(170), std::max(1.0, cell * 0.025)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);

    // The cabin: a darker roof with a windscreen towards the front (right, or down, by the rules'
    // "+"; the red car drives right, to the exit).
    const double along = vehicle.across ? body.width() : body.height();
    const double roofLength = along * (vehicle.isTruck() ? 0.26 : 0.5);
    const double margin = cell * 0.12;
    QRectF roof = vehicle.across
                      ? QRectF(body.right() - margin - roofLength - cell * 0.12, body.top() + margin, roofLength,
                               body.height() - 2 * margin)
                      : QRectF(body.left() + margin, body.bottom() - margin - roofLength - cell * 0.12,
                               body.width() - 2 * margin, roofLength);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color.darker(135));
    painter.drawRoundedRect(roof, radius * 0.6, radius * 0.6);

    // The letter on the longer free part of the body (a truck's load, a car's bonnet and roof).
    const bool dark = luminance(color) > 0.35;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(cell * 0.42)));
    painter.setFont(font);
    const QRectF label = vehicle.isTruck() ? (vehicle.across ? QRectF(body.left(), body.top(), roof.left() - body.left(), body.height())
                                                             : QRectF(body.left(), body.top(), body.width(), roof.top() - body.top()))
                                           : body;
    painter.setPen(dark ? QColor(20, 24, 32) : Qt::white);
    painter.drawText(label, Qt::AlignCenter, QString(vehicle.letter));
    if (vehicle.isRed() && look.symbols) { // the colour-blind palette: the red car's arrow to the exit
        const QPointF tip(body.right() - cell * 0.1, body.center().y());
        const double s = cell * 0.13;
        QPainterPath arrow;
        arrow.moveTo(tip);
        arrow.lineTo(tip + QPointF(-s * 1.3, -s));
        arrow.lineTo(tip + QPointF(-s * 1.3, s));
        arrow.closeSubpath();
        painter.fillPath(arrow, Qt::white);
    }
    if (look.glow.isValid()) {
        const double width = std::max(1.5, cell * 0.05);
        painter.setPen(QPen(look.glow, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(body.adjusted(-width / 2, -width / 2, width / 2, width / 2), radius, radius);
    }
}

// A letter's cells that do not make a vehicle (the editor's draft): each a block with a red dash.
void drawLooseCells(QPainter& painter, const std::vector<QRectF>& boxes, const LotVehicle& vehicle, double cell)
{
    for (const QRectF& box : boxes) {
        const QRectF body = box.adjusted(cell * 0.12, cell * 0.12, -cell * 0.12, -cell * 0.12);
        painter.setPen(QPen(QColor(230, 30, 30), std::max(1.5, cell * 0.05), Qt::DashLine));
        painter.setBrush(bodyColor(vehicle));
        painter.drawRoundedRect(body, cell * 0.1, cell * 0.1);
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(6, int(cell * 0.4)));
        painter.setFont(font);
        painter.setPen(luminance(bodyColor(vehicle)) > 0.35 ? QColor(20, 24, 32) : Qt::white);
        painter.drawText(body, Qt::AlignCenter, QString(vehicle.letter));
    }
}

void drawWall(QPainter& painter, const QRectF& box, double cell)
{
    const QRectF block = box.adjusted(cell * 0.04, cell * 0.04, -cell * 0.04, -cell * 0.04);
    painter.setPen(QPen(wallColor.darker(150), std::max(1.0, cell * 0.025)));
    painter.setBrush(wallColor);
    painter.drawRect(block);
    // A hatch: a wall reads as a wall without its colour.
    painter.save();
    painter.setClipRect(block);
    painter.setPen(QPen(wallColor.darker(135), std::max(1.0, cell * 0.04)));
    for (double x = -block.height(); x < block.width(); x += cell * 0.22)
        painter.drawLine(QPointF(block.left() + x, block.bottom()), QPointF(block.left() + x + block.height(), block.top()));
    painter.restore();
}

// The outline of where a vehicle lands: dashed, in `color`.
void drawOutline(QPainter& painter, const QRectF& box, double cell, const QColor& color, double width)
{
    const QRectF r = box.adjusted(cell * 0.1, cell * 0.1, -cell * 0.1, -cell * 0.1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(color.darker(200), width + 2, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawRoundedRect(r, cell * 0.18, cell * 0.18);
    painter.setPen(QPen(color, width, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawRoundedRect(r, cell * 0.18, cell * 0.18);
}

} // namespace

void RushHourWidget::paintLot(QPainter& painter, const Layout& l) const
{
    const double radius = l.lot.width() * 0.03;
    QPainterPath kerb;
    kerb.addRoundedRect(l.lot, radius, radius);
    painter.fillPath(kerb, kerbColor);
    painter.setPen(QPen(kerbRim, std::max(1.0, l.lot.width() * 0.004)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(kerb);
    // The exit: the kerb open on the third row, the asphalt running out to the arrow.
    const QRectF gap(l.grid.right() - 1, l.exit.top(), l.lot.right() - l.grid.right() + 1, l.exit.height());
    QLinearGradient asphalt(l.grid.topLeft(), l.grid.bottomLeft());
    asphalt.setColorAt(0, asphaltTop);
    asphalt.setColorAt(1, asphaltBottom);
    painter.fillRect(l.grid, asphalt);
    painter.fillRect(gap, asphaltTop);
    painter.setPen(QPen(lineColor, std::max(1.0, l.cell * 0.02), Qt::DashLine));
    for (int i = 1; i < RushHourLot::Side; ++i) {
        painter.drawLine(QPointF(l.grid.left() + i * l.cell, l.grid.top()), QPointF(l.grid.left() + i * l.cell, l.grid.bottom()));
        painter.drawLine(QPointF(l.grid.left(), l.grid.top() + i * l.cell), QPointF(l.grid.right(), l.grid.top() + i * l.cell));
    }
    // The arrow out, and its word above it.
    const QRectF arrowBox = l.exit.adjusted(l.exit.width() * 0.2, l.cell * 0.3, -l.exit.width() * 0.1, -l.cell * 0.3);
    QPainterPath arrow;
    arrow.moveTo(arrowBox.left(), arrowBox.top() + arrowBox.height() * 0.3);
    arrow.lineTo(arrowBox.left() + arrowBox.width() * 0.45, arrowBox.top() + arrowBox.height() * 0.3);
    arrow.lineTo(arrowBox.left() + arrowBox.width() * 0.45, arrowBox.top());
    arrow.lineTo(arrowBox.right(), arrowBox.center().y());
    arrow.lineTo(arrowBox.left() + arrowBox.width() * 0.45, arrowBox.bottom());
    arrow.lineTo(arrowBox.left() + arrowBox.width() * 0.45, arrowBox.top() + arrowBox.height() * 0.7);
    arrow.lineTo(arrowBox.left(), arrowBox.top() + arrowBox.height() * 0.7);
    arrow.closeSubpath();
    painter.setPen(QPen(exitColor.darker(180), std::max(1.0, l.cell * 0.02)));
    painter.setBrush(exitColor);
    painter.drawPath(arrow);
    const QRectF caption(l.exit.left(), l.exit.top() - l.cell * 0.45, l.exit.width() + l.cell * 0.3, l.cell * 0.4);
    QFont font = painter.font();
    font.setBold(true);
    fitPixelSize(font, tr("Exit"), caption.width(), l.cell * 0.3, 6);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(caption, Qt::AlignLeft | Qt::AlignBottom, tr("Exit"));
}

void RushHourWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const Layout l = layout();
    paintLot(painter, l);
    const RushHourLot shown = lot();
    if (!shown.isValidSize())
        return;
    for (int cell = 0; cell < RushHourLot::CellCount; ++cell)
        if (shown.isWall(cell))
            drawWall(painter, cellRect(cell), l.cell);
    paintVehicles(painter, l, move, progress);
    if (move < 0)
        paintMarks(painter, l, shown);
}

void RushHourWidget::paintVehicles(QPainter& painter, const Layout& l, int move, double progress)
{
    // What moves: the animated slide (from the position before it), or the dragged vehicle.
    RushHourLot base = lot();
    int moving = -1;
    double offset = 0;
    if (move >= 0 && m_puzzle && !isEditing()) {
        const StateRank before = animReversed() ? state() : animFrom();
        if (m_puzzle->apply(before, move) != before) {
            base = lotOf(before);
            moving = RushHourLot::vehicleOfMove(move);
            double t = animReversed() ? 1 - progress : progress;
            if (m_carry.active && !animReversed() && move == m_carry.move && before == m_carry.from)
                t = m_carry.share + (1 - m_carry.share) * progress;
            offset = RushHourLot::distanceOfMove(move) * t;
        }
    } else if (m_drag && m_drag->dragged) {
        moving = m_drag->vehicle;
        offset = m_drag->offset;
    }
    const auto boxOf = [&](const LotVehicle& vehicle, double by) {
        QRectF box = cellRect(vehicle.cells.front()).united(cellRect(vehicle.cells.back()));
        return box.translated(vehicle.across ? by * l.cell : 0, vehicle.across ? 0 : by * l.cell);
    };
    QColor glow = palette().color(QPalette::Highlight);
    const int hovered = move < 0 ? base.vehicleAt(hoveredItem()) : -1;
    for (int v = 0; v < int(base.vehicles().size()); ++v) {
        const LotVehicle& vehicle = base.vehicles()[std::size_t(v)];
        if (v == moving)
            continue;
        if (!vehicle.straight) {
            std::vector<QRectF> boxes;
            for (int cell : vehicle.cells)
                boxes.push_back(cellRect(cell));
            drawLooseCells(painter, boxes, vehicle, l.cell);
            continue;
        }
        VehicleLook look;
        look.symbols = symbols();
        if (v == m_selected || (v == hovered && !isEditing())) {
            look.lift = l.cell * 0.04;
            look.glow = glow;
        }
        drawVehicle(painter, boxOf(vehicle, 0), vehicle, l.cell, look);
    }
    if (moving >= 0 && moving < int(base.vehicles().size())) { // last: it passes over the lines
        VehicleLook look;
        look.symbols = symbols();
        if (move < 0) { // in the hand
            look.lift = l.cell * 0.04;
            look.glow = glow;
        }
        drawVehicle(painter, boxOf(base.vehicles()[std::size_t(moving)], offset), base.vehicles()[std::size_t(moving)],
                    l.cell, look);
    }
}

void RushHourWidget::paintMarks(QPainter& painter, const Layout& l, const RushHourLot& shown) const
{
    const auto boxOfCells = [&](const std::vector<int>& cells) {
        return cellRect(cells.front()).united(cellRect(cells.back()));
    };
    const double width = std::max(2.0, l.cell * 0.05);
    // The hint: each optimal slide's vehicle ringed, the free cells it takes outlined, the best bolder (by
    // symbols: a star on the best one's vehicle, a dot on the others').
    std::vector<int> level(shown.vehicles().size(), 0);
    for (int m : hintMoves()) {
        const int vehicle = RushHourLot::vehicleOfMove(m), distance = RushHourLot::distanceOfMove(m);
        if (moveFor(vehicle, distance) != m)
            continue;
        const bool best = m == hintBest();
        level[std::size_t(vehicle)] = std::max(level[std::size_t(vehicle)], best ? 2 : 1);
        // Outlined: the cells it drives into (the rest of where it lands is under it now).
        std::vector<int> into = shown.cellsAfter(vehicle, distance);
        const std::vector<int>& now = shown.vehicles()[std::size_t(vehicle)].cells;
        into.erase(std::remove_if(into.begin(), into.end(),
                                  [&](int cell) { return std::find(now.begin(), now.end(), cell) != now.end(); }),
                   into.end());
        drawOutline(painter, boxOfCells(into), l.cell, best ? bestHintColor() : hintColor(), best ? width * 1.5 : width);
    }
    for (std::size_t v = 0; v < level.size(); ++v) {
        if (level[v] == 0)
            continue;
        const QColor color = level[v] == 2 ? bestHintColor() : hintColor();
        const QRectF box = boxOfCells(shown.vehicles()[v].cells).adjusted(l.cell * 0.06, l.cell * 0.06, -l.cell * 0.06, -l.cell * 0.06);
        const double ring = level[v] == 2 ? width * 1.5 : width;
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(color.darker(210), ring + 2));
        painter.drawRoundedRect(box, l.cell * 0.2, l.cell * 0.2);
        painter.setPen(QPen(color, ring));
        painter.drawRoundedRect(box, l.cell * 0.2, l.cell * 0.2);
        if (symbols()) {
            const QPointF corner = box.topLeft() + QPointF(l.cell * 0.2, l.cell * 0.2);
            painter.setPen(QPen(color.darker(210), 1));
            painter.setBrush(color);
            if (level[v] == 2)
                painter.drawPath(starPath(corner, l.cell * 0.13));
            else
                painter.drawEllipse(corner, l.cell * 0.07, l.cell * 0.07);
        }
    }
    const QColor highlight = palette().color(QPalette::Highlight);
    // The picked vehicle: the free cells it reaches, and the outline where the keys would put it.
    if (m_selected >= 0 && m_selected < int(shown.vehicles().size())) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(highlight);
        for (int cell = 0; cell < RushHourLot::CellCount; ++cell)
            if (shown.slideOnto(m_selected, cell) != 0)
                painter.drawEllipse(cellRect(cell).center(), l.cell * 0.09, l.cell * 0.09);
        if (m_slide != 0)
            drawOutline(painter, boxOfCells(shown.cellsAfter(m_selected, m_slide)), l.cell, highlight, width);
    }
    // A drag: where the vehicle lands if let go now.
    if (const int landing = dragLanding(); landing != 0)
        drawOutline(painter, boxOfCells(shown.cellsAfter(m_drag->vehicle, landing)), l.cell, Qt::white, width);
    // The editor: where a vehicle is parked if the button is let go here.
    if (const std::vector<int> park = parkPreview(); !park.empty())
        drawOutline(painter, boxOfCells(park), l.cell, highlight, width);
    if (hasFocus() && m_cursorShown) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(highlight, width * 1.2));
        const QRectF r = cellRect(cursorCell());
        painter.drawRect(r.adjusted(width, width, -width, -width));
    }
}

} // namespace minimoves::app
