// Contest input opened as games, as a player does it: Game ▸ Open contest input… (the file dialog,
// the list of cases, Open / double-click / Enter), every statement sample's every case opened as its
// position at the contest's distance, bad files refused with the game untouched, and
// `minimoves --contest PUZZLE FILE`. And long contest files (issue 28, finding 4): a million Eight
// Puzzle cases took 850 bytes a case and a frozen window until the whole file was parsed. Now the
// cases are kept as compact codes (ContestCaseStore), read by a worker through a bounded stream
// (files::BoundedFileBuffer) and drawn by a QTableView over a model: the list shows at once, fills
// as the file is read, the window's own timers run throughout, its Close stops the read, and a bad
// case past the first ones is refused as in a short file. Sizes are asserted (bytes a case), never
// times.
//
// Reading a sample's answers (tests/data/samples/<puzzle>.out) as distances: one line a case, Magic
// Board's one case the whole file (its first line the distance); the Eight Puzzle answers a move
// string (its length) or "unsolvable" (the game opens it and shows the goal out of reach); Rolling
// Cubes' -1 is "more than 30 rolls" (the game opens it at its true distance, which the test checks
// is more than 30).
#include "boards/puzzle_ui.h"
#include "game/store/contest_case_store.h"
#include "game/store/file_limits.h"
#include "game/session/game_model.h"
#include "shell/contest/contest_dialog.h"
#include "shell/window/main_window.h"

#include "contest_fixture.h"
#include "game_fixture.h"
#include "test_registry.h"

#include "cli_process.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTableView>
#include <QProgressBar>
#include <QThreadPool>
#include <QtTest>

#include <sys/stat.h>

#include <functional>
#include <sstream>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_contest_game {

using namespace minimoves;
using namespace minimoves::app;

class TestContestGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everySampleCaseOpensAsItsPosition_data();
    void everySampleCaseOpensAsItsPosition();
    void theMenuListsTheCasesAndOpensTheChosenOne();
    void aCaseTheGameCannotShowIsListedWithWhy();
    void closingTheListStopsItsSearches();
    void anUnsolvableBoardOpensWithTheGoalOutOfReach();
    void badFilesAreRefusedAndTheGameStays_data();
    void badFilesAreRefusedAndTheGameStays();
    void aBadFileThroughTheMenuSaysWhyInAMessageBox();
    void theCommandLineOpensAContestFile();
    void endlessInputIsRefusedThroughTheMenu_data();
    void endlessInputIsRefusedThroughTheMenu();
    void theCommandLineRefusesEndlessInput();
    // Long contest files.
    void theStoreKeepsEveryCaseAsTheParserMadeIt_data();
    void theStoreKeepsEveryCaseAsTheParserMadeIt();
    void theStoreTakesTheBytesACaseNeeds();
    void theBoundedStreamReadsWhatReadBoundedReads();
    void theBoundedStreamStopsAtItsLimitAndOnCancel();
    void aMillionCasesListAsTheyAreReadWithTheWindowLive();
    void closingTheListStopsTheRead();
    void aLongFileBadPastItsFirstCasesIsRefused();

private:
    QTemporaryDir m_dir;
    QString m_million; // a million Eight Puzzle cases, the last one "x 1 2 3 4 5 6 7 8"
};

