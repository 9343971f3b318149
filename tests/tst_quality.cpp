// Learning from the solver, on the game's logic without a window: move quality (every move's mark
// against the engine, on every puzzle), the hint ladder, Rewind to the last optimal position (one
// undo step, saved and restored), where the position stands ("14 of 22") and the last move's change
// in the status line, and --screenshot --quality. (The marks on the boards under the pointer — a
// cell, a gear, a button, a dragged row — and View ▸ Move quality: tst_looks.)
#include "game/session/game_session.h"
#include "game/session/move_quality.h"
#include "game/store/saved_game.h"
#include "game/solver/solver_reply.h"
#include "magic_board/magic_board_type.h"
#include "shell/statistics/statistics_dialog.h"

#include "line_puzzle.h"
#include "session_fixture.h"
#include "statistics_figures.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_quality {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;

namespace {

// How the first hint counts a position's optimal moves: "only 1 of the", "2 of the".
QString optimalOf(std::size_t optimal)
{
    return optimal == 1 ? QStringLiteral("only 1 of the") : QStringLiteral("%1 of the").arg(optimal);
}

std::shared_ptr<const AnyPuzzle> magicBoard() { return std::make_shared<magic_board::MagicBoardPuzzle>(); }
StateRank boardRank(const char* text) { return magic_board::MagicBoard::rank(*magic_board::parseBoard(text)); }
// A Magic Board position `distance` moves from the goal.
StateRank magicAt(int distance, unsigned seed = 1)
{
    std::mt19937_64 random(seed);
    return *magicBoard()->randomState(distance, random, {});
}

// A fresh instance of the same puzzle (its own tables): the engine the marks are checked against.
std::unique_ptr<AnyPuzzle> twin(const AnyPuzzle& puzzle)
{
    return std::move(findPuzzleType(puzzle.id())->makeInstance(puzzle.instanceText())).value();
}

// Pixels of exactly `color` in `rect` of `image`.
int pixelsOf(const QImage& image, const QRect& rect, const QColor& color)
{
    int count = 0;
    for (int y = std::max(0, rect.top()); y <= std::min(image.height() - 1, rect.bottom()); ++y)
        for (int x = std::max(0, rect.left()); x <= std::min(image.width() - 1, rect.right()); ++x)
            count += image.pixelColor(x, y).rgb() == color.rgb();
    return count;
}

// A move from `state` whose change is `wanted` (-1 good, 0 sideways, +1 or more back), by the engine.
std::optional<int> moveWithChange(const AnyPuzzle& engine, StateRank state, int wanted)
{
    const int here = engine.solve(state, {})->distance;
    for (int m = 0; m < engine.moveCount(); ++m) {
        const int after = engine.solve(engine.apply(state, m), {})->distance;
        if (wanted < 0 ? after == here - 1 : wanted == 0 ? after == here : after > here)
            return m;
    }
    return std::nullopt;
}

// The game in Coach mode (the distance and the quality these tests read), as the window shows it.
struct Game : SessionFixture {
    // Every move's distance from here is known, and the position's.
    bool waitForMarks(int ms = 120000)
    {
        return QTest::qWaitFor(
            [&] {
                GameSession* s = session();
                if (!s || !s->answer()->distance() || s->knowledge()->moveDistances().empty())
                    return false;
                for (const auto& d : s->knowledge()->moveDistances())
                    if (!d)
                        return false;
                return true;
            },
            ms);
    }
    // The marks the board is given (the presenter's): the hint, the moves whose quality is drawn.
    std::vector<int> hintMoves() const { return presenter.marks() ? presenter.marks()->hintMoves : std::vector<int>{}; }
    std::vector<int> badgedMoves() const { return presenter.marks() ? presenter.marks()->qualityMoves : std::vector<int>{}; }
    Tally tally() const { return statistics.statistics().tally(QStringLiteral("magic-board"), PlayMode::Coach, StatsScope::All); }
};

} // namespace

class TestQuality : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyMoveMarkIsTheEnginesDistance_data();
    void everyMoveMarkIsTheEnginesDistance();
    void statusSaysTheChangeAndWhereThePositionStands();
    void hintLadderRevealsOneStepAtATime();
    void hintCountsTheMovesThatCanBeMade();
    void rewindLandsJustBeforeTheFirstMistake();
    void rewindIsDisabledWhileEveryMoveWasOptimal();
    void rewindSaysWhatItDidToTheCounterAndRedo();
    void rewindSurvivesSaveAndRestore();
    void gameSaveKeepsTheHintDepth();
    void screenshotWithQualityShowsTheMarks();
};

