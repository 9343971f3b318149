// SavedGameReader: one saved game read and parsed off the GUI thread (QtConcurrent) into plain
// values (GameStore::Read: a SavedGame holds no QObject), handed over on the thread that started
// it, where the game's QObjects (its model, its undo stack) are then built. cancel() stops the
// read between chunks and drops what it gives; deleting the reader cancels it. Game ▸ Open and
// the autosave at start read through it, so the window draws and takes input meanwhile.
#pragma once

#include "game/store/game_store.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace minimoves::app {

class SavedGameReader : public QObject {
    Q_OBJECT
public:
    explicit SavedGameReader(QObject* parent = nullptr);
    ~SavedGameReader() override;

    // Reads `path` (a read under way is cancelled first); finished() follows, unless cancelled.
    void start(const QString& path);
    void cancel();
    bool isReading() const { return m_reading; }
    QString path() const { return m_path; }

signals:
    void finished(const minimoves::app::GameStore::Read& read);

private:
    QString m_path;
    bool m_reading = false;
    std::shared_ptr<std::atomic_bool> m_cancel; // shared with the worker, which may outlive us
    QFutureWatcher<GameStore::Read> m_watcher;
};

} // namespace minimoves::app
