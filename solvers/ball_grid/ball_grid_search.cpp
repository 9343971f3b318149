#include "ball_grid/ball_grid_search.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
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

// Zeroed bytes for the marks. On Linux, fresh anonymous pages (zero, and only touched ones
// cost anything) asked to be huge: the search touches them at random, and 4 KB pages would spend
// much of its time in TLB misses.
class ZeroedBytes {
public:
    ZeroedBytes() = default;
    explicit ZeroedBytes(std::size_t size)
    {
#ifdef __linux__
        m_size = (size + HugePage - 1) / HugePage * HugePage;
        void* p = mmap(nullptr, m_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED)
            return;
        madvise(p, m_size, MADV_HUGEPAGE); // a hint: without it the search is only slower
        m_data = static_cast<std::uint8_t*>(p);
#else
        m_data = static_cast<std::uint8_t*>(std::calloc(size, 1));
#endif
    }
    ZeroedBytes(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(ZeroedBytes&& other) noexcept
    {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        return *this;
    }
    ~ZeroedBytes()
    {
#ifdef __linux__
        if (m_data)
            munmap(m_data, m_size);
#else
        std::free(m_data);
#endif
    }
    std::uint8_t* get() const { return m_data; }
    explicit operator bool() const { return m_data != nullptr; }
    std::uint8_t& operator[](std::size_t i) const { return m_data[i]; }

private:
    static constexpr std::size_t HugePage = std::size_t{2} << 20;
    std::uint8_t* m_data = nullptr;
    std::size_t m_size = 0;
};

constexpr std::uint8_t markOf(int depth) { return std::uint8_t(depth % 15 + 1); }

// One direction of the bidirectional search: its nibble in the shared marks and its frontier.
struct Side {
    int shift = 0;          // 0: forward (low nibble), 4: backward (high nibble)
    int depth = 0;          // depth of the frontier
    std::vector<Rank> list; // the frontier's ranks, when `listed`
    bool listed = true;
    std::uint64_t size = 1; // frontier size
    std::uint64_t seen = 1;

    std::uint8_t nibble(std::uint8_t mark) const { return std::uint8_t((mark >> shift) & 15); }
};

class Bidirectional {
public:
    Bidirectional(const BallGrid& rules, Grid start, const SearchControl& control)
        : m_rules(rules), m_blocks(rules.blocks()), m_start(start), m_control(control),
          m_count(Rank(rules.stateCount())),
          // A listed frontier holds at most count/64 ranks (a sixteenth of the marks' bytes; its
          // vector's capacity at most twice that), so the marks and two lists stay under 1.25
          // bytes a state.
          m_listCap(std::max<std::uint64_t>(4096, m_count / 64))
    {
        m_forward.shift = 0;
        m_backward.shift = 4;
    }

    std::optional<Solution> run();

private:
    // The side's children of one grid: forward by the moves, backward by their undos. Turn and
    // recolour of each block alternate, as in moves().
    template <class Visit>
    void children(const Side& side, Grid grid, Visit&& visit) const
    {
        if (side.shift == 0) {
            for (const Block& b : m_blocks) {
                visit(rankGrid(turnClockwise(grid, b)));
                visit(rankGrid(recolourForward(grid, b)));
            }
        } else {
            for (const Block& b : m_blocks) {
                visit(rankGrid(turnCounterClockwise(grid, b)));
                visit(rankGrid(recolourBackward(grid, b)));
            }
        }
    }
    bool expand(Side& side, const Side& other);
    Solution answer();

