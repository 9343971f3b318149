#include "shell/files/single_instance.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QSettings>
#include <QThread>

#include <algorithm>
#include <utility>

namespace minimoves::app {

namespace {
constexpr char Taken[] = "taken\n"; // the first's answer: the request is in its hands
} // namespace

SingleInstance::SingleInstance(QString folder, QObject* parent) : QObject(parent), m_folder(std::move(folder)) {}

SingleInstance::~SingleInstance() = default; // the server closes, then the lock is let go

QString SingleInstance::settingsFolder() { return QFileInfo(QSettings().fileName()).absolutePath(); }

// Named after the folder (a socket path has room for a hash, not for any folder's name).
QString SingleInstance::serverName() const
{
    const QByteArray folder = QDir(m_folder).canonicalPath().toUtf8();
    return QStringLiteral("minimoves-") + QString::fromLatin1(QCryptographicHash::hash(folder, QCryptographicHash::Sha256).toHex().left(24));
}

SingleInstance::Claim SingleInstance::claim(const QByteArray& request, int waitMs)
{
    QDir().mkpath(m_folder);
    m_lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(QStringLiteral("minimoves.lock")));
    // Stale when its holder is gone, or when the file says no holder (a game killed between making
    // the file and writing its process id into it) and is older than this; Qt removes a stale
    // file only if no live process holds its native lock, so a live game's lock stays however old.
    m_lock->setStaleLockTime(StaleEmptyLockMs);
    const QDeadlineTimer deadline(waitMs);
    for (;;) {
        if (m_lock->tryLock(0)) {
            listen();
            return Claim::First;
        }
        if (m_lock->error() != QLockFile::LockFailedError)
            return Claim::First; // a folder where no lock can be written keeps nothing to guard
        // Held: its holder takes the request, or is still starting (its socket not yet up).
        if (handOver(request, int(std::clamp<qint64>(deadline.remainingTime(), 100, 2000))))
            return Claim::HandedOver;
        if (deadline.hasExpired())
            return Claim::Unanswered;
        QThread::msleep(100);
    }
}

qint64 SingleInstance::holder() const
{
    qint64 pid = 0;
    QString host, application;
    return m_lock && m_lock->getLockInfo(&pid, &host, &application) ? pid : 0;
}

void SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    const QString name = serverName();
    if (!m_server->listen(name)) {
        QLocalServer::removeServer(name); // a socket left by a copy that crashed (the lock is ours)
        m_server->listen(name);
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket* socket = m_server->nextPendingConnection())
            take(socket);
    });
}

// One request a connection: its bytes up to the end of the line, at most MaxRequestBytes.
void SingleInstance::take(QLocalSocket* socket)
{
    connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
    connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
        if (!socket->canReadLine()) {
            if (socket->bytesAvailable() > MaxRequestBytes)
                socket->abort();
            return;
        }
        const QByteArray request = socket->readLine(MaxRequestBytes).trimmed();
        socket->write(Taken);
        socket->flush();
        socket->disconnectFromServer();
        emit requested(request);
    });
}

bool SingleInstance::handOver(const QByteArray& request, int waitMs)
{
    QLocalSocket socket;
    socket.connectToServer(serverName());
    if (!socket.waitForConnected(waitMs))
        return false;
    socket.write(request + '\n');
    if (!socket.waitForBytesWritten(waitMs))
        return false;
    while (!socket.canReadLine())
        if (!socket.waitForReadyRead(waitMs))
            return false;
    return socket.readLine() == Taken;
}

} // namespace minimoves::app
