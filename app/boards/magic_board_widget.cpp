#include "magic_board_widget.h"

#include "game/move_quality.h"

#include "magic_board/magic_board_type.h"

#include <QApplication>
#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using magic_board::Board;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;

namespace {

// Cell i of the clockwise reading order sits at (column, row) on the 2x4 board.
QPoint cellPosition(int cell) { return cell < 4 ? QPoint(cell, 0) : QPoint(7 - cell, 1); }
// The cell at (column, row).
int cellIndex(int column, int row) { return row == 0 ? column : 7 - column; }

Board targetOf(const MagicBoardPuzzle* magic) { return magic ? magic->rules().target() : magic_board::baseBoard(); }

// `a` moved `t` of the way to `b`: the board's greys are the palette's own window and text colours
// mixed, so they follow a light or a dark palette.
QColor mix(const QColor& a, const QColor& b, double t)
{
    const auto along = [t](float from, float to) { return float(from + (to - from) * t); };
    return QColor::fromRgbF(along(a.redF(), b.redF()), along(a.greenF(), b.greenF()), along(a.blueF(), b.blueF()));
}

QColor frameColor(const QPalette& palette)
{
    return mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.10);
}
QColor frameLineColor(const QPalette& palette)
{
    return mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.24);
}
QColor slotColor(const QPalette& palette)
{
    return mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.17);
}

void drawFrame(QPainter& painter, const QRectF& rect, double radius, const QPalette& palette, bool focus)
{
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    painter.fillPath(path, frameColor(palette));
    painter.setPen(QPen(focus ? palette.color(QPalette::Highlight) : frameLineColor(palette), focus ? 1.5 : 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
}

void drawSlot(QPainter& painter, const QRectF& rect, const QPalette& palette)
{
    QPainterPath path;
    const double radius = rect.width() * 0.14;
    path.addRoundedRect(rect, radius, radius);
    painter.fillPath(path, slotColor(palette));
}

// A tile: its own colour (whatever the palette), its number in black or white, whichever reads
// better on that colour.
void drawTile(QPainter& painter, const QRectF& rect, int tile, bool small)
{
    const QColor color = MagicBoardWidget::tileColor(tile);
    QPainterPath path;
    const double radius = rect.width() * 0.14;
    path.addRoundedRect(rect, radius, radius);
    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, color.lighter(118));
    shade.setColorAt(1, color.darker(112));
    painter.fillPath(path, shade);
    painter.setPen(QPen(color.darker(160), std::max(1.0, rect.width() * 0.03)));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(rect.height() * (small ? 0.6 : 0.55))));
    painter.setFont(font);
    painter.setPen(color.lightness() > 140 ? QColor(20, 20, 20) : QColor(250, 250, 250));
    painter.drawText(rect, Qt::AlignCenter, QString::number(tile));
}

QPainterPath starPath(const QPointF& centre, double radius)
{
    QPainterPath star;
    for (int i = 0; i < 10; ++i) {
        const double r = i % 2 ? radius * 0.45 : radius;
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const QPointF p = centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
        if (i == 0)
            star.moveTo(p);
        else
            star.lineTo(p);
    }
    star.closeSubpath();
    return star;
}

// An op button: the style's own bevel, the op's letter large and what it does under it when there
// is room, and the hint mark drawn inside — a tint, a ring and a badge in the top-right corner (a
// star for the solver's move, a dot for the other shortest ones) — so that a mark never changes
// the button's size or where its letter sits.
class OpButton : public QPushButton {
public:
    enum Mark { None, Hinted, Best };
    OpButton(QChar letter, QWidget* parent) : QPushButton(QString(letter), parent) {}

