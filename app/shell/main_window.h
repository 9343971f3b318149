// MainWindow: the puzzle chooser, the board, the Game/Edit/View/Help menus and toolbar, the
// status bar. It shows the active game session (GameSessions) and wires the board and the actions
// to it; what it shows is derived from the session, and it keeps no game state of its own.
#pragma once

#include "game/game_sessions.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace minimoves::app {

class BoardWidget;
class PlaybackBar;
class ContestDialog;
class PositionEditor;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Switches to a puzzle's game (its remembered size), drawing one when it has none; the puzzle
    // already shown stays as it is.
    void selectPuzzle(const QString& id);
    // Switches to another size or picture kind of the current puzzle.
    void selectVariant(const QString& variant);
    // Starts a given game at once (a game ID, a loaded file), in its puzzle's and size's session.
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);

    GameSessions* sessions() { return &m_sessions; }
    GameSession* session() const { return m_sessions.active(); }
    GameModel* model() const { return session() ? session()->model() : nullptr; }
    SolverService* solver() { return m_sessions.solver(); }
    BoardWidget* board() const { return m_board; }
    PlaybackBar* playbackBar() const { return m_playbackBar; }
    QString currentPuzzleId() const;
    // The optimal distance of the current position, once known.
    std::optional<int> currentDistance() const { return session() ? session()->distance() : std::nullopt; }
    bool isAutoSolving() const { return session() && session()->phase() == GameSession::Phase::Solving; }
    QAction* action(const QString& name) const;
    QLabel* distanceLabel() const { return m_distanceLabel; }
    QLabel* movesLabel() const { return m_movesLabel; }
    PositionEditor* positionEditor() const { return m_editor; }

    // Saving and sharing. Each returns false, with `error` saying why, and leaves the game untouched.
    bool saveGame(const QString& fileName, QString* error = nullptr);
    bool openGame(const QString& fileName, QString* error = nullptr);
    bool openGameId(const QString& text, QString* error = nullptr);
    QString gameId() const;
    // Shows the game of the last puzzle played, as it was left; false when it has none saved.
    bool restoreAutosave();

    // Contest input (contest_dialog.h): reads `fileName` as `puzzleId`'s contest format; false, with
    // the one line that says why (minimoves-cli's), and the game untouched, when it does not read.
    // Several cases (or one the game cannot show) are listed in contestDialog(); one opens at once.
    bool openContest(const QString& puzzleId, const QString& fileName, QString* error = nullptr);
    void showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases);
    ContestDialog* contestDialog() const;

public slots:
    void newGame(minimoves::app::Difficulty difficulty);

signals:
    // The board shows a game that has just begun (drawn, loaded, or switched to).
    void gameShown();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void onActiveChanged(GameSession* session);
    void showGame();
    void installBoard(const QString& id);
    void setupVariants(const QString& id);
    void onPositionChanged(StateRank from, int move, StateRank to, bool undoing);
    void refresh();
    void focusBoard();
    // `starting`: the speed read at start-up (the playback's own speed, if chosen, is kept).
    void setAnimationSpeed(int milliseconds, bool starting = false);
    void saveAs();
    void open();
    void openContestInput(); // Game ▸ Open contest input…
    void startContestCase(const QString& puzzleId, const ContestCase& contestCase);
    void copyGameId();
    void pasteGameId();
    void showPreferences();
    void showStatistics();
    void showPuzzleFacts();
    void showPathReview();
    void showHelp(const QString& page = QString());
    void announce(const QString& text);
    void updateUndoTexts();

    GameSessions m_sessions;
    BoardWidget* m_board = nullptr;
    QWidget* m_boardHolder = nullptr;
    QVBoxLayout* m_boardLayout = nullptr;
    QComboBox* m_chooser = nullptr;
    QLabel* m_banner = nullptr; // "Solved in 7 moves": under the board, never over it
    QPushButton* m_reviewButton = nullptr; // "Review your path…" under the banner
    PlaybackBar* m_playbackBar = nullptr; // the active session's playback, under the board
    int m_playbackInterval = 0;           // its speed: the animation's, or the one chosen on the bar
    QLabel* m_movesLabel = nullptr;
    QLabel* m_distanceLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_newMenu = nullptr;
    QMenu* m_sizeMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_speedMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QActionGroup* m_speedGroup = nullptr;
    QActionGroup* m_sizeGroup = nullptr;
    QString m_sizeMenuPuzzle; // the puzzle whose sizes the menu lists
    QString m_loadNotice;     // a saved game that did not read, for when its session is shown
    static constexpr int NoticeMs = 15000; // what went wrong with a saved game stays a while
    QHash<QString, QAction*> m_actions;
    QPointer<ContestDialog> m_contestDialog;
    PositionEditor* m_editor = nullptr; // Game > Set up position...
};

} // namespace minimoves::app
