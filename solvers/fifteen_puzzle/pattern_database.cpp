// The pattern databases' 0-1 BFS, their file form and checksum.
#include "fifteen_puzzle/pattern_database.h"

#include "core/parallel.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <istream>
#include <ostream>
#include <sstream>

namespace minimoves::fifteen_puzzle {

std::uint64_t placementCount(int cellCount, int k)
{
    std::uint64_t count = 1;
    for (int i = 0; i < k; ++i)
        count *= std::uint64_t(cellCount - i);
    return count;
}

namespace {

// The cells of placement `index` (the inverse of placementIndex); the index fits 32 bits (at most
// 16!/8! placements), so the divisions are 32-bit ones.
void unrankPlacement(int cellCount, std::uint32_t index, int k, std::uint8_t* cells)
{
    std::array<std::uint32_t, MaxCells> digits{};
    for (int i = k; i-- > 0;) {
        const auto base = std::uint32_t(cellCount - i);
        digits[std::size_t(i)] = index % base;
        index /= base;
    }
    std::uint32_t unused = (1u << cellCount) - 1;
    for (int i = 0; i < k; ++i) {
        std::uint32_t pick = unused;
        for (std::uint32_t d = 0; d < digits[std::size_t(i)]; ++d)
            pick &= pick - 1;
        const int cell = __builtin_ctz(pick);
        cells[i] = std::uint8_t(cell);
        unused &= ~(1u << cell);
    }
}

// The geometry of the blank's free moves on one frame, as 16-bit cell masks.
struct Frame {
    explicit Frame(Shape shape) : shape(shape)
    {
        all = std::uint16_t((1u << shape.cells()) - 1);
        for (int c = 0; c < shape.cells(); ++c) {
            if (shape.column(c) != 0)
                notFirstColumn |= std::uint16_t(1u << c);
            if (shape.column(c) != shape.width - 1)
                notLastColumn |= std::uint16_t(1u << c);
        }
        for (int c = 0; c < shape.cells(); ++c)
            neighbours[std::size_t(c)] = spread(std::uint16_t(1u << c));
    }
    // Every cell one step from a cell of `mask`.
    std::uint16_t spread(std::uint16_t mask) const
    {
        const unsigned m = mask;
        const unsigned w = unsigned(shape.width);
        return std::uint16_t(((m << w) | (m >> w) | ((m & notLastColumn) << 1) | ((m & notFirstColumn) >> 1)) & all);
    }
    // The cells of `free` the blank reaches from `seed` at no cost: its region.
    std::uint16_t region(std::uint16_t seed, std::uint16_t free) const
    {
        std::uint16_t reached = seed;
        for (;;) {
            const auto grown = std::uint16_t((reached | spread(reached)) & free);
            if (grown == reached)
                return reached;
            reached = grown;
        }
    }

