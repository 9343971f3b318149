// Sawtooth Gears: nine square gears, each a plate showing one piece of a picture (a bundled
// illustration or pixel art), with teeth on some sides; a click turns a gear clockwise and every
// gear meshed with it turns too. The target picture is shown beside the board; "Edit teeth…" opens
// the teeth editor.
#pragma once

#include "board_button_row.h"
#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "grid_cursor.h"

#include "sawtooth/sawtooth_type.h"

#include <QImage>

#include <array>
#include <optional>

class QPushButton;

namespace minimoves::app {

// How one gear is drawn: shared by the board and the teeth editor.
struct GearLook {
    QPointF centre;
    double cell = 0;           // the side of the gear's square cell
    std::uint8_t homeTeeth = 0; // in the gear's home orientation
    double angle = 0;          // degrees clockwise from home
    int gear = 0;              // its place on the board (its teeth pattern follows the parity)
    // Its piece of the picture: one rendered for this size (GearPictures) is drawn pixel for
    // pixel; any other is scaled into the gear's window.
    const QImage* piece = nullptr;
    bool pixelArt = false;
    // What to draw: the shadow it casts, the gear itself (both unless told otherwise).
    bool shadow = true;
    bool body = true;
};
void paintGear(QPainter& painter, const GearLook& look);
// The gear's outline (plate and teeth) around its centre, in its home orientation.
QPainterPath gearOutline(double cell, std::uint8_t homeTeeth, int gear);
// The side of the square window in a gear of `cell` pixels that shows its piece of the picture.
double gearWindowSide(double cell);
// Device pixels per pixel where `painter` draws now (2 on a double-density screen, and when a
// widget is rendered into an image of twice its size, where the device's own ratio still says 1).
double devicePixelsPerPixel(const QPainter& painter);
// The rim of the slate frame the gears sit in, on a window of colour `window`: dark on a light
// window, light on a dark one, so that the frame stands out from either.
QColor gearFrameRim(const QColor& window);

// A picture's nine pieces and the whole of it, rendered at the size they are drawn in device
// pixels (the illustrations from their SVG, pixel art by whole pixels), so that nothing is drawn
// scaled up on a high-density screen; rendered again only when the picture or that size changes.
class GearPictures {
public:
    // The pieces for gear windows `side` pixels wide (gearWindowSide()) on a device of `ratio`
    // device pixels per pixel: an even number of device pixels a side, at least side * ratio.
    const std::array<QImage, sawtooth::GearCount>& pieces(const sawtooth::GearPicture& picture, double side,
                                                          double ratio);
    // The whole picture for a square of `pixels` device pixels a side.
    const QImage& whole(const sawtooth::GearPicture& picture, int pixels, double ratio);

private:
    std::optional<sawtooth::GearPicture> m_piecesOf, m_wholeOf;
    int m_piecePixels = 0, m_wholePixels = 0;
    double m_pieceRatio = 0, m_wholeRatio = 0;
    std::array<QImage, sawtooth::GearCount> m_pieces;
    QImage m_whole;
};

// The moves in words, "Turn the gear at row 2, column 3" (sawtooth_ui.cpp: the record hands them
// out too).
const MoveNames& sawtoothMoveNames();

class SawtoothWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit SawtoothWidget(QWidget* parent = nullptr);

    // A bundled illustration (a name from sawtooth::photoNames; the variant is still "photo" in
    // saved games and game IDs) rendered from its SVG, `pixels` a side; null if unknown. Without
    // a size: 960 pixels, rendered once.
    static QImage photo(const QString& name);
    static QImage photo(const QString& name, int pixels);
    // The nine target pieces of a picture, gear 0 first, `pixels` a side (pixel art scaled by whole
    // pixels); without a size, 320 pixels for an illustration and the 8x8 pixels of pixel art.
    static std::array<QImage, sawtooth::GearCount> pieces(const sawtooth::GearPicture& picture, int pixels = 0);
    // The whole picture, `pixels` a side (0: as pieces() without a size).
    static QImage wholePicture(const sawtooth::GearPicture& picture, int pixels = 0);

