#include "shifting_grid/shifting_grid_type.h"

#include "shifting_grid/placement_table.h"

#include "core/contest_input.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <istream>
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
    // Nothing to build: the placement table is compiled in (placement_table.h).
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

std::optional<std::vector<std::uint64_t>> ShiftingGridPuzzle::distanceCounts(const SearchControl& control) const
{
    if (control.stopRequested())
        return std::nullopt;
    return std::vector<std::uint64_t>(std::begin(detail::embeddedGridCountPerDepth),
                                      std::end(detail::embeddedGridCountPerDepth));
}

namespace {

// The colour index of a letter, NotAColour for any other byte: the contest loop's one look-up.
constexpr std::uint8_t NotAColor = 3;
constexpr std::array<std::uint8_t, 256> colorOfByte = [] {
    std::array<std::uint8_t, 256> table{};
    table.fill(NotAColor);
    table['W'] = std::uint8_t(Color::White);
    table['B'] = std::uint8_t(Color::Black);
    table['G'] = std::uint8_t(Color::Grey);
    return table;
}();

std::string quoted(std::string_view token)
{
    std::string text(1, '\'');
    text.append(token.substr(0, 24));
    text.append(token.size() > 24 ? "...'" : "'");
    return text;
}

} // namespace

namespace {

// The contest format's one parser: calls onCase(number, placements) for every grid (placements of
// W, B and G, each 8 cells) and returns "" at the end of good input, or what is wrong and where.
// Messages are only built on the way out: a valid case costs no allocation.
template <class OnCase>
std::string readContest(std::istream& in, OnCase&& onCase)
{
    ContestInput tokens = ContestInput::read(in);
    std::string_view token;
    if (!tokens.next(token))
        return "the input is empty; it starts with the number of cases T";
    long long caseCount = -1;
    const auto [end, status] = std::from_chars(token.data(), token.data() + token.size(), caseCount);
    if (status != std::errc() || end != token.data() + token.size() || caseCount < 0)
        return "line " + std::to_string(tokens.tokenLine()) + ": the number of cases " + quoted(token) +
               " is not a whole number";
    auto caseName = [](long long number) { return "case " + std::to_string(number); };
    for (long long number = 1; number <= caseCount; ++number) {
        std::array<Placement, 4> placements{}; // [NotAColor] collects the cells of bad letters
        for (int row = 0; row < Rows; ++row) {
            if (!tokens.next(token))
                return caseName(number) + ": the input ends " +
                       (row == 0 ? "before it" : "after " + std::to_string(row) + " of its 4 rows") +
                       " (T = " + std::to_string(caseCount) + ")";
            if (token.size() == std::size_t(Columns))
                for (int column = 0; column < Columns; ++column)
                    placements[colorOfByte[static_cast<unsigned char>(token[column])]] |=
                        Placement(1) << cellIndex(row, column);
            if (token.size() != std::size_t(Columns) || placements[NotAColor] != 0)
                return "line " + std::to_string(tokens.tokenLine()) + ", " + caseName(number) + ", row " +
                       std::to_string(row + 1) + ": " + quoted(token) + " is not 6 letters W, B or G";
        }
        std::array<int, 3> counts{};
        for (int color = 0; color < 3; ++color)
            for (Placement rest = placements[color]; rest != 0; rest &= rest - 1)
                ++counts[color];
        if (counts != std::array<int, 3>{CellsPerColor, CellsPerColor, CellsPerColor})
            return "line " + std::to_string(tokens.tokenLine()) + ", " + caseName(number) + ": it has W " +
                   std::to_string(counts[0]) + ", B " + std::to_string(counts[1]) + ", G " +
                   std::to_string(counts[2]) + " cells; each colour must have 8";
        onCase(number, placements);
    }
    if (tokens.next(token))
        return "line " + std::to_string(tokens.tokenLine()) + ": the input goes on (" + quoted(token) +
               ") after the " + std::to_string(caseCount) + " cases T announced";
    return {};
}

// The contest's line for one grid, "Case 3: 7", appended to `answers`.
void appendAnswer(std::string& answers, long long number, const std::array<Placement, 4>& placements)
{
    int answer = FarthestPlacementDistance;
    for (int color = 0; color < 3; ++color)
        answer = std::min(answer, placementDistance(placements[color]));
    char line[48] = "Case ";
    char* at = std::to_chars(line + 5, line + 30, number).ptr;
    *at++ = ':';
    *at++ = ' ';
    at = std::to_chars(at, line + 46, answer).ptr;
    *at++ = '\n';
    answers.append(line, at);
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    std::string answers;
    const std::string error = readContest(in, [&](long long number, const std::array<Placement, 4>& placements) {
        appendAnswer(answers, number, placements);
    });
    out << answers;
    if (!error.empty()) {
        err << "shifting-grid: " << error << "\n";
        return 2;
    }
    return 0;
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readContest(in, [&](long long number, const std::array<Placement, 4>& placements) {
        std::string letters;
        for (int cell = 0; cell < CellCount; ++cell)
            for (int color = 0; color < 3; ++color)
                if ((placements[color] >> cell) & 1)
                    letters += "WBG"[color];
        ContestCase c;
        c.label = "Case " + std::to_string(number);
        c.instance = "4x6";
        c.state = ShiftingGrid::rank(*parseGrid(letters));
        c.answer = [number, placements] {
            std::string line;
            appendAnswer(line, number, placements);
            return line;
        };
        onCase(std::move(c));
    });
    return error.empty() ? error : "shifting-grid: " + error;
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
    return PuzzleType{
        .id = "shifting-grid",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
    };
}

} // namespace minimoves::shifting_grid
