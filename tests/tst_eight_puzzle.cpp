// Eight Puzzle rules, ranking, goal table, facade and contest CLI (docs/RULES.md §6).
#include "distance_counts.h"
#include "test_registry.h"
#include "core/distance_table.h"
#include "eight_puzzle/eight_puzzle_type.h"

#include "cli_process.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <queue>
#include <random>
#include <unordered_map>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_eight_puzzle {

using namespace minimoves;
using namespace minimoves::eight_puzzle;

namespace {

// The reference: boards as 9-character strings ("12345678x"), moves written again from
// docs/RULES.md §6 with row and column arithmetic, so that it shares no code with the engine.
namespace reference {

const std::string goal = "12345678x";
const std::string letters = "dlru"; // the contest's tie-breaking order d < l < r < u

// The board after the blank swaps with its neighbour on side `letter`, or "" when there is none.
std::string move(const std::string& board, char letter)
{
    const int blank = int(board.find('x'));
    int row = blank / 3;
    int column = blank % 3;
    switch (letter) {
    case 'd': ++row; break;
    case 'u': --row; break;
    case 'l': --column; break;
    case 'r': ++column; break;
    }
    if (row < 0 || row > 2 || column < 0 || column > 2)
        return {};
    std::string next = board;
    std::swap(next[std::size_t(blank)], next[std::size_t(row * 3 + column)]);
    return next;
}

// Every board's distance to the goal: a plain BFS from the goal (every move is undone by the
// opposite one, so the graph is undirected).
const std::unordered_map<std::string, int>& distances()
{
    static const std::unordered_map<std::string, int> distance = [] {
        std::unordered_map<std::string, int> d{{goal, 0}};
        std::queue<std::string> queue;
        queue.push(goal);
        while (!queue.empty()) {
            const std::string here = queue.front();
            queue.pop();
            for (char letter : letters) {
                const std::string next = move(here, letter);
                if (!next.empty() && d.emplace(next, d[here] + 1).second)
                    queue.push(next);
            }
        }
        return d;
    }();
    return distance;
}

int distance(const std::string& board)
{
    const auto found = distances().find(board);
    return found == distances().end() ? -1 : found->second;
}

// A board's 9 characters packed 4 bits each: the brute force's visited-set key.
std::uint64_t key(const std::string& board)
{
    std::uint64_t k = 0;
    for (char c : board)
        k = k << 4 | std::uint64_t(c == 'x' ? 0 : c - '0');
    return k;
}

// The brute force: a forward BFS from `start` with a std::unordered_map of the boards seen,
// expanding the moves in the order d, l, r, u. Boards are dequeued in the order of their first
// paths, so the first path to reach the goal is the lexicographically smallest shortest one.
// nullopt: the goal is not reachable.
std::optional<std::string> shortestPath(const std::string& start)
{
    if (start == goal)
        return std::string();
    // Boards in the order they are found; each remembers where it came from and by which letter.
    std::vector<std::string> found{start};
    std::vector<std::pair<std::size_t, char>> from{{0, '\0'}};
    std::unordered_map<std::uint64_t, std::size_t> index;
    index.reserve(400000);
    index.emplace(key(start), 0);
    for (std::size_t head = 0; head < found.size(); ++head) {
        for (char letter : letters) {
            std::string next = move(found[head], letter);
            if (next.empty() || !index.emplace(key(next), found.size()).second)
                continue;
            found.push_back(next);
            from.emplace_back(head, letter);
            if (next == goal) {
                std::string path;
                for (std::size_t at = found.size() - 1; at != 0; at = from[at].first)
                    path.insert(path.begin(), from[at].second);
                return path;
            }
        }
    }
    return std::nullopt;
}

// The letters whose move lowers the distance by one (all optimal first moves), in d, l, r, u order.
std::string optimalLetters(const std::string& board)
{
    const int d = distance(board);
    std::string best;
    for (char letter : letters) {
        const std::string next = move(board, letter);
        if (d > 0 && !next.empty() && distance(next) == d - 1)
            best += letter;
    }
    return best;
}

// The lexicographically smallest shortest path, read off the distances from the goal: at each
// board the first letter (d, l, r, u) whose move lowers the distance by one. nullopt: unsolvable.
std::optional<std::string> smallestPathByDistances(const std::string& start)
{
    if (distance(start) < 0)
        return std::nullopt;
    std::string path;
    for (std::string board = start; board != goal;) {
        const char letter = optimalLetters(board).front();
        path += letter;
        board = move(board, letter);
    }
    return path;
}

// Inversions among the tiles, the blank skipped.
int inversions(const std::string& board)
{
    int count = 0;
    for (std::size_t i = 0; i < board.size(); ++i)
        for (std::size_t j = i + 1; j < board.size(); ++j)
            if (board[i] != 'x' && board[j] != 'x' && board[i] > board[j])
                ++count;
    return count;
}

std::string contestLine(const std::string& board)
{
    std::string line;
    for (char c : board) {
        if (!line.empty())
            line += ' ';
        line += c;
    }
    return line;
}

} // namespace reference

std::unique_ptr<AnyPuzzle> makePuzzle()
{
    auto made = findPuzzleType("eight-puzzle")->makeInstance("3x3");
    return std::move(made).value();
}

std::string movesText(const AnyPuzzle& puzzle, const std::vector<int>& moves)
{
    std::string text;
    for (int m : moves)
        text += puzzle.moveText(m);
    return text;
}

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("eight-puzzle", input, exitCode, errors);
}

