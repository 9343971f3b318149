// Rush Hour: rules, text forms, the component engine against a brute force, the named positions,
// the command line (docs/RULES.md, "Rush Hour").
#include "rush_hour/rush_hour_positions.h"
#include "rush_hour/rush_hour_type.h"

#include "cli_process.h"
#include "parser_checks.h"
#include "test_registry.h"

#include <QtTest>

#include <map>
#include <numeric>
#include <queue>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_rush_hour {

using namespace minimoves;
using namespace minimoves::rush_hour;

namespace {

constexpr const char* hardest = "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM";

Layout layout(const QString& text)
{
    const auto parsed = parseLayout(text.toStdString());
    if (!parsed)
        qFatal("bad position %s: %s", qPrintable(text), parsed.error().c_str());
    return *parsed;
}

// The brute force: a position is its 36 characters; a move slides one letter's cells along the line
// they make, one cell at a time and as far as the cells are 'o', each stop a move. Plain
// breadth-first searches over a std::map: the component from the start, then the distances from
// every solved position (moves undo). It shares nothing with the engine but the letters.
std::vector<std::string> neighbours(const std::string& board)
{
    std::vector<std::string> result;
    for (char letter = 'A'; letter <= 'Z'; ++letter) {
        std::vector<int> cells;
        for (int i = 0; i < 36; ++i)
            if (board[std::size_t(i)] == letter)
                cells.push_back(i);
        if (cells.size() < 2)
            continue;
        const int step = cells[1] - cells[0]; // 1 across, 6 upright
        for (int sign : {-1, 1}) {
            std::string moved = board;
            std::vector<int> at = cells;
            for (;;) {
                const int lead = sign > 0 ? at.back() + step : at.front() - step;
                const bool inside = step == 1 ? lead >= 0 && lead < 36 && lead / 6 == at.front() / 6 : lead >= 0 && lead < 36;
                if (!inside || moved[std::size_t(lead)] != 'o')
                    break;
                const int tail = sign > 0 ? at.front() : at.back();
                moved[std::size_t(lead)] = letter;
                moved[std::size_t(tail)] = 'o';
                for (int& cell : at)
                    cell += sign * step;
                result.push_back(moved);
            }
        }
    }
    return result;
}

std::map<std::string, int> bruteForceDistances(const std::string& start)
{
    std::map<std::string, int> distance;
    std::vector<std::string> component{start};
    std::map<std::string, bool> seen{{start, true}};
    for (std::size_t i = 0; i < component.size(); ++i)
        for (const auto& next : neighbours(component[i]))
            if (seen.emplace(next, true).second)
                component.push_back(next);
    std::queue<std::string> queue;
    for (const auto& board : component) {
        distance[board] = -1;
        if (board[16] == 'A' && board[17] == 'A') {
            distance[board] = 0;
            queue.push(board);
        }
    }
    while (!queue.empty()) {
        const std::string board = queue.front();
        queue.pop();
        for (const auto& next : neighbours(board))
            if (distance[next] < 0) {
                distance[next] = distance[board] + 1;
                queue.push(next);
            }
    }
    return distance;
}

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("rush-hour", input, exitCode, errors);
}

} // namespace

class TestRushHour : public QObject {
    Q_OBJECT
private slots:
    void textRoundTrips();
    void badPositions_data();
    void badPositions();
    void movesFollowTheRules();
    void componentMatchesBruteForce_data();
    void componentMatchesBruteForce();
    void namedPositions();
    void randomWalksRoundTrip();
    void everyHintLowersTheDistanceByOne();
    void facade();
    void sampleThroughCli();
    void parsersPassTheFuzzChecks();
    void cliErrors_data();
    void cliErrors();
    void factsThroughCli();
};