    void setSubtitle(const QString& subtitle)
    {
        m_subtitle = subtitle;
        update();
    }
    void setMark(Mark mark, const QColor& color)
    {
        m_mark = mark;
        m_markColor = color;
        update();
    }
    // The move-quality badge ("✓ −1") in the top-left corner: on hover, or always (View ▸ Move
    // quality, the hint's last step); empty text: none.
    void setQuality(const QString& text, const QColor& color, bool always)
    {
        m_quality = text;
        m_qualityColor = color;
        m_qualityAlways = always;
        update();
    }
    bool qualityVisible() const { return !m_quality.isEmpty() && (m_qualityAlways || underMouse()); }
    QFont qualityFont(double h) const
    {
        QFont badgeFont = font();
        badgeFont.setBold(true);
        badgeFont.setPixelSize(std::clamp(int(h * 0.2), 10, 14));
        return badgeFont;
    }
    QRectF qualityPill(const QRectF& inner, double ring, double h) const
    {
        const QFontMetricsF metrics(qualityFont(h));
        const double bh = metrics.height() + 2;
        return QRectF(inner.left() + ring + 2, inner.top() + ring + 2, metrics.horizontalAdvance(m_quality) + bh * 0.6, bh);
    }
    QSize sizeHint() const override { return minimumSize(); }

protected:
    void enterEvent(QEnterEvent* event) override
    {
        update();
        QPushButton::enterEvent(event);
    }
    void leaveEvent(QEvent* event) override
    {
        update();
        QPushButton::leaveEvent(event);
    }
    void paintEvent(QPaintEvent*) override
    {
        QStylePainter painter(this);
        QStyleOptionButton option;
        initStyleOption(&option);
        option.text.clear();
        option.icon = QIcon();
        painter.drawControl(QStyle::CE_PushButtonBevel, option);
        painter.setRenderHint(QPainter::Antialiasing);

        const double h = height();
        const QRectF inner = QRectF(rect()).adjusted(3, 3, -3, -3);
        const double radius = std::min(6.0, h * 0.12);
        double ring = 0;
        if (m_mark != None) {
            ring = m_mark == Best ? std::clamp(h * 0.075, 2.5, 4.5) : std::clamp(h * 0.05, 2.0, 3.0);
            QColor tint = m_markColor;
            tint.setAlpha(m_mark == Best ? 80 : 50);
            QPainterPath path;
            path.addRoundedRect(inner, radius, radius);
            painter.fillPath(path, tint);
            painter.setPen(QPen(m_markColor, ring));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(inner.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2), radius, radius);
            const double badge = std::clamp(h * 0.12, 4.0, 8.0);
            const QPointF centre(inner.right() - ring - badge * 1.2 - 2, inner.top() + ring + badge * 1.2 + 2);
            const QColor outline = palette().color(QPalette::Button).lightness() < 128 ? QColor(20, 20, 20)
                                                                                       : m_markColor.darker(170);
            painter.setPen(QPen(outline, 1));
            painter.setBrush(m_markColor);
            if (m_mark == Best)
                painter.drawPath(starPath(centre, badge * 1.15));
            else
                painter.drawEllipse(centre, badge * 0.6, badge * 0.6);
        }

        QPointF shift;
        if (isDown())
            shift = QPointF(style()->pixelMetric(QStyle::PM_ButtonShiftHorizontal, &option, this),
                            style()->pixelMetric(QStyle::PM_ButtonShiftVertical, &option, this));
        painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
        QFont letterFont = font();
        letterFont.setBold(true);
        const QFontMetricsF letterMetrics(letterFont);
        QFont subFont = font();
        subFont.setBold(false);
        subFont.setPixelSize(std::max(10, int(std::lround(h * 0.2))));
        const QFontMetricsF subMetrics(subFont);
        const double textWidth = width() - 2 * (ring + 6);
        const bool withSubtitle =
            !m_subtitle.isEmpty() && h >= 46 && subMetrics.horizontalAdvance(m_subtitle) <= textWidth;
        const double letterHeight = letterMetrics.ascent() + letterMetrics.descent() * 0.3;
        const double total = letterHeight + (withSubtitle ? subMetrics.height() : 0);
        const double top = (h - total) / 2;
        // A quality badge in the corner: the letter keeps clear of it (centred in the room to its
        // right when the badge would reach it).
        const QRectF pill = qualityPill(inner, ring, h);
        QRectF letterRect(0, top, width(), letterHeight);
        if (qualityVisible() && pill.right() + 2 > (width() - letterMetrics.horizontalAdvance(text())) / 2 &&
            letterRect.top() < pill.bottom())
            letterRect.setLeft(pill.right() + 2);
        painter.setFont(letterFont);
        painter.drawText(letterRect.translated(shift), Qt::AlignHCenter | Qt::AlignTop, text());
        if (withSubtitle) {
            painter.setFont(subFont);
            painter.drawText(QRectF(0, top + letterHeight, width(), subMetrics.height()).translated(shift),
                             Qt::AlignHCenter | Qt::AlignTop, m_subtitle);
        }
        if (qualityVisible()) {
            const QFont badgeFont = qualityFont(h);
            const double bh = pill.height();
            painter.setPen(QPen(QColor(255, 255, 255, 220), 1.5));
            painter.setBrush(m_qualityColor);
            painter.drawRoundedRect(pill, bh / 2, bh / 2);
            painter.setFont(badgeFont);
            painter.setPen(Qt::white);
            painter.drawText(pill, Qt::AlignCenter, m_quality);
        }
    }

private:
    QString m_quality;
    QColor m_qualityColor;
    bool m_qualityAlways = false;
    QString m_subtitle;
    Mark m_mark = None;
    QColor m_markColor;
};