    Shape shape;
    std::uint16_t all = 0;
    std::uint16_t notFirstColumn = 0;
    std::uint16_t notLastColumn = 0;
    std::array<std::uint16_t, MaxCells> neighbours{};
};

int manhattan(Shape shape, const std::vector<std::uint8_t>& tiles, const std::uint8_t* cells)
{
    int sum = 0;
    for (std::size_t i = 0; i < tiles.size(); ++i)
        sum += shape.distance(cells[i], tiles[i] - 1);
    return sum;
}

constexpr const char* FileTitle = "minimoves fifteen-puzzle pattern database";

std::string tilesText(const std::vector<std::uint8_t>& tiles, char separator)
{
    std::string text;
    for (auto t : tiles) {
        if (!text.empty())
            text += separator;
        text += std::to_string(t);
    }
    return text;
}

} // namespace

PatternDatabase::PatternDatabase(Shape shape, std::vector<std::uint8_t> tiles)
    : m_shape(shape), m_tiles(std::move(tiles)), m_placements(placementCount(shape.cells(), int(m_tiles.size()))),
      m_entries(std::size_t((m_placements + 1) / 2), 0)
{
}

std::optional<PatternDatabase> PatternDatabase::build(Shape shape, std::vector<std::uint8_t> tiles,
                                                      const SearchControl& control)
{
    std::sort(tiles.begin(), tiles.end());
    PatternDatabase table(shape, std::move(tiles));
    const int n = shape.cells();
    const int k = int(table.m_tiles.size());
    const std::uint64_t size = table.m_placements;
    const Frame frame(shape);

    // Per placement: the blank's cells reached so far, those reached in the last layer (to expand),
    // and those the layer being made reaches (written by any thread: atomic OR).
    std::vector<std::uint16_t> seen(size, 0), frontier(size, 0), next(size, 0);

    std::array<std::uint8_t, MaxCells> goal{};
    for (int i = 0; i < k; ++i)
        goal[std::size_t(i)] = std::uint8_t(table.m_tiles[std::size_t(i)] - 1);
    std::uint16_t goalFree = frame.all;
    for (int i = 0; i < k; ++i)
        goalFree &= std::uint16_t(~(1u << goal[std::size_t(i)]));
    const std::uint64_t goalIndex = placementIndex(n, goal.data(), k);
    seen[goalIndex] = frontier[goalIndex] = frame.region(std::uint16_t(1u << (n - 1)), goalFree);
    // Entries start at 0 (the goal's); every other placement is written once, when first reached.

    WorkerPool pool;
    // Even chunks of whole 64-placement groups: a chunk owns whole bytes of the 4-bit entries.
    const std::uint64_t chunk = 1u << 14;
    std::uint64_t reached = 1;
    for (int depth = 0;; ++depth) {
        const bool expanded = pool.forEachChunk(size, chunk, control, [&](std::uint64_t begin, std::uint64_t end, int) {
            std::array<std::uint8_t, MaxCells> cells{};
            for (std::uint64_t p = begin; p < end; ++p) {
                const std::uint16_t blanks = frontier[p];
                if (blanks == 0)
                    continue;
                unrankPlacement(n, std::uint32_t(p), k, cells.data());
                std::uint16_t occupied = 0;
                for (int i = 0; i < k; ++i)
                    occupied |= std::uint16_t(1u << cells[std::size_t(i)]);
                for (int i = 0; i < k; ++i) {
                    const std::uint8_t from = cells[std::size_t(i)];
                    std::uint16_t to = frame.neighbours[from] & blanks;
                    while (to != 0) {
                        const int blank = __builtin_ctz(to);
                        to &= std::uint16_t(to - 1);
                        // The tile steps into the blank's cell; the blank is now where the tile was.
                        cells[std::size_t(i)] = std::uint8_t(blank);
                        const std::uint64_t q = placementIndex(n, cells.data(), k);
                        cells[std::size_t(i)] = from;
                        // The blank's region there holds `from`. Regions are reached whole, so one
                        // whose cell `from` was seen before (seen is only written between layers:
                        // this read races with nothing), or that this layer reached already (one
                        // fetch_or wrote it whole), needs no flood fill: most moves, after the
                        // first layers.
                        const auto fromBit = std::uint16_t(1u << from);
                        std::atomic_ref<std::uint16_t> target(next[q]);
                        if ((seen[q] & fromBit) != 0 || (target.load(std::memory_order_relaxed) & fromBit) != 0)
                            continue;
                        const auto free = std::uint16_t(frame.all & ~(occupied ^ fromBit ^ (1u << blank)));
                        target.fetch_or(frame.region(fromBit, free), std::memory_order_relaxed);
                    }
                }
            }
        });
        if (!expanded)
            return std::nullopt;
        std::atomic<std::uint64_t> added{0};
        std::atomic<bool> any{false};
        const bool merged = pool.forEachChunk(size, chunk, control, [&](std::uint64_t begin, std::uint64_t end, int) {
            std::array<std::uint8_t, MaxCells> cells{};
            std::uint64_t firstReached = 0;
            bool grew = false;
            for (std::uint64_t p = begin; p < end; ++p) {
                const auto fresh = std::uint16_t(next[p] & ~seen[p]);
                next[p] = 0;
                frontier[p] = fresh;
                if (fresh == 0)
                    continue;
                grew = true;
                if (seen[p] == 0) {
                    ++firstReached;
                    unrankPlacement(n, std::uint32_t(p), k, cells.data());
                    const int cost = depth + 1;
                    const int excess = std::min((cost - manhattan(shape, table.m_tiles, cells.data())) / 2, 15);
                    table.m_entries[p >> 1] |= std::uint8_t(excess << ((p & 1) << 2));
                }
                seen[p] |= fresh;
            }
            added.fetch_add(firstReached, std::memory_order_relaxed);
            if (grew)
                any.store(true, std::memory_order_relaxed);
        });
        if (!merged)
            return std::nullopt;
        reached += added.load();
        control.report(double(reached) / double(size));
        if (!any.load())
            break;
    }
    return table;
}

int PatternDatabase::bound(const std::uint8_t* cells) const
{
    const int k = int(m_tiles.size());
    return manhattan(m_shape, m_tiles, cells) + 2 * excess(placementIndex(m_shape.cells(), cells, k));
}

std::vector<std::uint64_t> PatternDatabase::boundCounts() const
{
    std::vector<std::uint64_t> counts;
    const int k = int(m_tiles.size());
    std::array<std::uint8_t, MaxCells> cells{};
    for (std::uint64_t p = 0; p < m_placements; ++p) {
        unrankPlacement(m_shape.cells(), std::uint32_t(p), k, cells.data());
        const int b = bound(cells.data());
        if (counts.size() <= std::size_t(b))
            counts.resize(std::size_t(b) + 1, 0);
        ++counts[std::size_t(b)];
    }
    return counts;
}

std::uint64_t PatternDatabase::checksum() const
{
    std::uint64_t hash = 0xcbf29ce484222325ull;
    constexpr std::uint64_t prime = 0x100000001b3ull;
    std::size_t i = 0;
    for (; i + 8 <= m_entries.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, m_entries.data() + i, 8);
        hash = (hash ^ word) * prime;
    }
    for (; i < m_entries.size(); ++i)
        hash = (hash ^ m_entries[i]) * prime;
    return hash;
}

