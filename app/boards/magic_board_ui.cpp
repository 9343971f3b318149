// Magic Board: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "move_names.h"
#include "puzzle_ui.h"
#include "magic_board_widget.h"

#include <QPushButton>

namespace minimoves::app {

namespace {

// "A (swap rows)": the operation's letter and what it does.
class MagicBoardNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        Q_UNUSED(puzzle);
        switch (move) {
        case 0:
            return MagicBoardWidget::tr("A (swap rows)");
        case 1:
            return MagicBoardWidget::tr("B (shift right)");
        case 2:
            return MagicBoardWidget::tr("C (turn middle)");
        }
        return {};
    }
};

QString rules()
{
    return MagicBoardWidget::tr(
        "<p>Eight numbered tiles on two rows of four. A board is read clockwise from the top-left corner.</p>"
        "<p><b>A</b> swaps the two rows. <b>B</b> shifts both rows one cell to the right; the right column "
        "comes back on the left. <b>C</b> turns the middle four tiles clockwise.</p>"
        "<p><b>Goal:</b> the order shown beside the board (1 2 3 4 on top, 8 7 6 5 below unless you change "
        "it with <i>Change target…</i>). Hints follow the shortest sequence that comes first in "
        "alphabetical order.</p>"
        "<p><b>Playing:</b> the A, B and C buttons or keys. <i>Change target…</i>, a click on the target or T "
        "opens the target editor: swap two tiles by clicking one and then the other, or by dragging.</p>"
        "<p>From the contest problem USACO 3.2 \"Magic Squares\" (Luogu P2730).</p>");
}

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<MagicBoardWidget&>(widget);
    QRectF buttons;
    for (int op = 0; op < 3; ++op)
        buttons = buttons.united(QRectF(board.opButton(op)->geometry()));
    return {
        {MagicBoardWidget::tr("<b>The goal:</b> the eight tiles in the order of the target beside the board."),
         board.targetRect().united(board.captionRect())},
        {MagicBoardWidget::tr("<b>A move</b> is one of three operations on the whole board: click A, B or C "
                              "(hover one to see what it does)."),
         buttons},
        {MagicBoardWidget::tr("<b>By keys:</b> A, B and C play the three operations; T changes the target."),
         board.frameRect()},
    };
}

} // namespace

const MoveNames& magicBoardMoveNames()
{
    static const MagicBoardNames names;
    return names;
}

PuzzleUi magicBoardUi()
{
    return PuzzleUi{
        .id = "magic-board",
        .title = [] { return MagicBoardWidget::tr("Magic Board"); },
        .goal = [] {
            return MagicBoardWidget::tr("Put the eight tiles in the target's order with three operations.");
        },
        .rulesHtml = &rules,
        .keysHtml = [] { return MagicBoardWidget::tr("A, B and C play the three operations; T changes the target."); },
        .helpExample = "12345678",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new MagicBoardWidget(parent); },
        .moveNames = &magicBoardMoveNames,
        .tourSteps = &tour,
        .firstStart = true, // the gentlest: three buttons, a target in plain digits
    };
}

} // namespace minimoves::app