// The sizes the layout works with, all from the board's cell size.
constexpr double minButtonWidth = 56, maxButtonWidth = 180, minButtonHeight = 34, maxButtonHeight = 72;
constexpr double minCell = 8, maxCell = 200;

} // namespace

QColor MagicBoardWidget::tileColor(int tile)
{
    // Hue steps around the wheel, lightness alternating so neighbours in number differ in grey.
    static const std::array<QColor, 8> colors{
        QColor(0xd9, 0x3b, 0x3b), QColor(0xf5, 0xc5, 0x42), QColor(0x2f, 0x6f, 0xd6), QColor(0x9c, 0xe0, 0x8a),
        QColor(0x6b, 0x3f, 0xa0), QColor(0xf2, 0x9a, 0x4a), QColor(0x1f, 0x7a, 0x5a), QColor(0xe8, 0xa6, 0xd0),
    };
    return colors[(tile - 1) & 7];
}

MagicBoardWidget::MagicBoardWidget(QWidget* parent) : BoardWidget(parent)
{
    for (int op = 0; op < 3; ++op) {
        auto* button = new OpButton(QChar('A' + op), this);
        button->setObjectName(QStringLiteral("op%1").arg(QChar('A' + op)));
        button->setFocusPolicy(Qt::NoFocus);
        button->setMinimumSize(int(minButtonWidth), int(minButtonHeight));
        button->setMaximumSize(int(maxButtonWidth), int(maxButtonHeight));
        connect(button, &QPushButton::clicked, this, [this, op] { emit moveRequested(op); });
        m_buttons[op] = button;
    }
    m_targetButton = new QPushButton(this);
    m_targetButton->setObjectName(QStringLiteral("changeTarget"));
    m_targetButton->setFocusPolicy(Qt::NoFocus);
    connect(m_targetButton, &QPushButton::clicked, this, &MagicBoardWidget::editTarget);
    retranslate();
}

void MagicBoardWidget::retranslate()
{
    static_cast<OpButton*>(m_buttons[0])->setSubtitle(tr("swap rows"));
    static_cast<OpButton*>(m_buttons[1])->setSubtitle(tr("shift right"));
    static_cast<OpButton*>(m_buttons[2])->setSubtitle(tr("turn middle"));
    for (int op = 0; op < 3; ++op)
        m_buttons[op]->setAccessibleName(moveDescription(op));
    m_targetButton->setText(tr("Change target…"));
    m_targetButton->setToolTip(tr("Choose the order of tiles to reach (key T)"));
    setAccessibleName(tr("Magic Board"));
    setAccessibleDescription(tr("Eight numbered tiles on two rows of four. Keys A, B and C play the three operations; "
                                "T changes the target."));
    hintChanged(); // the hinted buttons' descriptions
    qualityChanged(); // their tooltips
    relayout();    // the target button's text may be wider or narrower
}

QString MagicBoardWidget::moveDescription(int move) const
{
    switch (move) {
    case 0:
        return tr("A (swap rows)");
    case 1:
        return tr("B (shift right)");
    case 2:
        return tr("C (turn middle)");
    }
    return {};
}

void MagicBoardWidget::hintChanged()
{
    for (int op = 0; op < 3; ++op) {
        auto* button = static_cast<OpButton*>(m_buttons[op]);
        const bool best = op == hintBest();
        if (best)
            button->setMark(OpButton::Best, bestHintColor());
        else if (isHinted(op))
            button->setMark(OpButton::Hinted, hintColor());
        else
            button->setMark(OpButton::None, QColor());
        button->setProperty("hinted", isHinted(op));
        button->setAccessibleDescription(best            ? tr("The hint's move")
                                         : isHinted(op) ? tr("Also a shortest move")
                                                        : QString());
    }
}

void MagicBoardWidget::qualityChanged()
{
    const std::vector<int> always = badgedMoves();
    const QString tips[3] = {tr("A: swap the top and bottom rows (key A)"),
                             tr("B: shift both rows one cell right; the right column moves to the left (key B)"),
                             tr("C: turn the middle four tiles clockwise (key C)")};
    for (int op = 0; op < 3; ++op) {
        auto* button = static_cast<OpButton*>(m_buttons[op]);
        const auto change = moveChange(op);
        const bool shown = std::find(always.begin(), always.end(), op) != always.end();
        button->setQuality(change ? badgeText(op) : QString(), change ? quality::color(*change) : QColor(), shown);
        const QString line = qualityToolTip({op});
        button->setToolTip(line.isEmpty() ? tips[op] : tips[op] + QLatin1Char('\n') + line);
    }
}

// ---- layout ------------------------------------------------------------------------------------

