// PositionEditor: the bar of Game > Set up position... under the board. The board edits its draft
// (BoardWidget's position editor: each puzzle's gestures live in its own board files); the bar says
// at once whether the draft is a valid position and what is wrong with it, then how far the goal
// is (asked of the solver: a newer edit deletes the older request's reply, which stops it), and offers
// Apply (Ctrl+Return; refused for a position the goal cannot be reached from) and Cancel (Esc). It
// never names a puzzle.
#pragma once

#include "core/any_puzzle.h"

#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;
class QShortcut;

namespace minimoves {
struct Solution;
}

namespace minimoves::app {

class BoardWidget;
class SolverReply;
class SolverService;

class PositionEditor : public QWidget {
    Q_OBJECT
public:
    explicit PositionEditor(SolverService* solver, QWidget* parent = nullptr);
    ~PositionEditor() override;

    // Turns `board` into the editor of the position it shows, and shows the bar.
    void start(BoardWidget* board);
    bool isActive() const { return m_board != nullptr; }
    // Ends editing with the game as it was.
    void cancel();
    // Ends editing and emits applied() with the draft, when it is a valid position the goal can be
    // reached from; asked while the solver still works that out, it applies once the answer says so.
    void apply();
    // Before something else replaces the game (New): true when nothing is being set up, or the
    // draft is as it began, or the player agreed to throw the edits away (editing then ends).
    bool leaveAsked();

    // What the bar says now, and what it knows: the draft's optimal distance (nullopt while the
    // worker searches or when the draft is not valid; Solution::Unreachable when the goal cannot
    // be reached).
    QString lineText() const;
    bool valid() const { return m_valid; }
    bool evaluating() const { return m_reply != nullptr; }
    bool applyPending() const { return m_applyPending; }
    std::optional<int> distance() const { return m_distance; }
    QPushButton* applyButton() const { return m_apply; }
    QPushButton* cancelButton() const { return m_cancel; }

signals:
    void applied(std::shared_ptr<const minimoves::AnyPuzzle> puzzle, minimoves::StateRank state);
    // Editing ended (applied, cancelled, or the board was given another game).
    void finished();
    // The line changed (a verdict, a distance).
    void lineChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void evaluate();
    void showLine();
    void stopEditing();
    // The board edited is going (from ~QWidget: it is no BoardWidget any more, so it is not touched).
    void boardDestroyed();
    void onEnded();
    bool unreachable() const;
    QString draftKey() const;

    SolverService* m_solver;
    std::unique_ptr<SolverReply> m_reply; // the draft's distance, under way
    QPointer<BoardWidget> m_board;
    bool m_valid = false;
    bool m_applyPending = false; // Apply asked before the solver said whether the goal can be reached
    QString m_startDraft;        // the draft as editing began (instance and state), to know if edited
    std::optional<int> m_distance;
    QString m_failure;
    QLabel* m_help;
    QLabel* m_text;
    QPushButton* m_apply;
    QPushButton* m_cancel;
    QShortcut* m_applyKey;
    QShortcut* m_applyEnterKey;
    QShortcut* m_cancelKey;
};

} // namespace minimoves::app
