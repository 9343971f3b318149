// Fifteen Puzzle: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
// Its board is the Eight Puzzle's, four cells a side.
#include "puzzle_ui.h"
#include "sliding_tiles_widget.h"

namespace minimoves::app {

namespace {

QString rules()
{
    return SlidingTilesWidget::tr(
        "<p>Fifteen tiles numbered 1 to 15 and one empty cell, the blank, on a 4x4 board.</p>"
        "<p><b>A move</b> slides a tile that is next to the blank (above, below, left or right of it, not "
        "diagonally) into the blank, which takes the tile's old place.</p>"
        "<p><b>Goal:</b> the tiles in order row by row, 1 to 4 on the top row, 13 14 15 on the bottom row "
        "with the blank in the bottom-right corner, as the small picture beside the board shows.</p>"
        "<p>Exactly half of all the ways to lay out the tiles can never reach the goal, whatever slides are "
        "made: swapping two tiles of a solvable board makes it unsolvable. The game only deals boards that "
        "can be solved.</p>"
        "<p>There are over ten trillion solvable boards, too many for a table: the exact distance is searched "
        "for each position (IDA* over pattern databases). While the search runs the status bar says what it "
        "has proven so far (\"at least 40 moves\"); hints and Solve come with the exact answer. No board "
        "needs more than 80 moves.</p>"
        "<p>The search's tables are made on this computer and kept in its cache folder "
        "(~/.cache/minimoves): 6 MB at the first start, in seconds; then, in the background, 58 MB (about a "
        "minute) and 288 MB (a few minutes, with about 650 MB of memory while they are made), which answer "
        "the farthest boards in a second or two. Where that memory or the cache folder is missing, the game "
        "keeps the 58 MB tables. The 288 MB tables stay in memory while the game runs.</p>"
        "<p><b>Playing:</b> click a tile next to the blank, or drag it towards the blank, or press an arrow "
        "key: a tile slides into the blank in the arrow's direction (Left slides the tile on the right of the "
        "blank).</p>"
        "<p>From the contest problem UVa 10181 \"15-Puzzle Problem\"; the puzzle itself is from the 1870s.</p>");
}

} // namespace

PuzzleUi fifteenPuzzleUi()
{
    return PuzzleUi{
        .id = "fifteen-puzzle",
        .title = [] { return SlidingTilesWidget::tr("Fifteen Puzzle"); },
        .goal = [] {
            return SlidingTilesWidget::tr("Slide the fifteen tiles into order, the blank in the bottom-right corner.");
        },
        .rulesHtml = &rules,
        .keysHtml = &SlidingTilesWidget::keysText,
        .helpExample = "4x4",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new SlidingTilesWidget(4, parent); },
        .moveNames = []() -> const MoveNames& { return slidingTilesMoveNames(4); },
        .tourSteps = &SlidingTilesWidget::tour,
    };
}

} // namespace minimoves::app
