// Game ▸ Puzzle facts: how many positions of the game's instance lie at each distance from the
// goal (a bar chart, the current position's distance marked), how many positions there are, the
// hardest distance and how many lie that far, and how many cannot reach the goal at all. The counts
// come from the engine (AnyPuzzle::distanceCounts) on the solver; the dialog waits for
// them without blocking and follows the game the presenter shows (another instance asks again, a
// move moves the mark; the presenter decides whether the position's distance may be marked: Play
// mode hides it until a hint). The numbers are also in a table under "Numbers", for screen readers.
// Where the counts are published is said under the chart (GameTexts::countsSource).
#pragma once

#include "shell/charts/game_chart_dialog.h"

#include <memory>
#include <optional>
#include <vector>

class QAbstractAxis;
class QBarSet;
class QChart;
class QCheckBox;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QProgressBar;
class QTableWidget;
class QToolButton;

namespace minimoves::app {

class PuzzleFactsDialog : public GameChartDialog {
    Q_OBJECT
public:
    PuzzleFactsDialog(GamePresenter* presenter, SolverService* solver, QWidget* parent = nullptr);

    // The counts are being asked for (the wait state shows).
    bool counting() const { return m_reply != nullptr; }
    // The counts shown (empty while counting), and the distance marked as the current position's.
    const std::vector<quint64>& counts() const { return m_counts; }
    std::optional<int> markedDistance() const { return m_marked; }

    // The bars: every distance's positions, and the marked distance's (its bar, in another colour).
    QBarSet* positionsSet() const { return m_positions; }
    QBarSet* markedSet() const { return m_markedSet; }
    // Positions on a logarithmic scale: the small layers (and the goal's) show too.
    QCheckBox* logScaleBox() const { return m_logScale; }

signals:
    // New counts are shown (after SolverService::distanceCounts answered).
    void countsShown();
    // The chart was made again: its counts, its mark, its wait, its scale or its words changed.
    void chartBuilt();

private:
    void refresh() override;
    void rebuildChart() override;
    void retranslate() override;
    void ask();
    void addBars(QChart* chart);
    QAbstractAxis* distanceAxis() const;
    static QAbstractAxis* countAxis(bool log, double most);
    QString summaryText() const;
    void fillTable();
    void addMarkLabel(QChart* chart);
    void placeMark();

    std::vector<quint64> m_counts;
    std::optional<int> m_marked;
    QString m_failure;
    // What the chart was last built from (refresh() builds it again only when this differs).
    struct Shown {
        const void* puzzle = nullptr;
        std::size_t counts = 0;
        std::optional<int> marked;
        bool counting = false;
        QString failure;
        bool operator==(const Shown&) const = default;
    };
    std::optional<Shown> m_built;

    QBarSet* m_positions = nullptr;
    QBarSet* m_markedSet = nullptr;
    QGraphicsSimpleTextItem* m_markLabel = nullptr;
    QCheckBox* m_logScale;
};

} // namespace minimoves::app
