// Playback: Solve as a playback of an optimal path — the path from its origin, the frames (the
// position after each of its moves), the frame shown, whether it plays, its interval and the
// stepping. It moves the model by its own steps (back is Undo; forward is Redo when the next
// redoable move is the path's next, else that move) and follows the model's other moves: one that
// lands on a frame of the path moves the frame; any other takes the path again from the new
// position, pending until that position's answer comes (answered()). It asks the solver nothing:
// the path is the position's answer's. It knows the model, never the session: playing() is set by
// the session's phase, and finished() says the path's end was reached while playing.
#pragma once

#include "game/session/game_model.h"

#include <QObject>
#include <QTimer>

#include <optional>
#include <vector>

namespace minimoves::app {

class Playback : public QObject {
    Q_OBJECT
public:
    explicit Playback(GameModel* model, QObject* parent = nullptr);

    bool isOpen() const { return m_open.has_value(); }
    bool pending() const { return m_open && m_open->pending; }
    bool playing() const { return m_playing; }
    const std::vector<int>& path() const;
    // The position after `frame` moves of the path (0: the origin); the model's when closed.
    StateRank frameState(int frame) const;
    int frame() const { return m_open ? m_open->frame : 0; }
    // Milliseconds from one move to the next (never before the view shows the last).
    int interval() const { return m_interval; }
    void setInterval(int milliseconds);
    // The playback played some of this game (then it is not the player's own result).
    bool assisted() const { return m_assisted; }
    void setAssisted(bool assisted) { m_assisted = assisted; } // a saved game's record
    // The move the model makes now is the playback's own (not the player's).
    bool playingStep() const { return m_playingStep; }

    // What the playback could do now, the game being playable.
    bool canResume() const;
    bool canStepBack() const;
    bool canStepForward() const;
    bool canJumpTo(int frame) const;

    // Opens it on the model's position: on `solution`'s path, else pending until answered().
    void open(const std::optional<Solution>& solution);
    // Closes it (the position stays) without a word: the session says what changed.
    void discard();
    // Plays (the session's phase is Solving): then this game is assisted. start() plays on from
    // the next move.
    void setPlaying(bool playing);
    void start();
    void stepBack();
    void stepForward();
    void jumpTo(int frame);

    // The session's model moved (`playersMove`: not the playback's own nor an Undo).
    void positionChanged(StateRank to, int move, bool playersMove);
    // The position's answer came in: a pending path is taken from it.
    void answered(StateRank state, const Solution& solution);
    // The view has shown the last move.
    void viewSettled();
    void viewIdle() { m_viewBusy = false; }
    // A new game: closed, not assisted, nothing in view.
    void reset();

signals:
    // It opened, closed, or its path, frame, pending, playing or interval changed.
    void changed();
    // Playing, it reached the end of its path (or has none: the goal cannot be reached).
    void finished();

private:
    void tryStep();
    void follow(StateRank to, bool playersMove);
    void stepTo(int frame); // one move of its own, to the neighbouring frame
    void setPath(StateRank origin, std::vector<int> path);

    struct Open {
        std::vector<int> path;
        std::vector<StateRank> frames; // frames[j]: the position after j moves of the path
        int frame = 0;
        bool pending = false;
    };
    GameModel* m_model;
    std::optional<Open> m_open;
    bool m_playing = false;
    int m_interval = 330;
    bool m_stepDue = false;  // the interval since the last move has passed
    bool m_viewBusy = false; // the view animates the last move
    bool m_playingStep = false;
    bool m_assisted = false;
    QTimer m_stepTimer;
};

} // namespace minimoves::app
