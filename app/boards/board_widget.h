// BoardWidget: what every puzzle's board shares — the position it shows, the move animation, the
// hint marks — so that a puzzle's board only draws and reads input.
//
// A board paints only in paintEvent (through paintBoard), scales to any size, turns clicks and
// keys into a move index and emits moveRequested(); it never changes the game itself.
#pragma once

#include "board_draft.h"
#include "core/any_puzzle.h"
#include "swap_gesture.h"

#include <QImage>
#include <QList>
#include <QPointer>
#include <QVariantAnimation>
#include <QWidget>

#include <functional>
#include <initializer_list>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

class QHBoxLayout;

namespace minimoves::app {

class SolverService;

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // The board for a puzzle id, or nullptr when there is none.
    static BoardWidget* create(std::string_view puzzleId, QWidget* parent = nullptr);

    virtual void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle);
    // The solver service the board's own dialogs ask (the Sawtooth teeth editor); none for a board
    // shown alone, whose dialogs do not open.
    void setSolver(SolverService* solver);
    SolverService* solver() const;
    const AnyPuzzle* puzzle() const { return m_puzzle.get(); }
    StateRank state() const { return m_state; }

    // Shows `to`, with the move's own motion from `from` when `move` >= 0 and animations are on.
    void showState(StateRank from, int move, StateRank to, bool reverse = false);
    bool isAnimating() const { return m_animation.state() == QAbstractAnimation::Running; }
    void setAnimationDuration(int milliseconds); // 0: no animation
    // The board as it looks `progress` (0 → 1) through the move animating now, or at rest when none
    // is: drawn at once, without the animation's clock (tests, frame dumps).
    QImage renderFrame(double progress);
    int animationDuration() const { return m_duration; }

    // Hint marks: every optimal move, `best` standing out. An empty list clears them.
    void setHint(const std::vector<int>& optimalMoves, int best);
    const std::vector<int>& hintMoves() const { return m_hintMoves; }
    int hintBest() const { return m_hintBest; }

    // ---- Move quality: where each move leads (the distance after it and its change) ----
    // The distance here and after each move (index: move; nullopt: not known yet, or no game).
    void setMoveDistances(std::optional<int> here, const std::vector<std::optional<int>>& after);
    // The change move `m` makes (quality::change), nullopt until known.
    std::optional<int> moveChange(int move) const;
    // View ▸ Move quality: every move's badge at once.
    void setQualityShown(bool on);
    bool qualityShown() const { return m_qualityShown; }
    // Badges on these moves too (the hint ladder's last step: every optimal move).
    void setQualityMoves(const std::vector<int>& moves);
    // The hovered item's moves show their quality (badge and tooltip); off, a move's quality shows
    // only where given (setQualityShown, setQualityMoves). The presenter decides (Coach: on).
    void setHoverQuality(bool on);
    bool hoverQuality() const { return m_hoverQuality; }
    // Whether move `m`'s quality may show at all.
    bool qualityGiven(int move) const;
    // The moves whose badges show now: every one, the hint's, and those of the hovered item.
    std::vector<int> badgedMoves() const;
    // A move's badge ("✓ −1" with symbols) and its line in a tooltip; empty while not known.
    QString badgeText(int move) const;
    QString qualityToolTip(const std::vector<int>& moves) const;
    // The moves the hovered item stands for (a cell, a gear, a block: the moves it makes).
    virtual std::vector<int> movesOfItem(int item) const;
    // Where move `m`'s badge is drawn (its centre), nullopt where the board marks it itself.
    virtual std::optional<QPointF> moveBadgeCentre(int move) const
    {
        Q_UNUSED(move);
        return std::nullopt;
    }

    // Colour-blind palette: boards that draw colours also draw a symbol or pattern on each.
    void setSymbols(bool on)
    {
        m_symbols = on;
        qualityChanged();
        update();
    }
    bool symbols() const { return m_symbols; }

    // A short name of a move for the status bar and screen readers ("Row 2 left").
    virtual QString moveDescription(int move) const;
    // The same for the move played from `from`, for boards whose words depend on the position
    // ("Slide 6 left"): Undo and Redo name moves that are not the one on the board.
    virtual QString describeMove(StateRank from, int move) const
    {
        Q_UNUSED(from);
        return moveDescription(move);
    }

    // The hovered thing in the board's own numbering (see hoverItemAt()), -1 for none.
    int hoveredItem() const { return m_hovered; }
    // The tooltip the board shows at `pos` (empty: none): by default hoverToolTip() of the item
    // there.
    virtual QString toolTipAt(const QPointF& pos) const;
    // What a tooltip must not cover (the target and its caption), in the board's coordinates;
    // empty: nothing. A tooltip that would goes to the pointer's left.
    virtual QRectF toolTipClear() const { return {}; }
    // Where the tooltip `tip` for the pointer at `pointer` (global) is shown from.
    QPoint toolTipPlace(QPoint pointer, const QString& tip) const;

    // Where a board and its panel (its target, a legend) go in `area`: the panel beside the board
    // (on its right) or under it, the pair centred along the line they make and each box centred
    // across it. Sizes and the gap are in units; the scale (pixels per unit) is the largest at
    // which the pair fits, kept within [minScale, maxScale]. With `fixedPanel`, the panel's size
    // and the gap are in pixels and only the board scales, into the room the panel leaves;
    // `slackBefore` is the share of the room left over that goes before the pair (0.5: centred).
    enum class PanelSide { Beside, Under };
    struct Scaling {
        double minScale = 0;
        double maxScale = std::numeric_limits<double>::infinity();
        bool fixedPanel = false;
        double slackBefore = 0.5;
    };
    struct BoardAndPanel {
        QRectF board;
        QRectF panel;
        double scale = 0;
        double fit = 0; // the scale before the limits: the larger fit is the roomier arrangement
    };
    static BoardAndPanel placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel, double gap,
                                            PanelSide side, const Scaling& scaling);
    static BoardAndPanel placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel, double gap,
                                            PanelSide side);

    // ---- Position editor (Game > Set up position...) ----
    // While editing, the board shows and edits a draft (BoardDraft): the puzzle's own raw
    // description of an instance and a position, which may not be valid.
    // Mouse (and, where the board has a cursor, key) gestures change the draft instead of moving;
    // no moveRequested() comes from them. endEditing() shows the game's puzzle and position again;
    // setPuzzle() and showState() end editing first.
    void beginEditing();
    void endEditing();
    bool isEditing() const { return m_draft.has_value(); }
    // The draft while editing, else nullptr; the accessors below read it (empty when not editing).
    const BoardDraft* draft() const { return m_draft ? &*m_draft : nullptr; }
    QString draftInstance() const { return m_draft ? m_draft->instance() : QString(); }
    QString draftState() const { return m_draft ? m_draft->state() : QString(); }
    // What is wrong with the draft, in the engine's words; empty when it is a valid position.
    QString draftError() const { return m_draft ? m_draft->error() : QString(); }
    // The draft's instance (the game's own object while the instance is unchanged); the shown
    // state() is the draft's position when draftError() is empty.
    std::shared_ptr<const AnyPuzzle> draftPuzzle() const { return m_puzzle; }
    // Sets the draft (an edit gesture); draftChanged() follows when it changed.
    void setDraft(const QString& instance, const QString& state);
    // The draft's position as a state of the shown instance.
    void setDraftState(StateRank state);
    // One line saying what the gestures do ("Click a cell to change its colour").
    virtual QString editHelp() const { return {}; }
    // The item an edit gesture picked up (the first tile of a swap), -1 for none.
    int editPick() const { return m_swap.held(); }

    // ---- Accessibility (BoardAccessible shows these to screen readers) ----
    // An item of the board: a cell of its table (the first rows x columns items, in reading
    // order) or, after them, a button drawn on the board (an arrow). Its name says what is there
    // ("Row 2, column 3: white"); its actions are the moves it makes, each with its name.
    struct AccessibleItem {
        QString name;
        QString description;
        QRectF rect; // in the board's coordinates
        bool button = false;
        std::vector<std::pair<QString, int>> actions; // (what it does, the move)
    };
    // The table's shape, columns x rows (an empty size: no table).
    virtual QSize accessibleTable() const { return {}; }
    // Every item: the cells, then the buttons.
    virtual int accessibleItemCount() const { return accessibleTable().width() * accessibleTable().height(); }
    virtual AccessibleItem accessibleItem(int item) const
    {
        Q_UNUSED(item);
        return {};
    }
    // The item the keyboard's cursor is on (the screen reader's focus follows it), -1 for none.
    virtual int accessibleCursor() const { return -1; }
    // The whole position in words ("Row 1: white, white, grey, …"), and the target, for the key
    // that reads them; by default the cells' names in reading order, a sentence each (Sawtooth's
    // gears).
    virtual QString positionSpeech() const;
    virtual QString targetSpeech() const { return {}; }
    // A table in words, row by row, for positionSpeech() and targetSpeech(): "Row 1: a, b. Row 2:
    // c, d" (no closing full stop), `word(row, column)` saying each cell (both from 0).
    static QString rowsSpeech(int rows, int columns, const std::function<QString(int row, int column)>& word);
    // A screen reader's action on an item: its move, when the board takes moves now.
    void doAccessibleAction(int item, int action);

    QSize sizeHint() const override { return {560, 420}; }
    QSize minimumSizeHint() const override { return {240, 180}; }

