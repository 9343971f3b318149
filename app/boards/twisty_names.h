// What the three twisty puzzles' records share: their moves in words, from each puzzle's own words
// for a letter and a way ("Turn the right face clockwise"), and the first-time tour over the 3D
// board (the goal, a drag, the strip and the keys, the view).
#pragma once

#include "move_names.h"
#include "puzzle_ui.h"
#include "twisty_geometry.h"

#include <QColor>

#include <vector>

namespace minimoves::app {

class TwistyMoveNames final : public MoveNames {
public:
    // `words`: a turn in words, from its letter (an engine axis') and quarters (1, 2, -1).
    using Words = QString (*)(char letter, int quarters);
    TwistyMoveNames(const TwistyGeometry& geometry, Words words) : m_geometry(geometry), m_words(words) {}
    QString name(const AnyPuzzle* puzzle, int move) const override;

private:
    const TwistyGeometry& m_geometry;
    Words m_words;
};

// "clockwise", "half a turn", "counter-clockwise": the end of a turn's words.
QString twistyWay(int quarters);

// The cube-shaped puzzles' six faces (the 2x2x2's, the Skewb's) in the sticker text's order
// U R F D L B: their names, their colours' names and their colours (white, red, green, yellow,
// orange, blue, as on most cubes).
QString cubeFaceName(int face);
QString cubeColourName(int face);
std::vector<QColor> cubeColours();

// The tour's steps over a TwistyWidget.
std::vector<TourStep> twistyTour(BoardWidget& board);

} // namespace minimoves::app
