// Game ▸ Puzzle facts: how many positions of the game's instance lie at each distance from the
// goal (a bar chart, the current position's distance marked), how many positions there are, the
// hardest distance and how many lie that far, and how many cannot reach the goal at all. The counts
// come from the engine (AnyPuzzle::distanceCounts) on the solver's worker; the dialog waits for
// them without blocking and follows the active game (another instance asks again, a move moves the
// mark). The numbers are also in a table under "Numbers", for screen readers.
#pragma once

#include "core/any_puzzle.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

class QBarSet;
class QCheckBox;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QProgressBar;
class QTableWidget;
class QToolButton;

namespace minimoves::app {

class GameSession;
class GameSessions;

class PuzzleFactsDialog : public QDialog {
    Q_OBJECT
public:
    PuzzleFactsDialog(GameSessions* sessions, QWidget* parent = nullptr);
    ~PuzzleFactsDialog() override;

    // The counts are being asked for (the wait state shows).
    bool counting() const { return m_ticket != 0; }
    // The counts shown (empty while counting), and the distance marked as the current position's.
    const std::vector<quint64>& counts() const { return m_counts; }
    std::optional<int> markedDistance() const { return m_marked; }

    QChartView* chartView() const { return m_view; }
    // The bars: every distance's positions, and the marked distance's (its bar, in another colour).
    QBarSet* positionsSet() const { return m_positions; }
    QBarSet* markedSet() const { return m_markedSet; }
    QLabel* summaryLabel() const { return m_summary; }
    QTableWidget* numbersTable() const { return m_table; }
    QToolButton* numbersButton() const { return m_numbersButton; }
    // Positions on a logarithmic scale: the small layers (and the goal's) show too.
    QCheckBox* logScaleBox() const { return m_logScale; }

signals:
    // New counts are shown (after requestDistanceCounts answered).
    void countsShown();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void follow(GameSession* session);
    void update();
    void ask();
    void rebuildChart();
    void placeMark();
    void retranslate();

    GameSessions* m_sessions;
    GameSession* m_session = nullptr;
    int m_line;
    quint64 m_ticket = 0;
    std::shared_ptr<const AnyPuzzle> m_puzzle;   // whose counts are shown or asked for
    std::vector<quint64> m_counts;
    std::optional<int> m_marked;
    QString m_failure;

    QLabel* m_waitLabel;
    QProgressBar* m_waitBar;
    QChartView* m_view;
    QBarSet* m_positions = nullptr;
    QBarSet* m_markedSet = nullptr;
    QGraphicsSimpleTextItem* m_markLabel = nullptr;
    QLabel* m_summary;
    QCheckBox* m_logScale;
    QToolButton* m_numbersButton;
    QTableWidget* m_table;
};

} // namespace minimoves::app
