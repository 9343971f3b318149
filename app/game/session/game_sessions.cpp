#include "game/session/game_sessions.h"

#include "game/store/game_store.h"
#include "game/store/saved_game.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <algorithm>

namespace minimoves::app {

GameSessions::GameSessions(QObject* parent) : QObject(parent), m_seed(QRandomGenerator::global()->generate64())
{
    m_planTimer.setSingleShot(true);
    m_planTimer.setInterval(0);
    connect(&m_planTimer, &QTimer::timeout, this, &GameSessions::plan);
    connect(&m_solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (!busy)
            schedulePlan();
    });
    connect(&m_solver, &SolverService::preparingChanged, this, [this](bool preparing) {
        if (!preparing)
            schedulePlan();
    });
    connect(&m_solver, &SolverService::variantsMeasured, this, &GameSessions::schedulePlan);
    connect(&m_reader, &SavedGameReader::finished, this, &GameSessions::pendingRead);
}

GameSessions::~GameSessions()
{
    m_reader.cancel();
    m_legacyReader.cancel();
    m_pending.reset();
    flushAll();
    // Sessions go before the solver service they listen to.
    m_solver.disconnect(this);
    m_aheadReply.reset();
    qDeleteAll(m_sessions);
    m_sessions.clear();
    m_active = nullptr;
}

QString GameSessions::defaultSaveDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/games");
}

void GameSessions::setSaveDirectory(const QString& directory)
{
    m_saveDirectory = directory;
    for (GameSession* s : std::as_const(m_sessions))
        s->store()->setPath(directory.isEmpty() ? QString() : QDir(directory).filePath(s->key() + QStringLiteral(".json")));
}

std::optional<QString> GameSessions::chosenVariant(const PuzzleType& type, const QString& variant)
{
    const auto variants = type.variants();
    if (variants.empty())
        return QString();
    if (std::find(variants.begin(), variants.end(), variant.toStdString()) != variants.end())
        return variant;
    if (!variant.isEmpty())
        return std::nullopt;
    return SavedGame::playedVariant(type.id, variant);
}

QString GameSessions::savePath(const QString& puzzleId, const QString& variant) const
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    const auto chosen = type ? chosenVariant(*type, variant) : std::nullopt;
    if (!chosen || m_saveDirectory.isEmpty())
        return {};
    return QDir(m_saveDirectory).filePath(SavedGame::keyOf(type->id, *chosen) + QStringLiteral(".json"));
}

GameSession* GameSessions::session(const QString& puzzleId, const QString& variant)
{
    return make(puzzleId, variant, nullptr);
}

GameSession* GameSessions::find(const QString& puzzleId, const QString& variant) const
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    const auto chosen = type ? chosenVariant(*type, variant) : std::nullopt;
    return chosen ? m_sessions.value(SavedGame::keyOf(type->id, *chosen)) : nullptr;
}

GameSession* GameSessions::make(const QString& puzzleId, const QString& variant, const GameStore::Read* read)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type)
        return nullptr;
    const auto chosen = chosenVariant(*type, variant);
    if (!chosen)
        return nullptr;
    const QString key = SavedGame::keyOf(type->id, *chosen);
    if (GameSession* known = m_sessions.value(key))
        return known;
    auto* made = new GameSession(*type, *chosen, &m_solver, this);
    made->nextGame()->setPrepareAhead(m_prepareAhead);
    made->setPlayMode(m_playMode);
    if (m_sessionSeed)
        made->nextGame()->setSeed(*m_sessionSeed += quint64(1) << 32);
    m_sessions.insert(key, made);
    connect(made, &GameSession::preparedChanged, this, &GameSessions::schedulePlan);
    if (!m_saveDirectory.isEmpty()) {
        made->store()->setPath(QDir(m_saveDirectory).filePath(key + QStringLiteral(".json")));
        QString error;
        if (!made->loadSaved(&error, read) && !error.isEmpty())
            emit loadFailed(error);
    }
    emit sessionMade(made);
    return made;
}

void GameSessions::setPlayMode(PlayMode mode)
{
    m_playMode = mode;
    for (GameSession* s : std::as_const(m_sessions))
        s->setPlayMode(mode);
}