// Seeded test boards: uniform shuffles (about half of them unsolvable) and, for every distance
// 0..31, boards the reference BFS places there.
std::vector<std::string> testBoards()
{
    std::mt19937_64 random(1043);
    std::vector<std::string> boards;
    for (int i = 0; i < 120; ++i) {
        std::string b = reference::goal;
        std::shuffle(b.begin(), b.end(), random);
        boards.push_back(b);
    }
    std::map<int, std::vector<std::string>> byDistance;
    for (const auto& [board, d] : reference::distances())
        byDistance[d].push_back(board);
    for (auto& [d, layer] : byDistance) {
        std::sort(layer.begin(), layer.end()); // the map's order is not seeded
        for (int k = 0; k < 6 && !layer.empty(); ++k)
            boards.push_back(layer[std::size_t(random() % layer.size())]);
    }
    return boards;
}

// A test board and the brute force's answer: its path, or nullopt when it is unsolvable.
struct BruteForceCase {
    std::string board;
    std::optional<std::string> answer;
};

// The test boards with their brute-force answers, found once for the tests that use them: the
// path read off the distances from the goal (smallestPathByDistances). The forward BFS
// (shortestPath), which walks up to all 181,440 boards a board reaches, took most of this test's
// time under the sanitizers for ~250 boards; bruteForceMethodsAgree checks the two on a sample.
const std::vector<BruteForceCase>& bruteForceCases()
{
    static const std::vector<BruteForceCase> cases = [] {
        std::vector<BruteForceCase> all;
        for (const std::string& board : testBoards())
            all.push_back({board, reference::smallestPathByDistances(board)});
        return all;
    }();
    return cases;
}

} // namespace

class TestEightPuzzle : public QObject {
    Q_OBJECT
private slots:
    void distanceCountsMatchBruteForce();
    void bruteForceMethodsAgree();
    void movesMatchTheRules_data();
    void movesMatchTheRules();
    void everyMoveMatchesTheReference();
    void rankIsABijection();
    void textRoundTrips_data();
    void textRoundTrips();
    void tableCountsMatchReference();
    void measuredFacts();
    void parityIsReachability();
    void solveMatchesBruteForce();
    void randomStateLandsAtEveryDistance();
    void puzzleFacade();
    void badInstancesAndStates_data();
    void badInstancesAndStates();
    void sampleThroughCli();
    void cliMatchesBruteForce();
    void cliAnswers_data();
    void cliAnswers();
    void cliErrors_data();
    void cliErrors();
};

