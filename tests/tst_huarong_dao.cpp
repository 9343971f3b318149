// Huarong Dao: rules, text forms, the component engine against a brute force, the classic layouts
// and their pars, the command line (docs/RULES.md, "Huarong Dao").
#include "huarong_dao/classic_layouts.h"
#include "huarong_dao/huarong_dao_type.h"

#include "cli_process.h"
#include "huarong_brute_force.h"
#include "parser_checks.h"
#include "test_registry.h"

#include <QtTest>

#include <map>
#include <numeric>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_huarong_dao {

using namespace minimoves;
using namespace minimoves::huarong_dao;

namespace {

constexpr const char* classicStart = "VCCV/VCCV/VHHV/VSSV/S..S"; // 横刀立马

Position layout(const char* text)
{
    const auto parsed = parseLayout(text);
    if (!parsed)
        qFatal("bad layout %s: %s", text, parsed.error().c_str());
    return *parsed;
}

std::string letters(Position position)
{
    std::string text = layoutText(position);
    text.erase(std::remove(text.begin(), text.end(), '/'), text.end());
    return text;
}

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("huarong-dao", input, exitCode, errors);
}

} // namespace

class TestHuarongDao : public QObject {
    Q_OBJECT
private slots:
    void layoutTextsRoundTrip();
    void badLayouts_data();
    void badLayouts();
    void movesFollowTheRules();
    void applyIsWhatTheMovesListSays();
    void componentMatchesBruteForce_data();
    void componentMatchesBruteForce();
    void classicFacts();
    void layoutCounts();
    void namedLayouts_data();
    void namedLayouts();
    void randomWalksRoundTrip();
    void everyHintLowersTheDistanceByOne();
    void facade();
    void stoppedSearchLeavesNothing();
    void sampleThroughCli();
    void parsersPassTheFuzzChecks();
    void cliErrors_data();
    void cliErrors();
    void factsThroughCli();
};

void TestHuarongDao::layoutTextsRoundTrip()
{
    const Position start = layout(classicStart);
    QCOMPARE(QString::fromStdString(layoutText(start)), QString::fromLatin1(classicStart));
    QCOMPARE(*parseLayout("VCCVVCCVVHHVVSSVS..S"), start);
    QCOMPARE(QString::fromStdString(layoutText(start, '\n')), QStringLiteral("VCCV\nVCCV\nVHHV\nVSSV\nS..S"));
    QCOMPARE(pieceSetOf(start), standardPieces);
    QCOMPARE(QString::fromStdString(cellName(0)), QStringLiteral("a1"));
    QCOMPARE(QString::fromStdString(cellName(goalCell)), QStringLiteral("b4"));
    QCOMPARE(QString::fromStdString(moveName(moveIndex(13, 17))), QStringLiteral("b4-b5"));
    for (int move = 0; move < moveTotal; ++move) {
        const std::string name = moveName(move);
        QCOMPARE(moveIndex((name[1] - '1') * 4 + name[0] - 'a', (name[4] - '1') * 4 + name[3] - 'a'), move);
    }
}

void TestHuarongDao::badLayouts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("short") << "VCCV/VCCV/VHHV/VSSV/S.S" << "23 characters";
    QTest::newRow("separator") << "VCCV-VCCV/VHHV/VSSV/S..S" << "character 5";
    QTest::newRow("letter") << "VCCV/VCCV/VHHV/VSXV/S..S" << "row 4, column c";
    QTest::newRow("odd V run") << "VCCV/VCCV/SHHV/VSSV/S..S" << "row 4, column a";
    QTest::newRow("half H") << "VCCV/VCCV/VHSV/VSSV/S..S" << "row 3, column b";
    QTest::newRow("broken C") << "VCCV/VC.V/VHHV/VSSV/SC.S" << "row 1, column b";
    QTest::newRow("two C") << "CCCC/CCCC/VHHV/VSSV/S..S" << "2 Cao Cao";
    QTest::newRow("no C") << "VSSV/VSSV/VHHV/VSSV/S..S" << "0 Cao Cao";
}

void TestHuarongDao::badLayouts()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const auto parsed = parseLayout(text.toStdString());
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error()).contains(mentions), parsed.error().c_str());
}

