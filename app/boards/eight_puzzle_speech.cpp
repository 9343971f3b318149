// The Eight Puzzle for screen readers: the tray's nine cells as a 3x3 table ("Row 1, column 2:
// tile 7"), a tile beside the blank slid into it by its Press; the goal 1 2 3 / 4 5 6 / 7 8.
#include "eight_puzzle_widget.h"

namespace minimoves::app {

namespace {

constexpr int Side = 3;
constexpr QChar Blank = QLatin1Char('x');

QString cellWord(QChar c) { return c == Blank ? EightPuzzleWidget::tr("blank") : EightPuzzleWidget::tr("tile %1").arg(c); }

} // namespace

QSize EightPuzzleWidget::accessibleTable() const { return {Side, Side}; }

int EightPuzzleWidget::accessibleItemCount() const { return cells().isEmpty() ? 0 : Side * Side; }

BoardWidget::AccessibleItem EightPuzzleWidget::accessibleItem(int cell) const
{
    AccessibleItem it;
    const QString shown = cells();
    if (shown.isEmpty() || cell < 0 || cell >= Side * Side)
        return it;
    it.name = tr("Row %1, column %2: %3").arg(cell / Side + 1).arg(cell % Side + 1).arg(cellWord(shown[cell]));
    it.rect = cellRect(cell);
    if (const int move = moveForCell(cell); move >= 0) {
        const QString slide = describeMove(state(), move);
        it.description = tr("Beside the blank: %1.").arg(slide);
        it.actions = {{slide, move}};
    }
    return it;
}

QString EightPuzzleWidget::positionSpeech() const
{
    const QString shown = cells();
    if (shown.isEmpty())
        return {};
    return rowsSpeech(Side, Side, [&](int row, int column) { return cellWord(shown[row * Side + column]); }) +
           QLatin1Char('.');
}

QString EightPuzzleWidget::targetSpeech() const
{
    return m_puzzle ? tr("Goal: row 1: tiles 1, 2, 3. Row 2: 4, 5, 6. Row 3: 7, 8, blank.") : QString();
}

} // namespace minimoves::app
