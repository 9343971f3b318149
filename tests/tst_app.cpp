// The desktop application around the boards: languages, preferences, saved games, game IDs (two
// pasted at once refused as two lines), the window's geometry kept only when it fits, statistics,
// help — each through what a player does. The levels and the daily puzzle through the window
// (issue 25; tst_level_play has the rest): Game ▸ Levels → the chooser → a level played to the goal
// with the engine's own optimal moves → three stars on the banner → Next level; the daily's result
// line copied from the banner and the dialog, its calendar and streak; a damaged progress file set
// aside with the band; the keys back on the board once the dialogs close. And what a player reaches from the menus
// (issue 24, finding 14): Save and Open start in the documents folder (home where there is none;
// never the working folder) and then in the folder last used, in this run and the next; the
// contest input a programmer opens is under Game ▸ Import, out of the player's items; the help's
// pictures are drawn in the palette chosen in Preferences.
#include "boards/board_hover.h"
#include "boards/board_placement.h"
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/store/saved_game.h"
#include "huarong_dao/huarong_dao_type.h"
#include "magic_board/magic_board_type.h"
#include "shell/tour/help_dialog.h"
#include "shell/voice/announcer.h"
#include "game/present/game_presenter.h"
#include "levels/level_data.h"
#include "levels/score.h"
#include "shell/levels/daily_dialog.h"
#include "shell/levels/level_chooser.h"
#include "shell/levels/level_play.h"
#include "shell/levels/levels_dialog.h"
#include "shell/window/main_window.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/settings/settings.h"
#include "shell/settings/theme.h"
#include "shell/statistics/statistics_dialog.h"
#include "shell/window/clock_label.h"
#include "shell/window/puzzle_chooser.h"

#include "game_fixture.h"
#include "level_moves.h"
#include "test_registry.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolTip>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QScreen>
#include <QStatusBar>
#include <QGuiApplication>
#include <QAbstractButton>
#include <QMessageBox>
#include <QCalendarWidget>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <map>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_app {

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::testing;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;

namespace {

StateRank boardRank(const char* text) { return MagicBoard::rank(*magic_board::parseBoard(text)); }

// Coach mode unless told: these tests read the distance and the quality as Coach shows them.
std::unique_ptr<MainWindow> makeWindow(const char* start = "26845731", PlayMode mode = PlayMode::Coach)
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    actionOf(*window, Action::SpeedOff)->trigger();
    actionOf(*window, mode == PlayMode::Coach ? Action::ModeCoach : Action::ModePlay)->trigger();
    window->startGame(std::make_shared<MagicBoardPuzzle>(), boardRank(start));
    return window;
}

QString writeTemp(QTemporaryDir& dir, const QByteArray& bytes)
{
    static int n = 0;
    const QString name = dir.filePath(QStringLiteral("file%1.minimoves").arg(++n));
    QFile file(name);
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return name;
}

// A window showing a puzzle's game (the player's items).
struct ItemsWindow : WindowFixture {
    bool open(const QString& id)
    {
        if (!show({1000, 700}))
            return false;
        window.selectPuzzle(id);
        return QTest::qWaitFor([&] { return session() && session()->hasGame(); }, 60000);
    }
};

// Once the game file dialog (modal) is up: `answer` reads it and closes it.
void whenTheFileDialogShows(std::function<void(QFileDialog*)> answer)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QFileDialog*>(top); dialog && dialog->isVisible()) {
                poll->stop();
                poll->deleteLater();
                answer(dialog);
                return;
            }
    });
    poll->start();
}

QString folderOf(QFileDialog* dialog) { return QDir(dialog->directory()).canonicalPath(); }

// The first picture of a puzzle's help page, as the help dialog drew it.
QImage helpPicture(HelpDialog* help, const QString& id)
{
    const QVariant image = help->browser()->document()->resource(
        QTextDocument::ImageResource, QUrl(QStringLiteral("minimoves://%1/0.png").arg(id)));
    return image.value<QImage>();
}

// The levels and the daily puzzle in the window (tst_level_play has the rest, without it).
struct LevelsWindow : WindowFixture {
    explicit LevelsWindow(const QString& folder = QString())
    {
        if (!folder.isEmpty()) {
            window.sessions()->setSaveDirectory(folder + QStringLiteral("/games"));
            window.records()->setProgressFile(folder + QStringLiteral("/progress.json"));
        }
    }
    LevelPlay* play() const { return window.levelPlay(); }
    const Challenge& challenge() const { return session()->store()->challenge(); }
    // A move as the board gives it (its moveRequested: the window decides whether it is taken).
    void move(int m) { emit window.board()->moveRequested(m); }
    void playAll(const std::vector<int>& moves)
    {
        for (int m : moves)
            move(m);
    }
    QLabel* label(const char* name) const { return window.findChild<QLabel*>(QLatin1String(name)); }
    QPushButton* button(const char* name) const { return window.findChild<QPushButton*>(QLatin1String(name)); }
    bool bannerShown() const { return label("solvedBanner") && label("solvedBanner")->isVisible(); }
    LevelsDialog* openLevels()
    {
        action(Action::Levels)->trigger();
        auto* dialog = window.findChild<LevelsDialog*>();
        return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    DailyDialog* openDaily()
    {
        action(Action::Daily)->trigger();
        auto* dialog = window.findChild<DailyDialog*>();
        return dialog && QTest::qWaitForWindowExposed(dialog) ? dialog : nullptr;
    }
    // The Eight Puzzle shown, its first game in.
    bool showEightPuzzle()
    {
        if (!show({960, 680}))
            return false;
        window.selectPuzzle(EightPuzzle);
        return QTest::qWaitFor([&] { return session() && session()->hasGame() && session()->can().play; }, 60000);
    }
    bool startLevel(int level) { return play()->startLevel(EightPuzzle, QString(), level) && session()->hasGame(); }
};

QString ladderKey() { return LevelProgress::ladderKey(EightPuzzle, QString()); }

} // namespace

class TestApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void savedGameRestoresPositionAndHistory();
    void autosaveRestoresTheGameOnStart();
    void corruptFilesAreRefused_data();
    void corruptFilesAreRefused();
    void gameIdsCopyAndPaste();
    void badGameIdsAreRefused_data();
    void badGameIdsAreRefused();
    void aPastedGameIdsLimitCountsCharacters_data();
    void aPastedGameIdsLimitCountsCharacters();
    void preferencesSurviveARestart();
    void theThemeSwitchRecoloursAtOnceAndIsKept();
    void aRestartWithDarkKeptStartsDark_data();
    void aRestartWithDarkKeptStartsDark();
    void distanceOnlyOnHint();
    void aRewindsAccountIsWholeUnderTheBoard();
    void symbolsPreferenceReachesTheBoard();
    void theCalendarSpeaksTheGamesLanguage();
    void languageSwitchRetranslates();
    void preferencesRefitAfterALanguageSwitch();
    void statisticsCountSolvesAndHints();
    void helpHasRulesAndPictures();
    void everyMoveIsAnnouncedForScreenReaders();
    void playModeSaysTheDistanceOnlyWithAHint();
    void symbolsChangeWhatTheBoardsDraw_data();
    void symbolsChangeWhatTheBoardsDraw();
    void everyPuzzleIsListedAndTitled();
    void shiftHPlaysTheHintedMove();
    void everyBadgeIsInsideTheBoard_data();
    void everyBadgeIsInsideTheBoard();
    void theClockTicksWhileTheGameIsPlayed();
    void theClockWaitsWhileADialogHoldsTheWindow();
    void theClockAndTheDifficultyAreInTheStatusBar();
    void aKeyOnTheClosedChooserSwitchesNothing_data();
    void aKeyOnTheClosedChooserSwitchesNothing();
    void aLoadedGameShowsItsSize();
    void aLayoutOfNoNameTicksNoLayout();
    void everyInstanceNamesItsVariant();
    void newGameKeepsAChosenTarget();
    void everyBoardSharesTheBaseBehaviour_data();
    void everyBoardSharesTheBaseBehaviour();
    void boardAndPanelShareTheRoom();
    void anAbsurdWindowGeometryOpensAWindowThatFits();
    void aWindowGeometryOverTheEdgeIsMovedOnScreen();
    void twoPastedGameIdsAreRefusedAsTwoLines();
    // The levels and the daily puzzle through the window (issue 25).
    void menuChooserPlayThreeStarsNextLevel();
    void theDailyResultLineCopies();
    void leavingALevelInProgressAsksFirst();
    void aDamagedProgressFileIsSetAside();
    void closingTheDialogsGivesTheBoardTheKeys();
    // The player's items.
    void saveAndOpenStartWhereTheLastGameWent();
    void contestInputIsUnderImport();
    void helpPicturesFollowThePalette_data();
    void helpPicturesFollowThePalette();
};

void TestApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_app"));
}

