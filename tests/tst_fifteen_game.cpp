// The Fifteen Puzzle in the game: the sliding-tiles board at 4x4 (a click, a drag, an arrow key, the
// hover, the two-digit tiles, the goal beside the tray, the screen reader's table) and its record in
// the puzzle list, without a window. Then what a searched puzzle shows while its search runs: each
// proven lower bound as it comes ("At least 6 moves to go"), then the exact distance; hints wait for
// it without blocking; a move stops the older search. A cache folder that cannot keep the tables is
// said once, and the tables are built once for the session. The bounds are driven by a stand-in whose
// search the test releases (tests/line_puzzle.h). (A game played in the window on the real engine,
// the editor's parity check, and Hardest's eighty-move boards: tst_game.)
#include "boards/move_names.h"
#include "boards/board_speech.h"
#include "boards/board_hover.h"
#include "boards/puzzle_ui.h"
#include "boards/sliding_tiles_widget.h"
#include "game/session/game_session.h"
#include "game/present/game_texts.h"
#include "game/solver/solver_service.h"
#include "shell/files/file_notice.h"
#include "shell/window/main_window.h"
#include "core/cache_notice.h"
#include "fifteen_puzzle/fifteen_puzzle_type.h"

#include "game_fixture.h"
#include "line_puzzle.h"
#include "sliding_board_fixture.h"
#include "test_registry.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_fifteen_game {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::LinePuzzle;

namespace {

const QChar blankChar = QLatin1Char('0');
// The contest's first sample board: 9 moves from the goal (LLLDRDRDR).
const QString sample = QStringLiteral("2340157896acdebf");

std::shared_ptr<const AnyPuzzle> fifteen()
{
    return std::shared_ptr<const AnyPuzzle>(std::move(findPuzzleType("fifteen-puzzle")->makeInstance("4x4")).value());
}

bool adjacent(int a, int b) { return std::abs(a / 4 - b / 4) + std::abs(a % 4 - b % 4) == 1; }

// The board after the tile on `cell` slid into the blank, by the rules.
QString slid(QString cells, int cell)
{
    std::swap(cells[cells.indexOf(blankChar)], cells[cell]);
    return cells;
}

// The goal with the blank walked to `blank` along the top row, then down: a solvable board.
QString blankAt(int blank)
{
    QString cells = QStringLiteral("123456789abcdef0");
    int at = 15;
    auto step = [&](int to) {
        std::swap(cells[at], cells[to]);
        at = to;
    };
    while (at % 4 != blank % 4)
        step(at - 1);
    while (at / 4 != blank / 4)
        step(at - 4);
    return cells;
}

// The Fifteen Puzzle's board on its own.
struct Board : SlidingBoard {
    explicit Board(const QString& cells, QSize size = QSize(900, 600)) : SlidingBoard(fifteen(), 4, cells, size) {}
};

// A searched stand-in whose solve proves the bounds 1, 2, ... up to `hold`, then waits until the
// test releases it (or the search is stopped) before it deepens on: the test sees each bound as
// the game shows it, and the exact distance only when it lets it come.
class GatedLinePuzzle : public LinePuzzle {
public:
    explicit GatedLinePuzzle(int tokens) : LinePuzzle(tokens) {}
    mutable std::atomic<int> hold{0};
    mutable std::atomic<bool> released{false};
    mutable std::atomic<int> stoppedWaits{0};

    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        for (int bound = 1; bound <= hold && !released; ++bound)
            control.reportBound(bound);
        while (!released && !control.stopRequested())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (control.stopRequested()) {
            ++stoppedWaits;
            return std::nullopt;
        }
        return LinePuzzle::solve(state, control);
    }
};

// The line of six reversed at its first four places: 6 swaps out ("dcbaef").
StateRank sixOut(const AnyPuzzle& puzzle) { return *puzzle.decodeState("dcbaef"); }

// A searched stand-in whose starts past 10 swaps (hard and hardest of its 15) wait until released:
// a preparation of every difficulty that does not end while the test holds it.
std::atomic<bool> g_hardDrawsReleased{false};
std::atomic<bool> g_hardDrawWaits{false};

