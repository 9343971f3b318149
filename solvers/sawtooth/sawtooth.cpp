#include "sawtooth/sawtooth.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#include <stdexcept>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace minimoves::sawtooth {

namespace {

constexpr int PairMasks = 1 << PairCount;

// groupDeltas[pairs * 9 + gear], for every set of meshed pairs: the grid alone decides which gears
// a turn drags along, so one table serves every instance. Each set's groups are found once (a
// gear's group grows pair by pair to its component), then every gear of a group gets its delta.
std::vector<std::uint32_t> makeGroupDeltas()
{
    std::vector<std::uint32_t> deltas(std::size_t(PairMasks) * GearCount);
    for (int pairs = 0; pairs < PairMasks; ++pairs) {
        unsigned done = 0;
        for (int gear = 0; gear < GearCount; ++gear) {
            if (done & (1u << gear))
                continue;
            unsigned group = 1u << gear;
            for (bool grew = true; grew;) {
                grew = false;
                for (int p = 0; p < PairCount; ++p) {
                    if (!(pairs & (1 << p)))
                        continue;
                    const unsigned both = (1u << gearPairs[p].first) | (1u << gearPairs[p].second);
                    if ((group & both) && (group & both) != both) {
                        group |= both;
                        grew = true;
                    }
                }
            }
            done |= group;
            for (int member = 0; member < GearCount; ++member) {
                if (!(group & (1u << member)))
                    continue;
                std::uint32_t delta = 0;
                for (int h = 0; h < GearCount; ++h)
                    if (group & (1u << h))
                        delta |= std::uint32_t(sameParity(member, h) ? 1 : 3) << (2 * h);
                deltas[std::size_t(pairs) * GearCount + std::size_t(member)] = delta;
            }
        }
    }
    return deltas;
}

const std::uint32_t* groupDeltaTable()
{
    static const std::vector<std::uint32_t> table = makeGroupDeltas();
    return table.data();
}

bool pairMeshes(const std::array<std::uint8_t, GearCount>& homeTeeth, const GearPair& pair, int firstRotation,
                int secondRotation)
{
    const Side firstFaces = pair.horizontal ? Right : Bottom;
    const Side secondFaces = pair.horizontal ? Left : Top;
    return (turnTeeth(homeTeeth[pair.first], firstRotation) & (1u << firstFaces)) &&
           (turnTeeth(homeTeeth[pair.second], secondRotation) & (1u << secondFaces));
}

} // namespace

GearBoard::GearBoard(const std::array<std::uint8_t, GearCount>& homeTeeth,
                     const std::array<std::uint8_t, GearCount>& correctRotations)
    : m_homeTeeth(homeTeeth), m_correct(correctRotations), m_groupDeltas(groupDeltaTable())
{
    for (int g = 0; g < GearCount; ++g) {
        m_moves[g] = Turn{std::uint8_t(g)};
        m_homeTeeth[g] &= 0xF;
        m_correct[g] &= 0xF;
    }
    // Upper half: rotations of gears 0-5 in 12 bits; lower half: gears 3-8.
    for (std::uint32_t bits = 0; bits < 4096; ++bits) {
        const Rotations upper{bits};
        const Rotations lower{bits << 6};
        for (int p = 0; p < PairCount; ++p) {
            const GearPair& pair = gearPairs[p];
            const bool inUpper = pair.second <= 5;
            const Rotations& r = inUpper ? upper : lower;
            if (pairMeshes(m_homeTeeth, pair, r.of(pair.first), r.of(pair.second)))
                (inUpper ? m_meshUpper : m_meshLower)[bits] |= std::uint16_t(1u << p);
        }
    }
    for (std::uint32_t bits = 0; bits < 1024; ++bits) {
        bool ok = true;
        for (int g = 0; g < 5; ++g)
            ok = ok && (m_correct[g] >> ((bits >> (2 * g)) & 3) & 1);
        m_solvedLow[bits] = ok;
    }
    for (std::uint32_t bits = 0; bits < 256; ++bits) {
        bool ok = true;
        for (int g = 5; g < 9; ++g)
            ok = ok && (m_correct[g] >> ((bits >> (2 * (g - 5))) & 3) & 1);
        m_solvedHigh[bits] = ok;
    }
}

TurningGroup GearBoard::turningGroup(Rotations state, int gear) const
{
    const std::uint32_t delta = groupDelta(meshedPairs(state), gear);
    TurningGroup group;
    for (int h = 0; h < GearCount; ++h) {
        const std::uint32_t field = (delta >> (2 * h)) & 3;
        if (field)
            group.turning |= std::uint16_t(1u << h);
        if (field == 1)
            group.clockwise |= std::uint16_t(1u << h);
    }
    return group;
}