void TestApp::init()
{
    QSettings().clear();
    QDir(GameSessions::defaultSaveDirectory()).removeRecursively();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestApp::savedGameRestoresPositionAndHistory()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.minimoves"));
    auto window = makeWindow();
    auto* model = modelOf(*window);
    model->playMove(1);
    model->playMove(2);
    model->restart();
    model->playMove(0);
    model->playMove(1);
    model->undoStack()->undo(); // one redoable step stays in the history
    const StateRank state = model->state();
    const std::vector<int> history = model->history();
    QCOMPARE(history, (std::vector<int>{1, 2, -1, 0, 1}));
    QVERIFY(filesOf(*window)->saveGame(file));

    auto other = makeWindow("12345678");
    QString error;
    QVERIFY2(openGameAndWait(filesOf(*other), file, &error), qPrintable(error));
    QCOMPARE(modelOf(*other)->state(), state);
    QCOMPARE(modelOf(*other)->history(), history);
    QCOMPARE(modelOf(*other)->appliedCount(), 4);
    QCOMPARE(modelOf(*other)->movesMade(), 1);
    QCOMPARE(modelOf(*other)->startState(), boardRank("26845731"));
    actionOf(*other, Action::Redo)->trigger();
    QCOMPARE(modelOf(*other)->state(), MagicBoard::rank(magic_board::applyOp(MagicBoard::unrank(state), magic_board::Op::B)));
    for (int i = 0; i < 5; ++i)
        actionOf(*other, Action::Undo)->trigger();
    QCOMPARE(modelOf(*other)->state(), boardRank("26845731"));
    QCOMPARE(modelOf(*other)->appliedCount(), 0);
}

void TestApp::autosaveRestoresTheGameOnStart()
{
    StateRank state;
    {
        auto window = makeWindow();
        window->sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
        modelOf(*window)->playMove(2);
        modelOf(*window)->playMove(2);
        state = modelOf(*window)->state();
        window->close(); // quitting writes what is pending
    }
    QVERIFY(QFile::exists(GameSessions::defaultSaveDirectory() + QStringLiteral("/magic-board.json")));
    MainWindow restarted;
    restarted.sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
    QVERIFY(restoreAutosaveAndWait(restarted));
    QCOMPARE(modelOf(restarted)->state(), state);
    QCOMPARE(modelOf(restarted)->undoStack()->count(), 2);
    QCOMPARE(restarted.currentPuzzleId(), QStringLiteral("magic-board"));
}

void TestApp::corruptFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mentions");
    SavedGame saved;
    saved.puzzle = std::make_shared<MagicBoardPuzzle>();
    saved.start = boardRank("26845731");
    saved.history = {1, 2};
    saved.applied = 2;
    const QByteArray good = saved.toJson();
    QTest::newRow("truncated") << good.left(good.size() / 2) << "byte";
    QTest::newRow("empty") << QByteArray() << "not a saved game";
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << "not a saved game";
    QTest::newRow("foreign json") << QByteArray(R"({"name": "something else"})") << "format";
    QTest::newRow("array") << QByteArray("[1, 2, 3]") << "JSON object";
    QByteArray v = good;
    QTest::newRow("version") << v.replace("\"version\":1", "\"version\":7") << "version 7";
    v = good;
    QTest::newRow("puzzle") << v.replace("magic-board", "chess") << "unknown puzzle";
    v = good;
    QTest::newRow("instance") << v.replace("\"instance\":\"12345678\"", "\"instance\":\"11345678\"") << "instance";
    v = good;
    QTest::newRow("start") << v.replace("26845731", "2684573") << "start";
    v = good;
    QTest::newRow("move") << v.replace("\"C\"", "\"D\"") << "entry 2";
    v = good;
    QTest::newRow("applied") << v.replace("\"applied\":2", "\"applied\":9") << "applied";
}

void TestApp::corruptFilesAreRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    auto window = makeWindow();
    modelOf(*window)->playMove(0);
    const StateRank state = modelOf(*window)->state();
    QString error;
    QVERIFY(!openGameAndWait(filesOf(*window), writeTemp(dir, bytes), &error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(!error.contains(QLatin1Char('\n')));
    QCOMPARE(modelOf(*window)->state(), state);
    QCOMPARE(modelOf(*window)->undoStack()->count(), 1);
    QVERIFY(!openGameAndWait(filesOf(*window), dir.filePath(QStringLiteral("missing.minimoves")), &error));
    QCOMPARE(modelOf(*window)->state(), state);
}

void TestApp::gameIdsCopyAndPaste()
{
    auto window = makeWindow();
    modelOf(*window)->playMove(1);
    const StateRank state = modelOf(*window)->state();
    actionOf(*window, Action::CopyId)->trigger();
    const QString id = QGuiApplication::clipboard()->text();
    QVERIFY(id.startsWith(QStringLiteral("magic-board:12345678:")));
    auto other = makeWindow("12345678");
    actionOf(*other, Action::PasteId)->trigger();
    QCOMPARE(modelOf(*other)->state(), state);
    QCOMPARE(modelOf(*other)->undoStack()->count(), 0);
}

void TestApp::badGameIdsAreRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << "";
    QTest::newRow("words") << "hello world";
    QTest::newRow("unknown") << "tetris:1:2";
    QTest::newRow("bad state") << "magic-board:12345678:99999999";
    QTest::newRow("bad instance") << "magic-board:1234:12345678";
    // Sizes the contest format has and the game's board does not (the window stayed empty).
    QTest::newRow("one-row ball grid") << "ball-grid:1x5/RGBRG:RGBRG";
    QTest::newRow("one-ball grid") << "ball-grid:1x1/R:R";
    QTest::newRow("one-column ball grid") << "ball-grid:16x1/R/G/B/R/G/B/R/G/B/R/G/B/R/G/B/R:RGBRGBRGBRGBRGBR";
}

void TestApp::badGameIdsAreRefused()
{
    QFETCH(QString, text);
    auto window = makeWindow();
    modelOf(*window)->playMove(2);
    const StateRank state = modelOf(*window)->state();
    QString error;
    QVERIFY(!filesOf(*window)->openGameId(text, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Not a game ID")), qPrintable(error));
    if (text.startsWith(QLatin1String("ball-grid")))
        QVERIFY2(error.contains(QLatin1String("the game has no ")) && error.contains(QLatin1String("2x2")), qPrintable(error));
    QGuiApplication::clipboard()->setText(text);
    actionOf(*window, Action::PasteId)->trigger();
    // Said to a screen reader too, not only shown in the status bar.
    QCOMPARE(window->announcer()->lastText(), error);
    QCOMPARE(modelOf(*window)->state(), state);
    QCOMPARE(modelOf(*window)->undoStack()->count(), 1);
}

void TestApp::preferencesSurviveARestart()
{
    {
        auto window = makeWindow();
        PreferencesDialog dialog(window.get());
        connect(&dialog, &PreferencesDialog::animationChanged, window->board(), &BoardWidget::setAnimationDuration);
        dialog.speedBox()->setCurrentIndex(dialog.speedBox()->findData(450));
        dialog.symbolsBox()->setChecked(false);
        dialog.modeBox()->setCurrentIndex(dialog.modeBox()->findData(int(PlayMode::Play)));
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("en")));
        window->resize(777, 555);
        window->close();
    }
    QCOMPARE(settings::animationMs(), 450);
    QVERIFY(!settings::symbols());
    QCOMPARE(settings::playMode(), PlayMode::Play); // chosen over the Coach makeWindow() took
    QCOMPARE(settings::language(), QStringLiteral("en"));
    MainWindow restarted;
    QVERIFY(actionOf(restarted, Action::SpeedSlow)->isChecked());
    QCOMPARE(restarted.size(), QSize(777, 555));
    PreferencesDialog again;
    QCOMPARE(again.speedBox()->currentData().toInt(), 450);
    QVERIFY(!again.symbolsBox()->isChecked());
    QCOMPARE(PlayMode(again.modeBox()->currentData().toInt()), PlayMode::Play);
}

// Preferences ▸ Theme: Dark darkens the whole application at once (the window, its board, the
// dialog), Light and System bring the light colours back, and the choice is kept.
void TestApp::theThemeSwitchRecoloursAtOnceAndIsKept()
{
    struct Back { ~Back() { settings::applyTheme(settings::Theme::System); } } back;
    auto window = makeWindow();
    PreferencesDialog dialog(window.get());
    QVERIFY(dialog.themeBox());
    QCOMPARE(dialog.themeBox()->currentData().toString(), QStringLiteral("system"));
    const auto lightness = [](const QWidget& widget) { return widget.palette().color(QPalette::Window).lightness(); };
    QTRY_VERIFY(lightness(*window) > 150);
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("dark")));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
    QTRY_VERIFY(lightness(*window) < 80);
    QTRY_VERIFY(lightness(*window->board()) < 80);
    QTRY_VERIFY(lightness(dialog) < 80);
    QCOMPARE(settings::theme(), settings::Theme::Dark);
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("light")));
    QTRY_VERIFY(lightness(*window) > 150);
    QCOMPARE(settings::theme(), settings::Theme::Light);
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("dark")));
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("system")));
    QTRY_VERIFY(lightness(*window) > 150); // the platform's light palette here (offscreen)
    QCOMPARE(settings::theme(), settings::Theme::System);
    dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(QStringLiteral("dark")));
    PreferencesDialog again;
    QCOMPARE(again.themeBox()->currentData().toString(), QStringLiteral("dark"));
}

