#include "game/session/hint_ladder.h"

#include <algorithm>
#include <utility>

namespace minimoves::app {

void HintLadder::climb()
{
    if (!canClimb())
        return;
    const bool newPosition = m_step == 0;
    ++m_step;
    ++m_steps;
    if (newPosition)
        ++m_positions;
    if (m_step > m_depth) {
        const int previous = std::exchange(m_depth, m_step);
        emit depthReached(m_depth, previous);
    }
    emit hintUsed(newPosition);
}

void HintLadder::begin(int positions, int steps, int depth)
{
    m_step = 0;
    m_steps = std::max(0, steps);
    m_positions = std::clamp(positions, 0, m_steps);
    m_depth = std::clamp(depth, 0, Steps);
}

} // namespace minimoves::app
