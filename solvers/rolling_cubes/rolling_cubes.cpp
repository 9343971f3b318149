// Rolling Cubes: text forms and the rank-level searches. This file is also compiled into the
// build-time generator of the contest answer table, so it must not depend on that table.
#include "rolling_cubes/rolling_cubes.h"
#include "rolling_cubes/rolling_cubes_search.h"

#include "core/byte_scan.h"
#include "core/parallel.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace minimoves::rolling_cubes {

char colorLetter(Color color) { return "WBR"[int(color)]; }

char rollLetter(Roll roll) { return "LRUD"[int(roll)]; }

std::optional<Roll> parseRoll(std::string_view text)
{
    for (Roll roll : allRolls)
        if (text.size() == 1 && text[0] == rollLetter(roll))
            return roll;
    return std::nullopt;
}

namespace {

std::optional<Color> colorOfLetter(char letter)
{
    switch (letter) {
    case 'W': return Color::White;
    case 'B': return Color::Blue;
    case 'R': return Color::Red;
    default: return std::nullopt;
    }
}

template <class T>
std::optional<T> fail(std::string* error, std::string message)
{
    if (error)
        *error = std::move(message);
    return std::nullopt;
}

} // namespace

std::string patternText(const Pattern& pattern)
{
    std::string text;
    for (int c = 0; c < cellCount; ++c)
        text += c == pattern.gap ? 'E' : colorLetter(pattern.top[c]);
    return text;
}

std::optional<Pattern> parsePattern(std::string_view text, std::string* error)
{
    if (text.size() != cellCount)
        return fail<Pattern>(error, "a pattern is 9 letters, got " + std::to_string(text.size()) + " characters");
    Pattern pattern;
    int gaps = 0;
    for (int c = 0; c < cellCount; ++c) {
        if (text[c] == 'E') {
            ++gaps;
            pattern.gap = std::uint8_t(c);
            continue;
        }
        const auto color = colorOfLetter(text[c]);
        if (!color)
            return fail<Pattern>(error, "letter " + std::to_string(c + 1) + " '" + text[c] + "' is not W, B, R or E");
        pattern.top[c] = *color;
    }
    if (gaps != 1)
        return fail<Pattern>(error, "a pattern has exactly one E, got " + std::to_string(gaps));
    pattern.top[pattern.gap] = Color::White;
    return pattern;
}

std::string boardText(const Board& board)
{
    std::string text;
    for (int c = 0; c < cellCount; ++c) {
        if (c == board.gap) {
            text += 'E';
            continue;
        }
        const Orientation o = board.cells[c];
        const char letter = colorLetter(topColor(o));
        text += int(o) % 2 == 0 ? letter : char(letter - 'A' + 'a');
    }
    return text;
}

std::optional<Board> parseBoard(std::string_view text, std::string* error)
{
    if (text.size() != cellCount)
        return fail<Board>(error, "a board is 9 characters, got " + std::to_string(text.size()));
    Board board;
    int gaps = 0;
    for (int c = 0; c < cellCount; ++c) {
        const char letter = text[c];
        if (letter == 'E') {
            ++gaps;
            board.gap = std::uint8_t(c);
            continue;
        }
        const bool lower = letter >= 'a' && letter <= 'z';
        const auto top = colorOfLetter(lower ? char(letter - 'a' + 'A') : letter);
        if (!top)
            return fail<Board>(error, "character " + std::to_string(c + 1) + " '" + letter +
                                          "' is not E or one of W w B b R r");
        board.cells[c] = Orientation(2 * int(*top) + (lower ? 1 : 0));
    }
    if (gaps != 1)
        return fail<Board>(error, "a board has exactly one gap E, got " + std::to_string(gaps));
    board.cells[board.gap] = Orientation::WhiteBlueRed;
    return board;
}

