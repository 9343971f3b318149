// What a game gives back besides the board (issue 24), on the game's logic with no window: its
// clock — counting only while the game is in play and shown, kept with the saved game, shown in
// the banner and kept as the best time per puzzle and difficulty — and its sounds: each event asks
// for its own. (In the window: the window hidden pauses the clock, a system without an audio output
// stays silent without a word, the volume is a preference, and the celebration on solving
// respects "no animations": tst_polish.)
#include "game/session/game_clock.h"
#include "game/present/game_presenter.h"
#include "game/store/saved_game.h"
#include "shell/statistics/statistics_dialog.h"

#include "session_fixture.h"
#include "test_registry.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_feedback {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;
using Phase = GameSession::Phase;

namespace {

// A sink that keeps what it was asked to play.
struct Recorder : SoundSink {
    std::vector<SoundCue> cues;
    void play(SoundCue cue) override { cues.push_back(cue); }
};

bool answeredAndPlaying(const GameSession* s)
{
    return s && s->hasGame() && s->answer()->distance() && s->answer()->solution() && s->phase() == Phase::Playing;
}

// The game as the window shows it, without the window.
struct Game : SessionFixture {
    std::shared_ptr<const AnyPuzzle> puzzle;

    explicit Game(const QString& saveDirectory = QString()) : SessionFixture(PlayMode::Coach, saveDirectory) {}
    // A Magic Board game `distance` moves from the goal (seed `seed`).
    bool openNear(int distance, quint64 seed = 3)
    {
        std::mt19937_64 random(seed);
        puzzle = findPuzzleType("magic-board")->makeRandomInstance("", random);
        startGame(puzzle, *puzzle->randomState(distance, random, {}));
        return QTest::qWaitFor([&] { return answeredAndPlaying(session()); }, 30000);
    }
    // The solver's moves to the goal, as the board's keys play them.
    void playOptimal()
    {
        while (!model()->isSolved()) {
            QVERIFY(QTest::qWaitFor([&] { return answeredAndPlaying(session()); }, 30000));
            QVERIFY(play(session()->answer()->solution()->path.front()));
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
    void onlyTheActiveSessionsClockIsWatched();
    void theClockReads_data();
    void theClockReads();
    void theSavedGameKeepsTheClockAndTheHelp();
    void theBannerAndTheStatisticsTellTheTime();
    void eachEventAsksForItsSound();
};

void TestFeedback::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_feedback"));
}

void TestFeedback::init() { QSettings().clear(); }

// The part alone, on a clock of the test's own: it counts while both the game is in play and
// the view watches, and keeps what it counted across the pauses.
// GameSessions::setWatched (the window shown, no position set up): only the active session's
// clock is watched; a switch takes the watch to the session switched to, and back.
void TestFeedback::onlyTheActiveSessionsClockIsWatched()
{
    Game g;
    QVERIFY(g.open(QStringLiteral("magic-board")));
    GameSession* first = g.session();
    QVERIFY(first->clock()->running());
    g.sessions.setWatched(false);
    QVERIFY(!first->clock()->running());
    g.sessions.setWatched(true);
    QVERIFY(first->clock()->running());
    QVERIFY(g.open(QStringLiteral("eight-puzzle")));
    GameSession* second = g.session();
    QVERIFY(second != first);
    QVERIFY(second->clock()->running());
    QVERIFY(!first->clock()->running());
    g.sessions.setWatched(false);
    QVERIFY(!second->clock()->running());
    QVERIFY(g.open(QStringLiteral("magic-board"))); // switched while unwatched: nothing counts
    QCOMPARE(g.session(), first);
    QVERIFY(!first->clock()->running());
    QVERIFY(!second->clock()->running());
    g.sessions.setWatched(true);
    QVERIFY(first->clock()->running());
}

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

// The banner says the time; the statistics keep the best per puzzle, mode and difficulty; the
// time survives a restart with the autosave.
void TestFeedback::theBannerAndTheStatisticsTellTheTime()
{
    QTemporaryDir dir;
    qint64 before = 0;
    {
        Game g(dir.path());
        g.choose(QStringLiteral("magic-board"));
        g.newGame(Difficulty::Easy);
        QVERIFY(QTest::qWaitFor([&] { return answeredAndPlaying(g.session()); }, 30000));
        QCOMPARE(g.session()->store()->difficulty(), std::optional(Difficulty::Easy));
        // 1.1 s played, in the test's own time (GameClock::setNow): counted only if the clock runs.
        auto now = std::make_shared<qint64>(0);
        g.session()->clock()->setNow([now] { return *now; });
        *now += 1100;
        g.close(); // the autosave keeps the time played
        before = g.session()->clock()->elapsedMs();
        QVERIFY(before >= 1000);
    }
    Game g(dir.path());
    QVERIFY(g.restore(QStringLiteral("magic-board")));
    QVERIFY(QTest::qWaitFor([&] { return answeredAndPlaying(g.session()); }, 30000));
    const qint64 restored = g.session()->clock()->elapsedMs();
    QVERIFY2(restored >= 1000 && restored <= before + 1000, qPrintable(QStringLiteral("%1 of %2").arg(restored).arg(before)));
    QCOMPARE(g.session()->store()->difficulty(), std::optional(Difficulty::Easy));
    g.playOptimal();
    QTRY_VERIFY(!g.presenter.banner().isEmpty()); // the banner shows
    const qint64 took = g.session()->clock()->elapsedMs();
    QVERIFY2(g.presenter.banner().contains(QStringLiteral(" · ") + GameClock::text(took) + QStringLiteral(" · ")),
             qPrintable(g.presenter.banner()));
    auto tally = [&](StatsScope scope) {
        return g.statistics.statistics().tally(QStringLiteral("magic-board"), PlayMode::Coach, scope);
    };
    QCOMPARE(tally(StatsScope::All).bestMs, took);
    QCOMPARE(tally(StatsScope::Easy).bestMs, took);
    QCOMPARE(tally(StatsScope::Hard).bestMs, 0);
    QCOMPARE(g.statistics.statistics().history().back().ms, took);
    // A slower game keeps the best; a faster one takes its place.
    GameRecord game = g.statistics.statistics().history().back();
    game.ms = took + 5000;
    g.statistics.record(game);
    QCOMPARE(tally(StatsScope::All).bestMs, took);
    game.ms = 100;
    g.statistics.record(game);
    QCOMPARE(tally(StatsScope::Easy).bestMs, 100);
    // The Statistics dialog's figures, as they read (no window: the dialog on its own).
    StatisticsDialog dialog(&g.statistics, QStringLiteral("magic-board"), PlayMode::Coach);
    QCOMPARE(dialog.figures()->item(int(StatisticsDialog::BestTime), int(StatsScope::Easy))->text(), QStringLiteral("0:00"));
    QCOMPARE(dialog.figures()->item(int(StatisticsDialog::BestTime), int(StatsScope::Hard))->text(), QStringLiteral("–"));
}

// A move (the player's, an Undo), a hint, the goal reached: each asks for its own sound.
void TestFeedback::eachEventAsksForItsSound()
{
    Game g;
    QVERIFY(g.openNear(2));
    Recorder recorder;
    g.presenter.setSoundSink(&recorder);
    g.session()->showHint(); // H
    QCOMPARE(recorder.cues, std::vector<SoundCue>{SoundCue::Hint});
    QVERIFY(QTest::qWaitFor([&] { return answeredAndPlaying(g.session()); }, 30000));
    QVERIFY(g.play(g.session()->answer()->solution()->path.front()));
    QCOMPARE(recorder.cues.back(), SoundCue::Move);
    g.session()->undo();
    QCOMPARE(recorder.cues.size(), std::size_t(3));
    QCOMPARE(recorder.cues.back(), SoundCue::Move);
    recorder.cues.clear();
    g.playOptimal();
    QCOMPARE(recorder.cues, (std::vector<SoundCue>{SoundCue::Move, SoundCue::Solved}));
    g.presenter.setSoundSink(nullptr);
}

MINIMOVES_TEST_MAIN(TestFeedback)
} // namespace tst_feedback
#include "tst_feedback.moc"