std::optional<Solution> GearSearch::run(const GearBoard& board, Rotations start, Detail detail,
                                        const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    if (board.isSolved(start)) {
        Solution solution;
        solution.distance = 0;
        return solution;
    }
    m_queue.resize(StateCount);
    m_seen.assign(StateCount / 64, 0);
    if (detail == Detail::DistanceOnly)
        return search<false>(board, start.packed, control);
    m_parent.resize(StateCount); // read only for states seen in this search, so never cleared
    return search<true>(board, start.packed, control);
}

template <bool Full>
std::optional<Solution> GearSearch::search(const GearBoard& board, std::uint32_t first, const SearchControl& control)
{
    Solution solution;
    std::uint32_t* const queue = m_queue.data();
    std::uint64_t* const seen = m_seen.data();
    std::uint32_t* const parent = m_parent.data();
    queue[0] = first;
    seen[first >> 6] |= std::uint64_t(1) << (first & 63);
    m_layerStart.reserve(256);
    m_layerStart.assign({0, 1}); // queue[m_layerStart[d], m_layerStart[d + 1]) is depth d
    std::size_t head = 0;
    std::size_t tail = 1;
    int depth = 0;
    bool found = false;
    std::uint32_t sincePoll = 0;
    while (head < tail) {
        if (head == m_layerStart.back()) {
            if (found)
                break;
            ++depth;
            m_layerStart.push_back(tail);
        }
        const std::uint32_t state = queue[head++];
        const std::uint16_t pairs = board.meshedPairs(Rotations{state});
        for (int g = 0; g < GearCount; ++g) {
            const std::uint32_t next = GearBoard::addRotations(state, board.groupDelta(pairs, g));
            const std::uint64_t bit = std::uint64_t(1) << (next & 63);
            if (seen[next >> 6] & bit)
                continue;
            seen[next >> 6] |= bit;
            queue[tail++] = next;
            if constexpr (Full)
                parent[next] = state | (std::uint32_t(g) << 24);
            if (board.isSolved(Rotations{next})) {
                if constexpr (!Full) {
                    solution.distance = depth + 1;
                    return solution;
                }
                found = true;
            }
        }
        if (++sincePoll == 4096) {
            sincePoll = 0;
            if (control.stopRequested())
                return std::nullopt;
            control.report(0.8 * double(tail) / double(StateCount));
        }
    }
    if (!found) {
        control.report(1.0);
        return solution;
    }
    if constexpr (Full) {
        const int distance = depth + 1;
        solution.distance = distance;
        const std::size_t goalLayer = m_layerStart.back();
        // The first goal of the goal layer in queue order ends the lexicographically smallest
        // optimal path: BFS in moves() order finds the states of a layer in the order of their
        // smallest paths, and parent[] keeps each one's first finder.
        std::uint32_t firstGoal = StateCount;
        // Every optimal first move: walk the layers back from the goals, marking the states with
        // a successor marked in the layer below (successors of depth d lie at depth <= d + 1, and
        // `onPath` holds depths > d only while depth d is marked into `marking`).
        m_onPath.assign(StateCount / 64, 0);
        m_marking.assign(StateCount / 64, 0);
        std::uint64_t* const onPath = m_onPath.data();
        std::uint64_t* const marking = m_marking.data();
        for (std::size_t i = goalLayer; i < tail; ++i) {
            const std::uint32_t s = queue[i];
            if (board.isSolved(Rotations{s})) {
                onPath[s >> 6] |= std::uint64_t(1) << (s & 63);
                if (firstGoal == StateCount)
                    firstGoal = s;
            }
        }
        for (int d = distance - 1; d >= 1; --d) {
            for (std::size_t i = m_layerStart[d]; i < m_layerStart[d + 1]; ++i) {
                const std::uint32_t state = queue[i];
                const std::uint16_t pairs = board.meshedPairs(Rotations{state});
                for (int g = 0; g < GearCount; ++g) {
                    const std::uint32_t next = GearBoard::addRotations(state, board.groupDelta(pairs, g));
                    if (onPath[next >> 6] & (std::uint64_t(1) << (next & 63))) {
                        marking[state >> 6] |= std::uint64_t(1) << (state & 63);
                        break;
                    }
                }
                if (++sincePoll == 4096) {
                    sincePoll = 0;
                    if (control.stopRequested())
                        return std::nullopt;
                }
            }
            for (std::size_t w = 0; w < StateCount / 64; ++w) {
                onPath[w] |= marking[w];
                marking[w] = 0;
            }
        }
        for (int g = 0; g < GearCount; ++g) {
            const std::uint32_t next = board.apply(Rotations{first}, Turn{std::uint8_t(g)}).packed;
            if (onPath[next >> 6] & (std::uint64_t(1) << (next & 63)))
                solution.optimalMoves.push_back(g);
        }
        for (std::uint32_t s = firstGoal; s != first;) {
            solution.path.push_back(int(parent[s] >> 24));
            s = parent[s] & (StateCount - 1);
        }
        std::reverse(solution.path.begin(), solution.path.end());
    }
    control.report(1.0);
    return solution;
}

