#include "move_names.h"

namespace minimoves::app {

QString MoveNames::name(const AnyPuzzle* puzzle, int move) const
{
    return puzzle ? QString::fromStdString(puzzle->moveText(move)) : QString();
}

QString MoveNames::nameFrom(const AnyPuzzle& puzzle, StateRank from, int move) const
{
    Q_UNUSED(from);
    return name(&puzzle, move);
}

QString MoveNames::badgePrefix(const AnyPuzzle& puzzle, int move) const
{
    Q_UNUSED(puzzle);
    Q_UNUSED(move);
    return {};
}

const MoveNames& MoveNames::engineTexts()
{
    static const MoveNames texts;
    return texts;
}

} // namespace minimoves::app
