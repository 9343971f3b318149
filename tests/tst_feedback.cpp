// What a game gives back besides the board (issue 24): its clock — counting only while the game is
// in play and the window on screen, kept with the saved game, shown in the banner and kept as the
// best time per puzzle and difficulty — and its sounds: each event asks for its own, a system
// without an audio output stays silent without a word, and the celebration on solving respects
// "no animations".
#include "game/game_clock.h"
#include "game/game_presenter.h"
#include "game/saved_game.h"
#include "shell/preferences_dialog.h"
#include "shell/settings.h"
#include "shell/solved_banner.h"
#include "shell/sound_player.h"
#include "shell/statistics_dialog.h"

#include "game_fixture.h"

#include <QDialog>
#include <QFile>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QMessageBox>
#include <QSlider>
#include <QSoundEffect>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <random>

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

// A sink that keeps what it was asked to play.
struct Recorder : SoundSink {
    std::vector<SoundCue> cues;
    void play(SoundCue cue) override { cues.push_back(cue); }
};

bool settled(const GameSession* s)
{
    return s && s->hasGame() && s->distance() && s->solution() && s->phase() == Phase::Playing;
}

struct Window : WindowFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;

    explicit Window(const QString& saveDirectory = QString())
    {
        if (!saveDirectory.isEmpty())
            window.sessions()->setSaveDirectory(saveDirectory);
    }
    // A Magic Board game `distance` moves from the goal (seed `seed`).
    bool openNear(int distance, quint64 seed = 3)
    {
        if (!show({900, 640}))
            return false;
        std::mt19937_64 random(seed);
        puzzle = findPuzzleType("magic-board")->makeRandomInstance("", random);
        window.startGame(puzzle, *puzzle->randomState(distance, random, {}));
        return QTest::qWaitFor([&] { return settled(session()); }, 30000);
    }
    GamePresenter* presenter() const { return window.findChild<GamePresenter*>(); }
    QLabel* banner() const { return window.findChild<QLabel*>(QStringLiteral("solvedBanner")); }
    void playOptimal()
    {
        while (!model()->isSolved()) {
            QVERIFY(QTest::qWaitFor([&] { return settled(session()); }, 30000));
            QTest::keyClick(window.board(), Qt::Key(Qt::Key_A + session()->solution()->path.front()));
        }
    }
};

} // namespace

class TestFeedback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void theClockCountsOnlyInPlayAndWatched();
    void theClockReads_data();
    void theClockReads();
    void theSavedGameKeepsTheClockAndTheHelp();
    void theWindowHiddenPausesTheClock();
    void theBannerAndTheStatisticsTellTheTime();
    void eachEventAsksForItsSound();
    void noAudioOutputIsSilentAndSaysNothing();
    void theVolumeIsAPreference();
    void theCelebrationRespectsNoAnimations_data();
    void theCelebrationRespectsNoAnimations();
};

void TestFeedback::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_feedback"));
}

void TestFeedback::init() { QSettings().clear(); }

// The part alone, on a clock of the test's own: it counts while both the game is in play and
// the view watches, and keeps what it counted across the pauses.
void TestFeedback::theClockCountsOnlyInPlayAndWatched()
{
    qint64 now = 1000;
    GameClock clock;
    clock.setNow([&] { return now; });
    QSignalSpy running(&clock, &GameClock::runningChanged);
    now += 500;
    QCOMPARE(clock.elapsedMs(), 0); // not in play yet, and no view shows it
    clock.setInPlay(true);
    QVERIFY(!clock.running()); // a session alone counts no time
    clock.setWatched(true);
    QVERIFY(clock.running());
    now += 2000;
    QCOMPARE(clock.elapsedMs(), 2000);
    clock.setWatched(false); // the window minimised
    now += 60000;
    QCOMPARE(clock.elapsedMs(), 2000);
    clock.setWatched(true);
    now += 1000;
    QCOMPARE(clock.elapsedMs(), 3000);
    clock.setInPlay(false); // solved
    now += 9000;
    QCOMPARE(clock.elapsedMs(), 3000);
    QCOMPARE(running.count(), 4);
    clock.reset(42000); // a saved game's time
    QCOMPARE(clock.elapsedMs(), 42000);
    clock.setInPlay(true);
    now += 1500;
    QCOMPARE(clock.elapsedMs(), 43500);
    clock.reset();
    QCOMPARE(clock.elapsedMs(), 0);
}

void TestFeedback::theClockReads_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("nothing") << qint64(0) << QStringLiteral("0:00");
    QTest::newRow("seconds") << qint64(7999) << QStringLiteral("0:07");
    QTest::newRow("minutes") << qint64(134000) << QStringLiteral("2:14");
    QTest::newRow("hours") << qint64(3723000) << QStringLiteral("1:02:03");
}

void TestFeedback::theClockReads()
{
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(GameClock::text(ms), text);
}

