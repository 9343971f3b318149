// The pattern databases: their build (pattern_build.cpp), file form and checksum.
#include "fifteen_puzzle/pattern_database.h"

#include "fifteen_puzzle/pattern_build.h"

#include <algorithm>
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
      m_entries(std::size_t((m_placements + 1) / 2))
{
}

std::optional<PatternDatabase> PatternDatabase::build(Shape shape, std::vector<std::uint8_t> tiles,
                                                      const SearchControl& control)
{
    std::sort(tiles.begin(), tiles.end());
    PatternDatabase table(shape, std::move(tiles));
    if (!detail::buildPatternEntries(shape, table.m_tiles, table.m_entries, control))
        return std::nullopt;
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
        unrankCells(m_shape.cells(), std::uint32_t(p), k, cells.data());
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
