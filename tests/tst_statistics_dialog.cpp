// The statistics as a player meets them, the game played on its logic (the session fixture, no
// window) and Game ▸ Statistics's dialog on its own as the window opens it: a game played to the
// end is recorded and listed (its row, its columns, its point on the chart); one Solve finished is
// listed and not counted as solved; Export as CSV writes the list's bytes; a restart shows what was
// kept; the dialog reads whole at 640x480 and 1400x900, every table, chart and button named for
// screen readers. (A damaged statistics file at start said in the window's band: tst_file_reading.)
#include "game/session/game_clock.h"
#include "shell/files/recent_games.h"
#include "shell/statistics/statistics_dialog.h"
#include "shell/statistics/statistics_texts.h"

#include "event_rounds.h"
#include "session_fixture.h"
#include "statistics_fixture.h"
#include "statistics_figures.h"
#include "test_registry.h"

#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <QValueAxis>

#include <functional>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_statistics_dialog {

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;
using minimoves::testing::layoutsSettled;

namespace {

bool answeredAndPlaying(const GameSession* s)
{
    return s && s->hasGame() && s->answer()->distance() && s->answer()->solution() && s->phase() == Phase::Playing;
}

// The game as the window plays it, without the window, in Coach mode; its statistics in memory, or
// kept in `path`.
struct Game : minimoves::testing::SessionFixture {
    explicit Game(const QString& path = QString())
    {
        if (!path.isEmpty()) {
            QString message;
            statistics.open(path, &message);
        }
    }
    // A new Magic Board game at Easy, drawn as New draws it.
    bool newEasyGame()
    {
        choose(QStringLiteral("magic-board"));
        newGame(Difficulty::Easy);
        return QTest::qWaitFor([&] { return answeredAndPlaying(session()) && session()->store()->difficulty() == Difficulty::Easy; }, 60000);
    }
    // The optimal moves, as the board's keys play them, to the goal.
    void playOptimal()
    {
        while (!model()->isSolved()) {
            QVERIFY(QTest::qWaitFor([&] { return answeredAndPlaying(session()); }, 30000));
            QVERIFY(play(session()->answer()->solution()->path.front()));
        }
    }
    // Game ▸ Statistics as the window opens it (GameDialogs: at the shown puzzle, in the mode
    // shown); `look` runs with the dialog open, which is then closed with Return.
    bool inStatistics(const std::function<void(StatisticsDialog&)>& look)
    {
        StatisticsDialog dialog(&statistics, session() ? session()->puzzleId() : QString(), presenter.mode());
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return false;
        look(dialog);
        QTest::keyClick(&dialog, Qt::Key_Return);
        return !dialog.isVisible();
    }
};

QStringList rowOf(const QTableWidget* table, int row)
{
    QStringList cells;
    for (int column = 0; column < table->columnCount(); ++column)
        cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
    return cells;
}

} // namespace

class TestStatisticsDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void aGamePlayedToTheEndIsListed();
    void aGameFinishedBySolveIsListedNotSolved();
    void exportAsCsvWritesTheList();
    void theChoosersAndPagesTakeKeys();
    void aRestartShowsWhatWasKept();
    void theDialogReadsWhole_data();
    void theDialogReadsWhole();
};

void TestStatisticsDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_statistics_dialog"));
}

