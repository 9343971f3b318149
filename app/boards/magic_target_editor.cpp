#include "magic_target_editor.h"

#include "magic_board_look.h"

#include <QApplication>
#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>

#include <algorithm>

namespace minimoves::app {

using magic_board::Board;
using namespace magic_look;

// ---- the tiles ---------------------------------------------------------------------------------

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
    m_swap.putDown();
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

int MagicTargetView::cursorCell() const { return cellIndex(m_cursor.column(), m_cursor.row()); }

void MagicTargetView::setCursorCell(int cell) { m_cursor.setAt(cellPosition(cell)); }

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

void MagicTargetView::swap(std::optional<SwapGesture::Swap> swap)
{
    if (swap)
        swapCells(swap->first, swap->second);
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
    const int pressed = m_swap.pressed();
    const int selected = m_swap.held();
    const bool dragging = m_swap.isDragging();
    if (m_stale)
        painter.setOpacity(0.35);
    for (int i = 0; i < 8; ++i) {
        if (dragging && i == pressed)
            continue; // it follows the pointer
        QRectF tile = tileRect(i);
        if (i == selected)
            tile.translate(0, -c * 0.05); // picked up
        drawTile(painter, tile, m_board.tiles[i], false);
        if (i == selected) {
            painter.setPen(QPen(highlight, std::max(2.0, c * 0.05)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(tile.adjusted(-2, -2, 2, 2), tile.width() * 0.16, tile.width() * 0.16);
        }
    }
    painter.setOpacity(1);

    // Where a tile would land: the drop target while dragging, the hovered tile when one is picked.
    const int landing = dragging ? m_hover : (selected >= 0 && m_hover != selected ? m_hover : -1);
    if (landing >= 0 && landing != pressed) {
        const QRectF tile = tileRect(landing);
        painter.setPen(QPen(highlight, std::max(2.0, c * 0.04), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(tile.adjusted(-3, -3, 3, 3), tile.width() * 0.16, tile.width() * 0.16);
    }
    if (hasFocus() && !dragging) {
        const int cursor = cursorCell();
        const QRectF tile = tileRect(cursor).translated(0, cursor == selected ? -c * 0.05 : 0);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        const double out = std::clamp(c * 0.05, 2.0, 5.0); // within the gap to the next tile
        painter.drawRoundedRect(tile.adjusted(-out, -out, out, out), tile.width() * 0.18, tile.width() * 0.18);
    }
    if (dragging && pressed >= 0) {
        QRectF tile = tileRect(pressed);
        tile.moveCenter(m_dragPos);
        painter.setOpacity(0.9);
        drawTile(painter, tile.translated(0, -c * 0.04), m_board.tiles[pressed], false);
    }
}

void MagicTargetView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const int cell = cellAt(event->position());
    m_swap.press(cell);
    m_pressPos = m_dragPos = event->position();
    if (cell >= 0)
        setCursorCell(cell);
    update();
}

void MagicTargetView::mouseMoveEvent(QMouseEvent* event)
{
    const int hover = cellAt(event->position());
    if (hover != m_hover) {
        m_hover = hover;
        update();
    }
    if ((event->buttons() & Qt::LeftButton) && m_swap.pressed() >= 0) {
        if (!m_swap.isDragging() &&
            (event->position() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_swap.startDrag();
        if (m_swap.isDragging()) {
            m_dragPos = event->position();
            update();
        }
    }
    setCursor(m_swap.isDragging() ? Qt::ClosedHandCursor : hover >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
}

void MagicTargetView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_swap.pressed() < 0) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    const int cell = cellAt(event->position());
    const bool dragged = m_swap.isDragging();
    const auto swapped = m_swap.release(cell);
    if (dragged && swapped)
        setCursorCell(cell); // the cursor goes where the tile was dropped
    swap(swapped);
    setCursor(cell >= 0 ? Qt::OpenHandCursor : Qt::ArrowCursor);
    update();
}

void MagicTargetView::keyPressEvent(QKeyEvent* event)
{
    if (m_cursor.moveByKey(event->key())) {
        update();
        return;
    }
    switch (event->key()) {
    case Qt::Key_Space:
        swap(m_swap.click(cursorCell()));
        update();
        return;
    case Qt::Key_Escape:
        if (m_swap.putDown()) {
            update();
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
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

// ---- the dialog --------------------------------------------------------------------------------

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
