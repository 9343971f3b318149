// Game ▸ Review path (and the "Review path" button beside the solved banner): the distance to the
// goal after each entry of the player's history — the start, then every move (and Restart) in the
// undo stack, the redoable ones too — against the optimal line from the start's distance down to
// zero, the wasted entries marked (those after which the distance did not drop by one), the
// efficiency (optimal ÷ moves), and every point clickable to go back (or forward) to that moment
// of the game, as Undo and Redo would (GamePresenter::goToHistoryIndex). The path and the distances
// the game knows already are the presenter's PathView; only the rest is asked of the solver
// (SolverService::distances), and what it answers is taught to the game's knowledge
// (GamePresenter::learnDistance), so that nothing is asked twice. The dialog follows the game the
// presenter shows. The numbers are also in a table under "Numbers" (a row's activation goes to
// that moment too).
#pragma once

#include "shell/charts/game_chart_dialog.h"

#include <memory>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QProgressBar;
class QScatterSeries;
class QTableWidget;
class QToolButton;

namespace minimoves::app {

class PathReviewDialog : public GameChartDialog {
    Q_OBJECT
public:
    PathReviewDialog(GamePresenter* presenter, SolverService* solver, QWidget* parent = nullptr);

    // The distances are being asked for.
    bool waiting() const { return m_reply != nullptr; }
    // The path: the start, then the position after each entry of the history.
    const std::vector<StateRank>& positions() const { return m_positions; }
    // Their distances (empty until the worker has answered).
    const std::vector<int>& distances() const { return m_distances; }
    // The points (1.. of positions()) after which the distance did not drop by exactly one.
    std::vector<int> wasted() const;
    // Optimal ÷ moves (Restarts are not moves), once the path reaches the goal; else nullopt.
    std::optional<double> efficiency() const;
    // The point the game is at now (the undo stack's index).
    int currentIndex() const { return m_current; }

    QLineSeries* pathSeries() const { return m_path; }
    QLineSeries* optimalSeries() const { return m_optimal; }
    QScatterSeries* wastedSeries() const { return m_wastedSeries; }
    QScatterSeries* nowSeries() const { return m_now; }
    // Where point `index` is drawn, in the chart view's coordinates.
    QPoint pointPosition(int index) const;

signals:
    // The distances arrived and the chart shows them.
    void reviewShown();

private:
    void refresh() override;
    void rebuildChart() override;
    void addLines(QChart* chart, const std::vector<int>& wastedPoints);
    void styleLines(QChart* chart);
    QString summaryText(const std::vector<int>& wastedPoints) const;
    void fillTable(const std::vector<int>& wastedPoints);
    void retranslate() override;
    void goTo(int index);
    int pointAt(QPoint position) const;

    void learn(StateRank state, int distance); // one of m_asked's, into m_found and the game's knowledge

    std::vector<StateRank> m_asked;           // the positions of the path whose distance is asked for
    std::vector<std::optional<int>> m_found;  // the distance of each of m_positions, as far as known
    std::vector<int> m_history;
    std::vector<StateRank> m_positions;
    std::vector<int> m_distances;
    int m_current = 0;

    QLineSeries* m_path = nullptr;
    QLineSeries* m_optimal = nullptr;
    QScatterSeries* m_wastedSeries = nullptr;
    QScatterSeries* m_now = nullptr;
};

} // namespace minimoves::app
