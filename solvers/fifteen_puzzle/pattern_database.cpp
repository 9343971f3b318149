// The pattern databases: their build (pattern_build.cpp), file form and checksum.
#include "fifteen_puzzle/pattern_database.h"

#include "fifteen_puzzle/pattern_build.h"
#include "fifteen_puzzle/table_checksum.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <istream>
#include <memory>
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

PatternDatabase::PatternDatabase(Shape shape, std::vector<std::uint8_t> tiles, TableMemory entries)
    : m_shape(shape), m_tiles(std::move(tiles)), m_placements(placementCount(shape.cells(), int(m_tiles.size()))),
      m_entries(std::move(entries))
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

std::uint64_t PatternDatabase::checksum(int version) const
{
    return version == 1 ? fnvChecksum(m_entries.data(), m_entries.size()) : blockChecksum(m_entries.data(), m_entries.size());
}

std::string PatternDatabase::fileName(Shape shape, const std::vector<std::uint8_t>& tiles, int version)
{
    std::vector<std::uint8_t> sorted = tiles;
    std::sort(sorted.begin(), sorted.end());
    return "fifteen-" + shape.text() + "-" + tilesText(sorted, '.') + "-v" + std::to_string(version) + ".pdb";
}

// A text header a person can read (`head -c 200`), then the entries as they are in memory.
void PatternDatabase::write(std::ostream& out) const
{
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(checksum()));
    out << expectedHeader(m_shape, m_tiles, FormatVersion) << hex << "\n\n";
    out.write(reinterpret_cast<const char*>(m_entries.data()), std::streamsize(m_entries.size()));
}

std::string PatternDatabase::expectedHeader(Shape shape, const std::vector<std::uint8_t>& sorted, int version)
{
    const std::uint64_t placements = placementCount(shape.cells(), int(sorted.size()));
    std::ostringstream expected;
    expected << FileTitle << "\nversion " << version << "\nshape " << shape.text() << "\ntiles "
             << tilesText(sorted, ' ') << "\nplacements " << placements << "\nbytes " << (placements + 1) / 2
             << "\nchecksum ";
    return expected.str();
}

namespace {

// What is wrong with a file's first bytes `got` (up to the header's length and its checksum line
// of 16 hex digits and a blank line, ChecksumLine bytes) against `head`, the header expected up
// to "checksum "; else nothing, and `stated` is the checksum the file states.
constexpr std::size_t ChecksumLine = 18;

std::optional<std::string> headerProblem(std::string_view got, const std::string& head, int version, std::uint64_t& stated)
{
    const std::string_view start = got.substr(0, head.size());
    if (start != head) {
        const std::string label = "\nversion ";
        const auto at = start.find(label);
        if (!start.starts_with(FileTitle))
            return "not a Minimoves pattern database";
        const std::string number = std::to_string(version);
        if (at != std::string_view::npos && start.compare(at + label.size(), number.size() + 1, number + "\n") != 0)
            return "a pattern database of another version (this one reads version " + number + ")";
        return "a pattern database of other tiles or another board, or cut short in its header";
    }
    const std::string_view line = got.substr(head.size());
    if (line.size() != ChecksumLine || line[16] != '\n' || line[17] != '\n')
        return "its checksum line is damaged";
    const auto [end, error] = std::from_chars(line.data(), line.data() + 16, stated, 16);
    if (error != std::errc() || end != line.data() + 16)
        return "its checksum line is damaged";
    return std::nullopt;
}

std::string cutShort(std::uint64_t got, std::uint64_t bytes)
{
    return "cut short: " + std::to_string(got) + " of " + std::to_string(bytes) + " bytes";
}

std::string tooLong(std::uint64_t bytes) { return "longer than its " + std::to_string(bytes) + " bytes"; }

const std::string NoMatch = "its entries do not match their checksum (the file is damaged)";

} // namespace

Parsed<PatternDatabase> PatternDatabase::read(std::istream& in, Shape shape, const std::vector<std::uint8_t>& tiles)
{
    std::vector<std::uint8_t> sorted = tiles;
    std::sort(sorted.begin(), sorted.end());
    PatternDatabase table(shape, sorted);
    const std::string head = expectedHeader(shape, sorted, FormatVersion);
    std::string got(head.size() + ChecksumLine, '\0');
    in.read(got.data(), std::streamsize(head.size()));
    got.resize(std::size_t(in.gcount()));
    if (got.size() == head.size()) {
        got.resize(head.size() + ChecksumLine);
        in.read(got.data() + head.size(), std::streamsize(ChecksumLine));
        got.resize(head.size() + std::size_t(in.gcount()));
    }
    std::uint64_t stated = 0;
    if (const auto problem = headerProblem(got, head, FormatVersion, stated))
        return parseError(*problem);
    in.read(reinterpret_cast<char*>(table.m_entries.data()), std::streamsize(table.m_entries.size()));
    if (std::size_t(in.gcount()) != table.m_entries.size())
        return parseError(cutShort(std::uint64_t(in.gcount()), table.m_entries.size()));
    if (in.peek() != std::char_traits<char>::eof())
        return parseError(tooLong(table.m_entries.size()));
    if (table.checksum() != stated)
        return parseError(NoMatch);
    return table;
}

Parsed<PatternDatabase> PatternDatabase::readFile(const std::string& path, Shape shape, const std::vector<std::uint8_t>& tiles,
                                                  int version)
{
    std::vector<std::uint8_t> sorted = tiles;
    std::sort(sorted.begin(), sorted.end());
    const std::string head = expectedHeader(shape, sorted, version);
    const std::uint64_t bytes = (placementCount(shape.cells(), int(sorted.size())) + 1) / 2;
    // Not blocking on a FIFO; a file descriptor that is closed on every return.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return parseError(std::string("cannot be opened: ") + std::strerror(errno));
    const std::unique_ptr<const int, void (*)(const int*)> closing(&fd, [](const int* f) { ::close(*f); });
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode))
        return parseError("not a regular file");
    std::string got(head.size() + ChecksumLine, '\0');
    std::size_t have = 0;
    while (have < got.size()) {
        const ssize_t n = ::pread(fd, got.data() + have, got.size() - have, off_t(have));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        have += std::size_t(n);
    }
    got.resize(have);
    std::uint64_t stated = 0;
    if (const auto problem = headerProblem(got, head, version, stated))
        return parseError(*problem);
    const std::uint64_t length = std::uint64_t(status.st_size);
    if (length < got.size() + bytes)
        return parseError(cutShort(length - got.size(), bytes));
    if (length > got.size() + bytes)
        return parseError(tooLong(bytes));
    auto memory = TableMemory::mapFile(fd, std::size_t(length), got.size(), std::size_t(bytes));
    if (!memory)
        return parseError(std::string("cannot be mapped into memory: ") + std::strerror(errno));
    // A large table the system keeps in 4 KB pieces is copied into memory of its own (2 MB pages):
    // the search would spend more on the address cache's misses than the copy costs.
    if (memory->size() >= TableMemory::HugePage && memory->hugePageBytes() < memory->size() / 2) {
        TableMemory own(memory->size());
        std::memcpy(own.data(), memory->data(), memory->size());
        memory = std::move(own);
    }
    PatternDatabase table(shape, std::move(sorted), std::move(*memory));
    if (table.checksum(version) != stated)
        return parseError(NoMatch);
    return table;
}

} // namespace minimoves::fifteen_puzzle