namespace {

QString samplesOf(const QString& puzzle) { return samplePath(puzzle + QStringLiteral(".in")); }

// The sample's answers, one entry a case.
QStringList sampleAnswers(const QString& puzzle)
{
    const QString text = QString::fromLatin1(readSample(puzzle + QStringLiteral(".out"))).trimmed();
    if (puzzle == QLatin1String("magic-board"))
        return {text};
    return text.split(QLatin1Char('\n'));
}

struct Expected {
    int distance = Solution::Unreachable;
    bool orFarther = false;
};

Expected distanceOf(const QString& puzzle, const QString& answer)
{
    const QString first = answer.split(QLatin1Char('\n')).value(0).trimmed();
    if (puzzle == QLatin1String("shifting-grid"))
        return {first.section(QLatin1Char(' '), 2).toInt()};
    if (puzzle == QLatin1String("eight-puzzle"))
        return first == QLatin1String("unsolvable") ? Expected{} : Expected{int(first.size())};
    if (puzzle == QLatin1String("fifteen-puzzle")) // a move string; "" at the goal
        return first == QLatin1String("This puzzle is not solvable.") ? Expected{} : Expected{int(first.size())};
    if (puzzle == QLatin1String("huarong-dao")) // "81 b4-b5 d5-c5 ...", "0" or "unsolvable"
        return first == QLatin1String("unsolvable") ? Expected{} : Expected{first.section(QLatin1Char(' '), 0, 0).toInt()};
    if (puzzle == QLatin1String("rolling-cubes") && first == QLatin1String("-1"))
        return {31, true};
    if (puzzle == QLatin1String("rush-hour") || puzzle == QLatin1String("pocket-cube") || // the distance, then the
        puzzle == QLatin1String("pyraminx") || puzzle == QLatin1String("skewb"))          // moves; "unsolvable"
        return first == QLatin1String("unsolvable") ? Expected{} : Expected{first.section(QLatin1Char(' '), 0, 0).toInt()};
    return {first.toInt()};
}

// Game ▸ Open contest input…, the file chosen in the file dialog with the puzzle's filter, and Open.
void openThroughTheMenu(MainWindow& window, const QString& puzzle, const QString& fileName)
{
    actionOf(window, Action::OpenContest)->trigger();
    auto* dialog = window.findChild<QFileDialog*>(QStringLiteral("contestFileDialog"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const QString filter = QStringLiteral("%1 contest input (*)").arg(puzzleTitle(puzzle.toStdString()));
    QVERIFY2(dialog->nameFilters().contains(filter), qPrintable(dialog->nameFilters().join(QLatin1Char('|'))));
    QCOMPARE(dialog->nameFilters().size(), int(puzzleUis().size()));
    dialog->selectNameFilter(filter);
    // The file's path typed where the file name goes, as a player may.
    const QString path = QFileInfo(fileName).absoluteFilePath();
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->clear();
    QTest::keyClicks(name, path);
    QVERIFY2(QTest::qWaitFor([&] { return dialog->selectedFiles() == QStringList{path}; }, 10000),
             qPrintable(dialog->selectedFiles().join(QLatin1Char('|')) + QStringLiteral(" / ") + path));
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(buttons && buttons->button(QDialogButtonBox::Open));
    QVERIFY(QTest::qWaitFor([&] { return buttons->button(QDialogButtonBox::Open)->isEnabled(); }, 10000));
    QPointer<QFileDialog> alive = dialog;
    QTest::mouseClick(buttons->button(QDialogButtonBox::Open), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return alive.isNull(); }, 10000));
}

// The message box that says why a contest file was refused: its text read, then dismissed with
// Return. *text stays empty when no box came (the test has then failed).
void takeContestError(MainWindow& window, QString* text)
{
    QPointer<QMessageBox> box;
    QVERIFY(QTest::qWaitFor([&] { return (box = window.findChild<QMessageBox*>(QStringLiteral("contestError"))); }, 10000));
    QVERIFY(QTest::qWaitForWindowExposed(box));
    *text = box->text();
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return box.isNull(); }, 5000));
}

QPoint rowCentre(QTableView* list, int row)
{
    return list->visualRect(list->model()->index(row, 0)).center();
}

// The game in the window is the case's: its puzzle, variant, instance and position, and the
// distance the session shows.
void verifyOpened(MainWindow& window, const QString& puzzle, const ContestCase& contestCase, const Expected& want)
{
    QCOMPARE(window.currentPuzzleId(), puzzle);
    QVERIFY(modelOf(window)->puzzle());
    QCOMPARE(QString::fromStdString(modelOf(window)->puzzle()->instanceText()), QString::fromStdString(contestCase.instance));
    QCOMPARE(modelOf(window)->state(), contestCase.state);
    QCOMPARE(modelOf(window)->undoStack()->count(), 0);
    // The session of the puzzle's variant; a game of no variant (a Huarong Dao tray that is none
    // of the classic layouts) is played in the default one's.
    const std::string variant = modelOf(window)->puzzle()->variant();
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    const auto variants = type->variants();
    const bool listed = variants.empty() || std::find(variants.begin(), variants.end(), variant) != variants.end();
    const std::string session = listed ? variant : type->defaultVariant.empty() ? variants.front() : std::string(type->defaultVariant);
    QCOMPARE(window.session()->variant(), QString::fromStdString(session));
    QVERIFY(QTest::qWaitFor([&] { return window.session()->answer()->solution().has_value(); }, 60000));
    const int distance = window.session()->answer()->solution()->distance;
    const QString where = QString::fromStdString(contestCase.label) + QStringLiteral(": game %1").arg(distance);
    if (want.orFarther)
        QVERIFY2(distance == Solution::Unreachable || distance >= want.distance, qPrintable(where));
    else
        QVERIFY2(distance == want.distance, qPrintable(where));
}

// What minimoves-cli says of bad input: its one line on stderr.
QString cliError(const QString& puzzle, const QByteArray& input)
{
    int code = -1;
    QByteArray errors;
    runContest(puzzle.toLatin1().constData(), input, &code, &errors);
    return code == 2 ? QString::fromUtf8(errors).trimmed() : QString();
}

QString writeTemp(QTemporaryDir& dir, const QByteArray& bytes)
{
    static int n = 0;
    const QString name = dir.filePath(QStringLiteral("input%1.in").arg(++n));
    QFile file(name);
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return name;
}

