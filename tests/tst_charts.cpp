// Puzzle facts and Path review, the two charts (Qt Charts), as the game opens them (GameDialogs:
// one of each, following the active game) over the game played on its logic, without the main
// window (the session fixture; a plain widget stands where the window holds the dialogs). Facts:
// for every puzzle, the bars are the engine's counts (they sum to the reachable positions, the rest
// cannot reach the goal), and the current position's distance is the marked bar. Review: on a
// scripted path with wasted moves and a Restart, the plotted distances are the engine's, the wasted
// points exactly those that did not lower the distance by one, the efficiency optimal ÷ moves; a
// real click on a point takes the game back there (as Undo would), Redo goes on, and a new move
// drops the redo. (Reached through the Game menu's entries and the button under the solved banner,
// and a quit while the facts are counted: tst_game.)
#include "game/session/distance_knowledge.h"
#include "game/session/game_session.h"
#include "shell/window/game_dialogs.h"
#include "shell/window/game_host.h"
#include "shell/charts/path_review_dialog.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "shell/settings/settings.h"

#include "session_fixture.h"
#include "test_registry.h"

#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QLogValueAxis>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTableWidget>
#include <QToolButton>
#include <QtTest>

#include <algorithm>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_charts {

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

// MINIMOVES_SHOTS=<dir> keeps a PNG of the dialog, for a look.
void shoot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("MINIMOVES_SHOTS");
    if (!dir.isEmpty())
        widget->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// What the dialogs ask of the window (app/shell/window/game_host.h), from a plain widget and the
// fixture's sessions: the charts' dialogs only open over it and give the keys back.
struct ChartsHost final : GameHost {
    explicit ChartsHost(GameSessions* sessions) : m_sessions(sessions) {}
    QWidget widget; // where the window holds its dialogs
    QWidget* hostWidget() override { return &widget; }
    GameSessions* sessions() override { return m_sessions; }
    QString currentPuzzleId() const override
    {
        return m_sessions->active() ? m_sessions->active()->puzzleId() : QString();
    }
    BoardWidget* board() const override { return nullptr; }
    void selectPuzzle(const QString&) override {}
    void startGame(std::shared_ptr<const AnyPuzzle>, StateRank, const Challenge&) override {}
    void showReading(const QString&, const QString&) override {}
    void showMessage(const QString&, int) override {}
    void focusBoard() override {}
    void returnToBoard() override {}

private:
    GameSessions* m_sessions;
};

// The game played without the window, and its dialogs as the window opens them.
struct Window : minimoves::testing::SessionFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;
    ChartsHost windowHost{&sessions};
    QWidget& host = windowHost.widget;
    GameDialogs dialogs{&sessions, &presenter, &statistics, nullptr, &windowHost}; // Game ▸ Puzzle facts, Review path

    // A game of `id` at `distance` from the goal, its answers in; false if they are late.
    bool open(const QString& id, const QString& variant, int distance, quint64 seed)
    {
        host.resize(960, 680);
        host.show();
        const PuzzleType* type = findPuzzleType(id.toStdString());
        std::mt19937_64 random(seed);
        puzzle = type->makeRandomInstance(variant.toStdString(), random);
        const int hardest = *puzzle->hardestDistance({});
        const StateRank start = *puzzle->randomState(std::min(distance, hardest), random, {});
        startGame(puzzle, start);
        return QTest::qWaitForWindowExposed(&host) &&
               QTest::qWaitFor([&] { return session() && session()->phase() == Phase::Playing && session()->answer()->solution(); }, 30000);
    }
    void settle()
    {
        QTRY_VERIFY_WITH_TIMEOUT(session()->phase() == Phase::Playing && session()->answer()->solution(), 30000);
    }
    int distanceOf(StateRank s) { return puzzle->solve(s, {})->distance; }
};

} // namespace

class TestCharts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void factsAreTheEnginesCounts_data();
    void factsAreTheEnginesCounts();
    void factsFollowThePalette();
    void reviewPlotsTheEnginesDistances();
    void reviewAfterARewind();
    void reviewOfKnownPositionsAsksNothing();
    void clickingAPointGoesBackThere();
};

void TestCharts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_charts"));
}

void TestCharts::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestCharts::factsAreTheEnginesCounts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("language");
    const QString english = QStringLiteral("en");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromUtf8(type.id.data(), int(type.id.size()));
        QTest::addRow("%s", qPrintable(id)) << id << QString() << english;
    }
    QTest::addRow("ball-grid 4x4") << QStringLiteral("ball-grid") << QStringLiteral("4x4") << english;
    // Its sentences one after another with no space between them (there was one after each 。).
    QTest::addRow("magic-board in Chinese") << QStringLiteral("magic-board") << QString() << QStringLiteral("zh_CN");
}

