// The twisty puzzles' shared words and tour (twisty_names.h).
#include "twisty_names.h"
#include "twisty_widget.h"

namespace minimoves::app {

QString TwistyMoveNames::name(const AnyPuzzle* puzzle, int move) const
{
    if (!puzzle || move < 0 || move >= puzzle->moveCount())
        return {};
    const auto turn = m_geometry.turnOf(puzzle->moveText(move));
    if (!turn)
        return {};
    return m_words(m_geometry.axes[std::size_t(turn->axis)].letter, turn->quarters);
}

QString twistyWay(int quarters)
{
    if (quarters == 2)
        return TwistyWidget::tr("half a turn");
    return quarters < 0 ? TwistyWidget::tr("counter-clockwise") : TwistyWidget::tr("clockwise");
}

std::vector<TourStep> twistyTour(BoardWidget& widget)
{
    auto& board = static_cast<TwistyWidget&>(widget);
    return {
        {TwistyWidget::tr("<b>The goal:</b> every face one colour, as the small puzzle in the corner shows it."),
         board.goalRect()},
        {TwistyWidget::tr("<b>A move:</b> drag a sticker along its face: the layer the drag points along turns "
                          "that way. The arrows on a sticker under the pointer show its ways."),
         board.puzzleRect()},
        {TwistyWidget::tr("<b>By clicks and keys:</b> click a move here, or type it: its letter turns clockwise, "
                          "Shift and the letter the other way."),
         board.stripRect()},
        {TwistyWidget::tr("<b>Every side:</b> these buttons, the arrow keys or a drag with the right button turn "
                          "the view (no move); Flat net (N) shows every sticker at once."),
         board.viewButtonsRect()},
    };
}

} // namespace minimoves::app
