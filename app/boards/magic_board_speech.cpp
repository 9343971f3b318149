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
    return BoardSpeech::rowsSpeech(2, 4, [&](int row, int column) {
               return QString::number(board.tiles[std::size_t(cellIndex(column, row))]);
           }) +
           QLatin1Char('.');
}

} // namespace

int MagicBoardWidget::Speech::itemCount() const { return m_board.puzzle() ? 8 : 0; }

BoardSpeech::Item MagicBoardWidget::Speech::item(int index) const
{
    Item it;
    if (!m_board.puzzle() || index < 0 || index >= 8)
        return it;
    const int row = index / 4;
    const int column = index % 4;
    const Board board = MagicBoard::unrank(m_board.state());
    const Board goal = m_board.puzzleAs<MagicBoardPuzzle>()->rules().target();
    const int cell = cellIndex(column, row);
    const int tile = board.tiles[std::size_t(cell)];
    it.name = tr("Row %1, column %2: tile %3").arg(row + 1).arg(column + 1).arg(tile);
    it.description = tile == goal.tiles[std::size_t(cell)] ? tr("Where the target has it.")
                                                           : tr("The target has tile %1 here.").arg(goal.tiles[std::size_t(cell)]);
    const QRectF& cells = m_board.m_layout.board;
    const double side = cells.width() / 4;
    it.rect = QRectF(cells.left() + column * side, cells.top() + row * side, side, side);
    return it;
}

QString MagicBoardWidget::Speech::positionSpeech() const
{
    return m_board.puzzle() ? tilesSpeech(MagicBoard::unrank(m_board.state())) : QString();
}

QString MagicBoardWidget::Speech::targetSpeech() const
{
    const auto* magic = m_board.puzzleAs<MagicBoardPuzzle>();
    return magic ? tr("Target: %1").arg(tilesSpeech(magic->rules().target())) : QString();
}

} // namespace minimoves::app