class SlowDrawLinePuzzle : public LinePuzzle {
public:
    SlowDrawLinePuzzle() : LinePuzzle(6) {}
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random, const SearchControl& control) const override
    {
        if (distance > 10) {
            g_hardDrawWaits = true;
            while (!g_hardDrawsReleased && !control.stopRequested())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return LinePuzzle::randomState(distance, random, control);
    }
};

const PuzzleType& slowDrawType()
{
    static const PuzzleType type = [] {
        PuzzleType t = minimoves::testing::linePuzzleType();
        t.makeRandomInstance = [](std::string_view, std::mt19937_64&) -> std::unique_ptr<AnyPuzzle> {
            return std::make_unique<SlowDrawLinePuzzle>();
        };
        t.variants = [] { return std::vector<std::string>{}; };
        t.newGameKeepsInstance = true;
        return t;
    }();
    return type;
}

struct GatedSession {
    SolverService solver;
    GameSession session{*findPuzzleType("magic-board"), QString(), &solver};
    std::shared_ptr<GatedLinePuzzle> puzzle = std::make_shared<GatedLinePuzzle>(6);

    GatedSession()
    {
        session.nextGame()->setPrepareAhead(false);
        puzzle->hold = 4;
        session.startGame(puzzle, sixOut(*puzzle));
        session.activate(Difficulty::Medium);
    }
    QString status(bool coach) const { return GameTexts(session).status(coach); }
};

} // namespace

class TestFifteenGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void clickOnATileBesideTheBlankPlaysItsMove_data();
    void clickOnATileBesideTheBlankPlaysItsMove();
    void arrowKeysAndADragSlideATile();
    void hoverNamesTheSlideWithItsNumber();
    void twoDigitTilesAndTheGoalAreDrawnInside_data();
    void twoDigitTilesAndTheGoalAreDrawnInside();
    void aScreenReaderReadsAFourByFourTable();
    void theRecordInThePuzzleList();
    void theStatusSaysEachProvenBoundThenTheDistance();
    void playModeShowsTheBoundOnlyOnceAHintWasAsked();
    void aHintAndSolveWaitForTheExactAnswer();
    void aMoveStopsTheOlderSearch();
    void aKnownDistanceTellsItsNeighboursAtOnce();
    void newDoesNotWaitForTheDrawsOfEveryDifficulty();
    void tablesTheCacheCannotKeepAreSaidOnceAndBuiltOnce();
};

void TestFifteenGame::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fifteen_game"));
    static QtMessageHandler testHandler = nullptr;
    testHandler = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& text) {
        if (!text.contains(QLatin1String("does not support raise()")))
            testHandler(type, context, text);
    });
    QVERIFY(findPuzzleType("fifteen-puzzle"));
}

void TestFifteenGame::clickOnATileBesideTheBlankPlaysItsMove_data()
{
    QTest::addColumn<int>("blank");
    for (int blank : {0, 1, 5, 6, 11, 15})
        QTest::addRow("blank on cell %d", blank) << blank;
}

void TestFifteenGame::clickOnATileBesideTheBlankPlaysItsMove()
{
    QFETCH(int, blank);
    const QString cells = blankAt(blank);
    Board board(cells);
    QCOMPARE(board.widget.cells(), cells);
    int clicks = 0;
    for (int cell = 0; cell < 16; ++cell) {
        QTest::mouseClick(&board.widget, Qt::LeftButton, Qt::NoModifier, board.centre(cell));
        const int move = board.takeMove();
        if (adjacent(cell, blank)) {
            QVERIFY2(move >= 0, qPrintable(QStringLiteral("cell %1").arg(cell)));
            QCOMPARE(board.after(move), slid(cells, cell));
            ++clicks;
        } else {
            QVERIFY2(move == -1, qPrintable(QStringLiteral("cell %1 played %2").arg(cell).arg(move)));
        }
    }
    int legal = 0;
    for (int m = 0; m < 4; ++m)
        legal += board.puzzle->apply(board.widget.state(), m) != board.widget.state();
    QCOMPARE(clicks, legal);
}

