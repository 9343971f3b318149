// LevelPlay: the levels and the daily puzzle in the window — starting a level or the day's puzzle
// as a game of its puzzle's session (a Challenge it keeps and saves), and showing what a solved
// one earned: the stars against its par, the best kept, Next level, the daily's result line. The
// scoring and the progress are the game layer's (GameRecords, from the game's GameOutcome); this
// shows the result of the game the presenter shows whenever its banner comes or goes, or the
// progress changes, so that a solved level restored after a restart shows its stars and Next level
// as before.
#pragma once

#include "core/any_puzzle.h"
#include "game/session/challenge.h"
#include "game/records/game_records.h"
#include "levels/daily.h"

#include <QDate>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace minimoves::app {

class GamePresenter;
class GameSession;
class GameSessions;
class SolverReply;

// What the banner shows of a solved level or daily puzzle (shown false: an ordinary game).
struct ChallengeResult {
    bool shown = false;
    int stars = 0; // earned by this game (0: Solve helped)
    int best = 0;  // kept in the progress (a level's best, the day's result)
    QString text;   // "Level 5 · par 7 · best ★★★" (the stars earned are shown beside it, larger)
    QString spoken; // the same in words, for screen readers
    bool nextLevel = false; // a level after this one, open
    QString resultLine;     // the daily puzzle's line to share ("" for a level)
    bool operator==(const ChallengeResult&) const = default;
};

class LevelPlay : public QObject {
    Q_OBJECT
public:
    // Reads the progress of `records` (not owned), which keeps it.
    LevelPlay(GameSessions* sessions, GamePresenter* presenter, GameRecords* records, QObject* parent = nullptr);
    ~LevelPlay() override;

    GameRecords* records() const { return m_records; }
    const LevelProgress& progress() const { return m_records->progress(); }

    // Today as the daily puzzle reads it: the machine's local date, unless fixed (tests and
    // screenshots: setToday(), or MINIMOVES_TODAY=YYYY-MM-DD in the environment).
    QDate today() const;
    void setToday(const QDate& date) { m_today = date; }

    // The variants of `puzzleId` that have ladders ("" for a puzzle without variants), or its own
    // ladders' names (levels/own_ladders.h), in order.
    static QStringList ladderVariants(const QString& puzzleId);
    // A ladder as the Levels dialog lists it: an own ladder's title ("Classic layouts"), else the
    // variant's label.
    static QString ladderTitle(const QString& puzzleId, const QString& variant);
    // A level's name (levels::Level::name) in the language in use: the Chinese name in Chinese, the
    // English one with the Chinese after it in English ("Sword Across, Horse Reined (横刀立马)");
    // "" when it has none.
    static QString levelName(const QString& puzzleId, const std::string& name);
    // Starts level `level` of that ladder; false with `error` (one line) when it is locked or
    // does not exist.
    bool startLevel(const QString& puzzleId, const QString& variant, int level, QString* error = nullptr);
    // The level after the solved one shown, if open.
    void startNextLevel();

    // The day's puzzle: the game of today's daily when one is kept (played on, or looked at again
    // once solved), else drawn by the solver service (dailyPending() meanwhile; dailyReply() is
    // its request, which deleting this stops) and started. Its puzzle's
    // saved game not read yet in this run is read first, off the GUI thread (a switch to it):
    // today's game kept there is shown as it was left. Started again after it was solved, it is
    // a replay: it earns nothing new.
    void startDaily();
    bool dailyPending() const { return m_dailyReply != nullptr; }
    const SolverReply* dailyReply() const { return m_dailyReply.get(); }
    // The session holding today's daily puzzle, if it is read already and keeps a game of it.
    GameSession* dailySession() const;
    // What that session keeps of today's puzzle, as the Daily dialog says it: nothing, a game in
    // play, or one solved (looked at again).
    enum class DailyKept { None, InPlay, Solved };
    DailyKept dailyKept() const;
    // Whether the saved game of today's puzzle is still to be read in this run (it may keep
    // today's game: only startDaily() reads it).
    bool dailyUnread() const;

    // The shown game's result (see ChallengeResult), and its line to share.
    const ChallengeResult& result() const { return m_result; }
    // The puzzle's title as the daily's result line names it.
    static QString dailyLine(const DailyRecord& record, const QString& puzzleTitle);

signals:
    // A level or the daily puzzle to start as the game of its puzzle's session.
    void startRequested(std::shared_ptr<const minimoves::AnyPuzzle> puzzle, minimoves::StateRank state,
                        const minimoves::app::Challenge& challenge);
    void resultChanged(const minimoves::app::ChallengeResult& result);
    // Something the player should read in the status bar.
    void message(const QString& text);

private:
    static QString starsLost(const GameOutcome& outcome, int earned);
    void drawDaily();
    void showResult();
    void dailyArrived();

    GameSessions* m_sessions;
    GamePresenter* m_presenter;
    GameRecords* m_records;
    std::optional<QDate> m_today;
    ChallengeResult m_result;
    std::unique_ptr<SolverReply> m_dailyReply; // the day's puzzle being drawn
    QDate m_dailyDate;                         // its date
};

} // namespace minimoves::app