QRectF MagicBoardWidget::Layout::bounds() const
{
    QRectF all = frame.united(caption).united(target);
    if (showChange)
        all = all.united(QRectF(change));
    for (const QRect& op : ops)
        all = all.united(QRectF(op));
    return all;
}

// Everything at cell size `cell`, from (0, 0): the board in its frame with A, B, C in a row right
// under it, and the target with its heading above it and its button under it, either beside the
// board (on its right, centred on it) or above it (all in one centred column).
MagicBoardWidget::Layout MagicBoardWidget::layoutFor(double cell, bool above) const
{
    Layout l;
    l.cell = cell;
    l.above = above;
    const double c = cell;
    const double margin = 0.12 * c;
    const QSizeF frameSize(4 * c + 2 * margin, 2 * c + 2 * margin);
    const double buttonWidth = std::round(std::clamp(0.95 * c, minButtonWidth, maxButtonWidth));
    const double buttonHeight = std::round(std::clamp(0.46 * c, minButtonHeight, maxButtonHeight));
    const double spacing = std::round(std::clamp(0.12 * c, 8.0, 18.0));
    const double gap = std::round(std::clamp(0.14 * c, 8.0, 20.0));
    const double rowWidth = 3 * buttonWidth + 2 * spacing;
    // The target's tiles: a little under half the board's, never below 14 pixels unless the board
    // itself is that small.
    const double small = std::min(std::max(0.45 * c, 14.0), 0.6 * c);
    const QSizeF mini(4 * small, 2 * small);
    l.captionPixels = std::clamp(0.19 * c, 12.0, 26.0);
    const double captionHeight = std::ceil(l.captionPixels * 1.4);
    const double captionGap = std::round(0.05 * c);
    // On a tiny board the target's button gives its room to the board (the target itself and the
    // key T still open the editor).
    l.showChange = c >= 36;
    const QSize change = l.showChange ? targetButtonSize(c) : QSize(0, 0);

    double rowTop = 0, rowCentre = 0;
    if (!above) {
        const double column = std::max(frameSize.width(), rowWidth);
        l.frame = QRectF(QPointF((column - frameSize.width()) / 2, 0), frameSize);
        rowTop = l.frame.bottom() + gap;
        rowCentre = column / 2;
        const double panelGap = std::max(16.0, 0.45 * c);
        const double panelWidth = std::max(mini.width(), double(change.width()));
        const double changeGap = l.showChange ? std::clamp(0.14 * c, 8.0, 16.0) : 0.0;
        const double panelHeight = captionHeight + captionGap + mini.height() + changeGap + change.height();
        const double left = column + panelGap;
        const double top = l.frame.center().y() - panelHeight / 2;
        l.caption = QRectF(left, top, panelWidth, captionHeight);
        l.target = QRectF(QPointF(left + (panelWidth - mini.width()) / 2, l.caption.bottom() + captionGap), mini);
        l.change = QRect(QPoint(int(std::lround(left + (panelWidth - change.width()) / 2)),
                                int(std::lround(l.target.bottom() + changeGap))),
                         change);
    } else {
        // Heading, target and its button in a column above the board, all centred on it.
        const double column = std::max({frameSize.width(), rowWidth, mini.width(), double(change.width())});
        const double centre = column / 2;
        const double changeGap = l.showChange ? std::clamp(0.12 * c, 6.0, 14.0) : 0.0;
        l.caption = QRectF(centre - mini.width() / 2 - 10, 0, mini.width() + 20, captionHeight);
        l.target = QRectF(QPointF(centre - mini.width() / 2, captionHeight + captionGap), mini);
        l.change = QRect(QPoint(int(std::lround(centre - change.width() / 2.0)),
                                int(std::lround(l.target.bottom() + changeGap))),
                         change);
        const double between = std::max(12.0, 0.3 * c);
        const double frameTop = l.target.bottom() + changeGap + change.height() + between;
        l.frame = QRectF(QPointF(centre - frameSize.width() / 2, frameTop), frameSize);
        rowTop = l.frame.bottom() + gap;
        rowCentre = centre;
    }
    const double rowLeft = rowCentre - rowWidth / 2;
    for (int op = 0; op < 3; ++op)
        l.ops[op] = QRect(int(std::lround(rowLeft + op * (buttonWidth + spacing))), int(std::lround(rowTop)),
                          int(buttonWidth), int(buttonHeight));
    l.board = l.frame.adjusted(margin, margin, -margin, -margin);
    return l;
}

