// The Sawtooth Gears board's pictures, layout, hover and input (its painting: sawtooth_painter.cpp).
#include "sawtooth_widget.h"

#include "board_placement.h"
#include "paint_helpers.h"

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

QColor gearFrameRim(const QColor& window) { return standingOut(QColor(0x14, 0x18, 0x1d), window, 3, 20, 32); }

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

SawtoothWidget::SawtoothWidget(QWidget* parent) : BoardWidget(parent, sawtoothMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    m_editButton = new QPushButton(this);
    m_editButton->setObjectName(QStringLiteral("editTeeth"));
    m_editButton->setFocusPolicy(Qt::NoFocus);
    connect(m_editButton, &QPushButton::clicked, this, &SawtoothWidget::editTeeth);
    m_buttonRow.add({m_editButton});
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
    const QRectF area = m_buttonRow.areaAbove(8, 60);
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
    return m_keyboardActive && hasFocus() ? m_cursor.index() : -1;
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

QString SawtoothWidget::Hover::toolTip(int gear) const
{
    const SawtoothPuzzle* gears = m_board.gearPuzzle();
    if (!gears)
        return {};
    const auto group = gears->rules().turningGroup(GearBoard::unrank(m_board.state()), gear);
    const int count = std::popcount(unsigned(group.turning));
    return count == 1 ? tr("Row %1, column %2: a click turns this gear alone")
                            .arg(sawtooth::gearRow(gear) + 1)
                            .arg(sawtooth::gearColumn(gear) + 1)
                      : tr("Row %1, column %2: a click turns %3 meshed gears")
                            .arg(sawtooth::gearRow(gear) + 1)
                            .arg(sawtooth::gearColumn(gear) + 1)
                            .arg(count);
}

// ---- input -------------------------------------------------------------------------------------

void SawtoothWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (m_cursor.moveByKey(key)) {
        m_keyboardActive = true;
        clearHover();
        update();
        return;
    }
    switch (key) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_keyboardActive = true;
        emit moveRequested(m_cursor.index());
        return;
    default:
        if (key >= Qt::Key_1 && key <= Qt::Key_9 && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            m_cursor.setIndex(key - Qt::Key_1);
            m_keyboardActive = true;
            emit moveRequested(m_cursor.index());
            return;
        }
        BoardWidget::keyPressEvent(event);
        return;
    }
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
        m_cursor.setIndex(gear);
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
    if (!gears || !solver())
        return; // a board shown alone (Help's pictures) edits nothing
    SawtoothTeethDialog dialog(gears->instance(), GearBoard::unrank(state()), solver(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.instance() != gears->instance())
        emit instanceChangeRequested(dialog.instanceText());
}

} // namespace minimoves::app
