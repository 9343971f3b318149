// The Rolling Cubes board under the pointer: a cube beside the gap is an item, standing for its
// roll; the tooltip says a cube's colours and whether it can roll, and elsewhere how to play.
#include "rolling_cubes_widget.h"

namespace minimoves::app {

using rolling_cubes::Orientation;

int RollingCubesWidget::Hover::itemAt(const QPointF& pos) const
{
    const int cell = m_board.cellAt(pos);
    return cell >= 0 && (m_board.isEditing() || rolling_cubes::rollOfCell(m_board.board(), cell)) ? cell : -1;
}

std::vector<int> RollingCubesWidget::Hover::movesOf(int cell) const
{
    if (cell < 0 || !m_board.puzzle())
        return {};
    if (const auto roll = rolling_cubes::rollOfCell(m_board.board(), cell))
        return {int(*roll)};
    return {};
}

std::optional<Qt::CursorShape> RollingCubesWidget::Hover::cursorShape(int cell) const
{
    return cell >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor;
}

QString RollingCubesWidget::Hover::toolTipAt(const QPointF& pos) const
{
    const int cell = m_board.cellAt(pos);
    if (cell < 0)
        return m_board.helpText();
    const Orientation o = m_board.board().cells[cell];
    QString text = tr("%1 on top, %2 facing east and west, %3 facing north and south")
                       .arg(colorName(rolling_cubes::topColor(o)), colorName(rolling_cubes::xColor(o)),
                            colorName(rolling_cubes::yColor(o)));
    if (const auto roll = rolling_cubes::rollOfCell(m_board.board(), cell))
        text += QLatin1Char('\n') + tr("Click to roll it into the gap (%1)").arg(m_board.moveDescription(int(*roll)));
    else
        text += QLatin1Char('\n') + tr("Not beside the gap: it cannot roll now");
    return text;
}

} // namespace minimoves::app
