// Ball Grid's position editor gestures (the board's BoardEditor): a click on a ball turns
// its colour, in the position or in the target (the instance: "RxC/row/row/...").
#include "ball_grid_widget.h"

#include "ball_grid/ball_grid_type.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

using namespace ball_grid;

namespace {

// The letter after `letter` in the cycle R -> B -> G -> R (`step` -1: before).
QChar nextLetter(QChar letter, int step)
{
    const auto color = parseColor(char(letter.toLatin1())).value_or(Color::Red);
    return QLatin1Char(colorLetter(Color((int(color) + step + 3) % 3)));
}

} // namespace

QString BallGridWidget::Editor::help() const
{
    return tr("Click a ball to turn its colour red, blue, green (right click: the other way round), "
              "on the board for the position, in the target for the goal.");
}

QPoint BallGridWidget::targetBallAt(QPointF position) const
{
    const Layout l = layout();
    const BallGridPuzzle* puzzle = ballGrid();
    if (!puzzle || l.targetCell <= 0 || !l.target.contains(position))
        return {};
    const int column = std::clamp(int((position.x() - l.target.left()) / l.targetCell) + 1, 1, puzzle->columns());
    const int row = std::clamp(int((position.y() - l.target.top()) / l.targetCell) + 1, 1, puzzle->rows());
    return {column, row};
}

QPointF BallGridWidget::targetBallCentre(int row, int column) const
{
    const Layout l = layout();
    return {l.target.left() + (column - 0.5) * l.targetCell, l.target.top() + (row - 0.5) * l.targetCell};
}

void BallGridWidget::Editor::press(QMouseEvent* event)
{
    const BallGridPuzzle* puzzle = m_board.ballGrid();
    if (!puzzle || (event->button() != Qt::LeftButton && event->button() != Qt::RightButton))
        return;
    const int step = event->button() == Qt::LeftButton ? 1 : -1;
    const int columns = puzzle->columns();
    if (const QPoint ball = m_board.ballAt(event->position()); !ball.isNull()) {
        QString letters = m_board.draftState();
        const int index = (ball.y() - 1) * columns + ball.x() - 1;
        if (index < letters.size()) {
            letters[index] = nextLetter(letters[index], step);
            m_board.setDraft(m_board.draftInstance(), letters);
        }
        return;
    }
    if (const QPoint ball = m_board.targetBallAt(event->position()); !ball.isNull()) {
        // "RxC/" then each row's letters and a '/'.
        QString instance = m_board.draftInstance();
        const int index = int(instance.indexOf(QLatin1Char('/'))) + 1 + (ball.y() - 1) * (columns + 1) + ball.x() - 1;
        if (index > 0 && index < instance.size()) {
            instance[index] = nextLetter(instance[index], step);
            m_board.setDraft(instance, m_board.draftState());
        }
    }
}

bool BallGridWidget::Editor::key(QKeyEvent* event)
{
    // R and C would turn or recolour a block: not while editing (the arrows still move the cursor).
    return event->key() == Qt::Key_R || event->key() == Qt::Key_C;
}

} // namespace minimoves::app
