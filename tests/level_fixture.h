// The game with its levels and daily puzzles, without a window: the session fixture and LevelPlay
// wired as MainWindow wires them (a level or a day started in its puzzle's session; the progress
// in `progressFile`, "" in memory). What the banner shows of a solved one is LevelPlay's result().
#pragma once

#include "shell/levels/level_play.h"

#include "session_fixture.h"

#include <QString>

#include <memory>
#include <utility>

namespace minimoves::testing {

struct LevelFixture : SessionFixture {
    app::LevelPlay levels{&sessions, &presenter, &records};

    // In `mode`, the games saved in `saveDirectory` ("" = nowhere).
    explicit LevelFixture(app::PlayMode mode = app::PlayMode::Coach, const QString& saveDirectory = QString(),
                          const QString& progressFile = QString())
        : SessionFixture(mode, saveDirectory)
    {
        if (!progressFile.isEmpty())
            records.setProgressFile(progressFile);
        QObject::connect(&levels, &app::LevelPlay::startRequested, &levels,
                         [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const app::Challenge& challenge) {
                             startGame(std::move(puzzle), state, challenge);
                         });
    }
    // No read of a saved game under way (a switch reads the session's file first).
    bool readsDone(int ms = 120000) { return QTest::qWaitFor([&] { return !sessions.isReading(); }, ms); }
};

} // namespace minimoves::testing
