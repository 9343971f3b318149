// GameDialogs: the window's dialogs about the game — Statistics (modal, at the game's puzzle and mode), Puzzle facts and Path
// review (one non-modal dialog each, following the active game), Levels and the Daily puzzle
// (window-modal), Help at a page, and the puzzle gallery (one, not modal: Continue switches to its
// puzzle, New switches and asks for a new game, Levels opens the Levels dialog on its ladders). It
// reaches the window through GameHost.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QDialog;
class QWidget;

namespace minimoves::app {

class GameHost;
class GamePresenter;
class GameSessions;
class LevelPlay;
class StatisticsStore;

class GameDialogs : public QObject {
    Q_OBJECT
public:
    // `presenter`: what the player is shown, which Puzzle facts and Path review read; `newGame`:
    // Game ▸ New, which the gallery's New triggers once its puzzle is shown.
    GameDialogs(GameSessions* sessions, GamePresenter* presenter, StatisticsStore* statistics, LevelPlay* levels,
                GameHost* host, QAction* newGame = nullptr);

    void showStatistics();
    void showPuzzleFacts();
    void showPathReview();
    // Game ▸ Levels (the shown puzzle's ladders; a message where it has none) and Game ▸ Daily puzzle.
    void showLevels();
    void showLevelsOf(const QString& puzzleId);
    void showDaily();
    // `page`: a puzzle's id, "keys" or "about".
    void showHelp(const QString& page);
    // View ▸ Gallery, and a new player's first start (main.cpp): the cards, the focus on the puzzle
    // shown (on the suggested one for a new player).
    void showGallery();


private:
    template <class Dialog>
    Dialog* showFollowing();
    // Opens a dialog of the window's (window-modal, deleted on close); the board has the keys after.
    void openDialog(QDialog* dialog);

    GameSessions* m_sessions;
    GamePresenter* m_presenter;
    StatisticsStore* m_statistics;
    LevelPlay* m_levels;
    GameHost* m_host;
    QAction* m_newGame;
    QWidget* m_window;
};

} // namespace minimoves::app
