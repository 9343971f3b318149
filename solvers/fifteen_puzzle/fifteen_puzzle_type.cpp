#include "fifteen_puzzle/fifteen_puzzle_type.h"

#include "core/contest_input.h"
#include "core/parallel.h"
#include "fifteen_puzzle/fifteen_facts.h"

#include <charconv>
#include <istream>
#include <ostream>
#include <stop_token>
#include <vector>

namespace minimoves::fifteen_puzzle {

FifteenPuzzleGame::FifteenPuzzleGame() : RankedPuzzle(SlidingPuzzle(fifteenShape)) {}

std::string FifteenPuzzleGame::moveText(int move) const
{
    return std::string(1, slideLetter(m_rules.moves()[std::size_t(move)]));
}

std::string FifteenPuzzleGame::encodeState(StateRank state) const
{
    return boardText(fifteenShape, m_rules.unrank(state));
}

Parsed<StateRank> FifteenPuzzleGame::decodeState(std::string_view text) const
{
    std::string error;
    const auto board = parseBoard(fifteenShape, text, &error);
    if (!board)
        return parseError(error);
    return m_rules.rank(*board);
}

StateRank FifteenPuzzleGame::initialState() const
{
    return m_rules.rank(*parseBoard(fifteenShape, "2340157896acdebf"));
}

PuzzleAbilities FifteenPuzzleGame::abilities() const
{
    PuzzleAbilities a;
    a.distance = DistanceBy::Search;
    a.hardest = FigureFrom::Published;
    a.counts = FigureFrom::Published;
    a.source = std::string(PublishedSource);
    a.uniformDraws = false;
    a.movesChangeDistanceByOne = true;
    return a;
}

bool FifteenPuzzleGame::prepare(const SearchControl& control) const { return FifteenTables::get(control) != nullptr; }

bool FifteenPuzzleGame::improve(const SearchControl& control) const { return FifteenTables::improve(control); }

std::optional<Solution> FifteenPuzzleGame::solve(StateRank state, const SearchControl& control) const
{
    if (auto published = known(state))
        return published;
    const Board board = m_rules.unrank(state);
    const auto tables = FifteenTables::get(control);
    if (!tables)
        return std::nullopt;
    // On every core: the game asks for one board at a time (the contest spreads its boards instead).
    const auto answer = searchOptimalOnCores(*tables, board, threadCount(), control, true);
    if (!answer)
        return std::nullopt;
    Solution solution;
    solution.distance = answer->distance;
    for (Slide s : answer->optimalMoves)
        solution.optimalMoves.push_back(int(s));
    for (Slide s : answer->path)
        solution.path.push_back(int(s));
    return solution;
}

std::optional<Solution> FifteenPuzzleGame::known(StateRank state) const
{
    const Board board = m_rules.unrank(state);
    const HardestPosition* hardest = findHardest(board);
    if (!hardest)
        return std::nullopt;
    Solution solution;
    solution.distance = HardestDistance;
    for (Slide s : m_rules.moves())
        if (canSlide(fifteenShape, board, s))
            solution.optimalMoves.push_back(int(s));
    for (Slide s : hardest->path)
        solution.path.push_back(int(s));
    return solution;
}

std::optional<int> FifteenPuzzleGame::hardestDistance(const SearchControl&) const { return HardestDistance; }

std::optional<std::vector<std::uint64_t>> FifteenPuzzleGame::distanceCounts(const SearchControl&) const
{
    const auto& counts = publishedDistanceCounts();
    return std::vector<std::uint64_t>(counts.begin(), counts.end());
}

std::optional<StateRank> FifteenPuzzleGame::randomState(int distance, std::mt19937_64& random,
                                                        const SearchControl& control) const
{
    const auto tables = FifteenTables::draw(control);
    if (!tables)
        return std::nullopt;
    const auto drawn = drawBoard(*tables, distance, random, control);
    if (!drawn)
        return std::nullopt;
    return m_rules.rank(drawn->board);
}

std::optional<DrawnBoard> drawBoard(const PatternSet& tables, int distance, std::mt19937_64& random,
                                    const SearchControl& control)
{
    if (distance < 0 || distance > HardestDistance)
        return std::nullopt;
    for (int attempt = 0; distance <= DrawWalkDistance && attempt < DrawWalks; ++attempt) {
        if (control.stopRequested())
            return std::nullopt;
        Board board = goalBoard(fifteenShape);
        std::optional<Slide> last;
        const int least = distance + int(random() % 20);
        for (int step = 0; step < DrawWalkSteps && (step < least || tables.bound(board) < distance); ++step) {
            Slide s;
            do
                s = allSlides[random() % 4];
            while (!canSlide(fifteenShape, board, s) || (last && s == opposite(*last)));
            board = slideBlank(fifteenShape, board, s);
            last = s;
        }
        if (tables.bound(board) < distance)
            continue; // never proven that far: another walk, rather than a search that may come up short
        // The search is given up (and the board too) once it proves the board more than
        // DrawSearchSlack moves further out than wanted: its cost grows with the distance.
        std::stop_source giveUp;
        const std::stop_callback stopped(control.stop, [&giveUp] { giveUp.request_stop(); });
        SearchControl bounded;
        bounded.stop = giveUp.get_token();
        bounded.bound = [&giveUp, distance](int bound) {
            if (bound > distance + DrawSearchSlack)
                giveUp.request_stop();
        };
        const auto answer = searchOptimal(tables, board, bounded, false);
        if (control.stopRequested())
            return std::nullopt;
        if (!answer)
            continue;
        DrawnBoard drawn{board, true, answer->distance, answer->nodes};
        for (int i = 0; i < answer->distance - distance; ++i)
            drawn.board = slideBlank(fifteenShape, drawn.board, answer->path[std::size_t(i)]);
        return drawn;
    }
    return DrawnBoard{walkFromHardest(distance, random)};
}

std::optional<std::string> contestAnswer(const PatternSet& tables, const Board& board)
{
    const auto answer = searchOptimal(tables, board, {}, false);
    if (!answer || answer->distance == SearchAnswer::Unsolvable)
        return std::nullopt;
    std::string moves;
    for (Slide s : answer->path)
        moves += slideLetter(s);
    return moves;
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view, std::mt19937_64&)
{
    return std::make_unique<FifteenPuzzleGame>();
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    if (text != "4x4")
        return parseError("the Fifteen Puzzle has one board, 4x4; got '" + std::string(text.substr(0, 40)) + "'");
    return std::unique_ptr<AnyPuzzle>(std::make_unique<FifteenPuzzleGame>());
}

std::vector<std::string> noVariants() { return {}; }

std::string shown(std::string_view token)
{
    std::string text(token.substr(0, 20));
    for (char& ch : text)
        if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f)
            ch = '?';
    return text + (token.size() > 20 ? "..." : "");
}

