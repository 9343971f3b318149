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

#include "board_widget.h"
#include "puzzle_ui.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace minimoves::app {

class SlidingTilesWidget : public BoardWidget {
    Q_OBJECT
public:
    // side: 3 (the Eight Puzzle) or 4 (the Fifteen Puzzle).
    explicit SlidingTilesWidget(int side, QWidget* parent = nullptr);
    int side() const { return m_side; }

    void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle) override;
    // "Slide 6 left": the tile the move slid (or slides from the position shown) and its way.
    // After an undo, the move undone is described as redone, and any other as the move that led
    // to the position shown (the next to undo).
    // Screen readers (sliding_tiles_speech.cpp): the tray as a side x side table, a tile beside the blank slid by its Press.
    QSize accessibleTable() const override;
    int accessibleItemCount() const override;
    AccessibleItem accessibleItem(int item) const override;
    QString positionSpeech() const override;
    QString targetSpeech() const override;
    QString moveDescription(int move) const override;
    QString describeMove(StateRank from, int move) const override;

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
    // Position editor (sliding_tiles_edit.cpp): drag a tile (or the blank) onto another, or click
    // one and then the other, to swap them; half of the boards cannot reach the goal.
    QString editHelp() const override;

protected:
    void editPress(QMouseEvent* event) override;
    void editRelease(QMouseEvent* event) override;
    bool editKey(QKeyEvent* event) override;
    void swapCells(std::optional<std::pair<int, int>> swap);
    QRectF editItemRect(int item) const override { return cellRect(item); }
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    int hoverItemAt(const QPointF& pos) const override;
    QString hoverToolTip(int item) const override;
    // Move quality: a tile beside the blank stands for its slide; the badge in its top-left corner.
    std::vector<int> movesOfItem(int cell) const override;
    std::optional<QPointF> moveBadgeCentre(int move) const override;
    std::optional<Qt::CursorShape> hoverCursor(int item) const override;
    void positionChanged() override;
    void retranslate() override;

private:
    struct Layout {
        QRectF board; // the tray, frame included
        QRectF grid;  // the side x side cells inside the frame
        QRectF goal;  // the goal's cells
        QRectF caption;
    };
    Layout layout() const;
    QString cellsOf(StateRank state) const;
    int cellCount() const { return m_side * m_side; }
    int blankOf(const QString& cells) const;
    bool adjacent(int a, int b) const;
    // "Slide 6 left" for the tile leaving `from` for the blank at `to`.
    QString slideText(QChar tile, int from, int to) const;

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
    bool m_positionKnown = false; // showState() has been called since setPuzzle()
    const int m_side;
};

} // namespace minimoves::app
