// ThumbnailMaker: a puzzle's position drawn by the puzzle's own board (its record's createBoard),
// offscreen, as the gallery's cards show it — drawn once and kept, the last one of each puzzle,
// until its position, pixel ratio, palette or language changes.
#pragma once

#include "core/any_puzzle.h"

#include <QImage>
#include <QSize>

#include <memory>

namespace minimoves::app {

struct PuzzleUi;

class ThumbnailMaker {
public:
    // The board's size when it draws the picture: its captions and marks stay readable; the card
    // scales the picture down.
    static constexpr QSize BoardSize{360, 240};

    // `state` of `puzzle` on the board of `ui`, at BoardSize and `ratio` times its pixels.
    static QImage picture(const PuzzleUi& ui, const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state,
                          qreal ratio);
    // The puzzle's own example (its Help pictures' instance) at its start: for a puzzle with no game.
    static std::shared_ptr<const AnyPuzzle> example(const PuzzleUi& ui);
    // How many pictures were drawn (not taken from the cache), for tests.
    static int drawn();
};

} // namespace minimoves::app
