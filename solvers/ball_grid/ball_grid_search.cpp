#include "ball_grid/ball_grid_search.h"

#include "core/byte_scan.h"
#include "core/parallel.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace minimoves::ball_grid {

namespace {

using Rank = std::uint32_t;

// Zeroed bytes for the visited bits. Large arrays are, on Linux, fresh anonymous pages (zero, and
// only touched ones cost anything) asked to be huge: the search touches them at random, and 4 KB
// pages would spend much of its time in TLB misses. Small ones come from calloc.
class ZeroedBytes {
public:
    ZeroedBytes() = default;
    explicit ZeroedBytes(std::size_t size)
    {
#ifdef __linux__
        if (size >= HugePage) {
            const std::size_t rounded = (size + HugePage - 1) / HugePage * HugePage;
            void* p = mmap(nullptr, rounded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED)
                return;
            madvise(p, rounded, MADV_HUGEPAGE); // a hint: without it the search is only slower
            m_data = static_cast<std::uint8_t*>(p);
            m_size = rounded;
            m_mapped = true;
            return;
        }
#endif
        m_data = static_cast<std::uint8_t*>(std::calloc(size, 1));
        m_size = m_data ? size : 0;
    }
    ZeroedBytes(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(ZeroedBytes&& other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_mapped, other.m_mapped);
        return *this;
    }
    ~ZeroedBytes()
    {
#ifdef __linux__
        if (m_mapped) {
            munmap(m_data, m_size);
            return;
        }
#endif
        std::free(m_data);
    }
    std::uint8_t* get() const { return m_data; }
    std::size_t size() const { return m_size; }
    explicit operator bool() const { return m_data != nullptr; }
    std::uint8_t& operator[](std::size_t i) const { return m_data[i]; }

private:
    static constexpr std::size_t HugePage = std::size_t{2} << 20;
    std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
    bool m_mapped = false;
};

// A move changes only its block's four digits of the base-3 rank, so a child's rank is the
// parent's plus a change that depends on those four colours alone: one look-up in a small table
// instead of building the child grid and ranking it.
class RankSteps {
public:
    explicit RankSteps(const BallGrid& rules)
    {
        for (const Block& b : rules.blocks()) {
            PerBlock steps;
            steps.topShift = std::uint8_t(2 * b.topLeft);
            steps.bottomShift = std::uint8_t(2 * b.bottomLeft);
            for (std::uint32_t key = 0; key < 256; ++key) {
                const std::uint32_t tl = key & 3, tr = (key >> 2) & 3, bl = (key >> 4) & 3, br = (key >> 6) & 3;
                if (tl == 3 || tr == 3 || bl == 3 || br == 3)
                    continue; // no grid has these colours
                const Grid grid{(tl << (2 * b.topLeft)) | (tr << (2 * b.topRight)) | (bl << (2 * b.bottomLeft)) |
                                (br << (2 * b.bottomRight))};
                const auto before = std::int32_t(rankGrid(grid));
                steps.forward[key] = {std::int32_t(rankGrid(turnClockwise(grid, b))) - before,
                                      std::int32_t(rankGrid(recolorForward(grid, b))) - before};
                steps.backward[key] = {std::int32_t(rankGrid(turnCounterClockwise(grid, b))) - before,
                                       std::int32_t(rankGrid(recolorBackward(grid, b))) - before};
            }
            m_blocks.push_back(steps);
        }
        // Two moves commute when their blocks share no ball, or when they are the turn and the
        // recolour of one block (a recolour treats the four balls alike).
        const auto& blocks = rules.blocks();
        auto cellsOf = [&](std::size_t move) {
            const Block& b = blocks[move / 2];
            return b.lowBits;
        };
        const std::size_t moveCount = 2 * blocks.size();
        for (std::size_t last = 0; last < moveCount; ++last)
            for (std::size_t m = 0; m < last; ++m)
                if ((cellsOf(m) & cellsOf(last)) == 0 || (m / 2 == last / 2 && m != last))
                    m_redundantAfter[last] |= 1u << m;
    }

    // The moves not worth playing right after `last` (NoMove: none) in a breadth-first search:
    // those that commute with it and come before it in moves() order. The grid they lead to is
    // reached at the same depth by playing them first, and a layer is still complete (see
    // Bidirectional::expand).
    std::uint32_t redundantAfter(std::uint32_t last) const { return m_redundantAfter[last]; }

