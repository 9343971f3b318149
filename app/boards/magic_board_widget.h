// The Magic Board: eight numbered, coloured tiles on a 2x4 board; buttons and keys A, B, C right
// under it; the target order beside the board (or above it in a tall window), changed in an editor
// where the player swaps the target's tiles (or types their order).
#pragma once

#include "board_widget.h"
#include "magic_board/magic_board.h"

#include <QDialog>
#include <QPointer>

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QDialogButtonBox;

namespace minimoves::app {

class MagicTargetDialog;

class MagicBoardWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit MagicBoardWidget(QWidget* parent = nullptr);

    QString moveDescription(int move) const override;
    QPushButton* opButton(int op) const { return m_buttons[op]; }
    QPushButton* targetButton() const { return m_targetButton; }
    // The colour of tile 1..8: distinct hues that also differ in lightness, so that number and
    // shade tell the tiles apart in greyscale too.
    static QColor tileColor(int tile);

    // Where things are drawn now (widget pixels): the eight cells, the board's frame around them,
    // the small target, and the "Target" heading above it.
    QRectF boardRect();
    QRectF frameRect();
    QRectF targetRect();
    QRectF captionRect();
    // Whether the target sits above the board (a tall window) instead of beside it.
    bool targetAbove();
    // The target editor while it is open, else nullptr.
    MagicTargetDialog* targetDialog() const { return m_dialog; }

    // Position editor (magic_board_edit.cpp): drag a tile onto another (or click one, then the
    // other) to swap them, on the board or on the target. Items: board cells 0-7, target cells 8-15.
    QString editHelp() const override;
    int editItemAt(const QPointF& pos) const;

public slots:
    // Opens the target editor (window-modal, without blocking); OK emits instanceChangeRequested().
    void editTarget();

protected:
    void editPress(QMouseEvent* event) override;
    void editRelease(QMouseEvent* event) override;
    bool editKey(QKeyEvent* event) override;
    void swapTiles(std::optional<std::pair<int, int>> swap);
    QRectF editItemRect(int item) const override;
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void hintChanged() override;
    void qualityChanged() override; // the A/B/C buttons' badges and tooltips
    void retranslate() override;
    int hoverItemAt(const QPointF& pos) const override;
    QString hoverToolTip(int item) const override;
    std::optional<Qt::CursorShape> hoverCursor(int item) const override;

private:
    struct Layout {
        QSize size;
        double cell = 0;
        bool above = false;
        bool showChange = true;
        QRectF frame, board, caption, target;
        double captionPixels = 12;
        std::array<QRect, 3> ops{};
        QRect change;
        QRectF bounds() const;
    };
    Layout layoutFor(double cell, bool above) const;
    QFont targetButtonFont(double cell) const;
    QSize targetButtonSize(double cell) const;
    // Works the layout out for the widget's size (and the buttons' texts) and places the buttons.
    void relayout();
    const Layout& layout();
    void paintTiles(QPainter& painter, const QRectF& board, int move, double progress);
    void paintTarget(QPainter& painter);

    std::array<QPushButton*, 3> m_buttons{};
    QPushButton* m_targetButton = nullptr;
    Layout m_layout;
    bool m_pressedTarget = false;
    QPointer<MagicTargetDialog> m_dialog;
};

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
    int selectedCell() const { return m_selected; }
    int cursorCell() const { return m_cursor; }
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
    void announce();

    magic_board::Board m_board = magic_board::baseBoard();
    bool m_stale = false;
    int m_selected = -1;
    int m_cursor = 0;
    int m_hover = -1;
    int m_pressed = -1;
    QPointF m_pressPos;
    QPointF m_dragPos;
    bool m_dragging = false;
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
