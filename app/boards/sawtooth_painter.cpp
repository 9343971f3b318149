// The Sawtooth Gears board's painting: the slate frame, the gears (still ones from sprites, turning
// ones drawn), a turn's preview, the hint marks, the cursor and the target picture
// (SawtoothWidget's paint functions; its pictures, layout and input are in sawtooth_widget.cpp).
#include "sawtooth_widget.h"

#include "paint_helpers.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using sawtooth::GearBoard;
using sawtooth::GearCount;
using sawtooth::GearPicture;
using sawtooth::Rotations;
using sawtooth::SawtoothPuzzle;

namespace {

QColor hoverColor() { return QColor(30, 144, 255); }

void drawStar(QPainter& painter, QPointF centre, double radius, const QColor& fill)
{
    painter.setBrush(fill);
    painter.drawPath(starPath(centre, radius));
}

// A curved arrow around `centre` showing the way a gear would turn.
void drawTurnArrow(QPainter& painter, QPointF centre, double radius, bool clockwise, const QColor& color)
{
    const double startDeg = 110; // Qt angles: counter-clockwise from 3 o'clock
    const double spanDeg = 250;
    QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    QPainterPath arc;
    const double from = clockwise ? startDeg + spanDeg : startDeg;
    const double span = clockwise ? -spanDeg : spanDeg;
    arc.arcMoveTo(box, from);
    arc.arcTo(box, from, span);
    const double endDeg = (from + span) * M_PI / 180;
    const QPointF tip = centre + QPointF(radius * std::cos(endDeg), -radius * std::sin(endDeg));
    // The tangent at the end of the arc, in the direction of travel.
    const double sign = clockwise ? 1 : -1;
    const QPointF tangent(sign * std::sin(endDeg), sign * std::cos(endDeg));
    const QPointF normal(-tangent.y(), tangent.x());
    const double head = radius * 0.55;
    QPolygonF arrow{tip + tangent * head * 0.7, tip - tangent * head * 0.3 + normal * head * 0.55,
                    tip - tangent * head * 0.3 - normal * head * 0.55};
    for (int layer = 0; layer < 2; ++layer) {
        const QColor c = layer == 0 ? QColor(0, 0, 0, 170) : color;
        const double width = radius * (layer == 0 ? 0.42 : 0.24);
        painter.setPen(QPen(c, width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(arc);
        painter.setPen(layer == 0 ? QPen(c, radius * 0.18, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin) : Qt::NoPen);
        painter.setBrush(c);
        painter.drawPolygon(arrow);
    }
}

QString photoTitle(const std::string& name)
{
    if (name == "harbour")
        return SawtoothWidget::tr("Harbour");
    if (name == "meadow")
        return SawtoothWidget::tr("Meadow");
    if (name == "city")
        return SawtoothWidget::tr("City at dusk");
    return QString::fromStdString(name);
}

} // namespace

// ---- painting ----------------------------------------------------------------------------------

namespace {

QLinearGradient slate(const QRectF& board)
{
    QLinearGradient gradient(board.topLeft(), board.bottomRight());
    gradient.setColorAt(0, QColor(0x3a, 0x43, 0x4f));
    gradient.setColorAt(1, QColor(0x1f, 0x25, 0x2d));
    return gradient;
}

} // namespace

double SawtoothWidget::Motion::angleOf(int gear) const
{
    if (move < 0)
        return now.of(gear) * 90.0;
    double angle = before.of(gear) * 90.0;
    if (group.turning & (1u << gear))
        angle += (group.clockwise & (1u << gear) ? 90.0 : -90.0) * t;
    return angle;
}

SawtoothWidget::Motion SawtoothWidget::motion(int move, double progress) const
{
    // The move's motion: every gear of the group turns a quarter, each its own way.
    Motion m;
    m.move = move;
    m.now = GearBoard::unrank(state());
    m.before = m.now;
    if (move >= 0) {
        m.before = animReversed() ? m.now : GearBoard::unrank(animFrom());
        m.group = gearPuzzle()->rules().turningGroup(m.before, move);
        m.t = animReversed() ? 1 - progress : progress;
    }
    return m;
}

void SawtoothWidget::paintBoard(QPainter& painter, int move, double progress)
{
    if (!gearPuzzle())
        return;
    const Layout l = layout();
    const Motion turning = motion(move, progress);
    // The pictures at the size they are drawn, in the device's pixels (a high-density screen,
    // a picture rendered at twice the size).
    const double ratio = devicePixelsPerPixel(painter);
    const auto& pieces = m_pictures.pieces(gearPuzzle()->picture(), gearWindowSide(l.cell), ratio);
    paintFrame(painter, l);
    paintGears(painter, l, turning, pieces);
    if (move < 0) {
        paintTurnPreview(painter, l, turning);
        paintHints(painter, l, turning);
    }
    paintCursor(painter, l);
    paintTarget(painter, l);
}

void SawtoothWidget::paintFrame(QPainter& painter, const Layout& l)
{
    // The frame the gears sit in.
    const double c = l.cell;
    QPainterPath frame;
    frame.addRoundedRect(l.board.adjusted(-0.22 * c, -0.22 * c, 0.22 * c, 0.22 * c), 0.12 * c, 0.12 * c);
    painter.fillPath(frame, slate(l.board));
    painter.setPen(QPen(gearFrameRim(palette().color(QPalette::Window)), std::max(1.0, c * 0.012)));
    painter.drawPath(frame);
    // An axle under every gear (seen while it turns).
    painter.setPen(Qt::NoPen);
    for (int g = 0; g < GearCount; ++g) {
        painter.setBrush(QColor(0x14, 0x18, 0x1d));
        painter.drawEllipse(QPointF(gearCentre(g)), c * 0.08, c * 0.08);
    }
}

void SawtoothWidget::paintGears(QPainter& painter, const Layout& l, const Motion& motion,
                                const std::array<QImage, GearCount>& pieces)
{
    const GearBoard& rules = gearPuzzle()->rules();
    std::array<GearLook, GearCount> looks;
    for (int g = 0; g < GearCount; ++g) {
        GearLook& gear = looks[std::size_t(g)];
        gear.centre = gearCentre(g);
        gear.cell = l.cell;
        gear.homeTeeth = rules.homeTeeth(g);
        gear.angle = motion.angleOf(g);
        gear.gear = g;
        gear.piece = &pieces[std::size_t(g)];
        gear.pixelArt = gearPuzzle()->picture().isPixelArt();
    }
    // Still gears first, turning ones over them (their teeth sweep across the gaps).
    const bool sprites = updateSprites(painter, motion, looks);
    for (int pass = 0; pass < 2; ++pass) {
        for (int g = 0; g < GearCount; ++g) {
            const bool turning = motion.group.turning & (1u << g);
            if (turning != bool(pass))
                continue;
            if (!sprites)
                paintGear(painter, looks[std::size_t(g)]);
            else if (turning)
                drawTurning(painter, m_sprites[std::size_t(g)], looks[std::size_t(g)]);
            else
                drawStill(painter, m_sprites[std::size_t(g)]);
        }
    }
}

bool SawtoothWidget::updateSprites(const QPainter& painter, const Motion& motion,
                                   const std::array<GearLook, GearCount>& looks)
{
    const QTransform device = painter.deviceTransform();
    if (device.type() > QTransform::TxScale || device.m11() != device.m22() || device.m11() <= 0)
        return false;
    const double ratio = device.m11();
    for (int g = 0; g < GearCount; ++g) {
        const GearLook& look = looks[std::size_t(g)];
        const bool turning = motion.group.turning & (1u << g);
        const int rotation = turning ? motion.before.of(g) : int(std::lround(look.angle / 90.0)) & 3;
        const QPointF at = device.map(look.centre);
        const QPoint whole(int(std::floor(at.x())), int(std::floor(at.y())));
        const QPointF fraction = at - QPointF(whole);
        const qint64 piece = look.piece ? look.piece->cacheKey() : 0;
        GearSprite& sprite = m_sprites[std::size_t(g)];
        if (sprite.homeTeeth != look.homeTeeth || sprite.rotation != rotation || sprite.cell != look.cell ||
            sprite.ratio != ratio || sprite.fraction != fraction || sprite.piece != piece ||
            sprite.pixelArt != look.pixelArt) {
            sprite.homeTeeth = look.homeTeeth;
            sprite.rotation = rotation;
            sprite.cell = look.cell;
            sprite.ratio = ratio;
            sprite.fraction = fraction;
            sprite.piece = piece;
            sprite.pixelArt = look.pixelArt;
            sprite.rest = QImage();
            sprite.body = QImage();
        }
        sprite.half = int(std::ceil(0.6 * look.cell * ratio)) + 4; // teeth 0.545 cells out, shadow 0.03 more
        sprite.at = QPoint(whole.x() - sprite.half, whole.y() - sprite.half);
        QImage& layer = turning ? sprite.body : sprite.rest;
        if (!layer.isNull())
            continue;
        layer = QImage(2 * sprite.half, 2 * sprite.half, QImage::Format_ARGB32_Premultiplied);
        layer.fill(Qt::transparent);
        QPainter p(&layer);
        p.setRenderHints(painter.renderHints());
        p.translate(sprite.half + fraction.x(), sprite.half + fraction.y());
        p.scale(ratio, ratio);
        GearLook centred = look;
        centred.centre = QPointF(0, 0);
        centred.angle = rotation * 90.0;
        centred.shadow = !turning;
        paintGear(p, centred);
    }
    return true;
}

void SawtoothWidget::drawStill(QPainter& painter, const GearSprite& sprite) const
{
    // In device pixels, one for one.
    painter.save();
    painter.setWorldTransform(painter.deviceTransform().inverted() * painter.worldTransform());
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(sprite.at, sprite.rest);
    painter.restore();
}

void SawtoothWidget::drawTurning(QPainter& painter, const GearSprite& sprite, const GearLook& look) const
{
    // The shadow from the outline at the gear's angle (it falls the same way whatever the angle),
    // the body from its sprite, turned the rest of the way about the gear's centre.
    GearLook shadow = look;
    shadow.body = false;
    paintGear(painter, shadow);
    painter.save();
    painter.translate(look.centre);
    painter.rotate(look.angle - sprite.rotation * 90.0);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    const double r = sprite.ratio;
    painter.drawImage(QRectF(-(sprite.half + sprite.fraction.x()) / r, -(sprite.half + sprite.fraction.y()) / r,
                             sprite.body.width() / r, sprite.body.height() / r),
                      sprite.body);
    painter.restore();
}

void SawtoothWidget::paintTurnPreview(QPainter& painter, const Layout& l, const Motion& motion)
{
    // Hover: the group a click would turn, outlined, each with the way it would turn.
    const int lit = highlightedGear();
    if (lit < 0)
        return;
    const double c = l.cell;
    const GearBoard& rules = gearPuzzle()->rules();
    const auto preview = rules.turningGroup(motion.now, lit);
    for (int g = 0; g < GearCount; ++g) {
        if (!(preview.turning & (1u << g)))
            continue;
        painter.save();
        painter.translate(gearCentre(g));
        painter.rotate(motion.angleOf(g));
        const QPainterPath outline = gearOutline(c, rules.homeTeeth(g), g);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(255, 255, 255, 200), c * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(outline);
        painter.setPen(QPen(hoverColor(), c * 0.03, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(outline);
        QColor tint = hoverColor();
        tint.setAlpha(g == lit ? 70 : 45);
        painter.fillPath(outline, tint);
        painter.restore();
        drawTurnArrow(painter, gearCentre(g), c * 0.13, preview.clockwise & (1u << g), Qt::white);
    }
}

void SawtoothWidget::paintHints(QPainter& painter, const Layout& l, const Motion& motion)
{
    // Every optimal gear outlined; the best one thicker, with a star.
    const double c = l.cell;
    const GearBoard& rules = gearPuzzle()->rules();
    for (int g = 0; g < GearCount; ++g) {
        if (!isHinted(g))
            continue;
        const bool best = g == hintBest();
        const QColor color = best ? bestHintColor() : hintColor();
        painter.save();
        painter.translate(gearCentre(g));
        painter.rotate(motion.angleOf(g));
        painter.setBrush(Qt::NoBrush);
        painter.setPen(
            QPen(QColor(0, 0, 0, 150), c * (best ? 0.07 : 0.05), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(gearOutline(c, rules.homeTeeth(g), g));
        painter.setPen(QPen(color, c * (best ? 0.048 : 0.03), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(gearOutline(c, rules.homeTeeth(g), g));
        painter.restore();
        const QPointF badge = QPointF(gearCentre(g)) + QPointF(c * 0.30, -c * 0.30);
        painter.setPen(QPen(QColor(0, 0, 0, 180), c * 0.012));
        painter.setBrush(color);
        painter.drawEllipse(badge, c * 0.09, c * 0.09);
        painter.setPen(QPen(QColor(40, 20, 0), c * 0.01));
        if (best) {
            drawStar(painter, badge, c * 0.065, QColor(255, 250, 230));
        } else {
            painter.setPen(QPen(QColor(40, 20, 0), c * 0.022, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawPolyline(QPolygonF{badge + QPointF(-c * 0.04, 0), badge + QPointF(-c * 0.01, c * 0.03),
                                           badge + QPointF(c * 0.045, -c * 0.035)});
        }
    }
}

void SawtoothWidget::paintCursor(QPainter& painter, const Layout& l)
{
    // The keyboard cursor, while the board has the focus.
    if (!hasFocus())
        return;
    const double c = l.cell;
    const QPointF centre = gearCentre(m_cursor.index());
    const QRectF box(centre.x() - c * 0.49, centre.y() - c * 0.49, c * 0.98, c * 0.98);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255, 220), c * 0.03));
    painter.drawRoundedRect(box, c * 0.1, c * 0.1);
    painter.setPen(QPen(palette().color(QPalette::Highlight), c * 0.03, Qt::DashLine));
    painter.drawRoundedRect(box, c * 0.1, c * 0.1);
}

QRectF SawtoothWidget::captionRect() const
{
    const Layout l = layout();
    // Above the target's frame (0.04 cells wide), clear of it with the descenders.
    return QRectF(l.target.left(), l.target.top() - l.cell * 0.38, l.target.width() * 2, l.cell * 0.3);
}

void SawtoothWidget::paintTarget(QPainter& painter, const Layout& l)
{
    // The target, beside the board: a caption, the picture in thirds, its name and a remark.
    const double c = l.cell;
    const GearPicture& picture = gearPuzzle()->picture();
    paintCaption(painter, captionRect(), tr("Target"), Qt::AlignLeft | Qt::AlignBottom,
                 std::clamp(c * 0.16, 11.0, 22.0));
    // The picture on whole device pixels, rendered at its size there: crisp on any screen.
    const double ratio = devicePixelsPerPixel(painter);
    const int pixels = std::max(3, int(std::lround(l.target.width() * ratio)));
    const QRectF target(std::round(l.target.left() * ratio) / ratio, std::round(l.target.top() * ratio) / ratio,
                        pixels / ratio, pixels / ratio);
    QPainterPath targetFrame;
    targetFrame.addRoundedRect(target.adjusted(-c * 0.04, -c * 0.04, c * 0.04, c * 0.04), c * 0.05, c * 0.05);
    painter.fillPath(targetFrame, slate(l.board));
    painter.strokePath(targetFrame, QPen(gearFrameRim(palette().color(QPalette::Window)), std::max(1.0, c * 0.008)));
    const QImage& whole = m_pictures.whole(picture, pixels, ratio);
    if (!whole.isNull()) {
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false); // pixel for pixel
        painter.drawImage(target, whole);
    }
    // The lines between the thirds: one logical pixel wide, on whole device pixels.
    const int line = std::max(1, int(std::lround(ratio)));
    for (int k = 1; k < 3; ++k) {
        const double at = (std::lround(k * pixels / 3.0) - line / 2) / ratio;
        painter.fillRect(QRectF(target.left() + at, target.top(), line / ratio, target.height()),
                         QColor(255, 255, 255, 150));
        painter.fillRect(QRectF(target.left(), target.top() + at, target.width(), line / ratio),
                         QColor(255, 255, 255, 150));
    }
    QFont caption = painter.font();
    caption.setBold(false);
    caption.setPixelSize(int(std::clamp(c * 0.13, 10.0, 18.0)));
    painter.setFont(caption);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString name = picture.isPixelArt() ? tr("Pixel art") : photoTitle(picture.photo);
    const QRectF below(l.target.left(), l.target.bottom() + c * 0.08, l.target.width() + c * 0.2, c * 1.6);
    painter.drawText(below, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     name + QStringLiteral("\n\n") + tr("Brass and steel gears turn opposite ways when they mesh."));
}

} // namespace minimoves::app