void TestStatisticsDialog::aGamePlayedToTheEndIsListed()
{
    Game w;
    QVERIFY(w.newEasyGame());
    const int par = *w.session()->answer()->distance();
    w.playOptimal();
    QTRY_VERIFY(w.model()->isSolved());
    const GameRecord kept = w.statistics.statistics().history().value(0);
    QCOMPARE(w.statistics.statistics().history().size(), 1);
    QCOMPARE(kept.par, par);
    QCOMPARE(kept.moves, par);
    QCOMPARE(kept.difficulty, std::optional(Difficulty::Easy));
    QCOMPARE(kept.mode, PlayMode::Coach); // the fixture plays in Coach
    QVERIFY(qAbs(kept.finished.secsTo(QDateTime::currentDateTimeUtc())) < 3600);
    QStringList row, summary;
    int points = -1;
    const bool opened = w.inStatistics([&](StatisticsDialog& dialog) {
        QCOMPARE(dialog.puzzleChooser()->currentText(), QStringLiteral("Magic Board"));
        QCOMPARE(dialog.modeChooser()->currentText(), QStringLiteral("Coach"));
        row = rowOf(dialog.recentGames()->list(), 0);
        QCOMPARE(dialog.recentGames()->list()->rowCount(), 1);
        for (auto figure : {StatisticsDialog::Games, StatisticsDialog::Solved, StatisticsDialog::SolvedInPar,
                            StatisticsDialog::BestOverPar, StatisticsDialog::CurrentStreak})
            summary << figureText(dialog, figure, StatsScope::Easy);
        summary << figureText(dialog, StatisticsDialog::Games, StatsScope::Hard);
        points = dialog.recentGames()->overParSeries()->count();
    });
    QVERIFY(opened);
    QCOMPARE(row, (QStringList{statistics::finishedText(kept.finished), QStringLiteral("Magic Board"), QStringLiteral("Easy"), QStringLiteral("Coach"),
                               QString::number(par), QString::number(par), QStringLiteral("0"), GameClock::text(kept.ms),
                               QStringLiteral("0"), QStringLiteral("Solved in par")}));
    QCOMPARE(summary, (QStringList{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("0"),
                                   QStringLiteral("1"), QStringLiteral("0")}));
    QCOMPARE(points, 1); // one point a game
}

void TestStatisticsDialog::aGameFinishedBySolveIsListedNotSolved()
{
    Game w;
    QVERIFY(w.newEasyGame());
    w.session()->solve();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && w.session()->phase() == Phase::Playing, 30000);
    QCOMPARE(w.statistics.statistics().history().size(), 1);
    QVERIFY(w.statistics.statistics().history().front().assisted);
    QString result, games, solved;
    int marked = -1, points = -1;
    QVERIFY(w.inStatistics([&](StatisticsDialog& dialog) {
        result = dialog.recentGames()->list()->item(0, 9)->text();
        games = figureText(dialog, StatisticsDialog::Games, StatsScope::Easy);
        solved = figureText(dialog, StatisticsDialog::Solved, StatsScope::Easy);
        marked = dialog.recentGames()->assistedSeries()->count();
        points = dialog.recentGames()->overParSeries()->count();
    }));
    QCOMPARE(result, QStringLiteral("Finished with Solve"));
    QCOMPARE(games, QStringLiteral("1"));
    QCOMPARE(solved, QStringLiteral("0"));
    QCOMPARE(points, 1);
    QCOMPARE(marked, 1);
}

// Export as CSV: the button, the file dialog (a name typed, Save), the file holds the list's bytes.
void TestStatisticsDialog::exportAsCsvWritesTheList()
{
    Game w;
    StatisticsStore* store = &w.statistics;
    GameRecord first = game("ball-grid", Difficulty::Medium, 10, 12, PlayMode::Play, false, 134000, 0);
    first.variant = QStringLiteral("4x4");
    first.hints = 2;
    first.hintSteps = 2;
    first.hintDepth = 1;
    store->record(first);
    store->record(game("sawtooth", Difficulty::Hardest, 9, 9, PlayMode::Play, true, 0, 2));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my games.csv"));
    QString said;
    QVERIFY(w.inStatistics([&](StatisticsDialog& dialog) {
        QVERIFY(dialog.exportButton()->isEnabled());
        QTest::mouseClick(dialog.exportButton(), Qt::LeftButton);
        auto* files = dialog.findChild<QFileDialog*>(QStringLiteral("csvFileDialog"));
        QVERIFY(files);
        QVERIFY(QTest::qWaitForWindowExposed(files));
        auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->clear();
        QTest::keyClicks(name, path);
        auto* buttons = files->findChild<QDialogButtonBox*>();
        QVERIFY(buttons && buttons->button(QDialogButtonBox::Save));
        QVERIFY(QTest::qWaitFor([&] { return buttons->button(QDialogButtonBox::Save)->isEnabled(); }, 10000));
        QPointer<QFileDialog> alive = files;
        QTest::mouseClick(buttons->button(QDialogButtonBox::Save), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return alive.isNull(); }, 10000));
        QVERIFY(dialog.exportedLabel()->isVisible());
        said = dialog.exportedLabel()->text();
    }));
    QVERIFY2(said.startsWith(QStringLiteral("Exported 2 games to ")), qPrintable(said));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(),
             QByteArray("finished_utc,puzzle,variant,difficulty,mode,par,moves,over_par,time_ms,time,hints,hint_steps,"
                        "deepest_hint,result\r\n"
                        "2026-12-02T12:00:00Z,ball-grid,4x4,medium,play,10,12,2,134000,2:14,2,2,1,solved\r\n"
                        "2026-12-02T12:02:00Z,sawtooth,,hardest,play,9,9,0,0,0:00,0,0,0,finished-by-solve\r\n"));
}