void GameSessions::setWatched(bool watched)
{
    m_watched = watched;
    if (m_active)
        m_active->clock()->setWatched(watched);
}

void GameSessions::switchTo(const QString& puzzleId, const QString& variant, std::function<void(GameSession*)> then)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    const auto chosen = type ? chosenVariant(*type, variant) : std::nullopt;
    const QString path = savePath(puzzleId, variant);
    if (!chosen || m_sessions.contains(SavedGame::keyOf(type->id, *chosen)) || path.isEmpty() ||
        !QFileInfo::exists(path)) { // nothing to read: at once
        GameSession* s = activate(puzzleId, variant);
        if (then)
            then(s);
        return;
    }
    if (m_pending && m_pending->puzzleId == puzzleId && m_pending->variant == *chosen) {
        // The same switch again: the read goes on; the later `then` is the one that runs.
        if (auto before = std::exchange(m_pending->then, std::move(then)))
            before(nullptr);
        return;
    }
    dropPendingRead();
    m_pending = Pending{puzzleId, *chosen, std::move(then)};
    m_reader.start(path);
    emit readingChanged(puzzleId, QFileInfo(path).fileName());
}

// A switch that is no longer wanted: its read stops, and what it gives is dropped.
void GameSessions::dropPendingRead()
{
    if (!m_pending)
        return;
    const Pending dropped = std::move(*m_pending);
    m_pending.reset();
    m_reader.cancel();
    emit readingChanged(dropped.puzzleId, QString());
    if (dropped.then)
        dropped.then(nullptr);
}

// The switch's saved game is in: its session is made with it (one that did not read is set aside
// and said, and the session draws a new game), and shown.
void GameSessions::pendingRead(const GameStore::Read& read)
{
    if (!m_pending)
        return;
    const Pending done = std::move(*m_pending);
    m_pending.reset();
    make(done.puzzleId, done.variant, &read);
    GameSession* s = activate(done.puzzleId, done.variant);
    emit readingChanged(done.puzzleId, QString());
    if (done.then)
        done.then(s);
}

GameSession* GameSessions::activate(const QString& puzzleId, const QString& variant)
{
    dropPendingRead();
    GameSession* next = session(puzzleId, variant);
    if (!next)
        return nullptr;
    if (next == m_active)
        return next;
    if (m_active) {
        m_active->deactivate();
        m_active->clock()->setWatched(false);
    }
    const bool samePuzzle = m_active && &m_active->type() == &next->type();
    m_active = next;
    m_recent.removeAll(next);
    m_recent.prepend(next);
    // The first game drawn ahead for this size, ready or under way, is its first game (a size with
    // a game of its own, loaded meanwhile, has no use for it); another puzzle has none either.
    if (next->key() == m_aheadKey && !next->hasGame()) {
        if (m_ahead)
            next->nextGame()->adoptPrepared(std::move(*m_ahead));
        else if (m_aheadReply) { // under way: it goes on as the session's own preparation
            m_aheadReply->disconnect(this);
            next->nextGame()->adoptPreparation(std::move(m_aheadReply));
        }
        m_ahead.reset();
        m_aheadReply.reset();
        m_aheadKey.clear();
    } else if (next->key() == m_aheadKey || !samePuzzle) {
        dropFirstGameAhead();
    }
    next->clock()->setWatched(m_watched);
    next->activate(m_difficulty);
    trimPrepared();
    emit activeChanged(next);
    schedulePlan();
    return next;
}

void GameSessions::setSeed(quint64 seed)
{
    m_seed = seed;
    m_sessionSeed = seed;
}

void GameSessions::setPrepareAhead(bool on)
{
    m_prepareAhead = on;
    for (GameSession* s : std::as_const(m_sessions))
        s->nextGame()->setPrepareAhead(on);
    if (!on)
        dropFirstGameAhead();
    schedulePlan();
}

void GameSessions::dropFirstGameAhead()
{
    m_aheadReply.reset(); // stops it
    m_ahead.reset();
    m_aheadKey.clear();
}

