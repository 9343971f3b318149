// ClockLabel: the status bar's clock — how long the game shown has been played ("1:23"), ticking
// on the second while its clock runs (GameClock: a game in play, the window on screen) and still
// while it is paused; none without a game. View ▸ Clock hides it.
#pragma once

#include <QLabel>
#include <QPointer>
#include <QTimer>

namespace minimoves::app {

class GameClock;

class ClockLabel : public QLabel {
    Q_OBJECT
public:
    explicit ClockLabel(QWidget* parent);

    // The clock of the game shown (nullptr: no game), shown now and as it runs.
    void follow(GameClock* clock);
    // Shows the clock's time now (a game began, was restored or solved).
    void refresh();
    // View ▸ Clock.
    void setWanted(bool wanted);
    bool wanted() const { return m_wanted; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void tick();

    QPointer<GameClock> m_clock;
    QTimer m_tick; // single shot, at the clock's next whole second
    bool m_wanted = true;
};

} // namespace minimoves::app
