// The Magic Board for screen readers: its eight tiles as a table of two rows of four, as drawn
// (the A, B and C buttons are real push buttons, children of the board); the target's order.
#include "magic_board_widget.h"

#include "magic_board/magic_board_type.h"
#include "magic_board_look.h"

namespace minimoves::app {

using namespace magic_board;
using magic_look::cellIndex;

namespace {

QString tilesSpeech(const Board& board)
{
    return BoardWidget::rowsSpeech(2, 4, [&](int row, int column) {
               return QString::number(board.tiles[std::size_t(cellIndex(column, row))]);
           }) +
           QLatin1Char('.');
}

} // namespace

QSize MagicBoardWidget::accessibleTable() const { return {4, 2}; }

int MagicBoardWidget::accessibleItemCount() const { return m_puzzle ? 8 : 0; }

BoardWidget::AccessibleItem MagicBoardWidget::accessibleItem(int item) const
{
    AccessibleItem it;
    if (!m_puzzle || item < 0 || item >= 8)
        return it;
    const int row = item / 4;
    const int column = item % 4;
    const Board board = MagicBoard::unrank(state());
    const Board goal = puzzleAs<MagicBoardPuzzle>()->rules().target();
    const int cell = cellIndex(column, row);
    const int tile = board.tiles[std::size_t(cell)];
    it.name = tr("Row %1, column %2: tile %3").arg(row + 1).arg(column + 1).arg(tile);
    it.description = tile == goal.tiles[std::size_t(cell)] ? tr("Where the target has it.")
                                                           : tr("The target has tile %1 here.").arg(goal.tiles[std::size_t(cell)]);
    const double side = m_layout.board.width() / 4;
    it.rect = QRectF(m_layout.board.left() + column * side, m_layout.board.top() + row * side, side, side);
    return it;
}

QString MagicBoardWidget::positionSpeech() const
{
    return m_puzzle ? tilesSpeech(MagicBoard::unrank(state())) : QString();
}

QString MagicBoardWidget::targetSpeech() const
{
    const auto* magic = puzzleAs<MagicBoardPuzzle>();
    return magic ? tr("Target: %1").arg(tilesSpeech(magic->rules().target())) : QString();
}

} // namespace minimoves::app