void TestEightPuzzle::movesMatchTheRules_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("letter");
    QTest::addColumn<QString>("expected");
    // docs/RULES.md §6: the letter names where the tile is, seen from the blank; the blank goes that way.
    QTest::newRow("r from the left edge") << "123x46758" << "r" << "1234x6758";
    QTest::newRow("d from the middle row") << "1234x6758" << "d" << "1234567x8";
    QTest::newRow("u from the centre") << "1234x5678" << "u" << "1x3425678";
    QTest::newRow("l from the centre") << "1234x5678" << "l" << "123x45678";
    QTest::newRow("u blocked on the top row") << "1x2345678" << "u" << "1x2345678";
    QTest::newRow("d blocked on the bottom row") << "12345678x" << "d" << "12345678x";
    QTest::newRow("l blocked on the left edge") << "123x45678" << "l" << "123x45678";
    QTest::newRow("r blocked on the right edge") << "12345678x" << "r" << "12345678x";
}

void TestEightPuzzle::movesMatchTheRules()
{
    QFETCH(QString, board);
    QFETCH(QString, letter);
    QFETCH(QString, expected);
    const EightPuzzle rules;
    const Board before = *parseBoard(board.toStdString());
    const auto slide = parseSlide(letter.toStdString());
    QVERIFY(slide);
    const Board after = rules.apply(before, *slide);
    QCOMPARE(QString::fromStdString(boardText(after)), expected);
    QCOMPARE(canSlide(before, *slide), board != expected);
    if (canSlide(before, *slide))
        QCOMPARE(rules.undo(after, *slide), before);
}

void TestEightPuzzle::everyMoveMatchesTheReference()
{
    // All 9! boards and all four moves: apply agrees with the reference, a real move changes two
    // cells and undo brings the board back, a blocked move is a no-op.
    const EightPuzzle rules;
    QCOMPARE(rules.moves().size(), std::size_t(4));
    std::string letters;
    for (Slide s : rules.moves())
        letters += slideLetter(s);
    QCOMPARE(QString::fromStdString(letters), QStringLiteral("dlru"));
    std::uint64_t real = 0;
    for (std::uint64_t r = 0; r < EightPuzzle::stateCount(); ++r) {
        const Board b = EightPuzzle::unrank(r);
        const std::string text = boardText(b);
        for (Slide s : rules.moves()) {
            const Board after = rules.apply(b, s);
            const std::string expected = reference::move(text, slideLetter(s));
            if (expected.empty()) {
                QVERIFY(!canSlide(b, s));
                QVERIFY(after == b);
                continue;
            }
            ++real;
            QVERIFY(canSlide(b, s));
            if (boardText(after) != expected)
                QFAIL(qPrintable(QString::fromStdString(text + " " + slideLetter(s) + " gives " + boardText(after) +
                                                        ", not " + expected)));
            if (!(rules.undo(after, s) == b))
                QFAIL(qPrintable(QString::fromStdString("undo " + std::string(1, slideLetter(s)) + " of " + text)));
            QCOMPARE(slideOfCell(b, targetCell(blankCell(b), s)), std::optional<Slide>(s));
        }
    }
    // Every board has 2 to 4 real moves: 24 moves per 9 blank cells (4 corners x 2, 4 edges x 3, 4).
    QCOMPARE(real, EightPuzzle::stateCount() / 9 * 24);
}

