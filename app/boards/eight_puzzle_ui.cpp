// Eight Puzzle: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "puzzle_ui.h"
#include "sliding_tiles_widget.h"

namespace minimoves::app {

namespace {

QString rules()
{
    return SlidingTilesWidget::tr(
        "<p>Eight tiles numbered 1 to 8 and one empty cell, the blank, on a 3x3 board.</p>"
        "<p><b>A move</b> slides a tile that is next to the blank (above, below, left or right of it, not "
        "diagonally) into the blank, which takes the tile's old place.</p>"
        "<p><b>Goal:</b> 1 2 3 on the top row, 4 5 6 in the middle, 7 8 on the bottom row with the blank in "
        "the bottom-right corner, as the small picture beside the board shows.</p>"
        "<p>Exactly half of all the ways to lay out the tiles can never reach the goal, whatever slides are "
        "made: swapping two tiles of a solvable board makes it unsolvable. The game only deals boards that "
        "can be solved.</p>"
        "<p><b>Playing:</b> click a tile next to the blank, or drag it towards the blank, or press an arrow "
        "key: a tile slides into the blank in the arrow's direction (Left slides the tile on the right of the "
        "blank).</p>"
        "<p>From the contest problem HDU 1043 \"Eight\" (POJ 1077).</p>");
}

} // namespace

PuzzleUi eightPuzzleUi()
{
    return PuzzleUi{
        .id = "eight-puzzle",
        .title = [] { return SlidingTilesWidget::tr("Eight Puzzle"); },
        .goal = [] {
            return SlidingTilesWidget::tr("Slide the tiles into order, the blank in the bottom-right corner.");
        },
        .rulesHtml = &rules,
        .keysHtml = &SlidingTilesWidget::keysText,
        .helpExample = "3x3",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new SlidingTilesWidget(3, parent); },
        .moveNames = []() -> const MoveNames& { return slidingTilesMoveNames(3); },
        .tourSteps = &SlidingTilesWidget::tour,
    };
}

} // namespace minimoves::app