namespace {

constexpr std::uint32_t BitWords = StateCount / 64;
constexpr std::uint32_t PollStates = 1u << 14;         // the stop token every 16,384 states
constexpr std::uint32_t PollWords = PollStates / 64;
// A layer pulls (each unreached state looks for a successor in the frontier) once the unreached
// states are fewer than this many times the frontier: a pull costs up to 9 successor checks of
// about 1 ns per unreached state, a push about 4 ns per predecessor (9 a state) of the frontier.
// 4 was the quickest of 2, 3, 4, 6 and 10 over 60 new games.
constexpr std::uint64_t PullFactor = 4;

// Every solved state: the product of the gears' correct rotations.
std::vector<std::uint32_t> solvedStates(const GearBoard& board)
{
    std::vector<std::uint32_t> states{0};
    for (int g = 0; g < GearCount; ++g) {
        std::vector<std::uint32_t> grown;
        for (std::uint32_t r = 0; r < 4; ++r)
            if ((board.correctRotations(g) >> r) & 1)
                for (const std::uint32_t s : states)
                    grown.push_back(s | (r << (2 * g)));
        states = std::move(grown);
    }
    return states;
}

constexpr std::size_t BlockAlignment = std::size_t(2) << 20; // a huge page
constexpr std::size_t KeysBytes = std::size_t(StateCount) * GearCount * sizeof(std::uint16_t);
constexpr std::size_t StartBytes = (std::size_t(StateCount) + 16) * sizeof(std::uint32_t);
constexpr std::size_t CountBytes = std::size_t(StateCount) * sizeof(std::uint16_t);
constexpr std::size_t BitsBytes = std::size_t(BitWords) * sizeof(std::uint64_t);
constexpr std::size_t BlockBytes =
    (KeysBytes + StartBytes + CountBytes + 3 * BitsBytes + BlockAlignment - 1) / BlockAlignment * BlockAlignment;

} // namespace

void GearTableBuilder::FreeBlock::operator()(std::byte* block) const { std::free(block); }

void GearTableBuilder::allocate()
{
    auto* block = static_cast<std::byte*>(std::aligned_alloc(BlockAlignment, BlockBytes));
    if (!block)
        throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    madvise(block, BlockBytes, MADV_HUGEPAGE); // a hint: 4 KiB pages if refused
#endif
    m_block.reset(block);
    std::byte* at = block;
    m_keys = reinterpret_cast<std::uint16_t*>(at);
    at += KeysBytes;
    m_start = reinterpret_cast<std::uint32_t*>(at);
    at += StartBytes;
    m_count = reinterpret_cast<std::uint16_t*>(at);
    at += CountBytes;
    m_reached = reinterpret_cast<std::uint64_t*>(at);
    m_frontier = m_reached + BitWords;
    m_next = m_frontier + BitWords;
}

