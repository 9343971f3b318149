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

QString cubeFaceName(int face)
{
    switch (face) {
    case 0: return TwistyWidget::tr("Top face");
    case 1: return TwistyWidget::tr("Right face");
    case 2: return TwistyWidget::tr("Front face");
    case 3: return TwistyWidget::tr("Bottom face");
    case 4: return TwistyWidget::tr("Left face");
    default: return TwistyWidget::tr("Back face");
    }
}

QString cubeColourName(int face)
{
    switch (face) {
    case 0: return TwistyWidget::tr("white");
    case 1: return TwistyWidget::tr("red");
    case 2: return TwistyWidget::tr("green");
    case 3: return TwistyWidget::tr("yellow");
    case 4: return TwistyWidget::tr("orange");
    default: return TwistyWidget::tr("blue");
    }
}

std::vector<QColor> cubeColours()
{
    return {QColor(246, 244, 238), QColor(200, 32, 44), QColor(22, 150, 72),
            QColor(250, 212, 32),  QColor(246, 130, 22), QColor(30, 84, 204)};
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