void TestQuality::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_quality"));
}

void TestQuality::init() { QSettings().clear(); }

void TestQuality::everyMoveMarkIsTheEnginesDistance_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QString>("variant");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        QTest::addRow("%s", qPrintable(id)) << id << QString::fromUtf8(type.defaultVariant.data(), int(type.defaultVariant.size()));
    }
    // Searched, not looked up: a 4x4 whose table does not exist yet.
    QTest::addRow("ball-grid 4x4, no table") << QStringLiteral("ball-grid") << QStringLiteral("4x4");
}

// Several positions of every puzzle (random walks from its initial state, so that no table is
// built for them): each move's mark is the engine's distance after that move, every move; the
// board is given them except on a solved position.
void TestQuality::everyMoveMarkIsTheEnginesDistance()
{
    QFETCH(QString, puzzle);
    QFETCH(QString, variant);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    std::mt19937_64 random(11);
    std::shared_ptr<const AnyPuzzle> instance = type->makeRandomInstance(variant.toStdString(), random);
    const std::unique_ptr<AnyPuzzle> engine = twin(*instance);
    const bool searched = variant == QLatin1String("4x4");
    Game g;
    // Searched, they must stay searched: the long pool (where the instance's hardest distance
    // would build its table and answer the rest at once) is held until the marks are in.
    const auto held = std::make_shared<minimoves::testing::HeldPuzzle>();
    std::unique_ptr<SolverReply> holding;
    if (searched) {
        holding = g.solver()->distanceCounts(held);
        QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    }
    for (int walk : searched ? std::vector<int>{6} : std::vector<int>{0, 3, 9, 25}) {
        StateRank state = instance->initialState();
        for (int i = 0; i < walk; ++i)
            state = instance->apply(state, int(random() % std::uint64_t(instance->moveCount())));
        g.startGame(instance, state);
        QVERIFY(g.session());
        QSignalSpy changes(g.session(), &GameSession::changed);
        QVERIFY(g.waitForMarks());
        const auto& marks = g.session()->knowledge()->moveDistances();
        QCOMPARE(int(marks.size()), instance->moveCount());
        const int here = engine->solve(state, {})->distance;
        QCOMPARE(*g.session()->answer()->distance(), here);
        const auto given = g.presenter.marks();
        QVERIFY(given);
        for (int m = 0; m < instance->moveCount(); ++m) {
            const int after = engine->solve(engine->apply(state, m), {})->distance;
            QCOMPARE(*marks[std::size_t(m)], after);
            // The board is given the same marks: the change, with the real size of a step back; on
            // a solved board none, since every move there leads away (issue 24, finding 1). (The
            // board's own reading of them under the pointer: tst_looks.)
            if (g.model()->isSolved()) {
                QVERIFY(given->moveDistances.empty());
            } else {
                QCOMPARE(given->distance, std::optional<int>(here));
                QCOMPARE(given->moveDistances.at(std::size_t(m)), std::optional<int>(after));
                QCOMPARE(quality::change(*given->distance, *given->moveDistances[std::size_t(m)]), quality::change(here, after));
            }
        }
        if (searched) { // searched one by one, they arrive one by one: a notice each
            const auto learnt = std::count_if(changes.cbegin(), changes.cend(), [](const QList<QVariant>& notice) {
                return notice.at(0).value<GameSession::Changes>().testFlag(GameSession::Change::Distances);
            });
            QVERIFY2(learnt > 2, qPrintable(QString::number(learnt)));
        }
    }
    held->released = true;
}

