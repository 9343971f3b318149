// FileReading: a read off the GUI thread (by a worker of the caller's: SavedGameReader, ContestLoader)
// said to the player, with no event loop of its own: the caller starts its worker, makes one of
// these, goes on in the worker's finished slot and ends it there (end()). A progress dialog with
// Cancel ("Reading puzzles.in…", window-modal, object name "fileReadProgress") comes up once the
// read has taken a moment; Cancel emits cancelled() (the caller stops its worker and ends this).
// Before the dialog shows, the window takes the player's input: a second read started then takes
// the place of the first (the caller's to drop).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QProgressDialog;
class QWidget;

namespace minimoves::app {

class FileReading : public QObject {
    Q_OBJECT
public:
    // How long a read goes unsaid before its dialog shows.
    static constexpr int ShowAfterMs = 400;

    FileReading(QWidget* window, const QString& label);
    ~FileReading() override; // end()s

    // The read is over: the dialog closes and goes, and this with it (later: it may be in its signal).
    void end();

signals:
    void cancelled();

private:
    QPointer<QProgressDialog> m_dialog;
    QTimer m_showLater;
};

} // namespace minimoves::app
