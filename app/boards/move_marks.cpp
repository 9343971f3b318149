#include "move_marks.h"

#include "game/session/move_quality.h"

#include <algorithm>
#include <utility>

namespace minimoves::app {

void MoveMarks::setHint(const std::vector<int>& optimalMoves, int best)
{
    m_hintMoves = optimalMoves;
    m_hintBest = optimalMoves.empty() ? -1 : best;
}

bool MoveMarks::isHinted(int move) const
{
    return std::find(m_hintMoves.begin(), m_hintMoves.end(), move) != m_hintMoves.end();
}

bool MoveMarks::setDistances(std::optional<int> here, const std::vector<std::optional<int>>& after)
{
    if (here == m_here && after == m_after)
        return false;
    m_here = here;
    m_after = after;
    return true;
}

std::optional<int> MoveMarks::after(int move) const
{
    if (move < 0 || move >= int(m_after.size()))
        return std::nullopt;
    return m_after[std::size_t(move)];
}

std::optional<int> MoveMarks::change(int move) const
{
    if (move < 0 || move >= int(m_after.size()))
        return std::nullopt;
    return quality::change(m_here, m_after[std::size_t(move)]);
}

bool MoveMarks::setEveryShown(bool on)
{
    return std::exchange(m_everyShown, on) != on;
}

bool MoveMarks::setQualityMoves(const std::vector<int>& moves)
{
    if (moves == m_qualityMoves)
        return false;
    m_qualityMoves = moves;
    return true;
}

bool MoveMarks::setHoverShown(bool on)
{
    return std::exchange(m_hoverShown, on) != on;
}

bool MoveMarks::given(int move) const
{
    return m_everyShown || m_hoverShown ||
           std::find(m_qualityMoves.begin(), m_qualityMoves.end(), move) != m_qualityMoves.end();
}

std::vector<int> MoveMarks::badged(int moveCount, const std::vector<int>& hovered) const
{
    std::vector<int> moves;
    if (m_everyShown) {
        for (int m = 0; m < moveCount; ++m)
            moves.push_back(m);
        return moves;
    }
    moves = m_qualityMoves;
    if (!m_hoverShown)
        return moves;
    for (int m : hovered)
        if (std::find(moves.begin(), moves.end(), m) == moves.end())
            moves.push_back(m);
    return moves;
}

void MoveMarks::clearForPuzzle()
{
    m_hintMoves.clear();
    m_hintBest = -1;
    m_here.reset();
    m_after.clear();
    m_qualityMoves.clear();
}

} // namespace minimoves::app