    // visit(child rank) for the turn then the recolour of every block, as in moves(); by the moves
    // when `forward`, else by their undos.
    template <class Visit>
    void children(bool forward, Rank rank, Visit&& visit) const
    {
        const std::uint32_t bits = unrankGrid(rank).bits;
        for (const PerBlock& b : m_blocks) {
            const std::uint32_t key = ((bits >> b.topShift) & 15) | (((bits >> b.bottomShift) & 15) << 4);
            const auto& step = forward ? b.forward[key] : b.backward[key];
            visit(Rank(std::int32_t(rank) + step[0]));
            visit(Rank(std::int32_t(rank) + step[1]));
        }
    }

    // visit(child rank, move index) for every move outside `skip` (a mask of move indices).
    template <class Visit>
    void childrenExcept(bool forward, Rank rank, std::uint32_t skip, Visit&& visit) const
    {
        const std::uint32_t bits = unrankGrid(rank).bits;
        std::uint32_t move = 0;
        for (const PerBlock& b : m_blocks) {
            const std::uint32_t key = ((bits >> b.topShift) & 15) | (((bits >> b.bottomShift) & 15) << 4);
            const auto& step = forward ? b.forward[key] : b.backward[key];
            if (!(skip & (1u << move)))
                visit(Rank(std::int32_t(rank) + step[0]), move);
            if (!(skip & (2u << move)))
                visit(Rank(std::int32_t(rank) + step[1]), move + 1);
            move += 2;
        }
    }

    // Whether test(child rank) holds for some child, trying them in the same order.
    template <class Test>
    bool anyChild(bool forward, Rank rank, Test&& test) const
    {
        const std::uint32_t bits = unrankGrid(rank).bits;
        for (const PerBlock& b : m_blocks) {
            const std::uint32_t key = ((bits >> b.topShift) & 15) | (((bits >> b.bottomShift) & 15) << 4);
            const auto& step = forward ? b.forward[key] : b.backward[key];
            if (test(Rank(std::int32_t(rank) + step[0])) || test(Rank(std::int32_t(rank) + step[1])))
                return true;
        }
        return false;
    }

private:
    struct PerBlock {
        std::uint8_t topShift = 0;    // bits of the top-left and top-right balls
        std::uint8_t bottomShift = 0; // bits of the bottom-left and bottom-right balls
        std::array<std::array<std::int32_t, 2>, 256> forward{}; // [colours][turn, recolour]
        std::array<std::array<std::int32_t, 2>, 256> backward{};
    };
    std::vector<PerBlock> m_blocks;
    std::array<std::uint32_t, 32> m_redundantAfter{};
};

// A layer entry: a rank (below 3^16 < 2^26) and, above it, the move that first reached it.
constexpr int MoveShift = 26;
constexpr std::uint32_t RankMask = (1u << MoveShift) - 1;
constexpr std::uint32_t NoMove = 31;

// One direction of the bidirectional search: its bit in the shared visited array, and every layer
// it has reached, as lists of ranks in the order found.
struct Side {
    std::uint8_t bit;                       // 1: forward, 2: backward (in the grid's two bits of its byte)
    std::vector<std::vector<Rank>>& layers; // entries (rank | move << MoveShift); [0, depth] are
                                            // this search's, the vectors are kept between searches
    int depth = 0;

    const std::vector<Rank>& frontier() const { return layers[std::size_t(depth)]; }
    std::vector<Rank>& layer(int d)
    {
        if (layers.size() <= std::size_t(d))
            layers.resize(std::size_t(d) + 1);
        return layers[std::size_t(d)];
    }
};

} // namespace

// The visited bits and the layer lists; kept by a caller that runs many searches so that their
// pages are faulted in and zeroed by the kernel once, not once a search.
struct SearchWorkspace::Data {
    ZeroedBytes visited;
    std::size_t dirty = 0; // bytes the last search may have set
    std::vector<std::vector<Rank>> layers[2];
};

SearchWorkspace::SearchWorkspace() : m_data(std::make_unique<Data>()) {}
SearchWorkspace::~SearchWorkspace() = default;

