// Contest input as games: a file in a puzzle's contest format (the one minimoves-cli reads), read by
// the puzzle's own parser (PuzzleType::eachContestCase), and the dialog that lists its cases with their
// optimal distances and opens the one chosen.
//
// The cases are a ContestCaseModel (compact codes, drawn by a QTableView row by row), filled by a
// ContestLoader as the file is read: the list shows at once and grows, with the part read so far;
// closing it stops the read. The distances come from the engine on the worker (a SolverReply of the
// dialog's own), one case after another, each shown as it arrives: every case of a short list, and
// of a long one the rows in view, as they come into view; closing the dialog stops them. A case
// the game cannot show is listed with why and cannot be opened.
#pragma once

#include "core/any_puzzle.h"
#include "shell/contest/contest_case_model.h"
#include "shell/contest/contest_loader.h"
#include "game/solver/solver_service.h"

#include <QDialog>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QTableView;

namespace minimoves::app {

// A case's game: its instance made from its text (nullptr for a case the game cannot show).
std::shared_ptr<const AnyPuzzle> contestGame(const QString& puzzleId, const ContestCase& contestCase);

class ContestDialog : public QDialog {
    Q_OBJECT
public:
    // Columns of the list.
    enum Column { CaseColumn = ContestCaseModel::CaseColumn, DistanceColumn = ContestCaseModel::DistanceColumn,
                  NoteColumn = ContestCaseModel::NoteColumn };
    // A list up to this long gets every distance; a longer one those of the rows in view.
    static constexpr int EveryDistanceUpTo = 1000;

    // Lists `model`'s cases; `loader` (may be null: every case is in the model) is still reading
    // more into it. The dialog takes both over.
    ContestDialog(const QString& puzzleId, const QString& fileName, ContestCaseModel* model, ContestLoader* loader,
                  SolverService* solver, QWidget* parent = nullptr);
    ~ContestDialog() override;

    QString puzzleId() const { return m_puzzleId; }
    int caseCount() const { return m_model->rowCount(); }
    ContestCase caseAt(int index) const { return m_model->cases().at(std::size_t(index)); }
    QTableView* list() const { return m_list; }
    ContestCaseModel* model() const { return m_model; }
    ContestLoader* loader() const { return m_loader; } // null once the whole file is in
    QProgressBar* readProgress() const { return m_progress; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    int currentRow() const;
    // Each case's optimal distance once known (Solution::Unreachable where the goal is out of reach).
    std::optional<int> distance(int index) const { return m_model->distance(index); }
    // The distances still to come of the cases that get one (0 once each has its own).
    int pending() const;

signals:
    // The player chose an openable case (Open, double-click or Enter); the dialog then closes.
    void caseChosen(const QString& puzzleId, int index);
    // A case's distance arrived.
    void distanceShown(int index);
    // The file, listed as it was read, turned out bad (or could not be read on) past its first
    // cases: why, in one line. The dialog has stopped; its owner closes it and says why.
    void readFailed(const QString& error);

protected:
    void done(int result) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void makeList();
    void askNext();
    void onEnded();
    void onRead();
    void onReadEnded();
    void updateSummary();
    void widenCaseColumn(int fromRow, int toRow);
    void updateOpen();
    void openCurrent();
    // The rows whose distances are asked for: all of a short list, the rows in view of a long one.
    std::pair<int, int> wantedRows() const;

    QString m_puzzleId;
    QString m_file;
    ContestCaseModel* m_model;
    QPointer<ContestLoader> m_loader;
    QPointer<SolverService> m_solver; // gone first when the main window closes with the dialog open
    std::unique_ptr<SolverReply> m_reply; // the distance of case m_asking, under way
    int m_asking = -1; // the case whose distance is being searched
    bool m_stopped = false;
    bool m_chosen = false;
    QLabel* m_summary;
    QProgressBar* m_progress;
    QTableView* m_list;
    QDialogButtonBox* m_buttons;
};

} // namespace minimoves::app
