#include "sawtooth/sawtooth.h"

#include <algorithm>

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

std::vector<Rotations> GearBoard::solvedStates() const
{
    std::vector<Rotations> solved;
    for (std::uint32_t s = 0; s < StateCount; ++s)
        if (isSolved(Rotations{s}))
            solved.push_back(Rotations{s});
    return solved;
}

std::optional<Solution> GearSearch::run(const GearBoard& board, Rotations start, Detail detail,
                                        const SearchControl& control)
{
    if (control.stopRequested())
        return std::nullopt;
    Solution solution;
    if (board.isSolved(start)) {
        solution.distance = 0;
        return solution;
    }
    const bool full = detail == Detail::Full;
    m_queue.resize(StateCount);
    m_seen.assign(StateCount / 64, 0);
    if (full) {
        // Read only for states marked seen in this search, so never cleared.
        m_depth.resize(StateCount);
        m_firstMoves.resize(StateCount);
        m_parent.resize(StateCount);
    }
    std::uint32_t* const queue = m_queue.data();
    std::uint64_t* const seen = m_seen.data();
    const std::uint32_t first = start.packed;
    queue[0] = first;
    seen[first >> 6] |= std::uint64_t(1) << (first & 63);
    if (full) {
        m_depth[first] = 0;
        m_firstMoves[first] = 0;
    }
    std::size_t head = 0;
    std::size_t tail = 1;
    std::size_t layerEnd = 1;
    int depth = 0;
    bool found = false;
    std::uint32_t sincePoll = 0;
    while (head < tail) {
        if (head == layerEnd) {
            if (found)
                break;
            ++depth;
            layerEnd = tail;
        }
        const std::uint32_t state = queue[head++];
        const std::uint16_t pairs = board.meshedPairs(Rotations{state});
        for (int g = 0; g < GearCount; ++g) {
            const std::uint32_t next = GearBoard::addRotations(state, board.groupDelta(pairs, g));
            std::uint64_t& word = seen[next >> 6];
            const std::uint64_t bit = std::uint64_t(1) << (next & 63);
            const std::uint16_t viaMoves = depth == 0 ? std::uint16_t(1u << g) : (full ? m_firstMoves[state] : 0);
            if (word & bit) {
                if (full && m_depth[next] == depth + 1)
                    m_firstMoves[next] |= viaMoves;
                continue;
            }
            word |= bit;
            queue[tail++] = next;
            if (full) {
                m_depth[next] = std::uint8_t(depth + 1);
                m_firstMoves[next] = viaMoves;
                m_parent[next] = state | (std::uint32_t(g) << 24);
            }
            if (board.isSolved(Rotations{next})) {
                if (!full) {
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
            control.report(double(tail) / double(StateCount));
        }
    }
    control.report(1.0);
    if (!found)
        return solution;
    // The goal layer is queue[layerEnd, tail): its first goal in queue order ends the
    // lexicographically smallest optimal path, because BFS in moves() order discovers the states
    // of a layer in the order of their smallest paths.
    solution.distance = depth + 1;
    std::uint16_t optimal = 0;
    std::uint32_t firstGoal = StateCount;
    for (std::size_t i = layerEnd; i < tail; ++i) {
        if (board.isSolved(Rotations{queue[i]})) {
            optimal |= m_firstMoves[queue[i]];
            if (firstGoal == StateCount)
                firstGoal = queue[i];
        }
    }
    for (int g = 0; g < GearCount; ++g)
        if (optimal & (1u << g))
            solution.optimalMoves.push_back(g);
    for (std::uint32_t s = firstGoal; s != first;) {
        solution.path.push_back(int(m_parent[s] >> 24));
        s = m_parent[s] & (StateCount - 1);
    }
    std::reverse(solution.path.begin(), solution.path.end());
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