void MagicBoardWidget::relayout()
{
    const QRectF area = QRectF(rect()).adjusted(12, 12, -12, -12);
    const auto fits = [&](double cell, bool above) {
        const QRectF b = layoutFor(cell, above).bounds();
        return b.width() <= area.width() && b.height() <= area.height();
    };
    // The largest cell at which an arrangement fits.
    const auto largest = [&](bool above) {
        if (!fits(minCell, above))
            return minCell;
        if (fits(maxCell, above))
            return maxCell;
        double low = minCell, high = maxCell;
        while (high - low > 0.25) {
            const double middle = (low + high) / 2;
            (fits(middle, above) ? low : high) = middle;
        }
        return low;
    };
    const double beside = largest(false);
    const double aboveCell = largest(true);
    const bool above = aboveCell > beside + 0.5; // beside unless above gives larger tiles
    Layout l = layoutFor(above ? aboveCell : beside, above);

    // The whole arrangement centred, moved by whole pixels.
    const QPointF centre = area.center() - l.bounds().center();
    const QPoint shift(int(std::lround(centre.x())), int(std::lround(centre.y())));
    for (QRectF* r : {&l.frame, &l.board, &l.caption, &l.target})
        r->translate(shift);
    for (QRect& r : l.ops)
        r.translate(shift);
    l.change.translate(shift);
    l.size = size();
    m_layout = l;

    for (int op = 0; op < 3; ++op) {
        QFont font = m_buttons[op]->font();
        font.setPixelSize(std::max(12, int(std::lround(l.ops[op].height() * 0.42))));
        m_buttons[op]->setFont(font);
        m_buttons[op]->setGeometry(l.ops[op]);
    }
    m_targetButton->setFont(targetButtonFont(l.cell));
    m_targetButton->setGeometry(l.change);
    m_targetButton->setVisible(l.showChange);
    update();
}

// The "Change target…" button's font at cell size `cell`: the window's font, up to half as large
// again on a large board.
QFont MagicBoardWidget::targetButtonFont(double cell) const
{
    QFont font = this->font();
    const double base = QFontInfo(font).pixelSize();
    font.setPixelSize(int(std::lround(std::clamp(0.1 * cell, base, base * 1.5))));
    return font;
}

QSize MagicBoardWidget::targetButtonSize(double cell) const
{
    // The button's size hint at its font now, grown or shrunk by what the text needs at `cell`.
    const QString text = m_targetButton->text();
    const QSize base = QFontMetrics(m_targetButton->font()).size(Qt::TextShowMnemonic, text);
    const QSize scaled = QFontMetrics(targetButtonFont(cell)).size(Qt::TextShowMnemonic, text);
    return m_targetButton->sizeHint() + (scaled - base);
}

const MagicBoardWidget::Layout& MagicBoardWidget::layout()
{
    if (m_layout.size != size())
        relayout();
    return m_layout;
}

QRectF MagicBoardWidget::boardRect() { return layout().board; }
QRectF MagicBoardWidget::frameRect() { return layout().frame; }
QRectF MagicBoardWidget::targetRect() { return layout().target; }
QRectF MagicBoardWidget::captionRect() { return layout().caption; }
bool MagicBoardWidget::targetAbove() { return layout().above; }

void MagicBoardWidget::resizeEvent(QResizeEvent* event)
{
    relayout();
    BoardWidget::resizeEvent(event);
}

void MagicBoardWidget::changeEvent(QEvent* event)
{
    BoardWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        relayout();
}

// ---- painting ----------------------------------------------------------------------------------

void MagicBoardWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const Layout& l = layout();
    drawFrame(painter, l.frame, l.cell * 0.12, palette(), hasFocus());
    paintTiles(painter, l.board, move, progress);
    paintTarget(painter);
}

void MagicBoardWidget::paintTiles(QPainter& painter, const QRectF& board, int move, double progress)
{
    const double cell = board.width() / 4;
    const double gap = cell * 0.06;
    auto rectAt = [&](QPointF p) {
        return QRectF(board.left() + p.x() * cell + gap, board.top() + p.y() * cell + gap, cell - 2 * gap,
                      cell - 2 * gap);
    };
    for (int i = 0; i < 8; ++i)
        drawSlot(painter, rectAt(cellPosition(i)), palette());

    const Board to = MagicBoard::unrank(state());
    const Board from = move >= 0 ? MagicBoard::unrank(animFrom()) : to;
    std::array<int, 9> cellInFrom{};
    for (int i = 0; i < 8; ++i)
        cellInFrom[from.tiles[i]] = i;

    painter.save();
    painter.setClipRect(board);
    for (int i = 0; i < 8; ++i) {
        const int tile = to.tiles[i];
        const QPointF end = cellPosition(i);
        const QPointF begin = cellPosition(cellInFrom[tile]);
        if (move < 0 || begin == end) {
            drawTile(painter, rectAt(end), tile, false);
            continue;
        }
        const double t = progress;
        const QPointF delta = end - begin;
        if (std::abs(delta.x()) == 3 && delta.y() == 0) {
            // B wraps a column around: it leaves one edge as it enters the other.
            const double step = delta.x() > 0 ? -1 : 1;
            drawTile(painter, rectAt(begin + QPointF(step * t, 0)), tile, false);
            drawTile(painter, rectAt(end - QPointF(step * (1 - t), 0)), tile, false);
            continue;
        }
        QPointF p = begin + delta * t;
        if (delta.x() == 0 && std::abs(delta.y()) == 1 && move == 0) // A: rows pass beside each other
            p.rx() += (delta.y() > 0 ? -0.18 : 0.18) * std::sin(M_PI * t);
        drawTile(painter, rectAt(p), tile, false);
    }
    painter.restore();
}

