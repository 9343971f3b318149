// How the Rolling Cubes' tray is turned on the screen: a number of quarter turns clockwise, 0 the
// standard view from the south-east that the Help and the tour show. One for the whole game, so
// that the board and the moves' names agree ("Roll right" is the roll that goes right on the
// screen, whichever way the tray is turned); kept while the game runs, the standard view at each
// start. Turning the view is no move: the game and its history never hear of it.
#pragma once

#include "rolling_cubes/rolling_cubes.h"

#include <QObject>

namespace minimoves::app {

class RollingCubesView : public QObject {
    Q_OBJECT
public:
    static RollingCubesView& shared();

    int quarterTurns() const { return m_quarterTurns; } // 0 to 3
    // Any number, taken modulo 4; turned() follows a change.
    void setQuarterTurns(int quarterTurns);
    void turnClockwise() { setQuarterTurns(m_quarterTurns + 1); }
    void turnAnticlockwise() { setQuarterTurns(m_quarterTurns - 1); }

    // The way on the screen a cube travels by `roll` in this view: 0 right, 1 down, 2 left, 3 up
    // (each a quarter turn clockwise from the one before).
    int screenWay(rolling_cubes::Roll roll) const;

signals:
    void turned(int quarterTurns);

private:
    int m_quarterTurns = 0;
};

} // namespace minimoves::app
