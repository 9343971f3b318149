// The game's window showing one puzzle, as the GUI tests play in it: each test's Game derives from
// GameFixture<its board> and adds its puzzle's helpers.
#pragma once

#include "game/game_model.h"
#include "shell/main_window.h"

#include <QAction>
#include <QSettings>
#include <QtTest>

#include <memory>

template <class Board>
struct GameFixture {
    // What open() waits for: the window on screen, or active as well (the board can take the focus).
    enum class Wait { Exposed, Active };

    minimoves::app::MainWindow window;

    // Clears the settings, shows the window at `size` with the animations off and starts `puzzle`
    // at `start`; false when the window did not come up in time.
    bool open(std::shared_ptr<const minimoves::AnyPuzzle> puzzle, minimoves::StateRank start, QSize size, Wait wait)
    {
        QSettings().clear();
        window.resize(size);
        window.show();
        window.action(QStringLiteral("speedOff"))->trigger();
        window.startGame(std::move(puzzle), start);
        return wait == Wait::Exposed ? QTest::qWaitForWindowExposed(&window) : QTest::qWaitForWindowActive(&window);
    }

    Board* board() { return static_cast<Board*>(window.board()); }
    minimoves::StateRank state() { return window.model()->state(); }
};
