// The Huarong Dao board for screen readers: the tray's cells as a table of 4 columns and 5 rows
// ("Row 3, column 2: Guan Yu, left half", "empty"), each cell of a block that can move offering its
// moves by name; the keyboard's cursor is the item in focus, and a block picked up by the keys is
// said where it would go. The goal in words.
#include "huarong_dao_widget.h"

#include "move_names.h"

namespace minimoves::app {

QSize HuarongDaoWidget::Speech::tableSize() const
{
    return m_board.m_tray.kinds.isEmpty() ? QSize() : QSize(huarong::trayColumns, huarong::trayRows);
}

QString HuarongDaoWidget::Speech::cellWord(int cell) const
{
    const auto& blocks = m_board.m_tray.blocks;
    const int index = huarong::blockAt(blocks, cell);
    if (index < 0) {
        for (int broken : m_board.m_tray.broken)
            if (broken == cell)
                return tr("part of no whole block");
        return tr("empty");
    }
    const huarong::Block& block = blocks[std::size_t(index)];
    const QString part = partName(block, cell);
    return part.isEmpty() ? whoName(block.who) : tr("%1, %2").arg(whoName(block.who), part);
}

BoardSpeech::Item HuarongDaoWidget::Speech::item(int cell) const
{
    Item it;
    if (m_board.m_tray.kinds.isEmpty() || cell < 0 || cell >= huarong::trayCells)
        return it;
    const int row = cell / huarong::trayColumns + 1, column = cell % huarong::trayColumns + 1;
    it.name = tr("Row %1, column %2: %3").arg(row).arg(column).arg(cellWord(cell));
    it.rect = m_board.cellRect(cell);
    const auto& blocks = m_board.m_tray.blocks;
    if (m_board.m_picked >= 0 && cell == m_board.m_place) {
        const huarong::Block& picked = blocks[std::size_t(m_board.m_picked)];
        it.name = picked.cell == cell
                      ? tr("Row %1, column %2: %3 picked up; the arrows move it, Enter sets it down")
                            .arg(row)
                            .arg(column)
                            .arg(whoName(picked.who))
                      : tr("Row %1, column %2: %3 would go here; Enter moves it, Escape puts it back")
                            .arg(row)
                            .arg(column)
                            .arg(whoName(picked.who));
    }
    const int index = huarong::blockAt(blocks, cell);
    if (index >= 0 && m_board.puzzle() && !m_board.isEditing()) {
        for (const auto& [to, move] : m_board.targetsOf(index))
            it.actions.emplace_back(m_board.moveNames().nameFrom(*m_board.puzzle(), m_board.state(), move), move);
        if (!it.actions.empty())
            it.description = tr("It can move: %1 places.").arg(it.actions.size());
    }
    return it;
}

int HuarongDaoWidget::Speech::cursorItem() const { return m_board.m_cursor ? m_board.m_cursor->index() : -1; }

QString HuarongDaoWidget::Speech::positionSpeech() const
{
    if (m_board.m_tray.kinds.isEmpty())
        return {};
    return rowsSpeech(huarong::trayRows, huarong::trayColumns,
                      [&](int row, int column) { return cellWord(row * huarong::trayColumns + column); }) +
           QLatin1Char('.');
}

QString HuarongDaoWidget::Speech::targetSpeech() const
{
    if (!m_board.puzzle())
        return {};
    return tr("Goal: Cao Cao, the large block, on rows 4 and 5, columns 2 and 3, over the exit at the bottom centre.");
}

} // namespace minimoves::app
