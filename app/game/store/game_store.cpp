#include "game/store/game_store.h"

#include "game/store/file_aside.h"
#include "game/store/file_limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace minimoves::app {

namespace {

constexpr int SaveDelayMs = 500;  // a burst of moves is written once, well within a second
constexpr int SaveRetryMs = 5000; // a save that failed: the folder or the disk may come back

} // namespace

GameStore::GameStore(const GameModel* model, const HintLadder* hints, const Playback* playback, const GameClock* clock,
                     QObject* parent)
    : QObject(parent), m_model(model), m_hints(hints), m_playback(playback), m_clock(clock)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &GameStore::flush);
}

GameStore::Read GameStore::readNow(const QString& path, const std::atomic_bool* cancel)
{
    Read read;
    // The writer's own limit (file_limits.h): whatever SavedGame writes reads back here.
    const files::ReadResult file = files::readBounded(path, files::SavedGameMaxBytes, cancel);
    read.unopened = file.unopened;
    read.cancelled = file.cancelled;
    if (!file.bytes) {
        read.error = file.error;
        return read;
    }
    read.game = SavedGame::fromJson(*file.bytes, &read.error, &read.newer);
    return read;
}

std::optional<SavedGame> GameStore::read(const QString& path, QString* error, bool* newer, bool* unopened)
{
    Read read = readNow(path);
    if (newer)
        *newer = read.newer;
    if (unopened)
        *unopened = read.unopened;
    if (error && !read.game)
        *error = read.error;
    return std::move(read.game);
}

bool GameStore::write(const SavedGame& game, const QString& path, QString* error) { return game.writeTo(path, error); }

SavedGame GameStore::snapshot() const
{
    SavedGame saved = SavedGame::capture(*m_model, m_hints->positions(), m_hints->steps(), m_hints->depth());
    saved.assisted = m_playback->assisted();
    saved.clockMs = m_clock->elapsedMs();
    saved.difficulty = m_difficulty ? int(*m_difficulty) : -1;
    saved.challenge = m_challenge;
    return saved;
}

bool GameStore::saveAs(const QString& path, QString* error) const
{
    if (!m_model->puzzle())
        return false;
    return write(snapshot(), path, error);
}

void GameStore::scheduleSave()
{
    if (!m_path.isEmpty() && m_model->puzzle()) {
        m_unsaved = true;
        // Within SaveDelayMs of the first change not yet written, however many follow: a timer
        // started again at every move would never fire during a burst of quick moves. (A retry
        // due later than that is brought forward.)
        if (!m_timer.isActive() || m_timer.remainingTime() > SaveDelayMs)
            m_timer.start(SaveDelayMs);
    }
}

void GameStore::flush()
{
    // The clock ran on since the last save (the window closes, the session is left): kept too.
    if (!m_unsaved && m_model->puzzle() && m_clock->elapsedMs() / 1000 != m_savedClockMs / 1000)
        m_unsaved = !m_path.isEmpty();
    if (!m_unsaved)
        return;
    m_timer.stop();
    if (m_path.isEmpty() || !m_model->puzzle()) {
        m_unsaved = false;
        return;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString reason;
    const SavedGame game = snapshot();
    if (write(game, m_path, &reason)) {
        m_unsaved = false;
        m_savedClockMs = game.clockMs;
        if (m_failing) {
            m_failing = false;
            emit saveResumed();
        }
        return;
    }
    // The change stays unsaved: the next change or the retry writes the game as it is then.
    m_timer.start(SaveRetryMs);
    if (!m_failing) {
        m_failing = true;
        emit saveFailed(tr("Cannot save the game to %1: %2").arg(QDir::toNativeSeparators(m_path), reason));
    }
}

void GameStore::markSaved()
{
    m_timer.stop();
    m_unsaved = false;
    m_savedClockMs = m_clock->elapsedMs();
}

std::optional<SavedGame> GameStore::load(const QString& key, QString* error, const Read* read)
{
    if (m_path.isEmpty())
        return std::nullopt;
    files::removeLeftovers(m_path);
    if (!QFileInfo::exists(m_path))
        return std::nullopt;
    const Read here = read ? Read() : readNow(m_path);
    const Read& file = read ? *read : here;
    QString reason = file.error;
    const bool newer = file.newer;
    std::optional<SavedGame> saved = file.game;
    if (saved && saved->key() != key)
        reason = tr("it holds a game of another puzzle or size"), saved.reset();
    if (saved)
        return saved;
    // Nothing the player had is destroyed: the file moves aside (rename never overwrites), and a
    // file that cannot move is not saved over either.
    const QString name = QFileInfo(m_path).fileName();
    const QString aside = files::moveAside(m_path, newer);
    QString message;
    if (!aside.isEmpty()) {
        message = tr("Saved game %1: %2; it is kept as %3 and a new game begins").arg(name, reason, aside);
    } else {
        message = tr("Saved game %1: %2; it could not be set aside, so this game is not saved over it").arg(name, reason);
        m_path.clear();
    }
    if (error)
        *error = message;
    return std::nullopt;
}

} // namespace minimoves::app