// ------------------------------------------------------------------------------------------------
// Rolls on ranks. With the gap fixed, the cubes' base-6 code (digit k = the k-th cube cell in
// reading order) changes in at most three consecutive digits:
// - a roll along x keeps every cube's index in the reading order: one digit turns (rolledAlongX);
// - a cube rolling down from above the gap jumps over the two cells between: digits
//   [cube, c1, c2] become [c1, c2, rolledAlongY(cube)]; rolling up from below is the reverse.
// So each roll is "replace the 3-digit window at digit k through a 216-entry table".
namespace {

enum Window { TurnInPlace, DownFromAbove, UpFromBelow };

constexpr std::uint32_t power6(int k)
{
    std::uint32_t p = 1;
    for (int i = 0; i < k; ++i)
        p *= 6;
    return p;
}

constexpr std::array<std::array<std::uint16_t, 216>, 3> makeWindows()
{
    std::array<std::array<std::uint16_t, 216>, 3> windows{};
    for (int w = 0; w < 216; ++w) {
        const int d0 = w % 6;
        const int d1 = w / 6 % 6;
        const int d2 = w / 36;
        windows[TurnInPlace][w] = std::uint16_t(int(rolledAlongX(Orientation(d0))) + 6 * d1 + 36 * d2);
        windows[DownFromAbove][w] = std::uint16_t(d1 + 6 * d2 + 36 * int(rolledAlongY(Orientation(d0))));
        windows[UpFromBelow][w] = std::uint16_t(int(rolledAlongY(Orientation(d2))) + 6 * d0 + 36 * d1);
    }
    return windows;
}

constexpr auto windows = makeWindows();

template <Window W, int K>
inline std::uint32_t rolledCode(std::uint32_t code)
{
    constexpr std::uint32_t place = power6(K);
    const std::uint32_t window = code / place % 216; // past digit 7 the window reads zeros
    return code + (std::uint32_t(windows[W][window]) - window) * place; // wraps back into range
}

// Calls visit(newGap, newCode) for every real roll, in moves() order (L, R, U, D).
template <int Gap, class Visit>
inline void forEachRoll(std::uint32_t code, Visit&& visit)
{
    if constexpr (Gap % 3 != 0)
        visit(Gap - 1, rolledCode<TurnInPlace, Gap - 1>(code));
    if constexpr (Gap % 3 != 2)
        visit(Gap + 1, rolledCode<TurnInPlace, Gap>(code));
    if constexpr (Gap >= 3)
        visit(Gap - 3, rolledCode<DownFromAbove, Gap - 3>(code));
    if constexpr (Gap <= 5)
        visit(Gap + 3, rolledCode<UpFromBelow, Gap>(code));
}

// Calls f(std::integral_constant<int, gap>) so that the gap's rolls compile to constants.
template <class F>
inline void withGap(int gap, F&& f)
{
    switch (gap) {
    case 0: f(std::integral_constant<int, 0>{}); break;
    case 1: f(std::integral_constant<int, 1>{}); break;
    case 2: f(std::integral_constant<int, 2>{}); break;
    case 3: f(std::integral_constant<int, 3>{}); break;
    case 4: f(std::integral_constant<int, 4>{}); break;
    case 5: f(std::integral_constant<int, 5>{}); break;
    case 6: f(std::integral_constant<int, 6>{}); break;
    case 7: f(std::integral_constant<int, 7>{}); break;
    default: f(std::integral_constant<int, 8>{}); break;
    }
}

// The top colours of four cubes (a 4-digit base-6 code) as a 4-digit base-3 code.
constexpr std::array<std::uint8_t, 1296> makeTopsOfFour()
{
    std::array<std::uint8_t, 1296> tops{};
    for (int code = 0; code < 1296; ++code) {
        int top = 0;
        for (int k = 3; k >= 0; --k)
            top = top * 3 + code / int(power6(k)) % 6 / 2;
        tops[code] = std::uint8_t(top);
    }
    return tops;
}

constexpr auto topsOfFour = makeTopsOfFour();

inline std::uint32_t topCode(std::uint32_t cubeCode)
{
    return topsOfFour[cubeCode % 1296] + 81u * topsOfFour[cubeCode / 1296];
}

} // namespace

