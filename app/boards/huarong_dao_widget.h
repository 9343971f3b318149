// The Huarong Dao board (华容道, Klotski): wooden blocks in a tray 4 cells wide and 5 tall, the exit
// marked in the frame under the bottom centre, the goal (Cao Cao over the exit) drawn small beside
// the tray. The blocks carry the generals' names (曹操, 关羽, 张飞, 赵云, 马超, 黄忠, 兵), or none in
// the plain look (BoardWidget::setPlainLook, View ▸ Plain blocks). The names are the board's own
// (huarong_dao_blocks.h): given by a fixed rule at a fresh position, kept by a block as it moves.
//
// A move takes one block to any place it can reach through empty cells, around corners, as one
// move (the engine's "<from>-<to>", huarong_dao.h). The player drags a block there (the place it
// would land is outlined as it goes), or clicks a block and then a cell it should cover, or with the
// keys: the arrows move a cursor, Enter or Space picks up the block under it, the arrows then move
// it through the places it can reach (one cell a press) and Enter or Space sets it down there as
// one move (Escape puts it back).
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "grid_cursor.h"
#include "huarong_dao_blocks.h"
#include "puzzle_ui.h"

#include <QPointF>
#include <QString>

#include <map>
#include <optional>

namespace minimoves::app {

// The moves in words (huarong_dao_names.cpp): "Move Guan Yu down", "Move the soldier at b5 to c4",
// by the names the board has shown for the position a move is played from.
const MoveNames& huarongDaoMoveNames();
// The names a board shows for a tray, for the moves' names said outside it (the status line, Undo)
// to agree with the blocks' names on the board.
void rememberNames(const huarong::Tray& tray);

class HuarongDaoWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit HuarongDaoWidget(QWidget* parent = nullptr);

    void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle) override;

    // Where things are drawn, in widget coordinates.
    QRectF boardRect() const;  // the tray with its frame
    QRectF cellRect(int cell) const;
    QRectF placeRect(huarong::Kind kind, int cell) const; // a block of `kind` standing at `cell`
    QRectF exitRect() const;   // the exit's gap in the frame
    QRectF goalRect() const;   // the goal picture
    QRectF captionRect() const;
    int cellAt(QPointF point) const; // -1 off the cells

    // The blocks shown, named (the draft's while editing).
    const huarong::Tray& tray() const { return m_tray; }
    // The places block `index` can reach in one move, each with its move (top-left cell → move).
    std::map<int, int> targetsOf(int index) const;
    // The move a click on `cell` plays with block `index` picked: to the reachable place covering
    // the cell nearest the block's own; -1 for none.
    int moveForClick(int index, int cell) const;
    // The block picked up (by a click or Enter), -1 for none, and where the keys have moved it.
    int pickedBlock() const { return m_picked; }
    int pickedPlace() const { return m_place; }
    // Where the block the pointer drags would land (its top-left cell), -1 while none is dragged.
    int landingCell() const { return m_drag && m_drag->dragged ? m_drag->landing : -1; }
    // The keyboard's cell, nullopt until a key moved it.
    std::optional<int> cursorCell() const;

    // A block's name ("Guan Yu"), its part on a cell ("left half") and its name on the block (关羽).
    static QString whoName(huarong::Who who);
    static QString partName(const huarong::Block& block, int cell);
    static QString blockLabel(huarong::Who who);
    // A block as the words of a move say it: "Guan Yu", "the soldier at b5".
    static QString blockWords(const huarong::Block& block);
    static QString keysText();
    static std::vector<TourStep> tour(BoardWidget& board);
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
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const HuarongDaoWidget& board) : m_board(board) {}
        QSize tableSize() const override;
        Item item(int cell) const override;
        int cursorItem() const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        QString cellWord(int cell) const;
        const HuarongDaoWidget& m_board;
    };
    // The pointer's items are the blocks that can move, each by its top-left cell (any cell while
    // editing), standing for its moves.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const HuarongDaoWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int cell) const override;
        std::optional<Qt::CursorShape> cursorShape(int cell) const override;
        std::vector<int> movesOf(int cell) const override;
        QRectF toolTipClear() const override;

    private:
        const HuarongDaoWidget& m_board;
    };
    // Position editor (huarong_dao_edit.cpp): a cell's letter set by clicks (C V H S, empty) or by
    // the keys at the cursor; the engine says what is wrong with a broken tray.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(HuarongDaoWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;
        QRectF pickedRect(int cell) const override { return m_board.cellRect(cell); }

    private:
        void setCell(int cell, QChar letter);
        HuarongDaoWidget& m_board;
    };

    struct Layout {
        QRectF board, grid, exit, goal, caption;
        double cell = 1;
    };
    Layout layout() const;
    // The tray of a state of the game (unnamed: read fresh).
    huarong::Tray trayOf(StateRank state) const;
    void pick(int index);
    void drop();
    // The block the pointer holds: where it was pressed and how far it is pulled; the place it
    // would land (its top-left cell).
    struct Drag {
        int block = -1;
        QPointF press;
        QPointF offset; // the pointer from the block's top-left corner
        QPointF at;     // the pointer now
        bool dragged = false;
        bool wasPicked = false;
        int landing = -1;
    };
    std::optional<Drag> m_drag;
    void follow(QPointF pointer);
    // A move played by a drag starts its animation where the block was let go.
    struct Carry {
        int move = -1;
        StateRank from = 0;
        QPointF topLeft; // in cells of the grid, fractional
        bool armed = false;
        bool active = false;
    } m_carry;

    huarong::Tray m_tray;
    bool m_trayEdited = false; // m_tray is the editor's draft
    int m_picked = -1;
    int m_place = -1;
    std::optional<GridCursor> m_cursor;

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};

    friend class HuarongDaoPainter;
};

} // namespace minimoves::app