// Game ▸ Puzzle facts: the counts arrive from the worker (a wait state first), every bar is the
// engine's count, the marked bar is the current position's distance, and a move moves the mark.
void TestCharts::factsAreTheEnginesCounts()
{
    QFETCH(QString, id);
    QFETCH(QString, variant);
    QFETCH(QString, language);
    settings::applyLanguage(language);
    const bool english = language == QLatin1String("en");
    Window w;
    QVERIFY(w.open(id, variant, 6, 7));
    QVERIFY(w.presenter.abilities().hasGame); // Game ▸ Puzzle facts is enabled (tst_game: the menu's entry)
    w.dialogs.showPuzzleFacts();
    auto* facts = w.host.findChild<PuzzleFactsDialog*>();
    QVERIFY(facts);
    QVERIFY(facts->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!facts->counting() && !facts->counts().empty(), 60000);

    const auto engine = w.puzzle->distanceCounts({});
    QVERIFY(engine);
    QCOMPARE(facts->counts(), std::vector<quint64>(engine->begin(), engine->end()));
    quint64 reachable = 0;
    for (quint64 c : facts->counts())
        reachable += c;
    QVERIFY(reachable <= w.puzzle->stateCount());
    QCOMPARE(int(facts->counts().size()) - 1, *w.puzzle->hardestDistance({}));

    // The bars (in the axis's unit) and the table say the same counts.
    const int d = w.distanceOf(w.model()->state());
    QTRY_COMPARE(facts->markedDistance(), std::optional<int>(d));
    QBarSet* positions = facts->positionsSet();
    QBarSet* marked = facts->markedSet();
    QVERIFY(positions && marked);
    QCOMPARE(positions->count(), int(engine->size()));
    double unit = 0;
    for (int i = 0; i < positions->count(); ++i) {
        const double bar = positions->at(i) + marked->at(i);
        const double count = double((*engine)[std::size_t(i)]);
        if (unit == 0)
            unit = count / bar;
        QVERIFY2(std::abs(bar * unit - count) <= count * 1e-9, qPrintable(QStringLiteral("distance %1").arg(i)));
        // Only the current position's distance is in the marked set.
        QCOMPARE(marked->at(i) > 0, i == d);
        QCOMPARE(positions->at(i) > 0, i != d);
        QCOMPARE(facts->numbersTable()->item(i, 1)->text(), QLocale().toString(quint64((*engine)[std::size_t(i)])));
    }
    QVERIFY(unit == 1 || unit == 1e3 || unit == 1e6);
    if (english)
        QCOMPARE(facts->numbersTable()->item(d, 3)->text(), QStringLiteral("This position"));
    const QString summary = facts->summaryLabel()->text();
    if (!english) {
        QVERIFY2(summary.count(QStringLiteral("。")) >= 3, qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("。 ")), qPrintable(summary));
    }
    QVERIFY2(summary.contains(QLocale().toString(reachable)), qPrintable(summary));
    QVERIFY2(summary.contains(QLocale().toString(quint64(engine->back()))), qPrintable(summary));
    if (reachable < w.puzzle->stateCount())
        QVERIFY2(summary.contains(QLocale().toString(w.puzzle->stateCount() - reachable)), qPrintable(summary));
    QVERIFY(facts->chartView()->accessibleDescription().contains(summary));

    // The Numbers disclosure opens the table.
    QVERIFY(!facts->numbersTable()->isVisible());
    QTest::mouseClick(facts->numbersButton(), Qt::LeftButton);
    QVERIFY(facts->numbersTable()->isVisible());

    // The logarithmic scale: the same bars, exact counts, on a log axis.
    QTest::mouseClick(facts->logScaleBox(), Qt::LeftButton);
    QVERIFY(facts->logScaleBox()->isChecked());
    QVERIFY(qobject_cast<QLogValueAxis*>(facts->chartView()->chart()->axes(Qt::Vertical).value(0)));
    for (int i = 0; i < facts->positionsSet()->count(); ++i)
        QCOMPARE(facts->positionsSet()->at(i) + facts->markedSet()->at(i), double((*engine)[std::size_t(i)]));
    QCOMPARE(facts->markedSet()->at(d), double((*engine)[std::size_t(d)]));
    shoot(facts, QStringLiteral("facts-log-") + QString::fromLatin1(QTest::currentDataTag()));

    // A move: the mark follows the new position's distance.
    const int move = w.session()->answer()->solution()->path.front();
    w.session()->playMove(move);
    w.settle();
    QTRY_COMPARE(facts->markedDistance(), std::optional<int>(d - 1));
    QVERIFY(facts->markedSet()->at(d - 1) > 0);
    QCOMPARE(facts->markedSet()->at(d), 0.0);
}

