// StatisticsDialog (Game ▸ Statistics): the statistics a StatisticsStore keeps, in three pages —
// Summary, one puzzle in one mode (chosen above it; the game's at first): each figure by
// difficulty, with Daily (its daily puzzles), Other and All; Last games, the list; and Chart, the moves over par across them
// (RecentGames) — with Export as CSV (the list, through a file dialog, written whole by QSaveFile),
// Reset (asked first; only "Forget them" wipes) and Close (Enter). Follows the store as it changes.
#pragma once

#include "game/session/play_mode.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace minimoves::app {

class RecentGames;
class StatisticsStore;

class StatisticsDialog : public QDialog {
    Q_OBJECT
public:
    // The rows of the Summary table, in order.
    enum Figure {
        Games,
        Solved,
        SolvedInPar,
        BestOverPar,
        AverageOverPar,
        BestEfficiency,
        BestTime,
        HintsTaken,
        HintSteps,
        HintDepths,
        CurrentStreak,
        BestStreak,
        FigureCount
    };

    StatisticsDialog(StatisticsStore* store, const QString& puzzle, PlayMode mode, QWidget* parent = nullptr);

    QTabWidget* pages() const { return m_pages; }
    QComboBox* puzzleChooser() const { return m_puzzle; }
    QComboBox* modeChooser() const { return m_mode; }
    QTableWidget* figures() const { return m_figures; }
    RecentGames* recentGames() const { return m_recent; }
    QPushButton* exportButton() const { return m_export; }
    QLabel* exportedLabel() const { return m_exported; }

public slots:
    void resetAll();
    // Asks where to write the last games as CSV (a file dialog, "csvFileDialog"), then writes them.
    void exportCsv();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeSummary(const QString& puzzle, PlayMode mode);
    QDialogButtonBox* makeButtons();
    void fill();
    void fillFigures();
    void fitColumns();
    void retranslate();
    void askReset();
    void writeCsv(const QString& fileName);

    StatisticsStore* m_store;
    QTabWidget* m_pages;
    QLabel* m_puzzleLabel;
    QComboBox* m_puzzle;
    QLabel* m_modeLabel;
    QComboBox* m_mode;
    QTableWidget* m_figures;
    QLabel* m_note;
    RecentGames* m_recent;
    QLabel* m_exported; // what the last export wrote, or why it failed
    QPushButton* m_export;
    QPushButton* m_reset;
};

} // namespace minimoves::app
