// GameOutcome: how one game ended, as everything that keeps records reads it — solved by the
// player or finished with Solve's help, the moves against the par, the hints (the positions helped,
// the steps climbed on them, and the deepest step of the ladder), the Rewinds, the time, the mode it
// was played in, what it was drawn at and which level or daily puzzle it is. A plain value: the
// session makes it once per game, at the goal (GameSession::finished), and the records
// (GameRecords) read nothing else.
#pragma once

#include "game/session/challenge.h"
#include "game/session/play_mode.h"
#include "game/solver/solver_types.h"

#include <QDateTime>
#include <QString>

#include <optional>

namespace minimoves::app {

class GameSession;

struct GameOutcome {
    QString puzzle;  // its id
    QString variant; // its board size or picture kind; "" for a puzzle with one
    QString gameId;  // the game's start, as a game ID (the daily's record keeps it)
    std::optional<Difficulty> difficulty; // what it was drawn at; nullopt: not drawn
    Challenge challenge;                  // the level or daily puzzle it is; none for an ordinary game
    PlayMode mode = PlayMode::Play;       // the mode it ended in (a challenge: always Play)
    bool assisted = false; // Solve played some of it: finished with help, not the player's own
    int par = 0;           // the start's exact distance (a challenge's par; 0 while not known)
    int moves = 0;         // the moves it took
    int hints = 0;         // hints taken: the positions the player asked for help on, one a position
    int hintSteps = 0;     // the steps of the hint ladder climbed on them (a hint is one to three)
    int hintDepth = 0;     // the deepest step of the hint ladder it used (0: none)
    int rewinds = 0;       // Rewinds to the last optimal position (the solver found the mistake)
    qint64 ms = 0;         // the game's clock at the goal
    QDateTime finished;    // when it reached the goal (UTC)

    bool solved() const { return !assisted; }
    bool operator==(const GameOutcome&) const = default;

    // The outcome of `session`'s game as it stands, when it is at the goal (nullopt otherwise):
    // what finished() brings, and what a game restored solved shows.
    static std::optional<GameOutcome> of(const GameSession& session,
                                         const QDateTime& finished = QDateTime::currentDateTimeUtc());
};

} // namespace minimoves::app
