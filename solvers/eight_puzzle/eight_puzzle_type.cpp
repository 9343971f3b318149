#include "eight_puzzle/eight_puzzle_type.h"

#include <array>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace minimoves::eight_puzzle {

EightPuzzleGame::EightPuzzleGame() : TablePuzzle(EightPuzzle{}) {}

std::string EightPuzzleGame::moveText(int move) const
{
    return std::string(1, slideLetter(m_rules.moves()[std::size_t(move)]));
}

std::string EightPuzzleGame::encodeState(StateRank state) const { return boardText(EightPuzzle::unrank(state)); }

Parsed<StateRank> EightPuzzleGame::decodeState(std::string_view text) const
{
    std::string error;
    const auto board = parseBoard(text, &error);
    if (!board)
        return parseError(error);
    return EightPuzzle::rank(*board);
}

StateRank EightPuzzleGame::initialState() const { return EightPuzzle::rank(*parseBoard("23415x768")); }

std::optional<DistanceTable> EightPuzzleGame::buildTable(const SearchControl& control) const
{
    return buildGoalTable(control);
}

std::optional<DistanceTable> buildGoalTable(const SearchControl& control)
{
    const EightPuzzle rules;
    const std::array<Board, 1> goals{goalBoard()};
    return buildDistanceTable(rules, std::span<const Board>(goals), control);
}

std::optional<std::string> contestAnswer(const DistanceTable& table, const Board& board)
{
    const EightPuzzle rules;
    const Solution solution = solveWithTable(rules, table, board);
    if (!solution.reachable())
        return std::nullopt;
    std::string moves;
    for (int m : solution.path)
        moves += slideLetter(rules.moves()[std::size_t(m)]);
    return moves;
}

namespace {

// The contest's table: built at the first case, once per process; every case is then a lookup
// and a walk of at most 31 steps.
const DistanceTable& contestTable()
{
    static const DistanceTable table = *buildGoalTable();
    return table;
}

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64&)
{
    return std::make_unique<EightPuzzleGame>();
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    if (text != "3x3")
        return parseError("the Eight Puzzle has one board, 3x3; got '" + std::string(text.substr(0, 40)) + "'");
    return std::unique_ptr<AnyPuzzle>(std::make_unique<EightPuzzleGame>());
}

std::vector<std::string> noVariants() { return {}; }

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "eight-puzzle",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        // The one instance stays: New game draws only a start (and keeps the table).
        .newGameKeepsInstance = true,
    };
}

namespace {

// docs/RULES.md §6: 9 tokens a case, whitespace anywhere (a case may span lines), up to end of
// file. The format's one parser: calls onCase(caseNumber, board) for every case and returns "" for
// good input, or the one line that says what is wrong and where (with its "case N: "); onCase
// returns false to stop reading.
template <class OnCase>
std::string readContest(std::istream& in, OnCase&& onCase)
{
    std::vector<std::string> tokens;
    tokens.reserve(cellCount);
    std::string token;
    for (int caseNumber = 1;; ++caseNumber) {
        tokens.clear();
        while (tokens.size() < std::size_t(cellCount) && in >> token)
            tokens.push_back(token);
        if (tokens.empty())
            return {};
        std::string error;
        const auto board = parseBoard(std::span<const std::string>(tokens), &error);
        if (!board)
            return "case " + std::to_string(caseNumber) + ": " + error;
        onCase(caseNumber, *board);
    }
}

// One line per case: the lexicographically smallest shortest move string, or "unsolvable".
std::string answerLine(const Board& board)
{
    const auto answer = contestAnswer(contestTable(), board);
    return (answer ? *answer : std::string("unsolvable")) + '\n';
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    const std::string error = readContest(in, [&](int, const Board& board) { out << answerLine(board); });
    if (!error.empty()) {
        out.flush();
        err << "eight-puzzle: " << error << "\n";
        return 2;
    }
    return 0;
}

// Every case is a board of the one game; an unsolvable one opens too, and shows that the goal
// cannot be reached (as the contest answers "unsolvable").
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readContest(in, [&](int caseNumber, const Board& board) {
        ContestCase c;
        c.label = "Case " + std::to_string(caseNumber);
        c.instance = "3x3";
        c.state = rankBoard(board);
        c.answer = [board] { return answerLine(board); };
        onCase(std::move(c));
    });
    return error.empty() ? error : "eight-puzzle: " + error;
}

} // namespace minimoves::eight_puzzle
