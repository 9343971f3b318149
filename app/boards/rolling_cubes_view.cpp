#include "rolling_cubes_view.h"

namespace minimoves::app {

RollingCubesView& RollingCubesView::shared()
{
    static RollingCubesView view;
    return view;
}

void RollingCubesView::setQuarterTurns(int quarterTurns)
{
    const int turns = ((quarterTurns % 4) + 4) % 4;
    if (turns == m_quarterTurns)
        return;
    m_quarterTurns = turns;
    emit turned(turns);
}

int RollingCubesView::screenWay(rolling_cubes::Roll roll) const
{
    // Unturned, the cube travels east (from the left) rightwards, south downwards, and so on; each
    // quarter turn clockwise turns every way on the screen one step on.
    int way = 0;
    switch (roll) {
    case rolling_cubes::Roll::FromLeft: way = 0; break;
    case rolling_cubes::Roll::FromAbove: way = 1; break;
    case rolling_cubes::Roll::FromRight: way = 2; break;
    case rolling_cubes::Roll::FromBelow: way = 3; break;
    }
    return (way + m_quarterTurns) % 4;
}

} // namespace minimoves::app