void TestApp::aRestartWithDarkKeptStartsDark_data()
{
    QTest::addColumn<QString>("kept");
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << "dark" << true;
    QTest::newRow("light") << "light" << false;
    QTest::newRow("not a theme: the system's") << "purple" << false;
}

// The game started again with a theme kept: its window in that theme from the first picture (the
// most common colour of the window's screenshot is its background).
void TestApp::aRestartWithDarkKeptStartsDark()
{
    QFETCH(QString, kept);
    QFETCH(bool, dark);
    QTemporaryDir home;
    QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("config/Minimoves"))));
    QFile conf(home.filePath(QStringLiteral("config/Minimoves/minimoves.conf")));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    conf.write("[view]\ntheme=" + kept.toUtf8() + "\n");
    conf.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess game;
    game.setProcessEnvironment(env);
    const QString shot = home.filePath(QStringLiteral("shot.png"));
    game.start(QStringLiteral(MINIMOVES_GAME), {QStringLiteral("--puzzle"), QStringLiteral("magic-board"),
                                                QStringLiteral("--screenshot"), shot, QStringLiteral("--size"),
                                                QStringLiteral("640x480")});
    QVERIFY(game.waitForFinished(60000));
    QCOMPARE(game.exitCode(), 0);
    const QImage image = QImage(shot).convertToFormat(QImage::Format_RGB32);
    QVERIFY(!image.isNull());
    std::map<QRgb, int> counts;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            ++counts[image.pixel(x, y)];
    const QColor background(std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) {
                                return a.second < b.second;
                            })->first);
    QVERIFY2(dark ? background.lightness() < 80 : background.lightness() > 150, qPrintable(background.name()));
}

void TestApp::distanceOnlyOnHint()
{
    auto window = makeWindow("26845731", PlayMode::Play);
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(*window).has_value(); }, 10000));
    QVERIFY(distanceLabelOf(*window)->text().contains(QStringLiteral("press H")));
    window->session()->showHint();
    // The ladder's first step: the distance (against the hardest once known) in the status bar,
    // and the optimal moves' count on the hint's line under the board.
    const auto* hintLine = window->findChild<QLabel*>(QStringLiteral("hintLine"));
    QVERIFY(hintLine && hintLine->isVisible());
    const QString shown = distanceLabelOf(*window)->accessibleName() + QStringLiteral(" · ") + hintLine->text();
    QVERIFY2(QRegularExpression(QStringLiteral("^%1 moves to go( · hardest \\d+)? · Hint 1 of 3: ").arg(*shownDistance(*window)))
                 .match(shown)
                 .hasMatch(),
             qPrintable(shown));
}

// A Rewind's account of the counter and Redo is a long sentence: at 640x480 the status bar cut it
// after "Undo ("; it is on the wrapping line under the board, whole, and goes after a while.
void TestApp::aRewindsAccountIsWholeUnderTheBoard()
{
    auto window = makeWindow("26845731", PlayMode::Coach);
    window->resize(640, 480);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(window->session()->answer()->solution().has_value(), 30000);
    const std::vector<int> optimal = window->session()->answer()->solution()->optimalMoves;
    int mistake = 0;
    while (std::find(optimal.begin(), optimal.end(), mistake) != optimal.end())
        ++mistake;
    window->session()->playMove(mistake);
    QAction* rewind = actionOf(*window, Action::Rewind);
    QTRY_VERIFY_WITH_TIMEOUT(rewind->isEnabled(), 30000);
    rewind->trigger();
    const auto* line = window->findChild<QLabel*>(QStringLiteral("hintLine"));
    QVERIFY(line->isVisible());
    QCOMPARE(line->text(), QStringLiteral("Rewound 1 move to your last optimal position; the move counter shows 0. "
                                          "Undo (Ctrl+Z) brings it back."));
    QTRY_VERIFY(line->height() >= line->heightForWidth(line->width())); // every line of it shown
    QVERIFY(line->geometry().right() < window->width());
    QVERIFY(window->statusBar()->currentMessage().isEmpty());
}

void TestApp::symbolsPreferenceReachesTheBoard()
{
    auto window = makeWindow();
    QVERIFY(window->board()->symbols());
    PreferencesDialog* dialog = nullptr;
    QTimer::singleShot(0, [&] {
        dialog = window->findChild<PreferencesDialog*>();
        QVERIFY(dialog);
        dialog->symbolsBox()->setChecked(false);
        dialog->accept();
    });
    actionOf(*window, Action::Preferences)->trigger();
    QVERIFY(!window->board()->symbols());
}

// Preferences re-fits to the texts of the language chosen in it: each list box as wide as the
// choice it shows (they kept the first language's widths and cut the new ones), the dialog no
// smaller than its layout asks.
void TestApp::preferencesRefitAfterALanguageSwitch()
{
    struct English { ~English() { settings::applyLanguage(QStringLiteral("en")); } } english;
    settings::applyLanguage(QStringLiteral("zh_CN"));
    PreferencesDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // "" when every list box shows its choice whole and the dialog is as large as its layout asks;
    // else what is cut.
    auto cut = [&] {
        for (QComboBox* box : dialog.findChildren<QComboBox*>()) {
            const int text = box->fontMetrics().horizontalAdvance(box->currentText());
            if (box->width() < text + 16)
                return QStringLiteral("%1 is %2 px for its %3 px text").arg(box->objectName()).arg(box->width()).arg(text);
        }
        if (dialog.width() < dialog.minimumSizeHint().width() || dialog.height() < dialog.minimumSizeHint().height())
            return QStringLiteral("the dialog is smaller than its layout");
        return QString();
    };
    QVERIFY2(cut().isEmpty(), qPrintable(cut()));
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("en")));
    QTRY_COMPARE(dialog.windowTitle(), QStringLiteral("Preferences"));
    QTRY_VERIFY2(cut().isEmpty(), qPrintable(cut()));
}

// The daily's calendar names its month and days in the game's language, not the system's: a
// Chinese game on an English system said "December" and "Mon".
void TestApp::theCalendarSpeaksTheGamesLanguage()
{
    struct English { ~English() { settings::applyLanguage(QStringLiteral("en")); } } english;
    if (QLocale().language() == QLocale::Chinese)
        QSKIP("the system's own locale is Chinese: the calendar would speak it either way");
    settings::applyLanguage(QStringLiteral("zh_CN"));
    auto window = makeWindow();
    StarCalendar calendar(window->levelPlay());
    QCOMPARE(calendar.locale().language(), QLocale::Chinese);
    QCOMPARE(calendar.locale().monthName(12), QStringLiteral("十二月"));
    settings::applyLanguage(QStringLiteral("en")); // switched back while it is open
    QTRY_COMPARE(calendar.locale().language(), QLocale::English);
}

void TestApp::languageSwitchRetranslates()
{
    auto window = makeWindow();
    QCOMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&Game"));
    PreferencesDialog dialog(window.get());
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    QCOMPARE(settings::activeLanguage(), QStringLiteral("zh_CN"));
    QVERIFY2(window->menuBar()->actions().first()->text().contains(QStringLiteral("游戏")),
             qPrintable(window->menuBar()->actions().first()->text()));
    QCOMPARE(actionOf(*window, Action::Hint)->text().contains(QStringLiteral("提示")), true);
    QVERIFY(dialog.windowTitle().contains(QStringLiteral("首选项")));
    QCOMPARE(puzzleTitle("magic-board"), QStringLiteral("魔板"));
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&Game"));
}

void TestApp::statisticsCountSolvesAndHints()
{
    auto window = makeWindow("12345678");
    // Start one B away from the base board: solving it in one move is 100% efficient.
    window->startGame(modelOf(*window)->puzzle(), boardRank("23418765"));
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(*window).has_value(); }, 10000));
    const int optimal = *shownDistance(*window);
    window->session()->showHint();
    QTest::qWait(0);
    const Solution path = *modelOf(*window)->puzzle()->solve(modelOf(*window)->state(), {});
    for (int m : path.path)
        modelOf(*window)->playMove(m);
    QVERIFY(modelOf(*window)->isSolved());
    // A game from a position (not drawn): it counts under Other, and in All.
    for (StatsScope scope : {StatsScope::Other, StatsScope::All}) {
        const Tally stats = tallyOf(*window, "magic-board", PlayMode::Coach, scope);
        QCOMPARE(stats.solved, 1);
        QCOMPARE(stats.hints, 1);
        QCOMPARE(stats.bestEfficiency, 1.0);
        QCOMPARE(stats.inPar, 1);
    }
    QVERIFY(tallyOf(*window, "magic-board", PlayMode::Coach, StatsScope::Easy).isEmpty());
    QCOMPARE(int(path.path.size()), optimal);
    StatisticsDialog dialog(window->statistics(), QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(dialog.puzzleChooser()->currentText(), puzzleTitle("magic-board"));
    QCOMPARE(figureText(dialog, StatisticsDialog::Solved), QStringLiteral("1"));
    QCOMPARE(figureText(dialog, StatisticsDialog::BestEfficiency), QStringLiteral("100%"));
    QCOMPARE(figureText(dialog, StatisticsDialog::Solved, StatsScope::Easy), QStringLiteral("0"));
    dialog.resetAll();
    QCOMPARE(tallyOf(*window, "magic-board", PlayMode::Coach).solved, 0);
    QCOMPARE(figureText(dialog, StatisticsDialog::Solved), QStringLiteral("0"));
}

