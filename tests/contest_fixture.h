// What the contest-input tests (tst_contest_game, bench_contest_list) share: the
// window they open files in, a row's text as the list shows it, and long Eight Puzzle files.
#pragma once

#include "shell/contest/contest_dialog.h"

#include "game_fixture.h"

#include <QAbstractItemModel>
#include <QByteArray>
#include <QTableView>

#include <algorithm>
#include <memory>
#include <random>
#include <string>

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

// `count` Eight Puzzle boards (18 bytes each), drawn from a fixed seed; `last` (when given) the
// last one.
inline QByteArray eightPuzzleCases(int count, const QByteArray& last = {})
{
    std::mt19937 random(28);
    std::string tiles = "12345678x";
    QByteArray bytes;
    bytes.reserve(qsizetype(count) * 18);
    const int drawn = last.isEmpty() ? count : count - 1;
    for (int i = 0; i < drawn; ++i) {
        std::shuffle(tiles.begin(), tiles.end(), random);
        for (int t = 0; t < 9; ++t) {
            bytes += tiles[std::size_t(t)];
            bytes += t == 8 ? '\n' : ' ';
        }
    }
    return last.isEmpty() ? bytes : bytes + last + '\n';
}

} // namespace minimoves::app