namespace {

class Bidirectional {
public:
    Bidirectional(const BallGrid& rules, Grid start, const SearchControl& control, SearchWorkspace::Data& work,
                  bool distanceOnly)
        : m_rules(rules), m_steps(rules), m_start(start), m_control(control), m_count(Rank(rules.stateCount())),
          m_work(work), m_forward{1, work.layers[0]}, m_backward{2, work.layers[1]}, m_distanceOnly(distanceOnly)
    {
    }

    std::optional<Solution> run();

private:
    // Two bits a grid, four grids a byte.
    std::uint8_t& byteOf(Rank r) const { return m_work.visited[r >> 2]; }
    static int shiftOf(Rank r) { return int(r & 3) * 2; }
    bool visited(Rank r, const Side& side) const { return (byteOf(r) >> shiftOf(r)) & side.bit; }

    bool expand(Side& side, const Side& other);
    Solution answer();

    const BallGrid& m_rules;
    RankSteps m_steps;
    Grid m_start;
    const SearchControl& m_control;
    Rank m_count;
    SearchWorkspace::Data& m_work;
    Side m_forward;
    Side m_backward;
    std::vector<Rank> m_meetings;
    bool m_distanceOnly;
    std::uint64_t m_seen = 2;
    std::uint64_t m_sincePoll = 0;

