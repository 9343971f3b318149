#include "shell/levels/level_chooser.h"

#include "boards/paint_helpers.h"
#include "levels/score.h"
#include "shell/voice/announcer.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace minimoves::app {

namespace {

constexpr int Gap = 6;          // between cells, in logical pixels
constexpr int DefaultColumns = 6;
using levels::MaxStars; // the score's own

} // namespace

LevelChooser::LevelChooser(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Levels"));
}

void LevelChooser::setLevels(const QVector<Cell>& cells)
{
    m_cells = cells;
    int next = 0;
    while (next < int(m_cells.size()) && m_cells[next].open && m_cells[next].stars > 0)
        ++next;
    if (next >= int(m_cells.size()) || !m_cells[next].open)
        next = std::max(0, next - 1);
    m_current = m_cells.isEmpty() ? -1 : next;
    m_pressed = -1;
    setAccessibleDescription(cellText(current()));
    updateGeometry();
    update();
    emit currentChanged(current());
}

void LevelChooser::setCurrent(int level)
{
    if (level >= 1 && level <= levelCount())
        moveTo(level - 1);
}

int LevelChooser::columns() const { return std::max(1, (width() - Gap) / CellSize); }

QRect LevelChooser::cellRect(int level) const
{
    const int index = level - 1;
    const int cols = columns();
    return QRect(Gap + (index % cols) * CellSize, Gap + (index / cols) * CellSize, CellSize - Gap, CellSize - Gap);
}

QString LevelChooser::cellText(int level) const
{
    if (level < 1 || level > levelCount())
        return {};
    const Cell& cell = m_cells[level - 1];
    if (!cell.name.isEmpty())
        return cell.open ? tr("Level %1, %2, par %3, stars: %4 of 3").arg(level).arg(cell.name).arg(cell.par).arg(cell.stars)
                         : tr("Level %1, %2, locked").arg(level).arg(cell.name);
    if (!cell.open)
        return tr("Level %1, locked").arg(level);
    return tr("Level %1, par %2, stars: %3 of 3").arg(level).arg(cell.par).arg(cell.stars);
}

QSize LevelChooser::sizeHint() const
{
    const int rows = std::max(1, (levelCount() + DefaultColumns - 1) / DefaultColumns);
    return QSize(Gap + DefaultColumns * CellSize, Gap + rows * CellSize);
}

QSize LevelChooser::minimumSizeHint() const { return QSize(Gap + CellSize, Gap + CellSize); }

int LevelChooser::levelAt(const QPoint& point) const
{
    for (int level = 1; level <= levelCount(); ++level)
        if (cellRect(level).contains(point))
            return level;
    return 0;
}

void LevelChooser::moveTo(int index)
{
    index = std::clamp(index, 0, levelCount() - 1);
    if (index == m_current || levelCount() == 0)
        return;
    m_current = index;
    setAccessibleDescription(cellText(current()));
    // A screen reader hears the cell the ring moved to (the grid is one widget: no cell of it
    // takes the focus).
    if (hasFocus())
        if (Announcer* announcer = Announcer::of(this))
            announcer->say(tr("%1.", "a sentence said to a screen reader").arg(cellText(current())));
    update();
    emit currentChanged(current());
}

void LevelChooser::choose(int index)
{
    if (index >= 0 && index < levelCount() && m_cells[index].open)
        emit levelChosen(index + 1);
}

void LevelChooser::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    QFont numberFont = font();
    numberFont.setPixelSize(20);
    numberFont.setBold(true);
    QFont smallFont = font();
    smallFont.setPixelSize(11);
    for (int level = 1; level <= levelCount(); ++level) {
        const Cell& cell = m_cells[level - 1];
        const QRectF box = QRectF(cellRect(level)).adjusted(0.5, 0.5, -0.5, -0.5);
        // A locked level: the window's own colours, its number half gone into them.
        const QColor fill = cell.open ? pal.color(QPalette::Base) : mix(pal.color(QPalette::Window), pal.color(QPalette::Base), 0.3);
        const QColor ink = cell.open ? pal.color(QPalette::Text) : mix(pal.color(QPalette::Window), pal.color(QPalette::Text), 0.45);
        painter.setPen(QPen(mix(fill, pal.color(QPalette::Text), 0.3), 1));
        painter.setBrush(fill);
        painter.drawRoundedRect(box, 6, 6);
        // The number, then its par (or "locked"), then the stars.
        painter.setFont(numberFont);
        painter.setPen(ink);
        painter.drawText(QRectF(box.left(), box.top() + 1, box.width(), box.height() * 0.45), Qt::AlignCenter, QString::number(level));
        painter.setFont(smallFont);
        const QRectF middle(box.left(), box.top() + box.height() * 0.44, box.width(), box.height() * 0.24);
        painter.drawText(middle, Qt::AlignCenter, cell.open ? tr("par %1").arg(cell.par) : tr("locked"));
        if (cell.open) {
            // The stars: earned ones in the banner's gold, the rest faint, so that the count reads
            // at a glance.
            const double radius = 5.0;
            const double step = 2 * radius + 2;
            const double left = box.center().x() - step * (MaxStars - 1) / 2.0;
            const QColor faint = mix(fill, pal.color(QPalette::Text), 0.22);
            painter.setPen(Qt::NoPen);
            for (int s = 0; s < MaxStars; ++s) {
                painter.setBrush(s < cell.stars ? starColour() : faint);
                painter.drawPath(starPath(QPointF(left + s * step, box.top() + box.height() * 0.68 + radius + 1), radius));
            }
        }
        if (level - 1 == m_current && hasFocus()) {
            painter.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 7, 7);
        }
    }
}

void LevelChooser::mousePressEvent(QMouseEvent* event)
{
    m_pressed = -1;
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const int level = levelAt(event->position().toPoint());
    if (level > 0) {
        m_pressed = level - 1;
        moveTo(level - 1);
    }
}

void LevelChooser::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const int level = levelAt(event->position().toPoint());
    if (level > 0 && level - 1 == m_pressed)
        choose(level - 1);
    m_pressed = -1;
}

void LevelChooser::keyPressEvent(QKeyEvent* event)
{
    const int cols = columns();
    const int rowsShown = std::max(1, height() / CellSize);
    switch (event->key()) {
    case Qt::Key_Left:
        moveTo(m_current - 1);
        break;
    case Qt::Key_Right:
        moveTo(m_current + 1);
        break;
    case Qt::Key_Up:
        if (m_current >= cols)
            moveTo(m_current - cols);
        break;
    case Qt::Key_Down:
        if (m_current + cols < levelCount())
            moveTo(m_current + cols);
        break;
    case Qt::Key_Home:
        moveTo(0);
        break;
    case Qt::Key_End:
        moveTo(levelCount() - 1);
        break;
    case Qt::Key_PageUp:
        moveTo(m_current - cols * rowsShown);
        break;
    case Qt::Key_PageDown:
        moveTo(m_current + cols * rowsShown);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        choose(m_current);
        break;
    default:
        return QWidget::keyPressEvent(event);
    }
    event->accept();
}

bool LevelChooser::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int level = levelAt(help->pos());
        if (level > 0)
            QToolTip::showText(help->globalPos(), cellText(level), this, cellRect(level));
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

} // namespace minimoves::app
