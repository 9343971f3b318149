// MainWindow: the puzzle chooser, the board, the Game/Edit/View/Help menus and toolbar, the
// status bar; it wires the board's requests to the game model and the solver service.
#pragma once

#include "game/game_model.h"
#include "game/solver_service.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QMenu;
class QProgressBar;
class QVBoxLayout;

namespace minimoves::app {

class BoardWidget;

QString puzzleTitle(std::string_view id);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Switches to a puzzle and draws a new game for it (on the worker).
    void selectPuzzle(const QString& id);
    // Starts a given game at once (a game ID, a loaded file).
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state);

    GameModel* model() { return &m_model; }
    SolverService* solver() { return &m_solver; }
    BoardWidget* board() const { return m_board; }
    QString currentPuzzleId() const;
    // The optimal distance of the current position, once known.
    std::optional<int> currentDistance() const;
    bool isAutoSolving() const { return m_autoSolving; }
    QAction* action(const QString& name) const;
    QLabel* distanceLabel() const { return m_distanceLabel; }
    QLabel* movesLabel() const { return m_movesLabel; }

    // Saving and sharing. Each returns false, with `error` saying why, and leaves the game untouched.
    bool saveGame(const QString& fileName, QString* error = nullptr);
    bool openGame(const QString& fileName, QString* error = nullptr);
    bool openGameId(const QString& text, QString* error = nullptr);
    QString gameId() const;
    static QString autosavePath();
    // Restores the autosaved game; false when there is none or it does not read.
    bool restoreAutosave();

public slots:
    void newGame(minimoves::app::Difficulty difficulty);
    void showHint();
    void solve();
    void stopSolving();

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void installBoard(const QString& id);
    void setupVariants(const QString& id);
    void onStateChanged(StateRank from, int move, StateRank to, bool undoing);
    void onSolution(quint64 ticket, quint64 state, const Solution& solution);
    void onNewGame(quint64 ticket, std::shared_ptr<const AnyPuzzle> puzzle, quint64 state, int distance);
    void onBoardMove(int move);
    void onInstanceChange(const QString& text);
    void playNextSolveMove();
    void updateStatus();
    void updateActions();
    void setAnimationSpeed(int milliseconds);
    void saveAs();
    void open();
    void copyGameId();
    void pasteGameId();
    void showPreferences();
    void showStatistics();
    void showHelp(const QString& page = QString());
    void announce(const QString& text);
    const PuzzleType* currentType() const;

    GameModel m_model;
    SolverService m_solver;
    BoardWidget* m_board = nullptr;
    QWidget* m_boardHolder = nullptr;
    QVBoxLayout* m_boardLayout = nullptr;
    QComboBox* m_chooser = nullptr;
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
    QHash<QString, QAction*> m_actions;

    std::optional<Solution> m_solution; // for the current position, once the solver answered
    quint64 m_solutionTicket = 0;
    quint64 m_newGameTicket = 0;
    bool m_drawing = false;             // a new game is being drawn
    bool m_hintShown = false;
    bool m_autoSolving = false;
    std::optional<int> m_startDistance; // the optimal distance of the game's start
    int m_hintsUsed = 0;
    bool m_assisted = false;           // Solve played some of this game: it is not the player's solve
    Difficulty m_difficulty = Difficulty::Medium;
    QString m_variant;
    quint64 m_seed;
};

} // namespace minimoves::app
