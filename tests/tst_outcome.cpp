// How a game ends, on the game's logic alone (no window, no widget; the session fixture): the
// session's GameOutcome, told once per game (solved by the player, or finished with Solve's help;
// not again after Undo and Redo), with its fields in Play and Coach mode, for a level and a daily
// puzzle, with and without hints (a Rewind counts as one for the stars); and the records
// (GameRecords) made of it: the statistics' game and hints in the mode the session plays, a
// level's stars and best, Next level open, the day's first result, a replay that earns nothing,
// the progress file written off the GUI thread, and a game finished while the files cannot be
// written kept until they can.
#include "core/any_puzzle.h"
#include "game/records/game_outcome.h"
#include "game/records/game_records.h"
#include "game/session/game_session.h"
#include "game/store/statistics_store.h"
#include "levels/level_data.h"
#include "levels/score.h"

#include "session_fixture.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QThread>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_outcome {

using namespace minimoves;
using namespace minimoves::app;
using minimoves::testing::SessionFixture;

namespace {

const QString MagicBoard = QStringLiteral("magic-board");
const QString EightPuzzle = QStringLiteral("eight-puzzle");

struct Game : SessionFixture {
    explicit Game(PlayMode mode = PlayMode::Play) : SessionFixture(mode) { sessions.setPrepareAhead(false); }

    // Played to the goal along the solver's path, each answer waited for; true once the outcome
    // was told (`spy`: a new one).
    bool finish(QSignalSpy& spy)
    {
        const qsizetype before = spy.count();
        while (!model()->isSolved()) {
            if (!settle() || !session()->answer()->solution() || session()->answer()->solution()->path.empty() ||
                !play(session()->answer()->solution()->path.front()))
                return false;
        }
        return spy.count() > before || spy.wait(30000);
    }
    // Level `number` of the Eight Puzzle's ladder, as LevelPlay starts it; settled.
    bool startLevel(int number)
    {
        const levels::Level& level = levels::findLadder("eight-puzzle", "", nullptr)->levels.at(std::size_t(number - 1));
        auto game = parseGameId(level.gameId);
        if (!game)
            return false;
        GameId parsed = std::move(game).value();
        startGame(std::shared_ptr<const AnyPuzzle>(std::move(parsed.puzzle)), parsed.state,
                  Challenge::ofLevel(ladderKey(), number, level.par));
        return settle();
    }
    // The Eight Puzzle's drawn game, started again as the daily puzzle of `day`; settled.
    bool startDaily(const QDate& day, bool replay = false)
    {
        if (!open(EightPuzzle))
            return false;
        const auto puzzle = model()->puzzle();
        const StateRank start = model()->startState();
        session()->restart();
        if (!settle())
            return false;
        const int par = *session()->answer()->distance();
        startGame(puzzle, start, Challenge::ofDaily(day, par, replay));
        return settle();
    }
    static QString ladderKey() { return LevelProgress::ladderKey(EightPuzzle, QString()); }
    // The last outcome told.
    static GameOutcome told(const QSignalSpy& spy) { return spy.last().at(0).value<GameOutcome>(); }
};

} // namespace

class TestOutcome : public QObject {
    Q_OBJECT
private slots:
    void solvedByThePlayerIsToldOnceInPlayMode();
    void coachModeWithHints();
    void solveFinishesWithHelp();
    void theHintsCountInTheModeTheSessionPlays();
    void aLevelIsPlayedInPlayModeAndScored();
    void aLevelWithAHintEarnsLessAndKeepsItsBest();
    void aRewindCountsAsAHint();
    void theDailyKeepsItsFirstResult();
    void theProgressIsWrittenAtOnce();
    void aGameFinishedWhileTheDiskIsFullIsWrittenOnceItCanBe_data();
    void aGameFinishedWhileTheDiskIsFullIsWrittenOnceItCanBe();
    void anEarlierVersionsHintsLoad();
};

namespace {
void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}
} // namespace

