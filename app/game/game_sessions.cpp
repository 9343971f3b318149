#include "game_sessions.h"

#include "game/saved_game.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>

namespace minimoves::app {

GameSessions::GameSessions(QObject* parent) : QObject(parent) {}

GameSessions::~GameSessions()
{
    flushAll();
    // Sessions go before the solver service they listen to.
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
        s->setSavePath(directory.isEmpty() ? QString() : QDir(directory).filePath(s->key() + QStringLiteral(".json")));
}

GameSession* GameSessions::session(const QString& puzzleId, const QString& variant)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type)
        return nullptr;
    const auto variants = type->variants();
    QString chosen = variant;
    if (variants.empty()) {
        chosen.clear();
    } else if (std::find(variants.begin(), variants.end(), chosen.toStdString()) == variants.end()) {
        if (!chosen.isEmpty())
            return nullptr;
        chosen = type->defaultVariant.empty() ? QString::fromStdString(variants.front())
                                              : QString::fromUtf8(type->defaultVariant.data(), int(type->defaultVariant.size()));
    }
    const QString key = GameSession::keyOf(type->id, chosen);
    if (GameSession* known = m_sessions.value(key))
        return known;
    auto* made = new GameSession(*type, chosen, &m_solver, this);
    m_sessions.insert(key, made);
    if (!m_saveDirectory.isEmpty()) {
        made->setSavePath(QDir(m_saveDirectory).filePath(key + QStringLiteral(".json")));
        QString error;
        if (!made->loadSaved(&error) && !error.isEmpty())
            emit loadFailed(error);
    }
    return made;
}

GameSession* GameSessions::activate(const QString& puzzleId, const QString& variant)
{
    GameSession* next = session(puzzleId, variant);
    if (!next)
        return nullptr;
    if (next == m_active)
        return next;
    if (m_active)
        m_active->deactivate();
    m_active = next;
    next->activate(m_difficulty);
    emit activeChanged(next);
    return next;
}

std::optional<std::pair<QString, QString>> GameSessions::adoptLegacyAutosave()
{
    if (m_saveDirectory.isEmpty())
        return std::nullopt;
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
    QFile file(legacy);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    const auto saved = SavedGame::fromJson(file.read(1 << 20), &error);
    file.close();
    if (!saved)
        return std::nullopt;
    const QString id = QString::fromUtf8(saved->puzzle->id().data(), int(saved->puzzle->id().size()));
    const QString variant = QString::fromStdString(saved->puzzle->variant());
    const QString target = QDir(m_saveDirectory).filePath(GameSession::keyOf(saved->puzzle->id(), variant) + QStringLiteral(".json"));
    if (QFile::exists(target) || m_sessions.contains(GameSession::keyOf(saved->puzzle->id(), variant)))
        return std::nullopt;
    QDir().mkpath(m_saveDirectory);
    if (!QFile::rename(legacy, target))
        return std::nullopt;
    return std::pair{id, variant};
}

void GameSessions::flushAll()
{
    for (GameSession* s : std::as_const(m_sessions))
        s->flush();
}

} // namespace minimoves::app