void TestEightPuzzle::rankIsABijection()
{
    // Every permutation of the nine cells has a rank in [0, 9!), no two share one, and unrank
    // gives it back; every rank unranks to a board that ranks to it.
    QCOMPARE(EightPuzzle::stateCount(), std::uint64_t(362880));
    std::vector<bool> seen(EightPuzzle::stateCount(), false);
    std::string text = "12345678x";
    std::sort(text.begin(), text.end());
    std::uint64_t count = 0;
    do {
        const Board b = *parseBoard(text);
        const std::uint64_t r = EightPuzzle::rank(b);
        QVERIFY(r < EightPuzzle::stateCount());
        QVERIFY(!seen[r]);
        seen[r] = true;
        if (!(EightPuzzle::unrank(r) == b))
            QFAIL(qPrintable(QString::fromStdString("unrank(rank(" + text + ")) differs")));
        ++count;
    } while (std::next_permutation(text.begin(), text.end()));
    QCOMPARE(count, EightPuzzle::stateCount());
    for (std::uint64_t r = 0; r < EightPuzzle::stateCount(); ++r)
        if (EightPuzzle::rank(EightPuzzle::unrank(r)) != r)
            QFAIL(qPrintable(QStringLiteral("rank(unrank(%1)) differs").arg(r)));
    QCOMPARE(EightPuzzle::rank(goalBoard()), std::uint64_t(0));
}

void TestEightPuzzle::textRoundTrips_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("goal") << "12345678x";
    QTest::newRow("sample 1") << "123x46758";
    QTest::newRow("sample 2") << "23415x768";
    QTest::newRow("farthest 1") << "8672543x1";
    QTest::newRow("unsolvable") << "21345678x";
    QTest::newRow("blank first") << "x87654321";
}

void TestEightPuzzle::textRoundTrips()
{
    QFETCH(QString, text);
    const auto board = parseBoard(text.toStdString());
    QVERIFY(board);
    QCOMPARE(QString::fromStdString(boardText(*board)), text);
    std::vector<std::string> tokens;
    for (QChar c : text)
        tokens.push_back(std::string(1, char(c.toLatin1())));
    QCOMPARE(parseBoard(std::span<const std::string>(tokens)), board);
    QCOMPARE(QString::fromStdString(boardTokens(*board)), QString::fromStdString(reference::contestLine(text.toStdString())));
    const auto puzzle = makePuzzle();
    const auto rank = puzzle->decodeState(text.toStdString());
    QVERIFY(rank);
    QCOMPARE(QString::fromStdString(puzzle->encodeState(*rank)), text);
}

void TestEightPuzzle::tableCountsMatchReference()
{
    std::vector<std::uint64_t> expected;
    for (const auto& [board, d] : reference::distances()) {
        if (int(expected.size()) <= d)
            expected.resize(std::size_t(d) + 1, 0);
        ++expected[std::size_t(d)];
    }
    const auto table = buildGoalTable();
    QVERIFY(table);
    QCOMPARE(table->countPerDepth(), expected);
    // The two agree board by board, too.
    for (const auto& [board, d] : reference::distances())
        QCOMPARE(int(table->at(EightPuzzle::rank(*parseBoard(board)))), d);
}

void TestEightPuzzle::measuredFacts()
{
    // docs/RULES.md §6: 181,440 solvable boards, the farthest 31 moves out, exactly these two.
    const QStringList farthest{QStringLiteral("8672543x1"), QStringLiteral("64785x321")};
    const auto table = buildGoalTable();
    QVERIFY(table);
    QCOMPARE(table->reachedCount(), std::uint64_t(181440));
    QCOMPARE(table->maxDepth(), 31);
    QCOMPARE(table->countPerDepth()[31], std::uint64_t(2));
    QStringList found;
    for (std::uint64_t r = 0; r < table->size(); ++r)
        if (table->at(r) == 31)
            found << QString::fromStdString(boardText(EightPuzzle::unrank(r)));
    found.sort();
    QStringList sorted = farthest;
    sorted.sort();
    QCOMPARE(found, sorted);
    // The same facts from the reference alone.
    QCOMPARE(reference::distances().size(), std::size_t(181440));
    QStringList referenceFarthest;
    int deepest = 0;
    for (const auto& [board, d] : reference::distances())
        deepest = std::max(deepest, d);
    for (const auto& [board, d] : reference::distances())
        if (d == deepest)
            referenceFarthest << QString::fromStdString(board);
    referenceFarthest.sort();
    QCOMPARE(deepest, 31);
    QCOMPARE(referenceFarthest, sorted);
}