// A saved game, the statistics and the progress of a version that counted every step of the hint
// ladder as a hint load, nothing set aside: their count is the hint steps, and the hints (the
// positions helped) are the steps over the deepest step (docs/FILES.md); a day keeps its count as
// both, so its stars still follow. Written again, they are of the newer versions.
void TestOutcome::anEarlierVersionsHintsLoad()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Game g;
    const QString statisticsFile = dir.filePath(QStringLiteral("statistics.json"));
    writeFile(statisticsFile, R"({"format":"minimoves-statistics","version":1,"tallies":{"magic-board":{"play":{
        "other":{"games":1,"solved":1,"inPar":1,"scored":1,"overParSum":0,"bestOverPar":0,"bestMs":9000,"hints":20,
                 "hintGames":[0,1,0],"streak":1,"bestStreak":1},
        "all":{"games":1,"solved":1,"inPar":1,"scored":1,"overParSum":0,"bestOverPar":0,"bestMs":9000,"hints":21,
               "hintGames":[1,1,0],"streak":1,"bestStreak":1}}}},
        "history":[{"finished":"2026-12-02T07:15:00Z","puzzle":"magic-board","difficulty":"other","mode":"play",
                    "par":10,"moves":10,"ms":9000,"hints":20,"hintDepth":2}]})");
    QString message;
    g.statistics.open(statisticsFile, &message);
    QCOMPARE(message, QString());
    Tally other = g.statistics.statistics().tally(MagicBoard, PlayMode::Play, StatsScope::Other);
    QCOMPARE(other.hintSteps, 20);
    QCOMPARE(other.hints, 10); // its games' deepest step was 2
    const Tally all = g.statistics.statistics().tally(MagicBoard, PlayMode::Play, StatsScope::All);
    QCOMPARE(all.hintSteps, 21);
    QCOMPARE(all.hints, 14); // 21 over the average deepest step, 1.5
    QCOMPARE(g.statistics.statistics().history().front().hintSteps, 20);
    QCOMPARE(g.statistics.statistics().history().front().hints, 10);

    const QString progressFile = dir.filePath(QStringLiteral("progress.json"));
    writeFile(progressFile, R"({"format":"minimoves-progress","version":1,"levels":{},"daily":[{"date":"2026-12-03",
        "gameId":"shifting-grid:4x6:WBGWGBGBBGGBWWGBGGBWWWBW","par":6,"moves":6,"seconds":40,"hints":12,"stars":2}]})");
    QSignalSpy notices(&g.records, &GameRecords::fileNotice);
    g.records.setProgressFile(progressFile);
    QCOMPARE(notices.count(), 0);
    const DailyRecord day = g.records.progress().days().value(QDate(2026, 12, 3));
    QCOMPARE(day.stars, 2);
    QCOMPARE(day.hints, 12);
    QCOMPARE(day.hintSteps, 12);
    QCOMPARE(day.rewinds, 0);

    const QString savedFile = dir.filePath(QStringLiteral("saved.json"));
    writeFile(savedFile, R"({"format": "minimoves-game", "version": 1, "puzzle": "magic-board", "instance": "12345678",
        "start": "26845731", "history": ["B"], "applied": 1, "hintsUsed": 20, "hintDepth": 2})");
    QString error;
    QVERIFY2(g.openSaved(savedFile, &error), qPrintable(error));
    QCOMPARE(g.session()->hints()->steps(), 20);
    QCOMPARE(g.session()->hints()->positions(), 10);
    QVERIFY(g.settle());
    g.session()->showHint(); // a hint on a position: one more of each, in the newer files
    QCOMPARE(g.session()->hints()->positions(), 11);
    other = g.statistics.statistics().tally(MagicBoard, PlayMode::Play, StatsScope::Other);
    QCOMPARE(other.hints, 11);
    QCOMPARE(other.hintSteps, 21);
    g.statistics.flush(); // written off the GUI thread: waited for here
    QFile written(statisticsFile);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto back = GameStatistics::fromJson(written.readAll(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(*back, g.statistics.statistics());
}

void TestOutcome::solvedByThePlayerIsToldOnceInPlayMode()
{
    Game g;
    QVERIFY(g.open(MagicBoard));
    GameSession* s = g.session();
    QSignalSpy finished(s, &GameSession::finished);
    const StateRank start = g.model()->startState();
    const int par = *s->answer()->distance();
    QCOMPARE(s->playMode(), PlayMode::Play);
    QVERIFY(!GameOutcome::of(*s)); // not at the goal
    QVERIFY(g.finish(finished));
    QCOMPARE(finished.count(), 1);
    const GameOutcome o = Game::told(finished);
    QCOMPARE(o.puzzle, MagicBoard);
    QCOMPARE(o.variant, s->variant());
    QCOMPARE(o.gameId, QString::fromStdString(formatGameId(*g.model()->puzzle(), start)));
    QCOMPARE(o.difficulty, s->store()->difficulty());
    QVERIFY(o.difficulty.has_value()); // drawn
    QVERIFY(!o.challenge);
    QCOMPARE(o.mode, PlayMode::Play);
    QVERIFY(o.solved());
    QCOMPARE(o.par, par);
    QCOMPARE(o.moves, par);
    QCOMPARE(o.hints, 0);
    QCOMPARE(o.hintDepth, 0);
    QCOMPARE(o.rewinds, 0);
    QCOMPARE(o.ms, s->clock()->elapsedMs());
    QVERIFY(o.finished.isValid());
    QCOMPARE(o.finished.timeSpec(), Qt::UTC);
    // The statistics' game is the outcome's.
    const auto& games = g.statistics.statistics().history();
    QCOMPARE(games.size(), 1);
    QCOMPARE(games.back(), GameRecords::statisticsRecord(o));
    QVERIFY(games.back().inPar());
    QCOMPARE(games.back().mode, PlayMode::Play);
    // Undo and Redo to the goal: the same game, not told again.
    s->undo();
    QVERIFY(!g.model()->isSolved());
    s->redo();
    QVERIFY(g.model()->isSolved());
    QVERIFY(g.settle());
    QCOMPARE(finished.count(), 1);
    QCOMPARE(g.statistics.statistics().history().size(), 1);
    // Another game is another outcome.
    g.startGame(g.model()->puzzle(), start);
    QVERIFY(g.settle());
    QVERIFY(!GameOutcome::of(*s));
    QVERIFY(g.finish(finished));
    QCOMPARE(finished.count(), 2);
    QCOMPARE(g.statistics.statistics().history().size(), 2);
}

void TestOutcome::coachModeWithHints()
{
    Game g(PlayMode::Coach);
    QVERIFY(g.open(MagicBoard));
    GameSession* s = g.session();
    QCOMPARE(s->playMode(), PlayMode::Coach);
    QSignalSpy finished(s, &GameSession::finished);
    const int par = *s->answer()->distance();
    QVERIFY(par >= 2);
    // Two steps of the ladder on the start, one on the next position: two hints (positions), three
    // hint steps, depth 2.
    s->showHint();
    s->showHint();
    QVERIFY(g.play(s->answer()->solution()->path.front()));
    QVERIFY(g.settle());
    s->showHint();
    QCOMPARE(s->hints()->positions(), 2);
    QCOMPARE(s->hints()->steps(), 3);
    QVERIFY(g.finish(finished));
    QCOMPARE(finished.count(), 1);
    const GameOutcome o = Game::told(finished);
    QCOMPARE(o.mode, PlayMode::Coach);
    QVERIFY(o.solved());
    QCOMPARE(o.par, par);
    QCOMPARE(o.moves, par);
    QCOMPARE(o.hints, 2);
    QCOMPARE(o.hintSteps, 3);
    QCOMPARE(o.hintDepth, 2);
    QCOMPARE(o.rewinds, 0);
    const GameRecord& game = g.statistics.statistics().history().back();
    QCOMPARE(game.mode, PlayMode::Coach);
    QCOMPARE(game.hints, 2);
    QCOMPARE(game.hintSteps, 3);
    QCOMPARE(game.hintDepth, 2);
    QCOMPARE(g.statistics.statistics().tally(MagicBoard, PlayMode::Coach, StatsScope::All).inPar, 1);
    QCOMPARE(g.statistics.statistics().tally(MagicBoard, PlayMode::Play, StatsScope::All).games, 0);
}

void TestOutcome::solveFinishesWithHelp()
{
    Game g;
    QVERIFY(g.open(MagicBoard));
    GameSession* s = g.session();
    QSignalSpy finished(s, &GameSession::finished);
    const int par = *s->answer()->distance();
    QVERIFY(g.play(s->answer()->solution()->path.front())); // one of the player's, then Solve the rest
    QVERIFY(g.settle());
    s->solve();
    QVERIFY(QTest::qWaitFor([&] { return g.model()->isSolved() && finished.count() > 0; }, 30000));
    QCOMPARE(finished.count(), 1);
    const GameOutcome o = Game::told(finished);
    QVERIFY(o.assisted);
    QVERIFY(!o.solved());
    QCOMPARE(o.moves, par);
    const Tally play = g.statistics.statistics().tally(MagicBoard, PlayMode::Play, StatsScope::All);
    QCOMPARE(play.games, 1);
    QCOMPARE(play.solved, 0); // shown, never counted as solved
    QVERIFY(g.statistics.statistics().history().back().assisted);
}

void TestOutcome::theHintsCountInTheModeTheSessionPlays()
{
    Game g;
    QVERIFY(g.open(MagicBoard));
    GameSession* s = g.session();
    s->showHint(); // in Play
    g.sessions.setPlayMode(PlayMode::Coach);
    QCOMPARE(s->playMode(), PlayMode::Coach);
    QCOMPARE(g.presenter.mode(), PlayMode::Coach); // what the player is shown follows the session
    s->showHint(); // in Coach: one deeper
    const GameStatistics& stats = g.statistics.statistics();
    QCOMPARE(stats.tally(MagicBoard, PlayMode::Play, StatsScope::All).hints, 1); // the position, where it was asked on
    QCOMPARE(stats.tally(MagicBoard, PlayMode::Play, StatsScope::All).hintSteps, 1);
    QCOMPARE(stats.tally(MagicBoard, PlayMode::Coach, StatsScope::All).hints, 0);
    QCOMPARE(stats.tally(MagicBoard, PlayMode::Coach, StatsScope::All).hintSteps, 1);
    // The game ends in the mode it ends in.
    QSignalSpy finished(s, &GameSession::finished);
    QVERIFY(g.finish(finished));
    QCOMPARE(Game::told(finished).mode, PlayMode::Coach);
    QCOMPARE(Game::told(finished).hints, 1);
    QCOMPARE(Game::told(finished).hintSteps, 2);
    QCOMPARE(Game::told(finished).hintDepth, 2);
}

void TestOutcome::aLevelIsPlayedInPlayModeAndScored()
{
    Game g(PlayMode::Coach); // the player's: a level is played in Play all the same
    QVERIFY(g.startLevel(1));
    GameSession* s = g.session();
    QCOMPARE(s->playMode(), PlayMode::Play);
    QCOMPARE(g.presenter.mode(), PlayMode::Play);
    QSignalSpy finished(s, &GameSession::finished);
    QSignalSpy progressChanged(&g.records, &GameRecords::progressChanged);
    QVERIFY(g.finish(finished));
    QCOMPARE(finished.count(), 1);
    const GameOutcome o = Game::told(finished);
    QVERIFY(o.challenge.isLevel());
    QCOMPARE(o.challenge.level, 1);
    QCOMPARE(o.mode, PlayMode::Play);
    QCOMPARE(o.par, o.challenge.par);
    QCOMPARE(o.moves, o.challenge.par);
    QCOMPARE(g.records.progress().stars(Game::ladderKey(), 1), 3);
    QVERIFY(g.records.progress().isOpen(Game::ladderKey(), 2));
    QCOMPARE(progressChanged.count(), 1);
    const ChallengeScore score = g.records.scoreOf(o);
    QCOMPARE(score.stars, 3);
    QCOMPARE(score.best, 3);
    QVERIFY(score.nextLevel);
    QCOMPARE(g.statistics.statistics().tally(EightPuzzle, PlayMode::Play, StatsScope::All).inPar, 1);
    // An ordinary game after it: the player's Coach again.
    g.startGame(g.model()->puzzle(), g.model()->startState());
    QVERIFY(g.settle());
    QCOMPARE(s->playMode(), PlayMode::Coach);
}

void TestOutcome::aLevelWithAHintEarnsLessAndKeepsItsBest()
{
    Game g;
    QVERIFY(g.startLevel(1));
    QSignalSpy finished(g.session(), &GameSession::finished);
    g.session()->showHint(); // the third star goes
    QVERIFY(g.finish(finished));
    QCOMPARE(Game::told(finished).hints, 1);
    QCOMPARE(g.records.scoreOf(Game::told(finished)).stars, 2);
    QCOMPARE(g.records.progress().stars(Game::ladderKey(), 1), 2);
    // In par without help: three, kept as the best.
    QVERIFY(g.startLevel(1));
    QVERIFY(g.finish(finished));
    QCOMPARE(g.records.progress().stars(Game::ladderKey(), 1), 3);
    // With a hint again: two earned, the best stays three.
    QVERIFY(g.startLevel(1));
    g.session()->showHint();
    QVERIFY(g.finish(finished));
    const ChallengeScore score = g.records.scoreOf(Game::told(finished));
    QCOMPARE(score.stars, 2);
    QCOMPARE(score.best, 3);
    QCOMPARE(g.records.progress().stars(Game::ladderKey(), 1), 3);
    QCOMPARE(finished.count(), 3);
    QCOMPARE(g.statistics.statistics().history().size(), 3);
}

void TestOutcome::aRewindCountsAsAHint()
{
    Game g;
    QVERIFY(g.startLevel(1));
    GameSession* s = g.session();
    QSignalSpy finished(s, &GameSession::finished);
    // A mistake (a move away from the goal, as the distances after each move say), then Rewind
    // to before it.
    QVERIFY(g.waitForAnswers());
    const int distance = *s->answer()->distance();
    int wrong = -1;
    for (int m = 0; m < int(s->knowledge()->moveDistances().size()) && wrong < 0; ++m)
        if (s->knowledge()->moveDistances()[std::size_t(m)] > distance)
            wrong = m;
    QVERIFY(wrong >= 0);
    QVERIFY(g.play(wrong));
    QVERIFY(QTest::qWaitFor([&] { return g.settled() && s->can().rewind; }, 30000));
    s->rewind();
    QVERIFY(g.finish(finished));
    const GameOutcome o = Game::told(finished);
    QCOMPARE(o.hints, 0);
    QCOMPARE(o.rewinds, 1);
    QCOMPARE(g.records.scoreOf(o).stars, levels::stars(levels::Finish{true, o.moves, o.challenge.par, 0, 0, 1}));
}

void TestOutcome::theDailyKeepsItsFirstResult()
{
    Game g;
    const QDate day(2026, 12, 2);
    QVERIFY(g.startDaily(day));
    GameSession* s = g.session();
    QCOMPARE(s->playMode(), PlayMode::Play);
    QSignalSpy finished(s, &GameSession::finished);
    s->showHint(); // two stars
    QVERIFY(g.finish(finished));
    const GameOutcome o = Game::told(finished);
    QVERIFY(o.challenge.isDaily());
    QCOMPARE(o.hints, 1);
    QVERIFY(g.records.progress().days().contains(day));
    const DailyRecord record = g.records.progress().days().value(day);
    QCOMPARE(record.stars, 2);
    QCOMPARE(record.moves, o.moves);
    QCOMPARE(record.par, o.challenge.par);
    QCOMPARE(record.hints, 1);
    QCOMPARE(record.seconds, int(o.ms / 1000));
    QCOMPARE(record.gameId, o.gameId);
    ChallengeScore score = g.records.scoreOf(o);
    QCOMPARE(score.stars, 2);
    QCOMPARE(score.best, 2);
    QVERIFY(!score.dayKept); // this game is the day's result
    // A replay in par without hints: three earned, the day keeps its first result.
    QVERIFY(g.startDaily(day, true));
    QVERIFY(g.finish(finished));
    score = g.records.scoreOf(Game::told(finished));
    QCOMPARE(Game::told(finished).hints, 0);
    QCOMPARE(score.stars, 3);
    QCOMPARE(score.best, 2);
    QVERIFY(score.dayKept);
    QCOMPARE(g.records.progress().days().value(day), record);
    QCOMPARE(g.statistics.statistics().history().size(), 2);
}

// Written at once after the result, on the writers' own thread (a large file never freezes the
// window), and read back at the next start.
void TestOutcome::theProgressIsWrittenAtOnce()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    const QString statisticsPath = folder.filePath(QStringLiteral("statistics.json"));
    {
        Game g;
        g.records.setProgressFile(path);
        g.statistics.open(statisticsPath, nullptr);
        QCOMPARE(g.records.progressFile(), path);
        QVERIFY(g.startLevel(1));
        QSignalSpy finished(g.session(), &GameSession::finished);
        QVERIFY(!QFile::exists(path));
        QVERIFY(g.finish(finished));
        QTRY_VERIFY(QFile::exists(path) && !g.records.unsaved() && !g.statistics.unsaved());
        for (BackgroundWriter* writer : {g.records.writer(), g.statistics.writer()}) {
            QVERIFY(writer->lastWriteThread());
            QVERIFY(writer->lastWriteThread() != QThread::currentThread()); // never the GUI thread
        }
        QCOMPARE(StatisticsStore::read(statisticsPath, nullptr)->history().size(), 1);
    }
    Game again;
    QSignalSpy progressChanged(&again.records, &GameRecords::progressChanged);
    again.records.setProgressFile(path);
    QCOMPARE(progressChanged.count(), 1);
    QCOMPARE(again.records.progress().stars(Game::ladderKey(), 1), 3);
}