void TestRushHour::textRoundTrips()
{
    const Layout start = layout(hardest);
    QCOMPARE(start.vehicles.size(), std::size_t(12)); // A, B, D-M: no C
    QCOMPARE(start.vehicles[0], (Vehicle{'A', 2, true, exitRow}));
    QCOMPARE(start.vehicles[7], (Vehicle{'I', 2, false, 0})); // I: a1-a2, upright in column a
    QCOMPARE(start.vehicles[6], (Vehicle{'H', 3, true, 5}));  // H: a truck across row 6
    QCOMPARE(start.walls, std::uint64_t(1) << 3);
    const RushHour rules(start.vehicles, start.walls);
    QCOMPARE(QString::fromStdString(rules.positionText(start.offsets)), QString::fromLatin1(hardest));
    QCOMPARE(*rules.parsePosition(hardest), start.offsets);
    QCOMPARE(rules.moveCount(), 12 * 8);
    QCOMPARE(QString::fromStdString(rules.moveText(0)), QStringLiteral("A+1"));
    QCOMPARE(QString::fromStdString(rules.moveText(7)), QStringLiteral("A-4"));
    QCOMPARE(QString::fromStdString(rules.moveText(13)), QStringLiteral("B-2"));
    // The move order is the order of the texts.
    for (int move = 1; move < rules.moveCount(); ++move)
        QVERIFY(rules.moveText(move - 1) < rules.moveText(move));
}

void TestRushHour::badPositions_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("short") << "ooooooooooooAAoooo" << "got 18";
    QTest::newRow("character") << "ooooooooooooAAoo.ooooooooooooooooooo" << "cell e3";
    QTest::newRow("no red car") << "ooooooooooooBBoooooooooooooooooooooo" << "A is missing";
    QTest::newRow("upright red car") << "ooooooAoooooAooooooooooooooooooooooo" << "upright";
    QTest::newRow("red car row 2") << "ooooooAAoooooooooooooooooooooooooooo" << "row 2";
    QTest::newRow("red truck") << "ooooooooooooAAAooooooooooooooooooooo" << "3 cells long";
    QTest::newRow("length 1") << "ooBoooooooooAAoooooooooooooooooooooo" << "vehicle B is 1 cell";
    QTest::newRow("length 4") << "BBBBooooooooAAoooooooooooooooooooooo" << "vehicle B is 4 cells";
    QTest::newRow("broken") << "BoBoooooooooAAoooooooooooooooooooooo" << "not one straight";
    QTest::newRow("bent") << "BBooooBoooooAAoooooooooooooooooooooo" << "not one straight";
    QTest::newRow("wrapped") << "oooooBBoooooAAoooooooooooooooooooooo" << "not one straight";
}

void TestRushHour::badPositions()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const auto parsed = parseLayout(text.toStdString());
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error()).contains(mentions), parsed.error().c_str());
}

void TestRushHour::movesFollowTheRules()
{
    // A car B upright in column c, rows 1-2; the red car at a3-b3; a wall at f3.
    const Layout start = layout("ooBoooooBoooAAoooxoooooooooooooooooo");
    const RushHour rules(start.vehicles, start.walls);
    QStringList moves;
    rules.forEachMove(start.offsets, [&](int move, Position) { moves << QString::fromStdString(rules.moveText(move)); });
    QCOMPARE(moves, QStringList({"A+1", "A+2", "A+3", "B+1", "B+2", "B+3", "B+4"}));
    QCOMPARE(rules.positionText(rules.apply(start.offsets, 1)), std::string("ooBoooooBoooooAAoxoooooooooooooooooo"));
    QCOMPARE(rules.apply(start.offsets, 3), start.offsets); // A+4 runs into the wall
    QCOMPARE(rules.apply(start.offsets, 4), start.offsets); // A-1 leaves the grid
    QVERIFY(!rules.isSolved(start.offsets));
    const Layout out = layout("ooooooooooooooooAAoooooooooooooooooo");
    QVERIFY(RushHour(out.vehicles, out.walls).isSolved(out.offsets));
}

void TestRushHour::componentMatchesBruteForce_data()
{
    QTest::addColumn<QString>("start");
    QTest::newRow("three") << "ooBoooooBoooAAoCoooooCoooooDDDoooooo";
    QTest::newRow("crowded") << "BBoCCCooDooEAADooEFoDGGGFHHIooJJoIoo";
    QTest::newRow("walls") << "xoBoooooBoxoAAoCoooxoCoooDDDoooooooo";
    QTest::newRow("no way") << "ooooooooooooAAoxoooooooooBBoooooooCC";
    QTest::newRow("hardest") << hardest;
}

