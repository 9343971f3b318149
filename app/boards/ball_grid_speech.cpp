// The Ball Grid for screen readers: the balls as a table; the ball at the top-left of a 2x2 block
// has the block's two moves as actions, and the keyboard's block cursor is told as its ball.
#include "ball_grid_widget.h"

#include "ball_grid/ball_grid_type.h"

namespace minimoves::app {

using namespace ball_grid;

namespace {

QString ballName(Color color)
{
    switch (color) {
    case Color::Red:
        return BallGridWidget::tr("red");
    case Color::Blue:
        return BallGridWidget::tr("blue");
    case Color::Green:
        return BallGridWidget::tr("green");
    }
    return {};
}

QString gridSpeech(const BallGridPuzzle& puzzle, Grid grid)
{
    return BoardSpeech::rowsSpeech(puzzle.rows(), puzzle.columns(), [&](int row, int column) {
               return ballName(puzzle.rules().color(grid, row + 1, column + 1)); // the puzzle counts from 1
           }) +
           QLatin1Char('.');
}

} // namespace

QSize BallGridWidget::Speech::tableSize() const
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    return puzzle ? QSize(puzzle->columns(), puzzle->rows()) : QSize();
}

BoardSpeech::Item BallGridWidget::Speech::item(int index) const
{
    Item it;
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    if (!puzzle || index < 0 || index >= itemCount())
        return it;
    const int row = index / puzzle->columns() + 1; // 1-based, as the puzzle counts
    const int column = index % puzzle->columns() + 1;
    const Grid grid = BallGrid::unrank(m_board.state());
    const QString ball = ballName(puzzle->rules().color(grid, row, column));
    it.name = tr("Row %1, column %2: %3").arg(row).arg(column).arg(ball);
    const double cell = m_board.layout().cell;
    const QPointF centre = m_board.ballCentre(row, column);
    it.rect = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell);
    // The block whose top-left ball this is (a block is named by its bottom-right ball).
    const int turn = puzzle->moveIndex(row + 1, column + 1, Op::Turn);
    const int recolour = puzzle->moveIndex(row + 1, column + 1, Op::Recolor);
    if (turn >= 0 && recolour >= 0) {
        it.description = tr("Top-left of the block to row %1, column %2: %3, %4, %5, %6. R turns it, C recolours it.")
                             .arg(row + 1)
                             .arg(column + 1)
                             .arg(ballName(puzzle->rules().color(grid, row, column)),
                                  ballName(puzzle->rules().color(grid, row, column + 1)),
                                  ballName(puzzle->rules().color(grid, row + 1, column)),
                                  ballName(puzzle->rules().color(grid, row + 1, column + 1)));
        it.actions = {{tr("Turn the block"), turn}, {tr("Recolour the block"), recolour}};
    }
    return it;
}

int BallGridWidget::Speech::cursorItem() const
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    if (!puzzle || !m_board.m_cursor)
        return -1;
    const QPoint block = m_board.m_cursor->at(); // its bottom-right ball, 1-based
    return (block.y() - 2) * puzzle->columns() + (block.x() - 2);
}

QString BallGridWidget::Speech::positionSpeech() const
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    return puzzle ? gridSpeech(*puzzle, BallGrid::unrank(m_board.state())) : QString();
}

QString BallGridWidget::Speech::targetSpeech() const
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    return puzzle ? tr("Target: %1").arg(gridSpeech(*puzzle, puzzle->rules().target())) : QString();
}

} // namespace minimoves::app
