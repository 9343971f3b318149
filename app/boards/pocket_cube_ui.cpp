// Pocket Cube (the 2x2x2): what the game's shell, Help and Statistics know of this puzzle
// (app/boards/puzzle_ui.h), drawn by the twisty puzzles' one 3D board (twisty_widget.h).
#include "puzzle_ui.h"
#include "twisty_names.h"
#include "twisty_widget.h"

namespace minimoves::app {

namespace {

// A face's four stickers in reading order (docs/RULES.md §8); the faces' names and colours are
// every cube's (twisty_names.h).
QString place(int face, int index)
{
    Q_UNUSED(face); // every face is read alike
    switch (index) {
    case 0: return TwistyWidget::tr("top left");
    case 1: return TwistyWidget::tr("top right");
    case 2: return TwistyWidget::tr("bottom left");
    default: return TwistyWidget::tr("bottom right");
    }
}

QString words(char letter, int quarters)
{
    const QString way = twistyWay(quarters);
    switch (letter) {
    case 'U': return TwistyWidget::tr("Turn the top face %1").arg(way);
    case 'R': return TwistyWidget::tr("Turn the right face %1").arg(way);
    case 'F': return TwistyWidget::tr("Turn the front face %1").arg(way);
    case 'D': return TwistyWidget::tr("Turn the bottom face %1").arg(way);
    case 'L': return TwistyWidget::tr("Turn the left face %1").arg(way);
    default: return TwistyWidget::tr("Turn the back face %1").arg(way);
    }
}

QString rules()
{
    return TwistyWidget::tr(
        "<p>Eight corner pieces make a cube, two by two by two. A face turns with the four pieces on it.</p>"
        "<p><b>Goal:</b> every face one colour.</p>"
        "<p><b>A move</b> turns a face a quarter turn clockwise as you look at it (U: the top, R: the right, F: "
        "the front), half a turn (U2) or a quarter turn counter-clockwise (U'). Turning the bottom, the left or "
        "the back is turning the top, the right or the front with the whole cube turned: the game counts it as "
        "that move and keeps the bottom-left-back corner in place. In the half-turn metric a half turn is one "
        "move; in the quarter-turn metric (Game ▸ Metric) it is two.</p>"
        "<p><b>Playing:</b> drag a sticker along its face: the layer the drag points along turns that way. Or "
        "click a move beside the cube, or type it: U, R, F, D, L or B turns that face clockwise, with Shift "
        "counter-clockwise, after 2 half a turn. The arrow keys, the buttons under the cube or a drag with the "
        "right button turn the cube in view (no move); N unfolds it flat.</p>"
        "<p>3,674,160 positions, each at most 11 moves from solved (14 in quarter turns).</p>");
}

QString metricTitle(const QString& variant)
{
    if (variant == QLatin1String("htm"))
        return TwistyWidget::tr("Half-turn metric");
    if (variant == QLatin1String("qtm"))
        return TwistyWidget::tr("Quarter-turn metric");
    return variant;
}

const TwistyLook& look()
{
    static const TwistyLook look{
        .title = [] { return TwistyWidget::tr("Pocket Cube"); },
        .colours = cubeColours(),
        .symbols = {0, 1, 2, 3, 4, 5},
        .colourName = &cubeColourName,
        .faceName = &cubeFaceName,
        .stickerPlace = &place,
    };
    return look;
}

} // namespace

const MoveNames& pocketCubeMoveNames()
{
    static const TwistyMoveNames names(pocketCubeGeometry(), &words);
    return names;
}

PuzzleUi pocketCubeUi()
{
    return PuzzleUi{
        .id = "pocket-cube",
        .title = [] { return TwistyWidget::tr("Pocket Cube"); },
        .goal = [] { return TwistyWidget::tr("Turn the faces of the 2x2x2 cube until each is one colour."); },
        .rulesHtml = &rules,
        .keysHtml =
            [] {
                return TwistyWidget::tr("<b>U R F D L B</b> turn a face clockwise, with <b>Shift</b> counter-clockwise, "
                                        "after <b>2</b> half a turn; the arrow keys turn the view, <b>Home</b> sets "
                                        "it back; <b>N</b>: the flat net.");
            },
        .helpExample = "htm",
        .variantMenuTitle = [] { return TwistyWidget::tr("&Metric"); },
        .variantTitle = &metricTitle,
        .createBoard = [](QWidget* parent) -> BoardWidget* {
            return new TwistyWidget(parent, pocketCubeGeometry(), look(), pocketCubeMoveNames());
        },
        .moveNames = &pocketCubeMoveNames,
        .tourSteps = &twistyTour,
    };
}

} // namespace minimoves::app