void TestHuarongDao::movesFollowTheRules()
{
    // 横刀立马: only the two soldiers beside the gap and the two above it can move. Any path: the
    // soldier at a5 goes to b5 or c5 (round no corner); b4 goes down to b5, or down and right to
    // c5; c4 likewise; d5 to c5 or b5.
    const HuarongDao rules;
    const Position start = layout(classicStart);
    QStringList moves;
    rules.forEachMove(start, [&](int move, Position) { moves << QString::fromStdString(moveName(move)); });
    QCOMPARE(moves, QStringList({"b4-b5", "b4-c5", "c4-b5", "c4-c5", "a5-b5", "a5-c5", "d5-b5", "d5-c5"}));
    QCOMPARE(rules.apply(start, moveIndex(13, 18)), layout("VCCV/VCCV/VHHV/V.SV/S.SS"));
    QCOMPARE(rules.apply(start, moveIndex(0, 1)), start); // blocked: a1 cannot go anywhere
    QCOMPARE(rules.apply(start, moveIndex(2, 3)), start); // c1 is no block's top-left
    // Straight slides: b4 to c5 turns a corner, so it is two moves.
    const HuarongDao straight(standardPieces, MoveRule::Straight);
    moves.clear();
    straight.forEachMove(start, [&](int move, Position) { moves << QString::fromStdString(moveName(move)); });
    QCOMPARE(moves, QStringList({"b4-b5", "c4-c5", "a5-b5", "a5-c5", "d5-b5", "d5-c5"}));
    QVERIFY(!HuarongDao::isSolved(start));
    QVERIFY(HuarongDao::isSolved(layout("VSSV/VHHV/S..S/VCCV/VCCV")));
}

// apply() searches only the block at the move's from cell: for every move of positions spread over
// two components, under both counts, it gives what the list of every move gives, or the layout
// unchanged for a move not in it.
void TestHuarongDao::applyIsWhatTheMovesListSays()
{
    for (const char* start : {classicStart, "SSSV/CCVV/CCVV/.HHV/.SHH"}) {
        const HuarongDaoGame game(layout(start));
        const auto& positions = game.component()->positions();
        for (MoveRule rule : {MoveRule::AnyPath, MoveRule::Straight}) {
            const HuarongDao rules(pieceSetOf(layout(start)), rule);
            for (std::size_t i = 0; i < positions.size(); i += 97) {
                std::vector<Position> after(std::size_t(moveTotal), positions[i]);
                rules.forEachMove(positions[i], [&](int move, Position next) { after[std::size_t(move)] = next; });
                for (int move = 0; move < moveTotal; ++move)
                    QCOMPARE(rules.apply(positions[i], move), after[std::size_t(move)]);
            }
        }
    }
}

void TestHuarongDao::componentMatchesBruteForce_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<bool>("straight");
    for (bool straight : {false, true}) {
        const char* rule = straight ? "straight" : "any path";
        QTest::addRow("three of each, %s", rule) << "..VV/HHVV/HHHH/VCCS/VCCS" << straight;
        QTest::addRow("four empty, %s", rule) << "CCVV/CCVV/HHHH/HHHH/...." << straight;
        QTest::addRow("columns, %s", rule) << "VCCV/VCCV/V..V/V..V/HHHH" << straight;
        QTest::addRow("no way out, %s", rule) << "VCCV/VCCV/HHHH/HHHH/S..S" << straight;
    }
}

void TestHuarongDao::componentMatchesBruteForce()
{
    QFETCH(QString, start);
    QFETCH(bool, straight);
    const Position first = layout(start.toLatin1().constData());
    const HuarongDaoGame game(first, straight ? MoveRule::Straight : MoveRule::AnyPath);
    const auto expected = minimoves::test::HuarongBruteForce{straight}.distances(letters(first));
    const sliding_blocks::Component& component = *game.component();
    QCOMPARE(component.size(), std::uint64_t(expected.size()));
    int deepest = -1;
    for (std::uint64_t rank = 0; rank < component.size(); ++rank) {
        const Position position = component.positions()[rank];
        const auto found = expected.find(letters(position));
        QVERIFY(found != expected.end());
        const int distance = component.distances().reached(rank) ? component.distances().at(rank) : -1;
        if (distance != found->second)
            QFAIL(qPrintable(QStringLiteral("%1: engine %2, brute force %3")
                                 .arg(QString::fromStdString(layoutText(position)))
                                 .arg(distance)
                                 .arg(found->second)));
        deepest = std::max(deepest, distance);
    }
    QCOMPARE(game.hardestDistance({}).value_or(-1), deepest);
}

