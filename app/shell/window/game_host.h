// GameHost: the few things the window's parts that open games or draw over the window (GameFiles,
// TourOverlay) ask of it, so that they need no MainWindow: the widget their dialogs open over, the
// sessions, the puzzle and board shown, switching puzzle, starting a given game, the line shown
// while a saved game is read, a status message, and the keys back on the board.
#pragma once

#include "core/any_puzzle.h"

#include <QString>

#include <memory>

class QWidget;

namespace minimoves::app {

class BoardWidget;
class GameSessions;
struct Challenge;

class GameHost {
public:
    GameHost() = default;
    GameHost(const GameHost&) = delete;
    GameHost& operator=(const GameHost&) = delete;

    // The window: what dialogs and message boxes open over, and what an overlay covers.
    virtual QWidget* hostWidget() = 0;
    virtual GameSessions* sessions() = 0;
    virtual QString currentPuzzleId() const = 0;
    virtual BoardWidget* board() const = 0;
    // Switches to a puzzle's game (MainWindow::selectPuzzle).
    virtual void selectPuzzle(const QString& id) = 0;
    // Starts a given game at once in its puzzle's and size's session (MainWindow::startGame).
    virtual void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge) = 0;
    // Where the board goes, a line saying which saved game of `puzzleId` is read ("": none).
    virtual void showReading(const QString& puzzleId, const QString& fileName) = 0;
    virtual void showMessage(const QString& text, int milliseconds) = 0;
    // The keys to the board (MainWindow::focusBoard); after a dialog of the host's closed, the
    // window active again as well.
    virtual void focusBoard() = 0;
    virtual void returnToBoard() = 0;

protected:
    ~GameHost() = default;
};

} // namespace minimoves::app
