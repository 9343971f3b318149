// The Ball Grid board: N x M shaded balls in red, blue and green (each colour also marked by a
// symbol: red a plus, blue a ring, green a triangle) and, beside or under them, the target grid
// and the recolour cycle.
//
// Every 2x2 window of adjacent balls is a block. The pointer picks the block whose centre (the
// point where its four balls meet) is nearest, anywhere over the tray, and outlines it before the
// click: left click (or R) turns it clockwise, the four balls swinging round its centre; right
// click (or C) recolours it R -> B -> G -> R, each ball flipping over to show its new colour. The
// keyboard cursor is a block too: the arrow keys move it one ball over.
//
// A block is named as the rules name its moves: by its bottom-right ball, QPoint(column, row),
// 1-based (so column and row run from 2); a null QPoint means none.
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "grid_cursor.h"

#include "ball_grid/ball_grid.h"

#include <QPoint>

namespace minimoves::ball_grid {
class BallGridPuzzle;
}

namespace minimoves::app {

// The moves in words, "Turn at rows 1–2, columns 2–3", and "R" and "C" before their badges
// (ball_grid_ui.cpp: the record hands them out too).
const MoveNames& ballGridMoveNames();

class BallGridWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit BallGridWidget(QWidget* parent = nullptr);

    // The block the pointer is over (outlined), or none. It is the keyboard cursor's block too: R
    // and C act on the one block outlined, whether the pointer or the arrow keys put it there.
    QPoint hoveredBlock() const { return blockOfItem(hoveredItem()); }
    // The keyboard cursor's block (none on a 1-wide board).
    QPoint cursorBlock() const { return m_cursor ? m_cursor->at() : QPoint(); }
    // The block whose centre is nearest `position`, or none when it is off the tray.
    QPoint blockAt(QPointF position) const;
    // Where ball (row, column) is drawn, in widget coordinates (for tests and tooltips).
    QPointF ballCentre(int row, int column) const;
    // The ball under a widget position, or a null QPoint.
    QPoint ballAt(QPointF position) const;

    // The pointer's items are blocks (hover()): row * BallStride + column of the bottom-right ball.
    static QPoint blockOfItem(int item) { return item < 0 ? QPoint() : QPoint(item % BallStride, item / BallStride); }

    // The hint's caption under the board ("+16 other optimal moves"), empty when there is none.
    QString hintCaption() const;
    // The same line when no hint's caption takes it: the two moves, with their buttons and keys.
    QString movesCaption() const;
    // Where the captions are drawn (for tests): "Target", "Recolour" and the hint's.
    QRectF targetCaptionRect() const;
    QRectF legendCaptionRect() const;
    QRectF hintCaptionRect() const;
    // The balls' cells, the target's cells and the recolour cycle (under its caption).
    QRectF boardRect() const { return layout().board; }
    QRectF targetRect() const { return layout().target; }
    QRectF legendRect() const;

    // The target ball under a widget position (column, row; 1-based), or a null QPoint.
    QPoint targetBallAt(QPointF position) const;
    QPointF targetBallCentre(int row, int column) const;

    // The three colours, each with a distinct lightness as well as hue.
    static QColor ballColor(ball_grid::Color color);
    // Move quality: a block's turn and recolour badges side by side where its balls meet.
    std::optional<QPointF> moveBadgeCentre(int move) const override;

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void positionChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void retranslate() override;

private:
    // Screen readers (ball_grid_speech.cpp): the balls as a table; a ball that tops a block turns
    // or recolours it, and the keyboard's block cursor is told as its top-left ball.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const BallGridWidget& board) : m_board(board) {}
        QSize tableSize() const override;
        Item item(int index) const override;
        int cursorItem() const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const BallGridWidget& m_board;
    };
    // The pointer's items are blocks, the one whose centre is nearest; a block stands for its
    // turn and its recolour.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const BallGridWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int item) const override;
        std::optional<Qt::CursorShape> cursorShape(int item) const override;
        std::vector<int> movesOf(int item) const override;

    private:
        const BallGridWidget& m_board;
    };
    // Position editor (ball_grid_edit.cpp): a click on a ball turns its colour red -> blue ->
    // green -> red (right click: the other way), in the position or in the target.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(BallGridWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;

    private:
        BallGridWidget& m_board;
    };

    // One block is outlined, and the keys act on it: the pointer moves the cursor.
    void followHover();
    // Where everything goes for the current size, in widget coordinates.
    struct Layout {
        QRectF board; // the balls' cells, cell x cell each
        double cell = 0;
        QRectF target; // the target's cells
        double targetCell = 0;
        QPointF legendTop; // top-left of the recolour cycle
        double legendUnit = 0;
        QRectF targetCaption;
        QRectF legendCaption;
        QRectF hintCaption; // under the board's tray
        double captionSize = 12; // the captions' pixel size
    };
    static constexpr int BallStride = 256;
    Layout layout() const;
    const ball_grid::BallGridPuzzle* ballGrid() const;
    static QPointF ballCentreIn(const Layout& l, int row, int column);
    static QPoint blockAtIn(const Layout& l, int rows, int columns, QPointF position);
    static QPointF blockCentreIn(const Layout& l, QPoint block);
    static QRectF blockRect(const Layout& l, QPoint block);
    static QRectF trayRect(const Layout& l);
    void act(QPoint block, ball_grid::Op op);
    // The paint phases, in order.
    void paintGlow(QPainter& painter, const Layout& l, int move);
    void paintBalls(QPainter& painter, const Layout& l, int move, double progress);
    void paintHints(QPainter& painter, const Layout& l);
    void paintHintCaption(QPainter& painter, const Layout& l);
    void paintCursor(QPainter& painter, const Layout& l);
    void paintPointer(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);
    void paintLegend(QPainter& painter, const Layout& l);

    QPoint m_pressed;
    std::optional<GridCursor> m_cursor; // none on a board without a block
    QPointF m_pointer; // where the pointer last moved over the board

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
