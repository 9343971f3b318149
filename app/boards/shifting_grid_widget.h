// The Shifting Grid board: 4x6 cells in three colours (each with its own pattern and symbol), the
// inner 2x4 goal area framed, an arrow button at both ends of every row and column. Rows and
// columns are dragged with the pointer (live, wrapping around), shifted by the arrows, or played
// from the keyboard (arrow keys move a cursor cell, Shift+arrow shifts its row or column).
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "grid_cursor.h"

#include "shifting_grid/shifting_grid.h"

#include <QVariantAnimation>

#include <optional>

namespace minimoves::app {

// The moves in words, "Row 2 left" (shifting_grid_ui.cpp: the record hands them out too).
const MoveNames& shiftingGridMoveNames();

class ShiftingGridWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit ShiftingGridWidget(QWidget* parent = nullptr);

    // Where things are drawn, in widget coordinates (for tests and tooltips).
    QRectF cellRect(int row, int column) const;
    QRectF arrowRect(int move) const;
    QRectF gridRect() const;
    // The goal picture drawn beside (or under) the board: the eight framed cells in one colour.
    QRectF goalPanelRect() const;
    // The colour the picture shows: the one with the most cells inside the frame now.
    shifting_grid::Color goalColor() const;
    // A cell of the goal picture.
    QRectF goalCellRect(int row, int column) const;
    // The arrow button (move index) under a point, or -1.
    int arrowAt(QPointF point) const;

    // The keyboard cursor: the cell, and whether it is shown (after the first arrow key).
    QPoint cursorCell() const { return m_cursor.at(); }
    bool isCursorShown() const { return m_cursorShown; }
    // The arrow button under the pointer (-1 for none).
    int hoveredArrow() const { return hoveredItem() < ArrowCount ? hoveredItem() : -1; }
    // A drag in progress: the line's shift (Left/Up for the row/column), its offset in cells.
    bool isDragging() const { return m_drag.line.has_value(); }
    double dragOffset() const { return m_drag.offset; }
    // 0: an arrow without a hint mark, 1: an optimal move, 2: the best one.
    int arrowHintLevel(int move) const;

    // The three colours: lightness far apart (white, black, mid grey), so that they differ in
    // greyscale too; each also has its own pattern and symbol.
    static QColor cellColor(shifting_grid::Color color);
    static QString colorName(shifting_grid::Color color);

    // The grid shown: the position's, or while editing the draft's, whatever its colour counts.
    shifting_grid::Grid shownGrid() const;
    // Move quality: an arrow's badge on its outer edge.
    std::optional<QPointF> moveBadgeCentre(int move) const override;

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void positionChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void retranslate() override;

private:
    // Screen readers (shifting_grid_speech.cpp): the cells as a table, then the twenty arrows as
    // buttons.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const ShiftingGridWidget& board) : m_board(board) {}
        QSize tableSize() const override;
        int itemCount() const override;
        Item item(int index) const override;
        int cursorItem() const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const ShiftingGridWidget& m_board;
    };
    // The pointer's items: the arrow buttons by move index, then the cells (ArrowCount + row *
    // Columns + column). An arrow is its move; a cell stands for its row's and its column's shifts.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const ShiftingGridWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int item) const override;
        std::optional<Qt::CursorShape> cursorShape(int item) const override;
        std::vector<int> movesOf(int item) const override;

    private:
        const ShiftingGridWidget& m_board;
    };
    // Position editor (shifting_grid_edit.cpp): a click on a cell (Space or Enter on the cursor's)
    // turns its colour white -> black -> grey -> white, a right click the other way.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(ShiftingGridWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;

    private:
        void cycleCell(int row, int column, int step);
        ShiftingGridWidget& m_board;
    };

    // The slot of cell (row, column) of a grid whose cells are `cell` wide; rows and columns may
    // be fractional (a line on its way round).
    static QRectF cellSlot(const QRectF& grid, double cell, double row, double column);
    static constexpr int ArrowCount = int(shifting_grid::allShifts.size());
    struct Layout {
        QRectF grid;
        double cell = 0;
        double arrow = 0; // side of an arrow button
        double gap = 0;   // between the grid and the arrows
        QRectF goalPanel; // the goal picture with its caption
    };
    // A line moved off its place: its cells drawn `offset` cells along (right/down positive).
    struct LineOffset {
        bool row = true;
        int line = 0;
        double offset = 0;
    };

    Layout layout() const;
    // The goal picture's grid in its panel, and its cells' side.
    static QRectF goalPictureGrid(const QRectF& panel, double* cell);
    // Emits `count` times the move; `quiet`: the board showed them live (a drag).
    void emitShifts(shifting_grid::Shift shift, int count, bool quiet);
    std::optional<QPoint> cellAt(QPointF point) const;
    // The line off its place in the frame drawn (a drag, its settling, a move's animation) and the
    // grid it belongs to, or none.
    std::optional<LineOffset> movingLine(int move, double progress, shifting_grid::Grid& grid) const;
    // The paint phases, in order.
    void paintTray(QPainter& painter, const Layout& layout);
    void paintCells(QPainter& painter, const Layout& layout, const shifting_grid::Grid& grid,
                    const std::optional<LineOffset>& moving);
    void paintGoalFrame(QPainter& painter, const Layout& layout);
    void paintGoalPicture(QPainter& painter, const Layout& layout);
    void paintCursor(QPainter& painter, const Layout& layout);
    void paintHoveredLine(QPainter& painter, const Layout& layout);
    void paintArrow(QPainter& painter, const QRectF& rect, shifting_grid::Direction direction, int move);

    GridCursor m_cursor{QRect(0, 0, shifting_grid::Columns, shifting_grid::Rows), QPoint(1, 1)};
    bool m_cursorShown = false;
    int m_pressedArrow = -1;

    struct Drag {
        std::optional<QPoint> cell; // the cell pressed
        QPointF start;
        std::optional<bool> line;   // set once the drag picked an axis: true for the row
        double offset = 0;          // cells travelled, right/down positive
    } m_drag;

    // After a release: the rest of the way to the whole shift (or back), from where the pointer
    // left the line.
    QVariantAnimation m_settle;
    LineOffset m_settleLine;
    // Moves this board just showed live (a drag): their shell animation is not played again.
    int m_quietMoves = 0;
    std::optional<std::pair<StateRank, StateRank>> m_quietTransition;

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