void TestHuarongDao::classicFacts()
{
    const HuarongDaoGame game(layout(classicStart));
    QCOMPARE(game.stateCount(), std::uint64_t(25955));
    QCOMPARE(game.solve(game.initialState(), {})->distance, 81);
    // Straight slides (docs/RULES.md): the same component, and 90 moves.
    const HuarongDaoGame straight(layout(classicStart), MoveRule::Straight);
    QCOMPARE(straight.stateCount(), std::uint64_t(25955));
    QCOMPARE(straight.solve(straight.initialState(), {})->distance, 90);
}

void TestHuarongDao::layoutCounts()
{
    // The standard pieces, Cao Cao, five generals, four soldiers and two empty cells: 363,480 layouts
    // over the six ways to stand the generals (65,880 with four upright and one across, as 横刀立马).
    const std::array<std::uint64_t, 6> byUpright{14220, 51660, 106800, 109260, 65880, 15660};
    std::uint64_t total = 0;
    for (int upright = 0; upright <= 5; ++upright) {
        std::uint64_t count = 0;
        Position previous = 0;
        bool distinct = true;
        forEachLayout(PieceSet{upright, 5 - upright, 4, 2}, [&](Position p) {
            ++count;
            distinct = distinct && p != previous && pieceSetOf(p) == PieceSet{upright, 5 - upright, 4, 2};
            previous = p;
        });
        QVERIFY(distinct);
        QCOMPARE(count, byUpright[std::size_t(upright)]);
        total += count;
    }
    QCOMPARE(total, std::uint64_t(363480));
}

void TestHuarongDao::namedLayouts_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < classicLayouts.size(); ++i)
        QTest::newRow(std::string(classicLayouts[i].id).c_str()) << int(i);
}

void TestHuarongDao::namedLayouts()
{
    QFETCH(int, index);
    const ClassicLayout& classic = classicLayouts[std::size_t(index)];
    const auto parsed = parseLayout(classic.layout);
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(layoutText(*parsed), std::string(classic.layout));
    QCOMPARE(pieceSetOf(*parsed).empty, 2);
    QCOMPARE(pieceSetOf(*parsed).vertical + pieceSetOf(*parsed).horizontal, 5);
    QCOMPARE(pieceSetOf(*parsed).soldiers, 4);
    const HuarongDaoGame game(*parsed);
    const auto solution = game.solve(game.initialState(), {});
    QVERIFY(solution && solution->reachable());
    QCOMPARE(solution->distance, classic.par);
    QCOMPARE(game.variant(), std::string(classic.id));
    QVERIFY(!classic.chineseName.empty() && !classic.englishName.empty());
    for (std::size_t other = 0; other < std::size_t(index); ++other)
        QVERIFY(classicLayouts[other].layout != classic.layout && classicLayouts[other].id != classic.id);
}

void TestHuarongDao::randomWalksRoundTrip()
{
    const HuarongDaoGame game(layout(classicStart));
    const HuarongDao& rules = game.rules();
    std::mt19937_64 random(38);
    Position position = game.start();
    for (int step = 0; step < 3000; ++step) {
        std::vector<std::pair<int, Position>> moves;
        rules.forEachMove(position, [&](int move, Position next) { moves.push_back({move, next}); });
        QVERIFY(!moves.empty());
        const auto [move, next] = moves[random() % moves.size()];
        QVERIFY(next != position);
        QCOMPARE(rules.apply(position, move), next);
        // The move back: the block goes from where it went to where it stood.
        const std::string name = moveName(move);
        const int from = (name[1] - '1') * 4 + name[0] - 'a';
        const int to = (name[4] - '1') * 4 + name[3] - 'a';
        QCOMPARE(rules.apply(next, moveIndex(to, from)), position);
        const StateRank rank = *game.component()->rankOf(next);
        QCOMPARE(game.position(rank), next);
        QCOMPARE(*game.decodeState(game.encodeState(rank)), rank);
        QCOMPARE(*parseLayout(layoutText(next)), next);
        QCOMPARE(game.apply(*game.component()->rankOf(position), move), rank);
        position = next;
    }
}

