// Ball Grid: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "puzzle_ui.h"
#include "ball_grid_widget.h"

namespace minimoves::app {

namespace {

QString rules()
{
    return BallGridWidget::tr(
        "<p>A grid of red, blue and green balls.</p>"
        "<p><b>A move</b> picks a ball that is not in the top row or the left column and acts on the 2x2 "
        "block of which it is the bottom-right ball: <b>turn</b> moves the four balls one place clockwise; "
        "<b>recolour</b> paints them red → blue, blue → green, green → red.</p>"
        "<p><b>Goal:</b> the grid shown beside the board.</p>"
        "<p><b>Playing:</b> left click turns, right click recolours (hovering shows the block); or move the "
        "cursor with the arrow keys and press R or C. Board size: Game ▸ Board size.</p>"
        "<p>From the contest problem GDOI 2008 \"Ball Game\" (彩球游戏).</p>");
}

} // namespace

PuzzleUi ballGridUi()
{
    return PuzzleUi{
        .id = "ball-grid",
        .title = [] { return BallGridWidget::tr("Ball Grid"); },
        .rulesHtml = &rules,
        .keysHtml = [] { return BallGridWidget::tr("The arrow keys move the cursor; R turns and C recolours the block whose bottom-right ball it is on."); },
        .helpExample = "3x3/RGB/BRG/GBR",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new BallGridWidget(parent); },
    };
}

} // namespace minimoves::app
