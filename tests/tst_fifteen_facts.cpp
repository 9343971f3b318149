// The Fifteen Puzzle's published facts (solvers/fifteen_puzzle/fifteen_facts.h) and its two sets
// of tables: the distance distribution against its sum and our own BFS, the 17 positions 80 moves
// out and their paths, draws at far distances, and the switch from the first-start tables to the
// play tables (here 5-5-5, then 6-6-3: the environment variables the engine reads, set in main()
// before anything runs, with a cache folder of this program's own).
#include "fifteen_puzzle/fifteen_facts.h"
#include "fifteen_puzzle/fifteen_puzzle_type.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/pattern_build.h"
#include "fifteen_puzzle/pattern_set.h"
#include "core/cache_notice.h"

#include "fifteen_reference.h"
#include "test_registry.h"

#include <QFileInfo>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <numeric>
#include <random>
#include <set>
#include <stop_token>
#include <unordered_set>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_fifteen_facts {

using namespace minimoves;
using namespace minimoves::fifteen_puzzle;

namespace {

std::string textOf(const Board& board) { return boardText(fifteenShape, board); }

} // namespace

class TestFifteenFacts : public QObject {
    Q_OBJECT

private slots:
    void countsSumToHalfOfSixteenFactorial();
    void firstLayersAreWhatOurBfsCounts();
    void theFacadeAnswersThePublishedFigures();
    void hardestPositionsAreSolvableAndTheirPathsReachTheGoal();
    void theTailsOfTheHardestPathsAreOptimal();
    void theHardestAreAnsweredWithoutASearch();
    void drawsAtFarDistances_data();
    void drawsAtFarDistances();
    void tablesSwitchFromFirstStartToPlay();
    void improveClimbsEveryStepToThePlaySet();
    void thePlaySetIsBuiltOnlyWhereItCanBeKept_data();
    void thePlaySetIsBuiltOnlyWhereItCanBeKept();
    void theSevenEightBuildFitsInAGigabyte();
};

void TestFifteenFacts::countsSumToHalfOfSixteenFactorial()
{
    const auto& counts = publishedDistanceCounts();
    QCOMPARE(counts.size(), std::size_t(81));
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), std::uint64_t(0)), 10461394944000ull); // 16!/2
    QCOMPARE(counts[80], 17ull);
    QCOMPARE(counts[80], std::uint64_t(hardestPositions().size()));
    for (std::uint64_t c : counts)
        QVERIFY(c > 0);
}

// A plain BFS from the goal (the reference's moves, sharing no code with the engine), layers 0-16:
// 241,707 boards, each layer equal to the published one.
void TestFifteenFacts::firstLayersAreWhatOurBfsCounts()
{
    constexpr int Layers = 16;
    std::unordered_set<std::string> seen{fifteen_reference::goal(4, 4)};
    std::vector<std::string> layer{fifteen_reference::goal(4, 4)};
    for (int d = 0; d <= Layers; ++d) {
        QCOMPARE(std::uint64_t(layer.size()), publishedDistanceCounts()[std::size_t(d)]);
        std::vector<std::string> next;
        for (const std::string& board : layer)
            for (char letter : fifteen_reference::letters)
                if (std::string moved = fifteen_reference::move(board, 4, letter); !moved.empty() && seen.insert(moved).second)
                    next.push_back(std::move(moved));
        layer = std::move(next);
    }
}

void TestFifteenFacts::theFacadeAnswersThePublishedFigures()
{
    const FifteenPuzzleGame game;
    const PuzzleAbilities abilities = game.abilities();
    QCOMPARE(abilities.counts, FigureFrom::Published);
    QCOMPARE(abilities.hardest, FigureFrom::Published);
    QVERIFY(abilities.source.find("A089484") != std::string::npos);
    QVERIFY(abilities.source.find("Korf & Schultze") != std::string::npos);
    const auto counts = game.distanceCounts({});
    QVERIFY(counts);
    QVERIFY(std::equal(counts->begin(), counts->end(), publishedDistanceCounts().begin(), publishedDistanceCounts().end()));
    QCOMPARE(*game.hardestDistance({}), 80);
}

