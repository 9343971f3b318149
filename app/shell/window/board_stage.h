// BoardStage: the board in the window — the holder the board goes in (with what the window puts
// under it), the puzzle's board made when a game of another puzzle is shown (one at a time), the
// game's positions played on it, the presenter's marks and whether it takes moves, and where the
// keys go. It shows what it is given and what the presenter says; acting on the game is the
// window's (it wires the board's requests as a new board comes: replaced()).
#pragma once

#include "core/any_puzzle.h"

#include <QObject>

#include <memory>

class QVBoxLayout;
class QWidget;

namespace minimoves::app {

class BoardWidget;
class GamePresenter;
class ReadingLine;
class SolverService;

class BoardStage : public QObject {
    Q_OBJECT
public:
    // The holder is made in `window` (its central widget, which the window sets).
    BoardStage(GamePresenter* presenter, SolverService* solver, QWidget* window);

    QWidget* holder() const { return m_holder; }
    QVBoxLayout* layout() const { return m_layout; }
    BoardWidget* board() const { return m_board; }

    // A game of `puzzleId` on its board (made first when the board shown is another puzzle's), at
    // its position.
    void showGame(const QString& puzzleId, std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);
    // The game shown moved: played on the board when it shows that game's instance.
    void showPosition(const AnyPuzzle* puzzle, StateRank from, int move, StateRank to, bool undoing);
    // The presenter's marks (the hint, move quality, the distances) and whether the board takes
    // moves, as they are now.
    void showMarks();
    void showPlayable();
    // While a saved game is read before it shows: a line says so where the board goes ("": none).
    // The line goes at the top of the holder's layout as it is made (under every board to come).
    void addReadingLine();
    void showReading(const QString& fileName);
    // The keys to the board, or where none does anything while it takes no moves.
    void focus();

signals:
    // The board shown is about to go (another puzzle's comes): what edits it lets go.
    void replacing();
    // A new board is in place.
    void replaced(minimoves::app::BoardWidget* board);

private:
    void install(const QString& puzzleId);

    GamePresenter* m_presenter;
    SolverService* m_solver;
    QWidget* m_holder;
    QVBoxLayout* m_layout;
    ReadingLine* m_reading = nullptr; // addReadingLine()'s
    BoardWidget* m_board = nullptr;
};

} // namespace minimoves::app