signals:
    void moveRequested(int move);
    // The player asked for another instance of this puzzle (a new target), as instance text.
    void instanceChangeRequested(const QString& instanceText);
    void animationFinished();
    void draftChanged();
    // Editing ended: endEditing(), or the board was given a game to show (setPuzzle, showState).
    void editingEnded();

protected:
    // Draws the board. `progress` runs 0 → 1 through the animation of `move` (from animFrom() to
    // state()); when no animation runs, move is -1 and progress 1.
    virtual void paintBoard(QPainter& painter, int move, double progress) = 0;
    void paintEvent(QPaintEvent* event) override;
    // The base handles these for every board: a language change calls retranslate() and repaints;
    // gaining or losing the focus repaints (boards draw their keyboard cursor only with the focus);
    // the pointer's moves and leaving keep hoveredItem() current through hoverItemAt(); a tooltip
    // event shows toolTipAt() (and hides the tooltip where there is none).
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

    // The language changed: set again the texts a board keeps outside paintBoard (tooltips,
    // accessible names, child widgets' labels). The base then sets the hovered item's tooltip again.
    virtual void retranslate() {}
    // Hover: the thing under the pointer at `pos` in the board's own numbering (a cell, a gear, a
    // block), -1 for none. The base stores it, keeps toolTip() at hoverToolTip(), sets the pointer's
    // shape to hoverCursor() and repaints when it changes.
    virtual int hoverItemAt(const QPointF& pos) const
    {
        Q_UNUSED(pos);
        return -1;
    }
    // The tooltip of an item (>= 0).
    virtual QString hoverToolTip(int item) const
    {
        Q_UNUSED(item);
        return {};
    }
    // The pointer's shape over `item` (-1: over nothing), set at every move of the pointer;
    // nullopt leaves the cursor as it is (the default).
    virtual std::optional<Qt::CursorShape> hoverCursor(int item) const
    {
        Q_UNUSED(item);
        return std::nullopt;
    }
    // Called after hoveredItem() changed (the base has already scheduled a repaint).
    virtual void hoverChanged() {}
    // Looks again at what is under the pointer (after the layout or the position changed).
    void refreshHover();
    // The item at `pos` becomes the hovered one (a board that handles a move itself, a release).
    void updateHover(const QPointF& pos);
    // Nothing is hovered until the pointer moves again (the keyboard took over, the item is gone).
    void clearHover();

    // A row of buttons centred under the board; each call adds a group, set apart from the last.
    void addButtons(std::initializer_list<QWidget*> group);
    // The board's area: 12 pixels in from the edges, down to `gap` pixels above that row's first
    // button, at least `minHeight` tall.
    QRectF areaAboveButtons(double gap, double minHeight) const;

    // The instance as the board's own puzzle type (nullptr for another kind).
    template <class T>
    const T* puzzleAs() const
    {
        return dynamic_cast<const T*>(m_puzzle.get());
    }
    // Called when the puzzle instance or position changed, for boards that cache layout.
    virtual void positionChanged() {}
    // Called after the hint marks changed, for boards whose marks live on child widgets.
    virtual void hintChanged() {}
    // Called after the move-quality marks or what shows them changed (the same).
    virtual void qualityChanged() {}
    // A word before a badge's number where one place holds several moves ("R", "C").
    virtual QString badgePrefix(int move) const
    {
        Q_UNUSED(move);
        return {};
    }
    // The badges' text height in pixels (the base: from the widget's size).
    virtual double badgeHeight() const;
    void paintBadge(QPainter& painter, const QPointF& centre, int move) const;

    StateRank animFrom() const { return m_from; }
    bool animReversed() const { return m_reverse; }
    bool isHinted(int move) const;
    // A heading on a board ("Target", "Goal", a legend's title), drawn the same way by every board:
    // bold, at `pixelSize` (fitted down to the rectangle's height), in the palette's text colour.
    void paintCaption(QPainter& painter, const QRectF& rect, const QString& text, Qt::Alignment alignment,
                      double pixelSize) const;
    // The palette every board draws with.
    static QColor hintColor() { return QColor(255, 196, 0); }
    static QColor bestHintColor() { return QColor(255, 120, 0); }

    // Edit gestures, in the board's own <puzzle>_edit.cpp: while editing, mouse presses (double
    // clicks too) and releases go here instead of to the board's handlers; a key goes to editKey()
    // first, then (when it returns false) to the board's keyPressEvent, whose moves are ignored.
    virtual void editPress(QMouseEvent* event) { Q_UNUSED(event); }
    virtual void editRelease(QMouseEvent* event) { Q_UNUSED(event); }
    virtual bool editKey(QKeyEvent* event)
    {
        Q_UNUSED(event);
        return false;
    }
    // Where the picked item is drawn (the base outlines it).
    virtual QRectF editItemRect(int item) const
    {
        Q_UNUSED(item);
        return {};
    }
    // Two items swapped by dragging one onto the other, or by clicking one and then the other
    // (SwapGesture, completed on the second press): feed it each press and release with the item
    // under the pointer (-1: none); it returns the pair to swap when a gesture completes one, and
    // keeps editPick() as the item held meanwhile.
    std::optional<std::pair<int, int>> swapGesture(bool press, int item);

    std::shared_ptr<const AnyPuzzle> m_puzzle;
    QPointer<SolverService> m_solver;

private:
    StateRank m_state = 0;
    StateRank m_from = 0;
    int m_move = -1;
    bool m_reverse = false;
    QVariantAnimation m_animation;
    int m_duration = 250;
    std::vector<int> m_hintMoves;
    int m_hintBest = -1;
    bool m_symbols = true;
    int m_hovered = -1;
    QHBoxLayout* m_buttonRow = nullptr;
    std::optional<int> m_hereDistance;
    std::vector<std::optional<int>> m_afterDistances;
    bool m_qualityShown = false;
    bool m_hoverQuality = true;
    std::vector<int> m_qualityMoves;
    QString hoveredToolTip() const;
    void setHovered(int item);

    // The position editor's draft (with the game shown before it), and its swap of two items.
    std::optional<BoardDraft> m_draft;
    SwapGesture m_swap{SwapGesture::Second::OnPress};
    QList<QPointer<QWidget>> m_disabledForEditing;
    // The item the screen reader was last told has the focus (-2: none told yet).
    int m_toldCursor = -2;
    void tellCursor();
    bool dispatchEvent(QEvent* event);
};

} // namespace minimoves::app
