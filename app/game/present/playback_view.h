// PlaybackView: what the playback bar shows of a session's playback, as the presenter works it out
// (GamePresenter::playback()) — whether it is open, its path being found, its moves by name, the
// frame shown, what the controls can do now and its speed. A value: the bar renders it and keeps
// nothing of the session; the presenter tells it again only when it differs.
#pragma once

#include "core/any_puzzle.h"

#include <QString>

#include <vector>

namespace minimoves::app {

struct PlaybackView {
    bool open = false;    // closed: the bar hides, and the rest says nothing
    bool pending = false; // the path from this position is being found
    bool playing = false;
    bool canPlayOrPause = false; // Play resumes, or Pause pauses
    bool canStepBack = false;
    bool canStepForward = false;
    // The path's moves from its origin, and each by name from the position it is played in (the
    // presenter's move names; the move's number where there is no name).
    StateRank origin = 0;
    std::vector<int> path;
    std::vector<QString> moveNames;
    // The frame shown: how many of the path's moves are played (0: the origin; moves(): the end).
    int frame = 0;
    // Frame f can be jumped to (canJumpTo[f], for f in 0..moves()).
    std::vector<bool> canJumpTo;
    int interval = 0; // milliseconds from one move to the next

    int moves() const { return int(path.size()); }
    bool operator==(const PlaybackView&) const = default;
};

} // namespace minimoves::app
