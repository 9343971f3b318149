// The one 3D board of the twisty puzzles (the 2x2x2, the Pyraminx, the Skewb): the puzzle drawn in
// perspective from its geometry (twisty_geometry.h, twisty_scene.h), each sticker coloured by its
// letter in the position's text; the solved puzzle in the same view in a corner (the goal); a strip
// of the moves in notation beside it.
//
// Playing: drag a sticker along its face and the layer the drag's direction picks turns
// (twisty_drag.h); click a move in the strip; or type the notation: a face's (or a vertex's, a
// corner's) letter turns it clockwise, with Shift the other way, after 2 half a turn (the 2x2x2),
// after T the tip alone (the Pyraminx). The 2x2x2's D, L and B (and the Skewb's F) turn the rest of
// the puzzle against the engine's layer (whole-puzzle rotations are not moves), and the view turns
// with it, so the player sees the layer they turned turn.
// Seeing: a drag with the right button, the arrow keys or the buttons under the board turn the
// view (no move); N or the Flat net button shows every sticker at once, laid out flat.
#pragma once

#include "board_button_row.h"
#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "twisty_drag.h"
#include "twisty_geometry.h"

#include <QColor>
#include <QQuaternion>

#include <optional>

class QPushButton;

namespace minimoves::app {

// A twisty puzzle's colours and words (each puzzle's record gives its own, <puzzle>_ui.cpp).
struct TwistyLook {
    QString (*title)() = nullptr; // the puzzle's name (the board's accessible name)
    std::vector<QColor> colours;  // each face's colour (TwistyGeometry::faces' order)
    std::vector<int> symbols;     // each face's symbol, for the colour-blind palette (0-5)
    QString (*colourName)(int face) = nullptr;
    QString (*faceName)(int face) = nullptr;
    // A sticker's place on its face ("top left"), from the face and its place in the face's
    // reading order.
    QString (*stickerPlace)(int face, int indexOnFace) = nullptr;
};

class TwistyWidget : public BoardWidget {
    Q_OBJECT
public:
    TwistyWidget(QWidget* parent, const TwistyGeometry& geometry, const TwistyLook& look, const MoveNames& names);

    const TwistyGeometry& geometry() const { return m_geometry; }
    const TwistyLook& look() const { return m_look; }

    // ---- Where things are (widget coordinates) ----
    QRectF puzzleRect() const;  // the puzzle, or its net
    QRectF goalRect() const;    // the solved puzzle, with its caption
    QRectF stripRect() const;   // the moves in notation
    QRectF moveButtonRect(int move) const; // empty: not in the strip
    QRectF viewButtonsRect() const;
    // The sticker drawn under `point` (front-most), or -1; its centre on the screen, nullopt where it
    // is out of sight (the far side; the net shows them all).
    int stickerAt(const QPointF& point) const;
    std::optional<QPointF> stickerCentre(int sticker) const;
    // The turns a drag on `sticker` offers and their ways on the screen (the hover's arrows).
    std::vector<TwistyDragTurn> dragTurns(int sticker) const;
    // The engine's move a turn is (complements: their engine move), -1 for none in this metric.
    int moveOfTurn(const TwistyTurn& turn) const;
    // The turn a move is.
    std::optional<TwistyTurn> turnOfMove(int move) const;

    // ---- The view (no move) ----
    QQuaternion view() const { return m_view; }
    void setView(const QQuaternion& view);
    // Turns the view by degrees about the screen's vertical (positive: the front goes right) and
    // horizontal (positive: the front goes down) lines.
    void turnView(double across, double down);
    void resetView();
    bool netShown() const { return m_net; }
    void setNetShown(bool on);

    // The position's letters as shown: the game's, or the draft's while editing.
    std::string shownLetters() const;
    // The editor's and the screen reader's cursor: a sticker.
    int cursorSticker() const { return m_cursor; }
    // A typed prefix waiting for its letter ('2': a half turn, 'T': a tip), 0 for none.
    char pendingPrefix() const { return m_prefix; }
    std::optional<QPointF> moveBadgeCentre(int move) const override;

