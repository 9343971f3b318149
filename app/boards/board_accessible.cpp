#include "board_accessible.h"

#include "board_speech.h"
#include "board_widget.h"

#include <QWidget>
#include <QWindow>

namespace minimoves::app {

namespace {

QAccessibleInterface* boardFactory(const QString& key, QObject* object)
{
    Q_UNUSED(key);
    if (auto* board = qobject_cast<BoardWidget*>(object))
        return new BoardAccessible(board);
    return nullptr;
}

} // namespace

// ---- the board ----------------------------------------------------------------------------------

BoardAccessible::BoardAccessible(BoardWidget* board) : QAccessibleWidget(board, QAccessible::Table) {}

BoardAccessible::~BoardAccessible()
{
    for (QAccessible::Id id : m_items)
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

void BoardAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void BoardAccessible::sendFocus(BoardWidget* board, int item)
{
    QAccessibleEvent event(board, QAccessible::Focus);
    event.setChild(item);
    QAccessible::updateAccessibility(&event);
}

BoardWidget* BoardAccessible::board() const { return static_cast<BoardWidget*>(widget()); }

void* BoardAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

int BoardAccessible::itemCount() const { return board()->speech().itemCount(); }

QAccessibleInterface* BoardAccessible::item(int index) const
{
    if (index < 0 || index >= itemCount())
        return nullptr;
    if (m_items.size() <= std::size_t(index))
        m_items.resize(std::size_t(index) + 1, 0);
    QAccessible::Id& id = m_items[std::size_t(index)];
    if (!id)
        id = QAccessible::registerAccessibleInterface(new BoardItemAccessible(board(), index));
    return QAccessible::accessibleInterface(id);
}

int BoardAccessible::childCount() const { return itemCount() + QAccessibleWidget::childCount(); }

QAccessibleInterface* BoardAccessible::child(int index) const
{
    const int items = itemCount();
    return index < items ? item(index) : QAccessibleWidget::child(index - items);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const int items = itemCount();
    for (int i = 0; i < items && std::size_t(i) < m_items.size(); ++i)
        if (m_items[std::size_t(i)] && QAccessible::accessibleInterface(m_items[std::size_t(i)]) == child)
            return i;
    const int widgetIndex = QAccessibleWidget::indexOfChild(child);
    return widgetIndex < 0 ? -1 : items + widgetIndex;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const
{
    if (QAccessibleInterface* widgetChild = QAccessibleWidget::childAt(x, y))
        return widgetChild;
    const QPointF point = board()->mapFromGlobal(QPoint(x, y));
    for (int i = 0; i < itemCount(); ++i)
        if (board()->speech().item(i).rect.contains(point))
            return item(i);
    return nullptr;
}

QAccessibleInterface* BoardAccessible::cellAt(int row, int column) const
{
    const QSize table = board()->speech().tableSize();
    if (row < 0 || column < 0 || row >= table.height() || column >= table.width())
        return nullptr;
    return item(row * table.width() + column);
}

QString BoardAccessible::columnDescription(int column) const { return BoardWidget::tr("Column %1").arg(column + 1); }
QString BoardAccessible::rowDescription(int row) const { return BoardWidget::tr("Row %1").arg(row + 1); }
int BoardAccessible::columnCount() const { return board()->speech().tableSize().width(); }
int BoardAccessible::rowCount() const { return board()->speech().tableSize().height(); }

// ---- one item -----------------------------------------------------------------------------------

bool BoardItemAccessible::isValid() const { return m_board && m_index < m_board->speech().itemCount(); }

QWindow* BoardItemAccessible::window() const
{
    return m_board ? m_board->window()->windowHandle() : nullptr;
}

QAccessibleInterface* BoardItemAccessible::parent() const
{
    return m_board ? QAccessible::queryAccessibleInterface(m_board) : nullptr;
}

bool BoardItemAccessible::isCell() const
{
    if (!m_board)
        return false;
    const QSize table = m_board->speech().tableSize();
    return m_index < table.width() * table.height();
}

QString BoardItemAccessible::text(QAccessible::Text t) const
{
    if (!isValid())
        return {};
    switch (t) {
    case QAccessible::Name:
        return m_board->speech().item(m_index).name;
    case QAccessible::Description:
        return m_board->speech().item(m_index).description;
    default:
        return {};
    }
}

QRect BoardItemAccessible::rect() const
{
    if (!isValid())
        return {};
    const QRect local = m_board->speech().item(m_index).rect.toAlignedRect();
    return QRect(m_board->mapToGlobal(local.topLeft()), local.size());
}

QAccessible::Role BoardItemAccessible::role() const
{
    return isCell() ? QAccessible::Cell : QAccessible::Button;
}

QAccessible::State BoardItemAccessible::state() const
{
    QAccessible::State state;
    if (!isValid()) {
        state.invalid = true;
        return state;
    }
    state.focusable = true;
    state.focused = m_board->hasFocus() && m_board->speech().cursorItem() == m_index;
    state.disabled = !m_board->isEnabled();
    state.invisible = !m_board->isVisible();
    return state;
}

void* BoardItemAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableCellInterface && isCell())
        return static_cast<QAccessibleTableCellInterface*>(this);
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface*>(this);
    return nullptr;
}

int BoardItemAccessible::columnIndex() const
{
    const int columns = m_board ? m_board->speech().tableSize().width() : 0;
    return columns > 0 ? m_index % columns : 0;
}

int BoardItemAccessible::rowIndex() const
{
    const int columns = m_board ? m_board->speech().tableSize().width() : 0;
    return columns > 0 ? m_index / columns : 0;
}

QStringList BoardItemAccessible::actionNames() const
{
    if (!isValid() || !m_board->isEnabled())
        return {};
    const auto actions = m_board->speech().item(m_index).actions;
    if (actions.size() == 1)
        return {pressAction()};
    QStringList names;
    for (const auto& action : actions)
        names << action.first;
    return names;
}

QString BoardItemAccessible::localizedActionName(const QString& name) const
{
    if (isValid() && name == pressAction()) {
        const auto actions = m_board->speech().item(m_index).actions;
        if (actions.size() == 1)
            return actions.front().first;
    }
    return name == pressAction() ? QAccessibleActionInterface::localizedActionName(name) : name;
}

void BoardItemAccessible::doAction(const QString& name)
{
    const int index = int(actionNames().indexOf(name));
    if (index >= 0)
        m_board->doAccessibleAction(m_index, index);
}

} // namespace minimoves::app
