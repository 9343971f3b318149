#include "ball_grid/ball_grid_type.h"
#include "ball_grid/ball_grid_search.h"

#include <algorithm>
#include <charconv>
#include <istream>
#include <ostream>
#include <string>

namespace minimoves::ball_grid {

BallGridPuzzle::BallGridPuzzle(BallGrid rules) : TablePuzzle(std::move(rules)) {}

std::string BallGridPuzzle::instanceText() const { return ball_grid::instanceText(m_rules); }

std::string BallGridPuzzle::moveText(int move) const { return ball_grid::moveText(m_rules.moves()[std::size_t(move)]); }

std::string BallGridPuzzle::encodeState(StateRank state) const { return gridText(m_rules, BallGrid::unrank(state)); }

Parsed<StateRank> BallGridPuzzle::decodeState(std::string_view text) const
{
    std::string error;
    const auto grid = parseGrid(text, m_rules.rows(), m_rules.columns(), &error);
    if (!grid)
        return parseError(error);
    return BallGrid::rank(*grid);
}

StateRank BallGridPuzzle::initialState() const
{
    Grid grid = m_rules.target();
    const auto& moves = m_rules.moves();
    for (auto m = moves.rbegin(); m != moves.rend(); ++m)
        grid = m_rules.undo(grid, *m);
    return BallGrid::rank(grid);
}

std::optional<DistanceTable> BallGridPuzzle::buildTable(const SearchControl& control) const
{
    return buildGoalTable(m_rules, control);
}

bool BallGridPuzzle::prepare(const SearchControl& control) const
{
    // solve() needs no table: the bidirectional search answers a 4x4 in a fraction of the 1-2 s
    // the full table takes. Only a stop request makes preparing fail.
    return !control.stopRequested();
}

std::optional<Solution> BallGridPuzzle::solve(StateRank state, const SearchControl& control) const
{
    // Once New game has built the goal table (for its exact distance), every answer is a lookup;
    // the table covers the target's whole component, so unreached means unreachable.
    if (builtTable())
        return TablePuzzle::solve(state, control);
    return shortestPath(m_rules, BallGrid::unrank(state), control);
}

std::optional<int> BallGridPuzzle::hardestDistance(const SearchControl& control) const
{
    if (m_rules.moves().empty())
        return 0;
    return TablePuzzle::hardestDistance(control);
}

std::optional<StateRank> BallGridPuzzle::randomState(int distance, std::mt19937_64& random,
                                                     const SearchControl& control) const
{
    if (m_rules.moves().empty())
        return distance == 0 ? std::optional<StateRank>(BallGrid::rank(m_rules.target())) : std::nullopt;
    return TablePuzzle::randomState(distance, random, control);
}

std::optional<std::vector<std::uint64_t>> BallGridPuzzle::distanceCounts(const SearchControl& control) const
{
    if (m_rules.moves().empty())
        return control.stopRequested() ? std::nullopt : std::optional(std::vector<std::uint64_t>{1});
    return TablePuzzle::distanceCounts(control);
}

std::vector<std::string> boardSizes()
{
    std::vector<std::string> sizes;
    for (int balls = 4; balls <= MaxBalls; ++balls)
        for (int rows = 2; rows <= balls / 2; ++rows)
            if (balls % rows == 0)
                sizes.push_back(std::to_string(rows) + "x" + std::to_string(balls / rows));
    return sizes;
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64& random)
{
    int rows = 3;
    int columns = 3;
    const auto cross = variant.find('x');
    if (cross != std::string_view::npos) {
        int r = 0;
        int c = 0;
        const auto [rowsEnd, rowsCode] = std::from_chars(variant.data(), variant.data() + cross, r);
        const auto [columnsEnd, columnsCode] =
            std::from_chars(variant.data() + cross + 1, variant.data() + variant.size(), c);
        if (rowsCode == std::errc() && columnsCode == std::errc() && rowsEnd == variant.data() + cross &&
            columnsEnd == variant.data() + variant.size() && sizeProblem(r, c).empty()) {
            rows = r;
            columns = c;
        }
    }
    Grid target;
    for (int cell = 0; cell < rows * columns; ++cell)
        target = withColor(target, cell, Color(random() % 3));
    return std::make_unique<BallGridPuzzle>(BallGrid(rows, columns, target));
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    std::string error;
    auto rules = parseInstance(text, &error);
    if (!rules)
        return parseError(error);
    return std::unique_ptr<AnyPuzzle>(std::make_unique<BallGridPuzzle>(std::move(*rules)));
}

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "ball-grid",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &boardSizes,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .defaultVariant = "3x3",
    };
}

