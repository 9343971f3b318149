// Build-time generator of the embedded placement table (placement_table.h): the backward BFS,
// packed four bits a placement and written out as one C++ string literal, with the count of
// placements at each distance.
// Usage: shifting_grid_generate_table OUTPUT.cpp
//
// A string literal, not an array of numbers, and a source that includes only embedded_table.h:
// the compiler reads the 367,736 bytes (about 1 MB of source) in a few hundredths of a second.
// Printable bytes stand for themselves, the others (and '"', '\\', '?') are three-digit octal
// escapes, which end after their third digit whatever follows.
// The tests run the BFS again and compare its packed table with the embedded one byte for byte.
//
// It also counts the 9,465,511,770 grids at each distance (the Puzzle facts chart): a grid's
// distance is the least of its three colours' placement distances, so it walks every way of
// cutting the 24 cells into three placements once, unordered (the part holding cell 0, then the
// part holding the lowest cell left: 245,157 x 6,435 cuts), and counts each cut for the six
// grids that colour it. About ten seconds, only when this generator is rebuilt.
#include "shifting_grid/placement_table.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <string>

using namespace minimoves::shifting_grid;

namespace {

int fail(const char* message)
{
    std::fprintf(stderr, "shifting_grid_generate_table: %s\n", message);
    return 1;
}

// Grids per distance (index d: grids whose least colour distance is d), from a placement table.
std::array<std::uint64_t, FarthestPlacementDistance + 1> gridCountsPerDistance(const minimoves::DistanceTable& table)
{
    std::array<std::uint64_t, FarthestPlacementDistance + 1> cuts{};
    auto distanceOf = [&](Placement p) { return table.at(rankPlacement(p)); };
    // Every placement holding cell 0, in rank order.
    for (Placement first = (Placement(1) << CellsPerColor) - 1; first <= AllCells;
         first = nextPlacementInRankOrder(first)) {
        if (!(first & 1))
            continue;
        const int firstDistance = distanceOf(first);
        const Placement free = AllCells & ~first;
        const Placement lowest = free & (~free + 1);
        // The 15 other free cells, bit i of a 15-bit mask standing for the i-th of them: spread
        // by two look-ups (its low 8 bits and its high 7).
        std::array<int, 15> cells{};
        int n = 0;
        for (int i = 0; i < CellCount; ++i)
            if ((free & ~lowest) >> i & 1)
                cells[std::size_t(n++)] = i;
        std::array<Placement, 256> low{};
        std::array<Placement, 128> high{};
        for (unsigned m = 0; m < 256; ++m)
            for (int b = 0; b < 8; ++b)
                if (m >> b & 1)
                    low[m] |= Placement(1) << cells[std::size_t(b)];
        for (unsigned m = 0; m < 128; ++m)
            for (int b = 0; b < 7; ++b)
                if (m >> b & 1)
                    high[m] |= Placement(1) << cells[std::size_t(8 + b)];
        std::array<std::uint64_t, FarthestPlacementDistance + 1> here{};
        for (std::uint32_t mask = (1u << (CellsPerColor - 1)) - 1; mask < (1u << 15);
             mask = nextPlacementInRankOrder(mask)) {
            const Placement second = lowest | low[mask & 0xFF] | high[mask >> 8];
            const Placement third = free & ~second;
            int d = firstDistance;
            if (d > 0)
                d = std::min<int>({d, distanceOf(second), distanceOf(third)});
            ++here[std::size_t(d)];
        }
        for (std::size_t d = 0; d < here.size(); ++d)
            cuts[d] += here[d];
    }
    for (auto& c : cuts)
        c *= 6; // each cut, coloured in the 3! ways
    return cuts;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUTPUT.cpp\n", argv[0]);
        return 2;
    }
    const auto table = buildPlacementDistances();
    if (!table)
        return fail("the placement search stopped");
    if (table->reachedCount() != PlacementCount)
        return fail("some placements are unreached (docs/RULES.md §1 says all are reachable)");
    if (table->maxDepth() != FarthestPlacementDistance)
        return fail("the farthest placement is not FarthestPlacementDistance (12) moves from the goal");
    const auto packed = packPlacementDistances(*table);
    if (!packed || packed->size() != PackedPlacementBytes)
        return fail("the distances do not pack into four bits each");

    const auto grids = gridCountsPerDistance(*table);
    std::uint64_t gridTotal = 0;
    for (int d = 0; d <= FarthestPlacementDistance; ++d) {
        gridTotal += grids[std::size_t(d)];
        if (d > HardestGridDistance && grids[std::size_t(d)] != 0)
            return fail("a grid lies farther than HardestGridDistance (9) moves from solved");
    }
    if (gridTotal != GridCount || grids[std::size_t(HardestGridDistance)] == 0)
        return fail("the grids counted per distance do not add up to GridCount, or none is 9 away");

    const std::string path = argv[1];
    const std::string partial = path + ".partial"; // renamed at the end: never a half-written table
    std::FILE* out = std::fopen(partial.c_str(), "w");
    if (!out) {
        std::perror(partial.c_str());
        return 1;
    }
    std::fprintf(out,
                 "// Generated by shifting_grid_generate_table at build time: do not edit.\n"
                 "#include \"shifting_grid/embedded_table.h\"\n\n"
                 "namespace minimoves::shifting_grid::detail {\n\n"
                 "const std::uint64_t embeddedPlacementCountPerDepth[EmbeddedFarthestDistance + 1] = {");
    for (int d = 0; d <= FarthestPlacementDistance; ++d)
        std::fprintf(out, "%s%llu", d == 0 ? "" : ", ",
                     static_cast<unsigned long long>(table->countPerDepth()[std::size_t(d)]));
    std::fprintf(out, "};\n\n"
                      "const std::uint64_t embeddedGridCountPerDepth[EmbeddedHardestGridDistance + 1] = {");
    for (int d = 0; d <= HardestGridDistance; ++d)
        std::fprintf(out, "%s%llu", d == 0 ? "" : ", ", static_cast<unsigned long long>(grids[std::size_t(d)]));
    std::fprintf(out, "};\n\n"
                      "const unsigned char embeddedPlacementDistances[EmbeddedPlacementBytes + 1] =\n");
    std::string line;
    for (std::size_t i = 0; i < packed->size(); ++i) {
        if (i % 64 == 0) {
            line.clear();
            line += '"';
        }
        const unsigned char byte = (*packed)[i];
        if (byte >= 0x20 && byte < 0x7F && byte != '"' && byte != '\\' && byte != '?') {
            line += char(byte);
        } else {
            const char escape[] = {'\\', char('0' + (byte >> 6)), char('0' + (byte >> 3 & 7)), char('0' + (byte & 7))};
            line.append(escape, sizeof escape);
        }
        if (i % 64 == 63 || i + 1 == packed->size()) {
            line += i + 1 == packed->size() ? "\";\n" : "\"\n";
            std::fputs(line.c_str(), out);
        }
    }
    std::fprintf(out, "\n} // namespace minimoves::shifting_grid::detail\n");
    if (std::fclose(out) != 0 || std::rename(partial.c_str(), path.c_str()) != 0) {
        std::perror(path.c_str());
        return 1;
    }
    return 0;
}