// "10 moves to go · hardest 22, −1" after a good move, "+1"-ish after a bad one, the hardest the
// engine's; the change in its colour in the status line.
void TestQuality::statusSaysTheChangeAndWhereThePositionStands()
{
    Game g;
    const StateRank start = boardRank("26845731");
    g.startGame(magicBoard(), start);
    const auto engine = magicBoard();
    const int hardest = *engine->hardestDistance({});
    const int here = engine->solve(start, {})->distance;
    QTRY_COMPARE_WITH_TIMEOUT(g.status(), QStringLiteral("%1 moves to go · hardest %2").arg(here).arg(hardest), 30000);
    const int good = *moveWithChange(*engine, start, -1);
    QVERIFY(g.play(good));
    QTRY_COMPARE_WITH_TIMEOUT(g.status(), QStringLiteral("%1 moves to go · hardest %2, \u22121").arg(here - 1).arg(hardest), 30000);
    QVERIFY(g.presenter.distanceHtml().contains(quality::color(-1).name()));
    const StateRank now = g.model()->state();
    const int bad = *moveWithChange(*engine, now, 1);
    const int worse = engine->solve(engine->apply(now, bad), {})->distance;
    QVERIFY(g.play(bad));
    QTRY_COMPARE_WITH_TIMEOUT(g.status(), QStringLiteral("%1 moves to go · hardest %2, +%3").arg(worse).arg(hardest).arg(worse - (here - 1)),
                              30000);
    QVERIFY(g.presenter.distanceHtml().contains(quality::color(1).name()));
    // Undo is no move: the change goes.
    g.session()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(g.status(), QStringLiteral("%1 moves to go · hardest %2").arg(here - 1).arg(hardest), 30000);
}

// The first step counts the moves the player can make there: an Eight Puzzle with its blank at the
// middle of an edge has three, not the four directions of its move list (found in a real window).
void TestQuality::hintCountsTheMovesThatCanBeMade()
{
    Game g;
    const PuzzleType* type = findPuzzleType("eight-puzzle");
    std::mt19937_64 random(1);
    std::shared_ptr<const AnyPuzzle> puzzle(type->makeRandomInstance("", random));
    auto legalMoves = [&](StateRank state) {
        int legal = 0;
        for (int m = 0; m < puzzle->moveCount(); ++m)
            legal += puzzle->apply(state, m) != state;
        return legal;
    };
    // A position with its blank at the middle of an edge, found by sliding at random.
    StateRank start = puzzle->initialState();
    for (int i = 0; i < 1000 && (legalMoves(start) != 3 || puzzle->isSolved(start)); ++i)
        start = puzzle->apply(start, int(random() % std::uint64_t(puzzle->moveCount())));
    const int legal = legalMoves(start);
    QCOMPARE(legal, 3);
    QVERIFY(legal < puzzle->moveCount());
    const Solution expected = *puzzle->solve(start, {});
    QVERIFY(expected.distance > 1);
    g.startGame(puzzle, start);
    QVERIFY(g.waitForMarks());
    g.session()->showHint(); // H
    // The hardest is the worker's answer of its own, after the marks' (under load, well after).
    QTRY_VERIFY_WITH_TIMEOUT(g.session()->knowledge()->hardest().has_value(), 60000);
    QVERIFY2(g.status().contains(QStringLiteral("%1 moves to go · hardest %2 · Hint 1 of 3: %3 3 moves here")
                                     .arg(expected.distance)
                                     .arg(*g.session()->knowledge()->hardest())
                                     .arg(optimalOf(expected.optimalMoves.size()))),
             qPrintable(g.status()));
}

