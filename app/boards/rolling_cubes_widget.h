// Rolling Cubes: the eight cubes drawn in perspective on a 3x3 tray, seen from the south-east so
// that every cube shows its top, its south face (the y colour) and its east face (the x colour);
// the target pattern of top colours beside it. A click on a cube beside the gap, or an arrow key,
// rolls a cube into the gap over its bottom edge; the roll is animated as a quarter turn.
//
// Arrow keys move a cube in the arrow's direction on the screen, as in sliding puzzles: Right rolls
// the cube on the gap's left rightwards (the engine's move L, "from the left"), Up rolls the cube
// below the gap upwards (D), and so on.
//
// The view turns round the tray a quarter turn at a time ([ and ], the buttons under the tray, or
// a drag with the right button; RollingCubesView), and the arrow keys and the moves' names turn
// with it; holding P (or the Hidden faces button) unfolds every cube flat in its cell, showing all
// six faces (rolling_cubes_turn.cpp, rolling_cubes_unfolded.cpp).
#pragma once

#include "board_button_row.h"
#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"

#include "rolling_cubes/rolling_cubes.h"

#include <optional>

class QPushButton;
class QVariantAnimation;

namespace minimoves::app {

// The moves in words, "Roll right": the way the cube travels (move L, the cube left of the gap,
// rolls right). rolling_cubes_ui.cpp; the record hands them out too.
const MoveNames& rollingCubesMoveNames();

class RollingCubesWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit RollingCubesWidget(QWidget* parent = nullptr);

    // The cell (0..8, reading order) whose cube is drawn under `point`, or -1 (the gap, the tray,
    // outside). Uses the position at rest, front faces first, as a click does.
    int cellAt(QPointF point) const;
    // Where the target's caption ("Target") and the colour legend are drawn, in widget coordinates.
    QRectF captionRect() const;
    QRectF legendRect() const;
    // The centre of the top face of the cube standing on `cell`, in widget coordinates.
    QPointF topCentre(int cell) const;
    // The move an arrow key plays: the cube beside the gap that rolls the way the arrow points on
    // the screen, as the tray is drawn (Up rolls a cube towards the top of the screen); -1 for keys
    // that are not arrows.
    int moveForKey(int key) const;
    // The gap's outline where a cube's top would be, drawn over the cubes (a cube in front never
    // hides it, and it crosses none); `raised` false: its outline on the tray's floor, drawn
    // under the cubes in front.
    QPolygonF gapOutline(bool raised = true) const;
    // The cell of the gap in the position shown.
    int gapCell() const;
    // The cell under the mouse that would roll when clicked, or -1.
    int hoverCell() const { return hoveredItem(); }

    // The target's 3x3 map, in widget coordinates: drawn in the tray's own projection (seen from
    // where the tray is seen), each cell a quadrilateral.
    QRectF targetMapRect() const;
    QPolygonF targetCellQuad(int cell) const;
    int targetCellAt(QPointF point) const; // -1 off the map's cells
    QPointF targetCellCentre(int cell) const { return targetCellQuad(cell).boundingRect().center(); }

    static QColor faceColor(rolling_cubes::Color color);
    static QString colorName(rolling_cubes::Color color);
    // Move quality: the badge floats over the top of the cube that rolls.
    std::optional<QPointF> moveBadgeCentre(int move) const override;

