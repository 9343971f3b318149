// The level ladders (app/levels): the committed data (resources/levels) is exactly what the tool
// makes from the seed, every par is the engine's own distance of its start, every ladder rises
// from a few moves to its instance's hardest; the reader refuses damage with one line naming the
// file and the line; minimoves-cli levels prints the very data.
#include "core/any_puzzle.h"
#include "levels/ladder.h"
#include "levels/ladder_maker.h"
#include "levels/level_data.h"
#include "levels/own_ladders.h"

#include "huarong_dao/classic_layouts.h"
#include "huarong_dao/huarong_dao_type.h"

#include "cli_process.h"
#include "test_registry.h"
#include "threads_for_test.h"

#include <QtTest>

#include <map>
#include <memory>
#include <set>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_levels {

using namespace minimoves;
using namespace minimoves::levels;

// The Rush Hour ladder's top: the hardest start our search found (docs/DAILY.md).
constexpr int RushHourTop = 45;

class TestLevels : public QObject {
    Q_OBJECT
private slots:
    void everyPuzzleHasItsLadders();
    void theDataIsWhatTheToolMakes_data();
    void theDataIsWhatTheToolMakes();
    void ladders_data();
    void ladders();
    void everyParIsTheEnginesDistance_data();
    void everyParIsTheEnginesDistance();
    void theFilesRoundTrip();
    void classicLayoutsAreNamedLevels();
    void twistyLaddersClimbToTheirHardest_data();
    void twistyLaddersClimbToTheirHardest();
    void searchedLaddersClimbToTheirHardest_data();
    void searchedLaddersClimbToTheirHardest();
    void plannedParsRise_data();
    void plannedParsRise();
    void damageIsRefusedNamingFileAndLine_data();
    void damageIsRefusedNamingFileAndLine();
    void theCliPrintsTheLadder_data();
    void theCliPrintsTheLadder();
    void theCliRefusesBadInput_data();
    void theCliRefusesBadInput();
};

namespace {

QString ladderName(const PuzzleType& type, const std::string& variant)
{
    QString name = QString::fromLatin1(type.id.data(), int(type.id.size()));
    if (!variant.empty())
        name += QLatin1Char(':') + QString::fromStdString(variant);
    return name;
}

// Rows: every puzzle's every ladder, by its type and variant (or own ladder's name); `quickOnly`:
// not an own ladder whose search takes minutes.
void addLadderRows(bool quickOnly = false)
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    for (const PuzzleType& type : puzzleTypes())
        for (const std::string& variant : ladderVariants(type))
            if (const OwnLadder* own = findOwnLadder(type.id, variant); !quickOnly || !own || own->quick)
                QTest::newRow(qPrintable(ladderName(type, variant)))
                << QString::fromLatin1(type.id.data(), int(type.id.size())) << QString::fromStdString(variant);
}

const Ladder* committedLadder(const QString& puzzle, const QString& variant)
{
    std::string error;
    const Ladder* ladder = findLadder(puzzle.toStdString(), variant.toStdString(), &error);
    if (!ladder)
        qWarning("%s", error.c_str());
    return ladder;
}

// A level's game, its instance read once for all the levels of it (a sliding-block instance
// searches its component to read a position other than its start); nullptr when it does not read.
using Instances = std::map<std::string, std::unique_ptr<AnyPuzzle>>;
const AnyPuzzle* levelGame(Instances& instances, const std::string& gameId, StateRank* state)
{
    const std::string instanceId = gameId.substr(0, gameId.rfind(':'));
    auto& instance = instances[instanceId];
    if (!instance) {
        auto game = parseGameId(gameId);
        if (!game)
            return nullptr;
        *state = game->state;
        instance = std::move(game.value().puzzle);
        return instance.get();
    }
    const auto decoded = instance->decodeState(gameId.substr(instanceId.size() + 1));
    if (!decoded)
        return nullptr;
    *state = *decoded;
    return instance.get();
}

std::string fileText(std::string_view puzzle)
{
    for (const LevelFile& file : levelFiles())
        if (file.puzzle == puzzle)
            return std::string(file.text);
    return {};
}

} // namespace

