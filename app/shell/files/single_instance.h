// SingleInstance: one game per settings folder (one per user), so that two copies never write over
// each other's saved games, stars and statistics. The first launch holds a lock file in that folder
// (QLockFile; one left by a copy that crashed is taken over) and listens on a local socket named
// after it (QLocalServer, the user's own); a later launch hands the first its request (what its
// command line asks: command_line.h) and ends, and the first does what was asked, its window
// brought forward.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <memory>

class QLocalServer;
class QLocalSocket;
class QLockFile;

namespace minimoves::app {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `folder`: the settings folder whose games are guarded.
    explicit SingleInstance(QString folder, QObject* parent = nullptr);
    ~SingleInstance() override;

    // The folder of the player's settings (QSettings' own).
    static QString settingsFolder();

    enum class Claim {
        First,      // this launch holds the lock (or none can be taken: a read-only folder) and listens
        HandedOver, // a game holds it and took `request`: this launch ends
        Unanswered, // a game holds it and did not take the request within the wait
    };
    Claim claim(const QByteArray& request, int waitMs = 5000);
    // How old a lock file that names no holder must be to be taken over (milliseconds).
    static constexpr int StaleEmptyLockMs = 2000;
    // The lock's holder, for the message when it does not answer (0: unknown).
    qint64 holder() const;

    // The most a request may hold (a game ID, a puzzle, a file name).
    static constexpr qint64 MaxRequestBytes = 64 * 1024;

signals:
    // A later launch's request, taken.
    void requested(const QByteArray& request);

private:
    QString serverName() const;
    void listen();
    bool handOver(const QByteArray& request, int waitMs);
    void take(QLocalSocket* socket);

    QString m_folder;
    std::unique_ptr<QLockFile> m_lock;
    QLocalServer* m_server = nullptr;
};

} // namespace minimoves::app
