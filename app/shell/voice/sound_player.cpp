#include "shell/voice/sound_player.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace minimoves::app {

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("soundPlayer"));
    findOutput();
    auto* devices = new QMediaDevices(this);
    connect(devices, &QMediaDevices::audioOutputsChanged, this, &SoundPlayer::findOutput);
}

QString SoundPlayer::sourceOf(SoundCue cue)
{
    switch (cue) {
    case SoundCue::Move:
        return QStringLiteral("qrc:/sounds/move.wav");
    case SoundCue::Hint:
        return QStringLiteral("qrc:/sounds/hint.wav");
    case SoundCue::Solved:
        break;
    }
    return QStringLiteral("qrc:/sounds/solved.wav");
}

// The effects are made only once there is an output: without one, QSoundEffect would say so on
// its own and the player should hear (and read) nothing.
void SoundPlayer::findOutput()
{
    m_available = !QMediaDevices::audioOutputs().isEmpty();
    if (!m_available || m_effects[0])
        return;
    for (SoundCue cue : {SoundCue::Move, SoundCue::Hint, SoundCue::Solved}) {
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl(sourceOf(cue)));
        m_effects[std::size_t(cue)] = effect;
    }
}

void SoundPlayer::setVolume(int percent) { m_volume = std::clamp(percent, 0, 100); }

void SoundPlayer::play(SoundCue cue)
{
    QSoundEffect* effect = m_effects[std::size_t(cue)];
    if (!m_available || m_volume == 0 || !effect)
        return;
    // A move sound cut off by the next one, as a quick player's moves come.
    effect->stop();
    effect->setVolume(m_volume / 100.0);
    effect->play();
    ++m_played;
}

} // namespace minimoves::app
