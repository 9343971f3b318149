#include "shell/play/playback_control.h"

#include "game/present/game_presenter.h"
#include "shell/play/playback_bar.h"
#include "shell/settings/settings.h"

#include <QAction>
#include <QShortcut>

namespace minimoves::app {

PlaybackControl::PlaybackControl(GamePresenter* presenter, QWidget* holder, QWidget* window)
    : QObject(window), m_presenter(presenter), m_bar(new PlaybackBar(holder))
{
    m_bar->setPresenter(presenter);
    // The bar gives the presenter the speed chosen; it is remembered until the animation speed changes.
    connect(m_bar, &PlaybackBar::intervalChosen, this, [](int ms) { settings::setPlaybackInterval(ms); });
    connect(m_bar, &PlaybackBar::closeRequested, this, &PlaybackControl::closed);
    m_escape = new QShortcut(QKeySequence(Qt::Key_Escape), window);
    m_escape->setObjectName(QStringLiteral("closePlaybackKey"));
    connect(m_escape, &QShortcut::activated, this, [this] {
        m_presenter->closePlayback();
        emit closed();
    });
    connect(m_bar, &PlaybackBar::shownChanged, this, &PlaybackControl::syncEscape);
    syncEscape();
}

void PlaybackControl::shareEscapeWith(QAction* stop)
{
    m_stop = stop;
    connect(stop, &QAction::changed, this, &PlaybackControl::syncEscape);
    syncEscape();
}

void PlaybackControl::syncEscape()
{
    m_escape->setEnabled(!m_bar->isHidden() && !(m_stop && m_stop->isEnabled()));
}

void PlaybackControl::followAnimation(int milliseconds, bool starting)
{
    const std::optional<int> chosen = starting ? settings::playbackInterval(PlaybackBar::intervals()) : std::nullopt;
    if (!starting)
        settings::setPlaybackInterval(std::nullopt);
    m_presenter->setPlaybackInterval(chosen.value_or(PlaybackBar::defaultInterval(milliseconds)));
}

bool PlaybackControl::takeKeys()
{
    if (!m_presenter->playback().open)
        return false;
    m_bar->setFocus();
    return true;
}

} // namespace minimoves::app
