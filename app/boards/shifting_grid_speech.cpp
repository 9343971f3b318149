// The Shifting Grid for screen readers: its 4x6 cells as a table (each with the four shifts of its
// row and column as actions), then the twenty arrows as buttons.
#include "shifting_grid_widget.h"

namespace minimoves::app {

using namespace shifting_grid;

namespace {
constexpr int CellItems = Rows * Columns;
// Inside the goal frame: the middle two rows, the middle four columns.
bool framed(int row, int column) { return row >= 1 && row <= 2 && column >= 1 && column <= 4; }
} // namespace

QSize ShiftingGridWidget::Speech::tableSize() const { return {Columns, Rows}; }

int ShiftingGridWidget::Speech::itemCount() const { return m_board.puzzle() ? CellItems + ArrowCount : 0; }

BoardSpeech::Item ShiftingGridWidget::Speech::item(int index) const
{
    Item it;
    if (index >= CellItems) {
        const int move = index - CellItems;
        it.name = m_board.moveDescription(move);
        it.rect = m_board.arrowRect(move);
        it.button = true;
        it.actions = {{m_board.moveDescription(move), move}};
        return it;
    }
    const int row = index / Columns;
    const int column = index % Columns;
    const QString color = colorName(m_board.shownGrid().at(row, column));
    it.name = tr("Row %1, column %2: %3").arg(row + 1).arg(column + 1).arg(color);
    it.description = framed(row, column) ? tr("In the goal frame. Shift+arrow keys shift its row or column.")
                                          : tr("Shift+arrow keys shift its row or column.");
    it.rect = m_board.cellRect(row, column);
    it.actions = {{tr("Shift row left"), shiftIndex({Direction::Left, std::uint8_t(row)})},
                  {tr("Shift row right"), shiftIndex({Direction::Right, std::uint8_t(row)})},
                  {tr("Shift column up"), shiftIndex({Direction::Up, std::uint8_t(column)})},
                  {tr("Shift column down"), shiftIndex({Direction::Down, std::uint8_t(column)})}};
    return it;
}

int ShiftingGridWidget::Speech::cursorItem() const
{
    return m_board.m_cursor.row() * Columns + m_board.m_cursor.column();
}

QString ShiftingGridWidget::Speech::positionSpeech() const
{
    if (!m_board.puzzle())
        return {};
    const Grid grid = m_board.shownGrid();
    return rowsSpeech(Rows, Columns, [&](int row, int column) { return colorName(grid.at(row, column)); }) +
           QLatin1Char('.');
}

QString ShiftingGridWidget::Speech::targetSpeech() const
{
    if (!m_board.puzzle())
        return {};
    const Grid grid = m_board.shownGrid();
    const Color goal = m_board.goalColor();
    int inFrame = 0;
    for (int row = 0; row < Rows; ++row)
        for (int column = 0; column < Columns; ++column)
            inFrame += framed(row, column) && grid.at(row, column) == goal;
    return tr("Goal: the eight framed cells, rows 2 and 3, columns 2 to 5, all of one colour. %1 of them are %2 now.")
        .arg(inFrame)
        .arg(colorName(goal));
}

} // namespace minimoves::app