constexpr int Million = 1000000;
const QByteArray LastBoard("x 1 2 3 4 5 6 7 8");

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

std::vector<ContestCase> parse(const char* puzzle, const QByteArray& bytes)
{
    std::istringstream in(bytes.toStdString());
    auto cases = findPuzzleType(puzzle)->contestCases(in);
    return cases ? std::move(cases).value() : std::vector<ContestCase>{};
}

} // namespace

void TestContestGame::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_contest_game"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_million = write(m_dir, QStringLiteral("million.in"), eightPuzzleCases(Million, LastBoard));
    QVERIFY(!m_million.isEmpty());
}

void TestContestGame::everySampleCaseOpensAsItsPosition_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleUi& ui : puzzleUis())
        QTest::newRow(ui.id.data()) << ui.idText();
    QCOMPARE(int(puzzleUis().size()), int(puzzleTypes().size()));
}

void TestContestGame::everySampleCaseOpensAsItsPosition()
{
    QFETCH(QString, puzzle);
    const QStringList answers = sampleAnswers(puzzle);
    QString error;
    const auto cases = readContestFile(puzzle, samplesOf(puzzle), &error);
    QVERIFY2(cases, qPrintable(error));
    QCOMPARE(int(cases->size()), int(answers.size()));
    auto window = makeContestWindow();
    for (int i = 0; i < int(cases->size()); ++i) {
        const ContestCase& c = (*cases)[std::size_t(i)];
        const Expected want = distanceOf(puzzle, answers[i]);
        // Every sample case is a game, but a twisty puzzle's twisted corner: a position no game has
        // (no state), which the list shows as one that cannot be opened (below).
        if (!c.playable()) {
            QVERIFY2(answers[i] == QLatin1String("unsolvable"), qPrintable(answers[i]));
            QVERIFY(puzzle == QLatin1String("pocket-cube") || puzzle == QLatin1String("skewb") ||
                    puzzle == QLatin1String("pyraminx"));
            continue;
        }
        QVERIFY(openContestAndWait(filesOf(*window), puzzle, samplesOf(puzzle), &error));
        if (cases->size() > 1) {
            ContestDialog* dialog = filesOf(*window)->contestDialog();
            QVERIFY(dialog);
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            QCOMPARE(dialog->caseCount(), int(cases->size()));
            if (i == 0) { // once: every distance the list shows is the contest's
                QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 120000));
                for (int k = 0; k < int(cases->size()); ++k) {
                    const Expected wantK = distanceOf(puzzle, answers[k]);
                    if (!(*cases)[std::size_t(k)].playable()) {
                        QVERIFY(!dialog->distance(k));
                        QCOMPARE(cellText(dialog, k, ContestDialog::DistanceColumn), QStringLiteral("—"));
                        QVERIFY(cellText(dialog, k, ContestDialog::NoteColumn).startsWith(QStringLiteral("Cannot be opened")));
                        continue;
                    }
                    const int shown = *dialog->distance(k);
                    if (wantK.orFarther)
                        QVERIFY(shown == Solution::Unreachable || shown >= wantK.distance);
                    else
                        QVERIFY2(shown == wantK.distance,
                                 qPrintable(QStringLiteral("case %1 shows %2, the contest says %3").arg(k + 1).arg(shown).arg(answers[k])));
                    QVERIFY(!cellText(dialog, k, ContestDialog::DistanceColumn).contains(QStringLiteral("…")));
                }
            }
            QTest::mouseClick(dialog->list()->viewport(), Qt::LeftButton, {}, rowCentre(dialog->list(), i));
            QCOMPARE(dialog->currentRow(), i);
            QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Open), Qt::LeftButton);
            QVERIFY(QTest::qWaitFor([&] { return !filesOf(*window)->contestDialog(); }, 5000));
        }
        verifyOpened(*window, puzzle, c, want);
    }
}

