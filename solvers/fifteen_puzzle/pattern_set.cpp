// Pattern partitions, their tables in the cache folder, and the heuristic over them.
#include "fifteen_puzzle/pattern_set.h"

#include "fifteen_puzzle/pattern_build.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace minimoves::fifteen_puzzle {

std::optional<PatternPartition> partitionNamed(std::string_view name)
{
    if (name == "5-5-5")
        return PatternPartition{"5-5-5", fifteenShape, {{1, 2, 5, 6, 9}, {3, 4, 7, 8, 12}, {10, 11, 13, 14, 15}}};
    if (name == "6-6-3")
        return PatternPartition{"6-6-3", fifteenShape, {{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}}};
    if (name == "7-7-1")
        return PatternPartition{"7-7-1", fifteenShape, {{1, 2, 3, 4, 5, 6, 7}, {9, 10, 11, 12, 13, 14, 15}, {8}}};
    if (name == "7-8")
        return PatternPartition{"7-8", fifteenShape, {{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 15}}};
    if (name == "4-4-4-3")
        return PatternPartition{"4-4-4-3", fifteenShape, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}};
    if (name == "4-4-4-3c")
        return PatternPartition{"4-4-4-3c", fifteenShape, {{1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}, {4, 8, 12}}};
    if (name == "3x3")
        return PatternPartition{"3x3", Shape{3, 3}, {{1, 2, 3, 4}, {5, 6, 7, 8}}};
    if (name == "2x4")
        return PatternPartition{"2x4", Shape{4, 2}, {{1, 2, 5, 6}, {3, 4, 7}}};
    return std::nullopt;
}

std::string defaultCacheFolder()
{
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && xdg[0] == '/')
        return std::string(xdg) + "/minimoves";
    if (const char* home = std::getenv("HOME"); home && home[0] == '/')
        return std::string(home) + "/.cache/minimoves";
    return {};
}

PatternSet::PatternSet(PatternPartition partition) : m_partition(std::move(partition)) {}

void PatternSet::index()
{
    const Shape shape = m_partition.shape;
    m_patternOf.fill(-1);
    m_slotOf.fill(-1);
    for (std::size_t p = 0; p < m_databases.size(); ++p) {
        const auto& tiles = m_databases[p].tiles();
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            m_patternOf[tiles[i]] = int(p);
            m_slotOf[tiles[i]] = int(i);
        }
    }
    m_mirrors = shape.width == shape.height;
    for (int c = 0; c < shape.cells(); ++c)
        m_mirrorCell[std::size_t(c)] = m_mirrors ? shape.column(c) * shape.width + shape.row(c) : c;
    m_mirrorTile[0] = 0;
    for (int t = 1; t < shape.cells(); ++t)
        m_mirrorTile[std::size_t(t)] = m_mirrorCell[std::size_t(t - 1)] + 1;
}

std::optional<PatternSet> PatternSet::build(const PatternPartition& partition, const SearchControl& control)
{
    return loadOrBuild(partition, {}, control);
}

namespace {

// The placements of every pattern, for a progress over the whole set weighted by the work.
std::uint64_t totalPlacements(const PatternPartition& partition)
{
    std::uint64_t total = 0;
    for (const auto& tiles : partition.patterns)
        total += placementCount(partition.shape.cells(), int(tiles.size()));
    return total;
}

std::atomic<int> s_tablesBuilt{0};

// Why a table could not be written: a line for the notes, and the system's words.
struct WriteProblem {
    std::string line;
    std::string reason;
};

// Once a large table's file is written, the system's copy of its pages is dropped (written to
// disk first): the next start reads it afresh into memory mapped in 2 MB pages, where the system
// can (TableMemory::mapFile), rather than using the 4 KB pieces the writing left.
void forgetWrittenPages(const std::filesystem::path& path, std::uint64_t bytes)
{
    if (bytes < TableMemory::HugePage)
        return;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    if (::fdatasync(fd) == 0)
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::close(fd);
}

// Writes `table` as `path`, through a temporary file renamed over it: a reader (another copy of
// the game, the CLI) sees the old file or the whole new one.
std::optional<WriteProblem> writeTable(const PatternDatabase& table, const std::filesystem::path& path)
{
    std::error_code error;
    std::filesystem::create_directories(path.parent_path(), error);
    if (error)
        return WriteProblem{"cannot make the folder " + path.parent_path().string() + ": " + error.message(), error.message()};
    const std::filesystem::path temporary = path.string() + ".part" + std::to_string(::getpid());
    {
        errno = 0;
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        table.write(out);
        out.flush();
        if (!out) {
            const std::string reason = errno ? std::error_code(errno, std::generic_category()).message() : "it cannot be written";
            std::filesystem::remove(temporary, error);
            return WriteProblem{"cannot write " + temporary.string() + ": " + reason, reason};
        }
    }
    std::filesystem::rename(temporary, path, error);
    if (error) {
        const std::string reason = error.message();
        std::filesystem::remove(temporary, error);
        return WriteProblem{"cannot rename " + temporary.string() + " to " + path.filename().string() + ": " + reason, reason};
    }
    forgetWrittenPages(path, table.bytes());
    return std::nullopt;
}

// The table of `tiles` from a file of an older version in `folder` (the newest there that reads
// whole), or nullopt; a file that does not read is noted and left alone.
std::optional<PatternDatabase> readOlder(Shape shape, const std::vector<std::uint8_t>& tiles, const std::string& folder,
                                         std::vector<std::string>* notes)
{
    if (folder.empty())
        return std::nullopt;
    for (int version = PatternDatabase::FormatVersion - 1; version >= PatternDatabase::OldestReadVersion; --version) {
        const std::filesystem::path path = std::filesystem::path(folder) / PatternDatabase::fileName(shape, tiles, version);
        std::error_code error;
        if (!std::filesystem::is_regular_file(path, error))
            continue;
        auto read = PatternDatabase::readFile(path.string(), shape, tiles, version);
        if (read)
            return std::move(read).value();
        if (notes)
            notes->push_back(path.string() + ": " + read.error());
    }
    return std::nullopt;
}

} // namespace

