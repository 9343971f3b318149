// The boards, one line per puzzle.
#include "ball_grid_widget.h"
#include "board_widget.h"
#include "magic_board_widget.h"
#include "rolling_cubes_widget.h"
#include "shifting_grid_widget.h"
#include "sawtooth_widget.h"

namespace minimoves::app {

BoardWidget* BoardWidget::create(std::string_view puzzleId, QWidget* parent)
{
    if (puzzleId == "magic-board")
        return new MagicBoardWidget(parent);
    if (puzzleId == "rolling-cubes")
        return new RollingCubesWidget(parent);
    if (puzzleId == "shifting-grid")
        return new ShiftingGridWidget(parent);
    if (puzzleId == "ball-grid")
        return new BallGridWidget(parent);
    if (puzzleId == "sawtooth")
        return new SawtoothWidget(parent);
    return nullptr;
}

} // namespace minimoves::app
