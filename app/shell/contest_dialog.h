// Contest input as games: a file in a puzzle's contest format (the one minimoves-cli reads), read by
// the puzzle's own parser (PuzzleType::contestCases), and the dialog that lists its cases with their
// optimal distances and opens the one chosen.
//
// The distances come from the engine on the worker (a SolverReply of the dialog's own, one case after another),
// one case after another, each shown as it arrives; closing the dialog stops them. A case the game
// cannot show is listed with why and cannot be opened.
#pragma once

#include "core/any_puzzle.h"
#include "game/solver_service.h"

#include <QDialog>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QDialogButtonBox;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace minimoves::app {


// Reads `fileName` as `puzzleId`'s contest input: its cases, or nullopt with `error` saying what is
// wrong in one line (minimoves-cli's own line for bad input; the file's name when it cannot be read).
// Bounded: only a file, at most files::ContestInputMaxBytes; it stops when `cancel` is set. Any thread.
std::optional<std::vector<ContestCase>> readContestFile(const QString& puzzleId, const QString& fileName,
                                                        QString* error, const std::atomic_bool* cancel = nullptr);
// A case's game: its instance made from its text (nullptr for a case the game cannot show).
std::shared_ptr<const AnyPuzzle> contestGame(const QString& puzzleId, const ContestCase& contestCase);

class ContestDialog : public QDialog {
    Q_OBJECT
public:
    // Columns of the list.
    enum Column { CaseColumn, DistanceColumn, NoteColumn };

    ContestDialog(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases,
                  SolverService* solver, QWidget* parent = nullptr);
    ~ContestDialog() override;

    QString puzzleId() const { return m_puzzleId; }
    const std::vector<ContestCase>& cases() const { return m_cases; }
    QTreeWidget* list() const { return m_list; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    // Each case's optimal distance once known (Solution::Unreachable where the goal is out of reach).
    std::optional<int> distance(int index) const { return m_distances[std::size_t(index)]; }
    // The distances still to come (0 once every openable case has its own).
    int pending() const;

signals:
    // The player chose an openable case (Open, double-click or Enter); the dialog then closes.
    void caseChosen(const QString& puzzleId, int index);
    // A case's distance arrived.
    void distanceShown(int index);

protected:
    void done(int result) override;

private:
    void askNext();
    void onEnded();
    void showDistance(int index, const QString& text, const QString& tip = {});
    void updateOpen();
    void openCurrent();

    QString m_puzzleId;
    std::vector<ContestCase> m_cases;
    std::vector<std::optional<int>> m_distances;
    QPointer<SolverService> m_solver; // gone first when the main window closes with the dialog open
    std::unique_ptr<SolverReply> m_reply; // the distance of case m_asking, under way
    int m_asking = -1; // the case whose distance is being searched
    bool m_stopped = false;
    QLabel* m_summary;
    QTreeWidget* m_list;
    QDialogButtonBox* m_buttons;
};

} // namespace minimoves::app
