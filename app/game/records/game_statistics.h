// GameStatistics: what a player's games add up to — per puzzle, play mode and difficulty, a tally
// (games, solved, solved in par, moves over par, best time, hints and hint steps, the deepest hint,
// streaks) — and the last games one by one; as a value with its JSON form (the statistics file, StatisticsStore) and its
// CSV form (Export as CSV). Qt Core only: the fuzzer reads it without the game.
//
// A game counts once it reaches the goal: solved by the player, or finished with Solve (kept in the
// list and in "games", never counted as solved; it ends a streak). Hints count as they are taken,
// in the game's tally, finished or not (as the statistics always did): a hint is a position the
// player asked for help on, however many steps of the ladder; each step is a hint step. Par is the exact distance
// of the game's start, so "in par" is a fact.
#pragma once

#include "game/session/play_mode.h"
#include "game/solver/solver_types.h"

#include <QByteArray>
#include <QDateTime>
#include <QMap>
#include <QString>
#include <QVector>

#include <array>
#include <optional>
#include <tuple>

namespace minimoves::app {

// Where a game's figures go: the difficulty it was drawn at; Daily, the day's daily puzzle; Other,
// a game not drawn at a difficulty (a level, a file, a game ID, a position set up); and All, every
// game of the puzzle in that mode — with what the statistics held before they were kept per
// difficulty (migrated), so All is not always the sum. (Easy to Hardest are Difficulty's values.)
enum class StatsScope { Easy, Medium, Hard, Hardest, Daily, Other, All };
inline constexpr StatsScope StatsScopes[] = {StatsScope::Easy,    StatsScope::Medium, StatsScope::Hard, StatsScope::Hardest,
                                             StatsScope::Daily,   StatsScope::Other,  StatsScope::All};
StatsScope scopeOf(std::optional<Difficulty> difficulty);
// The word the files use: "easy" … "hardest", "daily", "other", "all".
QString scopeKey(StatsScope scope);

// One game that reached the goal.
struct GameRecord {
    QDateTime finished; // UTC, whole seconds
    QString puzzle;     // its id
    QString variant;    // its board size or picture kind; "" for a puzzle with one
    std::optional<Difficulty> difficulty; // nullopt: not drawn
    PlayMode mode = PlayMode::Play;
    int par = 0;   // the start's exact distance
    int moves = 0; // the moves it took (at least par)
    qint64 ms = 0; // the game's clock
    int hints = 0;         // positions helped (at most its hint steps)
    int hintSteps = 0;     // steps of the hint ladder climbed
    int hintDepth = 0;     // the deepest step of the hint ladder it used (0: none)
    bool daily = false;    // a day's daily puzzle (its scope Daily; never drawn at a difficulty)
    bool assisted = false; // Solve played some of it: shown, not counted as solved

    StatsScope scope() const { return daily ? StatsScope::Daily : scopeOf(difficulty); }
    bool solved() const { return !assisted; }
    bool inPar() const { return !assisted && moves == par; }
    bool operator==(const GameRecord&) const = default;
};

// The figures of one puzzle, mode and scope.
struct Tally {
    int games = 0;  // games that reached the goal, with Solve's help or not
    int solved = 0; // by the player alone
    int inPar = 0;  // solved in exactly par moves
    int scored = 0; // solved games whose moves over par are known (all but the migrated ones)
    qint64 overParSum = 0; // their moves over par, added up
    int bestOverPar = -1;  // the fewest moves over par (-1: none yet)
    double bestEfficiency = 0; // par ÷ moves at best, 0 to 1 (0: none yet)
    qint64 bestMs = 0;         // the fastest game solved (0: none timed yet)
    int hints = 0;             // hints taken: positions helped
    int hintSteps = 0;         // the steps of the hint ladder climbed on them
    std::array<int, 3> hintGames = {0, 0, 0}; // games whose deepest hint was step 1, 2, 3
    int streak = 0;     // games solved in a row, up to the last one
    int bestStreak = 0; // the longest such run

    // The average moves over par of the games scored; nullopt when none.
    std::optional<double> averageOverPar() const
    {
        return scored > 0 ? std::optional<double>(double(overParSum) / scored) : std::nullopt;
    }
    bool isEmpty() const { return *this == Tally{}; }
    bool operator==(const Tally&) const = default;
};

class GameStatistics {
public:
    // What a file may hold (the reader refuses more; the writer keeps to it).
    static constexpr int HistoryLength = 50; // the last games kept one by one
    static constexpr int MaxPuzzles = 1000;
    static constexpr int MaxCount = 1'000'000'000;  // any count; a tally stops there
    static constexpr int MaxMoves = 100'000'000;    // a game's moves, par, hints
    static constexpr qint64 MaxOverParSum = (qint64(1) << 53) - 1; // exact in JSON
    static constexpr int MaxTextLength = 40;        // a puzzle id, a variant

    // The figures of `puzzle` in `mode` at `scope` (all zero when none).
    Tally tally(const QString& puzzle, PlayMode mode, StatsScope scope) const;
    // The last games, oldest first (at most HistoryLength).
    const QVector<GameRecord>& history() const { return m_history; }

    // A game reached the goal: its tallies (its scope's and All) and the history take it. False,
    // changing nothing, when the record is not one (out of range, moves under par, no date).
    bool record(const GameRecord& game);
    // A step of the hint ladder climbed on a game of `puzzle` in `mode` at `scope`: a hint step,
    // and a hint when it is the first on its position (`newPosition`).
    void recordHint(const QString& puzzle, PlayMode mode, StatsScope scope, bool newPosition);
    // That game's deepest hint went from step `previous` (0: none) to `depth`: it counts at `depth`.
    void recordHintDepth(const QString& puzzle, PlayMode mode, StatsScope scope, int depth, int previous);
    // The hints of figures that kept only their steps (statistics version 1, the old settings):
    // the steps over the average deepest step of their games, at least a hint a game with one.
    static int hintsOfSteps(int steps, const std::array<int, 3>& hintGames);
    // Adds migrated figures to a tally as they are (StatisticsStore's one-time migration).
    void merge(const QString& puzzle, PlayMode mode, StatsScope scope, const Tally& figures);

    bool isEmpty() const { return m_tallies.isEmpty() && m_history.isEmpty(); }
    QByteArray toJson() const;
    // The statistics in a document; nullopt with `error` (one line: what and where) when it does
    // not read, `newer` set when it is of a newer format version.
    static std::optional<GameStatistics> fromJson(const QByteArray& json, QString* error, bool* newer = nullptr);
    // The history as CSV, oldest first, with a header row (docs/FILES.md): the words of the file
    // (ids and keys, not the translated names), so that a spreadsheet reads it in any language.
    QByteArray historyCsv() const;

    bool operator==(const GameStatistics&) const = default;

private:
    struct Key {
        QString puzzle;
        PlayMode mode;
        StatsScope scope;
        bool operator<(const Key& other) const
        {
            return std::tie(puzzle, mode, scope) < std::tie(other.puzzle, other.mode, other.scope);
        }
        bool operator==(const Key&) const = default;
    };
    Tally& at(const QString& puzzle, PlayMode mode, StatsScope scope);
    // A puzzle already kept, or room for one more (MaxPuzzles).
    bool hasRoomFor(const QString& puzzle) const;

    QMap<Key, Tally> m_tallies; // only tallies that hold something
    QVector<GameRecord> m_history;
};

} // namespace minimoves::app
