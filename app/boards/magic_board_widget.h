// The Magic Board: eight numbered, coloured tiles on a 2x4 board; buttons and keys A, B, C right
// under it; the target order beside the board (or above it in a tall window), changed in an editor
// where the player swaps the target's tiles (or types their order).
#pragma once

#include "board_widget.h"
#include "magic_board/magic_board.h"
#include "magic_target_editor.h"

#include <QPointer>

#include <array>

class QPushButton;

namespace minimoves::app {

class MagicBoardWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit MagicBoardWidget(QWidget* parent = nullptr);

    // Screen readers (magic_board_speech.cpp): the tiles as a 2x4 table (the A, B, C buttons are widgets of their own).
    QSize accessibleTable() const override;
    int accessibleItemCount() const override;
    AccessibleItem accessibleItem(int item) const override;
    QString positionSpeech() const override;
    QString targetSpeech() const override;
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

} // namespace minimoves::app