// A dark palette gives a dark chart with light text; the light palette a light one.
void TestCharts::factsFollowThePalette()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("magic-board"), QString(), 5, 3));
    w.dialogs.showPuzzleFacts();
    auto* facts = w.host.findChild<PuzzleFactsDialog*>();
    QTRY_VERIFY_WITH_TIMEOUT(!facts->counts().empty(), 30000);
    const QColor light = facts->chartView()->chart()->backgroundBrush().color();
    QVERIFY(light.lightness() > 160);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(40, 40, 44));
    dark.setColor(QPalette::Base, QColor(30, 30, 33));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(50, 50, 54));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    facts->setPalette(dark);
    QTRY_VERIFY(facts->chartView()->chart()->backgroundBrush().color().lightness() < 60);
    QVERIFY(facts->chartView()->chart()->titleBrush().color().lightness() > 160);
    QCOMPARE(facts->chartView()->chart()->theme(), QChart::ChartThemeDark);
    shoot(facts, QStringLiteral("facts-dark"));
}

namespace {

// Plays a scripted path: two optimal moves, one that does not lower the distance, a Restart,
// then the solver's path to the goal (with one more wasted move on the way). Returns the
// history's entries.
void playScriptedPath(Window& w)
{
    auto optimal = [&] { return w.puzzle->solve(w.model()->state(), {})->path.front(); };
    auto notOptimal = [&] {
        const auto solution = w.puzzle->solve(w.model()->state(), {});
        for (int m = 0; m < w.puzzle->moveCount(); ++m)
            if (std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), m) == solution->optimalMoves.end())
                return m;
        return -1;
    };
    w.session()->playMove(optimal());
    w.session()->playMove(optimal());
    const int bad = notOptimal();
    QVERIFY(bad >= 0);
    w.session()->playMove(bad);
    w.session()->restart(); // Game ▸ Restart
    w.session()->playMove(optimal());
    const int bad2 = notOptimal();
    QVERIFY(bad2 >= 0);
    w.session()->playMove(bad2);
    while (!w.model()->isSolved())
        w.session()->playMove(optimal());
}

} // namespace

// A rewind goes back along the line of play, not to the start: the review plots the positions the
// game went through (found by a review of the code: they were taken for a Restart's).
void TestCharts::reviewAfterARewind()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("eight-puzzle"), QString(), 7, 11));
    const StateRank start = w.model()->startState();
    const Solution first = *w.puzzle->solve(start, {});
    const StateRank p1 = w.puzzle->apply(start, first.path.front());
    const Solution second = *w.puzzle->solve(p1, {});
    const StateRank p2 = w.puzzle->apply(p1, second.path.front());
    const Solution third = *w.puzzle->solve(p2, {});
    int bad = -1;
    for (int m = 0; m < w.puzzle->moveCount() && bad < 0; ++m)
        if (w.puzzle->apply(p2, m) != p2 &&
            std::find(third.optimalMoves.begin(), third.optimalMoves.end(), m) == third.optimalMoves.end())
            bad = m;
    QVERIFY(bad >= 0);
    w.session()->playMove(first.path.front());
    w.session()->playMove(second.path.front());
    w.session()->playMove(bad);
    QTRY_VERIFY_WITH_TIMEOUT(w.presenter.abilities().rewind, 30000);
    w.session()->rewind();
    QCOMPARE(w.model()->state(), p2); // just before the mistake
    w.session()->playMove(third.path.front());
    const std::vector<StateRank> expected{start, p1, p2, w.puzzle->apply(p2, bad), p2,
                                          w.puzzle->apply(p2, third.path.front())};
    w.dialogs.showPathReview(); // Game ▸ Review path
    auto* review = w.host.findChild<PathReviewDialog*>();
    QVERIFY(review);
    QTRY_VERIFY_WITH_TIMEOUT(!review->waiting() && review->pathSeries(), 30000);
    QCOMPARE(review->positions(), expected);
    QLineSeries* path = review->pathSeries();
    QCOMPARE(path->count(), int(expected.size()));
    for (int i = 0; i < path->count(); ++i)
        QCOMPARE(path->at(i).y(), double(w.distanceOf(expected[std::size_t(i)])));
    QCOMPARE(review->numbersTable()->item(4, 1)->text(), QStringLiteral("Rewind"));
    review->close();
}