void TestEightPuzzle::parityIsReachability()
{
    const auto table = buildGoalTable();
    QVERIFY(table);
    for (std::uint64_t r = 0; r < table->size(); ++r) {
        const Board b = EightPuzzle::unrank(r);
        const std::string text = boardText(b);
        const bool evenReference = reference::inversions(text) % 2 == 0;
        QCOMPARE(isSolvable(b), evenReference);
        QCOMPARE(table->reached(r), evenReference);
        QCOMPARE(reference::distance(text) >= 0, evenReference);
    }
}

void TestEightPuzzle::solveMatchesBruteForce()
{
    // AnyPuzzle::solve against the brute force and the reference: the distance, every optimal
    // first move, and the path, which is the lexicographically smallest shortest one.
    const auto puzzle = makePuzzle();
    int solvable = 0;
    int unsolvable = 0;
    for (const auto& [board, answer] : bruteForceCases()) {
        const QByteArray what = QByteArray::fromStdString(board);
        const auto rank = puzzle->decodeState(board);
        QVERIFY2(rank, what);
        const auto solution = puzzle->solve(*rank, {});
        QVERIFY(solution);
        QCOMPARE(solution->distance, reference::distance(board));
        if (!answer) {
            QVERIFY2(!solution->reachable(), what);
            QVERIFY(solution->optimalMoves.empty());
            QVERIFY(solution->path.empty());
            ++unsolvable;
            continue;
        }
        ++solvable;
        QCOMPARE(solution->distance, int(answer->size()));
        QCOMPARE(movesText(*puzzle, solution->optimalMoves), reference::optimalLetters(board));
        QCOMPARE(movesText(*puzzle, solution->path), *answer);
        // Playing the path reaches the goal.
        StateRank s = *rank;
        for (int m : solution->path)
            s = puzzle->apply(s, m);
        QVERIFY(puzzle->isSolved(s));
    }
    qInfo("%d solvable and %d unsolvable boards", solvable, unsolvable);
    QVERIFY(solvable >= 200);
    QVERIFY(unsolvable >= 40);
}

void TestEightPuzzle::randomStateLandsAtEveryDistance()
{
    const auto puzzle = makePuzzle();
    QCOMPARE(puzzle->hardestDistance({}), std::optional<int>(31));
    std::mt19937_64 random(6);
    for (int d = 0; d <= 31; ++d) {
        for (int k = 0; k < 3; ++k) {
            const auto s = puzzle->randomState(d, random, {});
            QVERIFY(s);
            QCOMPARE(puzzle->solve(*s, {})->distance, d);
            QCOMPARE(reference::distance(puzzle->encodeState(*s)), d);
        }
    }
    QVERIFY(!puzzle->randomState(32, random, {}));
    QVERIFY(!puzzle->randomState(-1, random, {}));
    QCOMPARE(puzzle->encodeState(*puzzle->randomState(0, random, {})), std::string("12345678x"));
}

