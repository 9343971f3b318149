// HintLadder: how much help the player took on this game — the step of the hint ladder reached on
// the position in view (reset by a move), the deepest step the game used, and how many hints it
// took. It asks the solver nothing: each step shows what the position's answer already holds.
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
    int used() const { return m_used; }
    bool canClimb() const { return m_step < Steps; }

    // One step up on this position: hintUsed, and depthReached when deeper than ever this game.
    void climb();
    // The position changed: the ladder starts again from the bottom (the depth stays).
    void leave() { m_step = 0; }
    // A game begins: fresh (0, 0), or a saved one's record.
    void begin(int used, int depth);

signals:
    void hintUsed();
    void depthReached(int depth, int previous);

private:
    int m_step = 0;
    int m_depth = 0;
    int m_used = 0;
};

} // namespace minimoves::app
