// BackgroundWriter: one file of the player's records (statistics.json, progress.json) written off
// the GUI thread, so that a large file never freezes the window after a result. A write is a job
// (it serialises a snapshot it holds by value and writes it, whole or not at all) run on a thread
// of the writer's own, one at a time; a job submitted while one runs waits, and a later one
// replaces it (the latest snapshot wins). A write that fails stays pending: it is tried again with
// the next submit, by a retry timer and by flush(), which the window calls at quit (and the
// destructor, silently) — so a game finished while the disk is full reaches the file once space is
// back. failed() says the first failure once, resumed() the first success after it.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <optional>

class QThread;

namespace minimoves::app {

class BackgroundWriter : public QObject {
    Q_OBJECT
public:
    // Serialises and writes its snapshot on the writer's thread; false with one line why.
    using Job = std::function<bool(QString* error)>;
    struct Result {
        bool ok = false;
        QString error;
        QThread* thread = nullptr; // the thread that wrote (tests: never the GUI thread)
    };
    static constexpr int RetryMs = 5000; // a disk that was full, a folder that was away: tried again

    explicit BackgroundWriter(QObject* parent = nullptr);
    ~BackgroundWriter() override; // flushes, saying nothing

    // Writes `job` as soon as the write under way (if any) is done; replaces a job still waiting.
    void submit(Job job);
    // Waits for the write under way, then writes (on the writer's thread) what is still pending,
    // once: at quit nothing submitted is left behind.
    void flush();
    // Drops what is pending (another file is opened); the write under way finishes.
    void clear();

    bool pending() const { return m_next.has_value() || m_running; } // not written yet
    bool failing() const { return m_failing; }
    QThread* lastWriteThread() const { return m_lastThread; }
    void setRetryMs(int ms) { m_retry.setInterval(ms); } // tests

signals:
    void failed(const QString& error); // the first failure (said once until a write succeeds)
    void resumed();                    // every snapshot written again after a failure
    void written();                    // a write succeeded

private:
    void start();
    void collect();

    QThreadPool m_pool;
    QFutureWatcher<Result> m_watcher;
    QTimer m_retry;
    std::optional<Job> m_next; // submitted, or failed and waiting for its retry
    Job m_current;             // the job under way (kept to be retried)
    bool m_running = false;
    bool m_failing = false;
    QThread* m_lastThread = nullptr;
};

} // namespace minimoves::app