void TestApp::helpHasRulesAndPictures()
{
    HelpDialog help;
    QVERIFY(help.pages().contains(QStringLiteral("magic-board")));
    QVERIFY(help.pages().contains(QStringLiteral("keys")));
    help.resize(900, 640);
    for (const QString& page : help.pages()) {
        help.showPage(page);
        QVERIFY2(help.currentHtml().size() > 300, qPrintable(page));
        if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS")) // to look at the pages
            help.grab().save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/help-%1.png").arg(page));
        if (page == QLatin1String("keys") || page == QLatin1String("about") || page == QLatin1String("screen-reader"))
            continue;
        // Two pictures of a move, drawn by the puzzle's own board.
        for (int i = 0; i < 2; ++i) {
            const QUrl url(QStringLiteral("minimoves://%1/%2.png").arg(page).arg(i));
            const QImage image = help.browser()->document()->resource(QTextDocument::ImageResource, url).value<QImage>();
            QVERIFY2(!image.isNull(), qPrintable(url.toString()));
            QVERIFY(image.width() >= 300);
        }
    }
}

void TestApp::everyMoveIsAnnouncedForScreenReaders()
{
    auto window = makeWindow();
    QVERIFY(!window->board()->accessibleName().isEmpty());
    // Each one sentence through the announcer (a Notification: what Orca speaks), with the distance.
    Announcer* announcer = window->announcer();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("New game. Distance ")), qPrintable(announcer->lastText()));
    const int before = announcer->count();
    QTest::keyClick(window->board(), Qt::Key_B);
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("B (shift right). Distance ")), qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 1);
    // Undo and Redo say so, each once (Redo is no new move), with the distance.
    actionOf(*window, Action::Undo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Undone: B (shift right). Distance ")),
                 qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 2);
    actionOf(*window, Action::Redo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Redone: B (shift right). Distance ")),
                 qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 3);
    // Restart is a jump; its Undo and Redo name it.
    actionOf(*window, Action::Restart)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("The position changed. Distance ")),
                 qPrintable(announcer->lastText()));
    actionOf(*window, Action::Undo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Undone: Restart. Distance ")),
                 qPrintable(announcer->lastText()));
    actionOf(*window, Action::Redo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Redone: Restart. Distance ")),
                 qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 6);
    // Undo at a set-up position's start brings the game before it back; Redo the position.
    window->session()->applyPosition(std::make_shared<MagicBoardPuzzle>(), boardRank("12345687"));
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("New game. Distance ")), qPrintable(announcer->lastText()));
    actionOf(*window, Action::Undo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Undone: Set up position. Distance ")),
                 qPrintable(announcer->lastText()));
    actionOf(*window, Action::Redo)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Redone: Set up position. Distance ")),
                 qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 9);
    actionOf(*window, Action::Undo)->trigger();
    // A hint step once, with the move it marks from the second step on.
    actionOf(*window, Action::Hint)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Hint 1 of 3: ")), qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 11);
    actionOf(*window, Action::Hint)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Hint 2 of 3: ")), qPrintable(announcer->lastText()));
    QVERIFY2(QRegularExpression(QStringLiteral(": [ABC] \\(.*\\)\\.$")).match(announcer->lastText()).hasMatch(),
             qPrintable(announcer->lastText()));
    QCOMPARE(announcer->count(), before + 12);
    // Ctrl+Space: the whole position and the target.
    QTest::keyClick(window->board(), Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Row 1: ")), qPrintable(announcer->lastText()));
    QVERIFY(announcer->lastText().contains(QStringLiteral("Target: Row 1: ")));
    QCOMPARE(announcer->count(), before + 13);
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(*window).has_value(); }, 10000));
    QCOMPARE(distanceLabelOf(*window)->accessibleName(), distanceLabelOf(*window)->text());
}

// Play mode: a move is told without the distance; the hint's first step tells it (the status line
// shows it then), and the next move is told without it again, as the status line hides it.
void TestApp::playModeSaysTheDistanceOnlyWithAHint()
{
    auto window = makeWindow("26845731", PlayMode::Play);
    Announcer* announcer = window->announcer();
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(*window).has_value(); }, 10000));
    QTest::keyClick(window->board(), Qt::Key_B);
    QTRY_COMPARE(announcer->lastText(), QStringLiteral("B (shift right)."));
    actionOf(*window, Action::Hint)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Hint 1 of 3: ")), qPrintable(announcer->lastText()));
    QVERIFY2(announcer->lastText().endsWith(QStringLiteral(". Distance %1.").arg(*shownDistance(*window))),
             qPrintable(announcer->lastText()));
    actionOf(*window, Action::Hint)->trigger();
    QTRY_VERIFY2(announcer->lastText().startsWith(QStringLiteral("Hint 2 of 3: ")), qPrintable(announcer->lastText()));
    QVERIFY2(!announcer->lastText().contains(QStringLiteral("Distance")), qPrintable(announcer->lastText()));
    QTest::keyClick(window->board(), Qt::Key_A);
    QTRY_COMPARE(announcer->lastText(), QStringLiteral("A (swap rows)."));
}

void TestApp::symbolsChangeWhatTheBoardsDraw_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const char* id : {"shifting-grid", "rolling-cubes", "ball-grid"})
        QTest::newRow(id) << id;
}

void TestApp::symbolsChangeWhatTheBoardsDraw()
{
    QFETCH(QString, puzzle);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    std::mt19937_64 random(4);
    std::shared_ptr<const AnyPuzzle> instance(type->makeRandomInstance("", random));
    std::unique_ptr<BoardWidget> board(BoardWidget::create(instance->id()));
    QVERIFY(board);
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->resize(600, 400);
    board->show();
    board->setPuzzle(instance);
    board->showState(instance->initialState(), -1, instance->initialState());
    board->setSymbols(true);
    const QImage with = board->grab().toImage();
    board->setSymbols(false);
    const QImage without = board->grab().toImage();
    QVERIFY(with != without);
}

void TestApp::everyPuzzleIsListedAndTitled()
{
    MainWindow window;
    auto* chooser = window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    QVERIFY(chooser);
    QCOMPARE(chooser->count(), int(puzzleTypes().size()));
    for (int i = 0; i < chooser->count(); ++i)
        QVERIFY(!chooser->itemText(i).contains(QLatin1Char('-'))); // a title, not an id
}

void TestApp::everyBadgeIsInsideTheBoard_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QSize>("size");
    for (const PuzzleUi& ui : puzzleUis())
        for (const QSize size : {QSize(640, 480), QSize(960, 680), QSize(1200, 800)})
            QTest::addRow("%s %dx%d", ui.id.data(), size.width(), size.height()) << ui.idText() << size;
}