// A decimal integer token ("-3", "15"), or nullopt for anything else (and for one past int).
std::optional<long long> integerOf(std::string_view token)
{
    long long value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

// docs/RULES.md §7: N, then N boards of 16 numbers, whitespace anywhere, nothing after them. The
// format's one parser: calls onBoard(boardNumber, board) for every board and returns "" for good
// input, or the one line that says what is wrong and where.
template <class OnBoard>
std::string readContest(std::istream& in, OnBoard&& onBoard)
{
    ContestInput input = ContestInput::read(in);
    std::string_view token;
    if (!input.next(token))
        return "the input is empty: it starts with the number of boards";
    const auto count = integerOf(token);
    if (!count)
        return "line " + std::to_string(input.tokenLine()) + ": the number of boards '" + shown(token) +
               "' is not a number";
    if (*count < 0)
        return "line " + std::to_string(input.tokenLine()) + ": the number of boards is negative (" +
               std::to_string(*count) + ")";
    for (long long b = 1; b <= *count; ++b) {
        const std::string where = "board " + std::to_string(b) + " of " + std::to_string(*count);
        std::array<int, MaxCells> numbers{};
        for (int c = 0; c < fifteenShape.cells(); ++c) {
            if (!input.next(token))
                return where + ": the input ends after " + std::to_string(c) + " of its 16 numbers";
            const auto number = integerOf(token);
            const std::string at = where + ", line " + std::to_string(input.tokenLine()) + ": number " + std::to_string(c + 1);
            if (!number)
                return at + " '" + shown(token) + "' is not a number";
            if (*number < 0 || *number > 15)
                return at + " is " + std::to_string(*number) + ", not one of 0-15";
            numbers[std::size_t(c)] = int(*number);
        }
        std::string error;
        const auto board = boardOfNumbers(fifteenShape, numbers, &error);
        if (!board)
            return where + ": " + error;
        if (!onBoard(b, *board))
            return {};
    }
    if (input.next(token))
        return "line " + std::to_string(input.tokenLine()) + ": '" + shown(token) + "' after the last of the " +
               std::to_string(*count) + " boards";
    return {};
}

std::string answerLine(const PatternSet& tables, const Board& board)
{
    const auto answer = contestAnswer(tables, board);
    return (answer ? *answer : std::string("This puzzle is not solvable.")) + '\n';
}

} // namespace

void writeAnswers(const PatternSet& tables, const std::vector<Board>& boards, std::ostream& out)
{
    std::vector<std::string> lines(boards.size());
    WorkerPool pool(std::max(1, std::min<int>(threadCount(), int(boards.size()))));
    pool.forEachChunk(boards.size(), 1, {}, [&](std::uint64_t begin, std::uint64_t end, int) {
        for (std::uint64_t i = begin; i < end; ++i)
            lines[i] = answerLine(tables, boards[i]);
    });
    for (const auto& line : lines)
        out << line;
}

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "fifteen-puzzle",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &noVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
        .newGameKeepsInstance = true,
    };
}

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    // Boards are read whole first (a bad one ends the input), then answered a batch at a time.
    std::vector<Board> boards;
    const std::string error = readContest(in, [&](long long, const Board& board) {
        boards.push_back(board);
        return true;
    });
    if (!boards.empty()) {
        const auto tables = FifteenTables::get();
        constexpr std::size_t Batch = 64;
        for (std::size_t begin = 0; begin < boards.size(); begin += Batch) {
            const std::vector<Board> batch(boards.begin() + std::ptrdiff_t(begin),
                                           boards.begin() + std::ptrdiff_t(std::min(boards.size(), begin + Batch)));
            writeAnswers(*tables, batch, out);
            out.flush();
        }
    }
    if (!error.empty()) {
        out.flush();
        err << "fifteen-puzzle: " << error << "\n";
        return 2;
    }
    return 0;
}

std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readContest(in, [&](long long number, const Board& board) {
        ContestCase c;
        c.label = "Board " + std::to_string(number);
        c.instance = "4x4";
        c.state = rankBoard(fifteenShape, board);
        c.answer = [board] { return answerLine(*FifteenTables::get(), board); };
        onCase(std::move(c));
        return true;
    });
    return error.empty() ? error : "fifteen-puzzle: " + error;
}

} // namespace minimoves::fifteen_puzzle