    const BallGrid& m_rules;
    std::vector<Block> m_blocks; // one per pair of moves (turn, recolour)
    Grid m_start;
    const SearchControl& m_control;
    Rank m_count;
    std::uint64_t m_listCap;
    ZeroedBytes m_marks;
    Side m_forward;
    Side m_backward;
    std::vector<Rank> m_meetings;
    std::vector<Rank> m_next;
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
bool Bidirectional::expand(Side& side, const Side& other)
{
    const int nextDepth = side.depth + 1;
    const std::uint8_t nextMark = std::uint8_t(markOf(nextDepth) << side.shift);
    const std::uint8_t ownMask = std::uint8_t(15 << side.shift);
    const std::uint8_t otherMask = std::uint8_t(15 << other.shift);
    // Deep layers are always listed: a scan by mark could not tell depth d from d - 15.
    const std::uint64_t cap = nextDepth < 15 ? m_listCap : ~std::uint64_t{0};
    std::uint8_t* marks = m_marks.get();
    m_next.clear();
    bool nextListed = true;
    std::uint64_t found = 0;
    bool stopped = false;

    auto visitChild = [&](Rank child) {
        const std::uint8_t mark = marks[child];
        if (mark & ownMask)
            return;
        marks[child] = std::uint8_t(mark | nextMark);
        ++found;
        if (mark & otherMask)
            m_meetings.push_back(child);
        if (nextListed) {
            if (m_next.size() < cap)
                m_next.push_back(child);
            else
                nextListed = false;
        }
    };
    // The children's marks are random bytes of a large array: they are gathered a batch of
    // grids at a time and prefetched, and a batch is visited while the next one is in flight.
    std::uint32_t filled = 0;
    auto visitBatch = [&](Batch& batch) {
        for (std::uint32_t i = 0; i < batch.size; ++i)
            visitChild(batch.ranks[i]);
        batch.size = 0;
    };
    auto expandOne = [&](Rank r) {
        if (stopped)
            return;
        Batch& gathering = m_batches[filled];
        children(side, unrankGrid(r), [&](Rank child) {
            __builtin_prefetch(marks + child, 1);
            gathering.ranks[gathering.size++] = child;
        });
        if (gathering.size + MaxMoves > BatchRanks) {
            filled ^= 1;
            visitBatch(m_batches[filled]); // the batch gathered before this one
        }
        if (++m_sincePoll >= 4096) {
            m_sincePoll = 0;
            stopped = m_control.stopRequested();
        }
    };
    if (side.listed) {
        for (Rank r : side.list)
            expandOne(r);
    } else {
        scanBytes(marks, m_count, ownMask, std::uint8_t(markOf(side.depth) << side.shift), expandOne);
    }
    visitBatch(m_batches[filled ^ 1]);
    visitBatch(m_batches[filled]);
    if (stopped)
        return false;

    side.depth = nextDepth;
    side.size = found;
    side.seen += found;
    side.listed = nextListed;
    if (nextListed) {
        side.list.swap(m_next);
    } else {
        side.list.clear();
        side.list.shrink_to_fit();
    }
    m_next.clear();
    if (m_next.capacity() > cap)
        m_next.shrink_to_fit();
    m_control.report(std::min(0.99, double(m_forward.seen + m_backward.seen) / double(m_count)));
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
    m_marks = ZeroedBytes(m_count);
    if (!m_marks)
        return std::nullopt; // out of memory: report it as "no answer" rather than throw
    m_marks[startRank] = markOf(0);
    m_marks[goalRank] = std::uint8_t(markOf(0) << 4);
    m_forward.list = {startRank};
    m_backward.list = {goalRank};

    while (m_meetings.empty()) {
        if (m_forward.size == 0 || m_backward.size == 0)
            return Solution{}; // one side has closed its whole component: unreachable, proved
        // The forward side goes first so that meetings lie at forward depth >= 1.
        const bool forward = m_forward.depth == 0 || m_forward.size <= m_backward.size;
        const bool ok = forward ? expand(m_forward, m_backward) : expand(m_backward, m_forward);
        if (!ok)
            return std::nullopt;
    }
    m_control.report(1.0);
    return answer();
}

Solution Bidirectional::answer()
{
    Solution solution;
    const int meetDepth = m_forward.depth; // every meeting lies at exactly this forward depth
    solution.distance = m_forward.depth + m_backward.depth;
    const std::uint8_t* marks = m_marks.get();
    const auto& moves = m_rules.moves();

    // onPath[t]: the grids at forward depth t that lie on an optimal path, sorted.
    std::vector<std::vector<Rank>> onPath(std::size_t(meetDepth) + 1);
    onPath[meetDepth] = m_meetings;
    std::sort(onPath[meetDepth].begin(), onPath[meetDepth].end());
    for (int t = meetDepth; t > 1; --t) {
        std::vector<Rank>& previous = onPath[t - 1];
        for (Rank r : onPath[t]) {
            const Grid grid = unrankGrid(r);
            for (const Move& move : moves) {
                const Rank parent = rankGrid(m_rules.undo(grid, move));
                if ((marks[parent] & 15) == markOf(t - 1))
                    previous.push_back(parent);
            }
        }
        std::sort(previous.begin(), previous.end());
        previous.erase(std::unique(previous.begin(), previous.end()), previous.end());
    }
    auto onLayer = [&](int t, Rank r) { return std::binary_search(onPath[t].begin(), onPath[t].end(), r); };

    for (std::size_t m = 0; m < moves.size(); ++m)
        if (onLayer(1, rankGrid(m_rules.apply(m_start, moves[m]))))
            solution.optimalMoves.push_back(int(m));

    Grid here = m_start;
    auto step = [&](auto&& accept) {
        for (std::size_t m = 0; m < moves.size(); ++m) {
            const Grid next = m_rules.apply(here, moves[m]);
            if (accept(rankGrid(next))) {
                solution.path.push_back(int(m));
                here = next;
                return;
            }
        }
    };
    for (int t = 1; t <= meetDepth; ++t)
        step([&](Rank r) { return onLayer(t, r); });
    for (int left = m_backward.depth; left > 0; --left)
        step([&](Rank r) { return (marks[r] >> 4) == markOf(left - 1); });
    return solution;
}

} // namespace

std::optional<Solution> shortestPath(const BallGrid& rules, Grid start, const SearchControl& control)
{
    Bidirectional search(rules, start, control);
    return search.run();
}

std::optional<DistanceTable> buildGoalTable(const BallGrid& rules, const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    const Rank count = Rank(rules.stateCount());
    DistanceTable table(count);
    std::uint8_t* distance = table.raw().data();
    auto& perDepth = table.rawCounts();
    const std::vector<Block>& blocks = rules.blocks();
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

    for (int depth = 0; perDepth.back() > 0 && depth < 250; ++depth) {
        const auto here = std::uint8_t(depth);
        const auto next = std::uint8_t(depth + 1);
        std::uint64_t found = 0;
        // Top down costs a frontier's worth of predecessors; bottom up an unseen grid's children,
        // stopping at the first on the frontier. Past the middle layers the unseen are fewer.
        if (perDepth.back() * 2 < unseen) {
            scanBytes(distance, count, 0xFF, here, [&](Rank r) {
                if (stopped)
                    return;
                const Grid grid = unrankGrid(r);
                auto visit = [&](Rank parent) {
                    if (distance[parent] == DistanceTable::Unreached) {
                        distance[parent] = next;
                        ++found;
                    }
                };
                for (const Block& b : blocks) {
                    visit(rankGrid(turnCounterClockwise(grid, b)));
                    visit(rankGrid(recolourBackward(grid, b)));
                }
                poll();
            });
        } else {
            scanBytes(distance, count, 0xFF, DistanceTable::Unreached, [&](Rank r) {
                if (stopped)
                    return;
                const Grid grid = unrankGrid(r);
                for (const Block& b : blocks) {
                    if (distance[rankGrid(turnClockwise(grid, b))] == here ||
                        distance[rankGrid(recolourForward(grid, b))] == here) {
                        distance[r] = next;
                        ++found;
                        break;
                    }
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
