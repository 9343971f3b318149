// What the Puzzle facts and Path review dialogs share: a chart of the game the presenter shows that
// follows it (another game, another puzzle; GamePresenter::gameChanged), a wait state while the solver answers the dialog's own request
// (a SolverReply it owns: hiding or closing the dialog deletes it, which stops that search), a summary in words, and the
// chart's numbers in a table under "Numbers", for screen readers. A dialog derived from it builds
// its chart in rebuildChart() and asks the worker in refresh().
#pragma once

#include "core/any_puzzle.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QChartView;
class QLabel;
class QProgressBar;
class QTableWidget;
class QToolButton;

namespace minimoves::app {

class GamePresenter;
class SolverReply;
class SolverService;

class GameChartDialog : public QDialog {
    Q_OBJECT
public:
    ~GameChartDialog() override;

    QChartView* chartView() const { return m_view; }
    QLabel* summaryLabel() const { return m_summary; }
    QTableWidget* numbersTable() const { return m_table; }
    QToolButton* numbersButton() const { return m_numbersButton; }

protected:
    // `prefix` names the widgets (prefix + "Chart", "Summary", "Numbers", "NumbersButton", "Wait");
    // `view` is the chart's view (the dialog takes it); `extra`, when given, goes at the right of
    // the Numbers button. The derived constructor ends with start().
    GameChartDialog(GamePresenter* presenter, SolverService* solver, const QString& prefix, QChartView* view,
                    QWidget* extra, QWidget* parent);
    // Follows the game shown from now on, translates and sizes the dialog.
    void start();

    // The game changed (or the dialog is shown): show what is known, ask the worker for the rest.
    virtual void refresh() = 0;
    virtual void rebuildChart() = 0;
    virtual void retranslate() = 0;

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

    GamePresenter* m_presenter; // what is read of the game (and Path review's point chosen)
    SolverService* m_solver;    // the dialog's own requests
    // The request under way (deleting it stops it). The solver may be gone first when the main
    // window closes with the dialog open (its children are deleted after its members): the reply
    // then lets go of nothing.
    std::unique_ptr<SolverReply> m_reply;
    std::shared_ptr<const AnyPuzzle> m_puzzle; // whose answer is shown or asked for

    QLabel* m_waitLabel;
    QProgressBar* m_waitBar;
    QChartView* m_view;
    QLabel* m_summary;
    QToolButton* m_numbersButton;
    QTableWidget* m_table;
};

} // namespace minimoves::app
