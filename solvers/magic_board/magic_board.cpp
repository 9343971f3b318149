#include "magic_board/magic_board_type.h"

#include <array>
#include <istream>
#include <ostream>
#include <string>

namespace minimoves::magic_board {

std::string boardText(const Board& board)
{
    std::string text;
    for (auto tile : board.tiles)
        text += char('0' + tile);
    return text;
}

std::optional<Board> parseBoard(std::string_view text, std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<Board> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    if (text.size() != 8)
        return fail("a board is 8 digits, got " + std::to_string(text.size()) + " characters");
    Board board;
    unsigned seen = 0;
    for (int i = 0; i < 8; ++i) {
        const char c = text[i];
        if (c < '1' || c > '8')
            return fail(std::string("character ") + std::to_string(i + 1) + " '" + c + "' is not a digit 1-8");
        if (seen & (1u << (c - '0')))
            return fail(std::string("tile ") + c + " appears twice");
        seen |= 1u << (c - '0');
        board.tiles[i] = std::uint8_t(c - '0');
    }
    return board;
}

char opLetter(Op op) { return char('A' + int(op)); }

MagicBoardPuzzle::MagicBoardPuzzle(Board target) : TablePuzzle(MagicBoard(target)) {}

std::string MagicBoardPuzzle::moveText(int move) const { return std::string(1, opLetter(Op(move))); }

std::string MagicBoardPuzzle::encodeState(StateRank state) const
{
    return boardText(MagicBoard::unrank(state));
}

Parsed<StateRank> MagicBoardPuzzle::decodeState(std::string_view text) const
{
    std::string error;
    const auto board = parseBoard(text, &error);
    if (!board)
        return parseError(error);
    return MagicBoard::rank(*board);
}

std::optional<DistanceTable> MagicBoardPuzzle::buildTable(const SearchControl& control) const
{
    const std::array<Board, 1> goals{m_rules.target()};
    return buildDistanceTable(m_rules, std::span<const Board>(goals), control);
}

std::string solveSequence(const Board& from, const Board& target)
{
    const MagicBoard rules(target);
    const std::array<Board, 1> goals{target};
    const auto table = buildDistanceTable(rules, std::span<const Board>(goals));
    const Solution solution = solveWithTable(rules, *table, from);
    std::string ops;
    for (int m : solution.path)
        ops += opLetter(Op(m));
    return ops;
}

namespace {

// The contest format's one parser: the target board (8 numbers, a permutation of 1..8), or the one
// line that says what is wrong.
Parsed<Board> readContest(std::istream& in)
{
    std::array<std::uint8_t, 8> tiles{};
    unsigned seen = 0;
    std::string token;
    int count = 0;
    while (in >> token) {
        ++count;
        if (count > 8)
            return parseError("input has more than 8 numbers (token " + std::to_string(count) + " is '" +
                              token.substr(0, 20) + "')");
        if (token.size() != 1 || token[0] < '1' || token[0] > '8')
            return parseError("token " + std::to_string(count) + " '" + token.substr(0, 20) +
                              "' is not a number from 1 to 8");
        const int tile = token[0] - '0';
        if (seen & (1u << tile))
            return parseError("number " + std::to_string(tile) + " appears twice (token " + std::to_string(count) +
                              "); the target must be a permutation of 1..8");
        seen |= 1u << tile;
        tiles[count - 1] = std::uint8_t(tile);
    }
    if (count < 8)
        return parseError("expected 8 numbers, got " + std::to_string(count));
    return Board{tiles};
}

// The answer: the length, then the op sequence in lines of 60 (an empty line when there is none).
std::string answerText(const Board& target)
{
    const std::string ops = solveSequence(baseBoard(), target);
    std::string text = std::to_string(ops.size()) + "\n";
    for (std::size_t i = 0; i < ops.size(); i += 60)
        text += ops.substr(i, 60) + "\n";
    if (ops.empty())
        text += "\n";
    return text;
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    const auto target = readContest(in);
    if (!target) {
        err << "magic-board: " << target.error() << "\n";
        return 2;
    }
    out << answerText(*target);
    return 0;
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const auto target = readContest(in);
    if (!target)
        return "magic-board: " + target.error();
    ContestCase c;
    c.label = "Target " + boardText(*target);
    c.instance = boardText(*target);
    c.state = MagicBoard::rank(baseBoard());
    c.answer = [board = *target] { return answerText(board); };
    onCase(std::move(c));
    return {};
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64&)
{
    return std::make_unique<MagicBoardPuzzle>();
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    std::string error;
    const auto target = parseBoard(text, &error);
    if (!target)
        return parseError("target board: " + error);
    return std::unique_ptr<AnyPuzzle>(std::make_unique<MagicBoardPuzzle>(*target));
}

std::vector<std::string> noVariants() { return {}; }

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "magic-board",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .newGameKeepsInstance = true,
    };
}

} // namespace minimoves::magic_board
