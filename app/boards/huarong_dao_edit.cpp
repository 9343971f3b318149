// The Huarong Dao position editor's gestures (the board's BoardEditor): each cell holds a letter of
// the layout's text form (huarong_dao.h): a click turns it to the next (empty, soldier S, vertical
// general V, horizontal general H, Cao Cao C), a right click to the one before; at the keyboard's
// cursor the letters C V H S set it and Space, Delete or '.' empties it. The draft's instance and
// position are the tray: while its blocks are broken the engine's words say where (parseLayout),
// and the editor's line says when Cao Cao can never reach the exit from it.
#include "huarong_dao_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

namespace {

const QString cycle = QStringLiteral(".SVHC");

} // namespace

QString HuarongDaoWidget::Editor::help() const
{
    return tr("Click a cell to change it: empty, soldier, vertical general, horizontal general, Cao Cao (a right "
              "click goes back); or at the cursor press S, V, H, C, or Space to empty it. A general covers two "
              "cells, Cao Cao four.");
}

void HuarongDaoWidget::Editor::press(QMouseEvent* event)
{
    const int cell = m_board.cellAt(event->position());
    const QString kinds = m_board.m_tray.kinds;
    if (cell < 0 || kinds.size() != huarong::trayCells)
        return;
    if (!m_board.m_cursor)
        m_board.m_cursor.emplace(QRect(0, 0, huarong::trayColumns, huarong::trayRows));
    m_board.m_cursor->setIndex(cell);
    const int at = std::max(0, int(cycle.indexOf(kinds[cell].toUpper())));
    const int step = event->button() == Qt::RightButton ? cycle.size() - 1 : event->button() == Qt::LeftButton ? 1 : 0;
    if (step != 0)
        setCell(cell, cycle[(at + step) % cycle.size()]);
}

bool HuarongDaoWidget::Editor::key(QKeyEvent* event)
{
    if (!m_board.m_cursor || event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier))
        return false;
    const int key = event->key();
    QChar letter;
    if (key == Qt::Key_C || key == Qt::Key_V || key == Qt::Key_H || key == Qt::Key_S)
        letter = QChar(key);
    else if (key == Qt::Key_Space || key == Qt::Key_Delete || key == Qt::Key_Backspace || key == Qt::Key_Period)
        letter = QLatin1Char('.');
    else if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Escape)
        return key != Qt::Key_Escape; // no block is picked up while editing
    else
        return false;
    setCell(m_board.m_cursor->index(), letter);
    return true;
}

void HuarongDaoWidget::Editor::setCell(int cell, QChar letter)
{
    QString kinds = m_board.m_tray.kinds;
    if (cell < 0 || cell >= kinds.size() || kinds[cell] == letter)
        return;
    kinds[cell] = letter;
    QString text;
    for (int row = 0; row < huarong::trayRows; ++row)
        text += (row > 0 ? QStringLiteral("/") : QString()) + kinds.mid(row * huarong::trayColumns, huarong::trayColumns);
    // The tray is both the game (its start) and the position.
    m_board.setDraft(text, text);
}

} // namespace minimoves::app