void TestContestGame::theMenuListsTheCasesAndOpensTheChosenOne()
{
    auto window = makeContestWindow();
    const QString puzzle = QStringLiteral("rolling-cubes");
    QString error;
    const auto cases = readContestFile(puzzle, samplesOf(puzzle), &error);
    QVERIFY(cases);
    const QStringList answers = sampleAnswers(puzzle);

    // The file dialog offers every puzzle's format; the one chosen reads the file.
    openThroughTheMenu(*window, puzzle, samplesOf(puzzle));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QTest::qWaitFor([&] { return filesOf(*window)->contestDialog() != nullptr; }, 10000));
    ContestDialog* dialog = filesOf(*window)->contestDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCOMPARE(window->currentPuzzleId(), puzzle); // the list's puzzle is behind it
    QTableView* list = dialog->list();
    QCOMPARE(dialog->caseCount(), 8);
    QCOMPARE(cellText(dialog, 0, ContestDialog::CaseColumn), QStringLiteral("Dataset 1"));
    QCOMPARE(cellText(dialog, 7, ContestDialog::CaseColumn), QStringLiteral("Dataset 8"));
    // Each distance as it arrives, in order.
    QSignalSpy shown(dialog, &ContestDialog::distanceShown);
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 120000));
    for (int k = 1; k < shown.size(); ++k)
        QVERIFY(shown[k - 1][0].toInt() < shown[k][0].toInt());
    QCOMPARE(cellText(dialog, 2, ContestDialog::DistanceColumn), QStringLiteral("13 moves"));

    // Keys: Down twice to Dataset 3, Enter opens it.
    list->setFocus();
    QCOMPARE(dialog->currentRow(), 0);
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return !filesOf(*window)->contestDialog(); }, 5000));
    verifyOpened(*window, puzzle, (*cases)[2], distanceOf(puzzle, answers[2]));

    // A double-click on Dataset 5 opens it.
    openThroughTheMenu(*window, puzzle, samplesOf(puzzle));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(QTest::qWaitFor([&] { return filesOf(*window)->contestDialog() != nullptr; }, 10000));
    dialog = filesOf(*window)->contestDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    list = dialog->list();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rowCentre(list, 4));
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rowCentre(list, 4));
    QVERIFY(QTest::qWaitFor([&] { return !filesOf(*window)->contestDialog(); }, 5000));
    verifyOpened(*window, puzzle, (*cases)[4], distanceOf(puzzle, answers[4]));
}

void TestContestGame::aCaseTheGameCannotShowIsListedWithWhy()
{
    QTemporaryDir dir;
    auto window = makeContestWindow();
    // Ball Grid: a 1x3 case between two 2x2 ones; the second 2x2 is a 3x2 (another board size).
    const QString file = writeTemp(dir, "2 2\nRB\nRR\nRR\nRB\n1 3\nRBG\nGBR\n3 2\nRR\nRB\nRR\nRR\nRR\nBR\n0\n");
    QString error;
    QVERIFY(openContestAndWait(filesOf(*window), QStringLiteral("ball-grid"), file, &error));
    ContestDialog* dialog = filesOf(*window)->contestDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTableView* list = dialog->list();
    QCOMPARE(dialog->caseCount(), 3);
    QVERIFY2(cellText(dialog, 1, ContestDialog::NoteColumn).contains(QStringLiteral("1x3")),
             qPrintable(cellText(dialog, 1, ContestDialog::NoteColumn)));
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 60000));
    QVERIFY(!dialog->distance(1)); // never asked
    // The game behind the list (Ball Grid's, drawn as the list came up).
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr && !window->solver()->busy(); }, 60000));
    const StateRank before = modelOf(*window)->state();
    const std::string instance = modelOf(*window)->puzzle()->instanceText();
    QCOMPARE(cellText(dialog, 0, ContestDialog::DistanceColumn), QStringLiteral("1 move"));
    // It cannot be opened: Open is off, a double-click does nothing.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rowCentre(list, 1));
    QCOMPARE(dialog->currentRow(), 1);
    QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Open)->isEnabled());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rowCentre(list, 1));
    QVERIFY(filesOf(*window)->contestDialog());
    QCOMPARE(modelOf(*window)->state(), before);
    QCOMPARE(modelOf(*window)->puzzle()->instanceText(), instance);
    // The 3x2 case opens on the 3x2 board.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rowCentre(list, 2));
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Open)->isEnabled());
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Open), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return !filesOf(*window)->contestDialog(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("ball-grid"));
    QCOMPARE(window->session()->variant(), QStringLiteral("3x2"));
}

void TestContestGame::closingTheListStopsItsSearches()
{
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return !window->solver()->busy(); }, 30000));
    const StateRank before = modelOf(*window)->state();
    const QString puzzle = window->currentPuzzleId();
    QString error;
    // Rolling Cubes: each distance builds a table (a quarter of a second), one after another.
    QVERIFY(openContestAndWait(filesOf(*window), QStringLiteral("rolling-cubes"), samplesOf(QStringLiteral("rolling-cubes")), &error));
    QPointer<ContestDialog> dialog = filesOf(*window)->contestDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    const int stoppedBefore = window->solver()->stoppedRequests();
    QVERIFY(dialog->pending() > 0);
    QTest::keyClick(dialog->list(), Qt::Key_Escape);
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull(); }, 5000));
    // The search under way was stopped (its reply deleted: its answer never comes).
    QVERIFY(QTest::qWaitFor([&] { return window->solver()->stoppedRequests() >= stoppedBefore + 1; }, 30000));
    QVERIFY(QTest::qWaitFor([&] { return !window->solver()->busy(); }, 30000));
    // Closing opens nothing: the puzzle behind the list is shown, its game as it was.
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("rolling-cubes"));
    window->selectPuzzle(puzzle);
    QCOMPARE(modelOf(*window)->state(), before);
}