// A level finished while its folder cannot be written (the disk full, the folder away: here a
// file where the folder should be): the statistics and the progress keep the game and say once
// what is not saved; once the folder is back, the game reaches both files — by the writers' retry,
// with the next game's write, or at quit — and each says that what it said holds no more.
void TestOutcome::aGameFinishedWhileTheDiskIsFullIsWrittenOnceItCanBe_data()
{
    QTest::addColumn<QString>("chance");
    QTest::newRow("the retry") << QStringLiteral("retry");
    QTest::newRow("the next game") << QStringLiteral("next");
    QTest::newRow("the quit") << QStringLiteral("quit");
}

void TestOutcome::aGameFinishedWhileTheDiskIsFullIsWrittenOnceItCanBe()
{
    QFETCH(QString, chance);
    QTemporaryDir root;
    QVERIFY(root.isValid());
    const QString data = root.filePath(QStringLiteral("data"));
    const QString progressPath = data + QStringLiteral("/progress.json");
    const QString statisticsPath = data + QStringLiteral("/statistics.json");
    {
        Game g;
        QVERIFY(QDir().mkpath(data));
        g.records.setProgressFile(progressPath);
        g.statistics.open(statisticsPath, nullptr);
        QVERIFY(QDir(data).removeRecursively());
        QFile blocker(data); // the folder cannot be written
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        if (chance == QLatin1String("retry")) {
            g.records.writer()->setRetryMs(20);
            g.statistics.writer()->setRetryMs(20);
        }
        QSignalSpy statisticsFailed(&g.statistics, &StatisticsStore::saveFailed);
        QSignalSpy statisticsResumed(&g.statistics, &StatisticsStore::saveResumed);
        QSignalSpy progressFailed(&g.records, &GameRecords::fileNotice);
        QSignalSpy progressResumed(&g.records, &GameRecords::fileNoticeAnswered);

        QVERIFY(g.startLevel(1));
        QSignalSpy finished(g.session(), &GameSession::finished);
        QVERIFY(g.finish(finished));
        QTRY_COMPARE(statisticsFailed.count(), 1);
        QTRY_COMPARE(progressFailed.count(), 1);
        const QString statisticsLine = statisticsFailed.front().front().toString();
        const QString progressLine = progressFailed.front().front().toString();
        QVERIFY2(statisticsLine.startsWith(QStringLiteral("Statistics not saved to ")) &&
                     statisticsLine.contains(QStringLiteral("saved as soon as it works again")),
                 qPrintable(statisticsLine));
        QVERIFY2(progressLine.startsWith(QStringLiteral("Progress not saved to progress.json")), qPrintable(progressLine));
        QVERIFY(g.statistics.unsaved() && g.records.unsaved());
        QCOMPARE(g.statistics.statistics().history().size(), 1); // shown all the same

        QVERIFY(QFile::remove(data)); // space is back
        if (chance == QLatin1String("next")) {
            QVERIFY(g.startLevel(2));
            QVERIFY(g.finish(finished));
        } else if (chance == QLatin1String("quit")) {
            g.statistics.flush(); // what the window does as it closes
            g.records.flush();
        }
        QTRY_COMPARE(statisticsResumed.count(), 1);
        QTRY_COMPARE(progressResumed.count(), 1);
        QCOMPARE(statisticsResumed.front().at(0).toString(), statisticsLine); // the line that goes
        QCOMPARE(progressResumed.front().at(0).toString(), progressLine);
        QCOMPARE(statisticsFailed.count(), 1); // said once
        QCOMPARE(progressFailed.count(), 1);
        QVERIFY(!g.statistics.unsaved() && !g.records.unsaved());
    }
    const int games = chance == QLatin1String("next") ? 2 : 1;
    QString error;
    const auto statistics = StatisticsStore::read(statisticsPath, &error);
    QVERIFY2(statistics, qPrintable(error));
    QCOMPARE(statistics->history().size(), games);
    QCOMPARE(statistics->history().front().puzzle, EightPuzzle);
    Game again;
    again.records.setProgressFile(progressPath);
    QCOMPARE(again.records.progress().stars(Game::ladderKey(), 1), 3);
    QCOMPARE(again.records.progress().stars(Game::ladderKey(), 2), games == 2 ? 3 : 0);
}

MINIMOVES_TEST_GUILESS_MAIN(TestOutcome)
} // namespace tst_outcome
#include "tst_outcome.moc"
