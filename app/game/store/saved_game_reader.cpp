#include "game/store/saved_game_reader.h"

#include "game/store/file_limits.h"

#include <QtConcurrent/QtConcurrentRun>

namespace minimoves::app {

SavedGameReader::SavedGameReader(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<GameStore::Read>::finished, this, [this] {
        if (!m_reading)
            return; // cancelled: what it read is dropped
        m_reading = false;
        emit finished(m_watcher.result());
    });
}

SavedGameReader::~SavedGameReader() { cancel(); }

void SavedGameReader::start(const QString& path)
{
    cancel();
    m_path = path;
    m_reading = true;
    auto cancelled = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancelled;
    m_watcher.setFuture(QtConcurrent::run(files::readerPool(), [path, cancelled] { return GameStore::readNow(path, cancelled.get()); }));
}

void SavedGameReader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    m_reading = false;
}

} // namespace minimoves::app
