// SoundPlayer: plays the game's sounds (resources/sounds, through Qt Multimedia's QSoundEffect)
// at the volume the player chose. Where the system has no audio output it stays silent: no
// error, no message, nothing loaded; an output that comes later is used from then on.
#pragma once

#include "game/present/sound_cue.h"

#include <QObject>

#include <array>

class QSoundEffect;

namespace minimoves::app {

class SoundPlayer : public QObject, public SoundSink {
    Q_OBJECT
public:
    explicit SoundPlayer(QObject* parent = nullptr);

    void play(SoundCue cue) override;
    // 0 (off) to 100.
    void setVolume(int percent);
    int volume() const { return m_volume; }
    // An audio output is there to play on.
    bool available() const { return m_available; }
    // The sounds asked for and played (not those dropped for want of an output or at volume 0).
    int playedCount() const { return m_played; }

    static QString sourceOf(SoundCue cue); // "qrc:/sounds/move.wav"

private:
    void findOutput();

    std::array<QSoundEffect*, 3> m_effects{};
    bool m_available = false;
    int m_volume = 70;
    int m_played = 0;
};

} // namespace minimoves::app