// The review reads what the game already knows of its positions (the distances asked for move
// quality and rewind) and asks the solver only for the rest: a path whose every position is known
// is plotted at once, with no request.
void TestCharts::reviewOfKnownPositionsAsksNothing()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("eight-puzzle"), QString(), 7, 11));
    for (int i = 0; i < 2; ++i)
        w.session()->playMove(w.puzzle->solve(w.model()->state(), {})->path.front());
    std::vector<StateRank> line{w.model()->startState()};
    for (int move : w.model()->history())
        line.push_back(w.puzzle->apply(line.back(), move));
    QTRY_VERIFY_WITH_TIMEOUT(!w.solver()->busy() &&
                                 std::ranges::all_of(w.session()->knowledge()->exactOf(line),
                                                     [](const auto& d) { return d.has_value(); }),
                             30000);
    w.dialogs.showPathReview(); // Game ▸ Review path
    auto* review = w.host.findChild<PathReviewDialog*>();
    QVERIFY(review);
    QVERIFY(!review->waiting());
    QVERIFY(review->pathSeries());
    QCOMPARE(review->pathSeries()->count(), int(line.size()));
    for (std::size_t i = 0; i < line.size(); ++i)
        QCOMPARE(int(review->pathSeries()->at(int(i)).y()), w.distanceOf(line[i]));
}

void TestCharts::reviewPlotsTheEnginesDistances()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("eight-puzzle"), QString(), 7, 11));
    playScriptedPath(w);
    w.settle();
    // Solved: the review is offered (the button under the banner: tst_game), no dialog thrust on
    // the player; the button opens it.
    QTRY_VERIFY(w.presenter.abilities().reviewPath && !w.presenter.banner().isEmpty());
    QVERIFY(!w.host.findChild<PathReviewDialog*>());
    w.dialogs.showPathReview();
    auto* review = w.host.findChild<PathReviewDialog*>();
    QVERIFY(review);
    QVERIFY(review->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!review->waiting() && review->pathSeries(), 30000);

    // The engine's distances along the history, replayed here.
    const std::vector<int> history = w.model()->history();
    std::vector<int> expected;
    StateRank at = w.model()->startState();
    expected.push_back(w.distanceOf(at));
    int moves = 0;
    for (int entry : history) {
        at = entry < 0 ? w.model()->startState() : w.puzzle->apply(at, entry);
        expected.push_back(w.distanceOf(at));
        moves += entry >= 0;
    }
    QCOMPARE(expected.back(), 0);
    QLineSeries* path = review->pathSeries();
    QCOMPARE(path->count(), int(expected.size()));
    for (int i = 0; i < path->count(); ++i) {
        QCOMPARE(path->at(i).x(), double(i));
        QCOMPARE(path->at(i).y(), double(expected[std::size_t(i)]));
    }
    // Wasted: the non-optimal move, the Restart, the second non-optimal move; nothing else.
    std::vector<int> wasted;
    for (std::size_t i = 1; i < expected.size(); ++i)
        if (expected[i] != expected[i - 1] - 1)
            wasted.push_back(int(i));
    QCOMPARE(wasted, (std::vector<int>{3, 4, 6}));
    QCOMPARE(review->wasted(), wasted);
    QCOMPARE(review->wastedSeries()->count(), 3);
    for (int k = 0; k < 3; ++k)
        QCOMPARE(review->wastedSeries()->at(k), path->at(wasted[std::size_t(k)]));
    // The optimal line: from the start's distance down to zero in as many moves.
    QCOMPARE(review->optimalSeries()->count(), 2);
    QCOMPARE(review->optimalSeries()->at(0), QPointF(0, expected.front()));
    QCOMPARE(review->optimalSeries()->at(1), QPointF(expected.front(), 0));
    // Efficiency: optimal ÷ moves (the Restart is no move).
    QVERIFY(review->efficiency());
    QCOMPARE(*review->efficiency(), double(expected.front()) / moves);
    const QString percent = QLocale().toString(std::round(100.0 * expected.front() / moves));
    QVERIFY2(review->summaryLabel()->text().contains(percent + QLatin1Char('%')), qPrintable(review->summaryLabel()->text()));
    // Now: the last point.
    QCOMPARE(review->nowSeries()->count(), 1);
    QCOMPARE(review->nowSeries()->at(0), path->at(path->count() - 1));
    // The numbers, for screen readers.
    QCOMPARE(review->numbersTable()->rowCount(), path->count());
    QCOMPARE(review->numbersTable()->item(3, 4)->text(), QStringLiteral("wasted"));
    QCOMPARE(review->numbersTable()->item(4, 1)->text(), QStringLiteral("Restart"));
    QTest::mouseClick(review->numbersButton(), Qt::LeftButton);
    QVERIFY(review->numbersTable()->isVisible());
    shoot(review, QStringLiteral("review-light"));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(40, 40, 44));
    dark.setColor(QPalette::Base, QColor(30, 30, 33));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(50, 50, 54));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    review->setPalette(dark);
    QTRY_COMPARE(review->chartView()->chart()->theme(), QChart::ChartThemeDark);
    QVERIFY(review->chartView()->chart()->backgroundBrush().color().lightness() < 60);
    shoot(review, QStringLiteral("review-dark"));

    // Asked again (the Game menu's entry), the same dialog shows.
    review->hide();
    w.dialogs.showPathReview();
    QCOMPARE(w.host.findChild<PathReviewDialog*>(), review);
    QVERIFY(review->isVisible());
}