std::string PatternDatabase::fileName(Shape shape, const std::vector<std::uint8_t>& tiles)
{
    std::vector<std::uint8_t> sorted = tiles;
    std::sort(sorted.begin(), sorted.end());
    return "fifteen-" + shape.text() + "-" + tilesText(sorted, '.') + "-v" + std::to_string(FormatVersion) + ".pdb";
}

// A text header a person can read (`head -c 200`), then the entries as they are in memory.
void PatternDatabase::write(std::ostream& out) const
{
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(checksum()));
    out << FileTitle << "\nversion " << FormatVersion << "\nshape " << m_shape.text() << "\ntiles "
        << tilesText(m_tiles, ' ') << "\nplacements " << m_placements << "\nbytes " << m_entries.size()
        << "\nchecksum " << hex << "\n\n";
    out.write(reinterpret_cast<const char*>(m_entries.data()), std::streamsize(m_entries.size()));
}

Parsed<PatternDatabase> PatternDatabase::read(std::istream& in, Shape shape, const std::vector<std::uint8_t>& tiles)
{
    std::vector<std::uint8_t> sorted = tiles;
    std::sort(sorted.begin(), sorted.end());
    PatternDatabase table(shape, sorted);
    std::ostringstream expected;
    expected << FileTitle << "\nversion " << FormatVersion << "\nshape " << shape.text() << "\ntiles "
             << tilesText(sorted, ' ') << "\nplacements " << table.m_placements << "\nbytes " << table.m_entries.size()
             << "\nchecksum ";
    const std::string head = expected.str();
    std::string got(head.size(), '\0');
    in.read(got.data(), std::streamsize(got.size()));
    if (std::size_t(in.gcount()) != head.size() || got != head) {
        const std::string version = "\nversion ";
        const auto at = got.find(version);
        if (got.rfind(FileTitle, 0) != 0)
            return parseError("not a Minimoves pattern database");
        if (at != std::string::npos && got.compare(at + version.size(), std::to_string(FormatVersion).size() + 1,
                                                   std::to_string(FormatVersion) + "\n") != 0)
            return parseError("a pattern database of another version (this one reads version " +
                              std::to_string(FormatVersion) + ")");
        return parseError("a pattern database of other tiles or another board, or cut short in its header");
    }
    char sum[18] = {};
    in.read(sum, 18);
    if (in.gcount() != 18 || sum[16] != '\n' || sum[17] != '\n')
        return parseError("its checksum line is damaged");
    sum[16] = '\0';
    char* end = nullptr;
    const unsigned long long stated = std::strtoull(sum, &end, 16);
    if (end != sum + 16)
        return parseError("its checksum line is damaged");
    in.read(reinterpret_cast<char*>(table.m_entries.data()), std::streamsize(table.m_entries.size()));
    if (std::size_t(in.gcount()) != table.m_entries.size())
        return parseError("cut short: " + std::to_string(in.gcount()) + " of " + std::to_string(table.m_entries.size()) +
                          " bytes");
    if (in.peek() != std::char_traits<char>::eof())
        return parseError("longer than its " + std::to_string(table.m_entries.size()) + " bytes");
    if (table.checksum() != stated)
        return parseError("its entries do not match their checksum (the file is damaged)");
    return table;
}

} // namespace minimoves::fifteen_puzzle
