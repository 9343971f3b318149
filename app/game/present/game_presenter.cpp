#include "game/present/game_presenter.h"

#include "game/present/game_narration.h"
#include "game/present/game_texts.h"

#include <QFileInfo>
#include <QStringList>

#include <utility>

namespace minimoves::app {

namespace {

// Stores `value` in `slot`; true when it differs from what was there (the view is told then).
template <class T>
bool assign(T& slot, T value)
{
    if (slot == value)
        return false;
    slot = std::move(value);
    return true;
}

} // namespace

GamePresenter::GamePresenter(QObject* parent) : QObject(parent), m_narration(new GameNarration(this)) {}

void GamePresenter::setSession(GameSession* session)
{
    if (m_session == session)
        return;
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session && m_interval)
        session->setPlaybackInterval(*m_interval); // before anything of it is followed
    m_playingOn.reset();
    m_narration->follow(session); // before anything of the new session is told
    m_renamePlayback = true;
    if (session) {
        // Once per action or reply, naming what changed: that is worked out again, and only what
        // differs reaches the view.
        connect(session, &GameSession::changed, this, [this](GameSession::Changes what) {
            update(what);
            emit gameChanged();
        });
        connect(session, &GameSession::positionChanged, this, [this](StateRank, int move, StateRank, bool undoing) {
            if (move >= 0)
                cue(!undoing && m_session->model()->isSolved() ? SoundCue::Solved : SoundCue::Move);
            if (const GameSession::PlayerStep& step = m_session->playerStep(); step.kind == GameSession::PlayerStep::Rewind)
                emit noticed(GameTexts::rewound(step.takenBack, m_session->model()->movesMade(), step.redoDropped));
        });
        connect(session, &GameSession::hintUsed, this, [this] { cue(SoundCue::Hint); });
        connect(session, &GameSession::drawFailed, this, &GamePresenter::drawFailed);
        auto folderOf = [session] { return QFileInfo(session->store()->path()).absolutePath(); };
        connect(session, &GameSession::saveFailed, this,
                [this, folderOf](const QString& reason) { emit saveFailed(reason, folderOf()); });
        connect(session, &GameSession::saveResumed, this, [this, folderOf] { emit saveResumed(folderOf()); });
    }
    refresh();
    emit gameChanged();
}

void GamePresenter::setMoveNamer(MoveNamer namer)
{
    m_namer = std::move(namer);
    m_renamePlayback = true;
}

void GamePresenter::setBoardPuzzle(const AnyPuzzle* puzzle)
{
    m_boardPuzzle = puzzle;
    refresh();
}

void GamePresenter::setEditing(bool editing)
{
    m_editing = editing;
    refresh();
}

void GamePresenter::setDisplay(bool symbols, bool everyQuality)
{
    m_symbols = symbols;
    m_everyQuality = everyQuality;
    refresh();
}

PlayMode GamePresenter::mode() const
{
    return m_session ? m_session->playMode() : PlayMode::Play;
}

void GamePresenter::playOn()
{
    if (!canPlayOn())
        return;
    m_playingOn = m_session->model()->state();
    refresh();
}

void GamePresenter::cue(SoundCue cue)
{
    if (m_sounds)
        m_sounds->play(cue);
    emit soundCued(cue);
}

bool GamePresenter::distanceShown() const
{
    return m_session && m_session->hasGame() && (mode() == PlayMode::Coach || m_session->hints()->shown());
}

std::optional<int> GamePresenter::spokenDistance() const
{
    if (!distanceShown() || !m_session->answer()->solution() || !m_session->answer()->solution()->reachable())
        return std::nullopt;
    return m_session->answer()->solution()->distance;
}

void GamePresenter::update(GameSession::Changes what)
{
    if (what == GameSession::Changes(GameSession::Change::Everything))
        m_renamePlayback = true; // refresh(): the language may have changed
    const GameSession::Can can = m_session ? m_session->can() : GameSession::Can{};
    updateStatus();
    updateAbilities(what, can);
    updateBoard(can);
    updatePlayback(can);
    // Last: what follows the mode (the actions, the status line) reads the rest as it is now.
    if (assign(m_shownMode, mode()))
        emit modeChanged(m_shownMode);
}

