// GameTexts: the words the player reads about a session's game — the banner ("Solved in 7 moves
// (optimal 7)"), the status line ("14 moves to go · hardest 22, −1", plain or in HTML with the
// change in its colour), the hint ladder's step and a difficulty's name. Presentation only: it reads the session's
// parts and changes nothing.
#pragma once

#include "game/solver/solver_types.h"

#include <QCoreApplication>
#include <QString>

namespace minimoves {
struct PuzzleAbilities;
}

namespace minimoves::app {

class GameSession;

class GameTexts {
    Q_DECLARE_TR_FUNCTIONS(minimoves::app::GameTexts)
public:
    explicit GameTexts(const GameSession& session) : m_session(session) {}

    QString banner() const; // or empty
    // The distance, against the hardest once known, and (with `distanceAlwaysShown`: Coach) the
    // last move's change; the HTML one with the change in its colour (and symbol). Without it
    // (Play) the distance shows only once a hint was asked on the position.
    QString status(bool distanceAlwaysShown) const { return compose(distanceAlwaysShown, false, false); }
    QString statusHtml(bool distanceAlwaysShown, bool symbols) const { return compose(distanceAlwaysShown, true, symbols); }
    QString hint() const; // the step reached ("" at 0)
    // What a Rewind did: the moves it took back, the counter now, Undo bringing them back, and the
    // moves undone before it that Redo has no more (GameSession::PlayerStep).
    static QString rewound(int takenBack, int counter, int redoDropped);
    // "Easy" … "Hardest": what a game was drawn at, as the status bar and the statistics name it.
    static QString difficultyName(Difficulty difficulty);
    // Where Puzzle facts' counts come from, one sentence naming the source (AnyPuzzle::abilities):
    // published figures not counted here, or the table's own counts and the published ones they
    // were checked against; "" when no source is named.
    static QString countsSource(const PuzzleAbilities& abilities);

private:
    QString compose(bool distanceAlwaysShown, bool html, bool symbols) const;

    const GameSession& m_session;
};

} // namespace minimoves::app