void TestContestGame::anUnsolvableBoardOpensWithTheGoalOutOfReach()
{
    QTemporaryDir dir;
    auto window = makeContestWindow();
    const QByteArray input("1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n");
    int code = -1;
    QCOMPARE(runContest("eight-puzzle", input, &code), QByteArray("\nunsolvable\n")); // the contest's answers
    QCOMPARE(code, 0);
    QString error;
    QVERIFY(openContestAndWait(filesOf(*window), QStringLiteral("eight-puzzle"), writeTemp(dir, input), &error));
    ContestDialog* dialog = filesOf(*window)->contestDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 60000));
    QCOMPARE(cellText(dialog, 0, ContestDialog::DistanceColumn), QStringLiteral("0 moves"));
    QCOMPARE(cellText(dialog, 1, ContestDialog::DistanceColumn), QStringLiteral("unreachable"));
    // A double-click: the press of its first click, then the double-click.
    QTest::mouseClick(dialog->list()->viewport(), Qt::LeftButton, {}, rowCentre(dialog->list(), 1));
    QTest::mouseDClick(dialog->list()->viewport(), Qt::LeftButton, {}, rowCentre(dialog->list(), 1));
    QVERIFY(QTest::qWaitFor([&] { return !filesOf(*window)->contestDialog(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("eight-puzzle"));
    QVERIFY(QTest::qWaitFor([&] { return window->session()->answer()->solution().has_value(); }, 30000));
    QCOMPARE(window->session()->answer()->solution()->distance, Solution::Unreachable);
    QVERIFY(!actionOf(*window, Action::Solve)->isEnabled());
    QVERIFY(actionOf(*window, Action::New)->isEnabled()); // the way out
}

void TestContestGame::badFilesAreRefusedAndTheGameStays_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("shifting-grid") << "shifting-grid" << QByteArray("1\nWWWWWW BGGGGB WGGXGW BBBBBB\n");
    QTest::newRow("sawtooth") << "sawtooth" << QByteArray("2\n......#. ........\n");
    QTest::newRow("rolling-cubes") << "rolling-cubes" << QByteArray("1 2\nW W W\nE W W\nW W W\n5 5\n");
    QTest::newRow("magic-board") << "magic-board" << QByteArray("1 2 3 4 5 6 7 7\n");
    QTest::newRow("ball-grid") << "ball-grid" << QByteArray("2 2\nRR\nRR\nBB\nBB\n9 9\n");
    QTest::newRow("eight-puzzle") << "eight-puzzle" << QByteArray("1 2 3 x 4 6 7 5 8\n1 2 3 x\n");
    QTest::newRow("another puzzle's sample") << "eight-puzzle" << readSample(QStringLiteral("magic-board.in"));
    QTest::newRow("empty") << "shifting-grid" << QByteArray();
}

void TestContestGame::badFilesAreRefusedAndTheGameStays()
{
    QFETCH(QString, puzzle);
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr; }, 30000));
    window->session()->playMove(1);
    const StateRank state = modelOf(*window)->state();
    const std::string instance = modelOf(*window)->puzzle()->instanceText();
    const QString shown = window->currentPuzzleId();
    QString error;
    QVERIFY(!openContestAndWait(filesOf(*window), puzzle, writeTemp(dir, bytes), &error));
    const QString cli = cliError(puzzle, bytes);
    QVERIFY(!cli.isEmpty());
    QCOMPARE(error, cli); // minimoves-cli's own line
    QVERIFY(!filesOf(*window)->contestDialog());
    QCOMPARE(window->currentPuzzleId(), shown);
    QCOMPARE(modelOf(*window)->state(), state);
    QCOMPARE(modelOf(*window)->puzzle()->instanceText(), instance);
    QCOMPARE(modelOf(*window)->undoStack()->count(), 1);
    // A file that is not there says so, and changes nothing either.
    QVERIFY(!openContestAndWait(filesOf(*window), puzzle, dir.filePath(QStringLiteral("missing.in")), &error));
    QVERIFY(error.contains(QStringLiteral("missing.in")));
    QCOMPARE(modelOf(*window)->state(), state);
}

void TestContestGame::aBadFileThroughTheMenuSaysWhyInAMessageBox()
{
    QTemporaryDir dir;
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr; }, 30000));
    window->session()->playMove(2);
    const StateRank state = modelOf(*window)->state();
    const QByteArray bytes("1 2 3 4 5 6 7\n");
    openThroughTheMenu(*window, QStringLiteral("magic-board"), writeTemp(dir, bytes));
    if (QTest::currentTestFailed())
        return;
    QString said;
    takeContestError(*window, &said);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(said, cliError(QStringLiteral("magic-board"), bytes));
    QCOMPARE(modelOf(*window)->state(), state);
    QCOMPARE(modelOf(*window)->undoStack()->count(), 1);
}

