// What the contest-input tests (tst_contest_game, tst_contest_list) share: the window they open
// files in, and a row's text as the list shows it.
#pragma once

#include "shell/contest_dialog.h"

#include "game_fixture.h"

#include <QAbstractItemModel>
#include <QTableView>

#include <memory>

namespace minimoves::app {

// A window on screen at 1000x700, moves without animation, Magic Board shown to begin with (what a
// test sees replaced by the puzzle of the file it opens).
inline std::unique_ptr<MainWindow> makeContestWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->resize(1000, 700);
    window->show();
    actionOf(*window, Action::SpeedOff)->trigger();
    window->selectPuzzle(QStringLiteral("magic-board"));
    return window;
}

// What the list shows in a row's column.
inline QString cellText(const ContestDialog* dialog, int row, int column)
{
    return dialog->list()->model()->index(row, column).data().toString();
}

} // namespace minimoves::app