void TestLevels::everyPuzzleHasItsLadders()
{
    // A puzzle added without its file (or a file of a puzzle that is gone) fails here, by name.
    std::set<std::string_view> files;
    for (const LevelFile& file : levelFiles())
        files.insert(file.puzzle);
    for (const PuzzleType& type : puzzleTypes()) {
        QVERIFY2(files.contains(type.id), qPrintable(QStringLiteral("no resources/levels file for ") + ladderName(type, {})));
        std::string error;
        const auto* ladders = laddersOf(type.id, &error);
        QVERIFY2(ladders, error.c_str());
        QCOMPARE(ladders->size(), ladderVariants(type).size());
    }
    QCOMPARE(files.size(), puzzleTypes().size());
}

void TestLevels::ladders_data() { addLadderRows(); }

// Rush Hour's search takes minutes: searchedLaddersClimbToTheirHardest checks it level by level.
void TestLevels::theDataIsWhatTheToolMakes_data() { addLadderRows(true); }

void TestLevels::theDataIsWhatTheToolMakes()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    const ThreadCountForTest threads(2);
    const Ladder* committed = committedLadder(puzzle, variant);
    QVERIFY(committed);
    const auto made = makeLadder(*findPuzzleType(puzzle.toStdString()), variant.toStdString(), LevelSeed, {});
    QVERIFY(made);
    QCOMPARE(made->levels.size(), committed->levels.size());
    for (std::size_t i = 0; i < made->levels.size(); ++i) {
        QCOMPARE(made->levels[i].number, committed->levels[i].number);
        QCOMPARE(made->levels[i].par, committed->levels[i].par);
        QCOMPARE(made->levels[i].gameId, committed->levels[i].gameId);
    }
    QVERIFY(*made == *committed);
}

void TestLevels::ladders()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    const Ladder* ladder = committedLadder(puzzle, variant);
    QVERIFY(ladder);
    QVERIFY(int(ladder->levels.size()) >= LadderLength);
    const bool own = findOwnLadder(puzzle.toStdString(), variant.toStdString()) != nullptr;
    if (variant != QLatin1String("classic")) // the classic layouts start where they start (32 moves)
        QVERIFY2(ladder->levels.front().par >= 1 && ladder->levels.front().par <= FirstPar,
                 qPrintable(QString::number(ladder->levels.front().par)));
    std::set<std::string> ids;
    Instances instances;
    for (std::size_t i = 0; i < ladder->levels.size(); ++i) {
        const Level& level = ladder->levels[i];
        QCOMPARE(level.number, int(i) + 1);
        if (i > 0)
            QVERIFY2(level.par >= ladder->levels[i - 1].par, qPrintable(QString::number(level.number)));
        QVERIFY2(ids.insert(level.gameId).second, level.gameId.c_str());
        StateRank state = 0;
        const AnyPuzzle* game = levelGame(instances, level.gameId, &state);
        QVERIFY2(game, level.gameId.c_str());
        QCOMPARE(std::string(game->id()), puzzle.toStdString());
        // An own ladder's levels are of any variant, each named by its game's.
        QCOMPARE(game->variant(), own ? level.name : variant.toStdString());
        QCOMPARE(formatGameId(*game, state), level.gameId);
    }
    if (own)
        return; // classicLayoutsAreNamedLevels and searchedLaddersClimbToTheirHardest say where they go
    // The top is the hardest start of the ladder's instance (of its first level's), or a searched
    // puzzle's cap.
    const auto first = parseGameId(ladder->levels.front().gameId);
    const auto hardest = first->puzzle->hardestDistance({});
    QVERIFY(hardest);
    const bool searched = first->puzzle->abilities().distance == DistanceBy::Search;
    QCOMPARE(ladder->levels.back().par, searched ? std::min(*hardest, SearchedTopPar) : *hardest);
}

void TestLevels::everyParIsTheEnginesDistance_data() { addLadderRows(); }

void TestLevels::everyParIsTheEnginesDistance()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    const ThreadCountForTest threads(2);
    const Ladder* ladder = committedLadder(puzzle, variant);
    QVERIFY(ladder);
    // One instance object per instance text, so that a table is built once for its levels.
    Instances instances;
    for (const Level& level : ladder->levels) {
        StateRank state = 0;
        const AnyPuzzle* instance = levelGame(instances, level.gameId, &state);
        QVERIFY2(instance, level.gameId.c_str());
        QCOMPARE(formatGameId(*instance, state), level.gameId);
        const auto solution = instance->solve(state, {});
        QVERIFY(solution);
        QVERIFY2(solution->distance == level.par,
                 qPrintable(QStringLiteral("level %1: par %2, the engine says %3")
                                .arg(level.number).arg(level.par).arg(solution->distance)));
        QCOMPARE(int(solution->path.size()), level.par);
        QCOMPARE(instance->isSolved(state), level.par == 0);
    }
    // The top level once more by a fresh instance: where a puzzle has a search besides its table
    // (the Ball Grid's bidirectional search), that answers without the table the draw came from.
    const auto top = parseGameId(ladder->levels.back().gameId);
    QVERIFY(top);
    const auto solution = top->puzzle->solve(top->state, {});
    QVERIFY(solution);
    QCOMPARE(solution->distance, ladder->levels.back().par);
}

