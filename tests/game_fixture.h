// The game's window as the GUI tests play in it. The window's parts are reached as they are (the
// actions by Action, the files, the status labels and bars by their object names); WindowFixture
// is every test's window (each test's own derives from it and adds its helpers), GameFixture<Board>
// one showing a given game on its puzzle's board.
#pragma once

#include "boards/board_widget.h"
#include "game/session/game_model.h"
#include "game/present/game_presenter.h"
#include "game/session/game_session.h"
#include "game/store/statistics_store.h"
#include "shell/window/game_actions.h"
#include "shell/files/file_notice.h"
#include "shell/files/game_files.h"
#include "shell/window/main_window.h"
#include "shell/play/playback_bar.h"
#include "shell/play/position_editor.h"
#include "shell/statistics/statistics_dialog.h"

#include "statistics_figures.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTableWidget>
#include <QtTest>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace minimoves::app {

inline QAction* actionOf(const MainWindow& window, Action action)
{
    return window.findChild<GameActions*>()->action(action);
}
// For tests that list actions with their names in messages: the action of that object name.
inline QAction* actionNamed(const MainWindow& window, const QString& objectName)
{
    return window.findChild<QAction*>(objectName);
}
inline QAction* actionNamed(const MainWindow& window, const char* objectName)
{
    return actionNamed(window, QString::fromLatin1(objectName));
}
inline GameFiles* filesOf(const MainWindow& window) { return window.findChild<GameFiles*>(); }
// The solved banner the window shows beside the board ("Solved in 7 moves…"), or empty.
inline QString bannerOf(const MainWindow& window) { return window.findChild<GamePresenter*>()->banner(); }
inline GameModel* modelOf(const MainWindow& window) { return window.session() ? window.session()->model() : nullptr; }
// The optimal distance of the position shown, once known.
inline std::optional<int> shownDistance(const MainWindow& window)
{
    return window.session() ? window.session()->answer()->distance() : std::nullopt;
}
inline bool isSolving(const MainWindow& window)
{
    return window.session() && window.session()->phase() == GameSession::Phase::Solving;
}
inline QLabel* distanceLabelOf(const MainWindow& window)
{
    return window.findChild<QLabel*>(QStringLiteral("distanceLabel"));
}
inline QLabel* movesLabelOf(const MainWindow& window) { return window.findChild<QLabel*>(QStringLiteral("movesLabel")); }
inline PlaybackBar* playbackBarOf(const MainWindow& window) { return window.findChild<PlaybackBar*>(); }
// The band that says what happened to the player's files (a save set aside, a save that fails).
inline FileNotice* noticeOf(const MainWindow& window) { return window.findChild<FileNotice*>(QStringLiteral("fileNotice")); }
inline PositionEditor* positionEditorOf(const MainWindow& window) { return window.findChild<PositionEditor*>(); }
// The window's statistics: a puzzle's figures in a mode at a difficulty (or All).
inline Tally tallyOf(const MainWindow& window, const char* puzzle, PlayMode mode, StatsScope scope = StatsScope::All)
{
    return window.statistics()->statistics().tally(QString::fromLatin1(puzzle), mode, scope);
}
// As main() starts: the last game's file read on a worker, then shown. True when the saved game is
// on the board; false when there was none, or it did not read (a new game begins then).
inline bool restoreAutosaveAndWait(MainWindow& window)
{
    if (!window.restoreAutosave())
        return false;
    if (!QTest::qWaitFor([&] { return !window.restoringAutosave(); }, 120000))
        return false;
    return window.autosaveShown();
}

// A read of GameFiles' (Open, contest input) waited for: whether it opened, and `error` says why
// not ("" when cancelled). False too when it did not end in `ms`.
inline bool waitForRead(const std::function<void(GameFiles::Done)>& start, QString* error = nullptr, int ms = 120000)
{
    auto result = std::make_shared<std::optional<std::pair<bool, QString>>>();
    start([result](bool opened, const QString& why) { *result = std::pair{opened, why}; });
    if (!QTest::qWaitFor([&] { return result->has_value(); }, ms))
        return false;
    if (error)
        *error = (*result)->second;
    return (*result)->first;
}
inline bool openGameAndWait(GameFiles* files, const QString& fileName, QString* error = nullptr)
{
    return waitForRead([&](GameFiles::Done done) { files->openGame(fileName, std::move(done)); }, error);
}
inline bool openContestAndWait(GameFiles* files, const QString& puzzleId, const QString& fileName, QString* error = nullptr)
{
    return waitForRead([&](GameFiles::Done done) { files->openContest(puzzleId, fileName, std::move(done)); }, error);
}
// A switch whose saved game is read first (GameSessions::switchTo), waited for.
inline bool waitForSwitch(MainWindow& window, int ms = 120000)
{
    return QTest::qWaitFor([&] { return !window.sessions()->isReading(); }, ms);
}

} // namespace minimoves::app

struct WindowFixture {
    // What show() waits for: the window on screen, or active as well (the board can take the focus).
    enum class Wait { Exposed, Active };

    minimoves::app::MainWindow window;
    // The play mode show() and open() choose, as a player would in View ▸ Mode: Coach, which shows
    // the distance and the quality these tests read; nullopt leaves the player's own (Play at first).
    std::optional<minimoves::app::PlayMode> mode = minimoves::app::PlayMode::Coach;

    void chooseMode()
    {
        if (mode)
            action(*mode == minimoves::app::PlayMode::Coach ? minimoves::app::Action::ModeCoach
                                                            : minimoves::app::Action::ModePlay)
                ->trigger();
    }

    // Shows the window at `size` with the animations at `speed`; false when it did not come up in time.
    bool show(QSize size, minimoves::app::Action speed = minimoves::app::Action::SpeedOff, Wait wait = Wait::Active)
    {
        window.resize(size);
        window.show();
        action(speed)->trigger();
        chooseMode();
        return wait == Wait::Exposed ? QTest::qWaitForWindowExposed(&window) : QTest::qWaitForWindowActive(&window);
    }

    minimoves::app::GameSession* session() const { return window.session(); }
    minimoves::app::GameModel* model() const { return minimoves::app::modelOf(window); }
    QAction* action(minimoves::app::Action which) const { return minimoves::app::actionOf(window, which); }
    minimoves::app::GameFiles* files() const { return minimoves::app::filesOf(window); }
};

template <class Board>
struct GameFixture : WindowFixture {
    // Clears the settings, shows the window at `size` with the animations off and starts `puzzle`
    // at `start`; false when the window did not come up in time.
    bool open(std::shared_ptr<const minimoves::AnyPuzzle> puzzle, minimoves::StateRank start, QSize size, Wait wait)
    {
        QSettings().clear();
        window.resize(size);
        window.show();
        action(minimoves::app::Action::SpeedOff)->trigger();
        chooseMode();
        window.startGame(std::move(puzzle), start);
        return wait == Wait::Exposed ? QTest::qWaitForWindowExposed(&window) : QTest::qWaitForWindowActive(&window);
    }

    Board* board() { return static_cast<Board*>(window.board()); }
    minimoves::StateRank state() { return window.session()->model()->state(); }
};
