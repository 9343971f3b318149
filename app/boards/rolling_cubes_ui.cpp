// Rolling Cubes: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "move_names.h"
#include "puzzle_ui.h"
#include "rolling_cubes_view.h"
#include "rolling_cubes_widget.h"

#include <QLineF>

namespace minimoves::app {

namespace {

using rolling_cubes::Roll;

// "Roll right": the way the cube travels on the screen, as the player sees it roll (a move names
// the side of the gap the cube comes from: L, the cube left of the gap, rolls right while the view
// is not turned). Only one cube can roll each way, so the way alone says which; it does not depend
// on the position, so "Undo: Roll right" is right whichever position the menu is read in. A turn of
// the view (RollingCubesView) turns the names with the tray: the board says so (moveNamesChanged).
class RollingCubesNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        Q_UNUSED(puzzle);
        if (move < 0 || move >= int(rolling_cubes::allRolls.size()))
            return {};
        switch (RollingCubesView::shared().screenWay(Roll(move))) {
        case 0:
            return RollingCubesWidget::tr("Roll right");
        case 1:
            return RollingCubesWidget::tr("Roll down");
        case 2:
            return RollingCubesWidget::tr("Roll left");
        case 3:
            return RollingCubesWidget::tr("Roll up");
        }
        return {};
    }
};

QString rules()
{
    return RollingCubesWidget::tr(
        "<p>Eight identical cubes and one empty cell on a 3x3 board. Opposite faces of a cube share a "
        "colour: white, blue and red.</p>"
        "<p><b>A move</b> rolls a cube next to the empty cell over its bottom edge into it: the top colour "
        "trades places with the colour facing the direction of the roll.</p>"
        "<p><b>Goal:</b> the pattern of top colours shown beside the board, with the empty cell where it "
        "shows.</p>"
        "<p><b>Playing:</b> click a cube next to the empty cell, or press an arrow key: a cube rolls into the "
        "gap in the arrow's direction (Right rolls the cube on the left of the gap).</p>"
        "<p><b>Seeing every face:</b> the buttons under the tray, <b>[</b> and <b>]</b>, or a drag with the right "
        "button turn the tray a quarter turn; the arrow keys and the moves' names follow the screen. Hold "
        "<b>Hidden faces</b> (or <b>P</b>) to unfold every cube in its cell: its top in the middle, each side "
        "beside it, its bottom beyond. Turning the tray is no move.</p>"
        "<p>From the contest problem UVA 1604 \"Cubic Eight-Puzzle\".</p>");
}

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<RollingCubesWidget&>(widget);
    // A cube's place: around its top face, as wide as two neighbours' tops lie apart.
    const double cell = QLineF(board.topCentre(0), board.topCentre(1)).length();
    const auto around = [&board, cell](int at) {
        const QPointF c = board.topCentre(at);
        return QRectF(c.x() - cell * 0.6, c.y() - cell * 0.6, cell * 1.2, cell * 1.2);
    };
    QRectF cubes;
    for (int at = 0; at < 9; ++at)
        cubes = cubes.united(around(at));
    // A cube beside the gap.
    const int gap = board.gapCell();
    const int beside = gap % 3 < 2 ? gap + 1 : gap - 1;
    return {
        {RollingCubesWidget::tr("<b>The goal:</b> the colours on top of the cubes as the target shows them, "
                                "with the gap where it has its gap."),
         board.targetMapRect().united(board.captionRect())},
        {RollingCubesWidget::tr("<b>A move:</b> click a cube beside the gap: it rolls over its edge into the "
                                "gap, and the colour on top changes."),
         around(beside)},
        {RollingCubesWidget::tr("<b>By keys:</b> an arrow key rolls a cube into the gap the way the arrow points "
                                "on the screen."),
         cubes},
        {RollingCubesWidget::tr("<b>Every face:</b> these buttons (or [ and ]) turn the tray; hold Hidden faces "
                                "(or P) to unfold the cubes and see their bottoms and far sides."),
         board.viewButtonsRect()},
    };
}

} // namespace

const MoveNames& rollingCubesMoveNames()
{
    static const RollingCubesNames names;
    return names;
}

PuzzleUi rollingCubesUi()
{
    return PuzzleUi{
        .id = "rolling-cubes",
        .title = [] { return RollingCubesWidget::tr("Rolling Cubes"); },
        .goal = [] { return RollingCubesWidget::tr("Roll the cubes until their top colours match the target."); },
        .rulesHtml = &rules,
        .keysHtml =
            [] {
                return RollingCubesWidget::tr("An arrow key rolls a cube into the gap in the arrow's direction on the "
                                              "screen; <b>[</b>, <b>]</b>: turn the tray a quarter turn (or drag with "
                                              "the right button); hold <b>P</b>: unfold every cube to see its hidden "
                                              "faces.");
            },
        .helpExample = "WBWBREBRR",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new RollingCubesWidget(parent); },
        .moveNames = &rollingCubesMoveNames,
        .tourSteps = &tour,
    };
}

} // namespace minimoves::app