// The puzzle and the mode are chosen by keys, and the figures follow; a click on a tab turns the page.
void TestStatisticsDialog::theChoosersAndPagesTakeKeys()
{
    Game w;
    w.choose(QStringLiteral("magic-board")); // the puzzle shown: the dialog opens on it
    StatisticsStore* store = &w.statistics;
    store->record(game("magic-board", Difficulty::Easy, 5, 5, PlayMode::Coach));
    store->record(game("eight-puzzle", Difficulty::Easy, 7, 9, PlayMode::Play));
    store->record(game("eight-puzzle", Difficulty::Easy, 7, 7, PlayMode::Play));
    QStringList seen;
    int page = -1;
    QVERIFY(w.inStatistics([&](StatisticsDialog& dialog) {
        seen << figureText(dialog, StatisticsDialog::Games, StatsScope::Easy); // Magic Board, Coach (the game's)
        dialog.puzzleChooser()->setFocus();
        const int eight = dialog.puzzleChooser()->findData(QStringLiteral("eight-puzzle"));
        while (dialog.puzzleChooser()->currentIndex() != eight && dialog.puzzleChooser()->currentIndex() < dialog.puzzleChooser()->count() - 1)
            QTest::keyClick(dialog.puzzleChooser(), Qt::Key_Down);
        seen << figureText(dialog, StatisticsDialog::Games, StatsScope::Easy); // Eight Puzzle, Coach: none
        dialog.modeChooser()->setFocus();
        QTest::keyClick(dialog.modeChooser(), Qt::Key_Up); // Play
        seen << figureText(dialog, StatisticsDialog::Games, StatsScope::Easy)
             << figureText(dialog, StatisticsDialog::BestOverPar, StatsScope::Easy);
        QTabBar* tabs = dialog.pages()->tabBar();
        QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(1).center());
        page = dialog.pages()->currentIndex();
    }));
    QCOMPARE(seen, (QStringList{QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("2"), QStringLiteral("0")}));
    QCOMPARE(page, 1);
}

// Random statistics in the file: a window opening it has them whole; a game played there is added;
// the next start shows all of it, in the dialog too.
void TestStatisticsDialog::aRestartShowsWhatWasKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    std::mt19937_64 random(28);
    const GameStatistics written = randomStatistics(random, 120);
    QString error;
    QVERIFY2(StatisticsStore::write(written, path, &error), qPrintable(error));
    GameStatistics atClose;
    {
        Game w(path);
        QVERIFY(w.statistics.statistics() == written);
        QVERIFY(w.newEasyGame());
        w.playOptimal();
        QTRY_VERIFY(w.model()->isSolved());
        atClose = w.statistics.statistics();
        QCOMPARE(atClose.history().back().puzzle, QStringLiteral("magic-board"));
        w.close();
    }
    Game again(path);
    QVERIFY(again.statistics.statistics() == atClose);
    again.choose(QStringLiteral("magic-board"));
    const Tally easy = atClose.tally(QStringLiteral("magic-board"), PlayMode::Coach, StatsScope::Easy);
    int rows = -1;
    QString games;
    QVERIFY(again.inStatistics([&](StatisticsDialog& dialog) {
        rows = dialog.recentGames()->list()->rowCount();
        dialog.modeChooser()->setCurrentIndex(dialog.modeChooser()->findText(QStringLiteral("Coach")));
        games = figureText(dialog, StatisticsDialog::Games, StatsScope::Easy);
    }));
    QCOMPARE(rows, GameStatistics::HistoryLength);
    QCOMPARE(games, QLocale().toString(easy.games));
}

