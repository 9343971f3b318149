// GameDialogs: the window's dialogs about the game — Statistics (modal, at the game's puzzle and mode), Puzzle facts and Path
// review (one non-modal dialog each, following the active game), and Help at a page.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace minimoves::app {

class GamePresenter;
class GameSessions;
class StatisticsStore;

class GameDialogs : public QObject {
    Q_OBJECT
public:
    // `presenter`: what the player is shown (Puzzle facts marks the distance only where it is).
    GameDialogs(GameSessions* sessions, const GamePresenter* presenter, StatisticsStore* statistics, QWidget* window);

    void showStatistics();
    void showPuzzleFacts();
    void showPathReview();
    // `page`: a puzzle's id, "keys" or "about".
    void showHelp(const QString& page);

private:
    template <class Dialog>
    Dialog* showFollowing();

    GameSessions* m_sessions;
    const GamePresenter* m_presenter;
    StatisticsStore* m_statistics;
    QWidget* m_window;
};

} // namespace minimoves::app
