// FileLimits: the one contract every file the game reads or writes keeps (docs/FILES.md) — each
// kind's size limit, shared by its writer and its reader, the words that say it ("larger than
// 64 MB"), and the one bounded reader: a regular file only (a device, a pipe or a folder is refused
// before it is opened, so that /dev/zero or a FIFO neither blocks nor fills the memory), read in
// chunks up to its limit, on whatever thread calls it, and stoppable between chunks.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <optional>
#include <streambuf>

namespace minimoves::app::files {

// Saved games (the autosaves and Game ▸ Save): what SavedGame writes, compact, never more.
inline constexpr qint64 SavedGameMaxBytes = 64ll << 20;
// Contest input (Game ▸ Import ▸ Open contest input…, --contest): text far larger than any judge's is refused.
inline constexpr qint64 ContestInputMaxBytes = 64ll << 20;
// A game ID from the clipboard (and a daily's in the progress): one line, a few hundred characters
// at most in any puzzle. A limit in characters, counted as characters (characterCount), not bytes.
inline constexpr qint64 GameIdMaxCharacters = 4096;
// The progress (levels' stars, daily puzzles played): bounded by what it may hold (LevelProgress's
// limits), far below this.
inline constexpr qint64 ProgressMaxBytes = 64ll << 20;
// The statistics (statistics.json): bounded by what they may hold (GameStatistics' limits: 1,000
// puzzles' tallies at their largest are under 5 MB, the history 50 games), below this.
inline constexpr qint64 StatisticsMaxBytes = 16ll << 20;

// The characters of `text` as a reader counts them (code points: a Chinese character or an emoji is
// one, however many bytes or UTF-16 units it takes): what a limit said in characters measures.
qsizetype characterCount(const QString& text);

// "64 MB" (or "4 KB"): a limit as the messages say it.
QString sizeText(qint64 bytes);

struct ReadResult {
    std::optional<QByteArray> bytes; // the whole file; nullopt when it was not read
    QString error;                   // why not, one line, without the file's name
    bool unopened = false;           // it could not be opened at all (missing, no permission, not a file)
    bool cancelled = false;          // `cancel` was set while reading
};

// The whole of `path` if it is a regular file of at most `maxBytes`. `cancel` (may be null) is
// looked at between chunks; `progress` (may be empty) hears the bytes read so far and the file's size.
ReadResult readBounded(const QString& path, qint64 maxBytes, const std::atomic_bool* cancel = nullptr,
                       const std::function<void(qint64 done, qint64 total)>& progress = {});

// The threads files are read on (saved games, contest input): a pool of their own, so that a
// read neither waits behind nor holds up the pool Qt paints with (QThreadPool's global one).
QThreadPool* readerPool();

// Why `path` cannot be read as a file (not there, a folder, a device or a pipe), or "" when it can
// be opened: asks the file system only (stat), never opens it, so a FIFO cannot block.
QString notAFile(const QString& path);

// The same bounded read as a std::streambuf for a parser that reads as it goes (contest input
// listed case by case): a regular file only, fed in chunks, ended (EOF) past `maxBytes`, on a
// read error or once `cancel` is set, each said by failure() — which overrides whatever the
// parser made of the cut-off text. Any one thread.
class BoundedFileBuffer : public std::streambuf {
public:
    BoundedFileBuffer(qint64 maxBytes, const std::atomic_bool* cancel = nullptr);
    // False, with failure() and unopened() set, when `path` is no file that opens.
    bool open(const QString& path);
    QString failure() const { return m_failure; } // "" while the bytes read are the file's, whole so far
    bool unopened() const { return m_unopened; }
    bool cancelled() const { return m_cancelled; }
    qint64 bytesRead() const { return m_read; }
    qint64 size() const { return m_size; } // the file's size when opened (a hint: it may grow)

protected:
    int_type underflow() override;

private:
    QFile m_file;
    QByteArray m_chunk;
    qint64 m_maxBytes;
    const std::atomic_bool* m_cancel;
    qint64 m_read = 0;
    qint64 m_size = 0;
    QString m_failure;
    bool m_unopened = false;
    bool m_cancelled = false;
};

} // namespace minimoves::app::files
