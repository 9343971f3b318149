// The Rolling Cubes for screen readers: the tray's nine cells as a 3x3 table, each cube saying
// its colours and what the target wants there, a cube beside the gap rolled into it by its Press;
// the target's top colours.
#include "rolling_cubes_widget.h"

#include <cmath>

namespace minimoves::app {

using namespace rolling_cubes;

int RollingCubesWidget::Speech::itemCount() const { return m_board.puzzle() ? int(cellCount) : 0; }

BoardSpeech::Item RollingCubesWidget::Speech::item(int cell) const
{
    Item it;
    if (!m_board.puzzle() || cell < 0 || cell >= int(cellCount))
        return it;
    const Board b = m_board.board();
    const QString place = tr("Row %1, column %2").arg(cell / 3 + 1).arg(cell % 3 + 1);
    if (cell == b.gap) {
        it.name = tr("%1: the gap").arg(place);
    } else {
        const Orientation o = b.cells[std::size_t(cell)];
        it.name = tr("%1: %2 on top, %3 east and west, %4 north and south")
                      .arg(place, colorName(topColor(o)), colorName(xColor(o)), colorName(yColor(o)));
    }
    // The target beside the board is a picture: each cell says what it wants there.
    if (const auto pattern = m_board.target())
        it.name = tr("%1; target: %2")
                      .arg(it.name, cell == pattern->gap ? tr("the gap")
                                                         : tr("%1 on top").arg(colorName(pattern->top[std::size_t(cell)])));
    if (const auto roll = rollOfCell(b, cell)) {
        const QString words = m_board.moveDescription(int(*roll));
        it.description = tr("Beside the gap: it rolls into it (%1).").arg(words);
        it.actions = {{words, int(*roll)}};
    }
    const QPointF centre = m_board.topCentre(cell);
    const QPointF next = m_board.topCentre(1) - m_board.topCentre(0);
    const double side = std::max(8.0, 0.8 * std::hypot(next.x(), next.y()));
    it.rect = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side);
    return it;
}

QString RollingCubesWidget::Speech::positionSpeech() const
{
    if (!m_board.puzzle())
        return {};
    const Board b = m_board.board();
    return rowsSpeech(3, 3, [&](int row, int column) {
               const int cell = 3 * row + column;
               return cell == b.gap ? tr("gap") : tr("%1 on top").arg(colorName(topColor(b.cells[std::size_t(cell)])));
           }) +
           QLatin1Char('.');
}

QString RollingCubesWidget::Speech::targetSpeech() const
{
    const auto pattern = m_board.target();
    if (!pattern)
        return {};
    const QString rows = rowsSpeech(3, 3, [&](int row, int column) {
        const int cell = 3 * row + column;
        return cell == pattern->gap ? tr("gap") : colorName(pattern->top[std::size_t(cell)]);
    });
    return tr("Target, the top colours: %1.").arg(rows);
}

} // namespace minimoves::app