// H, H, H: the distance and the optimal moves' count; the solver's move; every optimal move with
// its quality. A move starts the ladder again; the statistics keep the deepest step per game.
void TestQuality::hintLadderRevealsOneStepAtATime()
{
    Game g;
    const StateRank start = magicAt(10);
    g.startGame(magicBoard(), start);
    QVERIFY(g.waitForMarks());
    const Solution expected = *magicBoard()->solve(start, {});
    QCOMPARE(g.session()->hints()->step(), 0);

    g.session()->showHint(); // H
    QCOMPARE(g.session()->hints()->step(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(g.session()->knowledge()->hardest().has_value(), 60000); // its own answer, after the marks'
    QVERIFY2(g.status().contains(QStringLiteral("%1 moves to go · hardest %2 · Hint 1 of 3: %3 3 moves here")
                                     .arg(expected.distance)
                                     .arg(*g.session()->knowledge()->hardest())
                                     .arg(optimalOf(expected.optimalMoves.size()))),
             qPrintable(g.status()));
    QVERIFY(g.hintMoves().empty());
    QVERIFY(g.badgedMoves().empty());

    g.session()->showHint();
    QCOMPARE(g.session()->hints()->step(), 2);
    QVERIFY(g.status().contains(QStringLiteral("Hint 2 of 3")));
    QCOMPARE(g.hintMoves(), std::vector<int>{expected.path.front()});
    QCOMPARE(g.presenter.marks()->hintBest, expected.path.front());
    QVERIFY(g.badgedMoves().empty());

    g.session()->showHint();
    QCOMPARE(g.session()->hints()->step(), 3);
    QVERIFY(g.status().contains(QStringLiteral("Hint 3 of 3")));
    QCOMPARE(g.hintMoves(), expected.optimalMoves);
    QCOMPARE(g.badgedMoves(), expected.optimalMoves);
    QVERIFY(!g.presenter.abilities().hint); // the top of the ladder
    g.session()->showHint();
    QCOMPARE(g.session()->hints()->step(), 3);

    Tally stats = g.tally();
    QCOMPARE(stats.hints, 1); // one position helped, three steps
    QCOMPARE(stats.hintSteps, 3);
    QCOMPARE(stats.hintGames[0], 0);
    QCOMPARE(stats.hintGames[1], 0);
    QCOMPARE(stats.hintGames[2], 1);

    // A move: the ladder starts again; the same game's hints do not count as another game.
    QVERIFY(g.play(expected.path.front()));
    QCOMPARE(g.session()->hints()->step(), 0);
    QVERIFY(g.hintMoves().empty());
    QVERIFY(g.presenter.abilities().hint);
    g.session()->showHint();
    QCOMPARE(g.session()->hints()->step(), 1);
    stats = g.tally();
    QCOMPARE(stats.hintGames[0], 0);
    QCOMPARE(stats.hintGames[2], 1);

    // Another game, one hint: a game at step 1.
    g.startGame(magicBoard(), boardRank("26845731"));
    QVERIFY(g.waitForMarks());
    g.session()->showHint();
    stats = g.tally();
    QCOMPARE(stats.hintGames[0], 1);
    QCOMPARE(stats.hintGames[2], 1);
    QCOMPARE(stats.hints, 3);
    QCOMPARE(stats.hintSteps, 5);
    // The statistics page shows it (the dialog on its own).
    StatisticsDialog dialog(&g.statistics, QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(figureText(dialog, StatisticsDialog::HintDepths), QStringLiteral("1 / 0 / 1"));
    QCOMPARE(figureText(dialog, StatisticsDialog::HintsTaken), QStringLiteral("3"));
    QCOMPARE(figureText(dialog, StatisticsDialog::HintSteps), QStringLiteral("5"));
}

// Good, good, then a sideways or back move, then more: Rewind lands after the two good moves, as
// one undo step; Undo brings back where the player was. A Restart before it is not the line.
void TestQuality::rewindLandsJustBeforeTheFirstMistake()
{
    Game g;
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    g.startGame(magicBoard(), start);
    QVERIFY(g.waitForMarks());
    auto play = [&](int move) { QVERIFY(g.play(move)); };
    // A bad start, taken back by Restart: not part of the line any more.
    play(*moveWithChange(*engine, start, 1));
    g.session()->restart(); // Ctrl+R
    QCOMPARE(g.model()->state(), start);
    StateRank s = start;
    std::vector<StateRank> line{s};
    for (int i = 0; i < 2; ++i) {
        const int good = *moveWithChange(*engine, s, -1);
        play(good);
        s = engine->apply(s, good);
        line.push_back(s);
    }
    const auto sideways = moveWithChange(*engine, s, 0);
    const int mistake = sideways ? *sideways : *moveWithChange(*engine, s, 1);
    play(mistake);
    s = engine->apply(s, mistake);
    play(*moveWithChange(*engine, s, -1)); // then a good one again
    const StateRank where = g.model()->state();
    const int movesMade = g.model()->movesMade();
    const int index = g.model()->undoStack()->index();
    QTRY_VERIFY_WITH_TIMEOUT(g.presenter.abilities().rewind, 30000);
    QCOMPARE(g.session()->knowledge()->firstMistake(), std::optional<int>(2));
    g.session()->rewind(); // Ctrl+Shift+R
    QCOMPARE(g.model()->state(), line[2]);
    QCOMPARE(g.shownState(), line[2]);
    QCOMPARE(g.model()->movesMade(), 2);
    QCOMPARE(g.model()->undoStack()->index(), index + 1); // one step
    QTRY_VERIFY_WITH_TIMEOUT(!g.presenter.abilities().rewind && g.session()->answer()->distance(), 30000); // all optimal now
    QVERIFY(g.presenter.undoTexts().undo.contains(QStringLiteral("Rewind")));
    g.session()->undo(); // Ctrl+Z
    QCOMPARE(g.model()->state(), where);
    QCOMPARE(g.model()->movesMade(), movesMade);
    g.session()->redo(); // Ctrl+Shift+Z: redo the rewind
    QCOMPARE(g.model()->state(), line[2]);
}

// After a Rewind the player reads (the status line: the presenter's notice) and hears what it did:
// the moves taken back, the counter now, Undo bringing them back, and the move undone before it
// that Redo no longer has; Undo then brings the rewound moves back in one step, and Redo redoes
// the Rewind, never the move undone before it.
void TestQuality::rewindSaysWhatItDidToTheCounterAndRedo()
{
    Game g;
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    g.startGame(magicBoard(), start);
    QVERIFY(g.waitForMarks());
    StateRank s = start;
    const int good = *moveWithChange(*engine, s, -1);
    QVERIFY(g.play(good));
    s = engine->apply(s, good);
    const auto sideways = moveWithChange(*engine, s, 0);
    const int mistake = sideways ? *sideways : *moveWithChange(*engine, s, 1);
    QVERIFY(g.play(mistake));
    QVERIFY(g.play(0));
    QVERIFY(g.play(1));
    g.session()->undo(); // one move for Redo
    QVERIFY(g.session()->can().redo);
    const StateRank where = g.model()->state();
    QTRY_VERIFY_WITH_TIMEOUT(g.presenter.abilities().rewind, 30000);
    QSignalSpy noticed(&g.presenter, &GamePresenter::noticed);
    QSignalSpy announced(&g.presenter, &GamePresenter::announced);
    g.session()->rewind(); // Ctrl+Shift+R: 3 moves made, 1 kept
    QCOMPARE(g.model()->movesMade(), 1);
    QCOMPARE(g.presenter.movesText(), QStringLiteral("Moves: 1"));
    QCOMPARE(noticed.count(), 1);
    const QString said = noticed.first().first().toString();
    QCOMPARE(said, QStringLiteral("Rewound 2 moves to your last optimal position; the move counter shows 1. Undo (Ctrl+Z) "
                                  "brings them back. The move you had undone before cannot be redone any more."));
    QTRY_VERIFY_WITH_TIMEOUT(!announced.isEmpty(), 5000);
    QVERIFY2(announced.last().first().toString().startsWith(said), qPrintable(announced.last().first().toString()));
    g.session()->undo(); // Ctrl+Z: the rewound moves come back, as the notice said
    QCOMPARE(g.model()->state(), where);
    QCOMPARE(g.model()->movesMade(), 3);
    QVERIFY(g.session()->can().redo);
    g.session()->redo(); // the Rewind again, not the move undone before it
    QCOMPARE(g.model()->movesMade(), 1);
    QCOMPARE(g.model()->state(), s);
    QVERIFY(!g.session()->can().redo);
    // Without anything undone before it, nothing is said of Redo.
    g.session()->undo();
    QVERIFY(g.play(2));
    QTRY_VERIFY_WITH_TIMEOUT(g.presenter.abilities().rewind, 30000);
    g.session()->rewind();
    QCOMPARE(noticed.last().first().toString(),
             QStringLiteral("Rewound 3 moves to your last optimal position; the move counter shows 1. Undo (Ctrl+Z) brings them back."));
}

void TestQuality::rewindIsDisabledWhileEveryMoveWasOptimal()
{
    Game g;
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    g.startGame(magicBoard(), start);
    QVERIFY(g.waitForMarks());
    QVERIFY(!g.presenter.abilities().rewind);
    StateRank s = start;
    for (int i = 0; i < 3; ++i) {
        const int good = *moveWithChange(*engine, s, -1);
        QVERIFY(g.play(good));
        s = engine->apply(s, good);
        QVERIFY(g.waitForMarks());
        QVERIFY(!g.presenter.abilities().rewind);
        QCOMPARE(g.session()->knowledge()->firstMistake(), std::nullopt);
    }
    // The action does nothing where it is disabled.
    g.session()->rewind();
    QCOMPARE(g.model()->state(), s);
}

// Game ▸ Save writes what the autosave writes: the deepest hint step of the game comes back with
// the file (it was dropped by Save while the autosave kept it).
void TestQuality::gameSaveKeepsTheHintDepth()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    {
        Game g;
        g.startGame(magicBoard(), magicAt(10));
        QVERIFY(g.waitForMarks());
        g.session()->showHint();
        g.session()->showHint();
        QCOMPARE(g.session()->hints()->depth(), 2);
        QString error;
        QVERIFY2(g.session()->store()->saveAs(file, &error), qPrintable(error)); // Game ▸ Save (GameFiles::saveGame)
    }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"hintDepth\":2"));
    Game g;
    QString error;
    QVERIFY2(g.openSaved(file, &error), qPrintable(error));
    QCOMPARE(g.session()->hints()->depth(), 2);
}