    static constexpr std::uint32_t MaxMoves = 18; // 2 (N-1)(M-1) with N * M <= 16
    static constexpr std::uint32_t BatchRanks = 256;
    struct Batch {
        std::uint32_t size = 0;
        Rank ranks[BatchRanks];
    };
    Batch m_batches[2];
};

// Expands side's frontier by one layer; records meetings with the other side. False when stopped.
//
// Moves that commute with the move that first reached a grid, and come before it, are skipped.
// The layer is still complete: if x = y.m is skipped, with y = p.l first reached from p by l,
// then x = (p.m).l; p.m lies one layer up (else x would not be new), and x is reached from it by
// l > m unless that is skipped in turn, for a still later move. The moves only grow, so some
// step reaches x.
bool Bidirectional::expand(Side& side, const Side& other)
{
    const bool forward = side.bit == 1;
    const std::uint8_t own = side.bit;
    const std::uint8_t theirs = other.bit;
    std::uint8_t* bytes = m_work.visited.get();
    std::vector<Rank>& next = side.layer(side.depth + 1);
    next.clear();
    bool stopped = false;

    auto visitChild = [&](Rank entry) {
        const Rank child = entry & RankMask;
        std::uint8_t& byte = bytes[child >> 2];
        const int shift = shiftOf(child);
        const unsigned bits = unsigned(byte >> shift);
        if (bits & own)
            return;
        // A layer with a meeting is the last, and only the layers below it are read again: once
        // a meeting is found the rest of the layer (it can be by far the largest) is neither
        // marked nor listed, only searched for more meetings (repeats are removed later).
        if (!m_meetings.empty()) {
            if (bits & theirs)
                m_meetings.push_back(child);
            return;
        }
        byte = std::uint8_t(byte | (own << shift));
        if (bits & theirs)
            m_meetings.push_back(child);
        else
            next.push_back(entry);
    };
    // The children's bits are scattered over a large array: they are gathered a batch of grids
    // at a time and prefetched, and a batch is visited while the next one is in flight.
    std::uint32_t filled = 0;
    std::uint32_t gathered = 0; // in m_batches[filled], kept in a register while gathering
    auto visitBatch = [&](Batch& batch) {
        for (std::uint32_t i = 0; i < batch.size; ++i)
            visitChild(batch.ranks[i]);
        batch.size = 0;
    };
    for (Rank entry : side.frontier()) {
        Rank* ranks = m_batches[filled].ranks;
        const std::uint32_t skip = m_steps.redundantAfter(entry >> MoveShift);
        m_steps.childrenExcept(forward, entry & RankMask, skip, [&](Rank child, std::uint32_t move) {
            __builtin_prefetch(bytes + (child >> 2), 1);
            ranks[gathered++] = child | (move << MoveShift);
        });
        if (gathered + MaxMoves > BatchRanks) {
            m_batches[filled].size = gathered;
            gathered = 0;
            filled ^= 1;
            visitBatch(m_batches[filled]); // the batch gathered before this one
            if (m_distanceOnly && !m_meetings.empty())
                break; // one meeting proves the distance
        }
        if (++m_sincePoll >= 4096) {
            m_sincePoll = 0;
            if (m_control.stopRequested()) {
                stopped = true;
                break;
            }
        }
    }
    m_batches[filled].size = gathered;
    visitBatch(m_batches[filled ^ 1]);
    visitBatch(m_batches[filled]);
    if (stopped)
        return false;
    m_seen += next.size();
    ++side.depth;
    m_control.report(std::min(0.99, double(m_seen) / double(m_count)));
    return true;
}

std::optional<Solution> Bidirectional::run()
{
    if (m_control.stopRequested())
        return std::nullopt;
    const Rank startRank = rankGrid(m_start);
    const Rank goalRank = rankGrid(m_rules.target());
    if (startRank == goalRank) {
        Solution solved;
        solved.distance = 0;
        return solved;
    }
    const std::size_t bytes = m_count / 4 + 1;
    if (m_work.visited.size() < bytes) {
        m_work.visited = ZeroedBytes(bytes);
        if (!m_work.visited)
            return std::nullopt; // out of memory: report it as "no answer" rather than throw
    } else {
        std::memset(m_work.visited.get(), 0, std::min(m_work.dirty, m_work.visited.size()));
    }
    m_work.dirty = bytes;
    byteOf(startRank) |= std::uint8_t(m_forward.bit << shiftOf(startRank));
    byteOf(goalRank) |= std::uint8_t(m_backward.bit << shiftOf(goalRank));
    m_forward.layer(0) = {startRank | (NoMove << MoveShift)};
    m_backward.layer(0) = {goalRank | (NoMove << MoveShift)};

    while (m_meetings.empty()) {
        if (m_forward.frontier().empty() || m_backward.frontier().empty())
            return Solution{}; // one side has closed its whole component: unreachable, proved
        // The forward side goes first so that meetings lie at forward depth >= 1.
        const bool forward = m_forward.depth == 0 || m_forward.frontier().size() <= m_backward.frontier().size();
        const bool ok = forward ? expand(m_forward, m_backward) : expand(m_backward, m_forward);
        if (!ok)
            return std::nullopt;
    }
    m_control.report(1.0);
    if (m_distanceOnly) {
        Solution solution;
        solution.distance = m_forward.depth + m_backward.depth;
        return solution;
    }
    return answer();
}

// Keeps the candidates (sorted, unique ranks) that are in `layer`: one pass over the layer, in the
// order it lies in memory, instead of a look-up per candidate in an unsorted list.
void keepThoseIn(std::vector<Rank>& candidates, const std::vector<Rank>& layer, std::vector<char>& found)
{
    if (candidates.empty())
        return;
    found.assign(candidates.size(), 0);
    for (Rank entry : layer) {
        const Rank r = entry & RankMask;
        const auto it = std::lower_bound(candidates.begin(), candidates.end(), r);
        if (it != candidates.end() && *it == r)
            found[std::size_t(it - candidates.begin())] = 1;
    }
    std::size_t kept = 0;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (found[i])
            candidates[kept++] = candidates[i];
    candidates.resize(kept);
}

void sortUnique(std::vector<Rank>& ranks)
{
    std::sort(ranks.begin(), ranks.end());
    ranks.erase(std::unique(ranks.begin(), ranks.end()), ranks.end());
}

// The visited bits say "depth at most k" for a side that has reached depth k, not "depth exactly
// j"; exact depths come from the layer lists. Across an edge u -> v, d(u) >= d(v) - 1, so the
// grids one layer up from an optimal-path grid at depth t are its predecessors found in layer t - 1.
Solution Bidirectional::answer()
{
    Solution solution;
    const int meetDepth = m_forward.depth; // every meeting lies at exactly this forward depth
    solution.distance = m_forward.depth + m_backward.depth;
    std::vector<char> found;

    // onPath[t]: the grids at forward depth t that lie on an optimal path, sorted.
    std::vector<std::vector<Rank>> onPath(std::size_t(meetDepth) + 1);
    onPath[std::size_t(meetDepth)] = m_meetings;
    sortUnique(onPath[std::size_t(meetDepth)]);
    for (int t = meetDepth; t > 1; --t) {
        std::vector<Rank>& previous = onPath[std::size_t(t - 1)];
        for (Rank r : onPath[std::size_t(t)])
            m_steps.children(false, r, [&](Rank parent) {
                if (visited(parent, m_forward))
                    previous.push_back(parent);
            });
        sortUnique(previous);
        keepThoseIn(previous, m_forward.layers[std::size_t(t - 1)], found);
    }
    auto onLayer = [&](int t, Rank r) {
        return std::binary_search(onPath[std::size_t(t)].begin(), onPath[std::size_t(t)].end(), r);
    };

    Rank here = rankGrid(m_start);
    int move = 0;
    m_steps.children(true, here, [&](Rank child) {
        if (onLayer(1, child))
            solution.optimalMoves.push_back(move);
        ++move;
    });
    // One path, the first in moves() order: each step plays the first move that stays optimal.
    auto step = [&](auto&& accept) {
        int m = 0;
        int chosen = -1;
        Rank to = here;
        m_steps.children(true, here, [&](Rank child) {
            if (chosen < 0 && accept(child)) {
                chosen = m;
                to = child;
            }
            ++m;
        });
        solution.path.push_back(chosen);
        here = to;
    };
    for (int t = 1; t <= meetDepth; ++t)
        step([&](Rank r) { return onLayer(t, r); });
    std::vector<Rank> closer;
    for (int left = m_backward.depth; left > 0; --left) {
        closer.clear();
        m_steps.children(true, here, [&](Rank child) {
            if (visited(child, m_backward))
                closer.push_back(child);
        });
        sortUnique(closer);
        keepThoseIn(closer, m_backward.layers[std::size_t(left - 1)], found);
        step([&](Rank r) { return std::binary_search(closer.begin(), closer.end(), r); });
    }
    return solution;
}

} // namespace

