// PlaybackControl: the playback's place in the window — its bar under the board (PlaybackBar, on
// the presenter), its speed (the animation's, unless the player chose one on the bar: remembered
// from run to run until the animation speed is changed) given to the presenter, which gives it to
// each session shown, and the window's Esc, which closes a playback paused or at its end wherever
// the keys are (Stop, Esc too, has nothing to stop then, and the two are never on at once).
#pragma once

#include <QObject>

class QAction;
class QShortcut;
class QWidget;

namespace minimoves::app {

class GamePresenter;
class PlaybackBar;

class PlaybackControl : public QObject {
    Q_OBJECT
public:
    // The bar in `holder` (the board's), Esc in `window`.
    PlaybackControl(GamePresenter* presenter, QWidget* holder, QWidget* window);

    PlaybackBar* bar() const { return m_bar; }
    // Esc is Stop's too: the window's Esc closes the playback only while `stop` is off.
    void shareEscapeWith(QAction* stop);
    // The animation speed changed; `starting`: the one read at start-up (the speed chosen on the
    // bar, if any, is kept then).
    void followAnimation(int milliseconds, bool starting);
    // After Solve: the keys to the bar if the playback is open; false if it is not.
    bool takeKeys();

signals:
    // The bar or Esc closed the playback: the board may take the keys back.
    void closed();

private:
    void syncEscape();

    GamePresenter* m_presenter;
    PlaybackBar* m_bar;
    QShortcut* m_escape;
    QAction* m_stop = nullptr;
};

} // namespace minimoves::app
