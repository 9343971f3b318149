// Ball Grid: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "move_names.h"
#include "puzzle_ui.h"
#include "ball_grid_widget.h"

#include "ball_grid/ball_grid_type.h"

namespace minimoves::app {

namespace {

using ball_grid::BallGridPuzzle;
using ball_grid::Op;

// "Turn at rows 1–2, columns 2–3": the op and the block's rows and columns, whatever the
// position; "R" (turn) and "C" (recolour) before the badges a block's two moves share.
class BallGridNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        const auto* balls = dynamic_cast<const BallGridPuzzle*>(puzzle);
        if (!balls || move < 0 || move >= balls->moveCount())
            return {};
        const ball_grid::Move m = balls->move(move);
        const QString text = m.op == Op::Turn ? BallGridWidget::tr("Turn at rows %1–%2, columns %3–%4")
                                              : BallGridWidget::tr("Recolour at rows %1–%2, columns %3–%4");
        return text.arg(m.row - 1).arg(m.row).arg(m.column - 1).arg(m.column);
    }
    QString badgePrefix(const AnyPuzzle& puzzle, int move) const override
    {
        const auto* balls = dynamic_cast<const BallGridPuzzle*>(&puzzle);
        if (!balls || move < 0 || move >= balls->moveCount())
            return {};
        return balls->move(move).op == Op::Turn ? BallGridWidget::tr("R", "turn, as the R key")
                                                : BallGridWidget::tr("C", "recolour, as the C key");
    }
};

QString rules()
{
    return BallGridWidget::tr(
        "<p>A grid of red, blue and green balls.</p>"
        "<p><b>A move</b> acts on a 2x2 block of adjacent balls (two neighbouring rows by two neighbouring "
        "columns): <b>turn</b> moves its four balls one place clockwise; <b>recolour</b> paints them red → blue, "
        "blue → green, green → red.</p>"
        "<p><b>Goal:</b> the grid shown as Target beside the board.</p>"
        "<p><b>Playing:</b> point at the middle of a block, where its four balls meet (the block nearest the "
        "pointer is outlined), then left click to turn it or right click to recolour it; or move the block "
        "cursor with the arrow keys and press R or C. Board size: Game ▸ Board size.</p>"
        "<p><b>Hint:</b> the best move's block is outlined in orange, its badge an arrow (turn) or the three "
        "colours (recolour); other optimal moves get small yellow marks, or are only counted under the board "
        "when most moves are optimal.</p>"
        "<p>From the contest problem GDOI 2008 \"Ball Game\" (彩球游戏).</p>");
}

// Sizes by their number of balls: "2x8", "4x4" and "8x2" under "16 balls".
QString ballCount(const QString& variant)
{
    const QStringList sides = variant.split(QLatin1Char('x'));
    if (sides.size() != 2)
        return variant;
    return BallGridWidget::tr("%n balls", nullptr, sides[0].toInt() * sides[1].toInt());
}

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<BallGridWidget&>(widget);
    const QRectF all = board.boardRect();
    // The first block: the top-left 2x2 balls (a board one ball wide has none: the whole board).
    const QPointF first = board.ballCentre(1, 1);
    const QPointF fourth = board.ballCentre(2, 2);
    const double cell = fourth.x() - first.x();
    const QRectF block = cell > 0 && all.contains(fourth)
                             ? QRectF(first - QPointF(cell / 2, cell / 2), fourth + QPointF(cell / 2, cell / 2))
                             : all;
    return {
        {BallGridWidget::tr("<b>The goal:</b> every ball the colour of its place in the target."),
         board.targetRect().united(board.targetCaptionRect())},
        {BallGridWidget::tr("<b>Two moves</b> on any block of 2x2 balls: a click turns it clockwise, a right "
                            "click recolours its four balls (red to blue to green to red)."),
         block},
        {BallGridWidget::tr("<b>By keys:</b> the arrow keys move the block cursor; R turns its block and C "
                            "recolours it."),
         all},
    };
}

} // namespace

const MoveNames& ballGridMoveNames()
{
    static const BallGridNames names;
    return names;
}

PuzzleUi ballGridUi()
{
    return PuzzleUi{
        .id = "ball-grid",
        .title = [] { return BallGridWidget::tr("Ball Grid"); },
        .goal = [] {
            return BallGridWidget::tr("Turn and recolour blocks of balls until every ball matches the target.");
        },
        .rulesHtml = &rules,
        .keysHtml = [] { return BallGridWidget::tr("The arrow keys move the block cursor one ball at a time; R turns the block under the cursor clockwise and C recolours it."); },
        .helpExample = "3x3/RGB/BRG/GBR",
        .variantGroup = &ballCount,
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new BallGridWidget(parent); },
        .moveNames = &ballGridMoveNames,
        .tourSteps = &tour,
    };
}

} // namespace minimoves::app