// A rewound game saved and opened again: the same position, history and undo (the rewind as
// "rewind:K" in a version 2 file); a save without a rewind stays version 1.
void TestQuality::rewindSurvivesSaveAndRestore()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.json"));
    const auto engine = magicBoard();
    const StateRank start = magicAt(10);
    std::vector<int> history;
    StateRank rewound = 0;
    {
        Game g;
        g.startGame(magicBoard(), start);
        QVERIFY(g.waitForMarks());
        QString error;
        QVERIFY2(g.session()->store()->saveAs(file, &error), qPrintable(error));
        QFile plain(file);
        QVERIFY(plain.open(QIODevice::ReadOnly));
        QVERIFY(plain.readAll().contains("\"version\":1"));
        const int good = *moveWithChange(*engine, start, -1);
        QVERIFY(g.play(good));
        const StateRank after = engine->apply(start, good);
        QVERIFY(g.play(*moveWithChange(*engine, after, 1)));
        QTRY_VERIFY_WITH_TIMEOUT(g.presenter.abilities().rewind, 30000);
        g.session()->rewind();
        QCOMPARE(g.model()->state(), after);
        rewound = after;
        history = g.model()->history();
        QVERIFY2(g.session()->store()->saveAs(file, &error), qPrintable(error));
    }
    QFile saved(file);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray json = saved.readAll();
    QVERIFY(json.contains("\"rewind:1\""));
    QVERIFY(json.contains("\"version\":2"));
    Game g;
    QString error;
    QVERIFY2(g.openSaved(file, &error), qPrintable(error));
    QCOMPARE(g.model()->state(), rewound);
    QCOMPARE(g.model()->history(), history);
    QCOMPARE(g.model()->movesMade(), 1);
    g.session()->undo();
    QCOMPARE(g.model()->movesMade(), 2);
    QVERIFY(g.model()->state() != rewound);
    // A rewind that goes back further than the moves made is refused, in words.
    QString bad = QString::fromUtf8(json);
    bad.replace(QStringLiteral("rewind:1"), QStringLiteral("rewind:5"));
    QString reason;
    QVERIFY(!SavedGame::fromJson(bad.toUtf8(), &reason));
    QVERIFY2(reason.contains(QStringLiteral("rewind:5")), qPrintable(reason));
}

