// Sawtooth Gears: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "move_names.h"
#include "puzzle_ui.h"
#include "sawtooth_widget.h"

#include <QLineF>

namespace minimoves::app {

namespace {

// "Turn the gear at row 2, column 3": a move is its gear, whatever the position.
class SawtoothNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        Q_UNUSED(puzzle);
        if (move < 0 || move >= sawtooth::GearCount)
            return {};
        return SawtoothWidget::tr("Turn the gear at row %1, column %2")
            .arg(sawtooth::gearRow(move) + 1)
            .arg(sawtooth::gearColumn(move) + 1);
    }
};

QString rules()
{
    return SawtoothWidget::tr(
        "<p>Nine square gears in a 3x3 frame each carry a piece of a picture. Each side of a gear is "
        "either toothed or smooth.</p>"
        "<p><b>A move</b> turns one gear a quarter turn clockwise. Two neighbouring gears whose facing sides "
        "are both toothed are meshed: a gear meshed with a turning gear turns too, the other way, and so on "
        "through the whole meshed group. Teeth turn with their gear, so the groups change as you play.</p>"
        "<p><b>Goal:</b> the picture shown beside the board.</p>"
        "<p><b>Playing:</b> click a gear (hovering shows the group that would turn), or move the cursor with "
        "the arrow keys and press Space or Enter. <i>Edit teeth…</i> changes the teeth and tells at once "
        "whether the picture can still be made.</p><p>From the contest problem ZOJ 3814 \"Sawtooth Puzzle\".</p>");
}

// The kinds of picture: the variant id "photo" (kept: saved games and game IDs carry it) names the
// bundled vector illustrations.
QString pictureKind(const QString& variant)
{
    if (variant == QLatin1String("photo"))
        return SawtoothWidget::tr("Illustration");
    if (variant == QLatin1String("pixel"))
        return SawtoothWidget::tr("Pixel art");
    return variant;
}

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<SawtoothWidget&>(widget);
    // A gear's cell: the distance between two neighbours' centres.
    const QPointF first = board.gearCentre(0);
    const double cell = QLineF(first, board.gearCentre(1)).length();
    const auto cellOf = [cell](QPointF centre) {
        return QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell);
    };
    const QRectF gears = cellOf(first).united(cellOf(board.gearCentre(sawtooth::GearCount - 1)));
    return {
        {SawtoothWidget::tr("<b>The goal:</b> the picture beside the board, every piece in its place and the "
                            "right way up."),
         board.targetRect().united(board.captionRect())},
        {SawtoothWidget::tr("<b>A move:</b> click a gear to turn it a quarter clockwise. Gears meshed with it "
                            "turn too, the other way: hovering a gear shows which will turn."),
         cellOf(board.gearCentre(4))},
        {SawtoothWidget::tr("<b>By keys:</b> the arrow keys move the cursor; Space or Enter turns the gear "
                            "under it."),
         gears},
    };
}

} // namespace

const MoveNames& sawtoothMoveNames()
{
    static const SawtoothNames names;
    return names;
}

PuzzleUi sawtoothUi()
{
    return PuzzleUi{
        .id = "sawtooth",
        .title = [] { return SawtoothWidget::tr("Sawtooth Gears"); },
        .goal = [] {
            return SawtoothWidget::tr("Turn the gears until the picture is whole, every piece the right way up.");
        },
        .rulesHtml = &rules,
        .keysHtml = [] { return SawtoothWidget::tr("The arrow keys move the cursor; Space or Enter turns the gear under it."); },
        .helpExample = "harbour/5a3f00c12",
        .variantMenuTitle = [] { return SawtoothWidget::tr("&Picture"); },
        .variantTitle = &pictureKind,
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new SawtoothWidget(parent); },
        .moveNames = &sawtoothMoveNames,
        .tourSteps = &tour,
    };
}

} // namespace minimoves::app