void TestFifteenGame::arrowKeysAndADragSlideATile()
{
    const QString cells = blankAt(5); // the blank inside: a tile on every side
    Board board(cells);
    board.widget.setFocus();
    const struct {
        Qt::Key key;
        int from; // the cell whose tile slides into the blank
    } keys[] = {{Qt::Key_Left, 6}, {Qt::Key_Right, 4}, {Qt::Key_Up, 9}, {Qt::Key_Down, 1}};
    for (const auto& k : keys) {
        QTest::keyClick(&board.widget, k.key);
        const int move = board.takeMove();
        QVERIFY(move >= 0);
        QCOMPARE(board.after(move), slid(cells, k.from));
    }
    // A drag of the tile below the blank upwards, most of a cell.
    const QPoint start = board.centre(9);
    const QPoint end = start - QPoint(0, int(board.widget.cellRect(9).height() * 0.8));
    QTest::mousePress(&board.widget, Qt::LeftButton, Qt::NoModifier, start);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(&board.widget, start + (end - start) * step / 4);
    QTest::mouseRelease(&board.widget, Qt::LeftButton, Qt::NoModifier, end);
    const int move = board.takeMove();
    QVERIFY(move >= 0);
    QCOMPARE(board.after(move), slid(cells, 9));
}

void TestFifteenGame::hoverNamesTheSlideWithItsNumber()
{
    // The blank walked up the right column to the top-right corner: 1 2 3 _ / 5 6 7 4 / ...; the
    // tile below it slides up.
    Board board(blankAt(3));
    const QString cells = board.widget.cells();
    QCOMPARE(cells.indexOf(blankChar), 3);
    QTest::mouseMove(&board.widget, board.centre(7));
    QCOMPARE(board.widget.hoveredCell(), 7);
    QCOMPARE(board.widget.hover().toolTipAt(board.widget.cellRect(7).center()),
             QStringLiteral("Slide %1 up").arg(SlidingTilesWidget::tileLabel(cells[7])));
    // A two-digit tile says its number, not its letter.
    Board twelve(QStringLiteral("123456789ab0defc"));
    QTest::mouseMove(&twelve.widget, twelve.centre(15));
    QCOMPARE(twelve.widget.hover().toolTipAt(twelve.widget.cellRect(15).center()), QStringLiteral("Slide 12 up"));
    QCOMPARE(twelve.widget.moveNames().nameFrom(*twelve.puzzle, twelve.widget.state(), *twelve.puzzle->parseMove("D")),
             QStringLiteral("Slide 12 up"));
    // Over a tile that cannot move, nothing is raised.
    QTest::mouseMove(&twelve.widget, twelve.centre(0));
    QCOMPARE(twelve.widget.hoveredCell(), -1);
}

void TestFifteenGame::twoDigitTilesAndTheGoalAreDrawnInside_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("1400x900") << QSize(1400, 900);
    QTest::newRow("tall 420x800") << QSize(420, 800);
}

void TestFifteenGame::twoDigitTilesAndTheGoalAreDrawnInside()
{
    QFETCH(QSize, size);
    Board board(sample, size);
    const QRectF inside = QRectF(board.widget.rect());
    QVERIFY(inside.contains(board.widget.boardRect()));
    QVERIFY(inside.contains(board.widget.goalRect()));
    QVERIFY(!board.widget.boardRect().intersects(board.widget.goalRect()));
    // Sixteen cells in a 4x4 grid, each a quarter of the tray's inside.
    QCOMPARE(board.widget.cellAt(board.widget.cellRect(15).center()), 15);
    QCOMPARE(board.widget.cellAt(board.widget.cellRect(4).center()), 4);
    QVERIFY(board.widget.cellRect(15).right() <= board.widget.boardRect().right());
    // The goal picture is drawn (not the tray's slate only): it changes when drawn in another palette.
    const QImage image = board.widget.renderFrame(0);
    QVERIFY(!image.isNull());
    QCOMPARE(SlidingTilesWidget::tileLabel(QLatin1Char('a')), QStringLiteral("10"));
    QCOMPARE(SlidingTilesWidget::tileLabel(QLatin1Char('f')), QStringLiteral("15"));
    QCOMPARE(SlidingTilesWidget::tileLabel(QLatin1Char('0')), QString());
}

