#include "shifting_grid/shifting_grid_type.h"

#include "shifting_grid/placement_table.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <istream>
#include <iterator>
#include <ostream>
#include <string>

namespace minimoves::shifting_grid {

Grid startingGrid() { return *parseGrid("WWWWWWBGGGGBWGGGGWBBBBBB"); }

std::string ShiftingGridPuzzle::moveText(int move) const { return shiftText(allShifts[move]); }

std::optional<int> ShiftingGridPuzzle::parseMove(std::string_view text) const
{
    const auto shift = parseShift(text);
    if (!shift)
        return std::nullopt;
    return shiftIndex(*shift);
}

std::string ShiftingGridPuzzle::encodeState(StateRank state) const { return gridText(ShiftingGrid::unrank(state)); }

Parsed<StateRank> ShiftingGridPuzzle::decodeState(std::string_view text) const
{
    std::string error;
    const auto grid = parseGrid(text, &error);
    if (!grid)
        return parseError(error);
    return ShiftingGrid::rank(*grid);
}

StateRank ShiftingGridPuzzle::initialState() const { return ShiftingGrid::rank(startingGrid()); }

bool ShiftingGridPuzzle::prepare(const SearchControl& control) const
{
    if (control.stopRequested())
        return false;
    placementDistances(); // about 20 ms, once per process: not worth a stop check inside
    control.report(1.0);
    return true;
}

std::optional<Solution> ShiftingGridPuzzle::solve(StateRank state, const SearchControl& control) const
{
    if (control.stopRequested())
        return std::nullopt;
    return solveGrid(ShiftingGrid::unrank(state));
}

std::optional<int> ShiftingGridPuzzle::hardestDistance(const SearchControl&) const
{
    return HardestGridDistance;
}

std::optional<StateRank> ShiftingGridPuzzle::randomState(int distance, std::mt19937_64& random,
                                                         const SearchControl& control) const
{
    const auto grid = randomGridAt(distance, random, control);
    if (!grid)
        return std::nullopt;
    return ShiftingGrid::rank(*grid);
}

namespace {

// Whitespace-separated tokens of the whole input, with the line each starts on.
class Tokens {
public:
    explicit Tokens(std::string text) : m_text(std::move(text)) {}

    bool next(std::string_view& token)
    {
        while (m_at < m_text.size() && isSpace(m_text[m_at])) {
            if (m_text[m_at] == '\n')
                ++m_line;
            ++m_at;
        }
        if (m_at == m_text.size())
            return false;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && !isSpace(m_text[m_at]))
            ++m_at;
        token = std::string_view(m_text).substr(start, m_at - start);
        m_tokenLine = m_line;
        return true;
    }
    int line() const { return m_tokenLine; }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

    std::string m_text;
    std::size_t m_at = 0;
    int m_line = 1;
    int m_tokenLine = 1;
};

std::string quoted(std::string_view token)
{
    std::string text(1, '\'');
    text.append(token.substr(0, 24));
    text.append(token.size() > 24 ? "...'" : "'");
    return text;
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    Tokens tokens{std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>())};
    std::string answers;
    auto fail = [&](const std::string& message) {
        out << answers;
        err << "shifting-grid: " << message << "\n";
        return 2;
    };
    std::string_view token;
    if (!tokens.next(token))
        return fail("the input is empty; it starts with the number of cases T");
    long long caseCount = -1;
    const auto [end, status] = std::from_chars(token.data(), token.data() + token.size(), caseCount);
    if (status != std::errc() || end != token.data() + token.size() || caseCount < 0)
        return fail("line " + std::to_string(tokens.line()) + ": the number of cases " + quoted(token) +
                    " is not a whole number");
    if (caseCount > 0)
        placementDistances();
    answers.reserve(std::size_t(std::min<long long>(caseCount, 1 << 20)) * 16);
    for (long long number = 1; number <= caseCount; ++number) {
        const std::string where = "case " + std::to_string(number);
        std::array<Placement, 3> placements{};
        for (int row = 0; row < Rows; ++row) {
            if (!tokens.next(token))
                return fail(where + ": the input ends " +
                            (row == 0 ? "before it" : "after " + std::to_string(row) + " of its 4 rows") +
                            " (T = " + std::to_string(caseCount) + ")");
            const std::string rowWhere = "line " + std::to_string(tokens.line()) + ", " + where + ", row " +
                                         std::to_string(row + 1) + ": ";
            if (token.size() != std::size_t(Columns))
                return fail(rowWhere + quoted(token) + " is not 6 letters W, B or G");
            for (int column = 0; column < Columns; ++column) {
                const auto colour = colourFromLetter(token[column]);
                if (!colour)
                    return fail(rowWhere + quoted(token) + " is not 6 letters W, B or G");
                placements[int(*colour)] |= Placement(1) << cellIndex(row, column);
            }
        }
        const std::array<int, 3> counts{std::popcount(placements[0]), std::popcount(placements[1]),
                                        std::popcount(placements[2])};
        if (counts != std::array<int, 3>{CellsPerColour, CellsPerColour, CellsPerColour})
            return fail("line " + std::to_string(tokens.line()) + ", " + where + ": it has W " +
                        std::to_string(counts[0]) + ", B " + std::to_string(counts[1]) + ", G " +
                        std::to_string(counts[2]) + " cells; each colour must have 8");
        int answer = FarthestPlacementDistance;
        for (Placement placement : placements)
            answer = std::min(answer, placementDistance(placement));
        answers += "Case ";
        answers += std::to_string(number);
        answers += ": ";
        answers += std::to_string(answer);
        answers += '\n';
    }
    if (tokens.next(token))
        return fail("line " + std::to_string(tokens.line()) + ": the input goes on (" + quoted(token) +
                    ") after the " + std::to_string(caseCount) + " cases T announced");
    out << answers;
    return 0;
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64&)
{
    return std::make_unique<ShiftingGridPuzzle>();
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    if (text != "4x6")
        return parseError("the shifting grid has one instance, '4x6'; got " + quoted(text));
    return std::unique_ptr<AnyPuzzle>(std::make_unique<ShiftingGridPuzzle>());
}

std::vector<std::string> noVariants() { return {}; }

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{"shifting-grid", &makeRandom, &makeFromText, &noVariants, &runContest};
}

} // namespace minimoves::shifting_grid