std::optional<DistanceTable> GearTableBuilder::build(const GearBoard& board, const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    // Predecessor lists in one array, by a counting sort on the target: first the lists' lengths...
    // (counted in 16 bits, half the cache of 32 bits: a state has at most 1,101 predecessors, one
    // for each gear and connected group of gears around it)...
    if (!m_block)
        allocate();
    std::uint16_t* const count = m_count;
    std::fill(count, count + StateCount, std::uint16_t(0));
    for (std::uint32_t chunk = 0; chunk < StateCount; chunk += PollStates) {
        for (std::uint32_t s = chunk; s < chunk + PollStates; ++s) {
            const std::uint16_t pairs = board.meshedPairs(Rotations{s});
            for (int g = 0; g < GearCount; ++g)
                ++count[GearBoard::addRotations(s, board.groupDelta(pairs, g))];
        }
        if (control.stopRequested())
            return std::nullopt;
    }
    std::uint32_t* const start = m_start;
    start[0] = 0;
    for (std::uint32_t t = 0; t < StateCount; ++t)
        start[t + 1] = start[t] + count[t];
    control.report(0.15);
    // ...then the keys, each list filled from its back, so that start[t] ends where its list begins.
    std::uint16_t* const keys = m_keys;
    for (std::uint32_t t = 0; t < StateCount; ++t)
        start[t] = start[t + 1];
    for (std::uint32_t chunk = 0; chunk < StateCount; chunk += PollStates) {
        for (std::uint32_t s = chunk; s < chunk + PollStates; ++s) {
            const std::uint16_t pairs = board.meshedPairs(Rotations{s});
            const std::uint32_t key = std::uint32_t(pairs) * GearCount;
            for (std::uint32_t g = 0; g < GearCount; ++g)
                keys[--start[GearBoard::addRotations(s, board.groupDeltaOfKey(key + g))]] = std::uint16_t(key + g);
        }
        if (control.stopRequested())
            return std::nullopt;
    }
    control.report(0.3);

    DistanceTable table(StateCount);
    std::uint8_t* const distance = table.raw().data();
    auto& perDepth = table.rawCounts();
    std::fill(m_reached, m_reached + 3 * BitWords, std::uint64_t(0)); // reached, frontier, next
    std::uint64_t* const reached = m_reached;
    std::uint64_t layer = 0;
    for (const std::uint32_t s : solvedStates(board)) {
        distance[s] = 0;
        reached[s >> 6] |= std::uint64_t(1) << (s & 63);
        m_frontier[s >> 6] |= std::uint64_t(1) << (s & 63);
        ++layer;
    }
    std::uint64_t reachedCount = 0;
    std::uint8_t depth = 0;
    while (layer > 0) { // no goal at all: every state unreached, maxDepth() == -1
        perDepth.push_back(layer);
        reachedCount += layer;
        if (depth == DistanceTable::Unreached - 1) // one byte a state
            throw std::overflow_error("sawtooth table: a state lies more than 254 moves from home");
        const auto nextDepth = std::uint8_t(depth + 1);
        const std::uint64_t* const frontier = m_frontier;
        std::uint64_t* const next = m_next;
        std::uint64_t found = 0;
        if (StateCount - reachedCount < PullFactor * layer) {
            // Pull: an unreached state is one move further than the frontier if a move leads into it.
            for (std::uint32_t w = 0; w < BitWords; ++w) {
                std::uint64_t open = ~reached[w];
                std::uint64_t hit = 0;
                while (open) {
                    const int b = std::countr_zero(open);
                    open &= open - 1;
                    const std::uint32_t s = (w << 6) | std::uint32_t(b);
                    const std::uint32_t key = std::uint32_t(board.meshedPairs(Rotations{s})) * GearCount;
                    for (std::uint32_t g = 0; g < GearCount; ++g) {
                        const std::uint32_t t = GearBoard::addRotations(s, board.groupDeltaOfKey(key + g));
                        if ((frontier[t >> 6] >> (t & 63)) & 1) {
                            hit |= std::uint64_t(1) << b;
                            distance[s] = nextDepth;
                            break;
                        }
                    }
                }
                next[w] = hit;
                found += std::uint64_t(std::popcount(hit));
                if ((w & (PollWords - 1)) == PollWords - 1 && control.stopRequested())
                    return std::nullopt;
            }
            for (std::uint32_t w = 0; w < BitWords; ++w)
                reached[w] |= next[w];
        } else {
            // Push: the predecessors of the frontier, the frontier in rank order.
            for (std::uint32_t w = 0; w < BitWords; ++w) {
                for (std::uint64_t bits = frontier[w]; bits; bits &= bits - 1) {
                    const std::uint32_t t = (w << 6) | std::uint32_t(std::countr_zero(bits));
                    for (std::uint32_t i = start[t]; i < start[t + 1]; ++i) {
                        const std::uint32_t s =
                            GearBoard::addRotations(t, GearBoard::negateRotations(board.groupDeltaOfKey(keys[i])));
                        const std::uint64_t bit = std::uint64_t(1) << (s & 63);
                        if (!(reached[s >> 6] & bit)) {
                            reached[s >> 6] |= bit;
                            next[s >> 6] |= bit;
                            distance[s] = nextDepth;
                            ++found;
                        }
                    }
                }
                if ((w & (PollWords - 1)) == PollWords - 1 && control.stopRequested())
                    return std::nullopt;
            }
        }
        std::swap(m_frontier, m_next);
        std::fill(m_next, m_next + BitWords, std::uint64_t(0));
        control.report(0.3 + 0.7 * double(reachedCount + found) / double(StateCount));
        layer = found;
        depth = nextDepth;
    }
    control.report(1.0);
    return table;
}

std::optional<DistanceTable> buildGearDistanceTable(const GearBoard& board, const SearchControl& control)
{
    GearTableBuilder builder;
    return builder.build(board, control);
}

} // namespace minimoves::sawtooth