// The moves made, the distance and the hint's step.
void GamePresenter::updateStatus()
{
    GameSession* s = m_session;
    const GameModel* model = s ? s->model() : nullptr;
    if (assign(m_movesText, tr("Moves: %1").arg(model ? model->movesMade() : 0)))
        emit movesTextChanged(m_movesText);

    // Coach: the distance and the last move's change in its colour ("14 moves to go · hardest 22,
    // −1"); Play: the distance only once a hint was asked here, no change. The hint's step after.
    // While a position is set up the game's distance and hint say nothing of the draft: the
    // editor's bar says how far its goal is.
    const bool coach = mode() == PlayMode::Coach;
    const QString setUp = tr("Setting up a position (the bar under the board says how far the goal is)");
    QString distance, hint, html;
    if (s && m_editing) {
        distance = setUp;
        html = setUp.toHtmlEscaped();
    } else if (s) {
        const GameTexts texts(*s);
        distance = texts.status(coach);
        hint = texts.hint();
        html = texts.statusHtml(coach, m_symbols);
    }
    m_distanceHtml = html;
    m_distanceText = distance;
    m_hintText = hint;
    const bool htmlChanged =
        assign(m_statusHtml, hint.isEmpty() ? html : html + QStringLiteral(" · ") + hint.toHtmlEscaped());
    const bool textChanged = assign(m_statusText, hint.isEmpty() ? distance : distance + QStringLiteral(" · ") + hint);
    if (htmlChanged || textChanged)
        emit statusChanged(m_statusHtml, m_statusText);
}

// What the actions can do, and the moves Undo and Redo name.
void GamePresenter::updateAbilities(GameSession::Changes what, const GameSession::Can& now)
{
    using Change = GameSession::Change;
    GameSession* s = m_session;
    Abilities can;
    can.hasGame = s && s->hasGame();
    can.setUp = now.play && !m_editing;
    can.moveQuality = mode() == PlayMode::Coach;
    can.coach = !(s && s->store()->challenge());
    // The board edits a draft while a position is set up: no move, Undo or solver acts on the game.
    if (s && !m_editing) {
        can.restart = now.restart;
        can.undo = now.undo;
        can.redo = now.redo;
        can.hint = now.hint;
        can.solve = now.solve;
        can.stop = now.stop;
        can.rewind = now.rewind;
        can.reviewPath = can.hasGame;
    }
    if (assign(m_abilities, can))
        emit abilitiesChanged(m_abilities);
    // They name moves (the board's words): only where the history or what Undo can do changed.
    if (what & (Change::Position | Change::Game | Change::Phase) && assign(m_undoTexts, composeUndoTexts(now)))
        emit undoTextsChanged(m_undoTexts);
}

// The board's marks and banner, whether it takes moves, the challenge's line and the clock.
void GamePresenter::updateBoard(const GameSession::Can& can)
{
    GameSession* s = m_session;
    const GameModel* model = s ? s->model() : nullptr;
    const bool shown = !m_editing && s && m_boardPuzzle && m_boardPuzzle == model->puzzle().get();
    // "Play on" lasts while the position in view is the solved one it was chosen on.
    if (!s || m_playingOn != model->state())
        m_playingOn.reset();
    std::optional<Marks> marks;
    if (shown)
        marks = composeMarks();
    if (assign(m_marks, std::move(marks)))
        emit marksChanged();
    // A position set up keeps the banner hidden; a board that shows another game shows none.
    if (assign(m_banner, m_marks ? m_marks->banner : QString()))
        emit bannerChanged(m_banner);
    if (assign(m_challengeText, composeChallengeText()))
        emit challengeTextChanged(m_challengeText);
    const bool playable = shown && can.play;
    m_takesMoves = playable && m_banner.isEmpty();
    if (!m_editing) {
        if (assign(m_boardPlayable, std::optional<bool>(playable)))
            emit boardPlayableChanged(playable);
    } else {
        m_boardPlayable.reset();
    }
}

void GamePresenter::updatePlayback(const GameSession::Can& can)
{
    PlaybackView view = composePlayback(can);
    m_renamePlayback = false;
    if (assign(m_playback, std::move(view)))
        emit playbackChanged(m_playback);
}