// The saved game's optional fields: the clock and Solve's help, written only when set; a file
// without them (every file before them) reads as no time and no help; junk in them is damage.
void TestFeedback::theSavedGameKeepsTheClockAndTheHelp()
{
    QString error;
    const QByteArray old = R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board",
        "instance": "12345678", "start": "26845731", "history": ["B"], "applied": 1, "hintsUsed": 0})";
    auto saved = SavedGame::fromJson(old, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->clockMs, 0);
    QVERIFY(!saved->assisted);
    QCOMPARE(saved->difficulty, -1);
    QVERIFY(!saved->toJson().contains("clockMs"));
    QVERIFY(!saved->toJson().contains("assisted"));
    saved->clockMs = 134567;
    saved->assisted = true;
    saved->difficulty = int(Difficulty::Hardest);
    const auto again = SavedGame::fromJson(saved->toJson(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->clockMs, 134567);
    QVERIFY(again->assisted);
    QCOMPARE(again->difficulty, int(Difficulty::Hardest));
    // Junk in any of them is damage, refused as any other (issue 28; it read as no time, no help,
    // not drawn): the error names the field.
    for (const auto& [field, bad] : {std::pair{"clockMs", "-5"}, std::pair{"assisted", "\"yes\""}, std::pair{"difficulty", "9"}}) {
        QByteArray junk = old;
        junk.replace("\"hintsUsed\": 0", "\"hintsUsed\": 0, \"" + QByteArray(field) + "\": " + bad);
        QVERIFY(!SavedGame::fromJson(junk, &error));
        QVERIFY2(error.contains(QLatin1String(field)), qPrintable(error));
    }
}

// On the player's path: the window minimised or hidden stops the game's clock, shown again it
// goes on; a solved game's clock stands still; a position being set up does not count.
void TestFeedback::theWindowHiddenPausesTheClock()
{
    Window w;
    QVERIFY(w.openNear(4));
    GameClock* clock = w.session()->clock();
    QVERIFY(clock->running());
    // The test's own time (GameClock::setNow), moved on when it says: a clock that counted on
    // while minimised shows it, whatever the machine's load.
    auto now = std::make_shared<qint64>(0);
    clock->setNow([now] { return *now; });
    w.window.showMinimized();
    QTRY_VERIFY(!clock->running());
    const qint64 paused = clock->elapsedMs();
    *now += 120;
    QCOMPARE(clock->elapsedMs(), paused);
    w.window.showNormal();
    QTRY_VERIFY(clock->running());
    *now += 120;
    QCOMPARE(clock->elapsedMs(), paused + 120); // shown again, the same time counts
    w.window.hide();
    QVERIFY(!clock->running());
    w.window.show();
    QVERIFY(clock->running());
    w.action(Action::SetUpPosition)->trigger();
    QVERIFY(!clock->running());
    positionEditorOf(w.window)->cancel();
    QVERIFY(clock->running());
    w.playOptimal();
    QVERIFY(!clock->running());
}

// The banner says the time; the statistics keep the best per puzzle, mode and difficulty; the
// time survives a restart with the autosave.
void TestFeedback::theBannerAndTheStatisticsTellTheTime()
{
    QTemporaryDir dir;
    qint64 before = 0;
    {
        Window w(dir.path());
        QVERIFY(w.show({900, 640}));
        w.window.selectPuzzle(QStringLiteral("magic-board"));
        w.action(Action::NewEasy)->trigger();
        QVERIFY(QTest::qWaitFor([&] { return settled(w.session()); }, 30000));
        QCOMPARE(w.session()->gameDifficulty(), std::optional(Difficulty::Easy));
        // 1.1 s played, in the test's own time (GameClock::setNow): counted only if the clock runs.
        auto now = std::make_shared<qint64>(0);
        w.session()->clock()->setNow([now] { return *now; });
        *now += 1100;
        w.window.close(); // the autosave keeps the time played
        before = w.session()->clock()->elapsedMs();
        QVERIFY(before >= 1000);
    }
    Window w(dir.path());
    QVERIFY(w.show({900, 640}));
    QVERIFY(restoreAutosaveAndWait(w.window));
    QVERIFY(QTest::qWaitFor([&] { return settled(w.session()); }, 30000));
    const qint64 restored = w.session()->clock()->elapsedMs();
    QVERIFY2(restored >= 1000 && restored <= before + 1000, qPrintable(QStringLiteral("%1 of %2").arg(restored).arg(before)));
    QCOMPARE(w.session()->gameDifficulty(), std::optional(Difficulty::Easy));
    w.playOptimal();
    QTRY_VERIFY(w.banner()->isVisible());
    const qint64 took = w.session()->clock()->elapsedMs();
    QVERIFY2(w.banner()->text().contains(QStringLiteral(" · ") + GameClock::text(took) + QStringLiteral(" · ")),
             qPrintable(w.banner()->text()));
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach).bestMs, took);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach, StatsScope::Easy).bestMs, took);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach, StatsScope::Hard).bestMs, 0);
    QCOMPARE(w.window.statistics()->statistics().history().back().ms, took);
    // A slower game keeps the best; a faster one takes its place.
    GameRecord game = w.window.statistics()->statistics().history().back();
    game.ms = took + 5000;
    w.window.statistics()->record(game);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach).bestMs, took);
    game.ms = 100;
    w.window.statistics()->record(game);
    QCOMPARE(tallyOf(w.window, "magic-board", PlayMode::Coach, StatsScope::Easy).bestMs, 100);
    StatisticsDialog dialog(w.window.statistics(), QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(figureText(dialog, StatisticsDialog::BestTime, StatsScope::Easy), QStringLiteral("0:00"));
    QCOMPARE(figureText(dialog, StatisticsDialog::BestTime, StatsScope::Hard), QStringLiteral("–"));
}