void TestFifteenGame::aScreenReaderReadsAFourByFourTable()
{
    Board board(QStringLiteral("123456789ab0defc"));
    const BoardSpeech& speech = board.widget.speech();
    QCOMPARE(speech.tableSize(), QSize(4, 4));
    QCOMPARE(speech.itemCount(), 16);
    QCOMPARE(speech.item(0).name, QStringLiteral("Row 1, column 1: tile 1"));
    QCOMPARE(speech.item(11).name, QStringLiteral("Row 3, column 4: blank"));
    const auto twelve = speech.item(15);
    QCOMPARE(twelve.name, QStringLiteral("Row 4, column 4: tile 12"));
    QCOMPARE(twelve.actions.size(), 1);
    QCOMPARE(twelve.actions.front().first, QStringLiteral("Slide 12 up"));
    QVERIFY(speech.targetSpeech().contains(QLatin1String("13, 14, 15, blank")));
    QVERIFY(speech.positionSpeech().contains(QLatin1String("tile 15")));
    QCOMPARE(board.widget.accessibleName(), QStringLiteral("Fifteen Puzzle"));
    QCOMPARE(board.widget.objectName(), QStringLiteral("fifteenPuzzleBoard"));
}

void TestFifteenGame::theRecordInThePuzzleList()
{
    const PuzzleUi* ui = findPuzzleUi("fifteen-puzzle");
    QVERIFY(ui);
    QCOMPARE(ui->title(), QStringLiteral("Fifteen Puzzle"));
    QVERIFY(ui->rulesHtml().contains(QLatin1String("UVa 10181")));
    QVERIFY(findPuzzleType("fifteen-puzzle")->makeInstance(ui->helpExample));
    std::unique_ptr<BoardWidget> board(ui->createBoard(nullptr));
    auto* tiles = qobject_cast<SlidingTilesWidget*>(board.get());
    QVERIFY(tiles);
    QCOMPARE(tiles->side(), 4);
    QCOMPARE(int(ui->tourSteps(*board).size()), 3);
    // The Eight Puzzle's record makes the same class, three cells a side.
    std::unique_ptr<BoardWidget> eight(findPuzzleUi("eight-puzzle")->createBoard(nullptr));
    QCOMPARE(qobject_cast<SlidingTilesWidget*>(eight.get())->side(), 3);
    // Listed right after the Eight Puzzle, as the registry orders them.
    const auto& uis = puzzleUis();
    const auto eightAt = std::find_if(uis.begin(), uis.end(), [](const PuzzleUi& u) { return u.id == "eight-puzzle"; });
    QVERIFY(eightAt != uis.end() && eightAt + 1 != uis.end());
    QCOMPARE((eightAt + 1)->id, std::string_view("fifteen-puzzle"));
}

// Coach: each bound as the search proves it, then the exact distance once it is in.
void TestFifteenGame::theStatusSaysEachProvenBoundThenTheDistance()
{
    GatedSession g;
    QSignalSpy changed(&g.session, &GameSession::changed);
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
    QCOMPARE(g.status(true), QStringLiteral("At least 4 moves to go · searching…"));
    QVERIFY(!g.session.answer()->solution());
    g.puzzle->released = true;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->solution().has_value(); }, 20000));
    QCOMPARE(g.session.answer()->distance(), 6);
    QVERIFY(!g.session.answer()->lowerBound());
    QVERIFY2(g.status(true).startsWith(QStringLiteral("6 moves to go")), qPrintable(g.status(true)));
}

// Play mode keeps the distance to itself until a hint is asked; then the bound shows too.
void TestFifteenGame::playModeShowsTheBoundOnlyOnceAHintWasAsked()
{
    GatedSession g;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
    QCOMPARE(g.status(false), QStringLiteral("Distance to goal: …"));
    g.session.showHint();
    QCOMPARE(g.status(false), QStringLiteral("At least 4 moves to go · searching…"));
    g.puzzle->released = true;
}