std::optional<PatternSet> PatternSet::loadOrBuild(const PatternPartition& partition, const std::string& folder,
                                                  const SearchControl& control, std::vector<std::string>* notes,
                                                  std::string* writeProblem)
{
    PatternSet set(partition);
    const std::uint64_t total = totalPlacements(partition);
    std::uint64_t done = 0;
    for (const auto& tiles : partition.patterns) {
        const std::uint64_t size = placementCount(partition.shape.cells(), int(tiles.size()));
        const std::filesystem::path path =
            folder.empty() ? std::filesystem::path() : std::filesystem::path(folder) / PatternDatabase::fileName(partition.shape, tiles);
        std::error_code error;
        if (!path.empty() && std::filesystem::exists(path, error) && !std::filesystem::is_regular_file(path, error)) {
            // A device or a FIFO would block or never end: not opened, replaced by the table built.
            if (notes)
                notes->push_back(path.string() + ": not a regular file; building it again");
        } else if (!path.empty() && std::filesystem::exists(path, error)) {
            auto read = PatternDatabase::readFile(path.string(), partition.shape, tiles);
            if (read) {
                set.m_databases.push_back(std::move(read).value());
                done += size;
                control.report(double(done) / double(total));
                continue;
            }
            if (notes)
                notes->push_back(path.string() + ": " + read.error() + "; building it again");
        } else if (auto older = readOlder(partition.shape, tiles, folder, notes)) {
            // Written again in this version (a copy, not a build: the 8-tile table of 7-8 took minutes).
            if (const auto problem = writeTable(*older, path)) {
                if (notes)
                    notes->push_back(problem->line);
                if (writeProblem && writeProblem->empty())
                    *writeProblem = problem->reason;
            }
            set.m_databases.push_back(std::move(*older));
            done += size;
            control.report(double(done) / double(total));
            continue;
        }
        SearchControl part = control;
        part.progress = [&](double fraction) { control.report((double(done) + fraction * double(size)) / double(total)); };
        auto built = PatternDatabase::build(partition.shape, tiles, part);
        if (!built)
            return std::nullopt;
        ++s_tablesBuilt;
        if (!path.empty())
            if (const auto problem = writeTable(*built, path)) {
                if (notes)
                    notes->push_back(problem->line);
                if (writeProblem && writeProblem->empty())
                    *writeProblem = problem->reason;
            }
        set.m_databases.push_back(std::move(*built));
        done += size;
    }
    set.index();
    return set;
}

int PatternSet::tablesBuilt() { return s_tablesBuilt.load(); }

std::uint64_t PatternSet::tableBytes(const PatternPartition& partition)
{
    std::uint64_t sum = 0;
    for (const auto& tiles : partition.patterns)
        sum += (placementCount(partition.shape.cells(), int(tiles.size())) + 1) / 2;
    return sum;
}

std::uint64_t PatternSet::buildPeakBytes(const PatternPartition& partition)
{
    std::uint64_t search = 0;
    for (const auto& tiles : partition.patterns)
        search = std::max(search, (detail::patternBuildStates(partition.shape, int(tiles.size())) + 3) / 4);
    return tableBytes(partition) + search;
}

std::uint64_t PatternSet::bytes() const
{
    std::uint64_t sum = 0;
    for (const auto& table : m_databases)
        sum += table.bytes();
    return sum;
}

int PatternSet::bound(const Board& board) const
{
    const Shape shape = m_partition.shape;
    std::array<std::array<std::uint8_t, MaxCells>, MaxPatterns> cells{}, mirrored{};
    for (int c = 0; c < shape.cells(); ++c) {
        const int tile = board.cells[std::size_t(c)];
        if (tile == blankTile)
            continue;
        cells[std::size_t(patternOf(tile))][std::size_t(slotOf(tile))] = std::uint8_t(c);
        const int image = mirrorTile(tile);
        mirrored[std::size_t(patternOf(image))][std::size_t(slotOf(image))] = std::uint8_t(mirrorCell(c));
    }
    int direct = 0, reflected = 0;
    for (std::size_t p = 0; p < m_databases.size(); ++p) {
        direct += m_databases[p].bound(cells[p].data());
        reflected += m_databases[p].bound(mirrored[p].data());
    }
    return std::max(direct, reflected);
}

} // namespace minimoves::fifteen_puzzle