void TestCharts::clickingAPointGoesBackThere()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("magic-board"), QString(), 6, 13));
    playScriptedPath(w);
    w.settle();
    const std::vector<int> history = w.model()->history();
    std::vector<StateRank> positions{w.model()->startState()};
    for (int entry : history)
        positions.push_back(entry < 0 ? w.model()->startState() : w.puzzle->apply(positions.back(), entry));
    w.dialogs.showPathReview();
    auto* review = w.host.findChild<PathReviewDialog*>();
    QVERIFY(QTest::qWaitForWindowExposed(review));
    QTRY_VERIFY_WITH_TIMEOUT(!review->waiting() && review->pathSeries(), 30000);
    QCOMPARE(review->positions(), positions);

    // A real click on point 2 (two moves in): the game is there, as after two undos... of all.
    const int k = 2;
    const QPoint where = review->pointPosition(k);
    QVERIFY(review->chartView()->viewport()->rect().contains(where));
    QTest::mouseClick(review->chartView()->viewport(), Qt::LeftButton, {}, where);
    QCOMPARE(w.model()->appliedCount(), k);
    QCOMPARE(w.model()->state(), positions[k]);
    QCOMPARE(w.model()->history(), history); // nothing dropped yet
    QTRY_COMPARE(review->nowSeries()->at(0), review->pathSeries()->at(k));
    QCOMPARE(review->pathSeries()->count(), int(positions.size())); // the whole path stays
    QVERIFY(w.presenter.abilities().redo);
    QVERIFY(w.presenter.abilities().undo);

    // Redo goes on along the path; Undo comes back.
    w.session()->redo();
    QCOMPARE(w.model()->appliedCount(), k + 1);
    QCOMPARE(w.model()->state(), positions[k + 1]);
    w.session()->undo();
    QCOMPARE(w.model()->state(), positions[k]);

    // A click at the end goes forward again; one at the start goes back to it.
    QTest::mouseClick(review->chartView()->viewport(), Qt::LeftButton, {}, review->pointPosition(int(history.size())));
    QCOMPARE(w.model()->appliedCount(), int(history.size()));
    QVERIFY(w.model()->isSolved());
    QTest::mouseClick(review->chartView()->viewport(), Qt::LeftButton, {}, review->pointPosition(0));
    QCOMPARE(w.model()->appliedCount(), 0);
    QCOMPARE(w.model()->state(), positions[0]);

    // A click off every point does nothing.
    const QPoint between = (review->pointPosition(0) + review->pointPosition(1)) / 2 + QPoint(0, 40);
    QTest::mouseClick(review->chartView()->viewport(), Qt::LeftButton, {}, between);
    QCOMPARE(w.model()->appliedCount(), 0);

    // The player continues from point 1: a new move drops the redo stack, and the review follows.
    QTest::mouseClick(review->chartView()->viewport(), Qt::LeftButton, {}, review->pointPosition(1));
    QCOMPARE(w.model()->appliedCount(), 1);
    w.settle();
    const int next = w.puzzle->solve(w.model()->state(), {})->path.front();
    w.session()->playMove(next);
    QCOMPARE(w.model()->appliedCount(), 2);
    QCOMPARE(int(w.model()->history().size()), 2);
    QVERIFY(!w.presenter.abilities().redo);
    QTRY_VERIFY_WITH_TIMEOUT(!review->waiting() && review->pathSeries() && review->pathSeries()->count() == 3, 30000);
    QCOMPARE(review->positions().back(), w.model()->state());
}

MINIMOVES_TEST_MAIN(TestCharts)
} // namespace tst_charts
#include "tst_charts.moc"
