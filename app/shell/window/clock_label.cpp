#include "shell/window/clock_label.h"

#include "game/session/game_clock.h"

#include <QEvent>

namespace minimoves::app {

ClockLabel::ClockLabel(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("clockLabel"));
    m_tick.setSingleShot(true);
    m_tick.setTimerType(Qt::PreciseTimer); // on the second, not up to 5 % late
    connect(&m_tick, &QTimer::timeout, this, &ClockLabel::tick);
    hide();
}

void ClockLabel::follow(GameClock* clock)
{
    if (clock != m_clock) {
        if (m_clock)
            m_clock->disconnect(this);
        m_clock = clock;
        if (clock)
            connect(clock, &GameClock::runningChanged, this, &ClockLabel::refresh);
    }
    refresh();
}

void ClockLabel::setWanted(bool wanted)
{
    m_wanted = wanted;
    refresh();
}

void ClockLabel::refresh()
{
    setVisible(m_wanted && m_clock);
    tick();
}

// The time now, and the next tick at the clock's next whole second while it runs.
void ClockLabel::tick()
{
    m_tick.stop();
    if (!m_clock || !m_wanted)
        return;
    const qint64 ms = m_clock->elapsedMs();
    const QString time = GameClock::text(ms);
    setText(time);
    setToolTip(m_clock->running() ? tr("Time played on this game") : tr("Time played on this game (paused)"));
    setAccessibleName(m_clock->running() ? tr("Time played: %1").arg(time) : tr("Time played: %1, paused").arg(time));
    if (m_clock->running())
        m_tick.start(int(1000 - ms % 1000));
}

void ClockLabel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        tick();
    QLabel::changeEvent(event);
}

} // namespace minimoves::app
