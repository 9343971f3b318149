// The boards, one line per puzzle.
#include "board_widget.h"
#include "magic_board_widget.h"
#include "sawtooth_widget.h"

namespace minimoves::app {

BoardWidget* BoardWidget::create(std::string_view puzzleId, QWidget* parent)
{
    if (puzzleId == "magic-board")
        return new MagicBoardWidget(parent);
    if (puzzleId == "sawtooth")
        return new SawtoothWidget(parent);
    return nullptr;
}

} // namespace minimoves::app
