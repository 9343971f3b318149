// MainWindow: the puzzle chooser, the board, the Game/Edit/View/Help menus and toolbar, the
// status bar. It shows the active game session (GameSessions) as its presenter says and wires the
// board (BoardStage) and the actions (GameActions) to it; games in and out of files are
// GameFiles', which, like the tour, reach the window through GameHost. It keeps no game state of
// its own.
#pragma once

#include "game/session/game_sessions.h"
#include "shell/files/game_files.h"
#include "shell/window/game_host.h"

#include <QMainWindow>

#include <memory>
#include <optional>
#include <vector>


namespace minimoves::app {

class Announcer;
class BoardRoom;
class BoardStage;
class BoardWidget;
class GameActions;
class GameDialogs;
class GamePresenter;
class GameRecords;
class LevelPlay;
class PlaybackControl;
class PositionEditor;
class PuzzleChooser;
class SolvedBanner;
class SoundPlayer;
class StatisticsStore;
class StatusLine;
class TourOverlay;

class MainWindow : public QMainWindow, public GameHost {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Switches to a puzzle's game (its remembered size), drawing one when it has none; the puzzle
    // already shown stays as it is.
    void selectPuzzle(const QString& id) override;
    // Switches to another size or picture kind of the current puzzle.
    void selectVariant(const QString& variant);
    // Starts a given game at once (a game ID, a loaded file, a level or the daily puzzle: its
    // `challenge`), in its puzzle's and size's session.
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge = {}) override;

    // main.cpp, the parts and the dialogs reach the game through these.
    GameSessions* sessions() override { return &m_sessions; }
    GameSession* session() const { return m_sessions.active(); }
    SolverService* solver() { return m_sessions.solver(); }
    BoardWidget* board() const override;
    QString currentPuzzleId() const override;
    // The keys go to the board, or where none does anything while it takes no moves.
    void focusBoard() override;
    // The first-time tour over the window (main.cpp offers it; a window a test makes offers none).
    TourOverlay* tour() const { return m_tour; }
    // What a screen reader is told (the last sentence, for tests).
    Announcer* announcer() const { return m_announcer; }
    // The levels and the daily puzzle: the progress, what a solved one earned (main.cpp sets its file).
    LevelPlay* levelPlay() const { return m_levels; }
    // The window's dialogs (main.cpp opens the gallery for a new player).
    GameDialogs* dialogs() const { return m_dialogs; }
    // The records of every game (statistics, level progress and its file).
    GameRecords* records() const { return m_records; }

    // The player's statistics: in memory until main.cpp gives them their file (`path`, read now;
    // a damaged one is set aside and said in the band).
    StatisticsStore* statistics() const { return m_statistics; }
    void openStatistics(const QString& path);

    // For main.cpp: the game of the last puzzle played, as it was left (false when it has none
    // saved), and contest cases read from the command line (GameFiles has both).
    bool restoreAutosave() { return m_files->restoreAutosave(); }
    bool restoringAutosave() const { return m_files->restoringAutosave(); }
    // While a saved game is read before it is shown (the last game's at start, another puzzle's at
    // its first switch): the chooser on its puzzle and, where its board goes, a line saying which
    // file is read; "" takes the line away.
    void showReading(const QString& puzzleId, const QString& fileName) override;
    bool autosaveShown() const { return m_files->autosaveShown(); }
    void showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases)
    {
        m_files->showContestCases(puzzleId, fileName, std::move(cases));
    }
    // --contest with a window: read on a worker once the window shows, bad input in a message box.
    void openContest(const QString& puzzleId, const QString& fileName) { m_files->openContestOrSayWhy(puzzleId, fileName); }

public slots:
    void newGame(minimoves::app::Difficulty difficulty);

signals:
    // The board shows a game that has just begun (drawn, loaded, or switched to).
    void gameShown();

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void updateWatched();
    // GameHost, for GameFiles and the tour.
    QWidget* hostWidget() override { return this; }
    void showMessage(const QString& text, int milliseconds) override;
    void returnToBoard() override;

    // The parts, made and wired in this order by the constructor.
    void makePresenter();
    void makeBars();
    void makeUnderBoard();
    void makeParts();
    void wireSpeech();
    void wireLevels();
    void wireSessions();
    void connectActions();
    void connectSessionActions();
    void retranslate();
    void onActiveChanged(GameSession* session);
    // The variant the Layout/Size menu ticks: the game's own (none for a layout that is not one of
    // the named ones, played in the default's session), else the session's.
    QString variantShown() const;
    void showGame();
    void wireBoard(BoardWidget* board);
    void onPositionChanged(StateRank from, int move, StateRank to, bool undoing);
    void showDisplay();
    void startSetUp();
    void setUpEnded();
    // `starting`: the speed read at start-up (the playback's own speed, if chosen, is kept).
    void setAnimationSpeed(int milliseconds, bool starting = false);
    void showPreferences();

    GameSessions m_sessions;
    BoardStage* m_stage = nullptr; // the board, its holder and showReading()'s line
    PuzzleChooser* m_chooser = nullptr;
    SoundPlayer* m_sounds = nullptr;  // the game's sounds, as the presenter cues them
    SolvedBanner* m_solved = nullptr; // "Solved in 7 moves", Review, Play on: under the board
    PlaybackControl* m_playback = nullptr; // the playback's bar under the board, its speed, Esc
    BoardRoom* m_room = nullptr;          // the one room the bar and the banner share there
    GamePresenter* m_presenter = nullptr; // what the labels, banner, actions and board show
    GameActions* m_actions = nullptr;     // the actions, menus and toolbar
    GameFiles* m_files = nullptr;         // Save, Open, game IDs, contest input
    GameDialogs* m_dialogs = nullptr;     // Statistics, Puzzle facts, Path review, Help
    StatisticsStore* m_statistics = nullptr; // what the games add up to, and their file
    StatusLine* m_status = nullptr;       // the status bar's labels and messages
    PositionEditor* m_editor = nullptr; // Game > Set up position...
    TourOverlay* m_tour = nullptr;      // a puzzle's first-time tour
    Announcer* m_announcer = nullptr;   // speaks the presenter's sentences to screen readers
    GameRecords* m_records = nullptr;   // every game's outcome into the statistics and the progress
    LevelPlay* m_levels = nullptr;      // the levels and the daily puzzle, their results shown
    bool m_onScreen = false;            // shown and not minimised: the game's clock may count
    bool m_blocked = false;             // a modal dialog over it (the gallery, Levels…): the clock waits
};

} // namespace minimoves::app
