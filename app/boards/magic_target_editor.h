// The Magic Board's target editor (Change target…, key T): one dialog in which the player
// rearranges the target's tiles or types their order. MagicTargetDialog is the editor; its tiles
// are a MagicTargetView, which exists only inside it, so that clicks, drags and keys have their own
// widget while the dialog keeps the typed text, the message and OK in step with them.
#pragma once

#include "grid_cursor.h"
#include "magic_board/magic_board.h"
#include "swap_gesture.h"

#include <QDialog>
#include <QPointF>

class QLabel;
class QLineEdit;
class QDialogButtonBox;

namespace minimoves::app {

// The target as a small 2x4 board the player rearranges: a click on one tile and then on another
// swaps them, and so does dragging a tile onto another; with the keyboard, the arrows move a
// cursor and Space picks up and puts down (swaps).
class MagicTargetView : public QWidget {
    Q_OBJECT
public:
    explicit MagicTargetView(QWidget* parent = nullptr);

    magic_board::Board board() const { return m_board; }
    // Shows `board`; no boardChanged() (the change came from outside).
    void setBoard(const magic_board::Board& board);
    // Drawn faded while what the player typed is not a board (it shows the last good one).
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    // The tile on cell `cell` (read clockwise from the top-left, as the text is) in widget pixels.
    QRectF tileRect(int cell) const;
    int selectedCell() const { return m_swap.held(); }
    int cursorCell() const;
    void swapCells(int a, int b);

    QSize sizeHint() const override { return {380, 200}; }
    QSize minimumSizeHint() const override { return {260, 140}; }

signals:
    // The player swapped two tiles.
    void boardChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    double cell() const;
    QRectF cellsRect() const;
    int cellAt(const QPointF& pos) const;
    void setCursorCell(int cell);
    void swap(std::optional<SwapGesture::Swap> swap);
    void announce();

    magic_board::Board m_board = magic_board::baseBoard();
    bool m_stale = false;
    SwapGesture m_swap{SwapGesture::Second::OnRelease};
    GridCursor m_cursor{QRect(0, 0, 4, 2)}; // (column, row) on the 2x4 board
    int m_hover = -1;
    QPointF m_pressPos;
    QPointF m_dragPos;
};

// The target editor: the target's tiles to rearrange, the same order as digits to type instead,
// a live message saying what is wrong with the typed text (OK stays disabled until it is a board),
// and Reset to the standard target 1 2 3 4 / 8 7 6 5.
class MagicTargetDialog : public QDialog {
    Q_OBJECT
public:
    explicit MagicTargetDialog(const QString& current, QWidget* parent = nullptr);
    QString target() const; // 8 digits, read clockwise from the top-left
    QLineEdit* edit() const { return m_edit; }
    QLabel* errorLabel() const { return m_error; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    MagicTargetView* view() const { return m_view; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void validate();
    void viewChanged();
    void updateErrorColour();
    MagicTargetView* m_view;
    QLineEdit* m_edit;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
    bool m_syncing = false;
};

} // namespace minimoves::app
