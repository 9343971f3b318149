// GameDialogs: the window's dialogs about the game — Statistics (modal), Puzzle facts and Path
// review (one non-modal dialog each, following the active game), and Help at a page.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace minimoves::app {

class GameSessions;

class GameDialogs : public QObject {
    Q_OBJECT
public:
    GameDialogs(GameSessions* sessions, QWidget* window);

    void showStatistics();
    void showPuzzleFacts();
    void showPathReview();
    // `page`: a puzzle's id, "keys" or "about".
    void showHelp(const QString& page);

private:
    template <class Dialog>
    void showFollowing();

    GameSessions* m_sessions;
    QWidget* m_window;
};

} // namespace minimoves::app
