// SoundCue: the sounds the game asks for — a move, a hint, the goal reached — and SoundSink, what
// plays them. The presenter says when (GamePresenter::setSoundSink); the shell's SoundPlayer plays
// them through Qt Multimedia, and a test puts its own sink in its place.
#pragma once

namespace minimoves::app {

enum class SoundCue { Move, Hint, Solved };

class SoundSink {
public:
    virtual ~SoundSink() = default;
    virtual void play(SoundCue cue) = 0;
};

} // namespace minimoves::app