void MagicBoardWidget::paintTarget(QPainter& painter)
{
    const Layout& l = m_layout;
    paintCaption(painter, l.caption, tr("Target"), Qt::AlignHCenter | Qt::AlignBottom, l.captionPixels);
    const double small = l.target.width() / 4;
    const QRectF frame = l.target.adjusted(-small * 0.1, -small * 0.1, small * 0.1, small * 0.1);
    drawFrame(painter, frame, small * 0.16, palette(), false);
    if (hoveredItem() == 0) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(frame.adjusted(-1, -1, 1, 1), small * 0.16, small * 0.16);
    }
    const Board goal = targetOf(puzzleAs<MagicBoardPuzzle>());
    const double inset = std::max(1.5, small * 0.05);
    for (int i = 0; i < 8; ++i) {
        const QPoint p = cellPosition(i);
        drawTile(painter,
                 QRectF(l.target.left() + p.x() * small + inset, l.target.top() + p.y() * small + inset,
                        small - 2 * inset, small - 2 * inset),
                 goal.tiles[i], true);
    }
}

// ---- input -------------------------------------------------------------------------------------

int MagicBoardWidget::hoverItemAt(const QPointF& pos) const
{
    // The target (with its heading) opens the editor.
    const QRectF target = m_layout.target.united(m_layout.caption).adjusted(-4, -4, 4, 4);
    return m_puzzle && target.contains(pos) ? 0 : -1;
}

QString MagicBoardWidget::hoverToolTip(int item) const
{
    if (item != 0)
        return {};
    const Board goal = targetOf(puzzleAs<MagicBoardPuzzle>());
    return tr("Target %1: click to change it").arg(QString::fromStdString(magic_board::boardText(goal)));
}

std::optional<Qt::CursorShape> MagicBoardWidget::hoverCursor(int item) const
{
    return item == 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void MagicBoardWidget::mousePressEvent(QMouseEvent* event)
{
    m_pressedTarget = event->button() == Qt::LeftButton && hoverItemAt(event->position()) == 0;
    if (m_pressedTarget)
        event->accept();
    else
        BoardWidget::mousePressEvent(event);
}

void MagicBoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const bool open = m_pressedTarget && event->button() == Qt::LeftButton && hoverItemAt(event->position()) == 0;
    m_pressedTarget = false;
    if (open)
        editTarget();
    else
        BoardWidget::mouseReleaseEvent(event);
}

void MagicBoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (plain && key >= Qt::Key_A && key <= Qt::Key_C) {
        // The button shows the key's press for a moment, as if it had been clicked.
        QPushButton* button = m_buttons[key - Qt::Key_A];
        button->setDown(true);
        QTimer::singleShot(120, button, [button] { button->setDown(false); });
        emit moveRequested(key - Qt::Key_A);
        return;
    }
    if (plain && key == Qt::Key_T && !event->isAutoRepeat()) {
        editTarget();
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void MagicBoardWidget::editTarget()
{
    if (m_dialog) {
        m_dialog->raise();
        m_dialog->activateWindow();
        return;
    }
    const Board target = targetOf(puzzleAs<MagicBoardPuzzle>());
    auto* dialog = new MagicTargetDialog(QString::fromStdString(magic_board::boardText(target)), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { emit instanceChangeRequested(dialog->target()); });
    m_dialog = dialog;
    dialog->open();
}

// ---- the target editor -------------------------------------------------------------------------

MagicTargetView::MagicTargetView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Target tiles"));
    announce();
}

void MagicTargetView::setBoard(const Board& board)
{
    if (board == m_board)
        return;
    m_board = board;
    m_selected = -1;
    announce();
    update();
}

void MagicTargetView::setStale(bool stale)
{
    if (stale == m_stale)
        return;
    m_stale = stale;
    update();
}

void MagicTargetView::swapCells(int a, int b)
{
    if (a < 0 || b < 0 || a > 7 || b > 7 || a == b)
        return;
    std::swap(m_board.tiles[a], m_board.tiles[b]);
    m_stale = false;
    announce();
    update();
    emit boardChanged();
}

