#include "game/session/game_clock.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>

namespace minimoves::app {

GameClock::GameClock(QObject* parent) : QObject(parent)
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    m_now = [timer] { return timer->elapsed(); };
}

void GameClock::setNow(Now now)
{
    const qint64 counted = elapsedMs();
    m_now = std::move(now);
    m_banked = counted;
    m_since = m_now();
}

qint64 GameClock::elapsedMs() const { return m_banked + (running() ? std::max<qint64>(0, m_now() - m_since) : 0); }

void GameClock::reset(qint64 ms)
{
    m_banked = std::max<qint64>(0, ms);
    m_since = m_now();
}

void GameClock::setInPlay(bool inPlay) { set(inPlay, m_watched); }

void GameClock::setWatched(bool watched) { set(m_inPlay, watched); }

void GameClock::set(bool inPlay, bool watched)
{
    const bool was = running();
    if (was && !(inPlay && watched))
        m_banked = elapsedMs(); // the run ends: what it counted is kept
    m_inPlay = inPlay;
    m_watched = watched;
    if (!was && running())
        m_since = m_now();
    if (was != running())
        emit runningChanged(running());
}

QString GameClock::text(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    const qint64 h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
    if (h > 0)
        return QStringLiteral("%1:%2:%3").arg(h).arg(m, 2, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(m).arg(s, 2, 10, QLatin1Char('0'));
}

} // namespace minimoves::app