namespace {

// The contest format's one parser: calls onCase(caseNumber, rules, start) for every case up to the
// closing 0 (or the end of the input) and returns "" for good input, or the one line that says
// what is wrong and where (with its "case N: "). onCase returns "" to go on, or a line to stop on.
template <class OnCase>
std::string readContest(std::istream& in, OnCase&& onCase)
{
    std::string token;
    for (int caseNumber = 1;; ++caseNumber) {
        auto fail = [&](const std::string& what) { return "case " + std::to_string(caseNumber) + ": " + what; };
        auto number = [&](const char* what, long long& value, std::string& error) -> bool {
            const auto [end, code] = std::from_chars(token.data(), token.data() + token.size(), value);
            if (code != std::errc() || end != token.data() + token.size()) {
                error = fail(std::string("the ") + what + " '" + token.substr(0, 20) + "' is not a number");
                return false;
            }
            return true;
        };
        if (!(in >> token))
            return {}; // no closing 0: the cases read so far are all there is
        long long rows = 0;
        long long columns = 0;
        std::string error;
        if (!number("number of rows", rows, error))
            return error;
        if (rows == 0)
            return {};
        if (!(in >> token))
            return fail("the input ends before the number of columns");
        if (!number("number of columns", columns, error))
            return error;
        if (const std::string problem = sizeProblem(rows, columns); !problem.empty())
            return fail(problem);
        Grid grids[2];
        for (int which = 0; which < 2; ++which) {
            const char* name = which == 0 ? "start" : "target";
            std::string letters;
            for (int row = 1; row <= rows; ++row) {
                if (!(in >> token))
                    return fail(std::string("the input ends before row ") + std::to_string(row) + " of the " + name);
                if (token.size() != std::size_t(columns))
                    return fail(std::string("row ") + std::to_string(row) + " of the " + name + " '" +
                                token.substr(0, 20) + "' has " + std::to_string(token.size()) + " letters, not " +
                                std::to_string(columns));
                for (std::size_t c = 0; c < token.size(); ++c)
                    if (!parseColor(token[c]))
                        return fail(std::string("row ") + std::to_string(row) + " of the " + name + " has '" +
                                    token[c] + "' in column " + std::to_string(c + 1) + " (the colours are R, B, G)");
                letters += token;
            }
            grids[which] = *parseGrid(letters, int(rows), int(columns));
        }
        if (const std::string stop = onCase(caseNumber, BallGrid(int(rows), int(columns), grids[1]), grids[0]);
            !stop.empty())
            return fail(stop);
    }
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    SearchWorkspace workspace; // one visited array for all the cases
    const std::string error = readContest(in, [&](int, const BallGrid& rules, const Grid& start) -> std::string {
        const auto distance = shortestDistance(rules, start, {}, &workspace);
        if (!distance)
            return "out of memory for the search";
        out << *distance << '\n';
        return {};
    });
    if (!error.empty()) {
        out.flush();
        err << "ball-grid: " << error << "\n";
        return 2;
    }
    return 0;
}

// Every case as a game of its size; a size the game has no board for (one row or one column) is
// listed with why.
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::vector<std::string> sizes = boardSizes();
    const std::string error = readContest(in, [&](int caseNumber, const BallGrid& rules, const Grid& start) {
        ContestCase c;
        c.label = "Case " + std::to_string(caseNumber);
        const BallGridPuzzle puzzle(rules);
        if (std::find(sizes.begin(), sizes.end(), puzzle.variant()) != sizes.end()) {
            c.instance = puzzle.instanceText();
            c.state = BallGrid::rank(start);
        } else {
            c.unplayable = "a " + puzzle.variant() + " board: the game's boards have at least 2 rows and 2 columns";
        }
        c.answer = [rules, start] {
            const auto distance = shortestDistance(rules, start, {});
            return distance ? std::to_string(*distance) + '\n' : std::string();
        };
        onCase(std::move(c));
        return std::string();
    });
    return error.empty() ? error : "ball-grid: " + error;
}

} // namespace minimoves::ball_grid