void TestLevels::theFilesRoundTrip()
{
    for (const PuzzleType& type : puzzleTypes()) {
        const std::string text = fileText(type.id);
        const auto read = readLadders(text, type.id, levelFileName(type.id));
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(writeLadders(type.id, *read, madeByComment(type.id)), text);
    }
}

void TestLevels::twistyLaddersClimbToTheirHardest_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("top");
    QTest::newRow("pocket-cube:htm") << QStringLiteral("pocket-cube") << QStringLiteral("htm") << 11;
    QTest::newRow("pyraminx (its tips included)") << QStringLiteral("pyraminx") << QString() << 15;
    QTest::newRow("skewb") << QStringLiteral("skewb") << QString() << 11;
}

// The twisty puzzles' ladders: 30 levels from 3 moves to God's number (the Pyraminx's with its four
// tips out of line), two levels or more at each par on the way; the 2x2x2's only in the
// half-turn metric (its qtm counts the same cube's moves another way: no ladder of its own).
void TestLevels::twistyLaddersClimbToTheirHardest()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    QFETCH(int, top);
    const Ladder* ladder = committedLadder(puzzle, variant);
    QVERIFY(ladder);
    QCOMPARE(int(ladder->levels.size()), LadderLength);
    QCOMPARE(ladder->levels.front().par, FirstPar);
    QCOMPARE(ladder->levels.back().par, top);
    std::map<int, int> atPar;
    for (const Level& level : ladder->levels)
        ++atPar[level.par];
    for (int par = FirstPar; par <= top; ++par)
        QVERIFY2(atPar[par] >= 2, qPrintable(QString::number(par)));
    const std::vector<std::string> cubeLadders = ladderVariants(*findPuzzleType("pocket-cube"));
    QCOMPARE(cubeLadders, std::vector<std::string>{"htm"});
    QVERIFY(!findLadder("pocket-cube", "qtm", nullptr));
}

void TestLevels::classicLayoutsAreNamedLevels()
{
    // Huarong Dao's named layouts, each a level at its own start with its exact par (checked by
    // everyParIsTheEnginesDistance), easiest first, named in both languages.
    const Ladder* ladder = committedLadder(QStringLiteral("huarong-dao"), QStringLiteral("classic"));
    QVERIFY(ladder);
    QCOMPARE(ladder->levels.size(), huarong_dao::classicLayouts.size());
    std::set<std::string> names;
    for (std::size_t i = 0; i < ladder->levels.size(); ++i) {
        const Level& level = ladder->levels[i];
        const auto* classic = huarong_dao::findClassicLayout(level.name);
        QVERIFY2(classic, level.gameId.c_str());
        QCOMPARE(level.gameId, "huarong-dao:" + std::string(classic->layout) + ":" + std::string(classic->layout));
        QCOMPARE(level.par, classic->par);
        if (i > 0)
            QVERIFY(level.par >= ladder->levels[i - 1].par);
        const LayoutNames said = layoutNames("huarong-dao", level.name);
        QCOMPARE(said.english, classic->englishName);
        QCOMPARE(said.chinese, classic->chineseName);
        QVERIFY(names.insert(level.name).second);
    }
    QCOMPARE(ladder->levels.front().name, std::string("jie-zu-xian-deng")); // 32 moves
    QCOMPARE(ladder->levels.back().name, std::string("feng-hui-lu-zhuan"));  // 138 moves
    // The searched ladder's levels are not among the named ones, and the other puzzles' have no names.
    for (const Level& level : committedLadder(QStringLiteral("huarong-dao"), QStringLiteral("searched"))->levels)
        QCOMPARE(level.name, std::string());
    QCOMPARE(layoutNames("huarong-dao", "").english, std::string_view());
    QCOMPARE(layoutNames("eight-puzzle", "heng-dao-li-ma").chinese, std::string_view());
}