    // ---- The view (rolling_cubes_turn.cpp) ----
    // Turns the view by `quarters` quarter turns, clockwise when positive ([ and ]): animated at
    // the moves' speed, no move of the game.
    void turnView(int quarters);
    // The view's turn as drawn now, in quarter turns (between two while a turn is animated or
    // dragged); the keys and names follow RollingCubesView's, where it comes to rest.
    double shownTurn() const { return m_shownTurn; }
    // Every cube unfolded flat in its cell, all six faces in sight, while P or the button is held.
    bool isPeeking() const { return m_peekKey || m_peekButtonHeld; }
    // A cube's faces, as unfolded: the top in the middle, each side on its side of it, the bottom
    // beyond the side nearest the screen's bottom.
    enum class Side { Top, Bottom, East, West, South, North };
    // The centre of the face `side` of the cube on `cell` as drawn while peeking (rolling_cubes_unfolded.cpp).
    QPointF unfoldedFaceCentre(int cell, Side side) const;
    // Where the view's buttons are (the tour points at them), in widget coordinates.
    QRectF viewButtonsRect() const;

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void positionChanged() override;
    void retranslate() override;

private:
    // Screen readers (rolling_cubes_speech.cpp): the tray as a 3x3 table, a cube beside the gap
    // rolled by its Press.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const RollingCubesWidget& board) : m_board(board) {}
        QSize tableSize() const override { return {3, 3}; }
        int itemCount() const override;
        Item item(int cell) const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const RollingCubesWidget& m_board;
    };
    // The pointer's items (rolling_cubes_hover.cpp): the cells whose cube can roll, each standing
    // for its roll. Over a cube the tooltip says its colours and whether it can roll; elsewhere,
    // how to play.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const RollingCubesWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        std::optional<Qt::CursorShape> cursorShape(int cell) const override;
        std::vector<int> movesOf(int cell) const override;
        QString toolTipAt(const QPointF& pos) const override;

    private:
        const RollingCubesWidget& m_board;
    };
    // Position editor (rolling_cubes_edit.cpp): a click on a cube turns it to its next of six
    // orientations (right click: the one before); a Shift+click on a cube, or an arrow key, moves
    // the gap there without rolling (the cube takes the gap's place as it stands). On the target,
    // a click turns a cell's colour white -> blue -> red, a Shift+click moves its gap there.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(RollingCubesWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;

    private:
        void moveGapTo(int cell);
        RollingCubesWidget& m_board;
    };

    struct Layout;
    struct Motion;
    // The layout as drawn now, or with the view at rest `turn` quarter turns round.
    Layout layout() const;
    Layout layoutAt(double turn) const;
    // The way on the tray (a step between neighbouring cells) that goes nearest to the arrow `key`
    // on the screen, the view at rest; nullopt for other keys.
    std::optional<QPoint> wayForKey(int key) const;
    Motion motion(int move, double progress) const;
    rolling_cubes::Board board() const;
    std::optional<rolling_cubes::Pattern> target() const;
    QString helpText() const;
    // The paint phases, in order.
    void paintTray(QPainter& painter, const Layout& l, const Motion& motion);
    void paintCubes(QPainter& painter, const Layout& l, const Motion& motion);
    void paintGap(QPainter& painter, const Layout& l, const Motion& motion);
    void paintMarks(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);
    void paintLegend(QPainter& painter, const Layout& l);
    void paintUnfolded(QPainter& painter, const Layout& l); // instead of the cubes, while peeking

    // The view (rolling_cubes_turn.cpp): its buttons, the animation towards RollingCubesView's
    // turn, the right button's drag.
    void createViewButtons();
    void retranslateViewButtons();
    // [ and ] turn the view, P held peeks; true when `event` was one of them (`pressed`: its press).
    bool viewKey(QKeyEvent* event, bool pressed);
    void beginDrag(QPointF at);
    void followView(int quarterTurns);
    void animateTurnTo(double turn);
    void setShownTurn(double turn);
    QPushButton* m_turnAnticlockwise = nullptr;
    QPushButton* m_turnClockwise = nullptr;
    QPushButton* m_peekButton = nullptr;
    BoardButtonRow m_buttonRow{this};
    QVariantAnimation* m_turnMotion = nullptr;
    double m_shownTurn = 0;
    std::optional<QPointF> m_dragFrom; // the right button's press, while it turns the view
    double m_dragTurn = 0;             // the turn shown at that press
    bool m_peekKey = false;        // P held (let go as the board loses the keys: its release goes elsewhere)
    bool m_peekButtonHeld = false; // the Hidden faces button held
    bool m_peeking = false;        // as drawn: isPeeking() when last shown
    void showPeeking();            // draws isPeeking() when it changed

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
