// A twisty puzzle's 3D board (boards/twisty_widget.h) on its own, shown, made by its record's
// createBoard on the real engine (findPuzzleType(...)->makeInstance) and set to the solved puzzle:
// what it emits is what a test reads, as the engine writes the moves (tst_twisty_board,
// tst_twisty_board_words).
#pragma once

#include "boards/puzzle_ui.h"
#include "boards/twisty_widget.h"
#include "core/any_puzzle.h"

#include <QLineF>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>
#include <memory>

namespace twisty_board {

using namespace minimoves;
using namespace minimoves::app;

inline std::shared_ptr<const AnyPuzzle> makePuzzle(const QString& id, const QString& instance)
{
    auto made = findPuzzleType(id.toStdString())->makeInstance(instance.toStdString());
    if (!made)
        qFatal("%s: %s", qPrintable(id), made.error().c_str());
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

struct Board {
    std::shared_ptr<const AnyPuzzle> puzzle;
    std::unique_ptr<BoardWidget> owned;
    TwistyWidget* widget;
    QSignalSpy moves;

    explicit Board(const QString& id, const QString& instance = {})
        : puzzle(makePuzzle(id, instance.isEmpty() ? QString::fromUtf8(findPuzzleUi(id.toStdString())->helpExample) : instance)),
          owned(findPuzzleUi(id.toStdString())->createBoard(nullptr)),
          widget(qobject_cast<TwistyWidget*>(owned.get())), moves(owned.get(), &BoardWidget::moveRequested)
    {
        widget->resize(640, 480);
        widget->setAnimationDuration(0);
        widget->setSymbols(false); // a sticker's centre pixel is its colour
        widget->setPuzzle(puzzle);
        const StateRank solved = solvedState();
        widget->showState(solved, -1, solved);
        widget->show();
        if (!QTest::qWaitForWindowExposed(widget))
            qWarning("the board was not exposed");
        QTest::mouseMove(widget, QPoint(1, 1));
    }
    // The solved puzzle (RULES §8-10; the game's own start is a scramble).
    StateRank solvedState() const
    {
        const bool pyraminx = puzzle->id() == "pyraminx";
        const int perFace = pyraminx ? 9 : puzzle->id() == "skewb" ? 5 : 4;
        std::string text;
        for (char face : std::string(pyraminx ? "FLRD" : "URFDLB"))
            text += std::string(std::size_t(perFace), face);
        return puzzle->decodeState(text).value();
    }
    int move(const QString& text) const { return puzzle->parseMove(text.toStdString()).value_or(-100); }
    QString text(int move) const { return move < 0 ? QString() : QString::fromStdString(puzzle->moveText(move)); }
    // The moves asked for since the last call, as the engine writes them.
    QStringList takeMoves()
    {
        QStringList texts;
        for (const QList<QVariant>& signal : std::as_const(moves))
            texts << text(signal.at(0).toInt());
        moves.clear();
        return texts;
    }
    QPointF centre(int sticker) const { return widget->stickerCentre(sticker).value_or(QPointF(-1, -1)); }
    bool inSight(int sticker) const { return widget->stickerCentre(sticker).has_value(); }
    // A press on `sticker`'s centre, the pointer pulled 40 pixels along `way` in steps, a release.
    void drag(int sticker, QPointF way, Qt::MouseButton button = Qt::LeftButton)
    {
        const QPointF start = centre(sticker);
        way /= std::hypot(way.x(), way.y());
        QTest::mousePress(widget, button, Qt::NoModifier, start.toPoint());
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(widget, (start + way * 10.0 * step).toPoint());
        QTest::mouseRelease(widget, button, Qt::NoModifier, (start + way * 40.0).toPoint());
    }
    void keys(const QStringList& tokens) // "U", "Shift+U", "2", "Left"
    {
        for (const QString& token : tokens) {
            const QKeySequence sequence(token);
            const QKeyCombination key = sequence[0];
            QTest::keyClick(widget, key.key(), key.keyboardModifiers());
        }
    }
    // Shows the move just asked for as the game does (the engine's position after it).
    void play(int move)
    {
        const StateRank from = widget->state();
        widget->showState(from, move, puzzle->apply(from, move));
    }
    QColor pixel(const QImage& image, const QPointF& at) const { return image.pixelColor(at.toPoint()); }
};

inline bool near(const QPointF& a, const QPointF& b, double within = 1.5) { return QLineF(a, b).length() <= within; }
inline bool sameColour(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 12;
}
inline bool sameView(const QQuaternion& a, const QQuaternion& b) { return std::abs(QQuaternion::dotProduct(a, b)) > 0.9999f; }
} // namespace twisty_board
