// The Magic Board: eight numbered, coloured tiles on a 2x4 board; buttons and keys A, B, C right
// under it; the target order beside the board (or above it in a tall window), changed in an editor
// where the player swaps the target's tiles (or types their order).
#pragma once

#include "board_editor.h"
#include "board_hover.h"
#include "board_speech.h"
#include "board_widget.h"
#include "magic_board/magic_board.h"
#include "magic_target_editor.h"

#include <QPointer>

#include <array>

class QPushButton;

namespace minimoves::app {

// The moves in words, "A (swap rows)" (magic_board_ui.cpp: the record hands them out too).
const MoveNames& magicBoardMoveNames();

class MagicBoardWidget : public BoardWidget {
    Q_OBJECT
public:
    explicit MagicBoardWidget(QWidget* parent = nullptr);

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

    // The position editor's items (magic_board_edit.cpp): board cells 0-7, target cells 8-15.
    int editItemAt(const QPointF& pos) const;

public slots:
    // Opens the target editor (window-modal, without blocking); OK emits instanceChangeRequested().
    void editTarget();

protected:
    void paintBoard(QPainter& painter, int move, double progress) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void retranslate() override;

private:
    // Screen readers (magic_board_speech.cpp): the tiles as a 2x4 table (the A, B, C buttons are
    // widgets of their own).
    class Speech final : public BoardSpeech {
    public:
        explicit Speech(const MagicBoardWidget& board) : m_board(board) {}
        QSize tableSize() const override { return {4, 2}; }
        int itemCount() const override;
        Item item(int index) const override;
        QString positionSpeech() const override;
        QString targetSpeech() const override;

    private:
        const MagicBoardWidget& m_board;
    };
    // The pointer's one item: the target (with its heading), which opens its editor.
    class Hover final : public BoardHover {
    public:
        explicit Hover(const MagicBoardWidget& board) : m_board(board) {}
        int itemAt(const QPointF& pos) const override;
        QString toolTip(int item) const override;
        std::optional<Qt::CursorShape> cursorShape(int item) const override;

    private:
        const MagicBoardWidget& m_board;
    };
    // Position editor (magic_board_edit.cpp): drag a tile onto another (or click one, then the
    // other) to swap them, on the board or on the target.
    class Editor final : public BoardEditor {
    public:
        explicit Editor(MagicBoardWidget& board) : m_board(board) {}
        QString help() const override;
        void press(QMouseEvent* event) override;
        void release(QMouseEvent* event) override;
        bool key(QKeyEvent* event) override;
        QRectF pickedRect(int item) const override;

    private:
        void swapTiles(std::optional<std::pair<int, int>> swap);
        MagicBoardWidget& m_board;
    };

    // The A/B/C buttons' hint marks, and their quality badges and tooltips (the base's
    // hintChanged() and qualityChanged()).
    void showHintOnButtons();
    void showQualityOnButtons();
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

    Speech m_speechPart{*this};
    Hover m_hoverPart{*this};
    Editor m_editorPart{*this};
};

} // namespace minimoves::app