void TestContestGame::theCommandLineOpensAContestFile()
{
    QTemporaryDir dir;
    auto run = [&](const QStringList& arguments, QByteArray* errors) {
        QProcess game;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        game.setProcessEnvironment(environment);
        game.start(QStringLiteral(MINIMOVES_GAME), arguments);
        game.waitForFinished(120000);
        *errors = game.readAllStandardError();
        return game.exitStatus() == QProcess::NormalExit ? game.exitCode() : -1;
    };
    QByteArray errors;
    // One case (Magic Board) and several (Shifting Grid): both end with the screenshot.
    for (const char* puzzle : {"magic-board", "shifting-grid"}) {
        const QString shot = dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(puzzle)));
        QCOMPARE(run({QStringLiteral("--contest"), QLatin1String(puzzle), samplesOf(QLatin1String(puzzle)),
                      QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("800x600")},
                     &errors),
                 0);
        QVERIFY(QImage(shot).size() == QSize(800, 600));
    }
    // Bad input: the CLI's one line on stderr, exit status 2, no window.
    const QString bad = writeTemp(dir, "1 2 3 x 4 6 7 5 9\n");
    const QString shot = dir.filePath(QStringLiteral("bad.png"));
    QCOMPARE(run({QStringLiteral("--contest"), QStringLiteral("eight-puzzle"), bad, QStringLiteral("--screenshot"), shot},
                 &errors),
             2);
    QStringList lines;
    for (const QString& line : QString::fromUtf8(errors).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.startsWith(QStringLiteral("QStandardPaths:"))) // Qt's own note when XDG_RUNTIME_DIR is unset
            lines << line;
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.front(), cliError(QStringLiteral("eight-puzzle"), "1 2 3 x 4 6 7 5 9\n"));
    QVERIFY(!QFile::exists(shot));
    // No file, or an unknown puzzle: exit status 2 too.
    QCOMPARE(run({QStringLiteral("--contest"), QStringLiteral("eight-puzzle"), QStringLiteral("--screenshot"), shot}, &errors), 2);
    QCOMPARE(run({QStringLiteral("--contest"), QStringLiteral("chess"), bad, QStringLiteral("--screenshot"), shot}, &errors), 2);
}

void TestContestGame::endlessInputIsRefusedThroughTheMenu_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("/dev/zero") << "zero";
    QTest::newRow("a FIFO") << "fifo";
}

// Finding 3: Open contest input… with /dev/zero or a FIFO froze the window and ate gigabytes; now
// the file is refused unopened, in a message box that names it, and the game stays as it was.
void TestContestGame::endlessInputIsRefusedThroughTheMenu()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path = QStringLiteral("/dev/zero");
    if (kind == QLatin1String("fifo")) {
        path = dir.filePath(QStringLiteral("cases.in"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    }
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr; }, 30000));
    window->session()->playMove(2);
    const StateRank state = modelOf(*window)->state();
    openThroughTheMenu(*window, QStringLiteral("eight-puzzle"), path);
    if (QTest::currentTestFailed())
        return;
    QString said;
    takeContestError(*window, &said);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(said.contains(QStringLiteral("device or a pipe")) && said.contains(path), qPrintable(said));
    QCOMPARE(modelOf(*window)->state(), state);
    QCOMPARE(modelOf(*window)->undoStack()->count(), 1);
}

// --contest with /dev/zero or a FIFO: refused at once with the reason, exit status 2.
void TestContestGame::theCommandLineRefusesEndlessInput()
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("cases.in"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString& path : {QStringLiteral("/dev/zero"), fifo}) {
        QProcess game;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        game.setProcessEnvironment(environment);
        game.start(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--contest"), QStringLiteral("eight-puzzle"), path,
                                                    QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png"))});
        QVERIFY(game.waitForFinished(30000));
        QCOMPARE(game.exitCode(), 2);
        const QString errors = QString::fromUtf8(game.readAllStandardError());
        QVERIFY2(errors.contains(QStringLiteral("device or a pipe")) && errors.contains(path), qPrintable(errors));
    }
}

void TestContestGame::theStoreKeepsEveryCaseAsTheParserMadeIt_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QByteArray>("input");
    for (const PuzzleType& type : puzzleTypes())
        QTest::newRow(type.id.data()) << QString::fromUtf8(type.id.data(), int(type.id.size()))
                                      << readSample(QString::fromUtf8(type.id.data(), int(type.id.size())) + QStringLiteral(".in"));
    // A case the game cannot show between two it can, of another size.
    QTest::newRow("ball-grid, unplayable") << "ball-grid" << QByteArray("2 2\nRB\nRR\nRR\nRB\n1 3\nRBG\nGBR\n3 2\nRR\nRB\nRR\nRR\nRR\nBR\n0\n");
}