void TestHuarongDao::everyHintLowersTheDistanceByOne()
{
    const HuarongDaoGame game(layout("SSSV/CCVV/CCVV/.HHV/.SHH")); // 峰回路转
    std::mt19937_64 random(5);
    for (int trial = 0; trial < 200; ++trial) {
        const StateRank state = random() % game.stateCount();
        const auto solution = game.solve(state, {});
        QVERIFY(solution && solution->reachable());
        int real = 0;
        for (int move = 0; move < game.moveCount(); ++move) {
            const StateRank next = game.apply(state, move);
            if (next == state)
                continue;
            ++real;
            const int after = game.solve(next, {})->distance;
            QVERIFY(std::abs(after - solution->distance) <= 1);
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), move) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == solution->distance - 1);
        }
        QVERIFY(real > 0);
        // The path: each step the first optimal move in move order (so the smallest sequence).
        StateRank at = state;
        QCOMPARE(int(solution->path.size()), solution->distance);
        for (int move : solution->path) {
            const auto here = game.solve(at, {});
            QCOMPARE(move, here->optimalMoves.front());
            at = game.apply(at, move);
        }
        QVERIFY(game.isSolved(at));
    }
}

void TestHuarongDao::facade()
{
    const PuzzleType* type = findEnginePuzzleType("huarong-dao");
    QVERIFY(type);
    QCOMPARE(findPuzzleType("huarong-dao"), type); // in the game, with a board
    QCOMPARE(type->variants().size(), classicLayouts.size());
    std::mt19937_64 random(1);
    const auto game = type->makeRandomInstance("", random);
    QCOMPARE(game->instanceText(), std::string(classicStart));
    QCOMPARE(game->variant(), std::string("heng-dao-li-ma"));
    QCOMPARE(game->hardestDistance({}).value_or(-1), 93);
    const auto made = type->makeInstance(classicStart);
    QVERIFY(made);
    QCOMPARE(made.value()->stateCount(), std::uint64_t(25955));
    QVERIFY(type->makeInstance("feng-hui-lu-zhuan"));
    QVERIFY(!type->makeInstance("VCCV/VCCV/VHHV/VSSV/S..X"));
    // Another component of the same pieces, and another piece set, do not decode in this game.
    Position elsewhere = 0;
    forEachLayout(standardPieces, [&](Position p) {
        if (!elsewhere && !static_cast<const HuarongDaoGame&>(*game).component()->rankOf(p))
            elsewhere = p;
    });
    QVERIFY(elsewhere != 0);
    const auto outside = game->decodeState(layoutText(elsewhere));
    QVERIFY(!outside && outside.error().find("cannot be reached") != std::string::npos);
    QVERIFY(!game->decodeState("VCCV/VCCV/HHSS/VHHV/V..V"));
    QVERIFY(!game->decodeState("VCCV/VCCV/V..V/V..V/HHHH"));
    QCOMPARE(game->parseMove("b4-b5"), std::optional<int>(moveIndex(13, 17)));
    QCOMPARE(game->parseMove("b4-b4"), std::optional<int>());
    // Every move's text reads back as that move; nothing else reads.
    for (int move = 0; move < game->moveCount(); ++move)
        QCOMPARE(game->parseMove(game->moveText(move)), std::optional<int>(move));
    for (const char* bad : {"", "b4", "B4-b5", "b4 b5", "e1-a1", "a0-a1", "a6-a1", "b4-b5 ", "b4--5"})
        QCOMPARE(game->parseMove(bad), std::optional<int>());
    const auto counts = game->distanceCounts({});
    QVERIFY(counts);
    QCOMPARE(std::accumulate(counts->begin(), counts->end(), std::uint64_t(0)), std::uint64_t(25955));
    const auto drawn = game->randomState(81, random, {});
    QVERIFY(drawn);
    QCOMPARE(game->solve(*drawn, {})->distance, 81);
}

