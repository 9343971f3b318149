// GameDialogs: the window's dialogs about the game — Statistics (modal, at the game's puzzle and mode), Puzzle facts and Path
// review (one non-modal dialog each, following the active game), Levels and the Daily puzzle
// (window-modal), and Help at a page. It reaches the window through GameHost.
#pragma once

#include <QObject>
#include <QString>

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
    // `presenter`: what the player is shown, which Puzzle facts and Path review read.
    GameDialogs(GameSessions* sessions, GamePresenter* presenter, StatisticsStore* statistics, LevelPlay* levels,
                GameHost* host);

    void showStatistics();
    void showPuzzleFacts();
    void showPathReview();
    // Game ▸ Levels (the shown puzzle's ladders; a message where it has none) and Game ▸ Daily puzzle.
    void showLevels();
    void showDaily();
    // `page`: a puzzle's id, "keys" or "about".
    void showHelp(const QString& page);

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
    QWidget* m_window;
};

} // namespace minimoves::app