// Every move's badge at once (Coach, View ▸ Move quality), at the player's window sizes: each
// whole inside the board, which is inside the window (Shifting Grid's left arrows had theirs cut
// by the window's edge at 960 and 1200 px).
void TestApp::everyBadgeIsInsideTheBoard()
{
    QFETCH(QString, puzzle);
    QFETCH(QSize, size);
    QSettings().clear();
    WindowFixture w;
    QVERIFY(w.show(size));
    w.window.selectPuzzle(puzzle);
    QTRY_VERIFY_WITH_TIMEOUT(w.window.currentPuzzleId() == puzzle && w.session()->hasGame() && w.window.board(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(w.action(Action::MoveQuality)->isEnabled(), 60000);
    if (!w.action(Action::MoveQuality)->isChecked())
        w.action(Action::MoveQuality)->trigger(); // on
    BoardWidget* board = w.window.board();
    QTRY_VERIFY_WITH_TIMEOUT(!board->badgedMoves().empty() && !board->badgeText(board->badgedMoves().front()).isEmpty(), 60000);
    QVERIFY(w.window.rect().contains(QRect(board->mapTo(&w.window, QPoint(0, 0)), board->size())));
    int badges = 0;
    int ownMarks = 0; // moves whose quality the board marks itself (the Magic Board's buttons)
    for (int m : board->badgedMoves()) {
        const QRectF badge = board->badgeRect(m);
        ownMarks += !board->moveBadgeCentre(m);
        if (badge.isEmpty())
            continue;
        ++badges;
        QVERIFY2(QRectF(board->rect()).contains(badge),
                 qPrintable(QStringLiteral("move %1's badge at %2,%3 %4x%5 in a board of %6x%7").arg(m).arg(badge.x()).arg(badge.y())
                                .arg(badge.width()).arg(badge.height()).arg(board->width()).arg(board->height())));
    }
    QVERIFY(badges > 0 || ownMarks == int(board->badgedMoves().size()));
}

// Game ▸ Play the hinted move (Shift+H): the solver's move played as the player's, counted as the
// hint that shows it; the board keeps the keys. A solved board plays nothing.
void TestApp::shiftHPlaysTheHintedMove()
{
    auto window = makeWindow("26845731", PlayMode::Play);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(window->session()->answer()->solution().has_value(), 30000);
    const int distance = window->session()->answer()->solution()->distance;
    const int solverMove = window->session()->answer()->solution()->path.front();
    QAction* play = actionOf(*window, Action::PlayHint);
    QVERIFY(play->isEnabled());
    QCOMPARE(play->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_H));
    QTest::keyClick(window->board(), Qt::Key_H, Qt::ShiftModifier);
    QCOMPARE(modelOf(*window)->history(), std::vector<int>{solverMove});
    QCOMPARE(window->session()->hints()->steps(), 2); // the ladder's steps to the solver's move
    QCOMPARE(window->session()->hints()->positions(), 1); // on one position: one hint
    QCOMPARE(window->session()->hints()->step(), 0);  // a move starts it again
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window->board()));
    for (int i = 1; i < distance; ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->answer()->solution().has_value(), 30000);
        QTest::keyClick(window->board(), Qt::Key_H, Qt::ShiftModifier);
    }
    QVERIFY(modelOf(*window)->isSolved());
    QCOMPARE(int(modelOf(*window)->history().size()), distance);
    play->trigger(); // at the goal: nothing
    QCOMPARE(int(modelOf(*window)->history().size()), distance);
}

// The game's clock waits while a dialog that holds the window is open (the gallery, Levels,
// Preferences: it ran on while the player chose a puzzle), and counts again once it closes.
void TestApp::theClockWaitsWhileADialogHoldsTheWindow()
{
    auto window = makeWindow("26845731", PlayMode::Play);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const GameClock* clock = window->session()->clock();
    QTRY_VERIFY(clock->running());
    actionOf(*window, Action::Gallery)->trigger();
    auto* gallery = window->findChild<QDialog*>(QStringLiteral("gallery"));
    QVERIFY(gallery && gallery->isVisible());
    QTRY_VERIFY(!clock->running());
    gallery->reject();
    QTRY_VERIFY(clock->running());
}

// The status bar's clock on its own: the game's time, on the second while it runs, still while it
// is paused (the window away), hidden by View ▸ Clock and without a game.
void TestApp::theClockTicksWhileTheGameIsPlayed()
{
    qint64 now = 0;
    GameClock clock;
    clock.setNow([&] { return now; });
    QWidget bar;
    auto* label = new ClockLabel(&bar);
    bar.show();
    QVERIFY(!label->isVisible()); // no game
    label->follow(&clock);
    QVERIFY(label->isVisible());
    QCOMPARE(label->text(), QStringLiteral("0:00"));
    QCOMPARE(label->accessibleName(), QStringLiteral("Time played: 0:00, paused"));
    clock.setInPlay(true);
    clock.setWatched(true); // running: it says so at once
    QCOMPARE(label->accessibleName(), QStringLiteral("Time played: 0:00"));
    now += 65'000;
    QTRY_COMPARE(label->text(), QStringLiteral("1:05")); // its next tick, within a second
    now += 2'000;
    QTRY_COMPARE(label->text(), QStringLiteral("1:07"));
    clock.setWatched(false); // the window away: paused, the time kept
    QCOMPARE(label->accessibleName(), QStringLiteral("Time played: 1:07, paused"));
    now += 10'000;
    label->refresh();
    QCOMPARE(label->text(), QStringLiteral("1:07"));
    label->setWanted(false);
    QVERIFY(!label->isVisible());
    label->setWanted(true);
    QVERIFY(label->isVisible());
    label->follow(nullptr);
    QVERIFY(!label->isVisible());
}

// In the window: the clock of the game shown beside the mode, View ▸ Clock hides it (and is
// remembered); a game drawn at a difficulty says it where a level says its number.
void TestApp::theClockAndTheDifficultyAreInTheStatusBar()
{
    QSettings().clear();
    auto window = makeWindow();
    auto* clock = window->findChild<ClockLabel*>(QStringLiteral("clockLabel"));
    auto* challenge = window->findChild<QLabel*>(QStringLiteral("challengeLabel"));
    QVERIFY(clock && challenge);
    QTRY_VERIFY(clock->isVisible());
    QVERIFY(clock->text().contains(QLatin1Char(':')));
    QVERIFY(!challenge->isVisible()); // a game given as it is: no difficulty to say
    QAction* shown = actionOf(*window, Action::Clock);
    QVERIFY(shown->isChecked());
    shown->trigger();
    QVERIFY(!clock->isVisible());
    QVERIFY(!settings::clockShown());
    shown->trigger();
    QVERIFY(clock->isVisible());
    QVERIFY(settings::clockShown());
    window->newGame(Difficulty::Hard);
    QTRY_VERIFY_WITH_TIMEOUT(window->session()->store()->difficulty() == Difficulty::Hard && window->session()->hasGame(), 60000);
    QTRY_COMPARE(challenge->text(), QStringLiteral("Hard"));
    QVERIFY(challenge->isVisible());
    QVERIFY(clock->isVisible());
    QCOMPARE(clock->text(), QStringLiteral("0:00")); // a new game's clock
}

void TestApp::aKeyOnTheClosedChooserSwitchesNothing_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("chosen"); // what Enter in the list then chooses
    QTest::newRow("Down") << int(Qt::Key_Down) << QString() << QStringLiteral("magic-board");
    QTest::newRow("Up") << int(Qt::Key_Up) << QString() << QStringLiteral("magic-board");
    QTest::newRow("End") << int(Qt::Key_End) << QString() << QStringLiteral("magic-board");
    QTest::newRow("B, as on the Magic Board") << int(Qt::Key_B) << QStringLiteral("b") << QStringLiteral("ball-grid");
}

// Tabbed to and closed, the chooser switches no puzzle on a key (an arrow switched at once, a
// letter did after a restart): the key opens the list, where Enter chooses. A click leaves the
// keys where they were, and the wheel over it switches nothing.
void TestApp::aKeyOnTheClosedChooserSwitchesNothing()
{
    QFETCH(int, key);
    QFETCH(QString, text);
    QFETCH(QString, chosen);
    QWidget window; // the chooser beside a board that has the keys
    auto* board = new QLineEdit(&window);
    auto& chooser = *new PuzzleChooser(&window);
    chooser.move(0, 40);
    chooser.showPuzzle(QStringLiteral("magic-board"));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    board->setFocus();
    QTest::mouseClick(&chooser, Qt::LeftButton);
    QVERIFY(chooser.view()->isVisible());
    chooser.hidePopup();
    QTRY_VERIFY(board->hasFocus());
    QCOMPARE(chooser.focusPolicy(), Qt::TabFocus);
    QSignalSpy chosenSpy(&chooser, &PuzzleChooser::puzzleChosen);
    QSignalSpy indexSpy(&chooser, &QComboBox::currentIndexChanged);
    QWheelEvent wheel(QPointF(5, 5), chooser.mapToGlobal(QPointF(5, 5)), {}, {0, -120}, Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(&chooser, &wheel);
    QCOMPARE(indexSpy.count(), 0);
    chooser.setFocus(Qt::TabFocusReason);
    QTest::keyClick(&chooser, Qt::Key(key), Qt::NoModifier);
    if (!text.isEmpty())
        QTest::keyClicks(chooser.view(), text.mid(1)); // the rest of the name, typed into the list
    QCOMPARE(chosenSpy.count(), 0);
    QCOMPARE(indexSpy.count(), 0);
    QCOMPARE(chooser.currentId(), QStringLiteral("magic-board"));
    QVERIFY(chooser.view()->isVisible()); // the list, open
    QTest::keyClick(chooser.view(), Qt::Key_Return);
    QCOMPARE(chosenSpy.count(), 1);
    QCOMPARE(chosenSpy.at(0).at(0).toString(), chosen);
}

void TestApp::aLoadedGameShowsItsSize()
{
    auto window = makeWindow();
    QString error;
    QVERIFY2(filesOf(*window)->openGameId(QStringLiteral("ball-grid:4x4/RRRR/RRRR/RGRR/RRRR:RRRRRRRRRRRRRRRR"), &error),
             qPrintable(error));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("ball-grid"));
    QAction* checked = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->isCheckable() && a->isChecked() && a->data().toString().contains(QLatin1Char('x')))
            checked = a;
    QVERIFY(checked);
    QCOMPARE(checked->data().toString(), QStringLiteral("4x4"));
    // The status shows the engine's own answer for that position, searched on the worker.
    auto parsed = parseGameId("ball-grid:4x4/RRRR/RRRR/RGRR/RRRR:RRRRRRRRRRRRRRRR");
    QVERIFY(parsed);
    const int expected = parsed->puzzle->solve(parsed->state, {})->distance;
    QVERIFY(QTest::qWaitFor([&] { return shownDistance(*window).has_value(); }, 20000));
    QCOMPARE(*shownDistance(*window), expected);
}

