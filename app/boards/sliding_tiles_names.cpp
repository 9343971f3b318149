// The sliding tiles' moves in words: "Slide 6 left", the tile a move slides from the position it
// is played from; with no position, the tile by its side of the blank ("Slide the tile above the
// blank down"). The Eight and the Fifteen Puzzle's records hand them out, and their board uses
// them (its tooltips, its screen-reader items).
#include "sliding_tiles_widget.h"

#include "move_names.h"

#include <cctype>
#include <string>

namespace minimoves::app {

namespace {

class SlidingTilesNames final : public MoveNames {
public:
    explicit SlidingTilesNames(int side) : m_side(side) {}

    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        if (!puzzle || move < 0 || move >= puzzle->moveCount())
            return {};
        // The move by its side of the blank (the Eight Puzzle writes it in lower case, the Fifteen
        // Puzzle in upper case).
        std::string text = puzzle->moveText(move);
        for (char& c : text)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (text == "u")
            return SlidingTilesWidget::tr("Slide the tile above the blank down");
        if (text == "d")
            return SlidingTilesWidget::tr("Slide the tile below the blank up");
        if (text == "l")
            return SlidingTilesWidget::tr("Slide the tile left of the blank right");
        if (text == "r")
            return SlidingTilesWidget::tr("Slide the tile right of the blank left");
        return MoveNames::name(puzzle, move);
    }

    QString nameFrom(const AnyPuzzle& puzzle, StateRank from, int move) const override
    {
        if (move < 0 || move >= puzzle.moveCount() || puzzle.apply(from, move) == from)
            return name(&puzzle, move);
        const QString a = SlidingTilesWidget::cellsOf(puzzle, from, m_side);
        const QString b = SlidingTilesWidget::cellsOf(puzzle, puzzle.apply(from, move), m_side);
        if (a.isEmpty() || b.isEmpty())
            return name(&puzzle, move);
        const int tileCell = SlidingTilesWidget::blankOf(b);
        return SlidingTilesWidget::slideText(a[tileCell], tileCell, SlidingTilesWidget::blankOf(a), m_side);
    }

private:
    const int m_side;
};

} // namespace

const MoveNames& slidingTilesMoveNames(int side)
{
    static const SlidingTilesNames three(3), four(4);
    return side == 4 ? four : three;
}

} // namespace minimoves::app