void MagicTargetView::announce()
{
    const QString text = QString::fromStdString(magic_board::boardText(m_board));
    QString bottom; // left to right, as it is seen
    for (int i = 7; i >= 4; --i)
        bottom += text[i];
    setAccessibleDescription(
        tr("Top row %1, bottom row %2. Click two tiles, or press Space on two tiles, to swap them.")
            .arg(text.left(4), bottom));
}

double MagicTargetView::cell() const
{
    return std::max(8.0, std::min((width() - 16) / 4.24, (height() - 16) / 2.24));
}

QRectF MagicTargetView::cellsRect() const
{
    const double c = cell();
    QRectF cells(0, 0, 4 * c, 2 * c);
    cells.moveCenter(QRectF(rect()).center());
    return cells;
}

QRectF MagicTargetView::tileRect(int cell) const
{
    const QRectF cells = cellsRect();
    const double c = cells.width() / 4;
    const double gap = c * 0.06;
    const QPoint p = cellPosition(cell);
    return QRectF(cells.left() + p.x() * c + gap, cells.top() + p.y() * c + gap, c - 2 * gap, c - 2 * gap);
}

int MagicTargetView::cellAt(const QPointF& pos) const
{
    const QRectF cells = cellsRect();
    if (!cells.contains(pos))
        return -1;
    const double c = cells.width() / 4;
    const int column = std::clamp(int((pos.x() - cells.left()) / c), 0, 3);
    const int row = std::clamp(int((pos.y() - cells.top()) / c), 0, 1);
    return cellIndex(column, row);
}

