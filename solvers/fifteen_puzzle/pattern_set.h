// PatternSet: a partition of a frame's tiles into disjoint patterns and their tables, whose bounds
// add up to an admissible heuristic, looked up twice: on the board and on its mirror image across
// the main diagonal (Felner, Korf & Hanan 2004). The goal is its own mirror image on a square frame
// (tile t's goal cell mirrors to tile t''s goal cell, the blank stays in the last cell), so the
// mirror of a board is as far from the goal as the board, and the larger of the two sums is a bound.
//
// The named partitions (by goal cells: compact blocks, none its own mirror image, so the mirror
// lookup tells something new; the 6-6-3 one generated half the nodes of two others on Korf's 100,
// docs/BENCHMARKS.md):
//   "5-5-5"  {1,2,5,6,9} {3,4,7,8,12} {10,11,13,14,15}          3 x 524,160 placements, 0.8 MB
//   "6-6-3"  {1,5,6,9,10,13} {7,8,11,12,14,15} {2,3,4}          2 x 5,765,760 + 3,360, 5.8 MB
//   "7-7-1"  {1,2,3,4,5,6,7} {9,10,11,12,13,14,15} {8}          2 x 57,657,600 + 16, 57.7 MB
//   "7-8"    {1,2,3,4,5,6,7,8} {9,10,11,12,13,14,15}            518,918,400 + 57,657,600, 288 MB
//            (the top two rows and the bottom two: Korf & Felner's 7-8 turned to this goal)
//   "4-4-4-3" {1,2,5,6} {3,4,7,8} {9,10,13,14} {11,12,15}; "4-4-4-3c" the four columns (tests: the
//            sets the game climbs through, in milliseconds)
//   "3x3"    {1,2,3,4} {5,6,7,8} on the 3x3 frame; "2x4" {1,2,5,6} {3,4,7} on the 2x4 frame (tests)
// Every partition covers every tile, so a bound has the distance's parity (each move changes the
// tiles' total Manhattan distance by one, and each table stores an even excess over it).
//
// Tables live in a cache folder (defaultCacheFolder(): $XDG_CACHE_HOME/minimoves, else
// ~/.cache/minimoves), one file a pattern (PatternDatabase::fileName), written to a temporary name
// and renamed, so that a reader never sees half a file; a missing, damaged or outdated file is
// built again and rewritten. Reading is bounded by construction: only a regular file is read, its
// header first, and its entries are used in place (PatternDatabase::readFile: mapped, not copied)
// only when the file's length is exactly the header's and the table's and their checksum matches.
#pragma once

#include "fifteen_puzzle/pattern_database.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::fifteen_puzzle {

struct PatternPartition {
    std::string name;
    Shape shape;
    std::vector<std::vector<std::uint8_t>> patterns;
};

// The named partition ("6-6-3"), or nullopt.
std::optional<PatternPartition> partitionNamed(std::string_view name);
// What a first start plays with (seconds to build): 6-6-3.
inline constexpr std::string_view FirstStartPartition = "6-6-3";
// What the game switches to first (about a minute to build, 58 MB), and keeps where the play set
// cannot be built (too little memory, a cache folder that cannot keep it): 7-7-1.
inline constexpr std::string_view FallbackPartition = "7-7-1";
// What the game switches to once built, and the benchmark's: 7-8 (minutes, 288 MB).
inline constexpr std::string_view PlayPartition = "7-8";
// What new games are drawn with, whatever the game plays with (drawBoard: a seed gives the same
// board everywhere): 5-5-5, under a second to build.
inline constexpr std::string_view DrawPartition = "5-5-5";

// $XDG_CACHE_HOME/minimoves when XDG_CACHE_HOME is an absolute path, else $HOME/.cache/minimoves;
// "" when neither is known.
std::string defaultCacheFolder();

class PatternSet {
public:
    static constexpr int MaxPatterns = 4;

    // Builds every table; nullopt when stopped.
    static std::optional<PatternSet> build(const PatternPartition& partition, const SearchControl& control = {});
    // Reads every table from `folder`, building (and writing there) each one missing, damaged or of
    // another version; one there only in an older version still read (PatternDatabase::
    // OldestReadVersion) is read from that file and written again in this version, not built (the
    // older file is left as it is). nullopt when stopped. `notes` (if given) gets one line for each file it could
    // not read or write, and why (the tables are still there: built in memory); `writeProblem` (if
    // given) the first table's that could not be written there, in the system's words.
    static std::optional<PatternSet> loadOrBuild(const PatternPartition& partition, const std::string& folder,
                                                 const SearchControl& control = {},
                                                 std::vector<std::string>* notes = nullptr,
                                                 std::string* writeProblem = nullptr);
    // How many tables this process has built (not read), every set counted (tests: built once).
    static int tablesBuilt();
    // The memory a build of `partition` needs at its peak: every table (4 bits a placement) and the
    // largest pattern's search (2 bits a state, pattern_build.h). 7-8: about 645 MB.
    static std::uint64_t buildPeakBytes(const PatternPartition& partition);
    // The memory the tables of `partition` take, once built or read.
    static std::uint64_t tableBytes(const PatternPartition& partition);

    const PatternPartition& partition() const { return m_partition; }
    Shape shape() const { return m_partition.shape; }
    const std::vector<PatternDatabase>& databases() const { return m_databases; }
    std::uint64_t bytes() const;

    // Which pattern tile t is in, and its place among that pattern's tiles.
    int patternOf(int tile) const { return m_patternOf[std::size_t(tile)]; }
    int slotOf(int tile) const { return m_slotOf[std::size_t(tile)]; }
    // Whether the mirror lookup applies (a square frame), and the mirror images of a cell and a tile.
    bool mirrors() const { return m_mirrors; }
    int mirrorCell(int cell) const { return m_mirrorCell[std::size_t(cell)]; }
    int mirrorTile(int tile) const { return m_mirrorTile[std::size_t(tile)]; }

    // The heuristic of a board: the sum of its patterns' bounds, the larger of the board's and its
    // mirror image's. Never more than the board's distance; 0 exactly at the goal.
    int bound(const Board& board) const;

private:
    explicit PatternSet(PatternPartition partition);
    void index();

    PatternPartition m_partition;
    std::vector<PatternDatabase> m_databases;
    std::array<int, MaxCells> m_patternOf{};
    std::array<int, MaxCells> m_slotOf{};
    std::array<int, MaxCells> m_mirrorCell{};
    std::array<int, MaxCells> m_mirrorTile{};
    bool m_mirrors = false;
};

} // namespace minimoves::fifteen_puzzle
