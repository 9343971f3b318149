// SavedGlance: what a puzzle's saved game holds, for the gallery's card — its position, the moves
// made, whether it is solved — read and replayed off the GUI
// thread, as the saved games are (SavedGameReader); the session reads the file again when the
// puzzle is played. Deleting it drops a read under way.
#pragma once

#include "core/any_puzzle.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>

namespace minimoves::app {

struct SavedGame;

// A game as the gallery shows it.
struct GlancedGame {
    std::shared_ptr<const AnyPuzzle> puzzle;
    StateRank state = 0;
    int moves = 0; // the moves made from the start, as the status bar counts them
    bool solved = false;
};

class SavedGlance : public QObject {
    Q_OBJECT
public:
    explicit SavedGlance(QObject* parent = nullptr);
    ~SavedGlance() override;

    // Reads `path` on a worker; glanced() follows when it holds a game.
    void read(const QString& path);
    bool isReading() const { return m_watcher.isRunning(); }
    // The position after the applied part of a saved game's history, and its moves (any thread).
    static GlancedGame replay(const SavedGame& game);

signals:
    void glanced(const minimoves::app::GlancedGame& game);

private:
    std::shared_ptr<std::atomic_bool> m_cancel; // shared with the worker, which may outlive us
    QFutureWatcher<std::optional<GlancedGame>> m_watcher;
};

} // namespace minimoves::app