// minimoves --screenshot FILE --quality: the marks are in the picture (and not without it).
void TestQuality::screenshotWithQualityShowsTheMarks()
{
    QTemporaryDir dir;
    const QString with = dir.filePath(QStringLiteral("with.png"));
    const QString without = dir.filePath(QStringLiteral("without.png"));
    const QString id = QStringLiteral("magic-board:12345678:26845731");
    QCOMPARE(QProcess::execute(QStringLiteral(MINIMOVES_GAME),
                               {QStringLiteral("--game-id"), id, QStringLiteral("--screenshot"), with, QStringLiteral("--size"),
                                QStringLiteral("1000x700"), QStringLiteral("--quality")}),
             0);
    QCOMPARE(QProcess::execute(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--game-id"), id, QStringLiteral("--screenshot"),
                                                                 without, QStringLiteral("--size"), QStringLiteral("1000x700")}),
             0);
    const QImage a(with);
    const QImage b(without);
    QVERIFY(!a.isNull() && !b.isNull());
    int marks = 0;
    int none = 0;
    for (int change : {-1, 0, 1}) {
        marks += pixelsOf(a, a.rect(), quality::color(change));
        none += pixelsOf(b, b.rect(), quality::color(change));
    }
    QVERIFY(marks > none + 300);
}

MINIMOVES_TEST_MAIN(TestQuality)
} // namespace tst_quality
#include "tst_quality.moc"