// A Huarong Dao tray that is none of the classic layouts is played in the default layout's slot,
// but Game ▸ Layout ticks none of them (it ticked 横刀立马).
void TestApp::aLayoutOfNoNameTicksNoLayout()
{
    auto window = makeWindow();
    const auto layoutsTicked = [&] {
        QStringList ticked;
        for (QAction* a : window->findChildren<QAction*>())
            if (a->isCheckable() && a->isChecked() && huarong_dao::findClassicLayout(a->data().toString().toStdString()))
                ticked.append(a->data().toString());
        return ticked;
    };
    QString error;
    QVERIFY2(filesOf(*window)->openGameId(QStringLiteral("huarong-dao:VSSS/VVCC/VVCC/VHHS/HH..:V.HH/VSSS/V.HH/VVCC/SVCC"), &error),
             qPrintable(error));
    QCOMPARE(window->currentPuzzleId(), QStringLiteral("huarong-dao"));
    QCOMPARE(layoutsTicked(), QStringList());
    // Game ▸ Layout ▸ 横刀立马 there starts the classic (it did nothing: its session was already shown).
    QAction* classic = nullptr;
    for (QAction* a : window->findChildren<QAction*>())
        if (a->isCheckable() && a->data().toString() == QStringLiteral("heng-dao-li-ma"))
            classic = a;
    QVERIFY(classic);
    classic->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !layoutsTicked().isEmpty(); }, 5000));
    QCOMPARE(layoutsTicked(), QStringList{QStringLiteral("heng-dao-li-ma")});
    QCOMPARE(QString::fromStdString(window->board()->puzzle()->encodeState(window->board()->state())),
             QStringLiteral("VCCV/VCCV/VHHV/VSSV/S..S"));
}

void TestApp::everyInstanceNamesItsVariant()
{
    std::mt19937_64 random(8);
    for (const auto& type : puzzleTypes())
        for (const std::string& variant : type.variants())
            QCOMPARE(QString::fromStdString(type.makeRandomInstance(variant, random)->variant()),
                     QString::fromStdString(variant));
}

void TestApp::newGameKeepsAChosenTarget()
{
    auto window = makeWindow();
    emit window->board()->instanceChangeRequested(QStringLiteral("87654321"));
    actionOf(*window, Action::NewEasy)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !window->solver()->busy() && shownDistance(*window); }, 10000));
    QCOMPARE(QString::fromStdString(modelOf(*window)->puzzle()->instanceText()), QStringLiteral("87654321"));
}

void TestApp::everyBoardSharesTheBaseBehaviour_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleType& type : puzzleTypes())
        if (std::unique_ptr<BoardWidget>(BoardWidget::create(type.id)))
            QTest::newRow(std::string(type.id).c_str()) << QString::fromUtf8(type.id.data(), int(type.id.size()));
}

// What BoardWidget does for every board: a language change reaches the board's retranslate() (and
// sets the hovered item's tooltip again); the item under the pointer is tracked, a tooltip event
// shows the board's text for it, and leaving the board forgets it.
void TestApp::everyBoardSharesTheBaseBehaviour()
{
    QFETCH(QString, puzzle);
    const PuzzleType* type = findPuzzleType(puzzle.toStdString());
    QVERIFY(type);
    std::mt19937_64 random(5);
    std::shared_ptr<const AnyPuzzle> instance(type->makeRandomInstance(type->defaultVariant, random));
    std::unique_ptr<BoardWidget> board(BoardWidget::create(instance->id()));
    QVERIFY(board);
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->resize(700, 480);
    board->show();
    board->setPuzzle(instance);
    board->showState(instance->initialState(), -1, instance->initialState());

    board->setAccessibleName(QStringLiteral("stale"));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(board.get(), &change);
    QVERIFY(!board->accessibleName().isEmpty());
    QVERIFY(board->accessibleName() != QLatin1String("stale"));

    // The pointer sweeps the board until it is over an item (a board may have none: the Magic Board).
    QPoint over;
    for (int y = 4; y < board->height() && over.isNull(); y += 8)
        for (int x = 4; x < board->width() && over.isNull(); x += 8) {
            QMouseEvent move(QEvent::MouseMove, QPointF(x, y), board->mapToGlobal(QPointF(x, y)), Qt::NoButton,
                             Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(board.get(), &move);
            if (board->hoveredItem() >= 0)
                over = QPoint(x, y);
        }
    if (!over.isNull()) {
        const QString tip = board->hover().toolTipAt(over);
        if (!tip.isEmpty()) {
            QHelpEvent help(QEvent::ToolTip, over, board->mapToGlobal(over));
            QCoreApplication::sendEvent(board.get(), &help);
            QVERIFY(help.isAccepted());
            QCOMPARE(QToolTip::text(), tip);
        }
        const QString hoverTip = board->toolTip();
        if (!hoverTip.isEmpty()) {
            board->setToolTip(QStringLiteral("stale"));
            QCoreApplication::sendEvent(board.get(), &change);
            QCOMPARE(board->toolTip(), hoverTip);
        }
    }
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(board.get(), &leave);
    QCOMPARE(board->hoveredItem(), -1);
    QVERIFY(board->toolTip().isEmpty());
}

// The shared layout of a board and its target or legend: beside or under, centred, scaled to fit.
void TestApp::boardAndPanelShareTheRoom()
{
    using Side = PanelSide;
    const QRectF area(10, 20, 300, 100); // centre (160, 70)
    // Beside: a 2x1 board, a 1x1 panel, a gap of 1: 4 units by 1, 75 pixels each.
    const auto beside = placeBoardAndPanel(area, QSizeF(2, 1), QSizeF(1, 1), 1, Side::Beside);
    QCOMPARE(beside.scale, 75.0);
    QCOMPARE(beside.board, QRectF(10, 32.5, 150, 75));
    QCOMPARE(beside.panel, QRectF(235, 32.5, 75, 75));
    // Under: 3 units high, the boxes centred across; beside is the roomier here.
    const auto under = placeBoardAndPanel(area, QSizeF(2, 1), QSizeF(1, 1), 1, Side::Under);
    QCOMPARE(under.scale, 100.0 / 3);
    QCOMPARE(under.board.center().x(), 160.0);
    QCOMPARE(under.panel.center().x(), 160.0);
    QCOMPARE(under.board.top(), 20.0);
    QCOMPARE(under.panel.bottom(), 120.0);
    QVERIFY(beside.fit > under.fit);
    // A limit keeps the scale, still centred; `fit` is the scale before it.
    const auto limited =
        placeBoardAndPanel(area, QSizeF(2, 1), QSizeF(1, 1), 1, Side::Beside, PanelScaling{.maxScale = 50});
    QCOMPARE(limited.scale, 50.0);
    QCOMPARE(limited.fit, 75.0);
    QCOMPARE(limited.board, QRectF(60, 45, 100, 50));
    QCOMPARE(limited.panel, QRectF(210, 45, 50, 50));
    // A panel of fixed pixels: the board takes the room left (220 x 100 here, so 100 per unit).
    const auto fixed =
        placeBoardAndPanel(area, QSizeF(2, 1), QSizeF(60, 40), 20, Side::Beside, PanelScaling{.fixedPanel = true});
    QCOMPARE(fixed.scale, 100.0);
    QCOMPARE(fixed.board, QRectF(20, 20, 200, 100));
    QCOMPARE(fixed.panel, QRectF(240, 50, 60, 40));
    // Three quarters of the 20 pixels left over before the pair.
    const auto shifted = placeBoardAndPanel(area, QSizeF(2, 1), QSizeF(60, 40), 20, Side::Beside,
                                            PanelScaling{.fixedPanel = true, .slackBefore = 0.75});
    QCOMPARE(shifted.board.left(), 25.0);
    QCOMPARE(shifted.panel.left(), 245.0);
}

void TestApp::saveAndOpenStartWhereTheLastGameWent()
{
    QTemporaryDir games;
    QVERIFY(games.isValid());
    // The working folder is none of the places a dialog may start in.
    QTemporaryDir working;
    const QString before = QDir::currentPath();
    QDir::setCurrent(working.path());
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString expected = QDir(QFileInfo(documents).isDir() ? documents : QDir::homePath()).canonicalPath();
    {
        ItemsWindow w;
        QVERIFY(w.open(QStringLiteral("eight-puzzle")));
        QString first;
        QString named;
        const QString file = games.filePath(QStringLiteral("mine.minimoves"));
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            first = folderOf(dialog);
            named = dialog->selectedFiles().value(0);
            // Typed whole, as a player may: selectFile() would change folders while the dialog still
            // reads the one it opened in, and the name could land there.
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject();
                return;
            }
            name->setText(file);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept, protected there
        });
        w.action(Action::Save)->trigger();
        QCOMPARE(first, expected);
        QVERIFY2(named.endsWith(QStringLiteral("eight-puzzle.minimoves")), qPrintable(named));
        QVERIFY(QFileInfo::exists(file));
        // Save again, then Open: both start in the folder just used.
        QString second;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            second = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Save)->trigger();
        QCOMPARE(second, QDir(games.path()).canonicalPath());
        QString opened;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            opened = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Open)->trigger(); // Open's dialog does not block: it shows, then answers
        QTRY_VERIFY(!opened.isEmpty());
        QCOMPARE(opened, QDir(games.path()).canonicalPath());
    }
    {
        // The next run remembers it too.
        ItemsWindow w;
        QVERIFY(w.open(QStringLiteral("eight-puzzle")));
        QString next;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            next = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Open)->trigger();
        QTRY_VERIFY(!next.isEmpty());
        QCOMPARE(next, QDir(games.path()).canonicalPath());
    }
    QDir::setCurrent(before);
}

