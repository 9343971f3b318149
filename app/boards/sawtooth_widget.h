// Sawtooth Gears: nine square gears, each a plate showing one piece of a picture, with teeth on
// some sides; a click turns a gear clockwise and every gear meshed with it turns too. The target
// picture is shown beside the board; "Edit teeth…" opens the teeth editor.
#pragma once

#include "board_widget.h"

#include "sawtooth/sawtooth_type.h"

#include <QImage>

#include <array>

class QPushButton;

namespace minimoves::app {

// How one gear is drawn: shared by the board and the teeth editor.
struct GearLook {
    QPointF centre;
    double cell = 0;           // the side of the gear's square cell
    std::uint8_t homeTeeth = 0; // in the gear's home orientation
    double angle = 0;          // degrees clockwise from home
    int gear = 0;              // its place on the board (its teeth pattern follows the parity)
    const QImage* piece = nullptr;
    bool pixelArt = false;
};
void paintGear(QPainter& painter, const GearLook& look);
// The gear's outline (plate and teeth) around its centre, in its home orientation.
QPainterPath gearOutline(double cell, std::uint8_t homeTeeth, int gear);

class SawtoothWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit SawtoothWidget(QWidget* parent = nullptr);

    QString moveDescription(int move) const override;

    // A bundled photo (a name from sawtooth::photoNames), rendered once; null if unknown.
    static QImage photo(const QString& name);
    // The nine target pieces of a picture, gear 0 first (pixel art: 8x8 images).
    static std::array<QImage, sawtooth::GearCount> pieces(const sawtooth::GearPicture& picture);

    // The gear under the keyboard cursor, the gear under the mouse (-1: none), and the gears the
    // highlighted turn would move (bit g for gear g; the hovered gear's, else the cursor's while
    // the keyboard is in use).
    int cursorGear() const { return m_cursor; }
    int hoveredGear() const { return hoveredItem(); }
    int highlightedGear() const;
    std::uint16_t highlightedGroup() const;
    // The centre of a gear's cell in widget coordinates (for clicks).
    QPoint gearCentre(int gear) const;
    int gearAt(const QPointF& position) const;
    QPushButton* editButton() const { return m_editButton; }
    const sawtooth::SawtoothPuzzle* gearPuzzle() const { return puzzleAs<sawtooth::SawtoothPuzzle>(); }

public slots:
    void editTeeth();

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void positionChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    int hoverItemAt(const QPointF& pos) const override { return gearAt(pos); }
    QString hoverToolTip(int gear) const override;
    void retranslate() override;

private:
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
    void paintGears(QPainter& painter, const Layout& l, const Motion& motion);
    void paintTurnPreview(QPainter& painter, const Layout& l, const Motion& motion);
    void paintHints(QPainter& painter, const Layout& l, const Motion& motion);
    void paintCursor(QPainter& painter, const Layout& l);
    void paintTarget(QPainter& painter, const Layout& l);

    const AnyPuzzle* m_piecesFor = nullptr;
    std::array<QImage, sawtooth::GearCount> m_pieces;
    QImage m_target;
    int m_cursor = 4;
    int m_pressed = -1;
    bool m_keyboardActive = false;
    QPushButton* m_editButton = nullptr;
};

} // namespace minimoves::app
