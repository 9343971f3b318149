// Pyraminx: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h),
// drawn by the twisty puzzles' one 3D board (twisty_widget.h).
#include "puzzle_ui.h"
#include "twisty_names.h"
#include "twisty_widget.h"

namespace minimoves::app {

namespace {

// The four faces in the sticker text's order F L R D (docs/RULES.md §9).
QString faceName(int face)
{
    switch (face) {
    case 0: return TwistyWidget::tr("Front face");
    case 1: return TwistyWidget::tr("Left face");
    case 2: return TwistyWidget::tr("Right face");
    default: return TwistyWidget::tr("Bottom face");
    }
}

QString colourName(int face)
{
    switch (face) {
    case 0: return TwistyWidget::tr("green");
    case 1: return TwistyWidget::tr("red");
    case 2: return TwistyWidget::tr("blue");
    default: return TwistyWidget::tr("yellow");
    }
}

// A face's nine stickers in reading order (docs/RULES.md §9): rows of one, three and five from
// its point (F, which points up in the net), or of five, three and one towards it (L, R, D, which
// point down); said as the text's own row and place.
QString place(int face, int index)
{
    static const int sizes[2][3] = {{1, 3, 5}, {5, 3, 1}};
    const int* size = sizes[face == 0 ? 0 : 1];
    int row = 0, start = 0;
    while (row < 2 && index >= start + size[row])
        start += size[row++];
    return TwistyWidget::tr("row %1, place %2 of %3").arg(row + 1).arg(index - start + 1).arg(size[row]);
}

QString words(char letter, int quarters)
{
    const QString way = twistyWay(quarters);
    switch (letter) {
    case 'U': return TwistyWidget::tr("Turn the top vertex's layer %1").arg(way);
    case 'L': return TwistyWidget::tr("Turn the left vertex's layer %1").arg(way);
    case 'R': return TwistyWidget::tr("Turn the right vertex's layer %1").arg(way);
    case 'B': return TwistyWidget::tr("Turn the back vertex's layer %1").arg(way);
    case 'u': return TwistyWidget::tr("Turn the top tip %1").arg(way);
    case 'l': return TwistyWidget::tr("Turn the left tip %1").arg(way);
    case 'r': return TwistyWidget::tr("Turn the right tip %1").arg(way);
    default: return TwistyWidget::tr("Turn the back tip %1").arg(way);
    }
}

QString rules()
{
    return TwistyWidget::tr(
        "<p>A tetrahedron with four faces in four colours, cut at each of its four vertices into a tip and, "
        "under it, a layer of the vertex's centre piece and the three edges beside it.</p>"
        "<p><b>Goal:</b> every face one colour.</p>"
        "<p><b>A move</b> turns a vertex's layer (U: the top, L: the left, R: the right, B: the back) or its tip "
        "alone (u, l, r, b) a third of a turn, clockwise as you look at the vertex; U' and the others turn it "
        "back. No layer turn moves a tip out of line with its layer: a tip out of line costs exactly one "
        "move.</p>"
        "<p><b>Playing:</b> drag a sticker along its face: on a tip the tip turns, elsewhere the layer the drag "
        "points along. Or click a move beside the puzzle, or type it: U, L, R or B turns a layer clockwise, with "
        "Shift counter-clockwise, after T the tip alone. The arrow keys, the buttons under the puzzle or a drag "
        "with the right button turn it in view (no move); N unfolds it flat.</p>"
        "<p>933,120 positions of the layers, each at most 11 moves from solved; with the tips 75,582,720, at most "
        "15.</p>");
}

const TwistyLook& look()
{
    static const TwistyLook look{
        .title = [] { return TwistyWidget::tr("Pyraminx"); },
        .colours = {QColor(22, 150, 72), QColor(200, 32, 44), QColor(30, 84, 204), QColor(250, 212, 32)},
        .symbols = {2, 1, 5, 3},
        .colourName = &colourName,
        .faceName = &faceName,
        .stickerPlace = &place,
    };
    return look;
}

} // namespace

const MoveNames& pyraminxMoveNames()
{
    static const TwistyMoveNames names(pyraminxGeometry(), &words);
    return names;
}

PuzzleUi pyraminxUi()
{
    return PuzzleUi{
        .id = "pyraminx",
        .title = [] { return TwistyWidget::tr("Pyraminx"); },
        .goal = [] { return TwistyWidget::tr("Turn the Pyraminx's layers and tips until each face is one colour."); },
        .rulesHtml = &rules,
        .keysHtml =
            [] {
                return TwistyWidget::tr("<b>U L R B</b> turn a vertex's layer clockwise, with <b>Shift</b> "
                                        "counter-clockwise, after <b>T</b> its tip alone; the arrow keys turn the "
                                        "view, <b>Home</b> sets it back; <b>N</b>: the flat net.");
            },
        .helpExample = "pyraminx",
        .createBoard = [](QWidget* parent) -> BoardWidget* {
            return new TwistyWidget(parent, pyraminxGeometry(), look(), pyraminxMoveNames());
        },
        .moveNames = &pyraminxMoveNames,
        .tourSteps = &twistyTour,
    };
}

} // namespace minimoves::app