// Each board solvable, the 17 distinct, closed under the mirror image; each path 80 real moves
// that end at the goal (so each is at most 80 out; that it is 80 was proved once, docs/BENCHMARKS.md).
void TestFifteenFacts::hardestPositionsAreSolvableAndTheirPathsReachTheGoal()
{
    const auto& positions = hardestPositions();
    QCOMPARE(positions.size(), std::size_t(17));
    std::set<std::string> boards;
    for (const auto& position : positions)
        boards.insert(textOf(position.board));
    QCOMPARE(boards.size(), std::size_t(17));
    for (const auto& position : positions) {
        QVERIFY(isSolvable(fifteenShape, position.board));
        QVERIFY(boards.count(textOf(mirrorBoard(position.board))));
        QCOMPARE(mirrorBoard(mirrorBoard(position.board)), position.board);
        QCOMPARE(position.path.size(), std::size_t(80));
        Board board = position.board;
        for (Slide s : position.path) {
            QVERIFY(canSlide(fifteenShape, board, s));
            board = slideBlank(fifteenShape, board, s);
        }
        QCOMPARE(board, goalBoard(fifteenShape));
        // The mirrored path solves the mirror image.
        board = mirrorBoard(position.board);
        for (Slide s : position.path)
            board = slideBlank(fifteenShape, board, mirrorSlide(s));
        QCOMPARE(board, goalBoard(fifteenShape));
    }
    QCOMPARE(mirrorBoard(goalBoard(fifteenShape)), goalBoard(fifteenShape));
}

// The last 24 moves of every path: the board there is exactly 24 out (searched with the tables in
// use), as it must be if the path is optimal.
void TestFifteenFacts::theTailsOfTheHardestPathsAreOptimal()
{
    const auto tables = FifteenTables::get();
    QVERIFY(tables);
    for (const auto& position : hardestPositions()) {
        Board board = position.board;
        for (int i = 0; i < 80 - 24; ++i)
            board = slideBlank(fifteenShape, board, position.path[std::size_t(i)]);
        const auto answer = searchOptimal(*tables, board, {}, false);
        QVERIFY(answer);
        QCOMPARE(answer->distance, 24);
    }
}

// The game's Hardest: a published board is answered at once, its stop already asked for (a search
// would give nothing): 80, every real slide optimal (none can be 81 out), and the published path.
// A board one slide away is searched as any other (stopped: no answer).
void TestFifteenFacts::theHardestAreAnsweredWithoutASearch()
{
    const FifteenPuzzleGame game;
    std::stop_source stopped;
    stopped.request_stop();
    const SearchControl control{stopped.get_token(), {}};
    for (const auto& position : hardestPositions()) {
        const auto solution = game.solve(game.rules().rank(position.board), control);
        QVERIFY(solution);
        QCOMPARE(solution->distance, 80);
        std::vector<int> real;
        for (Slide s : allSlides)
            if (canSlide(fifteenShape, position.board, s))
                real.push_back(int(s));
        QCOMPARE(solution->optimalMoves, real);
        QCOMPARE(solution->path.size(), std::size_t(80));
        QCOMPARE(solution->path.front(), int(position.path.front()));
        const Board near = slideBlank(fifteenShape, position.board, position.path.front());
        QVERIFY(!game.solve(game.rules().rank(near), control));
    }
}

void TestFifteenFacts::drawsAtFarDistances_data()
{
    QTest::addColumn<int>("distance");
    for (int d : {80, 79, 75, 71})
        QTest::newRow(qPrintable(QString::number(d))) << d;
}

// Beyond the walks' reach: a board on one of the 34 known paths (the 17 and their mirror images),
// exactly `distance` moves before its goal; several draws, more than one board.
void TestFifteenFacts::drawsAtFarDistances()
{
    QFETCH(int, distance);
    std::set<std::string> onPaths;
    for (const auto& position : hardestPositions())
        for (bool mirrored : {false, true}) {
            Board board = mirrored ? mirrorBoard(position.board) : position.board;
            for (int i = 0; i < 80 - distance; ++i)
                board = slideBlank(fifteenShape, board, mirrored ? mirrorSlide(position.path[std::size_t(i)]) : position.path[std::size_t(i)]);
            onPaths.insert(textOf(board));
        }
    const FifteenPuzzleGame game;
    std::mt19937_64 random{std::uint64_t(distance)};
    std::set<std::string> drawn;
    for (int i = 0; i < 12; ++i) {
        const auto state = game.randomState(distance, random, {});
        QVERIFY(state);
        const std::string text = game.encodeState(*state);
        QVERIFY2(onPaths.count(text), text.c_str());
        drawn.insert(text);
    }
    QVERIFY(drawn.size() > 1);
    QVERIFY(!game.randomState(81, random, {}));
}

