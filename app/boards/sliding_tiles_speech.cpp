// The sliding tiles for screen readers: the tray's cells as a 3x3 or 4x4 table ("Row 1, column 2:
// tile 7"), a tile beside the blank slid into it by its Press; the goal, row by row.
#include "sliding_tiles_widget.h"

#include "move_names.h"

namespace minimoves::app {

namespace {

QString cellWord(QChar c)
{
    return SlidingTilesWidget::isBlank(c) ? SlidingTilesWidget::tr("blank")
                                          : SlidingTilesWidget::tr("tile %1").arg(SlidingTilesWidget::tileLabel(c));
}

} // namespace

int SlidingTilesWidget::Speech::itemCount() const { return m_board.cells().isEmpty() ? 0 : m_board.cellCount(); }

BoardSpeech::Item SlidingTilesWidget::Speech::item(int cell) const
{
    Item it;
    const QString shown = m_board.cells();
    const int side = m_board.m_side;
    if (shown.isEmpty() || cell < 0 || cell >= m_board.cellCount())
        return it;
    it.name = tr("Row %1, column %2: %3").arg(cell / side + 1).arg(cell % side + 1).arg(cellWord(shown[cell]));
    it.rect = m_board.cellRect(cell);
    if (const int move = m_board.moveForCell(cell); move >= 0) {
        const QString slide = m_board.moveNames().nameFrom(*m_board.puzzle(), m_board.state(), move);
        it.description = tr("Beside the blank: %1.").arg(slide);
        it.actions = {{slide, move}};
    }
    return it;
}

QString SlidingTilesWidget::Speech::positionSpeech() const
{
    const QString shown = m_board.cells();
    const int side = m_board.m_side;
    if (shown.isEmpty())
        return {};
    return rowsSpeech(side, side, [&](int row, int column) { return cellWord(shown[row * side + column]); }) +
           QLatin1Char('.');
}

QString SlidingTilesWidget::Speech::targetSpeech() const
{
    if (!m_board.puzzle())
        return {};
    if (m_board.m_side == 4)
        return tr("Goal: row 1: tiles 1, 2, 3, 4. Row 2: 5, 6, 7, 8. Row 3: 9, 10, 11, 12. Row 4: 13, 14, 15, blank.");
    return tr("Goal: row 1: tiles 1, 2, 3. Row 2: 4, 5, 6. Row 3: 7, 8, blank.");
}

} // namespace minimoves::app
