#include "magic_board_widget.h"

#include "game/session/move_quality.h"
#include "magic_board_look.h"
#include "magic_op_button.h"

#include "magic_board/magic_board_type.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

using magic_board::Board;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;
using namespace magic_look;

namespace {

Board targetOf(const MagicBoardPuzzle* magic) { return magic ? magic->rules().target() : magic_board::baseBoard(); }

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

MagicBoardWidget::MagicBoardWidget(QWidget* parent) : BoardWidget(parent, magicBoardMoveNames())
{
    setParts({.speech = &m_speechPart, .hover = &m_hoverPart, .editor = &m_editorPart});
    connect(this, &BoardWidget::hintChanged, this, &MagicBoardWidget::showHintOnButtons);
    connect(this, &BoardWidget::qualityChanged, this, &MagicBoardWidget::showQualityOnButtons);
    for (int op = 0; op < 3; ++op) {
        auto* button = new MagicOpButton(QChar('A' + op), this);
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
    static_cast<MagicOpButton*>(m_buttons[0])->setSubtitle(tr("swap rows"));
    static_cast<MagicOpButton*>(m_buttons[1])->setSubtitle(tr("shift right"));
    static_cast<MagicOpButton*>(m_buttons[2])->setSubtitle(tr("turn middle"));
    for (int op = 0; op < 3; ++op)
        m_buttons[op]->setAccessibleName(moveDescription(op));
    m_targetButton->setText(tr("Change target…"));
    m_targetButton->setToolTip(tr("Choose the order of tiles to reach (key T)"));
    setAccessibleName(tr("Magic Board"));
    setAccessibleDescription(tr("Eight numbered tiles on two rows of four. Keys A, B and C play the three operations; "
                                "T changes the target."));
    showHintOnButtons();    // the hinted buttons' descriptions
    showQualityOnButtons(); // their tooltips
    relayout();    // the target button's text may be wider or narrower
}

void MagicBoardWidget::showHintOnButtons()
{
    for (int op = 0; op < 3; ++op) {
        auto* button = static_cast<MagicOpButton*>(m_buttons[op]);
        const bool best = op == hintBest();
        if (best)
            button->setMark(MagicOpButton::Best, bestHintColor());
        else if (isHinted(op))
            button->setMark(MagicOpButton::Hinted, hintColor());
        else
            button->setMark(MagicOpButton::None, QColor());
        button->setProperty("hinted", isHinted(op));
        button->setAccessibleDescription(best            ? tr("The hint's move")
                                         : isHinted(op) ? tr("Also a shortest move")
                                                        : QString());
    }
}

void MagicBoardWidget::showQualityOnButtons()
{
    const std::vector<int> always = badgedMoves();
    const QString tips[3] = {tr("A: swap the top and bottom rows (key A)"),
                             tr("B: shift both rows one cell right; the right column moves to the left (key B)"),
                             tr("C: turn the middle four tiles clockwise (key C)")};
    for (int op = 0; op < 3; ++op) {
        auto* button = static_cast<MagicOpButton*>(m_buttons[op]);
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

int MagicBoardWidget::Hover::itemAt(const QPointF& pos) const
{
    // The target (with its heading) opens the editor.
    const QRectF target = m_board.m_layout.target.united(m_board.m_layout.caption).adjusted(-4, -4, 4, 4);
    return m_board.puzzle() && target.contains(pos) ? 0 : -1;
}

QString MagicBoardWidget::Hover::toolTip(int item) const
{
    if (item != 0)
        return {};
    const Board goal = targetOf(m_board.puzzleAs<MagicBoardPuzzle>());
    return tr("Target %1: click to change it").arg(QString::fromStdString(magic_board::boardText(goal)));
}

std::optional<Qt::CursorShape> MagicBoardWidget::Hover::cursorShape(int item) const
{
    return item == 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

void MagicBoardWidget::mousePressEvent(QMouseEvent* event)
{
    m_pressedTarget = event->button() == Qt::LeftButton && m_hoverPart.itemAt(event->position()) == 0;
    if (m_pressedTarget)
        event->accept();
    else
        BoardWidget::mousePressEvent(event);
}

void MagicBoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const bool open =
        m_pressedTarget && event->button() == Qt::LeftButton && m_hoverPart.itemAt(event->position()) == 0;
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

} // namespace minimoves::app
