#include "shell/gallery/saved_glance.h"

#include "game/session/game_model.h"
#include "game/store/game_store.h"

#include <algorithm>

#include <QtConcurrent>

#include <vector>

namespace minimoves::app {

SavedGlance::SavedGlance(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::optional<GlancedGame>>::finished, this, [this] {
        if (m_watcher.isCanceled() || *m_cancel)
            return;
        if (const std::optional<GlancedGame> game = m_watcher.result())
            emit glanced(*game);
    });
}

SavedGlance::~SavedGlance()
{
    if (m_cancel)
        *m_cancel = true;
}

void SavedGlance::read(const QString& path)
{
    if (m_cancel)
        *m_cancel = true;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_watcher.setFuture(QtConcurrent::run([path, cancel = m_cancel]() -> std::optional<GlancedGame> {
        const GameStore::Read read = GameStore::readNow(path, cancel.get());
        if (!read.game || *cancel)
            return std::nullopt;
        return replay(*read.game);
    }));
}

// As GameModel::restore walks it: a restart goes back to the start, a rewind to the K-th position of
// the line of play, a move on from the last.
GlancedGame SavedGlance::replay(const SavedGame& game)
{
    std::vector<StateRank> line{game.start};
    const int applied = std::min<int>(game.applied, int(game.history.size()));
    for (int i = 0; i < applied; ++i) {
        const int entry = game.history[std::size_t(i)];
        if (entry == SavedGame::Restart) {
            line.assign(1, game.start);
        } else if (entry < SavedGame::Restart) {
            const int keep = GameModel::rewindKeep(entry);
            if (keep >= 0 && std::size_t(keep) + 1 < line.size())
                line.resize(std::size_t(keep) + 1);
        } else if (entry < game.puzzle->moveCount()) {
            line.push_back(game.puzzle->apply(line.back(), entry)); // a move counts even where it changes nothing
        }
    }
    return {game.puzzle, line.back(), int(line.size()) - 1, game.puzzle->isSolved(line.back())};
}

} // namespace minimoves::app
