// StatusLine: the status bar's difficulty or challenge, moves and distance labels, the clock of the
// game shown (ClockLabel) and the play mode as the presenter says, the solver's
// progress (shown once a search lasts), and what happened to the session shown that the player
// should know (a draw or a save that failed, a save that works again), as the presenter tells it;
// and, once a session, a puzzle's tables that the cache folder could not take (the solver's word). The hint's step is a
// sentence the bar would cut at 640 px ("… (H: the solver's move)"): it has its own line, which
// the window places under the board (hintLine(), in the board's room), wrapped where it must be.
// A Rewind's account of the counter and Redo (the presenter's noticed()) shows there too, for a
// while, where no hint is shown.
#pragma once

#include "game/session/game_session.h"
#include "game/session/play_mode.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QLabel;
class QProgressBar;
class QTimer;
class QStatusBar;

namespace minimoves::app {

class ClockLabel;
class FileNotice;
class GamePresenter;
class GameSessions;
class SolverService;

class StatusLine : public QObject {
    Q_OBJECT
public:
    StatusLine(QStatusBar* bar, GamePresenter* presenter, GameSessions* sessions);

    void showMessage(const QString& text, int milliseconds);
    // What happened to one of the player's files, whole, in the band the window places (notice()).
    void showFileNotice(const QString& text, const QString& folder, int hideAfterMs = 0);
    FileNotice* notice() const { return m_notice; }
    QLabel* hintLine() const { return m_hintLine; } // hidden while there is no hint
    ClockLabel* clock() const { return m_clock; }    // View ▸ Clock shows or hides it

private:
    QStatusBar* m_bar;
    QPointer<GamePresenter> m_presenter; // the window's (it goes first as the window closes)
    QLabel* m_challengeLabel = nullptr; // "Level 5 · par 7" while a level or the daily is played
    QLabel* m_movesLabel = nullptr;
    QLabel* m_distanceLabel = nullptr;
    QLabel* m_modeLabel = nullptr; // "Play" or "Coach", at the right
    ClockLabel* m_clock = nullptr;  // "1:23", before it
    QLabel* m_hintLine = nullptr;  // "Hint 1 of 3: …", under the board
    QString m_noticeText;          // what the session did unasked (a Rewind's account), on the hint's line
    QTimer* m_noticeTimer = nullptr; // for NoticeMs, unless a hint comes
    static constexpr int NoticeMs = 12000;
    QString m_gameFailure;         // what the band says of the game's save that failed, while it holds
    void followPresenter();
    void showStatus();
    void followSolver(SolverService* solver);
    void showBusy(); // the bar and what it waits for, as the solver's work and the mode say
    void followClock(GameSessions* sessions);
    void showMode(); // the presenter's, in the language of the moment
    void nameParts(); // the bar and its progress, for screen readers
    bool eventFilter(QObject* watched, QEvent* event) override; // the language changed
    QPointer<SolverService> m_solver;
    QElapsedTimer m_busyFor; // since the solver became busy (the bar shows after a moment)
    QLabel* m_busyLabel = nullptr; // "Building the puzzle's tables…", before the bar
    QProgressBar* m_progress = nullptr;
    FileNotice* m_notice = nullptr;
};

} // namespace minimoves::app