// A move (the player's, an Undo), a hint, the goal reached: each asks for its own sound.
void TestFeedback::eachEventAsksForItsSound()
{
    Window w;
    QVERIFY(w.openNear(2));
    Recorder recorder;
    w.presenter()->setSoundSink(&recorder);
    QTest::keyClick(w.window.board(), Qt::Key_H);
    QCOMPARE(recorder.cues, std::vector<SoundCue>{SoundCue::Hint});
    QVERIFY(QTest::qWaitFor([&] { return settled(w.session()); }, 30000));
    QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + w.session()->solution()->path.front()));
    QCOMPARE(recorder.cues.back(), SoundCue::Move);
    w.action(Action::Undo)->trigger();
    QCOMPARE(recorder.cues.size(), std::size_t(3));
    QCOMPARE(recorder.cues.back(), SoundCue::Move);
    recorder.cues.clear();
    w.playOptimal();
    QCOMPARE(recorder.cues, (std::vector<SoundCue>{SoundCue::Move, SoundCue::Solved}));
    w.presenter()->setSoundSink(nullptr);
}

// The offscreen test platform has no audio output: the player stays silent — nothing played,
// nothing loaded, no message box, nothing in the status bar — and the game plays on.
void TestFeedback::noAudioOutputIsSilentAndSaysNothing()
{
    if (!QMediaDevices::audioOutputs().isEmpty())
        QSKIP("this machine has an audio output");
    Window w;
    QVERIFY(w.openNear(1));
    auto* player = w.window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
    QVERIFY(player);
    QVERIFY(!player->available());
    QVERIFY(player->volume() > 0);
    QSignalSpy cued(w.presenter(), &GamePresenter::soundCued);
    w.playOptimal();
    QTRY_VERIFY(w.banner()->isVisible());
    QCOMPARE(cued.count(), 1);
    QCOMPARE(player->playedCount(), 0);
    QCOMPARE(w.window.findChildren<QSoundEffect*>().size(), 0);
    QCOMPARE(w.window.statusBar()->currentMessage(), QString());
    for (QWidget* top : QApplication::topLevelWidgets())
        QVERIFY2(!qobject_cast<QMessageBox*>(top) || !top->isVisible(), qPrintable(top->objectName()));
    // The part alone: played at every volume, it plays nothing.
    SoundPlayer alone;
    for (int volume : {0, 50, 100}) {
        alone.setVolume(volume);
        alone.play(SoundCue::Solved);
    }
    QCOMPARE(alone.playedCount(), 0);
}

// Preferences ▸ Sound volume: kept, and told to the player at once.
void TestFeedback::theVolumeIsAPreference()
{
    QCOMPARE(settings::soundVolume(), 70);
    Window w;
    QVERIFY(w.show({800, 600}));
    auto* player = w.window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->volumeSlider()->setValue(0);
        dialog->accept();
    });
    w.action(Action::Preferences)->trigger();
    QCOMPARE(player->volume(), 0);
    QCOMPARE(settings::soundVolume(), 0);
    QSettings().setValue(QStringLiteral("sound/volume"), QStringLiteral("loud"));
    QCOMPARE(settings::soundVolume(), 70);
}

// Solved by a move: the banner glows for a moment, unless animations are off.
void TestFeedback::theCelebrationRespectsNoAnimations_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<bool>("glows");
    QTest::newRow("normal") << int(Action::SpeedNormal) << true;
    QTest::newRow("off") << int(Action::SpeedOff) << false;
}

void TestFeedback::theCelebrationRespectsNoAnimations()
{
    QFETCH(int, speed);
    QFETCH(bool, glows);
    Window w;
    QVERIFY(w.openNear(1));
    w.action(Action(speed))->trigger();
    auto* solved = w.window.findChild<SolvedBanner*>();
    QVERIFY(solved);
    QTest::keyClick(w.window.board(), Qt::Key(Qt::Key_A + w.session()->solution()->path.front()));
    QTRY_VERIFY(w.model()->isSolved());
    QCOMPARE(solved->celebrating(), glows);
    QTRY_VERIFY_WITH_TIMEOUT(!solved->celebrating(), 5000);
    QVERIFY(w.banner()->isVisible());
}

QTEST_MAIN(TestFeedback)
#include "tst_feedback.moc"