void TestEightPuzzle::puzzleFacade()
{
    const auto* type = findPuzzleType("eight-puzzle");
    QVERIFY(type);
    QVERIFY(type->variants().empty());
    QVERIFY(type->newGameKeepsInstance);
    std::mt19937_64 random(2);
    QCOMPARE(QString::fromStdString(type->makeRandomInstance("", random)->instanceText()), QStringLiteral("3x3"));
    auto made = type->makeInstance("3x3");
    QVERIFY(made);
    const AnyPuzzle& puzzle = *made.value();
    QCOMPARE(puzzle.id(), std::string_view("eight-puzzle"));
    QCOMPARE(QString::fromStdString(puzzle.instanceText()), QStringLiteral("3x3"));
    QCOMPARE(puzzle.stateCount(), std::uint64_t(362880));
    QCOMPARE(puzzle.moveCount(), 4);
    QStringList moves;
    for (int m = 0; m < puzzle.moveCount(); ++m) {
        moves << QString::fromStdString(puzzle.moveText(m));
        QCOMPARE(puzzle.parseMove(puzzle.moveText(m)), std::optional<int>(m));
    }
    QCOMPARE(moves, (QStringList{"d", "l", "r", "u"}));
    QCOMPARE(puzzle.parseMove("U"), std::optional<int>());
    QCOMPARE(puzzle.parseMove("dl"), std::optional<int>());
    // The initial state is the statement's second sample, 19 moves out.
    const StateRank start = puzzle.initialState();
    QCOMPARE(QString::fromStdString(puzzle.encodeState(start)), QStringLiteral("23415x768"));
    const auto solution = puzzle.solve(start, {});
    QVERIFY(solution);
    QCOMPARE(solution->distance, 19);
    QCOMPARE(movesText(puzzle, solution->path), std::string("dlurullddrurdllurdr"));
    QVERIFY(!puzzle.isSolved(start));
    QVERIFY(puzzle.isSolved(*puzzle.decodeState("12345678x")));
    QVERIFY(puzzle.prepare({}));
    // An unsolvable board is a valid state: it decodes, and solve() says it is unreachable.
    const auto odd = puzzle.decodeState("21345678x");
    QVERIFY(odd);
    QCOMPARE(puzzle.solve(*odd, {})->distance, Solution::Unreachable);
    // Game IDs.
    for (const char* text : {"eight-puzzle:3x3:123x46758", "eight-puzzle:3x3:21345678x"}) {
        auto id = parseGameId(text);
        QVERIFY2(id, text);
        QCOMPARE(QString::fromStdString(formatGameId(*id->puzzle, id->state)), QString::fromLatin1(text));
    }
    for (const char* bad : {"eight-puzzle:4x4:12345678x", "eight-puzzle:3x3:12345678", "eight-puzzle:3x3:1234567xx",
                            "eight-puzzle::12345678x"}) {
        const auto parsed = parseGameId(bad);
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().empty());
    }
}

void TestEightPuzzle::badInstancesAndStates_data()
{
    QTest::addColumn<bool>("instance"); // true: makeInstance, false: decodeState
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty instance") << true << "" << "one board, 3x3";
    QTest::newRow("4x4") << true << "4x4" << "got '4x4'";
    QTest::newRow("3X3") << true << "3X3" << "got '3X3'";
    QTest::newRow("3x3 and more") << true << "3x3x" << "got '3x3x'";
    QTest::newRow("empty state") << false << "" << "got 0";
    QTest::newRow("short") << false << "12345678" << "got 8";
    QTest::newRow("long") << false << "12345678x1" << "got 10";
    QTest::newRow("bad character") << false << "1234y678x" << "character 5 'y' is not a tile 1-8 or x";
    QTest::newRow("nine") << false << "12345679x" << "character 8 '9'";
    QTest::newRow("upper X") << false << "12345678X" << "character 9 'X'";
    QTest::newRow("repeat") << false << "12345x785" << "tile 5 appears twice (characters 5 and 9)";
    QTest::newRow("two blanks") << false << "x2345678x" << "x appears twice (characters 1 and 9)";
    QTest::newRow("no blank") << false << "123456788" << "there is no x: tile 8 appears twice";
}

