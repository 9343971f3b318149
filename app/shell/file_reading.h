// FileReading: the wait for a file read off the GUI thread (by a worker of the caller's, such as
// ContestLoader) while the window goes on drawing — the caller waits in an event loop of its own
// (as a dialog's exec() does), and a progress dialog with Cancel comes up when the read takes more
// than a moment. Cancel returns at once; the caller stops its worker.
#pragma once

#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>
#include <QString>
#include <QWidget>

#include <functional>

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
    // Once shown, the window draws but takes no input, so no second read starts under this one. In
    // the moment before it shows the window still takes the player's input, and a command given
    // then runs inside this loop (a second contest input opened waits in a loop of its own, on top).
    progress.setWindowModality(Qt::WindowModal);
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

} // namespace minimoves::app
