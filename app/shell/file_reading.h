// FileReading: a file read off the GUI thread while the window goes on drawing — the work runs
// in QtConcurrent, the caller waits in an event loop of its own (as a dialog's exec() does), and a
// progress dialog with Cancel comes up when the read takes more than a moment. Cancel returns at
// once: the worker sees the flag between chunks and its result is dropped.
#pragma once

#include <QEventLoop>
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

// Waits in an event loop of its own until `ready()` holds (looked at every few milliseconds), the
// window drawing meanwhile; `label` is what the progress dialog says ("Reading puzzles.in…"). False
// when the player cancelled.
inline bool waitWithProgress(QWidget* parent, const QString& label, const std::function<bool()>& ready)
{
    if (ready())
        return true;
    QEventLoop loop;
    QTimer look;
    QObject::connect(&look, &QTimer::timeout, &loop, [&] {
        if (ready())
            loop.quit();
    });
    look.start(5);
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
        loop.quit();
    });
    loop.exec(QEventLoop::AllEvents);
    return !cancelled && ready();
}

// Runs `work(cancel)` on a worker thread and returns its result; nullopt when the player cancelled.
template <class Result>
std::optional<Result> readOffTheGuiThread(QWidget* parent, const QString& label,
                                          std::function<Result(const std::atomic_bool& cancel)> work)
{
    auto cancel = std::make_shared<std::atomic_bool>(false); // outlives this call if the worker does
    QFuture<Result> future = QtConcurrent::run([work = std::move(work), cancel] { return work(*cancel); });
    if (!waitWithProgress(parent, label, [&future] { return future.isFinished(); })) {
        *cancel = true; // the worker sees it between chunks; its result is dropped
        return std::nullopt;
    }
    return future.result();
}

} // namespace minimoves::app