void TestLevels::searchedLaddersClimbToTheirHardest_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<int>("top");
    QTest::newRow("huarong-dao") << QStringLiteral("huarong-dao") << 138;
    QTest::newRow("rush-hour") << QStringLiteral("rush-hour") << RushHourTop;
}

void TestLevels::searchedLaddersClimbToTheirHardest()
{
    // Huarong Dao: one component, the deepest of every layout of the standard pieces (138 moves, as
    // 峰回路转), climbed from 3 moves as any instance; Rush Hour: each level the hardest start of a
    // component of its own, a par for every distance from 1 to the top.
    QFETCH(QString, puzzle);
    QFETCH(int, top);
    const ThreadCountForTest threads(2);
    const Ladder* ladder = committedLadder(puzzle, QStringLiteral("searched"));
    QVERIFY(ladder);
    QCOMPARE(ladder->levels.back().par, top);
    const bool oneInstance = puzzle == QLatin1String("huarong-dao");
    if (oneInstance)
        QCOMPARE(ladder->levels.size(), plannedPars(FirstPar, top).size());
    std::set<std::string> instances;
    for (std::size_t i = 0; i < ladder->levels.size(); ++i) {
        const Level& level = ladder->levels[i];
        if (oneInstance) {
            QCOMPARE(level.par, plannedPars(FirstPar, top)[i]);
        } else {
            QCOMPARE(level.par, int(i) + 1);
            const auto game = parseGameId(level.gameId);
            QVERIFY(game);
            QCOMPARE(game->state, game->puzzle->initialState()); // the level is its instance's start
            QCOMPARE(game->puzzle->hardestDistance({}), std::optional<int>(level.par));
        }
        instances.insert(level.gameId.substr(0, level.gameId.rfind(':')));
    }
    QCOMPARE(instances.size(), oneInstance ? std::size_t(1) : ladder->levels.size());
    if (oneInstance) {
        const auto first = parseGameId(ladder->levels.front().gameId);
        QCOMPARE(first->puzzle->hardestDistance({}), std::optional<int>(top));
    }
}

void TestLevels::plannedParsRise_data()
{
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("top");
    QTest::addColumn<int>("count");
    QTest::newRow("eight puzzle") << 3 << 31 << 30;
    QTest::newRow("shifting grid") << 3 << 9 << 30;
    QTest::newRow("deeper than 30") << 3 << 36 << 34;
    QTest::newRow("one distance") << 2 << 2 << 30;
    QTest::newRow("fifteen's cap") << 3 << SearchedTopPar << 48;
}

void TestLevels::plannedParsRise()
{
    QFETCH(int, first);
    QFETCH(int, top);
    QFETCH(int, count);
    const std::vector<int> pars = plannedPars(first, top);
    QCOMPARE(int(pars.size()), count);
    QCOMPARE(pars.front(), first);
    QCOMPARE(pars.back(), top);
    for (std::size_t i = 1; i < pars.size(); ++i) {
        QVERIFY(pars[i] >= pars[i - 1]);
        QVERIFY(pars[i] <= pars[i - 1] + 1); // no distance between first and top is skipped
    }
}