// Layer by layer, scanning the table for the boards of the current depth: no queue, so the only
// memory is the table itself. On every core (core/parallel.h), race-free by the gap's parity:
// every roll moves the gap by 1 or 3 cells, so the gap's parity changes with every roll, and all
// 256 goals share one gap. The boards at depth d therefore all lie in the gap blocks of one parity
// (the goal gap's plus d), and their neighbours in the blocks of the other. A layer is one loop
// over chunks of the first blocks only (half the table):
//  - the scanned blocks are only read, with plain 8-byte loads: no one writes them this layer;
//  - the other blocks are only touched through std::atomic_ref<std::uint8_t> (relaxed loads and
//    stores): each neighbour of a board at depth d gets min(its byte, d + 1), so an unreached one
//    (Unreached is the largest byte) gets d + 1 and a reached one keeps its depth. Two threads may
//    store to the same neighbour at once, but every store to a byte in a layer writes the same
//    value (a reached byte is rewritten as it is, an Unreached or d + 1 one gets d + 1), so
//    whichever lands last is right. No branch on the loaded byte: it would be mispredicted about
//    as often as not, and each miss throws away the loads in flight (a third of the time).
// The loop's end joins every thread's writes before the next layer reads them. A layer's size is
// counted by the scan that walks it (exact, whoever marked its boards); the search ends after a
// layer in which no thread marked anything. The table does not depend on the thread count: each
// layer is a set, and its boards get the same byte whoever marks them. Progress is reported by
// the calling thread between layers.
std::optional<DistanceTable> buildPatternTable(const Pattern& pattern, const SearchControl& control)
{
    using namespace bytescan;
    if (control.stopRequested())
        return std::nullopt;
    DistanceTable table(boardCount);
    std::uint8_t* const distance = table.raw().data();
    auto& perDepth = table.rawCounts();

    // The 256 goals: the pattern's gap and tops, and either remaining colour on every x axis.
    Board goal;
    goal.gap = pattern.gap;
    for (unsigned sides = 0; sides < 256; ++sides) {
        for (int c = 0, k = 0; c < cellCount; ++c)
            if (c != pattern.gap)
                goal.cells[c] = Orientation(2 * int(pattern.top[c]) + ((sides >> k++) & 1));
        distance[rankBoard(goal)] = 0;
    }

    // Chunks of whole 64-board groups that never straddle two gap blocks (6^8 = 27 * 62,208).
    constexpr std::uint32_t chunk = 62208;
    static_assert(cubeCodeCount % chunk == 0 && chunk % 64 == 0);
    WorkerPool pool(threadCount());
    struct alignas(64) Tally { // one cache line a thread
        std::uint64_t atDepth = 0; // boards of the scanned layer
        bool marked = false;       // some board got depth + 1
    };
    std::vector<Tally> tallies(std::size_t(pool.size()));

    std::uint64_t reached = 0;
    for (std::uint8_t depth = 0;; ++depth) {
        if (depth == DistanceTable::Unreached - 1) // one byte a board (every pattern needs 37 at most)
            throw std::overflow_error("rolling-cubes table: a board lies more than 254 moves from the pattern");
        const std::uint8_t next = std::uint8_t(depth + 1);
        int scanned[cellCount];
        int blocks = 0;
        for (int gap = (pattern.gap + depth) % 2; gap < cellCount; gap += 2)
            scanned[blocks++] = gap;
        for (Tally& t : tallies)
            t = {};
        const bool ok = pool.forEachChunk(
            std::uint64_t(blocks) * cubeCodeCount, chunk, control,
            [&](std::uint64_t begin, std::uint64_t end, int worker) {
                const int gap = scanned[begin / cubeCodeCount];
                const auto first = std::uint32_t(begin % cubeCodeCount);
                const auto last = std::uint32_t(first + (end - begin));
                // Copies in registers: a byte store may alias any memory, so values read through
                // the closure would be loaded again after every store.
                std::uint8_t* const bytes = distance;
                const std::uint8_t here = depth;
                const std::uint8_t mark = next;
                const std::uint8_t* const block = bytes + std::uint64_t(gap) * cubeCodeCount;
                std::uint64_t atDepth = 0;
                bool marked = false;
                withGap(gap, [&](auto constantGap) {
                    constexpr int G = decltype(constantGap)::value;
                    for (std::uint32_t group = first; group < last; group += 64) {
                        const std::uint64_t boards = equalMask64(block + group, here);
                        atDepth += std::uint64_t(popcount64(boards));
                        forEachBit(boards, [&](unsigned bit) {
                            forEachRoll<G>(group + bit, [&](int newGap, std::uint32_t newCode) {
                                // Atomic: a block of the other parity, which another thread may
                                // store to now (see above).
                                const std::atomic_ref<std::uint8_t> d(
                                    bytes[std::uint64_t(newGap) * cubeCodeCount + newCode]);
                                const std::uint8_t was = d.load(std::memory_order_relaxed);
                                d.store(was < mark ? was : mark, std::memory_order_relaxed);
                                marked = marked || was == DistanceTable::Unreached;
                            });
                        });
                    }
                });
                tallies[std::size_t(worker)].atDepth += atDepth;
                tallies[std::size_t(worker)].marked = tallies[std::size_t(worker)].marked || marked;
            });
        if (!ok)
            return std::nullopt; // the pool's threads are joined when it goes
        std::uint64_t atDepth = 0;
        bool marked = false;
        for (const Tally& t : tallies) {
            atDepth += t.atDepth;
            marked = marked || t.marked;
        }
        perDepth.push_back(atDepth);
        reached += atDepth;
        if (!marked)
            break;
        control.report(std::min(0.99, double(reached) / double(boardCount)));
    }
    control.report(1.0);
    return table;
}

