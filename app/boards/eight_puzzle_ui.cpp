// Eight Puzzle: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "eight_puzzle_widget.h"
#include "puzzle_ui.h"

namespace minimoves::app {

namespace {

QString rules()
{
    return EightPuzzleWidget::tr(
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

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<EightPuzzleWidget&>(widget);
    return {
        {EightPuzzleWidget::tr("<b>The goal:</b> the tiles in order as the small picture shows, the blank in the "
                               "bottom-right corner."),
         board.goalRect().united(board.captionRect())},
        {EightPuzzleWidget::tr("<b>A move:</b> click a tile beside the blank, or drag it there: it slides into "
                               "the blank."),
         board.boardRect()},
        {EightPuzzleWidget::keysText(), board.boardRect()},
    };
}

} // namespace

PuzzleUi eightPuzzleUi()
{
    return PuzzleUi{
        .id = "eight-puzzle",
        .title = [] { return EightPuzzleWidget::tr("Eight Puzzle"); },
        .rulesHtml = &rules,
        .keysHtml = &EightPuzzleWidget::keysText,
        .helpExample = "3x3",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new EightPuzzleWidget(parent); },
        .tourSteps = &tour,
    };
}

} // namespace minimoves::app