namespace {

std::optional<Solution> search(const BallGrid& rules, Grid start, const SearchControl& control,
                               SearchWorkspace* workspace, bool distanceOnly)
{
    SearchWorkspace local;
    SearchWorkspace::Data& work = *(workspace ? workspace : &local)->m_data;
    auto solution = Bidirectional(rules, start, control, work, distanceOnly).run();
    // Small lists are kept for the next search; large ones are given back, so that what a long
    // contest run holds stays what its largest single search needed.
    for (auto& layers : work.layers)
        for (auto& layer : layers) {
            layer.clear();
            if (layer.capacity() > (std::size_t{1} << 18))
                layer.shrink_to_fit();
        }
    return solution;
}

} // namespace

std::optional<Solution> shortestPath(const BallGrid& rules, Grid start, const SearchControl& control,
                                     SearchWorkspace* workspace)
{
    return search(rules, start, control, workspace, false);
}

std::optional<int> shortestDistance(const BallGrid& rules, Grid start, const SearchControl& control,
                                    SearchWorkspace* workspace)
{
    const auto solution = search(rules, start, control, workspace, true);
    if (!solution)
        return std::nullopt;
    return solution->distance;
}

// The goal table on every core (core/parallel.h). A level-synchronous BFS from the target: the
// rank range is cut into chunks of whole 64-rank groups, and each layer is a loop or two over those
// chunks, whichever thread is free taking the next. Beside the byte table, two bitmaps, one bit a
// grid (5.4 MB each for 3^16 grids, small enough to stay in cache where the 43 MB table does not),
// each 64-bit word of which lies in one chunk: `seen`, the grids at depth d or less, and `layer`,
// those at depth d exactly. A move lowers the distance by at most one, so an unseen grid (depth
// d + 1 or more) whose child is seen is at depth d + 1 (the child at d exactly): the bitmap of
// seen grids is all a bottom-up step needs.
//
// The first layers (up to SmallLayer grids) are expanded by the calling thread alone, which marks
// the new grids in the table and in both bitmaps as it finds them. Then:
// Top down (while the layer is small against the unseen), two loops:
//  1. every grid in `layer` stores min(byte, d + 1) into the byte of each of its predecessors: an
//     unseen one (Unreached, the largest byte) gets d + 1, a seen one keeps its depth. Two threads
//     may store to the same predecessor, so during this loop every access to the byte table, load
//     or store, goes through std::atomic_ref<std::uint8_t> (relaxed); and every store to a byte
//     writes the same value: bytes at d or less never change during the loop (whoever stores
//     there writes what is there), and a byte that is Unreached or d + 1 only ever gets d + 1.
//     So whichever store lands last is right. The bitmaps are only read;
//  2. each chunk finds its bytes equal to d + 1 among its unseen grids (plain reads: the loop
//     before has ended and no one writes the table now), writes them into its words of `layer`
//     and `seen` and counts them: exact counts, whoever marked them.
// Bottom up (once most grids are seen), two loops:
//  1. each chunk walks its unseen grids (the zeros of its words of `seen`) and marks those with a
//     child in `seen`: it writes only its own bytes of the table and its own words of `layer`, and
//     reads only `seen` (which no one writes in this loop) and its own words: plain accesses;
//  2. each chunk adds its words of `layer` to `seen`.
// The end of every loop makes its writes visible to the next one. Counts are summed per thread;
// progress is reported between layers by the calling thread alone. The table does not depend on
// the thread count or on which thread ran which chunk: each layer is a set, and its grids get the
// same byte whoever marks them.
std::optional<DistanceTable> buildGoalTable(const BallGrid& rules, const SearchControl& control)
{
    using namespace bytescan;
    if (control.stopRequested())
        return std::nullopt;
    const Rank count = Rank(rules.stateCount());
    DistanceTable table(count);
    std::uint8_t* const distance = table.raw().data();
    auto& perDepth = table.rawCounts();
    const RankSteps steps(rules);
    const std::size_t words = (std::size_t(count) + 63) / 64;
    std::vector<std::uint64_t> seenBits(words, 0);
    std::vector<std::uint64_t> layerBits(words, 0);
    std::uint64_t* const seen = seenBits.data();
    std::uint64_t* const layer = layerBits.data();
    // The bits of the last word that are grids (all of them unless count is not a multiple of 64).
    const std::uint64_t lastWordGrids = count % 64 == 0 ? ~std::uint64_t{0} : (std::uint64_t{1} << (count % 64)) - 1;
    auto gridsOf = [&](std::size_t w) { return w + 1 == words ? lastWordGrids : ~std::uint64_t{0}; };
    const Rank goal = rankGrid(rules.target());
    distance[goal] = 0;
    seen[goal / 64] = layer[goal / 64] = std::uint64_t{1} << (goal % 64);
    perDepth.push_back(1);
    std::uint64_t unseen = count - 1;

    constexpr Rank Chunk = Rank(1) << 15; // a multiple of 64; a few ms of work at most
    WorkerPool pool(int(std::min<std::uint64_t>(std::uint64_t(threadCount()), (count + Chunk - 1) / Chunk)));
    struct alignas(64) Tally { // one cache line a thread
        std::uint64_t found = 0;
    };
    std::vector<Tally> tallies(std::size_t(pool.size()));
    auto isSeen = [seen](Rank r) { return (seen[r / 64] >> (r % 64)) & 1; };
    constexpr std::uint64_t SmallLayer = 1 << 15;
    std::vector<Rank> small; // the current layer, when it is small

    for (int depth = 0; perDepth.back() > 0; ++depth) {
        if (depth == DistanceTable::Unreached - 1) // one byte a grid (16 balls need 13 at most)
            throw std::overflow_error("ball-grid goal table: a grid lies more than 254 moves from the target");
        const auto next = std::uint8_t(depth + 1);
        for (Tally& t : tallies)
            t.found = 0;
        bool ok;
        // Top down costs a layer's worth of predecessors; bottom up an unseen grid's children,
        // stopping at the first seen one. Past the middle layers the unseen are fewer. (Measured
        // on 4x4, 2x8 and 8x2: top down is cheaper while the layer is under 2/3 of the unseen.)
        if (perDepth.back() <= SmallLayer) {
            // A few thousand grids: the calling thread alone, marking exactly as it goes (no one
            // else runs), rather than a scan of the whole table for a handful of new bytes.
            small.clear();
            for (std::size_t w = 0; w < words; ++w)
                if (layer[w] != 0) {
                    forEachBit(layer[w], [&](unsigned bit) { small.push_back(Rank(w * 64 + bit)); });
                    layer[w] = 0;
                }
            for (const Rank r : small)
                steps.children(false, r, [&](Rank parent) {
                    if (!isSeen(parent)) {
                        seen[parent / 64] |= std::uint64_t{1} << (parent % 64);
                        layer[parent / 64] |= std::uint64_t{1} << (parent % 64);
                        distance[parent] = next;
                        ++tallies[0].found;
                    }
                });
            ok = !control.stopRequested();
        } else if (perDepth.back() * 3 < unseen * 2) {
            ok = pool.forEachChunk(count, Chunk, control, [&](std::uint64_t begin, std::uint64_t end, int) {
                // Copies in registers: a byte store may alias any memory, so values read through
                // the closure would be loaded again after every store.
                std::uint8_t* const bytes = distance;
                const std::uint8_t mark = next;
                const std::uint64_t* const current = layer;
                for (std::size_t w = begin / 64; w * 64 < end; ++w)
                    forEachBit(current[w], [&steps, w, bytes, mark](unsigned bit) {
                        steps.children(false, Rank(w * 64 + bit), [bytes, mark](Rank parent) {
                            // Atomic: another thread may store to the same parent now (see above).
                            // min(byte, d + 1) without a branch: a seen parent keeps its depth,
                            // an unseen one gets d + 1. A branch here would be mispredicted about
                            // as often as not, and every miss would throw away the table loads
                            // in flight, which this loop is waiting on.
                            const std::atomic_ref<std::uint8_t> byte(bytes[parent]);
                            const std::uint8_t was = byte.load(std::memory_order_relaxed);
                            byte.store(was < mark ? was : mark, std::memory_order_relaxed);
                        });
                    });
            });
            ok = ok && pool.forEachChunk(count, Chunk, control, [&](std::uint64_t begin, std::uint64_t end, int worker) {
                std::uint64_t found = 0;
                for (std::size_t w = begin / 64; w * 64 < end; ++w) {
                    const std::uint64_t candidates = ~seen[w] & gridsOf(w);
                    std::uint64_t marked = 0;
                    if (candidates != 0) {
                        const std::uint8_t* const group = distance + w * 64;
                        const std::uint64_t grids = std::min<std::uint64_t>(64, count - w * 64);
                        marked = candidates & (grids == 64 ? equalMask64(group, next)
                                                           : equalMaskPartial(group, unsigned(grids), next));
                    }
                    layer[w] = marked;
                    seen[w] |= marked;
                    found += std::uint64_t(popcount64(marked));
                }
                tallies[std::size_t(worker)].found += found;
            });
        } else {
            ok = pool.forEachChunk(count, Chunk, control, [&](std::uint64_t begin, std::uint64_t end, int worker) {
                std::uint8_t* const bytes = distance; // in registers, as above
                const std::uint8_t mark = next;
                std::uint64_t found = 0;
                for (std::size_t w = begin / 64; w * 64 < end; ++w) {
                    std::uint64_t marked = 0;
                    forEachBit(~seen[w] & gridsOf(w), [&](unsigned bit) {
                        const Rank r = Rank(w * 64 + bit);
                        if (steps.anyChild(true, r, isSeen)) {
                            bytes[r] = mark; // this chunk's own byte
                            marked |= std::uint64_t{1} << bit;
                        }
                    });
                    layer[w] = marked;
                    found += std::uint64_t(popcount64(marked));
                }
                tallies[std::size_t(worker)].found += found;
            });
            ok = ok && pool.forEachChunk(count, Chunk, control, [&](std::uint64_t begin, std::uint64_t end, int) {
                for (std::size_t w = begin / 64; w * 64 < end; ++w)
                    seen[w] |= layer[w];
            });
        }
        if (!ok)
            return std::nullopt; // the pool's threads are joined when it goes
        std::uint64_t found = 0;
        for (const Tally& t : tallies)
            found += t.found;
        unseen -= found;
        perDepth.push_back(found);
        control.report(std::min(0.99, 1.0 - double(unseen) / double(count)));
    }
    perDepth.pop_back(); // the empty layer that ended the search
    control.report(1.0);
    return table;
}

} // namespace minimoves::ball_grid
