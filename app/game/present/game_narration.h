// GameNarration: the presenter's part that puts the game into words for a player who cannot see
// the board — after each move, Undo, Redo or step of Solve's playback one short sentence, the move
// in words and, where the status line shows it, the distance ("Row 2 left. Distance 6."); each
// hint step with the moves it marks (in Play mode the first with the distance, which shows from
// then until the next move); a new game. Undo and Redo say so ("Undone: Row 2 left."); Solve's
// steps are told as moves. Each event is said once, through the presenter's one announce path
// (GamePresenter::announce). A move's distance comes from the solver a moment later: the sentence
// waits for it (never longer than PendingMs). It knows what it says and when, never a widget.
#pragma once

#include "core/any_puzzle.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace minimoves::app {

class GamePresenter;
class GameSession;

class GameNarration : public QObject {
    Q_OBJECT
public:
    // A part of `presenter` (its child): it reads what the presenter shows and says through it.
    explicit GameNarration(GamePresenter* presenter);

    // The session whose events are told from now on (none: nothing is told).
    void follow(GameSession* session);

    static constexpr int PendingMs = 3000;

private:
    void onGameStarted();
    void onPositionChanged(StateRank from, int move, StateRank to, bool undoing);
    void onStatusChanged();
    // Says `words`, followed by the distance once it is known when the distance is spoken.
    void sayWithDistance(const QString& words);
    // "Undone: Row 2 left." or "Redone: Row 2 left."
    static QString stepWords(bool redone, const QString& entry);
    void flushPending(bool withDistance);
    QString hintSentence() const;
    QString startWords() const;

    GamePresenter* m_presenter;
    QPointer<GameSession> m_session;
    QString m_pending; // a sentence waiting for its distance
    QTimer m_pendingTimer;
    int m_hintStep = 0; // the hint step last told
};

} // namespace minimoves::app
