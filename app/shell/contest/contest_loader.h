// ContestLoader: a contest file read into a ContestCaseModel case by case. A worker parses the file
// as it reads it (the puzzle's own parser, PuzzleType::eachContestCase, fed in chunks by the
// bounded BoundedFileBuffer) and hands the cases over in batches; the GUI thread takes them on a
// timer, a few batches at a time, so the list fills while the window stays live. The worker waits
// while the batches not yet taken are many, so what is in flight stays small. Cancel (or deleting
// the loader) stops the worker within a chunk.
#pragma once

#include "core/any_puzzle.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace minimoves::app {

class ContestCaseModel;

// Reads `fileName` as `puzzleId`'s contest input whole, by the loader's own worker code on the
// calling thread: its cases (without their answers: the app asks the solver), or nullopt with
// `error` saying what is wrong in one line (minimoves-cli's own line for bad input; the file's name
// when it cannot be read). Bounded: only a file, at most files::ContestInputMaxBytes. Any thread
// (the screenshot's --contest, the tests).
std::optional<std::vector<ContestCase>> readContestFile(const QString& puzzleId, const QString& fileName, QString* error);

class ContestLoader : public QObject {
    Q_OBJECT
public:
    // A file up to this size is read whole before its list shows, so that a bad case anywhere in it
    // refuses the file as a whole; a larger one is listed as it is read.
    static constexpr qint64 ListAtOnceBytes = 1 << 20;

    // Starts reading at once, into `model` (which must outlive the loader, or be its child).
    ContestLoader(const QString& puzzleId, const QString& fileName, ContestCaseModel* model, QObject* parent = nullptr);
    ~ContestLoader() override; // stops the worker

    void cancel();
    bool isFinished() const { return m_finished; } // read to its end, refused, or cancelled
    // Why the file does not read (minimoves-cli's one line for bad input, or what stopped the read);
    // "" while reading, when it read whole, or when it was cancelled.
    QString error() const { return m_error; }
    bool cancelled() const;
    qint64 bytesRead() const;
    qint64 fileSize() const;
    // Whether the list may show before the whole file is read (its size is past ListAtOnceBytes).
    bool listsAsItReads() const { return fileSize() > ListAtOnceBytes; }

signals:
    void progressed(); // cases went into the model, or more of the file was read
    void finished();

private:
    struct Channel;
    void take();

    std::shared_ptr<Channel> m_channel;
    QPointer<ContestCaseModel> m_model;
    QTimer m_poll;
    bool m_finished = false;
    QString m_error;
};

} // namespace minimoves::app