// A hint and Solve asked while the search runs: taken at once (nothing blocks), their answer shown
// when the exact one is in.
void TestFifteenGame::aHintAndSolveWaitForTheExactAnswer()
{
    {
        GatedSession g;
        QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
        QVERIFY(g.session.can().hint);
        g.session.showHint();
        QCOMPARE(g.session.hints()->step(), 1);
        QVERIFY(GameTexts(g.session).hint().isEmpty()); // nothing to say yet
        g.puzzle->released = true;
        QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->solution().has_value(); }, 20000));
        QVERIFY2(GameTexts(g.session).hint().startsWith(QStringLiteral("Hint 1 of 3")), qPrintable(GameTexts(g.session).hint()));
    }
    GatedSession g;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
    QVERIFY(g.session.can().solve);
    g.session.setPlaybackInterval(1);
    QObject::connect(&g.session, &GameSession::positionChanged, &g.session,
                     [&] { QTimer::singleShot(0, &g.session, [&] { g.session.viewSettled(); }); });
    g.session.solve();
    QCOMPARE(g.session.phase(), GameSession::Phase::Solving);
    QCOMPARE(g.session.model()->movesMade(), 0);
    // The pending playback takes the path once the exact answer is in, and plays it to the goal.
    g.puzzle->released = true;
    QVERIFY(QTest::qWaitFor([&] { return g.session.model()->isSolved(); }, 20000));
    QCOMPARE(g.session.model()->movesMade(), 6);
}

// A newer position stops the older position's search, and its bounds are not shown for it.
void TestFifteenGame::aMoveStopsTheOlderSearch()
{
    GatedSession g;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
    const int before = g.puzzle->stoppedWaits;
    g.session.playMove(0);
    QVERIFY(!g.session.answer()->lowerBound()); // the old position's bound is not this one's
    QVERIFY(QTest::qWaitFor([&] { return g.puzzle->stoppedWaits > before; }, 20000));
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000)); // the new search's own
    g.puzzle->released = true;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->solution().has_value(); }, 20000));
    QCOMPARE(g.session.model()->state(), g.puzzle->apply(sixOut(*g.puzzle), 0));
}

// Moves change the distance by exactly one: a position's answer tells every neighbour's distance
// (the optimal moves' one less, the others' one more), and a move on from such a neighbour leaves
// two values, said as such ("4 or 6"), not the search's "at least 4", until the search decides.
void TestFifteenGame::aKnownDistanceTellsItsNeighboursAtOnce()
{
    GatedSession g;
    g.puzzle->released = true;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->solution().has_value(); }, 20000));
    const StateRank start = g.session.model()->state();
    for (int move = 0; move < g.puzzle->moveCount(); ++move) {
        const StateRank next = g.puzzle->apply(start, move);
        QCOMPARE(g.session.knowledge()->exact(next), std::optional(g.puzzle->LinePuzzle::solve(next, {})->distance));
    }
    g.puzzle->released = false;
    g.session.playMove(0); // 5 out: known, its moves searched
    const StateRank five = g.session.model()->state();
    QCOMPARE(g.status(true), QStringLiteral("5 moves to go · finding the optimal moves…"));
    int further = 0; // a move to 6 out, not back to the start
    while (g.puzzle->apply(five, further) == start || g.puzzle->LinePuzzle::solve(g.puzzle->apply(five, further), {})->distance != 6)
        ++further;
    g.session.playMove(further);
    QCOMPARE(g.status(true), QStringLiteral("4 or 6 moves to go · searching…"));
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->lowerBound() == 4; }, 20000));
    QCOMPARE(g.status(true), QStringLiteral("4 or 6 moves to go · searching…")); // 4 leaves both
    g.puzzle->released = true;
    QVERIFY(QTest::qWaitFor([&] { return g.session.answer()->solution().has_value(); }, 20000));
    QVERIFY2(g.status(true).startsWith(QStringLiteral("6 moves to go")), qPrintable(g.status(true)));
}

