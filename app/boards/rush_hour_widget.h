// The Rush Hour board: the 6x6 parking lot seen from above, the exit a gap in the right edge of
// the third row with an arrow out of it (the goal: the red car through it), the red car, the other
// cars and trucks in colours with their letters, walls as concrete blocks.
//
// A vehicle slides along its own line any distance through free cells, one move (the engine's
// move "B+2", rush_hour.h). Three ways to play one: drag the vehicle along its line (it stops at
// what is in its way; an outline shows where it lands on release); click it and then a free cell
// in its line it can reach; or from the keyboard: the arrow keys move a cursor, Space or Enter
// picks up the vehicle under it, the arrows along its line then move the outline of where it goes,
// and Space or Enter slides it there (Escape puts it back).
//
// The board draws from the position's text (encodeState(), or the editor's draft as it is, broken
// or not: RushHourLot) and finds moves by the engine's move indices (rush_hour_lot.h).
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "grid_cursor.h"
#include "puzzle_ui.h"
#include "rush_hour_lot.h"

#include <optional>
#include <vector>

namespace minimoves::app {

// The moves in words, "Slide the red car 2 right", "Slide truck C 1 up" (rush_hour_ui.cpp).
const MoveNames& rushHourMoveNames();

class RushHourWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit RushHourWidget(QWidget* parent = nullptr);

    void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle) override;

    // The lot shown: the position's, or while editing the draft as it is.
    RushHourLot lot() const;
    // Where things are drawn, in widget coordinates.
    QRectF lotRect() const;           // the lot with its kerb
    QRectF cellRect(int cell) const;  // a cell, reading order from 0
    QRectF exitRect() const;          // the exit's mark right of the third row
    int cellAt(QPointF point) const;  // -1 off the cells

    // The move that slides vehicle `vehicle` (of lot()) by `distance`, -1 when it cannot.
    int moveFor(int vehicle, int distance) const;
    // Every move of a vehicle from the position shown.
    std::vector<int> movesOfVehicle(int vehicle) const;
    // The vehicle picked by a click, or by Space/Enter (-1: none), and where its outline is (the
    // slide chosen by the keys so far, 0: where it stands).
    int selectedVehicle() const { return m_selected; }
    int selectedSlide() const { return m_slide; }
    // The keyboard's cursor cell (the screen reader's focus), and whether it is drawn (after the
    // first key).
    int cursorCell() const { return m_cursor.index(); }
    bool isCursorShown() const { return m_cursorShown; }
    // A drag under way: its vehicle and how far it has been pulled (cells, signed), and where it
    // would land (whole cells).
    bool isDragging() const { return m_drag && m_drag->dragged; }
    double dragOffset() const { return m_drag ? m_drag->offset : 0; }
    int dragLanding() const;

    // While editing with the button held: the cells a vehicle would be parked over if let go here.
    std::vector<int> parkPreview() const;

    // Words the board, its speech and its record share.
    static QString vehicleName(const LotVehicle& vehicle);       // "the red car", "car B", "truck C"
    static QString cellWord(const RushHourLot& lot, int cell);   // "red car, back", "wall", "empty"
    static QString keysText();
    static std::vector<TourStep> tour(BoardWidget& board);
    // Move quality: a slide's badge on the cell its vehicle's leading end reaches.
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
    // Screen readers (rush_hour_speech.cpp): the lot as a 6x6 table of named cells, a vehicle's
    // cells with its slides as actions.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const RushHourWidget& board) : m_board(board) {}
        QSize tableSize() const override;
        Item item(int cell) const override;
        int cursorItem() const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const RushHourWidget& m_board;
    };
    // The pointer's items: a vehicle that can move (by its first cell), and while one is picked the
    // free cells it can reach (each the slide onto it).
    class Hover final : public BoardHover {
    public:
        explicit Hover(const RushHourWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int item) const override;
        std::optional<Qt::CursorShape> cursorShape(int item) const override;
        std::vector<int> movesOf(int item) const override;

    private:
        const RushHourWidget& m_board;
    };
    // Position editor (rush_hour_edit.cpp): drag over two or three free cells in a line to park a
    // new vehicle there; click a free cell for a wall, a wall or a vehicle to clear it; keys: a
    // letter puts that vehicle's letter on the cursor's cell, Space/Enter is the click.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(RushHourWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        void release(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;
        // The free cells (two or three in a line) a press on `from` and a release on `to` park a
        // vehicle over; empty for none.
        std::vector<int> lineToPark(int from, int to) const;
        int pressedCell() const { return m_pressed; }

    private:
        void clickCell(int cell);
        void park(int from, int to);
        void setText(const QString& text);
        RushHourWidget& m_board;
        int m_pressed = -1;
    };

    struct Layout {
        QRectF lot;  // with its kerb
        QRectF grid; // the 6x6 cells
        double cell = 0;
        QRectF exit;
    };
    Layout layout() const;
    RushHourLot lotOf(StateRank state) const;
    void select(int vehicle);
    void playSelected();
    bool keyPlay(QKeyEvent* event);

    // The paint phases (rush_hour_painter.cpp).
    void paintLot(QPainter& painter, const Layout& l) const;
    void paintVehicles(QPainter& painter, const Layout& l, int move, double progress);
    void paintMarks(QPainter& painter, const Layout& l, const RushHourLot& lot) const;

    struct Drag {
        int vehicle = -1;
        QPointF at;
        double offset = 0; // cells, clamped to what the vehicle can reach
        bool dragged = false;
        bool wasSelected = false;
    };
    std::optional<Drag> m_drag;
    // A slide played by a drag animates from where the pointer let the vehicle go.
    struct Carry {
        int move = -1;
        StateRank from = 0;
        double share = 0; // of the slide already made by the hand
        bool armed = false;
        bool active = false;
    } m_carry;
    int m_selected = -1;
    int m_slide = 0;
    GridCursor m_cursor{QRect(0, 0, RushHourLot::Side, RushHourLot::Side), QPoint(0, RushHourLot::ExitRow)};
    bool m_cursorShown = false;

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
