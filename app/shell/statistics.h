// Statistics per puzzle and play mode, kept in QSettings: games solved, best efficiency (optimal ÷
// moves), best time (per difficulty too), hints used; and the dialog that shows them and resets
// them. Coach's are under "stats/<puzzle>/" (where every game was kept before the modes), Play's
// under "stats/<puzzle>/play/".
#pragma once

#include "game/play_mode.h"
#include "game/solver_types.h"

#include <QDialog>
#include <QString>

#include <optional>

class QTableWidget;

namespace minimoves::app {

class GamePresenter;
class GameSession;

struct PuzzleStatistics {
    int solved = 0;
    double bestEfficiency = 0; // 0 when no game was solved yet
    int hintsUsed = 0;
    // Games whose deepest hint was step 1, 2, 3 of the ladder.
    int hintDepthGames[3] = {0, 0, 0};
    qint64 bestMs = 0;                  // the fastest game solved (0: none yet)
    qint64 bestMsAt[4] = {0, 0, 0, 0}; // the same, of the games drawn at each difficulty

    static PuzzleStatistics load(const QString& puzzleId, PlayMode mode);
    // A game solved by the player in `moves` moves and `ms` milliseconds, `optimal` being its
    // start's distance, drawn at `difficulty` (nullopt: not drawn).
    static void recordSolved(const QString& puzzleId, PlayMode mode, int optimal, int moves, qint64 ms = 0,
                             std::optional<Difficulty> difficulty = std::nullopt);
    static void recordHint(const QString& puzzleId, PlayMode mode);
    // A game's deepest hint went from step `previous` (0: none) to `depth`.
    static void recordHintDepth(const QString& puzzleId, PlayMode mode, int depth, int previous);
    static void reset();
    // Records what `session` reports from now on, in `presenter`'s mode, while `context` lives and
    // stays connected.
    static void recordFrom(GameSession* session, const GamePresenter* presenter, QObject* context);
};

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsDialog(QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

public slots:
    void resetAll();

private:
    void fill();
    QTableWidget* m_table;
};

} // namespace minimoves::app
