#include "sawtooth_widget.h"

#include "sawtooth_editor.h"

#include <QFile>
#include <QHash>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSvgRenderer>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <memory>
#include <vector>

namespace minimoves::app {

using sawtooth::GearBoard;
using sawtooth::GearCount;
using sawtooth::GearPicture;
using sawtooth::Rotations;
using sawtooth::SawtoothPuzzle;

namespace {

// Gear proportions, as fractions of a cell. Facing teeth reach past the middle of the gap between
// two plates, so a meshed pair interlocks; gears of the two chessboard colours put their teeth in
// alternate slots, so neighbours' teeth always fall between each other. Each pattern reads the
// same from both ends of a side, so it looks the same after any number of quarter turns.
constexpr double PlateHalf = 0.395;
constexpr double ToothHeight = 0.15;
constexpr double Rim = 0.042;
constexpr int Slots = 9;
constexpr int PhotoPieceSize = 320; // pixels of one illustration piece without a size

bool evenGear(int gear) { return (sawtooth::gearRow(gear) + sawtooth::gearColumn(gear)) % 2 == 0; }

QColor hoverColor() { return QColor(30, 144, 255); }

// WCAG relative luminance and contrast ratio (1 to 21).
double luminance(const QColor& color)
{
    auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(color.redF()) + 0.7152 * linear(color.greenF()) + 0.0722 * linear(color.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// An illustration's SVG, read and parsed once (about 1 ms each); nullptr if unknown. GUI thread.
QSvgRenderer* photoRenderer(const QString& name)
{
    static std::map<QString, std::unique_ptr<QSvgRenderer>> renderers;
    auto it = renderers.find(name);
    if (it == renderers.end()) {
        const QString file = QStringLiteral(":/sawtooth/%1.svg").arg(name);
        auto renderer = QFile::exists(file) ? std::make_unique<QSvgRenderer>(file) : nullptr;
        it = renderers.emplace(name, renderer && renderer->isValid() ? std::move(renderer) : nullptr).first;
    }
    return it->second.get();
}

// An illustration rendered from its SVG, `pixels` a side, on white; null if unknown. The last few
// renderings are kept (a new game often shows a picture already seen at this size: 1-3 ms saved
// a picture). GUI thread.
QImage renderPhoto(const QString& name, int pixels)
{
    struct Rendered {
        QString name;
        int pixels;
        QImage image;
    };
    static std::vector<Rendered> recent; // the most recent last
    constexpr std::size_t Kept = 8;
    for (auto it = recent.begin(); it != recent.end(); ++it) {
        if (it->name == name && it->pixels == pixels) {
            std::rotate(it, it + 1, recent.end());
            return recent.back().image;
        }
    }
    QSvgRenderer* renderer = pixels > 0 ? photoRenderer(name) : nullptr;
    if (!renderer)
        return {};
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer->render(&painter, QRectF(image.rect()));
    painter.end();
    if (recent.size() == Kept)
        recent.erase(recent.begin());
    recent.push_back({name, pixels, image});
    return image;
}

// The pixel-art picture as one 24x24 image.
QImage pixelArtWhole(const std::array<QImage, GearCount>& pieces)
{
    QImage whole(24, 24, QImage::Format_RGB32);
    QPainter painter(&whole);
    for (int g = 0; g < GearCount; ++g)
        painter.drawImage(QPoint(sawtooth::gearColumn(g) * 8, sawtooth::gearRow(g) * 8), pieces[g]);
    return whole;
}

// The plate and its teeth as one outline, drawn directly: the plate's rounded square, and along a
// toothed side each tooth rising from the edge (its flanks cut where they meet it), so there is
// no path union to compute and few elements to fill and stroke (about 180 for a gear toothed all
// round, where the union of plate and teeth had 1,300 short lines: stroking it took 1 ms a gear).
QPainterPath unitOutline(std::uint8_t homeTeeth, int gear)
{
    // At cell = 1000, scaled when drawn; built once per (teeth, parity).
    static QHash<int, QPainterPath> cache;
    const int key = homeTeeth | (evenGear(gear) ? 16 : 0);
    if (auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    constexpr double cell = 1000;
    constexpr double kappa = 0.5522847498; // a quarter circle as one cubic, as addRoundedRect draws it
    const double a = PlateHalf * cell;
    const double r = 0.07 * cell; // the plate's corners
    const double w = 2 * a / Slots;
    const double h = ToothHeight * cell;
    // A tooth's flank runs from 2 units inside the plate up to 0.8 h outside: it meets the edge
    // this far along its run across.
    const double cut = 0.14 * w * 2 / (2 + 0.8 * h);
    QPainterPath outline;
    // Clockwise from the top side's left end: each side is the top one turned a quarter further.
    for (int k = 0; k < 4; ++k) {
        const int side = (1 + k) % 4; // top, right, bottom, left
        QTransform turn;
        turn.rotate(k * 90.0);
        auto at = [&](double x, double y) { return turn.map(QPointF(x, y)); };
        if (k == 0)
            outline.moveTo(at(-a + r, -a));
        if (homeTeeth & (1u << side)) {
            for (int slot = evenGear(gear) ? 1 : 2; slot < Slots - 1; slot += 2) {
                const double x = -a + (slot + 0.5) * w;
                outline.lineTo(at(x - 0.44 * w + cut, -a));
                outline.lineTo(at(x - 0.30 * w, -a - h * 0.8));
                outline.quadTo(at(x - 0.26 * w, -a - h), at(x - 0.12 * w, -a - h));
                outline.lineTo(at(x + 0.12 * w, -a - h));
                outline.quadTo(at(x + 0.26 * w, -a - h), at(x + 0.30 * w, -a - h * 0.8));
                outline.lineTo(at(x + 0.44 * w - cut, -a));
            }
        }
        outline.lineTo(at(a - r, -a));
        outline.cubicTo(at(a - r + kappa * r, -a), at(a, -a + r - kappa * r), at(a, -a + r));
    }
    outline.closeSubpath();
    cache.insert(key, outline);
    return outline;
}

void drawStar(QPainter& painter, QPointF centre, double radius, const QColor& fill)
{
    QPolygonF star;
    for (int k = 0; k < 10; ++k) {
        const double r = k % 2 ? radius * 0.45 : radius;
        const double a = -M_PI / 2 + k * M_PI / 5;
        star << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    painter.setBrush(fill);
    painter.drawPolygon(star);
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

QPainterPath gearOutline(double cell, std::uint8_t homeTeeth, int gear)
{
    return QTransform::fromScale(cell / 1000, cell / 1000).map(unitOutline(homeTeeth, gear));
}

double gearWindowSide(double cell) { return 2 * (PlateHalf - Rim) * cell; }

double devicePixelsPerPixel(const QPainter& painter)
{
    const QTransform t = painter.deviceTransform();
    return std::clamp(std::hypot(t.m11(), t.m12()), 0.25, 16.0);
}

QColor gearFrameRim(const QColor& window)
{
    QColor rim(0x14, 0x18, 0x1d);
    const bool lighten = luminance(window) < 0.2;
    for (int step = 0; step < 20 && contrast(rim, window) < 3; ++step) {
        if (lighten && rim.value() < 32)
            rim = QColor::fromHsv(rim.hue(), rim.saturation(), 32);
        rim = lighten ? rim.lighter(115) : rim.darker(115);
    }
    return rim;
}

const std::array<QImage, GearCount>& GearPictures::pieces(const GearPicture& picture, double side, double ratio)
{
    // An even number of device pixels: centred on a gear's centre, the piece lies on whole pixels.
    const int pixels = std::max(2, 2 * int(std::ceil(side * ratio / 2 - 1e-6)));
    if (m_piecesOf != picture || pixels != m_piecePixels || ratio != m_pieceRatio) {
        m_piecesOf = picture;
        m_piecePixels = pixels;
        m_pieceRatio = ratio;
        m_pieces = SawtoothWidget::pieces(picture, pixels);
        for (QImage& piece : m_pieces)
            piece.setDevicePixelRatio(ratio);
    }
    return m_pieces;
}

const QImage& GearPictures::whole(const GearPicture& picture, int pixels, double ratio)
{
    pixels = std::max(1, pixels);
    if (m_wholeOf != picture || pixels != m_wholePixels || ratio != m_wholeRatio) {
        m_wholeOf = picture;
        m_wholePixels = pixels;
        m_wholeRatio = ratio;
        m_whole = SawtoothWidget::wholePicture(picture, pixels);
        m_whole.setDevicePixelRatio(ratio);
    }
    return m_whole;
}

void paintGear(QPainter& painter, const GearLook& look)
{
    const double c = look.cell;
    const QPainterPath outline = gearOutline(c, look.homeTeeth, look.gear);
    // The shadow falls the same way whatever the gear's angle.
    if (look.shadow) {
        painter.save();
        painter.translate(look.centre + QPointF(c * 0.018, c * 0.028));
        painter.rotate(look.angle);
        painter.fillPath(outline, QColor(0, 0, 0, 110));
        painter.restore();
    }
    if (!look.body)
        return;

    painter.save();
    painter.translate(look.centre);
    painter.rotate(look.angle);
    const double a = PlateHalf * c;
    // Brass and steel on the two chessboard colours: the two sets turn opposite ways in a move.
    QLinearGradient metal(-a, -a, a, a);
    if (evenGear(look.gear)) {
        metal.setColorAt(0, QColor(0xf6, 0xde, 0x96));
        metal.setColorAt(0.5, QColor(0xc9, 0x9a, 0x3a));
        metal.setColorAt(1, QColor(0x8a, 0x63, 0x1c));
    } else {
        metal.setColorAt(0, QColor(0xee, 0xf2, 0xf5));
        metal.setColorAt(0.5, QColor(0xa3, 0xae, 0xb8));
        metal.setColorAt(1, QColor(0x5b, 0x67, 0x72));
    }
    painter.setPen(QPen(QColor(40, 32, 20, 200), std::max(1.0, c * 0.008)));
    painter.setBrush(metal);
    painter.drawPath(outline);

    const QRectF inner(-a + Rim * c, -a + Rim * c, 2 * (a - Rim * c), 2 * (a - Rim * c));
    QPainterPath window;
    window.addRoundedRect(inner, c * 0.035, c * 0.035);
    painter.save();
    painter.setClipPath(window, Qt::IntersectClip);
    if (look.piece && !look.piece->isNull()) {
        // A piece rendered for this size is drawn at its own size, centred: pixel for pixel at
        // rest. Any other is scaled into the window (pixel art without smoothing).
        const QSizeF natural = look.piece->deviceIndependentSize();
        const double ratio = look.piece->devicePixelRatio();
        const bool atSize = natural.width() >= inner.width() - 1e-6 && natural.width() <= inner.width() + 3 / ratio;
        const QRectF at = atSize ? QRectF(QPointF(-natural.width() / 2, -natural.height() / 2), natural) : inner;
        painter.setRenderHint(QPainter::SmoothPixmapTransform, atSize || !look.pixelArt);
        painter.drawImage(at, *look.piece);
    } else {
        painter.fillRect(inner, QColor(0x55, 0x55, 0x55));
    }
    painter.restore();
    painter.setPen(QPen(QColor(0, 0, 0, 120), std::max(1.0, c * 0.01)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(window);
    // Four rivets in the rim's corners.
    painter.setPen(Qt::NoPen);
    for (int k = 0; k < 4; ++k) {
        const QPointF p((k % 2 ? 1 : -1) * (a - Rim * c * 0.5), (k / 2 ? 1 : -1) * (a - Rim * c * 0.5));
        painter.setBrush(QColor(0, 0, 0, 90));
        painter.drawEllipse(p + QPointF(c * 0.003, c * 0.004), c * 0.012, c * 0.012);
        painter.setBrush(QColor(255, 255, 255, 150));
        painter.drawEllipse(p, c * 0.011, c * 0.011);
    }
    painter.restore();
}

SawtoothWidget::SawtoothWidget(QWidget* parent) : BoardWidget(parent)
{
    m_editButton = new QPushButton(this);
    m_editButton->setObjectName(QStringLiteral("editTeeth"));
    m_editButton->setFocusPolicy(Qt::NoFocus);
    connect(m_editButton, &QPushButton::clicked, this, &SawtoothWidget::editTeeth);
    addButtons({m_editButton});
    retranslate();
}

void SawtoothWidget::retranslate()
{
    m_editButton->setText(tr("Edit teeth…"));
    m_editButton->setToolTip(tr("Add or remove teeth on any side of any gear, and see at once whether the picture "
                                "can still be put right"));
    setAccessibleName(tr("Sawtooth Gears board"));
    setAccessibleDescription(tr("Nine square gears in three rows, each showing a piece of the picture. Turning a gear "
                                "turns every gear meshed with it, the neighbours the other way. Arrow keys move the "
                                "cursor; Space or Enter turns the gear under it clockwise; keys 1 to 9 turn a gear "
                                "directly."));
}

QString SawtoothWidget::moveDescription(int move) const
{
    if (move < 0 || move >= GearCount)
        return {};
    return tr("Turn the gear at row %1, column %2")
        .arg(sawtooth::gearRow(move) + 1)
        .arg(sawtooth::gearColumn(move) + 1);
}

QImage SawtoothWidget::photo(const QString& name)
{
    static QHash<QString, QImage> cache;
    if (auto it = cache.constFind(name); it != cache.constEnd())
        return *it;
    const QImage image = renderPhoto(name, 3 * PhotoPieceSize);
    cache.insert(name, image);
    return image;
}

QImage SawtoothWidget::photo(const QString& name, int pixels) { return renderPhoto(name, pixels); }

std::array<QImage, GearCount> SawtoothWidget::pieces(const GearPicture& picture, int pixels)
{
    std::array<QImage, GearCount> result;
    if (picture.isPixelArt()) {
        for (int g = 0; g < GearCount; ++g) {
            QImage piece(8, 8, QImage::Format_RGB32);
            for (int i = 0; i < 8; ++i)
                for (int j = 0; j < 8; ++j)
                    piece.setPixel(j, i, sawtooth::pixelAt(picture.pieces[g], i, j) ? qRgb(0x1d, 0x1f, 0x24)
                                                                                     : qRgb(0xf4, 0xef, 0xe0));
            result[g] = pixels > 0 ? piece.scaled(pixels, pixels, Qt::IgnoreAspectRatio, Qt::FastTransformation)
                                   : piece;
        }
        return result;
    }
    const QString name = QString::fromStdString(picture.photo);
    const QImage whole = pixels > 0 ? renderPhoto(name, 3 * pixels) : photo(name);
    if (whole.isNull())
        return result;
    const int size = whole.width() / 3;
    for (int g = 0; g < GearCount; ++g)
        result[g] = whole.copy(sawtooth::gearColumn(g) * size, sawtooth::gearRow(g) * size, size, size);
    return result;
}

QImage SawtoothWidget::wholePicture(const GearPicture& picture, int pixels)
{
    if (picture.isPixelArt()) {
        const QImage whole = pixelArtWhole(pieces(picture));
        return pixels > 0 ? whole.scaled(pixels, pixels, Qt::IgnoreAspectRatio, Qt::FastTransformation) : whole;
    }
    const QString name = QString::fromStdString(picture.photo);
    return pixels > 0 ? renderPhoto(name, pixels) : photo(name);
}

SawtoothWidget::Layout SawtoothWidget::layout() const
{
    // The board (3 cells and a frame of 0.25 a side) and, after a gap, the target (1.3 cells).
    const QRectF area = areaAboveButtons(8, 60);
    const BoardAndPanel pair = placeBoardAndPanel(area, QSizeF(3.5, 3.5), QSizeF(1.3, 3.5), 0.4, PanelSide::Beside,
                                                  {.minScale = 10});
    Layout l;
    l.cell = pair.scale;
    l.board = QRectF(pair.board.left() + 0.25 * l.cell, area.center().y() - 1.5 * l.cell, 3 * l.cell, 3 * l.cell);
    l.target = QRectF(l.board.right() + 0.25 * l.cell + 0.4 * l.cell, l.board.top() + 0.35 * l.cell, 1.3 * l.cell,
                      1.3 * l.cell);
    return l;
}

QPoint SawtoothWidget::gearCentre(int gear) const
{
    const Layout l = layout();
    return QPointF(l.board.left() + (sawtooth::gearColumn(gear) + 0.5) * l.cell,
                   l.board.top() + (sawtooth::gearRow(gear) + 0.5) * l.cell)
        .toPoint();
}

int SawtoothWidget::gearAt(const QPointF& position) const
{
    const Layout l = layout();
    if (!l.board.contains(position))
        return -1;
    const int column = std::clamp(int((position.x() - l.board.left()) / l.cell), 0, 2);
    const int row = std::clamp(int((position.y() - l.board.top()) / l.cell), 0, 2);
    return 3 * row + column;
}

int SawtoothWidget::highlightedGear() const
{
    if (hoveredItem() >= 0)
        return hoveredItem();
    return m_keyboardActive && hasFocus() ? m_cursor : -1;
}

std::uint16_t SawtoothWidget::highlightedGroup() const
{
    const int gear = highlightedGear();
    if (!gearPuzzle() || gear < 0)
        return 0;
    if (isEditing())
        return std::uint16_t(1u << gear); // the editor turns a gear alone
    return gearPuzzle()->rules().turningGroup(GearBoard::unrank(state()), gear).turning;
}

std::optional<QPointF> SawtoothWidget::moveBadgeCentre(int gear) const
{
    if (!gearPuzzle() || gear < 0 || gear >= GearCount)
        return std::nullopt;
    const double c = layout().cell;
    return QPointF(gearCentre(gear)) + QPointF(-c * 0.28, -c * 0.30);
}

QString SawtoothWidget::hoverToolTip(int gear) const
{
    const SawtoothPuzzle* gears = gearPuzzle();
    if (!gears)
        return {};
    const auto group = gears->rules().turningGroup(GearBoard::unrank(state()), gear);
    const int count = std::popcount(unsigned(group.turning));
    return count == 1 ? tr("Row %1, column %2: a click turns this gear alone")
                            .arg(sawtooth::gearRow(gear) + 1)
                            .arg(sawtooth::gearColumn(gear) + 1)
                      : tr("Row %1, column %2: a click turns %3 meshed gears")
                            .arg(sawtooth::gearRow(gear) + 1)
                            .arg(sawtooth::gearColumn(gear) + 1)
                            .arg(count);
}

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
    const QPointF centre = gearCentre(m_cursor);
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

// ---- input -------------------------------------------------------------------------------------

void SawtoothWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const int row = sawtooth::gearRow(m_cursor);
    const int column = sawtooth::gearColumn(m_cursor);
    int next = -1;
    switch (key) {
    case Qt::Key_Left:
        next = 3 * row + std::max(0, column - 1);
        break;
    case Qt::Key_Right:
        next = 3 * row + std::min(2, column + 1);
        break;
    case Qt::Key_Up:
        next = 3 * std::max(0, row - 1) + column;
        break;
    case Qt::Key_Down:
        next = 3 * std::min(2, row + 1) + column;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_keyboardActive = true;
        emit moveRequested(m_cursor);
        return;
    default:
        if (key >= Qt::Key_1 && key <= Qt::Key_9 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            m_cursor = key - Qt::Key_1;
            m_keyboardActive = true;
            emit moveRequested(m_cursor);
            return;
        }
        BoardWidget::keyPressEvent(event);
        return;
    }
    m_cursor = next;
    m_keyboardActive = true;
    clearHover();
    update();
}

void SawtoothWidget::mousePressEvent(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton ? gearAt(event->position()) : -1;
    BoardWidget::mousePressEvent(event);
}

void SawtoothWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const int gear = event->button() == Qt::LeftButton ? gearAt(event->position()) : -1;
    if (gear >= 0 && gear == m_pressed) {
        m_cursor = gear;
        emit moveRequested(gear);
    }
    m_pressed = -1;
    BoardWidget::mouseReleaseEvent(event);
}

void SawtoothWidget::mouseMoveEvent(QMouseEvent* event)
{
    m_keyboardActive = false; // the pointer's gear is lit, not the cursor's
    BoardWidget::mouseMoveEvent(event);
}

void SawtoothWidget::editTeeth()
{
    const SawtoothPuzzle* gears = gearPuzzle();
    if (!gears)
        return;
    SawtoothTeethDialog dialog(gears->instance(), GearBoard::unrank(state()), this);
    if (dialog.exec() == QDialog::Accepted && dialog.instance() != gears->instance())
        emit instanceChangeRequested(dialog.instanceText());
}

} // namespace minimoves::app