void TestRushHour::componentMatchesBruteForce()
{
    QFETCH(QString, start);
    const RushHourGame game(layout(start));
    const auto expected = bruteForceDistances(start.toStdString());
    const sliding_blocks::Component& component = *game.component();
    QCOMPARE(component.size(), std::uint64_t(expected.size()));
    for (std::uint64_t rank = 0; rank < component.size(); ++rank) {
        const std::string text = game.rules().positionText(component.positions()[rank]);
        const auto found = expected.find(text);
        QVERIFY2(found != expected.end(), text.c_str());
        const int distance = component.distances().reached(rank) ? component.distances().at(rank) : -1;
        if (distance != found->second)
            QFAIL(qPrintable(QStringLiteral("%1: engine %2, brute force %3")
                                 .arg(QString::fromStdString(text))
                                 .arg(distance)
                                 .arg(found->second)));
    }
}

void TestRushHour::namedPositions()
{
    for (const auto& named : rush_hour::namedPositions) {
        const auto parsed = parseLayout(named.position);
        QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
        const RushHourGame game(*parsed);
        QCOMPARE(game.solve(game.initialState(), {})->distance, named.par);
        QCOMPARE(game.variant(), std::string(named.id));
    }
    const RushHourGame game(layout(hardest));
    QCOMPARE(game.stateCount(), std::uint64_t(2332));
    QCOMPARE(*game.hardestDistance({}), 60);
}

void TestRushHour::randomWalksRoundTrip()
{
    const RushHourGame game(layout("BBoCCCooDooEAADooEFoDGGGFHHIooJJoIoo"));
    const RushHour& rules = game.rules();
    std::mt19937_64 random(12);
    Position position = game.start();
    for (int step = 0; step < 2000; ++step) {
        std::vector<std::pair<int, Position>> moves;
        rules.forEachMove(position, [&](int move, Position next) { moves.push_back({move, next}); });
        QVERIFY(!moves.empty());
        const auto [move, next] = moves[random() % moves.size()];
        QCOMPARE(rules.apply(position, move), next);
        // The move back: the same vehicle, the same distance, the other way.
        const int back = move / 8 * 8 + (move % 8 + 4) % 8;
        QCOMPARE(rules.apply(next, back), position);
        const StateRank rank = *game.component()->rankOf(next);
        QCOMPARE(game.position(rank), next);
        QCOMPARE(*game.decodeState(game.encodeState(rank)), rank);
        QCOMPARE(game.apply(*game.component()->rankOf(position), move), rank);
        position = next;
    }
}

void TestRushHour::everyHintLowersTheDistanceByOne()
{
    const RushHourGame game(layout(hardest));
    std::mt19937_64 random(7);
    for (int trial = 0; trial < 300; ++trial) {
        const StateRank state = random() % game.stateCount();
        const auto solution = game.solve(state, {});
        QVERIFY(solution && solution->reachable());
        for (int move = 0; move < game.moveCount(); ++move) {
            const StateRank next = game.apply(state, move);
            if (next == state)
                continue;
            const int after = game.solve(next, {})->distance;
            QVERIFY(std::abs(after - solution->distance) <= 1);
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), move) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == solution->distance - 1);
        }
        StateRank at = state;
        QCOMPARE(int(solution->path.size()), solution->distance);
        for (int move : solution->path) {
            QCOMPARE(move, game.solve(at, {})->optimalMoves.front());
            at = game.apply(at, move);
        }
        QVERIFY(game.isSolved(at));
    }
}

