// MoveAnimation: the position a board shows and the move that brought it there, played as an
// animation — where from, which move, which way (Undo plays a move backwards) and how far
// through. BoardWidget has one: it paints each frame() and says animationFinished() after
// finished().
#pragma once

#include "core/any_puzzle.h"

#include <QObject>
#include <QVariantAnimation>

namespace minimoves::app {

class MoveAnimation : public QObject {
    Q_OBJECT
public:
    explicit MoveAnimation(QObject* parent = nullptr);

    StateRank from() const { return m_from; }
    StateRank state() const { return m_state; }
    bool reversed() const { return m_reverse; }
    bool isRunning() const { return m_animation.state() == QAbstractAnimation::Running; }
    // The move animating now (-1: none, at rest) and how far through it, 0 → 1 (1 at rest).
    int move() const { return isRunning() ? m_move : -1; }
    double progress() const { return isRunning() ? m_animation.currentValue().toDouble() : 1.0; }

    int duration() const { return m_duration; }
    void setDuration(int milliseconds); // 0: moves are shown at once

    // Shows `to`, reached by `move` from `from` (reversed: Undo): at rest until start().
    void set(StateRank from, int move, StateRank to, bool reverse);
    // Plays the move set when there is one, a duration and `visible`; true when it started
    // (else the board rests on the position).
    bool start(bool visible);
    // At rest on `state`, as if it had always been shown (a draft's position, the game's again).
    void rest(StateRank state);
    // Stops the animation where it is: the position at rest.
    void stop();

signals:
    void frame();
    void finished();

private:
    StateRank m_state = 0;
    StateRank m_from = 0;
    int m_move = -1;
    bool m_reverse = false;
    int m_duration = 250;
    QVariantAnimation m_animation;
};

} // namespace minimoves::app