StandardStartAnswers searchFromStandardStart(int gap)
{
    StandardStartAnswers answers;
    answers.distance.fill(NoAnswer);
    std::vector<std::uint64_t> seen(boardCount / 64 + 1, 0);
    std::vector<std::uint32_t> queue;
    queue.reserve(4133430); // the most boards one start reaches (docs/RULES.md §3)
    const auto start = std::uint32_t(gap) * cubeCodeCount;
    queue.push_back(start);
    seen[start / 64] |= std::uint64_t{1} << (start % 64);
    std::size_t head = 0;
    std::size_t layerEnd = 1;
    int depth = 0;
    while (head < queue.size()) {
        if (head == layerEnd) {
            ++depth;
            layerEnd = queue.size();
        }
        const std::uint32_t rank = queue[head++];
        const std::uint32_t here = rank / cubeCodeCount;
        const std::uint32_t code = rank % cubeCodeCount;
        std::uint8_t& answer = answers.distance[here * topCodeCount + topCode(code)];
        if (answer == NoAnswer)
            answer = std::uint8_t(depth); // BFS order: the first board showing it is the nearest
        withGap(int(here), [&](auto constantGap) {
            forEachRoll<decltype(constantGap)::value>(code, [&](int newGap, std::uint32_t newCode) {
                const std::uint32_t r = std::uint32_t(newGap) * cubeCodeCount + newCode;
                std::uint64_t& bits = seen[r / 64];
                const std::uint64_t bit = std::uint64_t{1} << (r % 64);
                if (!(bits & bit)) {
                    bits |= bit;
                    queue.push_back(r);
                }
            });
        });
    }
    answers.reachedBoards = queue.size();
    answers.deepestBoard = depth;
    return answers;
}

} // namespace minimoves::rolling_cubes
