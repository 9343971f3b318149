// A sliding-tiles board (the Eight Puzzle's 3x3 or the Fifteen Puzzle's 4x4) on its own, shown, on
// the real engine: what it emits is what a test reads. Boards are written as the engine's text
// form writes them (row by row, the blank 'x' or '0', the tiles 10-15 as 'a'-'f').
#pragma once

#include "boards/sliding_tiles_widget.h"
#include "core/any_puzzle.h"

#include <QSignalSpy>
#include <QtTest>

#include <memory>

inline minimoves::StateRank rankOf(const minimoves::AnyPuzzle& puzzle, const QString& cells)
{
    const auto rank = puzzle.decodeState(cells.toStdString());
    if (!rank)
        qFatal("bad board %s", qPrintable(cells));
    return *rank;
}

inline QString cellsOf(const minimoves::AnyPuzzle& puzzle, minimoves::StateRank state)
{
    return QString::fromStdString(puzzle.encodeState(state));
}

struct SlidingBoard {
    std::shared_ptr<const minimoves::AnyPuzzle> puzzle;
    minimoves::app::SlidingTilesWidget widget;
    QSignalSpy moves{&widget, &minimoves::app::BoardWidget::moveRequested};

    SlidingBoard(std::shared_ptr<const minimoves::AnyPuzzle> shown, int side, const QString& cells, QSize size)
        : puzzle(std::move(shown)), widget(side)
    {
        widget.resize(size);
        widget.setAnimationDuration(0);
        widget.setPuzzle(puzzle);
        show(cells);
        widget.show();
        if (!QTest::qWaitForWindowExposed(&widget))
            qWarning("the board was not exposed");
        rest();
    }
    // The pointer to the margin, over no tile (moved twice: a move to where it is sends nothing).
    void rest()
    {
        QTest::mouseMove(&widget, QPoint(2, 3));
        QTest::mouseMove(&widget, QPoint(1, 1));
    }
    void show(const QString& cells)
    {
        const minimoves::StateRank state = rankOf(*puzzle, cells);
        widget.showState(state, -1, state);
    }
    minimoves::StateRank state() const { return widget.state(); }
    QPoint centre(int cell) const { return widget.cellRect(cell).center().toPoint(); }
    double cellSize() const { return widget.cellRect(0).width(); }
    // The one move emitted since the last call, or -1 for none (-2 for more).
    int takeMove()
    {
        const int count = int(moves.count());
        const int move = count == 1 ? moves.takeFirst().at(0).toInt() : -1;
        moves.clear();
        return count > 1 ? -2 : move;
    }
    // The board after `move` from the one shown, as text.
    QString after(int move) const { return cellsOf(*puzzle, puzzle->apply(widget.state(), move)); }
    // A press on `cell`, the pointer pulled by `by` (in cells) in a few steps, and a release.
    void drag(int cell, QPointF by)
    {
        const QPoint start = centre(cell);
        const QPoint end = start + (by * cellSize()).toPoint();
        QTest::mousePress(&widget, Qt::LeftButton, Qt::NoModifier, start);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(&widget, start + (end - start) * step / 4);
        QTest::mouseRelease(&widget, Qt::LeftButton, Qt::NoModifier, end);
    }
};