void TestRushHour::facade()
{
    const PuzzleType* type = findEnginePuzzleType("rush-hour");
    QVERIFY(type);
    QCOMPARE(findPuzzleType("rush-hour"), type); // in the game (puzzleTypes(), after the Fifteen Puzzle)
    std::mt19937_64 random(1);
    const auto game = type->makeRandomInstance("", random);
    QCOMPARE(game->instanceText(), std::string(hardest));
    QCOMPARE(game->variant(), std::string("hardest-known"));
    QVERIFY(type->makeInstance("hardest-known"));
    QVERIFY(!type->makeInstance("IBBxooIooLDDJAALooJoKEEMFFKooMGGHHH"));
    // The same vehicles elsewhere than the component, and other vehicles, do not decode.
    const auto& rush = static_cast<const RushHourGame&>(*game);
    int outside = 0;
    for (std::size_t v = 0; v < rush.rules().vehicles().size(); ++v)
        for (int offset = 0; offset + rush.rules().vehicles()[v].length <= sideLength; ++offset) {
            const Position moved = (rush.start() & ~(Position(7) << (3 * v))) | Position(offset) << (3 * v);
            const std::string text = rush.rules().positionText(moved);
            if (rush.rules().parsePosition(text) && !rush.component()->rankOf(moved)) {
                ++outside;
                const auto decoded = game->decodeState(text);
                QVERIFY(!decoded && decoded.error().find("cannot be reached") != std::string::npos);
            }
        }
    QVERIFY(outside > 0);
    QVERIFY(!game->decodeState("ooooooooooooAAoooooooooooooooooooooo"));
    QCOMPARE(game->parseMove("M-1"), std::optional<int>(11 * 8 + 4));
    QCOMPARE(game->parseMove("Z+1"), std::optional<int>());
    const auto counts = game->distanceCounts({});
    QVERIFY(counts);
    QCOMPARE(std::accumulate(counts->begin(), counts->end(), std::uint64_t(0)), std::uint64_t(2332));
    const auto drawn = game->randomState(59, random, {});
    QVERIFY(drawn);
    QCOMPARE(game->solve(*drawn, {})->distance, 59);
}

void TestRushHour::sampleThroughCli()
{
    verifySampleThroughCli("rush-hour");
}

// What the fuzzers check, on the sample and the seeds: contestCases reads what runContest reads (and
// refuses with its line), every case a game; instance and position texts round-trip.
void TestRushHour::parsersPassTheFuzzChecks()
{
    const PuzzleType& type = *findEnginePuzzleType("rush-hour");
    QVERIFY_SAMPLE(input, "rush-hour.in");
    QCOMPARE(QString::fromStdString(fuzz::checkContest(type, input.toStdString())), QString());
    QCOMPARE(QString::fromStdString(fuzz::checkContest(type, input.left(input.size() / 2).toStdString())), QString());
    for (const char* bytes : {"IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM\nIBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM",
                             "hardest-known\nooo",
                             "ooooooooooooAAoxoooooooooBBoooooooCC\nooooooooooooAAoxooooooooooBBooooooCC"})
        QCOMPARE(QString::fromStdString(fuzz::checkInstance(type, bytes)), QString());
}

void TestRushHour::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    const QByteArray solved = "ooooooooooooooooAAoooooooooooooooooo\n";
    QTest::newRow("empty") << QByteArray("") << QByteArray() << QByteArray("empty");
    QTest::newRow("count") << QByteArray("-1\n") << QByteArray() << QByteArray("'-1'");
    QTest::newRow("ends early") << "3\n" + solved + solved << QByteArray("0\n0\n")
                                << QByteArray("position 3: the input ends");
    QTest::newRow("length 4") << "2\n" + solved + "BBBBooooooooAAoooooooooooooooooooooo" << QByteArray("0\n")
                              << QByteArray("position 2: vehicle B is 4 cells");
    QTest::newRow("upright red car") << QByteArray("1\nooooooAoooooAooooooooooooooooooooooo") << QByteArray()
                                     << QByteArray("position 1: the red car A");
    QTest::newRow("no red car") << "2\n" + solved + "ooooooooooooBBoooooooooooooooooooooo" << QByteArray("0\n")
                                << QByteArray("position 2: the red car A is missing");
}

void TestRushHour::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), answers);
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.startsWith("rush-hour: ") && errors.contains(mentions), errors.constData());
}

void TestRushHour::factsThroughCli()
{
    int code = -1;
    const QByteArray facts = runCliCommand({"facts", QStringLiteral("rush-hour:") + hardest}, &code);
    QCOMPARE(code, 0);
    const QList<QByteArray> lines = facts.trimmed().split('\n');
    QCOMPARE(lines.size(), 61);
    QCOMPARE(lines.last(), QByteArray("60 ") + QByteArray::number(
                                                   qulonglong(RushHourGame(layout(hardest)).distanceCounts({})->back())));
    QCOMPARE(runCliCommand({"facts", "rush-hour:hardest-known"}, &code), facts);
}

MINIMOVES_TEST_MAIN(TestRushHour)
} // namespace tst_rush_hour
#include "tst_rush_hour.moc"