void MagicTargetView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF cells = cellsRect();
    const double c = cells.width() / 4;
    drawFrame(painter, cells.adjusted(-c * 0.12, -c * 0.12, c * 0.12, c * 0.12), c * 0.12, palette(), hasFocus());
    for (int i = 0; i < 8; ++i)
        drawSlot(painter, tileRect(i), palette());

    const QColor highlight = palette().color(QPalette::Highlight);
    if (m_stale)
        painter.setOpacity(0.35);
    for (int i = 0; i < 8; ++i) {
        if (m_dragging && i == m_pressed)
            continue; // it follows the pointer
        QRectF tile = tileRect(i);
        if (i == m_selected)
            tile.translate(0, -c * 0.05); // picked up
        drawTile(painter, tile, m_board.tiles[i], false);
        if (i == m_selected) {
            painter.setPen(QPen(highlight, std::max(2.0, c * 0.05)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(tile.adjusted(-2, -2, 2, 2), tile.width() * 0.16, tile.width() * 0.16);
        }
    }
    painter.setOpacity(1);

    // Where a tile would land: the drop target while dragging, the hovered tile when one is picked.
    const int landing = m_dragging ? m_hover : (m_selected >= 0 && m_hover != m_selected ? m_hover : -1);
    if (landing >= 0 && landing != m_pressed) {
        const QRectF tile = tileRect(landing);
        painter.setPen(QPen(highlight, std::max(2.0, c * 0.04), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(tile.adjusted(-3, -3, 3, 3), tile.width() * 0.16, tile.width() * 0.16);
    }
    if (hasFocus() && !m_dragging) {
        const QRectF tile = tileRect(m_cursor).translated(0, m_cursor == m_selected ? -c * 0.05 : 0);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        const double out = std::clamp(c * 0.05, 2.0, 5.0); // within the gap to the next tile
        painter.drawRoundedRect(tile.adjusted(-out, -out, out, out), tile.width() * 0.18, tile.width() * 0.18);
    }
    if (m_dragging && m_pressed >= 0) {
        QRectF tile = tileRect(m_pressed);
        tile.moveCenter(m_dragPos);
        painter.setOpacity(0.9);
        drawTile(painter, tile.translated(0, -c * 0.04), m_board.tiles[m_pressed], false);
    }
}

void MagicTargetView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_pressed = cellAt(event->position());
    m_pressPos = m_dragPos = event->position();
    m_dragging = false;
    if (m_pressed >= 0)
        m_cursor = m_pressed;
    update();
}

void MagicTargetView::mouseMoveEvent(QMouseEvent* event)
{
    const int hover = cellAt(event->position());
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
    if ((event->buttons() & Qt::LeftButton) && m_pressed >= 0) {
        if (!m_dragging &&
            (event->position() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragging = true;
            m_selected = -1;
        }
        if (m_dragging) {
            m_dragPos = event->position();
            update();
        }
    }
    setCursor(m_dragging ? Qt::ClosedHandCursor : hover >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
}

void MagicTargetView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_pressed < 0) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const int cell = cellAt(event->position());
    const int pressed = m_pressed;
    const bool dragged = m_dragging;
    m_pressed = -1;
    m_dragging = false;
    if (dragged) {
        if (cell >= 0 && cell != pressed) {
            m_cursor = cell;
            swapCells(pressed, cell);
        }
    } else if (cell == pressed) {
        if (m_selected < 0) {
            m_selected = cell;
        } else if (m_selected == cell) {
            m_selected = -1;
        } else {
            const int first = m_selected;
            m_selected = -1;
            swapCells(first, cell);
        }
    }
    setCursor(cell >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
    update();
}

void MagicTargetView::keyPressEvent(QKeyEvent* event)
{
    const QPoint p = cellPosition(m_cursor);
    int column = p.x(), row = p.y();
    switch (event->key()) {
    case Qt::Key_Left:
        column = std::max(0, column - 1);
        break;
    case Qt::Key_Right:
        column = std::min(3, column + 1);
        break;
    case Qt::Key_Up:
        row = 0;
        break;
    case Qt::Key_Down:
        row = 1;
        break;
    case Qt::Key_Space:
        if (m_selected < 0) {
            m_selected = m_cursor;
        } else if (m_selected == m_cursor) {
            m_selected = -1;
        } else {
            const int first = m_selected;
            m_selected = -1;
            swapCells(first, m_cursor);
        }
        update();
        return;
    case Qt::Key_Escape:
        if (m_selected >= 0) {
            m_selected = -1;
            update();
            return;
        }
        QWidget::keyPressEvent(event);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    m_cursor = cellIndex(column, row);
    update();
}

void MagicTargetView::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
}

void MagicTargetView::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void MagicTargetView::leaveEvent(QEvent* event)
{
    m_hover = -1;
    update();
    QWidget::leaveEvent(event);
}

MagicTargetDialog::MagicTargetDialog(const QString& current, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Magic Board target"));
    auto* layout = new QVBoxLayout(this);
    auto* prompt = new QLabel(tr("Arrange the tiles as they should end up: click a tile and then another to swap "
                                 "them, or drag a tile onto another (keyboard: the arrows, then Space on each tile)."),
                              this);
    prompt->setWordWrap(true);
    layout->addWidget(prompt);
    m_view = new MagicTargetView(this);
    layout->addWidget(m_view, 1);

    auto* typed = new QLabel(tr("Or &type the order, read clockwise from the top-left (top row left to right, "
                                "then bottom row right to left):"),
                             this);
    typed->setWordWrap(true);
    layout->addWidget(typed);
    m_edit = new QLineEdit(current, this);
    m_edit->setPlaceholderText(QStringLiteral("1 2 3 4 5 6 7 8"));
    m_edit->setAccessibleName(tr("Target order"));
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    typed->setBuddy(m_edit);
    layout->addWidget(m_edit);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setMinimumHeight(m_error->fontMetrics().lineSpacing() * 2); // the dialog does not jump
    m_error->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_error);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Reset, this);
    m_buttons->button(QDialogButtonBox::Reset)
        ->setToolTip(tr("Back to the standard target: 1 2 3 4 on top, 8 7 6 5 below"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Reset), &QPushButton::clicked, this,
            [this] { m_edit->setText(QString::fromStdString(magic_board::boardText(magic_board::baseBoard()))); });
    connect(m_edit, &QLineEdit::textChanged, this, &MagicTargetDialog::validate);
    connect(m_view, &MagicTargetView::boardChanged, this, &MagicTargetDialog::viewChanged);
    updateErrorColour();
    validate();
    m_view->setFocus();
}

QString MagicTargetDialog::target() const
{
    QString digits = m_edit->text();
    digits.remove(QRegularExpression(QStringLiteral("[\\s,]")));
    return digits;
}

void MagicTargetDialog::validate()
{
    std::string error;
    const auto board = magic_board::parseBoard(target().toStdString(), &error);
    if (board) {
        m_error->clear();
        m_view->setBoard(*board);
        m_view->setStale(false);
    } else {
        m_error->setText(tr("Not a permutation of 1 to 8: %1").arg(QString::fromStdString(error)));
        m_view->setStale(true);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(board.has_value());
}

void MagicTargetDialog::viewChanged()
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_edit->setText(QString::fromStdString(magic_board::boardText(m_view->board())));
    m_syncing = false;
}

void MagicTargetDialog::updateErrorColour()
{
    // A red that reads on the window's colour, light or dark.
    QPalette palette = m_error->palette();
    const bool dark = this->palette().color(QPalette::Window).lightness() < 128;
    palette.setColor(QPalette::WindowText, dark ? QColor(255, 128, 128) : QColor(176, 0, 32));
    m_error->setPalette(palette);
}

void MagicTargetDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        updateErrorColour();
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
