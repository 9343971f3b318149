#include "game/session/hint_ladder.h"

#include <algorithm>
#include <utility>

namespace minimoves::app {

void HintLadder::climb()
{
    if (!canClimb())
        return;
    ++m_step;
    ++m_used;
    if (m_step > m_depth) {
        const int previous = std::exchange(m_depth, m_step);
        emit depthReached(m_depth, previous);
    }
    emit hintUsed();
}

void HintLadder::begin(int used, int depth)
{
    m_step = 0;
    m_used = std::max(0, used);
    m_depth = std::clamp(depth, 0, Steps);
}

} // namespace minimoves::app
