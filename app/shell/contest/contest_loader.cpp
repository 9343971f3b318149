#include "shell/contest/contest_loader.h"

#include "shell/contest/contest_case_model.h"
#include "shell/contest/contest_dialog.h"
#include "game/store/file_limits.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <istream>
#include <mutex>
#include <vector>

namespace minimoves::app {

namespace {

constexpr std::size_t FirstBatch = 256;  // the first rows show as soon as they are read
constexpr std::size_t BatchSize = 4096;
constexpr std::size_t MostBatchesWaiting = 64; // about 9 MB of ContestCase objects in flight at most
constexpr int BatchesPerTake = 16;             // what the GUI thread stores in one go (a few ms)

} // namespace

// What the worker and the GUI thread share; the worker holds it too, so it outlives the loader.
struct ContestLoader::Channel {
    std::mutex mutex;
    std::condition_variable room;
    std::deque<std::vector<ContestCase>> batches; // read, not yet taken
    bool done = false;                            // the worker has ended (error says how)
    QString error;
    std::atomic_bool cancel{false};
    std::atomic<qint64> bytesRead{0};
    std::atomic<qint64> size{-1}; // -1 until the file is open

    // Waits for room, then queues `batch`; false once cancelled.
    bool hand(std::vector<ContestCase>&& batch)
    {
        std::unique_lock lock(mutex);
        room.wait(lock, [this] { return batches.size() < MostBatchesWaiting || cancel.load(); });
        if (cancel.load())
            return false;
        batches.push_back(std::move(batch));
        return true;
    }
};

namespace {

// The worker: the whole file through the puzzle's parser, handed over in batches (ContestLoader's,
// and readContestFile's in one batch). The message says why the file does not read ("" when it
// read whole or was cancelled).
QString work(const QString& puzzleId, const QString& fileName, const std::function<bool(std::vector<ContestCase>&&)>& hand,
             files::BoundedFileBuffer& buffer, std::atomic<qint64>& size, std::atomic<qint64>& bytesRead)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type || !type->eachContestCase)
        return ContestDialog::tr("Unknown puzzle '%1'").arg(puzzleId);
    if (!buffer.open(fileName))
        return (buffer.unopened() ? ContestDialog::tr("Cannot open %1: %2") : ContestDialog::tr("Cannot read %1: %2"))
            .arg(QDir::toNativeSeparators(fileName), buffer.failure());
    size = buffer.size();
    std::istream in(&buffer);
    std::vector<ContestCase> batch;
    batch.reserve(FirstBatch);
    std::size_t count = 0;
    bool stopped = false;
    const std::string error = type->eachContestCase(in, [&](ContestCase&& c) {
        if (stopped)
            return;
        c.answer = nullptr; // the app asks the solver; the answer's captures would only take room
        batch.push_back(std::move(c));
        ++count;
        bytesRead = buffer.bytesRead();
        if (batch.size() >= (count <= FirstBatch ? FirstBatch : BatchSize)) {
            stopped = !hand(std::move(batch));
            batch = {};
            batch.reserve(BatchSize);
        }
    });
    bytesRead = buffer.bytesRead();
    if (!batch.empty() && !stopped)
        (void)hand(std::move(batch));
    if (buffer.cancelled())
        return {};
    if (!buffer.failure().isEmpty()) // past the limit, or unreadable: whatever the parser made of the cut
        return ContestDialog::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(fileName), buffer.failure());
    if (!error.empty())
        return QString::fromStdString(error);
    if (count == 0)
        return ContestDialog::tr("%1 holds no case").arg(QFileInfo(fileName).fileName());
    return {};
}

} // namespace

std::optional<std::vector<ContestCase>> readContestFile(const QString& puzzleId, const QString& fileName, QString* error)
{
    std::vector<ContestCase> cases;
    const auto keep = [&cases](std::vector<ContestCase>&& batch) {
        cases.insert(cases.end(), std::make_move_iterator(batch.begin()), std::make_move_iterator(batch.end()));
        return true;
    };
    files::BoundedFileBuffer buffer(files::ContestInputMaxBytes);
    std::atomic<qint64> size{0}, bytesRead{0};
    const QString why = work(puzzleId, fileName, keep, buffer, size, bytesRead);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    return cases;
}

ContestLoader::ContestLoader(const QString& puzzleId, const QString& fileName, ContestCaseModel* model, QObject* parent)
    : QObject(parent), m_channel(std::make_shared<Channel>()), m_model(model)
{
    connect(&m_poll, &QTimer::timeout, this, &ContestLoader::take);
    m_poll.start(15);
    std::shared_ptr<Channel> channel = m_channel;
    (void)QtConcurrent::run(files::readerPool(), [channel, puzzleId, fileName] {
        files::BoundedFileBuffer buffer(files::ContestInputMaxBytes, &channel->cancel);
        const QString error = work(
            puzzleId, fileName, [&](std::vector<ContestCase>&& batch) { return channel->hand(std::move(batch)); },
            buffer, channel->size, channel->bytesRead);
        const std::lock_guard lock(channel->mutex);
        channel->error = error;
        channel->done = true;
    });
}

ContestLoader::~ContestLoader()
{
    // The worker stops within a chunk and drops its batches; nothing is said to anyone any more.
    m_channel->cancel = true;
    m_channel->room.notify_all();
}

void ContestLoader::cancel()
{
    m_channel->cancel = true;
    m_channel->room.notify_all();
    if (!m_finished) {
        m_finished = true;
        m_poll.stop();
        {
            const std::lock_guard lock(m_channel->mutex);
            m_channel->batches.clear();
        }
        emit finished();
    }
}

bool ContestLoader::cancelled() const { return m_channel->cancel.load(); }
qint64 ContestLoader::bytesRead() const { return m_channel->bytesRead.load(); }
qint64 ContestLoader::fileSize() const { return m_channel->size.load(); }

void ContestLoader::take()
{
    std::vector<std::vector<ContestCase>> taken;
    bool done = false;
    QString error;
    {
        const std::lock_guard lock(m_channel->mutex);
        while (!m_channel->batches.empty() && int(taken.size()) < BatchesPerTake) {
            taken.push_back(std::move(m_channel->batches.front()));
            m_channel->batches.pop_front();
        }
        done = m_channel->done && m_channel->batches.empty();
        error = m_channel->error;
    }
    m_channel->room.notify_all();
    if (m_model)
        for (auto& batch : taken)
            m_model->append(std::move(batch));
    if (done) {
        m_poll.stop();
        m_finished = true;
        m_error = error;
    }
    emit progressed();
    if (done)
        emit finished();
}

} // namespace minimoves::app