void TestEightPuzzle::badInstancesAndStates()
{
    QFETCH(bool, instance);
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    std::string error;
    if (instance) {
        const auto made = findPuzzleType("eight-puzzle")->makeInstance(text.toStdString());
        QVERIFY(!made);
        error = made.error();
    } else {
        const auto state = makePuzzle()->decodeState(text.toStdString());
        QVERIFY(!state);
        error = state.error();
    }
    QVERIFY2(QString::fromStdString(error).contains(mentions), error.c_str());
}

void TestEightPuzzle::sampleThroughCli()
{
    verifySampleThroughCli("eight-puzzle");
}

void TestEightPuzzle::cliMatchesBruteForce()
{
    // Every test board in one input: the CLI answers each one as the brute force does.
    QByteArray input;
    QByteArray expected;
    for (const auto& [board, answer] : bruteForceCases()) {
        input += QByteArray::fromStdString(reference::contestLine(board)) + '\n';
        expected += QByteArray::fromStdString(answer ? *answer : std::string("unsolvable")) + '\n';
    }
    int code = -1;
    QByteArray errors;
    const QByteArray answers = runCli(input, &code, &errors);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
    QCOMPARE(answers.count('\n'), expected.count('\n'));
    QCOMPARE(answers, expected);
}

void TestEightPuzzle::cliAnswers_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::newRow("goal: an empty line") << QByteArray("1 2 3 4 5 6 7 8 x\n") << QByteArray("\n");
    QTest::newRow("goal between others") << QByteArray("1 2 3 x 4 6 7 5 8\n1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 x 8\n")
                                         << QByteArray("rdr\n\nr\n");
    QTest::newRow("unsolvable") << QByteArray("2 1 3 4 5 6 7 8 x\n1 2 3 x 4 6 7 5 8\n") << QByteArray("unsolvable\nrdr\n");
    QTest::newRow("cases span lines") << QByteArray("1 2 3\nx 4 6\n7 5 8 2 3 4 1\n5 x 7 6 8")
                                      << QByteArray("rdr\ndlurullddrurdllurdr\n");
    QTest::newRow("blank lines and tabs") << QByteArray("\n\n1\t2 3 x 4 6 7 5 8\n\n\n   \n") << QByteArray("rdr\n");
    QTest::newRow("CRLF") << QByteArray("1 2 3 x 4 6 7 5 8\r\n2 3 4 1 5 x 7 6 8\r\n")
                          << QByteArray("rdr\ndlurullddrurdllurdr\n");
    QTest::newRow("no final newline") << QByteArray("1 2 3 x 4 6 7 5 8") << QByteArray("rdr\n");
    QTest::newRow("farthest") << QByteArray("8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n")
                              << QByteArray::fromStdString(*reference::shortestPath("8672543x1") + "\n" +
                                                           *reference::shortestPath("64785x321") + "\n");
    QTest::newRow("empty input") << QByteArray() << QByteArray();
    QTest::newRow("only whitespace") << QByteArray(" \n\t\n") << QByteArray();
}

void TestEightPuzzle::cliAnswers()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), answers);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
}