void TestContestGame::theStoreKeepsEveryCaseAsTheParserMadeIt()
{
    QFETCH(QString, puzzle);
    QFETCH(QByteArray, input);
    const std::vector<ContestCase> cases = parse(puzzle.toLatin1().constData(), input);
    QVERIFY(!cases.empty());
    ContestCaseStore store;
    for (const ContestCase& c : cases)
        store.add(c);
    QCOMPARE(store.size(), cases.size());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const ContestCase back = store.at(i);
        QCOMPARE(back.label, cases[i].label);
        QCOMPARE(back.instance, cases[i].instance);
        QCOMPARE(back.state, cases[i].state);
        QCOMPARE(back.unplayable, cases[i].unplayable);
        QCOMPARE(store.playable(i), cases[i].playable());
    }
}

// A million Eight Puzzle cases: 12 bytes a case (the position and its shape's index), where the
// list of ContestCase objects and widget items took about 850.
void TestContestGame::theStoreTakesTheBytesACaseNeeds()
{
    const std::vector<ContestCase> cases = parse("eight-puzzle", eightPuzzleCases(200000, LastBoard));
    QCOMPARE(int(cases.size()), 200000);
    ContestCaseStore store;
    for (const ContestCase& c : cases)
        store.add(c);
    const double perCase = double(store.bytesUsed()) / double(store.size());
    QVERIFY2(perCase < 16, qPrintable(QString::number(perCase)));
    QCOMPARE(store.label(199999), std::string("Case 200000"));
    // Labels that are no "<words><number>" are kept whole (Magic Board's "Target ...").
    ContestCase odd = cases[0];
    odd.label = "Target 1 2 3";
    store.add(odd);
    QCOMPARE(store.label(200000), std::string("Target 1 2 3"));
}

void TestContestGame::theBoundedStreamReadsWhatReadBoundedReads()
{
    const QByteArray bytes = eightPuzzleCases(30000, LastBoard);
    const QString file = write(m_dir, QStringLiteral("stream.in"), bytes);
    files::BoundedFileBuffer buffer(files::ContestInputMaxBytes);
    QVERIFY(buffer.open(file));
    std::istream in(&buffer);
    std::vector<ContestCase> streamed;
    const std::string error = findPuzzleType("eight-puzzle")->eachContestCase(in, [&](ContestCase&& c) {
        streamed.push_back(std::move(c));
    });
    QVERIFY2(error.empty(), error.c_str());
    QVERIFY(buffer.failure().isEmpty());
    QCOMPARE(buffer.bytesRead(), qint64(bytes.size()));
    const std::vector<ContestCase> whole = parse("eight-puzzle", bytes);
    QCOMPARE(streamed.size(), whole.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        QCOMPARE(streamed[i].state, whole[i].state);
}

void TestContestGame::theBoundedStreamStopsAtItsLimitAndOnCancel()
{
    const QString file = write(m_dir, QStringLiteral("limit.in"), eightPuzzleCases(100000, LastBoard));
    // Past its limit: refused at open by its size.
    files::BoundedFileBuffer small(1000);
    QVERIFY(!small.open(file));
    QVERIFY(!small.unopened());
    QVERIFY2(small.failure().contains(QStringLiteral("larger than")), qPrintable(small.failure()));
    // A device: refused unopened.
    files::BoundedFileBuffer device(1000);
    QVERIFY(!device.open(QStringLiteral("/dev/zero")));
    QVERIFY(device.unopened());
    // Cancelled: the stream ends at the next chunk, and says so.
    std::atomic_bool cancel{false};
    files::BoundedFileBuffer buffer(files::ContestInputMaxBytes, &cancel);
    QVERIFY(buffer.open(file));
    std::istream in(&buffer);
    int seen = 0;
    findPuzzleType("eight-puzzle")->eachContestCase(in, [&](ContestCase&&) {
        if (++seen == 10)
            cancel = true;
    });
    QVERIFY(buffer.cancelled());
    QVERIFY(!buffer.failure().isEmpty());
    QVERIFY(buffer.bytesRead() < buffer.size());
    QVERIFY(seen < 100000);
}

// The player's way in (the file dialog's Open calls openContestOrSayWhy): the list is there while
// the file is still being read, the window's timers run, the rows come in batches, only the rows
// in view get distances, and the last case opens as its position.
void TestContestGame::aMillionCasesListAsTheyAreReadWithTheWindowLive()
{
    auto window = makeContestWindow();
    int ticks = 0;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
    tick.start(10);
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), m_million);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog);
    QVERIFY(dialog->loader()); // listed before the file is read whole
    QVERIFY(dialog->caseCount() > 0 && dialog->caseCount() < Million);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(dialog->readProgress()->isVisible());
    QVERIFY2(dialog->findChild<QLabel*>()->text().contains(QStringLiteral("so far")),
             qPrintable(dialog->findChild<QLabel*>()->text()));
    QSignalSpy grew(dialog->model(), &QAbstractItemModel::rowsInserted);
    const int ticksAtList = ticks;
    QVERIFY(QTest::qWaitFor([&] { return !dialog->loader(); }, 300000));
    QCOMPARE(dialog->caseCount(), Million);
    QVERIFY2(grew.size() > 1, qPrintable(QString::number(grew.size()))); // filled in several goes
    QVERIFY2(ticks > ticksAtList + 5, qPrintable(QString::number(ticks - ticksAtList))); // the GUI thread ran its timers
    QVERIFY(!dialog->readProgress()->isVisible());
    QCOMPARE(dialog->findChild<QLabel*>()->text(), QStringLiteral("million.in: 1000000 cases of Eight Puzzle. Choose one to play."));
    QCOMPARE(cellText(dialog, Million - 1, ContestDialog::CaseColumn), QStringLiteral("Case 1000000"));
    QVERIFY(dialog->model()->cases().bytesUsed() < std::size_t(16) * Million);
    // The rows in view get their distances, the rest none.
    QVERIFY(QTest::qWaitFor([&] { return dialog->pending() == 0; }, 60000));
    QVERIFY(dialog->distance(0).has_value());
    QVERIFY(!dialog->distance(Million / 2).has_value());
    // Scrolled to the end: the last rows get theirs; the last case opens as its board.
    dialog->list()->scrollToBottom();
    QVERIFY(QTest::qWaitFor([&] { return dialog->distance(Million - 1).has_value(); }, 60000));
    dialog->list()->setCurrentIndex(dialog->model()->index(Million - 1, 0));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Open), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("eight-puzzle"));
    QCOMPARE(modelOf(*window)->state(), parse("eight-puzzle", LastBoard + '\n').front().state);
}

