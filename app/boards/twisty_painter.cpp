// The twisty puzzles' 3D board drawn (twisty_widget.h): the puzzle (or its net), the goal in the
// same view, the moves' strip, the hint's layer and arrow, the hovered sticker's ways to turn.
#include "paint_helpers.h"
#include "twisty_widget.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace minimoves::app {

namespace {

const QColor body(28, 28, 30);
const QColor inside(12, 12, 14);

// An arrow from `from` to `to`, its head at `to`.
void paintArrow(QPainter& painter, const QPointF& from, const QPointF& to, const QColor& colour, double width)
{
    const QLineF line(from, to);
    if (line.length() < 1)
        return;
    painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawLine(line);
    const QPointF unit = (to - from) / line.length(), across(-unit.y(), unit.x());
    const double head = width * 2.6;
    painter.setBrush(colour);
    painter.drawPolygon(QPolygonF{to + unit * head * 0.4, to - unit * head + across * head * 0.75,
                                  to - unit * head - across * head * 0.75});
}

// The colour-blind palette's symbol `kind` (0-5) in a square of side `size` about `centre`.
void paintSymbol(QPainter& painter, int kind, const QPointF& centre, double size, const QColor& ink)
{
    painter.setPen(QPen(ink, std::max(1.2, size / 7), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    const double r = size / 2;
    switch (kind) {
    case 0:
        painter.drawEllipse(centre, r, r);
        break;
    case 1:
        painter.drawRect(QRectF(centre.x() - r * 0.85, centre.y() - r * 0.85, r * 1.7, r * 1.7));
        break;
    case 2:
        painter.drawPolygon(QPolygonF{centre + QPointF(0, -r), centre + QPointF(r * 0.95, r * 0.7),
                                      centre + QPointF(-r * 0.95, r * 0.7)});
        break;
    case 3:
        painter.drawPolygon(
            QPolygonF{centre + QPointF(0, -r), centre + QPointF(r, 0), centre + QPointF(0, r), centre + QPointF(-r, 0)});
        break;
    case 4:
        painter.drawLine(centre + QPointF(-r * 0.8, -r * 0.8), centre + QPointF(r * 0.8, r * 0.8));
        painter.drawLine(centre + QPointF(-r * 0.8, r * 0.8), centre + QPointF(r * 0.8, -r * 0.8));
        break;
    default:
        painter.drawLine(centre + QPointF(0, -r), centre + QPointF(0, r));
        painter.drawLine(centre + QPointF(-r, 0), centre + QPointF(r, 0));
        break;
    }
}

// The side of a square as large as the polygon (shoelace area).
double polygonSize(const QPolygonF& polygon)
{
    double twice = 0;
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        const QPointF a = polygon[i], b = polygon[(i + 1) % polygon.size()];
        twice += a.x() * b.y() - b.x() * a.y();
    }
    return std::sqrt(std::abs(twice) / 2);
}

// The middle of a polygon's corners (a triangle's centroid).
QPointF cornersCentre(const QPolygonF& polygon)
{
    QPointF sum;
    for (const QPointF& p : polygon)
        sum += p;
    return polygon.isEmpty() ? sum : sum / double(polygon.size());
}

} // namespace

std::string TwistyWidget::solvedLetters() const
{
    std::string letters;
    for (const TwistySticker& sticker : m_geometry.stickers)
        letters += m_geometry.faceLetters[std::size_t(sticker.face)];
    return letters;
}

std::string TwistyWidget::shownLetters() const
{
    if (isEditing())
        return draftState().toStdString();
    return puzzle() ? puzzle()->encodeState(state()) : solvedLetters();
}

void TwistyWidget::paintSticker(QPainter& painter, const QPolygonF& cell, const QPolygonF& inset, int face, double light)
{
    painter.setPen(QPen(body, 1.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(body);
    painter.drawPolygon(cell);
    const QColor colour = face < 0 ? QColor(128, 128, 128) : m_look.colours[std::size_t(face)];
    const QColor lit = mix(QColor(0, 0, 0), colour, light, MixAlpha::Opaque);
    painter.setPen(QPen(lit.darker(125), 1.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(lit);
    painter.drawPolygon(inset);
    if (symbols() && face >= 0) {
        const QColor ink = luminance(lit) > 0.35 ? QColor(0, 0, 0, 150) : QColor(255, 255, 255, 170);
        paintSymbol(painter, m_look.symbols[std::size_t(face)], cornersCentre(inset), polygonSize(inset) * 0.38,
                    ink);
    }
}

void TwistyWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const Layout l = layout();
    const bool animating = move >= 0 && progress < 1 && !isEditing();
    const std::string letters =
        animating ? puzzle()->encodeState(animReversed() || move == m_complementShown ? state() : animFrom())
                  : shownLetters();
    // A move undone, and a complement's move, are drawn from the position they end in: the
    // layer's and the rest's angles (motionOf) take it there.
    const TwistyMotion motion = animating ? motionOf(move, progress) : TwistyMotion{};
    if (m_net)
        paintNet(painter, l.puzzle, letters, !animating);
    else
        paintPuzzle(painter, l.puzzle, letters, motion, !animating);
    // The goal: the solved puzzle, seen as the puzzle is; while a complement's move turns the view
    // (the rest of the puzzle turning into place), the goal turns whole with it.
    paintCaption(painter, l.goalCaption, tr("Goal"), Qt::AlignLeft | Qt::AlignVCenter, l.goalCaption.height() * 0.8);
    TwistyMotion goalMotion;
    if (animating && move == m_complementShown && motion.axis >= 0)
        goalMotion = TwistyMotion{motion.axis, motion.restQuarters, motion.restQuarters};
    if (m_net)
        paintNet(painter, l.goal, solvedLetters(), false);
    else
        paintPuzzle(painter, l.goal, solvedLetters(), goalMotion, false);
    paintStrip(painter, l);
    if (m_prefix) {
        const QString waiting = m_prefix == '2' ? tr("Half turn: type a face's letter") : tr("Tip: type a vertex's letter");
        paintCaption(painter, QRectF(l.puzzle.left(), l.puzzle.bottom() - 24, l.puzzle.width(), 22), waiting,
                     Qt::AlignHCenter | Qt::AlignVCenter, 15);
    }
}

void TwistyWidget::paintPuzzle(QPainter& painter, const QRectF& area, const std::string& letters,
                               const TwistyMotion& motion, bool marks)
{
    const TwistyCamera cam = camera(area);
    const std::vector<TwistyPatch> picture = twistyPicture(m_geometry, motion, cam);
    for (const TwistyPatch& patch : picture) {
        if (patch.sticker < 0) {
            painter.setPen(QPen(inside, 1.0));
            painter.setBrush(inside);
            painter.drawPolygon(patch.cell);
            continue;
        }
        const char letter = std::size_t(patch.sticker) < letters.size() ? letters[std::size_t(patch.sticker)] : '?';
        paintSticker(painter, patch.cell, patch.inset, faceOf(letter), patch.light);
    }
    if (!marks)
        return;
    // The best hint's layer: its stickers in sight ringed, an arrow the way it turns.
    paintHintArrow(painter, picture, cam);
    // The hovered sticker ringed, with the ways a drag would turn it.
    const int hovered = hoveredItem();
    for (const TwistyPatch& patch : picture) {
        const bool cursor = isEditing() && m_cursorShown && patch.sticker == m_cursor && hasFocus();
        if (patch.sticker >= 0 && (patch.sticker == hovered || cursor)) {
            painter.setPen(QPen(cursor ? bestHintColor() : palette().highlight().color(),
                                std::max(2.0, polygonSize(patch.cell) / 14), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(patch.inset);
        }
    }
    if (!isEditing())
        for (const TwistyPatch& patch : picture)
            if (patch.sticker >= 0 && patch.sticker == hovered)
                paintHoverArrows(painter, cam, patch);
}

void TwistyWidget::paintHintArrow(QPainter& painter, const std::vector<TwistyPatch>& picture, const TwistyCamera& cam)
{
    const auto turn = turnOfMove(hintBest());
    if (!turn || isEditing())
        return;
    const TwistyAxis& axis = m_geometry.axes[std::size_t(turn->axis)];
    const TwistyPatch* widest = nullptr;
    QPointF widestWay; // on the screen, the way a quarter turn of the layer moves that sticker
    // The layer stands out: the rest is veiled (an outline alone is lost on a sticker of the
    // hint's own orange), the layer's stickers ringed in a dark rim and the hint's colour.
    QColor veil = palette().window().color();
    veil.setAlpha(150);
    for (const TwistyPatch& patch : picture) {
        if (patch.sticker < 0)
            continue;
        if (!axis.inLayer(m_geometry.stickers[std::size_t(patch.sticker)].centre)) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(veil);
            painter.drawPolygon(patch.cell);
            continue;
        }
        const double rim = std::max(2.0, polygonSize(patch.cell) / 16);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(20, 20, 20), rim * 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(patch.inset);
        painter.setPen(QPen(bestHintColor(), rim, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPolygon(patch.inset);
        // The arrow goes on the layer's sticker seen the widest that a drag turns this way.
        if (!widest || polygonSize(patch.cell) > polygonSize(widest->cell))
            for (const TwistyDragTurn& way : twistyDragTurns(m_geometry, cam, patch.sticker))
                if (way.axis == turn->axis) {
                    widest = &patch;
                    widestWay = way.direction;
                }
    }
    if (!widest)
        return;
    const double length = polygonSize(widest->cell) * (turn->quarters == 2 ? 0.95 : 0.7);
    const QPointF direction = widestWay * (turn->quarters < 0 ? -1.0 : 1.0);
    const QPointF from = widest->centre - direction * length / 2;
    paintArrow(painter, from, from + direction * length, QColor(20, 20, 20), std::max(4.0, length / 7));
    paintArrow(painter, from, from + direction * length, bestHintColor(), std::max(2.5, length / 11));
}

void TwistyWidget::paintHoverArrows(QPainter& painter, const TwistyCamera& cam, const TwistyPatch& hovered)
{
    const QPointF centre = hovered.centre;
    const double length = std::sqrt(cam.area().width() * cam.area().height()) / std::sqrt(double(m_geometry.stickers.size())) * 0.55;
    QColor colour = palette().highlight().color();
    colour.setAlpha(200);
    for (const TwistyDragTurn& way : twistyDragTurns(m_geometry, cam, hovered.sticker)) {
        paintArrow(painter, centre + way.direction * length * 0.25, centre + way.direction * length, colour, 2.5);
        paintArrow(painter, centre - way.direction * length * 0.25, centre - way.direction * length, colour, 2.5);
    }
}

void TwistyWidget::paintNet(QPainter& painter, const QRectF& area, const std::string& letters, bool marks)
{
    for (std::size_t s = 0; s < m_geometry.stickers.size(); ++s) {
        const QPolygonF cell = netCell(int(s), area);
        const QPointF centre = cell.boundingRect().center();
        QPolygonF inset;
        for (const QPointF& corner : cell)
            inset << centre + (corner - centre) * 0.84;
        // A triangle's centre is its centroid, not its box's.
        if (cell.size() == 3) {
            const QPointF centroid = (cell[0] + cell[1] + cell[2]) / 3;
            inset.clear();
            for (const QPointF& corner : cell)
                inset << centroid + (corner - centroid) * 0.78;
        }
        const char letter = s < letters.size() ? letters[s] : '?';
        paintSticker(painter, cell, inset, faceOf(letter), 1.0);
        const bool cursor = marks && isEditing() && m_cursorShown && int(s) == m_cursor && hasFocus();
        if (marks && (int(s) == hoveredItem() || cursor)) {
            painter.setPen(QPen(cursor ? bestHintColor() : palette().highlight().color(), 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(inset);
        }
    }
}

void TwistyWidget::paintStrip(QPainter& painter, const Layout& l)
{
    if (!puzzle())
        return;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(10, int(l.button * 0.38)));
    painter.setFont(font);
    const int hovered = hoveredItem() - int(m_geometry.stickers.size());
    for (int m = 0; m < puzzle()->moveCount(); ++m) {
        const QRectF button = moveButtonRect(m, l);
        if (button.isEmpty())
            continue;
        const QColor base = palette().button().color();
        QColor fill = base;
        if (m == hintBest())
            fill = bestHintColor();
        else if (isHinted(m))
            fill = hintColor();
        else if (m == hovered)
            fill = mix(base, palette().highlight().color(), 0.35, MixAlpha::Opaque);
        painter.setPen(QPen(mix(fill, palette().text().color(), 0.45, MixAlpha::Opaque), 1.2));
        painter.setBrush(fill);
        painter.drawRoundedRect(button, button.width() * 0.18, button.width() * 0.18);
        painter.setPen(luminance(fill) > 0.4 ? QColor(0, 0, 0) : QColor(255, 255, 255));
        painter.drawText(button, Qt::AlignCenter, QString::fromStdString(puzzle()->moveText(m)));
    }
}

} // namespace minimoves::app
