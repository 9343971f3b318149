#include "sawtooth/sawtooth.h"

#include <algorithm>
#include <stdexcept>

namespace minimoves::sawtooth {

namespace {

constexpr int PairMasks = 1 << PairCount;

// groupDeltas[pairs * 9 + gear], for every set of meshed pairs: the grid alone decides which gears
// a turn drags along, so one table serves every instance.
std::vector<std::uint32_t> makeGroupDeltas()
{
    std::vector<std::uint32_t> deltas(std::size_t(PairMasks) * GearCount);
    for (int pairs = 0; pairs < PairMasks; ++pairs) {
        for (int gear = 0; gear < GearCount; ++gear) {
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
            std::uint32_t delta = 0;
            for (int h = 0; h < GearCount; ++h)
                if (group & (1u << h))
                    delta |= std::uint32_t(sameParity(gear, h) ? 1 : 3) << (2 * h);
            deltas[std::size_t(pairs) * GearCount + std::size_t(gear)] = delta;
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

std::optional<DistanceTable> buildGearDistanceTable(const GearBoard& board, const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    // Predecessor lists in one array: predecessors of t are sources[start[t] .. start[t+1]).
    std::vector<std::uint32_t> start(StateCount + 1, 0);
    for (std::uint32_t s = 0; s < StateCount; ++s) {
        const std::uint16_t pairs = board.meshedPairs(Rotations{s});
        for (int g = 0; g < GearCount; ++g)
            ++start[GearBoard::addRotations(s, board.groupDelta(pairs, g)) + 1];
    }
    for (std::uint32_t t = 0; t < StateCount; ++t)
        start[t + 1] += start[t];
    if (control.stopRequested())
        return std::nullopt;
    control.report(0.2);
    std::vector<std::uint32_t> sources(std::size_t(StateCount) * GearCount);
    // Filled from the back of every list, so each start[t] ends where its list begins.
    for (std::uint32_t t = 0; t < StateCount; ++t)
        start[t] = start[t + 1];
    for (std::uint32_t s = 0; s < StateCount; ++s) {
        const std::uint16_t pairs = board.meshedPairs(Rotations{s});
        for (int g = 0; g < GearCount; ++g)
            sources[--start[GearBoard::addRotations(s, board.groupDelta(pairs, g))]] = s;
    }
    if (control.stopRequested())
        return std::nullopt;
    control.report(0.4);

    DistanceTable table(StateCount);
    auto& distance = table.raw();
    auto& perDepth = table.rawCounts();
    std::vector<std::uint32_t> queue;
    queue.reserve(StateCount);
    for (std::uint32_t s = 0; s < StateCount; ++s) {
        if (board.isSolved(Rotations{s})) {
            distance[s] = 0;
            queue.push_back(s);
        }
    }
    if (queue.empty())
        return table; // no goal at all: every state unreached, maxDepth() == -1
    std::size_t head = 0;
    std::uint8_t depth = 0;
    std::uint32_t sincePoll = 0;
    while (head < queue.size()) {
        const std::size_t layerEnd = queue.size();
        perDepth.push_back(layerEnd - head);
        if (depth == DistanceTable::Unreached - 1) // one byte a state
            throw std::overflow_error("sawtooth table: a state lies more than 254 moves from home");
        const auto next = std::uint8_t(depth + 1);
        for (; head < layerEnd; ++head) {
            const std::uint32_t t = queue[head];
            for (std::uint32_t i = start[t]; i < start[t + 1]; ++i) {
                const std::uint32_t s = sources[i];
                if (distance[s] == DistanceTable::Unreached) {
                    distance[s] = next;
                    queue.push_back(s);
                }
            }
            if (++sincePoll == 4096) {
                sincePoll = 0;
                if (control.stopRequested())
                    return std::nullopt;
                control.report(0.4 + 0.6 * double(queue.size()) / double(StateCount));
            }
        }
        depth = next;
    }
    control.report(1.0);
    return table;
}

} // namespace minimoves::sawtooth