void TestLevels::damageIsRefusedNamingFileAndLine_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString head = QStringLiteral("minimoves-levels 1\n# made by hand\nladder -\n");
    const QString level1 = QStringLiteral("1 3 eight-puzzle:3x3:123x45786\n");
    const QString eight = QStringLiteral("eight-puzzle");
    QTest::newRow("empty") << eight << QString() << QStringLiteral("f.txt:1: not a levels file");
    QTest::newRow("no version") << eight << QStringLiteral("ladder -\n") << QStringLiteral("f.txt:1: not a levels file");
    QTest::newRow("newer version") << eight << QStringLiteral("minimoves-levels 2\nladder -\n")
                                   << QStringLiteral("f.txt:1: a levels file of another version");
    QTest::newRow("level before ladder") << eight << QStringLiteral("minimoves-levels 1\n") + level1
                                         << QStringLiteral("f.txt:2: a level before any 'ladder' line");
    QTest::newRow("number skipped") << eight << head + QStringLiteral("2 3 eight-puzzle:3x3:123x45786\n")
                                    << QStringLiteral("f.txt:4: level number '2' where 1 comes next");
    QTest::newRow("number not a number") << eight << head + level1 + QStringLiteral("two 4 eight-puzzle:3x3:123745x86\n")
                                         << QStringLiteral("f.txt:5: level number 'two' where 2 comes next");
    QTest::newRow("par falls") << eight << head + level1 + QStringLiteral("2 2 eight-puzzle:3x3:123745x86\n")
                               << QStringLiteral("f.txt:5: level 2: its par falls below the level before");
    QTest::newRow("par missing") << eight << head + QStringLiteral("1\n") << QStringLiteral("f.txt:4: level 1: the par is not");
    QTest::newRow("par negative") << eight << head + QStringLiteral("1 -3 eight-puzzle:3x3:123x45786\n")
                                  << QStringLiteral("f.txt:4: level 1: the par is not");
    QTest::newRow("bad game ID") << eight << head + QStringLiteral("1 3 eight-puzzle:3x3:12345678\n")
                                 << QStringLiteral("f.txt:4: level 1: game ID position:");
    QTest::newRow("no game ID") << eight << head + QStringLiteral("1 3\n") << QStringLiteral("f.txt:4: level 1: game ID is empty");
    QTest::newRow("another puzzle") << eight << head + QStringLiteral("1 3 magic-board:12345678:73681542\n")
                                    << QStringLiteral("f.txt:4: level 1: its game ID is not of eight-puzzle");
    QTest::newRow("another variant") << QStringLiteral("ball-grid")
                                     << QStringLiteral("minimoves-levels 1\nladder 2x2\n1 1 ball-grid:3x3/RRR/RRR/RRR:RRRRRRRRB\n")
                                     << QStringLiteral("f.txt:3: level 1: its game ID is not of ball-grid 2x2");
    QTest::newRow("unknown variant") << QStringLiteral("ball-grid") << QStringLiteral("minimoves-levels 1\nladder 9x9\n")
                                     << QStringLiteral("f.txt:2: ball-grid has no variant '9x9'");
    QTest::newRow("variant where none") << eight << QStringLiteral("minimoves-levels 1\nladder 3x3\n")
                                        << QStringLiteral("f.txt:2: eight-puzzle has no variant '3x3'");
    QTest::newRow("second ladder") << eight << head + level1 + QStringLiteral("ladder -\n")
                                   << QStringLiteral("f.txt:5: a second ladder of variant '-'");
    QTest::newRow("extra token") << eight << head + QStringLiteral("1 3 eight-puzzle:3x3:123x45786 x\n")
                                 << QStringLiteral("f.txt:4: level 1: more than a number, a par and a game ID");
    QTest::newRow("ladder without variant") << eight << QStringLiteral("minimoves-levels 1\nladder\n")
                                            << QStringLiteral("f.txt:2: a ladder line is 'ladder <variant>'");
    QTest::newRow("empty ladder") << eight << head << QStringLiteral("f.txt:3: the ladder of '-' has no level");
    QTest::newRow("a variant of a puzzle with its own ladders")
        << QStringLiteral("huarong-dao") << QStringLiteral("minimoves-levels 1\nladder heng-dao-li-ma\n")
        << QStringLiteral("f.txt:2: huarong-dao has no ladder 'heng-dao-li-ma' (its ladders: classic, searched)");
    QTest::newRow("no ladder name where it has its own")
        << QStringLiteral("rush-hour") << QStringLiteral("minimoves-levels 1\nladder -\n")
        << QStringLiteral("f.txt:2: rush-hour has no ladder '-' (its ladders: searched)");
    QTest::newRow("empty ladder before another")
        << QStringLiteral("ball-grid") << QStringLiteral("minimoves-levels 1\nladder 2x2\n\nladder 3x3\n1 1 ball-grid:3x3/RRR/RRR/RRR:RRRRRRRRB\n")
        << QStringLiteral("f.txt:2: the ladder of '2x2' has no level");
}

void TestLevels::damageIsRefusedNamingFileAndLine()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto read = readLadders(text.toStdString(), puzzle.toStdString(), "f.txt");
    QVERIFY(!read);
    const QString said = QString::fromStdString(read.error());
    QVERIFY2(said.startsWith(error), qPrintable(said));
    QVERIFY(!said.contains(QLatin1Char('\n')));
    // The good text beside it reads.
    QVERIFY(readLadders("minimoves-levels 1\n# by hand\nladder -\n1 3 eight-puzzle:3x3:123x45786\n", "eight-puzzle", "f.txt"));
}

