// FileReading: a file read off the GUI thread while the window goes on drawing — the work runs
// in QtConcurrent, the caller waits in an event loop of its own (as a dialog's exec() does), and a
// progress dialog with Cancel comes up when the read takes more than a moment. Cancel returns at
// once: the worker sees the flag between chunks and its result is dropped.
#pragma once

#include <QEventLoop>
#include <QFutureWatcher>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>
#include <QString>
#include <QWidget>
#include <QtConcurrent>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace minimoves::app {

// Runs `work(cancel)` on a worker thread and returns its result; nullopt when the player cancelled.
// `label` is what the progress dialog says ("Reading puzzles.in…").
template <class Result>
std::optional<Result> readOffTheGuiThread(QWidget* parent, const QString& label,
                                          std::function<Result(const std::atomic_bool& cancel)> work)
{
    auto cancel = std::make_shared<std::atomic_bool>(false); // outlives this call if the worker does
    QFuture<Result> future = QtConcurrent::run([work = std::move(work), cancel] { return work(*cancel); });
    QFutureWatcher<Result> watcher;
    QEventLoop loop;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(future);
    QProgressDialog progress(label, QProgressDialog::tr("Cancel"), 0, 0, parent);
    progress.setObjectName(QStringLiteral("fileReadProgress"));
    progress.setWindowModality(Qt::WindowModal); // the window draws; no second read starts meanwhile
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    // Shown once the read has taken a moment (the dialog's own timer would wait for a setValue).
    QTimer showLater;
    showLater.setSingleShot(true);
    QObject::connect(&showLater, &QTimer::timeout, &progress, &QProgressDialog::show);
    showLater.start(400);
    bool cancelled = false;
    QObject::connect(&progress, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        *cancel = true;
        loop.quit();
    });
    if (!future.isFinished())
        loop.exec(QEventLoop::AllEvents);
    if (cancelled || !future.isFinished())
        return std::nullopt;
    return future.result();
}

} // namespace minimoves::app
