// Shifting Grid: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
#include "move_names.h"
#include "puzzle_ui.h"
#include "shifting_grid_widget.h"

namespace minimoves::app {

namespace {

using shifting_grid::Direction;

// "Row 2 left": the line and the way it shifts, whatever the position.
class ShiftingGridNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        Q_UNUSED(puzzle);
        if (move < 0 || move >= int(shifting_grid::allShifts.size()))
            return {};
        const shifting_grid::Shift shift = shifting_grid::allShifts[std::size_t(move)];
        const int line = shift.line + 1;
        switch (shift.direction) {
        case Direction::Left:
            return ShiftingGridWidget::tr("Row %1 left").arg(line);
        case Direction::Right:
            return ShiftingGridWidget::tr("Row %1 right").arg(line);
        case Direction::Up:
            return ShiftingGridWidget::tr("Column %1 up").arg(line);
        case Direction::Down:
            return ShiftingGridWidget::tr("Column %1 down").arg(line);
        }
        return {};
    }
};

QString rules()
{
    return ShiftingGridWidget::tr(
        "<p>A board of 4 rows and 6 columns holds 8 white, 8 black and 8 grey cells.</p>"
        "<p><b>A move</b> shifts one row left or right, or one column up or down, by one cell; the cell "
        "that leaves one edge comes back at the other.</p>"
        "<p><b>Goal:</b> the 8 cells inside the frame (the middle two rows, columns 2 to 5) all of one "
        "colour, any of the three.</p>"
        "<p><b>Playing:</b> drag a row or a column with the mouse (one move per cell travelled), click the "
        "arrows at the ends of the rows and columns, or move the cursor with the arrow keys and shift its "
        "row or column with Shift+arrow.</p><p>From the contest problem HDU 3278 \"Puzzle\".</p>");
}

std::vector<TourStep> tour(BoardWidget& widget)
{
    auto& board = static_cast<ShiftingGridWidget&>(widget);
    const QRectF row = board.cellRect(1, 0).united(board.cellRect(1, shifting_grid::Columns - 1));
    const int left = shifting_grid::shiftIndex({Direction::Left, 1});
    const int right = shifting_grid::shiftIndex({Direction::Right, 1});
    return {
        {ShiftingGridWidget::tr("<b>The goal:</b> the 8 framed cells in the middle all of one colour, any of the "
                                "three. The picture shows it in the colour nearest to done."),
         board.goalPanelRect()},
        {ShiftingGridWidget::tr("<b>A move</b> shifts a row or a column by one cell, round the edge: drag it with "
                                "the mouse, or click the arrow at its end."),
         row.united(board.arrowRect(left)).united(board.arrowRect(right))},
        {ShiftingGridWidget::tr("<b>By keys:</b> the arrow keys move the cursor; Shift+arrow shifts its row or "
                                "column."),
         board.gridRect()},
    };
}

} // namespace

const MoveNames& shiftingGridMoveNames()
{
    static const ShiftingGridNames names;
    return names;
}

PuzzleUi shiftingGridUi()
{
    return PuzzleUi{
        .id = "shifting-grid",
        .title = [] { return ShiftingGridWidget::tr("Shifting Grid"); },
        .goal = [] {
            return ShiftingGridWidget::tr("Shift rows and columns until the eight framed cells are one colour.");
        },
        .rulesHtml = &rules,
        .keysHtml = [] { return ShiftingGridWidget::tr("Drag a row or a column, or click its arrows; the arrow keys move the cursor and Shift+arrow shifts its row or column."); },
        .helpExample = "4x6",
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new ShiftingGridWidget(parent); },
        .moveNames = &shiftingGridMoveNames,
        .tourSteps = &tour,
    };
}

} // namespace minimoves::app
