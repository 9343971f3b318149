// TourOverlay: a puzzle's first-time tour, drawn over the real window — the window dimmed but for
// a ring around the place a step speaks of (the goal, where a move is made, the Hint button) and a
// bubble beside it with the step's text and "Skip", "Don't show again", "Next". Its one concern is
// showing the steps; the steps come from the puzzle's record (PuzzleUi::tourSteps) and whether a
// tour was seen from the settings.
//
// Its buttons take the keys while it shows (the Next button the focus, Tab round the three) and a
// screen reader hears each step; hidden, nothing of it is in the Tab cycle.
//
// It is a child of the window, never a window of its own, so every dialog stays above it; a tour
// due while a dialog is open waits until none is.
#pragma once

#include "boards/puzzle_ui.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;

namespace minimoves::app {

class BoardWidget;
class GameActions;
class GameHost;

class TourOverlay : public QWidget {
    Q_OBJECT
public:
    // Over the host's window (a child of it), with Help ▸ Show the tour (in `actions`); the host
    // tells it each game shown (gameShown()).
    TourOverlay(GameHost* host, GameActions* actions);

    // Whether a puzzle's first opening starts its tour (the game sets it; a window made by a test
    // offers none unless the test asks).
    void setOffered(bool on) { m_offered = on; }
    bool isOffered() const { return m_offered; }

    // A game of `puzzleId` is shown: its tour starts if it is offered, not yet seen, not turned
    // off and not already shown in this run.
    void gameShown(const QString& puzzleId);
    // Help ▸ Show the tour: the puzzle's tour from its first step, whatever was seen.
    void start(const QString& puzzleId);

    bool isRunning() const { return !m_steps.empty(); }
    // The puzzle whose tour runs (or ran last).
    const QString& puzzle() const { return m_puzzle; }
    int step() const { return m_step; }
    int stepCount() const { return int(m_steps.size()); }
    QString stepText() const;
    // Where the ring is drawn and where the bubble is, in the overlay's (the window's) coordinates.
    QRect targetRect() const;
    QRect bubbleRect() const;
    QPushButton* skipButton() const { return m_skip; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* neverButton() const { return m_never; }

    // The buttons' work: on to the next step (the last one ends the tour, seen); end now, seen;
    // end now and never show a tour again.
    void next();
    void skip();
    void neverAgain();

signals:
    void ended();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    bool focusNextPrevChild(bool next) override;
    void changeEvent(QEvent* event) override;

private:
    // Starts the due tour when no dialog is open; else tries again a little later.
    void startWhenFree();
    bool dialogOpen() const;
    void showStep();
    void placeBubble();
    std::vector<QRect> controlRects() const;
    std::vector<QRect> keptClear() const;
    void end(bool seen);
    void retranslate();
    std::vector<TourStep> stepsFor(const QString& puzzleId) const;

    BoardWidget* board() const;
    QWidget* hintButton() const;

    GameHost* m_host = nullptr;
    GameActions* m_actions = nullptr;
    bool m_offered = false;
    QStringList m_shownThisRun;
    QString m_puzzle;       // the puzzle whose tour runs (or is due)
    QString m_due;          // a tour waiting for a dialog to close
    QTimer m_wait;
    std::vector<TourStep> m_steps;
    int m_step = 0;
    QRect m_placedFor; // the place the bubble was put beside
    QWidget* m_bubble = nullptr;
    QLabel* m_count = nullptr;
    QLabel* m_text = nullptr;
    QPushButton* m_skip = nullptr;
    QPushButton* m_never = nullptr;
    QPushButton* m_next = nullptr;
    QPointer<QWidget> m_focusBefore;
};

} // namespace minimoves::app