void TestStatisticsDialog::theDialogReadsWhole_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("1400x900") << QSize(1400, 900);
}

// Every figure's name and every difficulty whole, no row of the figures scrolled away, the
// buttons inside the dialog, the dialog inside the window; names for screen readers.
void TestStatisticsDialog::theDialogReadsWhole()
{
    QFETCH(QSize, screen);
    Game w;
    std::mt19937_64 random(5);
    const GameStatistics s = randomStatistics(random, 80);
    for (const GameRecord& g : s.history())
        w.statistics.record(g);
    QVERIFY(w.inStatistics([&](StatisticsDialog& dialog) {
        // As on a screen that size: the dialog within it, its frame aside.
        dialog.resize(dialog.size().boundedTo(screen - QSize(16, 40)));
        QVERIFY2(dialog.minimumSizeHint().width() <= dialog.width() && dialog.minimumSizeHint().height() <= dialog.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog.minimumSizeHint().width()).arg(dialog.minimumSizeHint().height())));
        QVERIFY(layoutsSettled(&dialog)); // the figures' table laid out at the new size, its scroll bars shown or not
        QTableWidget* figures = dialog.figures();
        QVERIFY2(!figures->verticalScrollBar()->isVisible(), "a figure is scrolled out of sight");
        QVERIFY2(!figures->horizontalScrollBar()->isVisible(), "a difficulty is scrolled out of sight");
        QHeaderView* rows = figures->verticalHeader();
        for (int r = 0; r < rows->count(); ++r) {
            const QString name = figures->verticalHeaderItem(r)->text();
            QVERIFY2(rows->width() >= rows->fontMetrics().horizontalAdvance(name), qPrintable(name));
        }
        QHeaderView* columns = figures->horizontalHeader();
        for (int c = 0; c < columns->count(); ++c)
            QVERIFY2(columns->sectionSize(c) >= columns->sectionSizeHint(c),
                     qPrintable(figures->horizontalHeaderItem(c)->text()));
        for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
            if (!button->isVisible())
                continue;
            QVERIFY2(dialog.rect().contains(QRect(button->mapTo(&dialog, QPoint(0, 0)), button->size())),
                     qPrintable(button->text()));
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));
        }
        QVERIFY(!figures->accessibleName().isEmpty());
        QVERIFY(!dialog.recentGames()->list()->accessibleName().isEmpty());
        QVERIFY(!dialog.recentGames()->chartView()->accessibleName().isEmpty());
        QVERIFY(!dialog.exportButton()->accessibleName().isEmpty());
        QVERIFY(!dialog.puzzleChooser()->accessibleName().isEmpty());
        QVERIFY(!dialog.modeChooser()->accessibleName().isEmpty());
        // The list and the chart, each a page: the list's columns whole (it scrolls sideways at
        // the smallest size), the chart with a point a game.
        dialog.pages()->setCurrentIndex(2);
        QCOMPARE(dialog.recentGames()->overParSeries()->count(), int(s.history().size()));
        QVERIFY(dialog.recentGames()->chartView()->isVisible());
        // The first and the last games' points inside the plot, not on its edges (half cut off).
        const auto* axis = qobject_cast<QValueAxis*>(dialog.recentGames()->overParSeries()->attachedAxes().value(0));
        QVERIFY(axis && axis->orientation() == Qt::Horizontal);
        QVERIFY2(axis->min() < 1 && axis->max() > double(s.history().size()),
                 qPrintable(QStringLiteral("%1..%2").arg(axis->min()).arg(axis->max())));
    }));
}

MINIMOVES_TEST_MAIN(TestStatisticsDialog)
} // namespace tst_statistics_dialog
#include "tst_statistics_dialog.moc"
