// The statistics through the window, as a player meets them: a game played to the end appears in
// Game ▸ Statistics (its row, its columns, its point on the chart); one Solve finished is listed and
// not counted as solved; Export as CSV writes the list's bytes; a restart shows what was kept; a
// damaged statistics file at start is said in the band; the dialog reads whole at 640x480 and
// 1400x900, every table, chart and button named for screen readers.
#include "game/game_clock.h"
#include "shell/recent_games.h"
#include "shell/statistics_dialog.h"
#include "shell/statistics_texts.h"

#include "event_rounds.h"
#include "game_fixture.h"
#include "statistics_fixture.h"

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

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;
using minimoves::testing::layoutsSettled;

namespace {

bool settled(const GameSession* s)
{
    return s && s->hasGame() && s->distance() && s->solution() && s->phase() == Phase::Playing;
}

struct Window : WindowFixture {
    // The statistics kept in `path` ("" in memory).
    explicit Window(const QString& path = QString())
    {
        if (!path.isEmpty())
            window.openStatistics(path);
    }
    // A new Magic Board game at Easy, drawn as New draws it.
    bool newEasyGame()
    {
        if (!show({960, 680}))
            return false;
        window.selectPuzzle(QStringLiteral("magic-board"));
        action(Action::NewEasy)->trigger();
        return QTest::qWaitFor([&] { return settled(session()) && session()->gameDifficulty() == Difficulty::Easy; }, 60000);
    }
    // The optimal moves, by their keys, to the goal.
    void playOptimal()
    {
        while (!model()->isSolved()) {
            QVERIFY(QTest::qWaitFor([&] { return settled(session()); }, 30000));
            QTest::keyClick(window.board(), Qt::Key(Qt::Key_A + session()->solution()->path.front()));
        }
    }
    // Game ▸ Statistics; `look` runs with the dialog open, which is then closed with Return.
    bool inStatistics(const std::function<void(StatisticsDialog&)>& look)
    {
        bool opened = false;
        QTimer::singleShot(0, &window, [&] {
            auto* dialog = window.findChild<StatisticsDialog*>();
            if (!dialog)
                return;
            opened = true;
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            look(*dialog);
            QTest::keyClick(dialog, Qt::Key_Return);
        });
        action(Action::Statistics)->trigger();
        return opened;
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

class TestStatisticsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void aGamePlayedToTheEndIsListed();
    void aGameFinishedBySolveIsListedNotSolved();
    void exportAsCsvWritesTheList();
    void theChoosersAndPagesTakeKeys();
    void aRestartShowsWhatWasKept();
    void aDamagedFileAtStartIsSaidInTheBand();
    void theDialogReadsWhole_data();
    void theDialogReadsWhole();
};

void TestStatisticsWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_statistics_window"));
}

void TestStatisticsWindow::aGamePlayedToTheEndIsListed()
{
    Window w;
    QVERIFY(w.newEasyGame());
    const int par = *w.session()->distance();
    w.playOptimal();
    QTRY_VERIFY(w.model()->isSolved());
    const GameRecord kept = w.window.statistics()->statistics().history().value(0);
    QCOMPARE(w.window.statistics()->statistics().history().size(), 1);
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

void TestStatisticsWindow::aGameFinishedBySolveIsListedNotSolved()
{
    Window w;
    QVERIFY(w.newEasyGame());
    w.action(Action::Solve)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(w.model()->isSolved() && w.session()->phase() == Phase::Playing, 30000);
    QCOMPARE(w.window.statistics()->statistics().history().size(), 1);
    QVERIFY(w.window.statistics()->statistics().history().front().assisted);
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
void TestStatisticsWindow::exportAsCsvWritesTheList()
{
    Window w;
    QVERIFY(w.show({960, 680}));
    StatisticsStore* store = w.window.statistics();
    GameRecord first = game("ball-grid", Difficulty::Medium, 10, 12, PlayMode::Play, false, 134000, 0);
    first.variant = QStringLiteral("4x4");
    first.hints = 2;
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
             QByteArray("finished_utc,puzzle,variant,difficulty,mode,par,moves,over_par,time_ms,time,hints,deepest_hint,result\r\n"
                        "2026-12-02T12:00:00Z,ball-grid,4x4,medium,play,10,12,2,134000,2:14,2,1,solved\r\n"
                        "2026-12-02T12:02:00Z,sawtooth,,hardest,play,9,9,0,0,0:00,0,0,finished-by-solve\r\n"));
}

// The puzzle and the mode are chosen by keys, and the figures follow; a click on a tab turns the page.
void TestStatisticsWindow::theChoosersAndPagesTakeKeys()
{
    Window w;
    QVERIFY(w.show({960, 680}));
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    StatisticsStore* store = w.window.statistics();
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
void TestStatisticsWindow::aRestartShowsWhatWasKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    std::mt19937_64 random(28);
    const GameStatistics written = randomStatistics(random, 120);
    QString error;
    QVERIFY2(StatisticsStore::write(written, path, &error), qPrintable(error));
    GameStatistics atClose;
    {
        Window w(path);
        QVERIFY(w.window.statistics()->statistics() == written);
        QVERIFY(w.newEasyGame());
        w.playOptimal();
        QTRY_VERIFY(w.model()->isSolved());
        atClose = w.window.statistics()->statistics();
        QCOMPARE(atClose.history().back().puzzle, QStringLiteral("magic-board"));
        w.window.close();
    }
    Window again(path);
    QVERIFY(again.window.statistics()->statistics() == atClose);
    QVERIFY(again.show({960, 680}));
    again.window.selectPuzzle(QStringLiteral("magic-board"));
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

void TestStatisticsWindow::aDamagedFileAtStartIsSaidInTheBand()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"minimoves-statistics","version":1,"tallies":{"magic-board":{"play":{"easy":{"games":-4}}}},"history":[]})");
    }
    Window w(path);
    QVERIFY(w.show({960, 680}));
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->message().contains(QStringLiteral("statistics.json")) && notice->message().contains(QStringLiteral("\"games\"")) &&
                 notice->message().contains(QStringLiteral("kept as statistics.json.corrupt-")),
             qPrintable(notice->message()));
    QCOMPARE(QDir(notice->folder()).canonicalPath(), QDir(dir.path()).canonicalPath());
    QVERIFY(w.window.statistics()->statistics().isEmpty());
}

void TestStatisticsWindow::theDialogReadsWhole_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("640x480") << QSize(640, 480);
    QTest::newRow("1400x900") << QSize(1400, 900);
}

// Every figure's name and every difficulty whole, no row of the figures scrolled away, the
// buttons inside the dialog, the dialog inside the window; names for screen readers.
void TestStatisticsWindow::theDialogReadsWhole()
{
    QFETCH(QSize, screen);
    Window w;
    QVERIFY(w.show(screen));
    std::mt19937_64 random(5);
    const GameStatistics s = randomStatistics(random, 80);
    for (const GameRecord& g : s.history())
        w.window.statistics()->record(g);
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

QTEST_MAIN(TestStatisticsWindow)
#include "tst_statistics_window.moc"