// The session's playback as the bar shows it. The move names are worked out again only for
// another path (or origin), or when the namer or the language changed: a path of 80 moves is not
// named again at every move of the game.
PlaybackView GamePresenter::composePlayback(const GameSession::Can& can) const
{
    PlaybackView view;
    const GameSession* s = m_session;
    const Playback* playback = s ? s->playback() : nullptr;
    if (!playback || !playback->isOpen())
        return view;
    view.open = true;
    view.pending = playback->pending();
    view.playing = s->phase() == GameSession::Phase::Solving;
    view.canPlayOrPause = can.pause || can.resume;
    view.canStepBack = can.stepBack;
    view.canStepForward = can.stepForward;
    view.origin = playback->frameState(0);
    view.path = playback->path();
    view.frame = playback->frame();
    view.interval = playback->interval();
    for (int f = 0; f <= view.moves(); ++f)
        view.canJumpTo.push_back(s->canJumpTo(f));
    if (!m_renamePlayback && view.path == m_playback.path && view.origin == m_playback.origin) {
        view.moveNames = m_playback.moveNames;
        return view;
    }
    for (int j = 0; j < view.moves(); ++j) {
        const int move = view.path[std::size_t(j)];
        const QString name = moveName(playback->frameState(j), move);
        view.moveNames.push_back(name.isEmpty() ? QString::number(move) : name);
    }
    return view;
}

void GamePresenter::togglePlayback()
{
    if (m_session)
        m_session->togglePlayback();
}

void GamePresenter::stepBack()
{
    if (m_session)
        m_session->stepBack();
}

void GamePresenter::stepForward()
{
    if (m_session)
        m_session->stepForward();
}

void GamePresenter::jumpTo(int frame)
{
    if (m_session)
        m_session->jumpTo(frame);
}

void GamePresenter::closePlayback()
{
    if (m_session)
        m_session->closePlayback();
}

void GamePresenter::setPlaybackInterval(int milliseconds)
{
    m_interval = milliseconds;
    if (m_session)
        m_session->setPlaybackInterval(milliseconds);
}

std::shared_ptr<const AnyPuzzle> GamePresenter::puzzle() const
{
    return m_session && m_session->hasGame() ? m_session->model()->puzzle() : nullptr;
}

std::optional<int> GamePresenter::knownDistance() const
{
    return m_session ? m_session->knownDistance() : std::nullopt;
}

PathView GamePresenter::path() const
{
    PathView path;
    path.puzzle = puzzle();
    if (!path.puzzle)
        return path;
    const GameModel* model = m_session->model();
    path.history = model->history();
    path.positions = model->historyPositions(); // a rewind goes back along the line, not to the start
    path.known = m_session->knowledge()->exactOf(path.positions);
    path.current = model->appliedCount();
    return path;
}

void GamePresenter::learnDistance(const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state, int distance)
{
    if (m_session)
        m_session->learnDistance(puzzle, state, distance);
}

void GamePresenter::goToHistoryIndex(int index)
{
    if (m_session) // nothing where it cannot go there (already there, a draw under way)
        m_session->goToHistoryIndex(index);
}

void GamePresenter::announce(const QString& text)
{
    if (!text.isEmpty())
        emit announced(text);
}

void GamePresenter::readPosition(const QString& position, const QString& target)
{
    QStringList parts{position, target};
    if (const auto distance = spokenDistance())
        parts << tr("Distance %1.").arg(*distance);
    parts.removeAll(QString());
    announce(parts.join(QLatin1Char(' ')));
}

// The marks of the session's game on its board, as the play mode allows (see Marks).
GamePresenter::Marks GamePresenter::composeMarks() const
{
    GameSession* s = m_session;
    Marks marks;
    const bool solved = s->model()->isSolved();
    const bool coach = mode() == PlayMode::Coach;
    const auto& solution = s->answer()->solution();
    // The hint ladder: step 2 marks the solver's move, step 3 every optimal move with its quality.
    if (s->hints()->step() >= 2 && solution && !solution->optimalMoves.empty()) {
        marks.hintMoves = s->hints()->step() >= 3 ? solution->optimalMoves : std::vector<int>{solution->path.front()};
        marks.hintBest = solution->path.front();
        if (s->hints()->step() >= 3)
            marks.qualityMoves = solution->optimalMoves;
    }
    // Quality on a solved board says nothing (every move leads away); in Play it shows only
    // with the ladder's last step, on the moves that step marks.
    if (!solved && (coach || !marks.qualityMoves.empty())) {
        marks.distance = s->knownDistance();
        marks.moveDistances = s->knowledge()->moveDistances();
        marks.hoverQuality = coach;
        marks.everyQuality = coach && m_everyQuality;
    }
    marks.banner = m_playingOn ? QString() : composeBanner();
    return marks;
}

