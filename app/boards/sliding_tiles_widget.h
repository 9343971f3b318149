// The sliding-tiles board of the Eight Puzzle (3x3) and the Fifteen Puzzle (4x4): numbered tiles
// and a blank on a square tray, the goal (the tiles in reading order, the blank last) drawn small
// beside the tray, or under it on a tall board. One class for both sizes, its side given when made.
//
// A tile beside the blank slides into it when clicked, when dragged towards the blank, or from the
// keyboard: an arrow key slides a tile the arrow's way, so Left slides the tile right of the blank
// leftwards (the engine's move "r") and Up the tile below the blank upwards ("d").
//
// The board knows the puzzle only through the AnyPuzzle facade: encodeState() gives the side x side
// cells, one character each ('1'-'9', then 'a'-'f' for 10-15; 'x' or '0' for the blank) and a move
// is found by what apply() does to the blank, so a move with no tile to slide (the blank on that
// edge) is never offered.
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "puzzle_ui.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace minimoves::app {

// The moves in words for a board of `side` (sliding_tiles_names.cpp; the records hand them out
// too): "Slide 6 left", the tile the move slides from the position it is played from, and with no
// position the tile by its side of the blank.
const MoveNames& slidingTilesMoveNames(int side);

class SlidingTilesWidget : public BoardWidget {
    Q_OBJECT
public:
    // side: 3 (the Eight Puzzle) or 4 (the Fifteen Puzzle).
    explicit SlidingTilesWidget(int side, QWidget* parent = nullptr);
    int side() const { return m_side; }

    void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle) override;

    // Where things are drawn, in widget coordinates (for hit testing and tests).
    QRectF boardRect() const;        // the tray with its frame
    QRectF cellRect(int cell) const; // a cell (reading order, from 0) of the tray
    QRectF goalRect() const;         // the goal picture
    QRectF captionRect() const;      // the goal's caption ("Goal")
    // The cell under `point`, or -1 (the frame, the goal, outside).
    int cellAt(QPointF point) const;
    // The position shown as side x side characters, as encodeState() writes them (empty without
    // a puzzle).
    QString cells() const;
    // What a cell's character shows: "7", "12" for 'c'; empty for the blank.
    static QString tileLabel(QChar cell);
    static bool isBlank(QChar cell) { return cell == QLatin1Char('x') || cell == QLatin1Char('0'); }
    // A position's cells as cells() has them (empty when it is not one of `side` x `side` cells
    // with one blank), the blank's cell in them, and "Slide 6 left" for the tile leaving `from`
    // for the blank at `to`.
    static QString cellsOf(const AnyPuzzle& puzzle, StateRank state, int side);
    static int blankOf(const QString& cells);
    static QString slideText(QChar tile, int from, int to, int side);
    // The move that slides the tile on `cell` into the blank, or -1 (not beside the blank, the
    // blank itself, no puzzle).
    int moveForCell(int cell) const;
    // The move an arrow key plays from the position shown: -1 for other keys and for an arrow
    // with no tile on that side of the blank.
    int moveForKey(int key) const;
    // The movable tile under the pointer (raised), or -1.
    int hoveredCell() const { return hoveredItem(); }
    // The keyboard help, one sentence.
    static QString keysText();
    // The first-time tour over a sliding-tiles board (either size): the goal, a move by mouse, by keys.
    static std::vector<TourStep> tour(BoardWidget& board);
    // Move quality: a tile's badge at the top of its cell.
    std::optional<QPointF> moveBadgeCentre(int move) const override;

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void positionChanged() override;
    void retranslate() override;

private:
    // Screen readers (sliding_tiles_speech.cpp): the tray as a side x side table, a tile beside
    // the blank slid by its Press.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const SlidingTilesWidget& board) : m_board(board) {}
        QSize tableSize() const override { return {m_board.m_side, m_board.m_side}; }
        int itemCount() const override;
        Item item(int cell) const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const SlidingTilesWidget& m_board;
    };
    // The pointer's items are the tiles that can slide (any cell while editing), each standing for
    // its slide; a tile held by the pointer stays the item.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const SlidingTilesWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int cell) const override;
        std::optional<Qt::CursorShape> cursorShape(int cell) const override;
        std::vector<int> movesOf(int cell) const override;

    private:
        const SlidingTilesWidget& m_board;
    };
    // Position editor (sliding_tiles_edit.cpp): drag a tile (or the blank) onto another, or click
    // one and then the other, to swap them; half of the boards cannot reach the goal.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(SlidingTilesWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        void release(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;
        QRectF pickedRect(int cell) const override { return m_board.cellRect(cell); }

    private:
        void swapCells(std::optional<std::pair<int, int>> swap);
        SlidingTilesWidget& m_board;
    };

    struct Layout {
        QRectF board; // the tray, frame included
        QRectF grid;  // the side x side cells inside the frame
        QRectF goal;  // the goal's cells
        QRectF caption;
    };
    Layout layout() const;
    QString cellsOf(StateRank state) const { return m_puzzle ? cellsOf(*m_puzzle, state, m_side) : QString(); }
    int cellCount() const { return m_side * m_side; }
    bool adjacent(int a, int b) const;

    // A press on a movable tile, followed as a drag; `offset` is how far (0..1 of a cell) the tile
    // has been pulled towards the blank.
    struct Press {
        int cell = -1;
        int move = -1;
        QPointF at;
        double offset = 0;
        bool dragged = false;
    };
    std::optional<Press> m_press;
    // Follows the pointer at `pointer` with the pressed tile.
    void follow(QPointF pointer);
    // A move played by a drag starts its animation where the pointer left the tile.
    struct Carry {
        int move = -1;
        StateRank from = 0;
        double offset = 0;
        bool armed = false;
        bool active = false;
    } m_carry;
    const int m_side;

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