void TestLevels::theCliPrintsTheLadder_data()
{
    QTest::addColumn<QString>("argument");
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    QTest::newRow("eight-puzzle") << QStringLiteral("eight-puzzle") << QStringLiteral("eight-puzzle") << QString();
    QTest::newRow("ball-grid:4x4") << QStringLiteral("ball-grid:4x4") << QStringLiteral("ball-grid") << QStringLiteral("4x4");
    QTest::newRow("ball-grid (its default, 3x3)") << QStringLiteral("ball-grid") << QStringLiteral("ball-grid") << QStringLiteral("3x3");
    QTest::newRow("sawtooth (its first, photo)") << QStringLiteral("sawtooth") << QStringLiteral("sawtooth") << QStringLiteral("photo");
    QTest::newRow("sawtooth:pixel") << QStringLiteral("sawtooth:pixel") << QStringLiteral("sawtooth") << QStringLiteral("pixel");
    QTest::newRow("huarong-dao (its first, classic)") << QStringLiteral("huarong-dao") << QStringLiteral("huarong-dao")
                                                      << QStringLiteral("classic");
    QTest::newRow("huarong-dao:searched") << QStringLiteral("huarong-dao:searched") << QStringLiteral("huarong-dao")
                                          << QStringLiteral("searched");
    QTest::newRow("rush-hour") << QStringLiteral("rush-hour") << QStringLiteral("rush-hour") << QStringLiteral("searched");
    QTest::newRow("pocket-cube (its default, htm)") << QStringLiteral("pocket-cube") << QStringLiteral("pocket-cube")
                                                    << QStringLiteral("htm");
    QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << QStringLiteral("pyraminx") << QString();
}

void TestLevels::theCliPrintsTheLadder()
{
    QFETCH(QString, argument);
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand({QStringLiteral("levels"), argument}, &code, &errors);
    QCOMPARE(code, 0);
    QCOMPARE(errors, QByteArray());
    const Ladder* ladder = committedLadder(puzzle, variant);
    QVERIFY(ladder);
    QByteArray expected;
    for (const Level& level : ladder->levels)
        expected += QByteArray::number(level.number) + ' ' + QByteArray::number(level.par) + ' ' +
                    QByteArray::fromStdString(level.gameId) + '\n';
    QCOMPARE(out, expected);
}

void TestLevels::theCliRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown puzzle") << QStringList{QStringLiteral("levels"), QStringLiteral("fifteen")}
                                    << QStringLiteral("minimoves-cli levels: unknown puzzle 'fifteen'");
    QTest::newRow("unknown variant") << QStringList{QStringLiteral("levels"), QStringLiteral("ball-grid:9x9")}
                                     << QStringLiteral("minimoves-cli levels: ball-grid has no variant '9x9'");
    QTest::newRow("variant where none") << QStringList{QStringLiteral("levels"), QStringLiteral("eight-puzzle:4x4")}
                                        << QStringLiteral("minimoves-cli levels: eight-puzzle has no variant '4x4' (it has none)");
    QTest::newRow("a layout, not a ladder") << QStringList{QStringLiteral("levels"), QStringLiteral("huarong-dao:heng-dao-li-ma")}
                                            << QStringLiteral("minimoves-cli levels: huarong-dao has no ladder 'heng-dao-li-ma' (its ladders: classic, searched)");
    QTest::newRow("the quarter-turn metric") << QStringList{QStringLiteral("levels"), QStringLiteral("pocket-cube:qtm")}
                                             << QStringLiteral("minimoves-cli levels: resources/levels/pocket-cube.txt: no ladder for pocket-cube:qtm");
    QTest::newRow("no puzzle") << QStringList{QStringLiteral("levels")} << QStringLiteral("minimoves-cli levels: give one");
    QTest::newRow("two puzzles") << QStringList{QStringLiteral("levels"), QStringLiteral("eight-puzzle"), QStringLiteral("magic-board")}
                                 << QStringLiteral("minimoves-cli levels: give one");
}

void TestLevels::theCliRefusesBadInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    int code = -1;
    QByteArray errors;
    const QByteArray out = runCliCommand(arguments, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(out, QByteArray());
    QVERIFY2(QString::fromUtf8(errors).startsWith(error), errors.constData());
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY(errors.endsWith('\n'));
}

MINIMOVES_TEST_GUILESS_MAIN(TestLevels)
} // namespace tst_levels
#include "tst_levels.moc"
