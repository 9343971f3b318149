#include "game/session/playback.h"

#include <algorithm>

namespace minimoves::app {

Playback::Playback(GameModel* model, QObject* parent) : QObject(parent), m_model(model)
{
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, [this] {
        m_stepDue = true; // the interval since the last move has passed
        tryStep();
    });
}

const std::vector<int>& Playback::path() const
{
    static const std::vector<int> none;
    return m_open ? m_open->path : none;
}

StateRank Playback::frameState(int frame) const
{
    if (!m_open)
        return m_model->state();
    return m_open->frames[std::size_t(std::clamp(frame, 0, int(m_open->frames.size()) - 1))];
}

void Playback::setInterval(int milliseconds)
{
    m_interval = std::max(0, milliseconds);
    if (m_stepTimer.isActive())
        m_stepTimer.start(m_interval);
    emit changed();
}

bool Playback::canResume() const
{
    return m_open && !m_playing && (m_open->pending || m_open->frame < int(m_open->path.size()));
}

bool Playback::canStepBack() const
{
    return m_open && !m_open->pending && m_open->frame > 0 &&
           m_model->undoTarget() == m_open->frames[std::size_t(m_open->frame - 1)];
}

bool Playback::canStepForward() const { return m_open && !m_open->pending && m_open->frame < int(m_open->path.size()); }

bool Playback::canJumpTo(int frame) const
{
    if (!m_open || m_open->pending || frame < 0 || frame > int(m_open->path.size()) || frame == m_open->frame)
        return false;
    // Back: every step is an Undo that lands on the path.
    for (int k = 1; k <= m_open->frame - frame; ++k)
        if (m_model->undoTarget(k) != m_open->frames[std::size_t(m_open->frame - k)])
            return false;
    return true;
}

void Playback::open(const std::optional<Solution>& solution)
{
    if (m_open)
        return;
    m_open = Open{}; // not emplace(): clang sees a nested struct with member initialisers as not constructible there
    if (solution)
        setPath(m_model->state(), solution->path);
    else
        follow(m_model->state(), false); // pending: the path comes with the position's answer
}

void Playback::discard() { m_open.reset(); }

void Playback::setPlaying(bool playing)
{
    if (m_playing && !playing) {
        m_stepTimer.stop();
        m_stepDue = false;
    }
    m_playing = playing;
    m_assisted = m_assisted || playing;
}

void Playback::start()
{
    m_stepDue = true;
    tryStep();
}

void Playback::stepBack() { stepTo(m_open->frame - 1); }

void Playback::stepForward() { stepTo(m_open->frame + 1); }

void Playback::jumpTo(int frame)
{
    while (m_open && !m_open->pending && m_open->frame != frame)
        stepTo(m_open->frame < frame ? m_open->frame + 1 : m_open->frame - 1);
}

// back is Undo; forward is Redo when the next redoable move is the path's next, else that move.
void Playback::stepTo(int frame)
{
    const Open& p = *m_open;
    const int at = p.frame;
    m_playingStep = true;
    if (frame < at) {
        m_model->undoStack()->undo();
    } else {
        const int move = p.path[std::size_t(at)];
        const int applied = m_model->appliedCount();
        m_assisted = true;
        if (applied < m_model->historySize() && m_model->entry(applied) == move &&
            m_model->redoTarget() == p.frames[std::size_t(at + 1)])
            m_model->undoStack()->redo();
        else
            m_model->playMove(move);
    }
    m_playingStep = false;
}

// The position changed: on a frame of the path, that is the frame; off it, the path is taken again from here (pending
// until the position's answer comes). A move of the player's keeps the path only where it is the
// path's next move: one that lands on an earlier frame is not an Undo, and stepping back from
// there would not go back along the path.
void Playback::positionChanged(StateRank to, int move, bool playersMove)
{
    m_viewBusy = move >= 0;
    follow(to, playersMove);
}

void Playback::follow(StateRank to, bool playersMove)
{
    if (!m_open)
        return;
    Open& p = *m_open;
    auto at = std::find(p.frames.begin(), p.frames.end(), to);
    if (playersMove && at != p.frames.end() && at - p.frames.begin() != p.frame + 1)
        at = p.frames.end();
    if (!p.pending && at != p.frames.end()) {
        p.frame = int(at - p.frames.begin());
    } else {
        p = Open{};
        p.pending = true;
        p.frames = {to};
    }
    emit changed();
}

void Playback::answered(StateRank state, const Solution& solution)
{
    if (m_open && m_open->pending)
        setPath(state, solution.path);
    tryStep();
}

void Playback::setPath(StateRank origin, std::vector<int> path)
{
    Open& p = *m_open;
    p.pending = false;
    p.frame = 0;
    p.frames = {origin};
    for (int move : path)
        p.frames.push_back(m_model->puzzle()->apply(p.frames.back(), move));
    p.path = std::move(path);
    emit changed();
}

void Playback::viewSettled()
{
    m_viewBusy = false;
    tryStep();
}

// The next move, once the interval has passed, the view has shown the last move and the path is
// known (viewSettled(), the interval's timer and answered() come back here).
void Playback::tryStep()
{
    if (!m_playing || m_viewBusy || !m_stepDue || !m_open || m_open->pending)
        return;
    if (m_open->frame >= int(m_open->path.size())) {
        emit finished();
        return;
    }
    m_stepDue = false;
    stepTo(m_open->frame + 1);
    if (m_playing)
        m_stepTimer.start(m_interval);
}

void Playback::reset()
{
    m_assisted = false;
    m_viewBusy = false;
    if (m_open) {
        m_open.reset();
        emit changed();
    }
}

} // namespace minimoves::app