    // The gear under the keyboard cursor, the gear under the mouse (-1: none), and the gears the
    // highlighted turn would move (bit g for gear g; the hovered gear's, else the cursor's while
    // the keyboard is in use).
    int cursorGear() const { return m_cursor.index(); }
    int hoveredGear() const { return hoveredItem(); }
    int highlightedGear() const;
    std::uint16_t highlightedGroup() const;
    // The centre of a gear's cell in widget coordinates (for clicks).
    QPoint gearCentre(int gear) const;
    // The target picture and its caption ("Target"), in widget coordinates.
    QRectF targetRect() const { return layout().target; }
    QRectF captionRect() const;
    int gearAt(const QPointF& position) const;
    QPushButton* editButton() const { return m_editButton; }
    const sawtooth::SawtoothPuzzle* gearPuzzle() const { return puzzleAs<sawtooth::SawtoothPuzzle>(); }
    // Move quality: a gear's badge at its top-left (the hint's is at its top-right).
    std::optional<QPointF> moveBadgeCentre(int gear) const override;

public slots:
    void editTeeth();

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void retranslate() override;

private:
    // Screen readers (sawtooth_speech.cpp): the nine gears as a 3x3 table, each turned by its Press.
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const SawtoothWidget& board) : m_board(board) {}
        QSize tableSize() const override { return {3, 3}; }
        int itemCount() const override;
        Item item(int gear) const override;
        int cursorItem() const override { return m_board.m_cursor.index(); }
        QString targetSpeech() const override;

    private:
        const SawtoothWidget& m_board;
    };
    // The pointer's items are the gears, each standing for its own turn; a tooltip keeps clear of
    // the target.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const SawtoothWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override { return m_board.gearAt(pos); }
        QString toolTip(int gear) const override;
        QRectF toolTipClear() const override { return m_board.targetRect().united(m_board.captionRect()); }

    private:
        const SawtoothWidget& m_board;
    };
    // Position editor (sawtooth_edit.cpp): a click turns one gear alone a quarter clockwise, a
    // right click anticlockwise; Space or Enter (or 1-9) turns the cursor's (that) gear.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(SawtoothWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;

    private:
        void turnAlone(int gear, int quarters);
        SawtoothWidget& m_board;
    };

    struct Layout {
        QRectF board;  // the 3x3 cells
        double cell = 0;
        QRectF target; // the target picture
    };
    // The gears' angles in the frame drawn: at rest, or `t` of the way through `move`'s turn.
    struct Motion {
        int move = -1;
        sawtooth::Rotations now, before;
        sawtooth::TurningGroup group;
        double t = 1;
        double angleOf(int gear) const; // degrees clockwise from home
    };
    Layout layout() const;
    Motion motion(int move, double progress) const;
    // The paint phases, in order.
    void paintFrame(QPainter& painter, const Layout& l);
    void paintGears(QPainter& painter, const Layout& l, const Motion& motion,
                    const std::array<QImage, sawtooth::GearCount>& pieces);
    void paintTurnPreview(QPainter& painter, const Layout& l, const Motion& motion);
    void paintHints(QPainter& painter, const Layout& l, const Motion& motion);
    void paintCursor(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);

    // A gear at a quarter turn rendered once at device pixels, with its centre on the same
    // fraction of a device pixel as on the board, then copied pixel for pixel while nothing of it
    // changes: `rest` is all paintGear() draws (shadow, plate, teeth, piece, rim), what a still
    // gear shows; `body` the same without the shadow, made when the gear turns, copied turned
    // (smoothly) about its centre while its shadow is filled at its angle. One a gear, drawn again
    // when its quarter, teeth, size, piece or place changes: no frame strokes a gear's outline.
    struct GearSprite {
        std::uint8_t homeTeeth = 0;
        int rotation = -1;
        double cell = 0;
        double ratio = 0;
        QPointF fraction; // the centre's fraction of a device pixel
        qint64 piece = 0; // the piece's QImage::cacheKey()
        bool pixelArt = false;
        QImage rest, body; // device pixels; the centre at (half, half) + fraction
        int half = 0;
        QPoint at; // where the images' top left goes on the device (the centre's whole pixel - half)
    };
    // Brings every gear's sprite up to date (still gears at their quarter, turning ones at the
    // quarter they turn from); false when the painter's device is not a plain scale of the
    // board's, where the gears are drawn from their paths instead.
    bool updateSprites(const QPainter& painter, const Motion& motion, const std::array<GearLook, sawtooth::GearCount>& looks);
    void drawStill(QPainter& painter, const GearSprite& sprite) const;
    void drawTurning(QPainter& painter, const GearSprite& sprite, const GearLook& look) const;

    GearPictures m_pictures;
    std::array<GearSprite, sawtooth::GearCount> m_sprites;
    GridCursor m_cursor{QRect(0, 0, 3, 3), QPoint(1, 1)}; // on the 3x3 gears, from the middle one
    int m_pressed = -1;
    bool m_keyboardActive = false;
    QPushButton* m_editButton = nullptr;
    BoardButtonRow m_buttonRow{this};

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