// "Open contest input…" sat among the player's items; it is under Game ▸ Import now, and opens its
// file dialog from there.
void TestApp::contestInputIsUnderImport()
{
    ItemsWindow w;
    QVERIFY(w.open(QStringLiteral("eight-puzzle")));
    QAction* contest = w.action(Action::OpenContest);
    QMenu* game = nullptr;
    for (QAction* top : w.window.menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(w.action(Action::Save)))
            game = top->menu();
    QVERIFY(game);
    QVERIFY(!game->actions().contains(contest));
    auto* import = w.window.findChild<QMenu*>(QStringLiteral("importMenu"));
    QVERIFY(import);
    QVERIFY(game->actions().contains(import->menuAction()));
    QCOMPARE(import->title(), QStringLiteral("&Import"));
    QVERIFY(import->actions().contains(contest));
    QCOMPARE(contest->text(), QStringLiteral("Open &contest input…"));
    // Taken from the submenu, it opens the contest's file dialog.
    import->popup(QPoint(0, 0));
    QTRY_VERIFY(import->isVisible());
    import->setActiveAction(contest);
    QTest::keyClick(import, Qt::Key_Return);
    QFileDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.window.findChild<QFileDialog*>(QStringLiteral("contestFileDialog"))) && dialog->isVisible());
    dialog->reject();
}

void TestApp::helpPicturesFollowThePalette_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("ball-grid") << QStringLiteral("ball-grid");
    QTest::newRow("shifting-grid") << QStringLiteral("shifting-grid");
}

// The help's pictures ignored the colour-blind palette: with it on (Preferences), they show the
// symbols the boards show.
void TestApp::helpPicturesFollowThePalette()
{
    QFETCH(QString, id);
    ItemsWindow w;
    QVERIFY(w.open(id));
    settings::setSymbols(false);
    w.action(Action::Help)->trigger();
    auto* help = w.window.findChild<HelpDialog*>();
    QVERIFY(help);
    const QImage plain = helpPicture(help, id);
    QVERIFY(!plain.isNull());
    help->close();
    settings::setSymbols(true);
    w.action(Action::Help)->trigger();
    const QImage symbols = helpPicture(help, id);
    QVERIFY(!symbols.isNull());
    QCOMPARE(symbols.size(), plain.size());
    QVERIFY2(symbols != plain, "the picture is the same in both palettes");
}

// Finding 5: a hand-edited 150000x150000 window at (-50000,-50000) opened 32766 pixels wide and
// was written back at quit. Now it opens at the default size on the screen, and stays unwritten.
void TestApp::anAbsurdWindowGeometryOpensAWindowThatFits()
{
    QSettings().clear();
    QWidget probe;
    probe.setGeometry(-50000, -50000, 150000, 150000);
    const QByteArray absurd = probe.saveGeometry();
    settings::setWindowGeometry(absurd);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    {
        WindowFixture w;
        QVERIFY2(screen.contains(w.window.geometry()),
                 qPrintable(QStringLiteral("%1x%2 at %3,%4").arg(w.window.width()).arg(w.window.height()).arg(w.window.x()).arg(w.window.y())));
        QCOMPARE(w.window.size(), QSize(960, 680).boundedTo(screen.size()));
        w.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.window.close();
    }
    QCOMPARE(settings::windowGeometry(), absurd); // not written back as the player's
}

void TestApp::aWindowGeometryOverTheEdgeIsMovedOnScreen()
{
    QSettings().clear();
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    QWidget probe;
    probe.setGeometry(screen.right() - 100, screen.top() + 50, screen.width() + 200, screen.height() / 2);
    settings::setWindowGeometry(probe.saveGeometry());
    WindowFixture w;
    QVERIFY(screen.contains(w.window.geometry()));
    QCOMPARE(w.window.width(), screen.width());
    QCOMPARE(w.window.height(), screen.height() / 2);
    w.window.close(); // the player's own (fitted) geometry is kept
    QVERIFY(settings::windowGeometry() != QByteArray());
}

// A pasted game ID's limit is said in characters and counts them: 4096 Chinese characters (12 or
// 16 KB of UTF-8; 8192 UTF-16 units for a character past U+FFFF) pass the limit and are then
// refused as no game ID; one more is refused with the limit's one line.
void TestApp::aPastedGameIdsLimitCountsCharacters_data()
{
    QTest::addColumn<QString>("character");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("tooLong");
    const QString han = QString(QChar(0x6C49)); // 汉, 3 bytes
    const QString extB = QString::fromUcs4(U"\U00020000"); // 𠀀, 4 bytes, a surrogate pair
    QTest::newRow("4096 x U+6C49") << han << 4096 << false;
    QTest::newRow("4097 x U+6C49") << han << 4097 << true;
    QTest::newRow("4096 x U+20000") << extB << 4096 << false;
    QTest::newRow("4097 x U+20000") << extB << 4097 << true;
}

void TestApp::aPastedGameIdsLimitCountsCharacters()
{
    QFETCH(QString, character);
    QFETCH(int, count);
    QFETCH(bool, tooLong);
    auto window = makeWindow();
    QString error;
    QVERIFY(!filesOf(*window)->openGameId(character.repeated(count), &error));
    if (tooLong)
        QCOMPARE(error, QStringLiteral("Not a game ID: the text is longer than 4096 characters"));
    else
        QVERIFY2(error.startsWith(QStringLiteral("Not a game ID: ")) && !error.contains(QStringLiteral("longer than")),
                 qPrintable(error.left(200)));
    QCOMPARE(error.count(QLatin1Char('\n')), 0);
}

// Finding 6: two game IDs pasted at once were refused with the second glued onto the first.
void TestApp::twoPastedGameIdsAreRefusedAsTwoLines()
{
    QSettings().clear();
    WindowFixture w;
    QVERIFY(w.show(QSize(800, 600), Action::SpeedOff, WindowFixture::Wait::Exposed));
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QVERIFY(QTest::qWaitFor([&] { return w.model() && w.model()->puzzle(); }, 30000));
    const StateRank before = w.model()->state();
    QGuiApplication::clipboard()->setText(QStringLiteral("magic-board:12345678:87654321\nmagic-board:12345678:12345678\n"));
    w.action(Action::PasteId)->trigger();
    const QString message = w.window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("2 lines")) && !message.contains(QStringLiteral("87654321")), qPrintable(message));
    QCOMPARE(w.model()->state(), before);
    // One ID with its line's end, as copied from a terminal, opens.
    QGuiApplication::clipboard()->setText(QStringLiteral("magic-board:12345678:87654321\n"));
    w.action(Action::PasteId)->trigger();
    QCOMPARE(QString::fromStdString(w.model()->puzzle()->encodeState(w.model()->state())), QStringLiteral("87654321"));
}

void TestApp::menuChooserPlayThreeStarsNextLevel()
{
    LevelsWindow w;
    QVERIFY(w.showEightPuzzle());
    LevelsDialog* dialog = w.openLevels();
    QVERIFY(dialog);
    LevelChooser* chooser = dialog->chooser();
    QCOMPARE(chooser->levelCount(), int(levels::findLadder("eight-puzzle", "", nullptr)->levels.size()));
    QTest::mouseClick(chooser, Qt::LeftButton, {}, chooser->cellRect(1).center());
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>()); // it closed as the level began
    QVERIFY(w.challenge().isLevel());
    QCOMPARE(w.challenge().level, 1);
    QCOMPARE(w.challenge().par, eightLevel(1).par);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(eightLevel(1).gameId));
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Level 1 · par %1").arg(eightLevel(1).par));
    QVERIFY(w.label("challengeLabel")->isVisible());

    const std::vector<int> path = optimalPath(w.session());
    QCOMPARE(int(path.size()), eightLevel(1).par); // the ladder's par is the engine's distance
    w.playAll(path);
    QVERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QCOMPARE(w.play()->progress().stars(ladderKey(), 1), 3);
    QVERIFY(w.label("challengeScore")->isVisible());
    QCOMPARE(w.label("challengeStars")->text(), QStringLiteral("★★★"));
    QVERIFY(w.label("challengeStars")->isVisible());
    QCOMPARE(w.label("challengeScore")->text(), QStringLiteral("Level 1 · par %1 · best ★★★").arg(eightLevel(1).par));
    QPushButton* next = w.button("nextLevelButton");
    QVERIFY(next->isVisible());
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(w.challenge().level, 2);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QString::fromStdString(eightLevel(2).gameId));
    QVERIFY(!w.model()->isSolved());
    QTRY_VERIFY(!w.bannerShown());
    QVERIFY(!next->isVisible());
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Level 2 · par %1").arg(eightLevel(2).par));
    QVERIFY(w.window.board()->isEnabled()); // it takes moves: level 2 is in play
}

