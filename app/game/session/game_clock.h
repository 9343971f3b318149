// GameClock: how long one game has been played — it counts only while the game is in play (a
// game, not drawing, not solved: the session says) and watched (the window on screen and no
// position being set up: the view says), and keeps what it counted across a save and a restart.
#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace minimoves::app {

class GameClock : public QObject {
    Q_OBJECT
public:
    // Milliseconds from a fixed point, never going back (a test gives its own).
    using Now = std::function<qint64()>;

    explicit GameClock(QObject* parent = nullptr);
    void setNow(Now now);

    // Milliseconds counted so far.
    qint64 elapsedMs() const;
    bool running() const { return m_inPlay && m_watched; }

    // A game begins with `ms` already counted (a saved game's), stopped or running as before.
    void reset(qint64 ms = 0);
    void setInPlay(bool inPlay);
    void setWatched(bool watched);

    // "0:07", "2:14", "1:02:03".
    static QString text(qint64 ms);
    // A year: a time read back (a saved game's, a best time) at or past it is no time of ours.
    static constexpr qint64 MostMs = qint64(365) * 24 * 3600 * 1000;

signals:
    void runningChanged(bool running);

private:
    void set(bool inPlay, bool watched);

    Now m_now;
    qint64 m_banked = 0; // counted before the current run
    qint64 m_since = 0;  // when the current run began
    bool m_inPlay = false;
    bool m_watched = false; // until a view says it shows the game: a session alone counts no time
};

} // namespace minimoves::app