void TestEightPuzzle::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    const QByteArray good("1 2 3 x 4 6 7 5 8\n");
    const QByteArray odd("2 1 3 4 5 6 7 8 x\n");
    QTest::newRow("not a tile") << good + "1 2 3 y 4 6 7 5 8\n" << QByteArray("rdr\n")
                                << QByteArray("eight-puzzle: case 2: token 4 'y' is not a tile 1-8 or x");
    QTest::newRow("nine") << QByteArray("1 2 3 x 4 6 7 5 9\n") << QByteArray()
                          << QByteArray("case 1: token 9 '9' is not a tile 1-8 or x");
    QTest::newRow("zero") << good + odd + "0 1 2 3 4 5 6 7 8\n" << QByteArray("rdr\nunsolvable\n")
                          << QByteArray("case 3: token 1 '0'");
    QTest::newRow("upper X") << QByteArray("1 2 3 X 4 6 7 5 8\n") << QByteArray() << QByteArray("case 1: token 4 'X'");
    QTest::newRow("two digits") << good + "12 3 x 4 6 7 5 8\n" << QByteArray("rdr\n") << QByteArray("case 2: token 1 '12'");
    QTest::newRow("glued board") << good + "123x46758\n" << QByteArray("rdr\n")
                                 << QByteArray("case 2: token 1 '123x46758' is not a tile");
    QTest::newRow("repeated tile") << good + good + "1 2 3 x 5 6 7 5 8\n" << QByteArray("rdr\nrdr\n")
                                   << QByteArray("eight-puzzle: case 3: tile 5 appears twice (tokens 5 and 8)");
    QTest::newRow("two blanks") << good + "x 2 3 1 4 6 7 5 x\n" << QByteArray("rdr\n")
                                << QByteArray("case 2: x appears twice (tokens 1 and 9)");
    QTest::newRow("missing x") << good + "1 2 3 4 5 6 7 8 8\n" << QByteArray("rdr\n")
                               << QByteArray("case 2: there is no x: tile 8 appears twice (tokens 8 and 9)");
    QTest::newRow("ends inside a case") << good + good + good + "1 2 3 x 4\n" << QByteArray("rdr\nrdr\nrdr\n")
                                        << QByteArray("eight-puzzle: case 4: the input ends after 5 of the 9 cells");
    QTest::newRow("ends after one") << good + "x" << QByteArray("rdr\n")
                                    << QByteArray("case 2: the input ends after 1 of the 9 cells");
    QTest::newRow("bad token before the end") << good + "1 2 z" << QByteArray("rdr\n")
                                              << QByteArray("case 2: token 3 'z'");
    QTest::newRow("repeat before the end") << QByteArray("1 1") << QByteArray()
                                           << QByteArray("case 1: tile 1 appears twice (tokens 1 and 2)");
    QTest::newRow("long token") << good + QByteArray(100, 'q') << QByteArray("rdr\n")
                                << QByteArray("case 2: token 1 'qqqqqqqqqqqqqqqqqqqq' is");
    QTest::newRow("control byte") << QByteArray("1 2 3 \x01 4 6 7 5 8\n") << QByteArray()
                                  << QByteArray("case 1: token 4 '?' is not a tile");
}

void TestEightPuzzle::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), answers);
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY(errors.endsWith('\n'));
    QVERIFY2(errors.startsWith("eight-puzzle: case "), errors.constData());
    QVERIFY2(errors.contains(mentions), errors.constData());
}

// The two brute forces agree: the forward BFS from the board (the first path to reach the goal,
// the moves expanded in d, l, r, u order) and the path read off the distances from the goal, on
// every 16th solvable test board and three unsolvable ones.
void TestEightPuzzle::bruteForceMethodsAgree()
{
    int solvable = 0;
    int unsolvable = 0;
    for (const auto& [board, answer] : bruteForceCases()) {
        const bool sampled = answer ? solvable++ % 16 == 0 : unsolvable++ < 3;
        if (!sampled)
            continue;
        QCOMPARE(reference::shortestPath(board), answer);
    }
    QVERIFY(solvable > 150);
    QVERIFY(unsolvable >= 3);
}

// Positions per distance (the Puzzle facts chart): the reachable half only, by brute force.
void TestEightPuzzle::distanceCountsMatchBruteForce()
{
    const auto puzzle = makePuzzle();
    minimoves::test::checkCountsExhaustively(*puzzle, true);
    const auto counts = puzzle->distanceCounts({});
    std::uint64_t total = 0;
    for (auto c : *counts)
        total += c;
    QCOMPARE(total, puzzle->stateCount() / 2);
    QCOMPARE(int(counts->size()) - 1, 31);
}

MINIMOVES_TEST_MAIN(TestEightPuzzle)
} // namespace tst_eight_puzzle
#include "tst_eight_puzzle.moc"
