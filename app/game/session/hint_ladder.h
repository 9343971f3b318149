// HintLadder: how much help the player took on this game — the step of the hint ladder reached on
// the position in view (reset by a move), the deepest step the game used, the hints it took (the
// positions the player asked for help on: one a position, however many steps) and the hint steps
// (every step climbed on every position). It asks the solver nothing: each step shows what the
// position's answer already holds.
#pragma once

#include <QObject>

namespace minimoves::app {

class HintLadder : public QObject {
    Q_OBJECT
public:
    // 0 none, 1 the distance and how many moves are optimal, 2 the solver's move marked, 3 every
    // optimal move marked with its quality.
    static constexpr int Steps = 3;

    explicit HintLadder(QObject* parent = nullptr) : QObject(parent) {}

    int step() const { return m_step; }
    bool shown() const { return m_step > 0; } // a hint on the position in view
    int depth() const { return m_depth; }
    int positions() const { return m_positions; } // the hints: positions helped (a position left and asked on again counts again)
    int steps() const { return m_steps; }         // the hint steps: every step climbed
    bool canClimb() const { return m_step < Steps; }

    // One step up on this position: hintUsed (newPosition on its first step here), and
    // depthReached when deeper than ever this game.
    void climb();
    // The position changed: the ladder starts again from the bottom (the depth stays).
    void leave() { m_step = 0; }
    // A game begins: fresh (0, 0, 0), or a saved one's record.
    void begin(int positions, int steps, int depth);

    // The positions helped of a record that kept only its steps (an earlier version's saved game,
    // statistics or daily result): the steps over the deepest step, rounded up — exact when every
    // position took as many steps as the deepest (always, at step 1); a deepest step not known
    // (0) reads as 1, the old count as it was.
    static constexpr int positionsOfSteps(int steps, int depth)
    {
        const int deepest = depth < 1 ? 1 : depth > Steps ? Steps : depth;
        return steps <= 0 ? 0 : (steps + deepest - 1) / deepest;
    }

signals:
    void hintUsed(bool newPosition);
    void depthReached(int depth, int previous);

private:
    int m_step = 0;
    int m_depth = 0;
    int m_positions = 0;
    int m_steps = 0;
};

} // namespace minimoves::app