// Close while the file is still being read: the worker stops (the thread pool is idle again), the
// rows read so far are dropped with the list, nothing opens.
void TestContestGame::closingTheListStopsTheRead()
{
    auto window = makeContestWindow();
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), m_million);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog);
    QPointer<ContestLoader> loader = dialog->loader();
    QVERIFY(loader);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // The puzzle behind the list draws its game on a worker: its position is the one to keep.
    QVERIFY(QTest::qWaitFor([&] {
        const auto puzzle = modelOf(*window)->puzzle();
        return puzzle && puzzle->id() == "eight-puzzle";
    }, 30000));
    const StateRank behind = modelOf(*window)->state();
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Close), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull() && loader.isNull(); }, 5000));
    QVERIFY(files::readerPool()->waitForDone(30000)); // the worker has ended
    QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("contestError")));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("eight-puzzle"));
    QCOMPARE(modelOf(*window)->state(), behind);
}

// A long file whose last case is bad: its list showed, then closes; the message box says the
// CLI's line, and the puzzle shown before comes back.
void TestContestGame::aLongFileBadPastItsFirstCasesIsRefused()
{
    const QString file = write(m_dir, QStringLiteral("bad.in"), eightPuzzleCases(200000, "1 2 3 x 4 6 7 5 9"));
    auto window = makeContestWindow();
    QVERIFY(QTest::qWaitFor([&] { return modelOf(*window)->puzzle() != nullptr; }, 30000));
    window->session()->playMove(1);
    const StateRank state = modelOf(*window)->state();
    filesOf(*window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), file);
    QPointer<ContestDialog> dialog; // once its first cases are in (no event loop waits for them)
    QVERIFY(QTest::qWaitFor([&] { return (dialog = filesOf(*window)->contestDialog()); }, 30000));
    QVERIFY(dialog && dialog->loader());
    QPointer<QMessageBox> box;
    QVERIFY(QTest::qWaitFor([&] { return (box = window->findChild<QMessageBox*>(QStringLiteral("contestError"))); }, 120000));
    QVERIFY2(box->text().startsWith(QStringLiteral("eight-puzzle: case 200000: ")), qPrintable(box->text()));
    QVERIFY(QTest::qWaitFor([&] { return dialog.isNull(); }, 5000));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("magic-board"));
    QCOMPARE(modelOf(*window)->state(), state);
    QTest::keyClick(box, Qt::Key_Return);
}

MINIMOVES_TEST_MAIN(TestContestGame)
} // namespace tst_contest_game
#include "tst_contest_game.moc"