    QSize sizeHint() const override { return {640, 480}; }

signals:
    void viewChanged();

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void positionChanged() override;
    void retranslate() override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const TwistyWidget& board) : m_board(board) {}
        QSize tableSize() const override;
        int itemCount() const override;
        Item item(int index) const override;
        int cursorItem() const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        QString facesSpeech(const std::string& letters) const;
        const TwistyWidget& m_board;
    };
    // The pointer's items: the stickers (their index), then the strip's moves (stickers + move).
    class Hover final : public BoardHover {
    public:
        explicit Hover(const TwistyWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int item) const override;
        std::optional<Qt::CursorShape> cursorShape(int item) const override;
        std::vector<int> movesOf(int item) const override;

    private:
        const TwistyWidget& m_board;
    };
    // Set up position: a click on a sticker (Space or Enter on the cursor's) gives it the next
    // face's colour, a right click the one before; the arrow keys move the cursor.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(TwistyWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;

    private:
        void cycle(int sticker, int step);
        TwistyWidget& m_board;
    };
    friend class Speech;
    friend class Hover;
    friend class Editor;

    struct Layout {
        QRectF puzzle, goal, goalCaption, strip;
        double button = 0; // a strip button's side
    };
    Layout layout() const;
    TwistyCamera camera(const QRectF& area) const;
    // The picture at rest (hit-tests, the hover's arrows).
    std::vector<TwistyPatch> restingPicture() const;
    int netStickerAt(const QPointF& point) const;
    QPolygonF netCell(int sticker, const QRectF& area) const;
    // The strip's moves: engine axes in rows, each axis' turns (1, 2, -1) in columns.
    int stripRowOf(int move) const;
    int stripColumnOf(int move) const;
    int stripRows() const;
    int stripColumns() const;
    int moveButtonAt(const QPointF& point) const;
    QRectF moveButtonRect(int move, const Layout& layout) const;
    // Plays a turn: its engine move, a complement's drawn as the rest turning.
    void requestTurn(const TwistyTurn& turn);

    // Painting (twisty_painter.cpp).
    void paintPuzzle(QPainter& painter, const QRectF& area, const std::string& letters, const TwistyMotion& motion,
                     bool marks);
    void paintNet(QPainter& painter, const QRectF& area, const std::string& letters, bool marks);
    void paintSticker(QPainter& painter, const QPolygonF& cell, const QPolygonF& inset, int face, double light);
    void paintStrip(QPainter& painter, const Layout& layout);
    void paintHintArrow(QPainter& painter, const std::vector<TwistyPatch>& picture, const TwistyCamera& camera);
    // The ways a drag on the hovered sticker (its patch in the picture) turns.
    void paintHoverArrows(QPainter& painter, const TwistyCamera& camera, const TwistyPatch& hovered);
    int faceOf(char letter) const { return m_geometry.faceOfLetter(letter); }
    std::string solvedLetters() const;
    TwistyMotion motionOf(int move, double progress) const;

    void createViewButtons();
    void retranslateViewButtons();

    const TwistyGeometry& m_geometry;
    const TwistyLook& m_look;
    QQuaternion m_view;
    bool m_net = false;
    char m_prefix = 0;
    int m_cursor = 0;
    bool m_cursorShown = false;
    // A complement's move on its way: the view turns as it is shown (positionChanged()).
    struct Complement {
        int move = -1;
        StateRank from = 0;
    };
    std::optional<Complement> m_pendingComplement;
    int m_complementShown = -1; // the move being drawn as the rest turning
    struct Drag {
        int sticker = -1;
        QPointF start;
        bool turned = false;
    } m_drag;
    std::optional<QPointF> m_viewDrag;

    BoardButtonRow m_buttonRow{this};
    QPushButton* m_turnLeft = nullptr;
    QPushButton* m_turnRight = nullptr;
    QPushButton* m_turnOver = nullptr;
    QPushButton* m_netButton = nullptr;

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