// 5-5-5 first; a stopped improvement keeps it; improve() switches every later get() to 6-6-3 (the
// facade's hook), while a search that holds the old tables finishes with them; improving again
// does nothing; the play set now in the cache folder is what a later start begins with.
void TestFifteenFacts::tablesSwitchFromFirstStartToPlay()
{
    QCOMPARE(FifteenTables::playPartition(), std::string("6-6-3"));
    const auto first = FifteenTables::get();
    QCOMPARE(first->partition().name, std::string("5-5-5"));

    std::stop_source stopped;
    stopped.request_stop();
    const FifteenPuzzleGame game;
    QVERIFY(!game.improve(SearchControl{stopped.get_token(), {}}));
    QCOMPARE(FifteenTables::get(), first);

    // New games are drawn with the draw set, whatever the game plays with: the same seed, the same
    // boards before and after the switch (a level ladder the tool makes is the same everywhere).
    const auto drawSome = [&game] {
        std::mt19937_64 random(40);
        std::vector<StateRank> drawn;
        for (int distance : {20, 40, 50})
            drawn.push_back(*game.randomState(distance, random, {}));
        return drawn;
    };
    const std::vector<StateRank> before = drawSome();

    QVERIFY(game.improve({}));
    const auto play = FifteenTables::get();
    QCOMPARE(play->partition().name, std::string("6-6-3"));
    QCOMPARE(FifteenTables::get(), play);
    QVERIFY(game.improve({}));
    QCOMPARE(FifteenTables::get(), play);

    // The old set still answers (a search that started with it), the same as the new one.
    const Board board = *parseBoard(fifteenShape, "2340157896acdebf");
    QCOMPARE(searchOptimal(*first, board)->distance, 9);
    QCOMPARE(searchOptimal(*play, board)->distance, 9);
    QCOMPARE(FifteenTables::chosenPartition(), std::string("6-6-3"));
    QCOMPARE(drawSome(), before);
    QCOMPARE(FifteenTables::draw()->partition().name, std::string(DrawPartition));
}

namespace {

// Runs `body` with the tables forgotten, `cache` as the cache folder and the sets named, then puts
// the program's environment and tables back.
template <class Body>
void withSets(const QByteArray& cache, const QByteArray& first, const QByteArray& play, Body body)
{
    const QByteArray cacheBefore = qgetenv("XDG_CACHE_HOME");
    const QByteArray firstBefore = qgetenv("MINIMOVES_FIFTEEN_FIRST_PATTERNS");
    const QByteArray playBefore = qgetenv("MINIMOVES_FIFTEEN_PLAY_PATTERNS");
    const auto restore = qScopeGuard([&] {
        qputenv("XDG_CACHE_HOME", cacheBefore);
        qputenv("MINIMOVES_FIFTEEN_FIRST_PATTERNS", firstBefore);
        qputenv("MINIMOVES_FIFTEEN_PLAY_PATTERNS", playBefore);
        FifteenTables::forgetForTests();
        resetCacheProblems();
    });
    FifteenTables::forgetForTests();
    qputenv("XDG_CACHE_HOME", cache);
    qputenv("MINIMOVES_FIFTEEN_FIRST_PATTERNS", first);
    qputenv("MINIMOVES_FIFTEEN_PLAY_PATTERNS", play);
    body();
}

bool inFolder(const PatternPartition& partition, const std::string& folder)
{
    for (const auto& tiles : partition.patterns)
        if (!QFileInfo::exists(QString::fromStdString(folder + "/" + PatternDatabase::fileName(partition.shape, tiles))))
            return false;
    return true;
}

} // namespace

// "FALLBACK,PLAY": one improve() builds the fallback set, switches to it, then builds the play set
// and switches to that; a later start begins with the play set; improving again builds nothing.
void TestFifteenFacts::improveClimbsEveryStepToThePlaySet()
{
    QTemporaryDir dir;
    withSets(dir.path().toUtf8(), "4-4-4-3c", "4-4-4-3,5-5-5", [&] {
        QCOMPARE(FifteenTables::steps(), (std::vector<std::string>{"4-4-4-3", "5-5-5"}));
        QCOMPARE(FifteenTables::playPartition(), std::string("5-5-5"));
        QCOMPARE(FifteenTables::chosenPartition(), std::string("4-4-4-3c"));
        QCOMPARE(FifteenTables::get()->partition().name, std::string("4-4-4-3c"));
        const int before = PatternSet::tablesBuilt();
        QVERIFY(FifteenTables::improve());
        QCOMPARE(FifteenTables::get()->partition().name, std::string("5-5-5"));
        QCOMPARE(PatternSet::tablesBuilt() - before, 4 + 3); // 4-4-4-3 on the way, then 5-5-5
        const std::string folder = defaultCacheFolder();
        QVERIFY(inFolder(*partitionNamed("4-4-4-3"), folder));
        QVERIFY(inFolder(*partitionNamed("5-5-5"), folder));
        QVERIFY(FifteenTables::improve());
        QCOMPARE(PatternSet::tablesBuilt() - before, 7);
        FifteenTables::forgetForTests();
        QCOMPARE(FifteenTables::chosenPartition(), std::string("5-5-5"));
    });
}

