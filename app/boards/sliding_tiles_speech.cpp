// The sliding tiles for screen readers: the tray's cells as a 3x3 or 4x4 table ("Row 1, column 2:
// tile 7"), a tile beside the blank slid into it by its Press; the goal, row by row.
#include "sliding_tiles_widget.h"

namespace minimoves::app {

namespace {

QString cellWord(QChar c)
{
    return SlidingTilesWidget::isBlank(c) ? SlidingTilesWidget::tr("blank")
                                          : SlidingTilesWidget::tr("tile %1").arg(SlidingTilesWidget::tileLabel(c));
}

} // namespace

QSize SlidingTilesWidget::accessibleTable() const { return {m_side, m_side}; }

int SlidingTilesWidget::accessibleItemCount() const { return cells().isEmpty() ? 0 : cellCount(); }

BoardWidget::AccessibleItem SlidingTilesWidget::accessibleItem(int cell) const
{
    AccessibleItem it;
    const QString shown = cells();
    if (shown.isEmpty() || cell < 0 || cell >= cellCount())
        return it;
    it.name = tr("Row %1, column %2: %3").arg(cell / m_side + 1).arg(cell % m_side + 1).arg(cellWord(shown[cell]));
    it.rect = cellRect(cell);
    if (const int move = moveForCell(cell); move >= 0) {
        const QString slide = describeMove(state(), move);
        it.description = tr("Beside the blank: %1.").arg(slide);
        it.actions = {{slide, move}};
    }
    return it;
}

QString SlidingTilesWidget::positionSpeech() const
{
    const QString shown = cells();
    if (shown.isEmpty())
        return {};
    return rowsSpeech(m_side, m_side, [&](int row, int column) { return cellWord(shown[row * m_side + column]); }) +
           QLatin1Char('.');
}

QString SlidingTilesWidget::targetSpeech() const
{
    if (!m_puzzle)
        return {};
    if (m_side == 4)
        return tr("Goal: row 1: tiles 1, 2, 3, 4. Row 2: 5, 6, 7, 8. Row 3: 9, 10, 11, 12. Row 4: 13, 14, 15, blank.");
    return tr("Goal: row 1: tiles 1, 2, 3. Row 2: 4, 5, 6. Row 3: 7, 8, blank.");
}

} // namespace minimoves::app
