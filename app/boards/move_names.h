// MoveNames: a puzzle's moves in the player's words ("Row 2 left", "Slide 6 left") — a part of the
// puzzle's app record (PuzzleUi::names()) that needs no board: the status line, Undo and Redo, the
// playback bar, the narrator and Help name moves through the record, and the board names its
// tooltips and screen-reader items with the same object (BoardWidget::moveDescription()).
//
// One stateless object a puzzle, defined beside its record in <puzzle>_ui.cpp; a puzzle without
// one is named by its engine's move texts (engineTexts()).
#pragma once

#include "core/any_puzzle.h"

#include <QString>

namespace minimoves::app {

class MoveNames {
public:
    virtual ~MoveNames() = default;

    // A move's name wherever it is played from: by default the engine's own text ("U", "R'").
    // `puzzle` is null for a board shown before its game: names that need the instance are empty.
    virtual QString name(const AnyPuzzle* puzzle, int move) const;
    // The move as played from `from`, for a puzzle whose words depend on the position ("Slide 6
    // left", where name() can only say "Slide the tile above the blank down"): by default name().
    virtual QString nameFrom(const AnyPuzzle& puzzle, StateRank from, int move) const;
    // A word before a move's quality badge where one place of the board holds several moves (Ball
    // Grid's "R" and "C"); by default none.
    virtual QString badgePrefix(const AnyPuzzle& puzzle, int move) const;

    // The names of a puzzle with no words of its own: its engine's move texts.
    static const MoveNames& engineTexts();
};

} // namespace minimoves::app
