#include "game/present/game_narration.h"

#include "game/present/game_presenter.h"
#include "game/session/game_session.h"
#include "game/present/game_texts.h"

#include <QLocale>
#include <QStringList>

#include <utility>

namespace minimoves::app {

GameNarration::GameNarration(GamePresenter* presenter) : QObject(presenter), m_presenter(presenter)
{
    m_pendingTimer.setSingleShot(true);
    m_pendingTimer.setInterval(PendingMs);
    connect(&m_pendingTimer, &QTimer::timeout, this, [this] { flushPending(false); });
    connect(m_presenter, &GamePresenter::statusChanged, this, &GameNarration::onStatusChanged);
}

void GameNarration::follow(GameSession* session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_pending.clear();
    m_pendingTimer.stop();
    m_hintStep = session ? session->hints()->step() : 0;
    if (!session)
        return;
    connect(session, &GameSession::positionChanged, this, &GameNarration::onPositionChanged);
    connect(session, &GameSession::gameStarted, this, &GameNarration::onGameStarted);
}

void GameNarration::onGameStarted()
{
    m_hintStep = 0;
    // Undo at an applied position's start brings the game before it back whole, Redo the
    // position again.
    if (const GameSession::PlayerStep& step = m_session->playerStep(); step.kind != GameSession::PlayerStep::None) {
        sayWithDistance(stepWords(step.kind == GameSession::PlayerStep::Redo, tr("Set up position")));
        return;
    }
    // A game read back from its save goes on where it was left.
    const int made = m_session->model()->movesMade();
    sayWithDistance(made == 0   ? startWords()
                    : made == 1 ? tr("Game resumed, 1 move made.")
                                : tr("Game resumed, %1 moves made.").arg(made));
}

// A level or the day's puzzle says which it is and its par; another game is a new game.
QString GameNarration::startWords() const
{
    const Challenge& c = m_session->store()->challenge();
    if (c.isLevel())
        return tr("Level %1, par %2.").arg(c.level).arg(c.par);
    if (c.isDaily())
        return tr("Daily puzzle of %1, par %2.").arg(QLocale().toString(c.date, QLocale::LongFormat)).arg(c.par);
    return tr("New game.");
}

void GameNarration::onPositionChanged(StateRank from, int move, StateRank to, bool undoing)
{
    if (!m_session)
        return;
    const GameSession::PlayerStep& step = m_session->playerStep();
    if (step.kind == GameSession::PlayerStep::Rewind) { // said even where it lands on the same position
        m_hintStep = m_session->hints()->step();
        sayWithDistance(GameTexts::rewound(step.takenBack, m_session->model()->movesMade(), step.redoDropped));
        return;
    }
    if (move < 0 && from == to)
        return;
    m_hintStep = m_session->hints()->step(); // a move starts the ladder again: no hint to tell
    QString words;
    bool forward = !undoing;
    if (step.kind != GameSession::PlayerStep::None) {
        // The player's Undo and Redo say so, with what they took back or played again.
        forward = step.kind == GameSession::PlayerStep::Redo;
        words = stepWords(forward, m_presenter->historyEntryName(step.entry));
    } else if (move < 0) { // a jump: Restart, Rewind, a point of Path review
        sayWithDistance(tr("The position changed."));
        return;
    } else { // a move: the player's, or a step of Solve's playback (a step back undoes one)
        words = undoing ? stepWords(false, m_presenter->moveName(to, move)) : tr("%1.").arg(m_presenter->moveName(from, move));
    }
    const QString banner = forward ? GameTexts(*m_session).banner() : QString();
    if (banner.isEmpty()) {
        sayWithDistance(words);
        return;
    }
    flushPending(false); // the goal: the banner's words end the sentence, no distance
    m_presenter->announce(words + QLatin1Char(' ') + banner + QLatin1Char('.'));
}

QString GameNarration::stepWords(bool redone, const QString& entry)
{
    return redone ? tr("Redone: %1.").arg(entry) : tr("Undone: %1.").arg(entry);
}

void GameNarration::sayWithDistance(const QString& words)
{
    flushPending(false); // an earlier sentence still waiting goes first, without its distance
    m_pending = words;
    if (!m_presenter->distanceShown() || (m_session && m_session->answer()->solution())) {
        flushPending(true);
        return;
    }
    m_pendingTimer.start();
}

void GameNarration::flushPending(bool withDistance)
{
    m_pendingTimer.stop();
    if (m_pending.isEmpty())
        return;
    QString text = std::exchange(m_pending, QString());
    if (withDistance && m_session && m_session->answer()->solution()) {
        if (const auto distance = m_presenter->spokenDistance())
            text += QLatin1Char(' ') + tr("Distance %1.").arg(*distance);
        else if (m_presenter->distanceShown() && !m_session->answer()->solution()->reachable())
            text += QLatin1Char(' ') + tr("The goal cannot be reached from here.");
    }
    m_presenter->announce(text);
}

void GameNarration::onStatusChanged()
{
    if (!m_session)
        return;
    if (!m_pending.isEmpty() && m_session->answer()->solution())
        flushPending(true);
    const int step = m_session->hints()->step();
    if (step == m_hintStep)
        return;
    QString hint = hintSentence();
    if (step > 0 && hint.isEmpty())
        return; // the step's words wait for the solver's answer
    // In Play mode the ladder's first step is where the distance shows (Coach told it with the move).
    if (step == 1 && m_presenter->mode() == PlayMode::Play)
        if (const auto distance = m_presenter->spokenDistance())
            hint += QLatin1Char(' ') + tr("Distance %1.").arg(*distance);
    m_hintStep = step;
    m_presenter->announce(hint); // nothing when the ladder went back to its start
}

// The hint's words, with the moves it marks named ("…: Row 2 left, Column 3 up.").
QString GameNarration::hintSentence() const
{
    const QString text = GameTexts(*m_session).hint();
    const auto& solution = m_session->answer()->solution();
    const int step = m_session->hints()->step();
    if (text.isEmpty() || step < 2 || !solution || solution->optimalMoves.empty())
        return text.isEmpty() ? text : text + QLatin1Char('.');
    // The moves the board marks: the solver's at step 2, every optimal one at step 3.
    const std::vector<int> marked = step >= 3 ? solution->optimalMoves : std::vector<int>{solution->path.front()};
    QStringList moves;
    for (int move : marked)
        moves << m_presenter->moveName(m_session->model()->state(), move);
    return tr("%1: %2.").arg(text, moves.join(QStringLiteral(", ")));
}

} // namespace minimoves::app
