// Skewb: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h),
// drawn by the twisty puzzles' one 3D board (twisty_widget.h).
#include "puzzle_ui.h"
#include "twisty_names.h"
#include "twisty_widget.h"

namespace minimoves::app {

namespace {

// A face's five stickers as the text reads them (docs/RULES.md §10).
QString place(int face, int index)
{
    Q_UNUSED(face); // every face is read alike
    switch (index) {
    case 0: return TwistyWidget::tr("top left corner");
    case 1: return TwistyWidget::tr("top right corner");
    case 2: return TwistyWidget::tr("centre");
    case 3: return TwistyWidget::tr("bottom left corner");
    default: return TwistyWidget::tr("bottom right corner");
    }
}

QString words(char letter, int quarters)
{
    const QString way = twistyWay(quarters);
    switch (letter) {
    case 'R': return TwistyWidget::tr("Turn the half at the bottom right back corner %1").arg(way);
    case 'U': return TwistyWidget::tr("Turn the half at the top left back corner %1").arg(way);
    case 'L': return TwistyWidget::tr("Turn the half at the bottom left front corner %1").arg(way);
    default: return TwistyWidget::tr("Turn the half at the bottom left back corner %1").arg(way);
    }
}

QString rules()
{
    return TwistyWidget::tr(
        "<p>A cube cut through its centre by four planes, each square to the line through two opposite corners: "
        "a move turns the half of the puzzle around one corner, four corners and three face centres, a third of "
        "a turn.</p>"
        "<p><b>Goal:</b> every face one colour.</p>"
        "<p><b>A move</b> (the WCA's notation) turns a half clockwise as you look at its corner: R the half at "
        "the bottom right back corner, U at the top left back, L at the bottom left front, B at the bottom left "
        "back; R' and the others turn it back. The top right front corner stays in place: turning the half at "
        "it, or at a corner beside it, is the opposite half's move with the whole puzzle turned, and the game "
        "counts it so.</p>"
        "<p><b>Playing:</b> drag a sticker along its face: the half the drag points along turns that way. Or "
        "click a move beside the puzzle, or type it: R, U, L or B, with Shift counter-clockwise (F turns the half "
        "at the top right front corner). The arrow keys, the buttons under the puzzle or a drag with the right "
        "button turn it in view (no move); N unfolds it flat.</p>"
        "<p>3,149,280 positions, each at most 11 moves from solved.</p>");
}

const TwistyLook& look()
{
    static const TwistyLook look{
        .title = [] { return TwistyWidget::tr("Skewb"); },
        .colours = cubeColours(),
        .symbols = {0, 1, 2, 3, 4, 5},
        .colourName = &cubeColourName,
        .faceName = &cubeFaceName,
        .stickerPlace = &place,
    };
    return look;
}

} // namespace

const MoveNames& skewbMoveNames()
{
    static const TwistyMoveNames names(skewbGeometry(), &words);
    return names;
}

PuzzleUi skewbUi()
{
    return PuzzleUi{
        .id = "skewb",
        .title = [] { return TwistyWidget::tr("Skewb"); },
        .goal = [] { return TwistyWidget::tr("Turn the Skewb's halves until each face is one colour."); },
        .rulesHtml = &rules,
        .keysHtml =
            [] {
                return TwistyWidget::tr("<b>R U L B</b> (and <b>F</b>) turn a half clockwise, with <b>Shift</b> "
                                        "counter-clockwise; the arrow keys turn the view, <b>Home</b> sets it back; "
                                        "<b>N</b>: the flat net.");
            },
        .helpExample = "skewb",
        .createBoard = [](QWidget* parent) -> BoardWidget* {
            return new TwistyWidget(parent, skewbGeometry(), look(), skewbMoveNames());
        },
        .moveNames = &skewbMoveNames,
        .tourSteps = &twistyTour,
    };
}

} // namespace minimoves::app
