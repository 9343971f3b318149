// Rush Hour: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h),
// and its moves in words.
#include "move_names.h"
#include "puzzle_ui.h"
#include "rush_hour_widget.h"

#include "rush_hour/rush_hour_positions.h"
#include "rush_hour/rush_hour_type.h"

namespace minimoves::app {

namespace {

// "Slide the red car 2 right", "Slide car B 1 up", "Slide truck C 3 down": the vehicle and its
// way from the instance (its vehicles do not change in a game), the distance from the move.
class RushHourNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        const auto* game = dynamic_cast<const rush_hour::RushHourGame*>(puzzle);
        if (!game || move < 0 || move >= game->moveCount())
            return MoveNames::name(puzzle, move);
        const rush_hour::Vehicle& vehicle = game->rules().vehicles()[std::size_t(RushHourLot::vehicleOfMove(move))];
        const int distance = RushHourLot::distanceOfMove(move);
        const int cells = std::abs(distance);
        const QString letter(QLatin1Char(vehicle.letter));
        if (vehicle.letter == 'A')
            return distance > 0 ? RushHourWidget::tr("Slide the red car %1 right").arg(cells)
                                : RushHourWidget::tr("Slide the red car %1 left").arg(cells);
        if (vehicle.length == 3) {
            if (vehicle.across)
                return distance > 0 ? RushHourWidget::tr("Slide truck %1 %2 right").arg(letter).arg(cells)
                                    : RushHourWidget::tr("Slide truck %1 %2 left").arg(letter).arg(cells);
            return distance > 0 ? RushHourWidget::tr("Slide truck %1 %2 down").arg(letter).arg(cells)
                                : RushHourWidget::tr("Slide truck %1 %2 up").arg(letter).arg(cells);
        }
        if (vehicle.across)
            return distance > 0 ? RushHourWidget::tr("Slide car %1 %2 right").arg(letter).arg(cells)
                                : RushHourWidget::tr("Slide car %1 %2 left").arg(letter).arg(cells);
        return distance > 0 ? RushHourWidget::tr("Slide car %1 %2 down").arg(letter).arg(cells)
                            : RushHourWidget::tr("Slide car %1 %2 up").arg(letter).arg(cells);
    }
};

QString rules()
{
    return RushHourWidget::tr(
        "<p>A parking lot of 6 by 6 cells, seen from above, jammed with cars (2 cells long) and trucks (3 "
        "cells long); some lots have walls, single cells nothing can enter. Each vehicle lies across or "
        "upright and moves only forwards and backwards along its own line.</p>"
        "<p><b>A move</b> slides one vehicle along its line, any number of free cells: sliding a car 3 cells "
        "counts one move, the same as 1 cell. Vehicles never turn, jump over one another or leave the lot, "
        "except the red car through the exit.</p>"
        "<p><b>Goal:</b> the red car, lying across the third row, out through the exit at the right end of "
        "that row (the gap in the kerb with the arrow): the way in front of it cleared and the car at the "
        "right edge.</p>"
        "<p>The game plays one layout at a time: every position reachable from it is searched when the game "
        "starts, so each one's exact distance to the goal is known. New gives a position of the same layout "
        "at the distance you choose; the Layout menu holds the named layouts.</p>"
        "<p><b>Playing:</b> drag a vehicle along its line (an outline shows where it will stop), or click it "
        "and then a free cell in its line. By keys: move the cursor with the arrow keys, pick up a vehicle "
        "with Space or Enter, choose where it goes with the arrow keys and press Space or Enter again.</p>"
        "<p><b>The text form</b> (game IDs, Set up position, the command line): 36 characters, the rows from "
        "the top, each from the left: <tt>o</tt> a free cell, <tt>x</tt> a wall, <tt>A</tt> the red car, "
        "<tt>B</tt> to <tt>Z</tt> the other vehicles, a letter on each of its cells. A move is written as the "
        "vehicle's letter and the signed distance: <tt>B+2</tt> two cells right or down, <tt>A-1</tt> one "
        "cell left.</p>"
        "<p>Rush Hour is Nob Yoshigahara's puzzle, sold by ThinkFun since 1996. The layout \"Hardest known\" "
        "is the hardest in Michael Fogleman's public database of generated Rush Hour puzzles (it has a wall): "
        "60 moves.</p>");
}

QString layoutTitle(const QString& variant)
{
    for (const auto& named : rush_hour::namedPositions)
        if (variant == QLatin1String(named.id.data(), int(named.id.size()))) {
            if (named.id == "hardest-known")
                return RushHourWidget::tr("Hardest known (%n moves)", nullptr, named.par);
            if (named.id == "deep-jam")
                return RushHourWidget::tr("Deep jam (%n moves)", nullptr, named.par);
        }
    return variant.isEmpty() ? RushHourWidget::tr("Your own layout") : variant;
}

} // namespace

const MoveNames& rushHourMoveNames()
{
    static const RushHourNames names;
    return names;
}

PuzzleUi rushHourUi()
{
    return PuzzleUi{
        .id = "rush-hour",
        .title = [] { return RushHourWidget::tr("Rush Hour"); },
        .goal = [] { return RushHourWidget::tr("Slide the cars and trucks until the red car can drive out."); },
        .rulesHtml = &rules,
        .keysHtml = &RushHourWidget::keysText,
        .helpExample = rush_hour::namedPositions[1].position,
        .variantMenuTitle = [] { return RushHourWidget::tr("&Layout"); },
        .variantTitle = &layoutTitle,
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new RushHourWidget(parent); },
        .moveNames = &rushHourMoveNames,
        .tourSteps = &RushHourWidget::tour,
    };
}

} // namespace minimoves::app