void TestFifteenFacts::thePlaySetIsBuiltOnlyWhereItCanBeKept_data()
{
    QTest::addColumn<bool>("blocked");
    QTest::addColumn<bool>("enoughMemory");
    QTest::addColumn<bool>("cachedAlready");
    QTest::addColumn<bool>("keeps");
    QTest::newRow("a folder and the memory") << false << true << false << true;
    QTest::newRow("too little memory") << false << false << false << false;
    QTest::newRow("a cache folder that cannot take files") << true << true << false << false;
    QTest::newRow("in the folder already, whatever the memory") << false << false << true << true;
}

// canKeep: the play set is built only with the memory its build needs and a folder that keeps its
// files (else every start would build it again); where it cannot be kept, improve() stops at the
// fallback set.
void TestFifteenFacts::thePlaySetIsBuiltOnlyWhereItCanBeKept()
{
    QFETCH(bool, blocked);
    QFETCH(bool, enoughMemory);
    QFETCH(bool, cachedAlready);
    QFETCH(bool, keeps);
    QTemporaryDir dir;
    const std::string folder = dir.filePath(QStringLiteral("cache")).toStdString();
    if (blocked) {
        QFile file(QString::fromStdString(folder));
        QVERIFY(file.open(QIODevice::WriteOnly)); // a file where the folder should be
    }
    const PatternPartition play = *partitionNamed("4-4-4-3");
    if (cachedAlready)
        QVERIFY(PatternSet::loadOrBuild(play, folder));
    const std::uint64_t peak = PatternSet::buildPeakBytes(play);
    QCOMPARE(FifteenTables::canKeep(play, folder, enoughMemory ? 2 * peak : peak), keeps);

    if (!blocked)
        return;
    // The whole way: with the cache folder refused, improve() ends with the fallback set.
    withSets(dir.filePath(QStringLiteral("cache")).toUtf8(), "4-4-4-3c", "4-4-4-3,5-5-5", [&] {
        QCOMPARE(FifteenTables::playPartition(), std::string("4-4-4-3"));
        const int before = PatternSet::tablesBuilt();
        QVERIFY(FifteenTables::improve());
        QCOMPARE(FifteenTables::get()->partition().name, std::string("4-4-4-3"));
        QCOMPARE(PatternSet::tablesBuilt() - before, 4 + 4); // 4-4-4-3c to start, 4-4-4-3, no 5-5-5
    });
}

// The 7-8 build's memory at its peak (pattern_build.h): the 8-tile search's 1,425,191,040 states at
// 2 bits and both tables at 4 bits, under 1 GB; the tables alone under 300 MB.
void TestFifteenFacts::theSevenEightBuildFitsInAGigabyte()
{
    const PatternPartition sevenEight = *partitionNamed("7-8");
    QCOMPARE(fifteen_puzzle::detail::patternBuildStates(fifteenShape, 8), std::uint64_t(1425191040));
    QCOMPARE(PatternSet::tableBytes(sevenEight), std::uint64_t(518918400 / 2 + 57657600 / 2));
    QVERIFY(PatternSet::buildPeakBytes(sevenEight) <= 1000000000);
    QVERIFY(PatternSet::tableBytes(sevenEight) <= 300000000);
    QCOMPARE(FallbackPartition, std::string_view("7-7-1"));
    QCOMPARE(PlayPartition, std::string_view("7-8"));
}

int fifteenFactsMain(int argc, char** argv)
{
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;
    qputenv("XDG_CACHE_HOME", folder.path().toUtf8());
    qunsetenv("MINIMOVES_FIFTEEN_PATTERNS");
    qputenv("MINIMOVES_FIFTEEN_FIRST_PATTERNS", "5-5-5");
    qputenv("MINIMOVES_FIFTEEN_PLAY_PATTERNS", "6-6-3");
    QCoreApplication app(argc, argv);
    TestFifteenFacts test;
    return QTest::qExec(&test, argc, argv);
}

MINIMOVES_TEST_FUNCTION(fifteenFactsMain)
} // namespace tst_fifteen_facts

#include "tst_fifteen_facts.moc"