// Inactive sessions keep their prepared games, the most recently played first, while their tables
// fit the budget together; the others are dropped (a 4x4 Ball Grid's is 43 MB).
void GameSessions::trimPrepared()
{
    std::uint64_t held = 0;
    for (GameSession* s : std::as_const(m_recent)) {
        if (s == m_active)
            continue;
        const std::uint64_t cost = s->nextGame()->preparedCost();
        if (held + cost > InactivePreparedBudget)
            s->nextGame()->dropPrepared();
        else
            held += cost;
    }
}

void GameSessions::schedulePlan()
{
    if (m_prepareAhead)
        m_planTimer.start();
}

// With nothing else to do (the worker and the preparer idle, the active session's next game ready):
// a first game for the active puzzle's biggest size, when it is not played yet and slow to draw.
void GameSessions::plan()
{
    GameSession* s = m_active;
    if (!m_prepareAhead || !s || !s->hasGame() || s->phase() != GameSession::Phase::Playing ||
        s->nextGame()->wantsPreparation() || s->nextGame()->isPreparing() || m_solver.busy() || m_solver.preparing() || m_ahead ||
        m_aheadReply || s->type().variants().empty())
        return;
    // New stays in the game's own instance (the sliding blocks' layouts, each a component searched
    // in milliseconds): no size is slow to draw, and measuring them all would search every layout.
    if (s->type().newGameKeepsInstance)
        return;
    const auto largest = m_solver.largestVariant(&s->type()); // variantsMeasured() comes back here
    if (!largest || largest->tableStates < FirstGameAheadFrom || largest->variant == s->variant())
        return;
    const QString key = SavedGame::keyOf(s->type().id, largest->variant);
    if (const GameSession* other = m_sessions.value(key); (other && other->hasGame()) || m_aheadFailed.contains(key))
        return;
    if (!m_saveDirectory.isEmpty() &&
        QFile::exists(QDir(m_saveDirectory).filePath(key + QStringLiteral(".json"))))
        return; // a saved game of that size is its game
    m_aheadKey = key;
    m_aheadReply = m_solver.prepareAhead(&s->type(), largest->variant, nullptr, m_seed++, std::nullopt,
                                         /*speculative*/ true);
    connect(m_aheadReply.get(), &SolverReply::finished, this, [this] {
        const std::unique_ptr<SolverReply> reply = std::move(m_aheadReply);
        if (reply->isAnswered()) {
            m_ahead = reply->preparedGame();
            return;
        }
        if (reply->end() == SolverReply::End::Failed) // failed: not again this run; stopped: again when idle
            m_aheadFailed.insert(m_aheadKey);
        m_aheadKey.clear();
        schedulePlan();
    });
}

bool GameSessions::adoptLegacyAutosave(std::function<void(std::optional<std::pair<QString, QString>>)> done)
{
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
    if (m_saveDirectory.isEmpty() || !QFileInfo::exists(legacy))
        return false;
    m_legacyReader.disconnect(this);
    connect(&m_legacyReader, &SavedGameReader::finished, this, [this, legacy, done](const GameStore::Read& read) {
        m_legacyReader.disconnect(this);
        done(takeOverLegacy(legacy, read));
    });
    m_legacyReader.start(legacy);
    return true;
}

// The legacy autosave, read, becomes its puzzle's saved game, unless that puzzle has one already
// (a file that does not read stays where it is).
std::optional<std::pair<QString, QString>> GameSessions::takeOverLegacy(const QString& legacy, const GameStore::Read& read)
{
    if (!read.game)
        return std::nullopt;
    const SavedGame& saved = *read.game;
    const QString id = QString::fromUtf8(saved.puzzle->id().data(), int(saved.puzzle->id().size()));
    const QString variant = QString::fromStdString(saved.puzzle->variant());
    const QString key = saved.key();
    const QString target = QDir(m_saveDirectory).filePath(key + QStringLiteral(".json"));
    if (QFile::exists(target) || m_sessions.contains(key))
        return std::nullopt;
    QDir().mkpath(m_saveDirectory);
    if (!QFile::rename(legacy, target))
        return std::nullopt;
    return std::pair{id, variant};
}

void GameSessions::flushAll()
{
    for (GameSession* s : std::as_const(m_sessions))
        s->store()->flush();
}

} // namespace minimoves::app
