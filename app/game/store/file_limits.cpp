#include "game/store/file_limits.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace minimoves::app::files {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("minimoves::app::files", text); }

constexpr qint64 ChunkBytes = 1 << 20; // a cancel is seen within a megabyte
constexpr qint64 StreamChunkBytes = 256 << 10; // what a parser that reads as it goes gets at a time

QString tooLargeText(qint64 maxBytes)
{
    return tr("it is larger than %1, the most this kind of file may be").arg(sizeText(maxBytes));
}

} // namespace

QThreadPool* readerPool()
{
    static QThreadPool pool;
    return &pool;
}

qsizetype characterCount(const QString& text)
{
    qsizetype count = 0;
    for (const QChar c : text)
        count += !c.isLowSurrogate(); // a pair is one character
    return count;
}

QString sizeText(qint64 bytes)
{
    if (bytes >= (1ll << 20) && bytes % (1ll << 20) == 0)
        return tr("%1 MB").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return tr("%1 KB").arg(bytes >> 10);
    return tr("%1 bytes").arg(bytes);
}

QString notAFile(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return tr("there is no such file");
    if (info.isDir())
        return tr("it is a folder, not a file");
    if (!info.isFile()) // a character or block device (/dev/zero), a FIFO, a socket
        return tr("it is a device or a pipe, not a file; only files are read");
    return {};
}

ReadResult readBounded(const QString& path, qint64 maxBytes, const std::atomic_bool* cancel,
                       const std::function<void(qint64, qint64)>& progress)
{
    ReadResult result;
    if (const QString why = notAFile(path); !why.isEmpty()) {
        result.error = why;
        result.unopened = true;
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        result.error = file.errorString();
        result.unopened = true;
        return result;
    }
    const QString tooLarge = tooLargeText(maxBytes);
    const qint64 size = file.size();
    if (size > maxBytes) { // said at once, before anything is read
        result.error = tooLarge;
        return result;
    }
    // The size is only a hint: a file can grow while it is read, and some (in /proc) say 0.
    QByteArray bytes;
    bytes.reserve(qsizetype(size));
    for (;;) {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            result.error = tr("reading was cancelled");
            return result;
        }
        const qint64 room = maxBytes + 1 - bytes.size(); // one byte past the limit tells it is broken
        const QByteArray chunk = file.read(std::min(ChunkBytes, room));
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                result.error = file.errorString();
                return result;
            }
            break;
        }
        bytes += chunk;
        if (bytes.size() > maxBytes) {
            result.error = tooLarge;
            return result;
        }
        if (progress)
            progress(bytes.size(), std::max(size, qint64(bytes.size())));
    }
    result.bytes = std::move(bytes);
    return result;
}

BoundedFileBuffer::BoundedFileBuffer(qint64 maxBytes, const std::atomic_bool* cancel)
    : m_maxBytes(maxBytes), m_cancel(cancel)
{
}

bool BoundedFileBuffer::open(const QString& path)
{
    m_failure = notAFile(path); // a device or a pipe is refused unopened, as readBounded does
    if (m_failure.isEmpty()) {
        m_file.setFileName(path);
        if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
            m_failure = m_file.errorString();
    }
    if (!m_failure.isEmpty()) {
        m_unopened = true;
        return false;
    }
    m_size = m_file.size();
    if (m_size > m_maxBytes) { // said at once, before anything is read
        m_failure = tooLargeText(m_maxBytes);
        return false;
    }
    return true;
}

BoundedFileBuffer::int_type BoundedFileBuffer::underflow()
{
    if (gptr() < egptr())
        return traits_type::to_int_type(*gptr());
    if (!m_failure.isEmpty() || !m_file.isOpen())
        return traits_type::eof();
    if (m_cancel && m_cancel->load()) {
        m_cancelled = true;
        // The context named: lupdate would take a member's tr() for the class's own.
        m_failure = QCoreApplication::translate("minimoves::app::files", "reading was cancelled");
        return traits_type::eof();
    }
    // One byte past the limit tells the file is larger than it may be.
    m_chunk = m_file.read(std::min(StreamChunkBytes, m_maxBytes + 1 - m_read));
    if (m_chunk.isEmpty()) {
        if (m_file.error() != QFileDevice::NoError)
            m_failure = m_file.errorString();
        return traits_type::eof();
    }
    m_read += m_chunk.size();
    if (m_read > m_maxBytes) {
        m_failure = tooLargeText(m_maxBytes);
        return traits_type::eof();
    }
    char* begin = m_chunk.data();
    setg(begin, begin, begin + m_chunk.size());
    return traits_type::to_int_type(*gptr());
}

} // namespace minimoves::app::files
