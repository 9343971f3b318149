// GameNarrator: what a player who cannot see the board hears about the game — after each move,
// Undo, Redo or step of Solve's playback one short sentence, the move in words and, where the
// status line shows it, the distance ("Row 2 left. Distance 6."); each hint step with the moves it
// marks (in Play mode the first with the distance, which shows from then until the next move); a
// new game; and on request the whole position and the target. Undo and Redo say so ("Undone: Row 2
// left."); Solve's steps are told as moves. Each event is said once,
// through the Announcer. A move's distance comes from the solver a moment later: the sentence
// waits for it (never longer than PendingMs).
#pragma once

#include "core/any_puzzle.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace minimoves::app {

class Announcer;
class BoardWidget;
class GamePresenter;
class GameSession;

class GameNarrator : public QObject {
    Q_OBJECT
public:
    using BoardGetter = std::function<BoardWidget*()>;
    GameNarrator(GamePresenter* presenter, Announcer* announcer, BoardGetter board, QObject* parent);

    // The session whose events are told from now on.
    void follow(GameSession* session);
    // Reads the whole position, the target and the distance (the Ctrl+Space key).
    void readPosition();

    static constexpr int PendingMs = 3000;

private:
    void onPositionChanged(StateRank from, int move, StateRank to, bool undoing);
    void onStatusChanged();
    // Says `words`, followed by the distance once it is known when the distance is spoken.
    void sayWithDistance(const QString& words);
    // "Undone: Row 2 left." or "Redone: Row 2 left."
    static QString stepWords(bool redone, const QString& entry);
    void flushPending(bool withDistance);
    QString hintSentence() const;

    GamePresenter* m_presenter;
    Announcer* m_announcer;
    BoardGetter m_board;
    QPointer<GameSession> m_session;
    QString m_pending; // a sentence waiting for its distance
    QTimer m_pendingTimer;
    int m_hintStep = 0; // the hint step last told
};

} // namespace minimoves::app
