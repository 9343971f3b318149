// Statistics per puzzle, kept in QSettings: games solved, best efficiency (optimal ÷ moves),
// hints used; and the dialog that shows them and resets them.
#pragma once

#include <QDialog>
#include <QString>

class QTableWidget;

namespace minimoves::app {

class GameSession;

struct PuzzleStatistics {
    int solved = 0;
    double bestEfficiency = 0; // 0 when no game was solved yet
    int hintsUsed = 0;
    // Games whose deepest hint was step 1, 2, 3 of the ladder.
    int hintDepthGames[3] = {0, 0, 0};

    static PuzzleStatistics load(const QString& puzzleId);
    // A game solved by the player in `moves` moves, `optimal` being its start's distance.
    static void recordSolved(const QString& puzzleId, int optimal, int moves);
    static void recordHint(const QString& puzzleId);
    // A game's deepest hint went from step `previous` (0: none) to `depth`.
    static void recordHintDepth(const QString& puzzleId, int depth, int previous);
    static void reset();
    // Records what `session` reports from now on, while `context` lives and stays connected.
    static void recordFrom(GameSession* session, QObject* context);
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
