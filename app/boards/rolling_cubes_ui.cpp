// Rolling Cubes: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "puzzle_ui.h"
#include "rolling_cubes_widget.h"

namespace minimoves::app {

namespace {

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
        "<p>From the contest problem UVA 1604 \"Cubic Eight-Puzzle\".</p>");
}

} // namespace

PuzzleUi rollingCubesUi()
{
    return PuzzleUi{
        .id = "rolling-cubes",
        .title = [] { return RollingCubesWidget::tr("Rolling Cubes"); },
        .rulesHtml = &rules,
        .keysHtml = [] { return RollingCubesWidget::tr("An arrow key rolls a cube into the gap in the arrow's direction."); },
        .helpExample = "WBWBREBRR",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new RollingCubesWidget(parent); },
    };
}

} // namespace minimoves::app