// "Solved in 23 moves (optimal 21) · 2:14 · Play": the session's words, the time, the mode.
QString GamePresenter::composeBanner() const
{
    const QString solved = GameTexts(*m_session).banner();
    if (solved.isEmpty())
        return {};
    const PlayMode solvedIn = m_session->solvedIn().value_or(m_session->playMode()); // not the mode of now
    const QString mode = solvedIn == PlayMode::Coach ? tr("Coach mode") : tr("Play mode");
    return solved + QStringLiteral(" · ") + GameClock::text(m_session->clock()->elapsedMs()) + QStringLiteral(" · ") + mode;
}

Challenge GamePresenter::challenge() const
{
    return m_session && m_session->hasGame() ? m_session->store()->challenge() : Challenge{};
}

std::optional<GameOutcome> GamePresenter::outcome() const
{
    return m_session && !m_banner.isEmpty() ? GameOutcome::of(*m_session) : std::nullopt;
}

// "Level 5 · par 7", "Daily puzzle 2026-12-02 · par 21": which game this is, while it is played.
QString GamePresenter::composeChallengeText() const
{
    if (!m_session || !m_session->hasGame())
        return {};
    const Challenge& c = m_session->store()->challenge();
    if (c.isLevel())
        return tr("Level %1 · par %2").arg(c.level).arg(c.par);
    if (c.isDaily())
        return (c.replay ? tr("Daily puzzle %1, again · par %2") : tr("Daily puzzle %1 · par %2"))
            .arg(c.date.toString(Qt::ISODate))
            .arg(c.par);
    if (const std::optional<Difficulty> drawn = m_session->store()->difficulty())
        return GameTexts::difficultyName(*drawn);
    return {}; // a game from a file, an ID or set up by hand
}

// Entry `index` of the history, named from the position it was played in. The model keeps a
// Restart as -1 and a Rewind as a lower number.
QString GamePresenter::historyEntryName(int index) const
{
    const GameModel* model = m_session ? m_session->model() : nullptr;
    if (!model || index < 0 || index >= model->undoStack()->count())
        return QString();
    const int entry = model->entry(index);
    if (entry == -1)
        return tr("Restart");
    if (entry < -1)
        return tr("Rewind");
    if (!m_namer || !model->puzzle())
        return QString();
    return m_namer(model->stateBefore(index), entry);
}

// "Undo: Row 2 left" in the menu, in the player's words; plain "Undo" when there is nothing.
GamePresenter::UndoTexts GamePresenter::composeUndoTexts(const GameSession::Can& now) const
{
    GameSession* s = m_session;
    const GameModel* model = s ? s->model() : nullptr;
    const int count = model ? model->historySize() : 0;
    const int applied = model ? model->appliedCount() : 0;
    const bool canUndo = now.undo && applied > 0 && applied <= count;
    const bool canRedo = now.redo && applied < count;
    const QString undone = canUndo ? historyEntryName(applied - 1) : QString();
    const QString redone = canRedo ? historyEntryName(applied) : QString();
    UndoTexts texts;
    texts.undo = canUndo ? tr("&Undo: %1").arg(undone) : tr("&Undo");
    texts.redo = canRedo ? tr("&Redo: %1").arg(redone) : tr("&Redo");
    // Set up position: Undo at an applied position's start goes back to the game before it.
    if (now.undo && !canUndo)
        texts.undo = tr("&Undo: Set up position");
    if (now.redo && !canRedo)
        texts.redo = tr("&Redo: Set up position");
    texts.undoTip = canUndo ? tr("Take back: %1").arg(undone) : tr("Take back the last move");
    texts.redoTip = canRedo ? tr("Play again: %1").arg(redone) : tr("Make the last move taken back again");
    return texts;
}

} // namespace minimoves::app