// New on a searched puzzle while the games of every difficulty are drawn ahead: the asked
// difficulty is drawn at once, not after the hard ones (the Fifteen Puzzle's take minutes).
void TestFifteenGame::newDoesNotWaitForTheDrawsOfEveryDifficulty()
{
    SolverService solver;
    GameSession session{slowDrawType(), QString(), &solver};
    const auto puzzle = std::make_shared<SlowDrawLinePuzzle>();
    session.nextGame()->setPrepareAhead(true);
    session.startGame(puzzle, sixOut(*puzzle));
    session.activate(Difficulty::Easy);
    QVERIFY(QTest::qWaitFor([&] { return g_hardDrawWaits.load(); }, 20000)); // the preparation is held
    QSignalSpy started(&session, &GameSession::gameStarted);
    session.newGame(Difficulty::Easy);
    QVERIFY(QTest::qWaitFor([&] { return started.count() == 1; }, 20000));
    QVERIFY(!g_hardDrawsReleased);
    const auto solution = puzzle->solve(session.model()->startState(), {});
    QCOMPARE(solution->distance, distanceFor(Difficulty::Easy, 15));
    g_hardDrawsReleased = true;
}

// A cache folder that cannot take the tables (here a file where it should be; a read-only or full
// one alike): the band says it once — where, why, kept in memory for this session — and the
// tables are built once: the first game's search, new games drawn and Solve all use them.
void TestFifteenGame::tablesTheCacheCannotKeepAreSaidOnceAndBuiltOnce()
{
    using fifteen_puzzle::FifteenTables;
    using fifteen_puzzle::PatternSet;
    QTemporaryDir dir;
    const QString blocked = dir.filePath(QStringLiteral("cache"));
    {
        QFile file(blocked);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QByteArray cacheBefore = qgetenv("XDG_CACHE_HOME");
    const QByteArray patternsBefore = qgetenv("MINIMOVES_FIFTEEN_PATTERNS");
    const auto restore = qScopeGuard([&] {
        qputenv("XDG_CACHE_HOME", cacheBefore);
        qputenv("MINIMOVES_FIFTEEN_PATTERNS", patternsBefore);
        FifteenTables::forgetForTests(); // the next test reads the tables of the usual cache folder
        resetCacheProblems();
    });
    qputenv("XDG_CACHE_HOME", blocked.toLocal8Bit());
    qputenv("MINIMOVES_FIFTEEN_PATTERNS", "5-5-5"); // three small tables
    FifteenTables::forgetForTests(); // a session starting
    resetCacheProblems();
    const int builtBefore = PatternSet::tablesBuilt();

    GameFixture<SlidingTilesWidget> w;
    FileNotice* notice = noticeOf(w.window);
    QSignalSpy said(notice, &FileNotice::said);
    QSignalSpy shown(&w.window, &MainWindow::gameShown);
    const auto puzzle = fifteen();
    QVERIFY(w.open(puzzle, rankOf(*puzzle, sample), QSize(1000, 700), WindowFixture::Wait::Exposed));
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(w.window) == 9; }, 30000));
    QTRY_COMPARE(said.count(), 1);
    const QString line = said.front().front().toString();
    QVERIFY2(line.startsWith(QStringLiteral("The Fifteen Puzzle's tables cannot be saved in ") +
                             QDir::toNativeSeparators(blocked + QStringLiteral("/minimoves: "))) &&
                 line.contains(QStringLiteral("kept in memory for this session")),
             qPrintable(line));
    QVERIFY(notice->isVisible());
    QCOMPARE(PatternSet::tablesBuilt() - builtBefore, 3);
    // Three new games and Solve: the same tables, nothing built, nothing said again.
    for (int game = 0; game < 3; ++game) {
        const qsizetype before = shown.count();
        w.action(Action::NewEasy)->trigger();
        QVERIFY(QTest::qWaitFor([&] { return shown.count() > before && shownDistance(w.window).has_value(); }, 30000));
    }
    w.session()->setPlaybackInterval(1);
    w.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return w.model()->isSolved(); }, 30000));
    QCOMPARE(PatternSet::tablesBuilt() - builtBefore, 3);
    QCOMPARE(said.count(), 1);
}

MINIMOVES_TEST_MAIN(TestFifteenGame)
} // namespace tst_fifteen_game
#include "tst_fifteen_game.moc"