// New (or another level, a game opened) would replace a level in progress: the window asks first;
// Keep playing leaves the level as it was, Leave it starts the new game. An untouched or solved
// level is left without a word.
void TestApp::leavingALevelInProgressAsksFirst()
{
    LevelsWindow w;
    QVERIFY(w.showEightPuzzle());
    QVERIFY(w.startLevel(1));
    const StateRank start = w.model()->state();
    w.action(Action::NewEasy)->trigger(); // untouched: nothing to lose, no question
    QTRY_VERIFY_WITH_TIMEOUT(!w.challenge() && w.session()->hasGame(), 60000);
    QVERIFY(w.startLevel(1));
    QTRY_VERIFY(w.window.findChild<GamePresenter*>()->abilities().hint);
    const int move = optimalPath(w.session()).front();
    w.move(move);
    QCOMPARE(w.model()->movesMade(), 1);
    // The answer given as the player would, once the box is up.
    auto answer = [&](QMessageBox::ButtonRole role) {
        QTimer::singleShot(0, [role] {
            QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QCOMPARE(box->objectName(), QStringLiteral("confirmLeaveChallenge"));
            QVERIFY2(box->text().contains(QStringLiteral("Leave level 1?")), qPrintable(box->text()));
            QCOMPARE(box->buttonRole(box->defaultButton()), QMessageBox::RejectRole); // Enter keeps playing
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == role)
                    QTest::mouseClick(b, Qt::LeftButton);
        });
    };
    answer(QMessageBox::RejectRole);
    w.action(Action::New)->trigger();
    QVERIFY(w.challenge().isLevel());
    QCOMPARE(w.model()->movesMade(), 1);
    answer(QMessageBox::RejectRole);
    QVERIFY(w.play()->startLevel(EightPuzzle, QString(), 1)); // a level again (from Levels): asked too
    QCOMPARE(w.challenge().level, 1);
    QCOMPARE(w.model()->movesMade(), 1);
    QCOMPARE(w.model()->startState(), start);
    // In the player's language (it stayed English: its texts were looked up in a context of their own).
    settings::applyLanguage(QStringLiteral("zh_CN"));
    QString asked;
    QTimer::singleShot(0, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        QVERIFY(box);
        asked = box->text();
        box->defaultButton()->click();
    });
    w.action(Action::New)->trigger();
    settings::applyLanguage(QStringLiteral("en"));
    QCOMPARE(asked, QStringLiteral("离开第 1 关？"));
    answer(QMessageBox::DestructiveRole);
    w.action(Action::NewEasy)->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!w.challenge() && w.session()->hasGame(), 60000);
    QCOMPARE(w.model()->movesMade(), 0);
}

void TestApp::theDailyResultLineCopies()
{
    LevelsWindow w;
    QVERIFY(w.showEightPuzzle());
    const QDate day(2026, 12, 2);
    w.play()->setToday(day);
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    QCOMPARE(QString::fromStdString(formatGameId(*w.model()->puzzle(), w.model()->state())),
             QStringLiteral("eight-puzzle:3x3:7x4516238"));
    QCOMPARE(w.challenge().par, 21);
    // Solved in par + 2: two stars, the day's result.
    const auto [away, back] = moveAndBack(*w.model()->puzzle(), w.model()->state());
    w.playAll({away, back});
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 2);
    QVERIFY(w.play()->progress().days().contains(day));
    const DailyRecord record = w.play()->progress().days().value(day);
    QCOMPARE(record.moves, 23);
    QCOMPARE(record.stars, 2);
    const QString expected = QStringLiteral("Minimoves daily 2026-12-02 · Eight Puzzle · 23 moves (par 21) · %1 · ★★")
                                 .arg(QString::fromStdString(levels::durationText(record.seconds)));
    QPushButton* copy = w.button("copyResultButton");
    QVERIFY(copy->isVisible());
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(copy, Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    // The day in the calendar, the streak; the dialog copies the same line.
    DailyDialog* dialog = w.openDaily();
    QVERIFY(dialog);
    QCOMPARE(dialog->calendar()->starsOn(day), 2);
    QCOMPARE(dialog->calendar()->starsOn(day.addDays(-1)), 0);
    QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("dailyStreak"))->text(), QStringLiteral("Streak: 1 day"));
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("dailyCopyButton")), Qt::LeftButton);
    QCOMPARE(QGuiApplication::clipboard()->text(), expected);
    // Looked at again: the same solved game, nothing earned twice.
    auto* playButton = dialog->findChild<QPushButton*>(QStringLiteral("dailyPlayButton"));
    QCOMPARE(playButton->text(), QStringLiteral("Look at it again"));
    w.window.selectPuzzle(QStringLiteral("magic-board"));
    QTRY_VERIFY(w.session()->puzzleId() == QStringLiteral("magic-board"));
    QTest::mouseClick(playButton, Qt::LeftButton);
    QCOMPARE(w.session()->puzzleId(), EightPuzzle);
    QVERIFY(w.model()->isSolved());
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->progress().days().value(day), record);
    // Played again from the start, in par: a replay, which earns nothing (the day keeps its two stars).
    w.window.newGame(Difficulty::Easy);
    QTRY_VERIFY(!w.challenge());
    w.play()->startDaily();
    QTRY_VERIFY_WITH_TIMEOUT(w.challenge().isDaily(), 60000);
    QVERIFY(w.challenge().replay);
    QCOMPARE(w.label("challengeLabel")->text(), QStringLiteral("Daily puzzle 2026-12-02, again · par 21"));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QCOMPARE(w.play()->result().stars, 3);
    QCOMPARE(w.play()->progress().days().value(day), record);
    QCOMPARE(w.label("challengeScore")->text(), QStringLiteral("Daily puzzle · par 21 · today's result stays ★★☆"));
    // The next day continues the streak.
    QCOMPARE(w.play()->progress().streak(day.addDays(1)), 1);
}

// Levels and Daily closed by Esc: the window is active again and the board has the keys, so the
// menu's shortcuts and the moves work at once (where no window manager hands the activation back,
// nothing did: Ctrl+D after the levels closed was lost until a click).
void TestApp::closingTheDialogsGivesTheBoardTheKeys()
{
    LevelsWindow w;
    QVERIFY(w.showEightPuzzle());
    for (int which = 0; which < 2; ++which) {
        QDialog* dialog = which == 0 ? static_cast<QDialog*>(w.openLevels()) : static_cast<QDialog*>(w.openDaily());
        QVERIFY(dialog);
        QTRY_VERIFY(QApplication::activeWindow() == dialog);
        w.window.board()->clearFocus();
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY(!w.window.findChild<QDialog*>());
        QTRY_VERIFY2(w.window.board()->hasFocus(), which == 0 ? "after Levels" : "after Daily puzzle");
        QTRY_VERIFY(QApplication::activeWindow() == &w.window);
    }
}

void TestApp::aDamagedProgressFileIsSetAside()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    const QByteArray damaged = "{\"format\":\"minimoves-progress\",\"version\":1,\"levels\":{\"eight-puzzle\":[3,";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(damaged);
    }
    LevelsWindow w(folder.path());
    QVERIFY(w.showEightPuzzle());
    FileNotice* notice = noticeOf(w.window);
    QVERIFY(notice->isVisible());
    QVERIFY(notice->message().startsWith(QStringLiteral("Progress progress.json: not a progress file")));
    QVERIFY(!QFile::exists(path));
    const QStringList aside = QDir(folder.path()).entryList({QStringLiteral("progress.json.corrupt-*")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(notice->message().contains(aside.first()));
    QVERIFY(!w.play()->progress().isOpen(ladderKey(), 2));
    // Play on: the new progress is written, the damaged file stays as it was.
    QVERIFY(w.startLevel(1));
    w.playAll(optimalPath(w.session()));
    QTRY_VERIFY(w.bannerShown());
    QTRY_VERIFY(QFile::exists(path)); // written off the GUI thread
    QFile kept(folder.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged);
}

MINIMOVES_TEST_MAIN(TestApp)
} // namespace tst_app
#include "tst_app.moc"
