#include "ball_grid/ball_grid_search.h"

#include <algorithm>
#include <array>
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

constexpr std::uint64_t EveryByte = 0x0101010101010101ull;
constexpr std::uint64_t HighBits = 0x8080808080808080ull;

// Calls visit(rank) for every rank below `count` whose byte, masked, equals `value`. Eight bytes
// are tested at once; only words with a candidate byte are looked at one byte at a time.
template <class Visit>
void scanBytes(const std::uint8_t* bytes, Rank count, std::uint8_t mask, std::uint8_t value, Visit&& visit)
{
    const std::uint64_t wordMask = EveryByte * mask;
    const std::uint64_t wordValue = EveryByte * value;
    Rank r = 0;
    for (; r + 8 <= count; r += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes + r, 8);
        const std::uint64_t diff = (word & wordMask) ^ wordValue;
        if (((diff - EveryByte) & ~diff & HighBits) == 0)
            continue; // no byte of diff is zero
        for (Rank i = r; i < r + 8; ++i)
            if ((bytes[i] & mask) == value)
                visit(i);
    }
    for (; r < count; ++r)
        if ((bytes[r] & mask) == value)
            visit(r);
}

// scanBytes in blocks of 64 KB, giving up between two blocks once `stopped` is set: a stopped
// search must not first scan the rest of a 43 MB table (that took up to 70 ms).
template <class Visit>
void scanBytesUntil(const std::uint8_t* bytes, Rank count, std::uint8_t mask, std::uint8_t value,
                    const bool& stopped, Visit&& visit)
{
    constexpr Rank block = Rank(1) << 16;
    for (Rank first = 0; first < count && !stopped; first += block)
        scanBytes(bytes + first, std::min(block, count - first), mask, value, [&](Rank r) { visit(first + r); });
}

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

std::optional<DistanceTable> buildGoalTable(const BallGrid& rules, const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    const Rank count = Rank(rules.stateCount());
    DistanceTable table(count);
    std::uint8_t* distance = table.raw().data();
    auto& perDepth = table.rawCounts();
    const RankSteps steps(rules);
    distance[rankGrid(rules.target())] = 0;
    perDepth.push_back(1);
    std::uint64_t unseen = count - 1;
    std::uint64_t sincePoll = 0;
    bool stopped = false;
    auto poll = [&]() {
        if (++sincePoll >= 4096) {
            sincePoll = 0;
            stopped = stopped || control.stopRequested();
        }
    };

    for (int depth = 0; perDepth.back() > 0; ++depth) {
        if (depth == DistanceTable::Unreached - 1) // one byte a grid (16 balls need 13 at most)
            throw std::overflow_error("ball-grid goal table: a grid lies more than 254 moves from the target");
        const auto here = std::uint8_t(depth);
        const auto next = std::uint8_t(depth + 1);
        std::uint64_t found = 0;
        // Top down costs a frontier's worth of predecessors; bottom up an unseen grid's children,
        // stopping at the first on the frontier. Past the middle layers the unseen are fewer.
        if (perDepth.back() * 2 < unseen) {
            scanBytesUntil(distance, count, 0xFF, here, stopped, [&](Rank r) {
                if (stopped)
                    return;
                steps.children(false, r, [&](Rank parent) {
                    if (distance[parent] == DistanceTable::Unreached) {
                        distance[parent] = next;
                        ++found;
                    }
                });
                poll();
            });
        } else {
            scanBytesUntil(distance, count, 0xFF, DistanceTable::Unreached, stopped, [&](Rank r) {
                if (stopped)
                    return;
                if (steps.anyChild(true, r, [&](Rank child) { return distance[child] == here; })) {
                    distance[r] = next;
                    ++found;
                }
                poll();
            });
        }
        if (stopped)
            return std::nullopt;
        unseen -= found;
        perDepth.push_back(found);
        control.report(std::min(0.99, 1.0 - double(unseen) / double(count)));
    }
    perDepth.pop_back(); // the empty layer that ended the search
    control.report(1.0);
    return table;
}

} // namespace minimoves::ball_grid
