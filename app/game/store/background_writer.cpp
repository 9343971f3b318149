#include "game/store/background_writer.h"

#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace minimoves::app {

BackgroundWriter::BackgroundWriter(QObject* parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1); // one write at a time, in the order submitted
    m_retry.setSingleShot(true);
    m_retry.setInterval(RetryMs);
    connect(&m_retry, &QTimer::timeout, this, &BackgroundWriter::start);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &BackgroundWriter::collect);
}

BackgroundWriter::~BackgroundWriter()
{
    const QSignalBlocker quiet(this); // whoever listened may be gone
    flush();
}

void BackgroundWriter::submit(Job job)
{
    m_next = std::move(job);
    m_retry.stop();
    if (!m_running)
        start();
}

void BackgroundWriter::clear()
{
    m_next.reset();
    m_retry.stop();
    m_failing = false;
}

void BackgroundWriter::start()
{
    if (m_running || !m_next)
        return;
    m_retry.stop();
    m_current = std::move(*m_next);
    m_next.reset();
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [job = m_current] {
        Result result;
        result.thread = QThread::currentThread();
        result.ok = job(&result.error);
        return result;
    }));
}

// The write under way is done (its watcher's signal, or flush() waiting for it): the next one
// starts, or the failed one waits for its retry.
void BackgroundWriter::collect()
{
    if (!m_running || !m_watcher.future().isFinished())
        return;
    m_running = false;
    const Result result = m_watcher.future().result();
    m_lastThread = result.thread;
    if (result.ok) {
        m_current = {};
        emit written();
        if (!m_next && std::exchange(m_failing, false))
            emit resumed();
        start();
        return;
    }
    if (!m_next) // nothing newer: this snapshot is tried again later
        m_next = std::move(m_current);
    m_current = {};
    if (!std::exchange(m_failing, true))
        emit failed(result.error);
    m_retry.start();
}

void BackgroundWriter::flush()
{
    const auto waitForIt = [this] {
        m_watcher.waitForFinished();
        collect();
    };
    if (m_running)
        waitForIt(); // the write under way; once written, the one waiting starts at once
    if (!m_running && m_next)
        start(); // one that failed (or never started): once more, now
    if (m_running)
        waitForIt();
    m_retry.stop(); // at quit there is no later
}

} // namespace minimoves::app