void TestHuarongDao::stoppedSearchLeavesNothing()
{
    const HuarongDaoGame game(layout(classicStart));
    std::stop_source stop;
    stop.request_stop();
    const SearchControl stopped{stop.get_token(), {}};
    QVERIFY(!game.prepare(stopped));
    QVERIFY(!game.solve(0, stopped));
    QVERIFY(!game.distanceCounts(stopped));
    // The next call searches again, whole.
    QVERIFY(game.prepare({}));
    QCOMPARE(game.solve(game.initialState(), stopped)->distance, 81);
}

void TestHuarongDao::sampleThroughCli()
{
    verifySampleThroughCli("huarong-dao");
}

// What the fuzzers check, on the sample and the seeds: contestCases reads what runContest reads (and
// refuses with its line), every case a game; instance and position texts round-trip.
void TestHuarongDao::parsersPassTheFuzzChecks()
{
    const PuzzleType& type = *findEnginePuzzleType("huarong-dao");
    // Small components (the sample's are through the CLI above): each is searched several times.
    const std::string input = "3\nVCCV VCCV HHHH HHHH S..S\n..VV HHVV HHHH VCCS VCCS\nVSSV VHHV S..S VCCV VCCV\n";
    QCOMPARE(QString::fromStdString(fuzz::checkContest(type, input)), QString());
    QCOMPARE(QString::fromStdString(fuzz::checkContest(type, input.substr(0, input.size() / 2))), QString());
    for (const char* bytes : {"VCCV/VCCV/VHHV/VSSV/S..S\nVCCV/VCCV/VHHV/V.SV/S.SS",
                             "heng-dao-li-ma\nVCCV/VCCV/VHHV/VSSV/S..S",
                             "VCCV/VCCV/VHHV/VSSV/S..S\nVCCV/VCCV/HHSS/VHHV/V..V",
                             "CCSS/CCSS/HHHH/HHHH/....\n...."})
        QCOMPARE(QString::fromStdString(fuzz::checkInstance(type, bytes)), QString());
}

void TestHuarongDao::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    const QByteArray solved = "VSSV VHHV S..S VCCV VCCV\n";
    QTest::newRow("empty") << QByteArray("") << QByteArray() << QByteArray("empty");
    QTest::newRow("count") << QByteArray("two\n") << QByteArray() << QByteArray("'two'");
    QTest::newRow("ends early") << "2\n" + solved + "VCCV VCCV" << QByteArray("0\n")
                                << QByteArray("position 2: the input ends after 2 of its 5 rows");
    QTest::newRow("row length") << "2\n" + solved + "VCCV VCCV VHHV VSSV S..SS" << QByteArray("0\n")
                                << QByteArray("position 2: row 5 'S..SS' has 5 characters");
    QTest::newRow("broken block") << "3\n" + solved + solved + "VCCV VCCV VHSV VSSV S..S" << QByteArray("0\n0\n")
                                  << QByteArray("position 3: row 3, column b");
    QTest::newRow("letter") << QByteArray("1\nVCCV VCCV VHHV VSSV S.xS") << QByteArray()
                            << QByteArray("position 1: row 5, column c: 'x'");
}

void TestHuarongDao::cliErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), answers);
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.startsWith("huarong-dao: ") && errors.contains(mentions), errors.constData());
}

void TestHuarongDao::factsThroughCli()
{
    int code = -1;
    const QByteArray facts = runCliCommand({"facts", "huarong-dao:heng-dao-li-ma"}, &code);
    QCOMPARE(code, 0);
    const QList<QByteArray> lines = facts.trimmed().split('\n');
    QCOMPARE(lines.size(), 94);
    std::uint64_t total = 0;
    for (int distance = 0; distance < lines.size(); ++distance) {
        const QList<QByteArray> fields = lines[distance].split(' ');
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields[0].toInt(), distance);
        total += fields[1].toULongLong();
    }
    QCOMPARE(total, std::uint64_t(25955));
    QCOMPARE(runCliCommand({"facts", QStringLiteral("huarong-dao:") + classicStart}, &code), facts);
    QByteArray errors;
    runCliCommand({"facts", "huarong-dao:VCCV"}, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(errors.count('\n'), 1);
}

MINIMOVES_TEST_MAIN(TestHuarongDao)
} // namespace tst_huarong_dao
#include "tst_huarong_dao.moc"
