// BoardWidget: what every puzzle's board shares — the position shown and the move's animation
// (move_animation.h), the hint and move-quality marks (move_marks.h), the hovered item, the position
// editor's draft (board_draft.h) — so that a puzzle's board only lays out, draws and reads input.
//
// A board paints only in paintEvent (through paintBoard), scales to any size, turns clicks and
// keys into a move index and emits moveRequested(); it never changes the game itself. The rest it
// has as parts, objects of their own, each optional: its words for screen readers (BoardSpeech),
// what is under the pointer (BoardHover), its position-editor gestures (BoardEditor), handed over
// by setParts(); its moves' names (MoveNames) come from its puzzle's record, given at construction.
// A new board is paintBoard(), its input handlers and the parts it has.
#pragma once

#include "board_draft.h"
#include "core/any_puzzle.h"
#include "move_animation.h"
#include "move_marks.h"
#include "move_names.h"
#include "swap_gesture.h"

#include <QImage>
#include <QList>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace minimoves::app {

class BoardEditor;
class BoardHover;
class BoardSpeech;
class SolverService;

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    // `names`: the moves' words, as the puzzle's record hands them out (PuzzleUi::names()).
    explicit BoardWidget(QWidget* parent = nullptr, const MoveNames& names = MoveNames::engineTexts());
    ~BoardWidget() override;

    // The board for a puzzle id, or nullptr when there is none.
    static BoardWidget* create(std::string_view puzzleId, QWidget* parent = nullptr);

    virtual void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle);
    // The solver service the board's own dialogs ask (the Sawtooth teeth editor); none for a board
    // shown alone, whose dialogs do not open.
    void setSolver(SolverService* solver);
    SolverService* solver() const;
    const AnyPuzzle* puzzle() const { return m_puzzle.get(); }
    StateRank state() const { return m_motion.state(); }

    // Shows `to`, with the move's own motion from `from` when `move` >= 0 and animations are on.
    void showState(StateRank from, int move, StateRank to, bool reverse = false);
    bool isAnimating() const { return m_motion.isRunning(); }
    void setAnimationDuration(int milliseconds) { m_motion.setDuration(milliseconds); } // 0: none
    int animationDuration() const { return m_motion.duration(); }
    // The board as it looks `progress` (0 → 1) through the move animating now, or at rest when none
    // is: drawn at once, without the animation's clock (tests, frame dumps).
    QImage renderFrame(double progress);

    // ---- The marks on moves: the hint, and each move's quality ----
    // Every optimal move, `best` standing out; an empty list clears them.
    void setHint(const std::vector<int>& optimalMoves, int best);
    const std::vector<int>& hintMoves() const { return m_marks.hintMoves(); }
    int hintBest() const { return m_marks.hintBest(); }
    // The distance here and after each move (index: move; nullopt: not known yet, or no game).
    void setMoveDistances(std::optional<int> here, const std::vector<std::optional<int>>& after);
    std::optional<int> moveChange(int move) const { return m_marks.change(move); }
    // View ▸ Move quality: every move's badge at once.
    void setQualityShown(bool on);
    bool qualityShown() const { return m_marks.everyShown(); }
    // Badges on these moves too (the hint ladder's last step: every optimal move).
    void setQualityMoves(const std::vector<int>& moves);
    // The hovered item's moves show their quality (badge and tooltip); the presenter decides.
    void setHoverQuality(bool on);
    bool hoverQuality() const { return m_marks.hoverShown(); }
    // The moves whose badges show now: every one, the hint's, and those of the hovered item.
    std::vector<int> badgedMoves() const;
    // A move's badge ("✓ −1" with symbols) and its line in a tooltip; empty while not known.
    QString badgeText(int move) const;
    QString qualityToolTip(const std::vector<int>& moves) const;
    // Where move `m`'s badge is drawn (its centre), nullopt where the board marks it itself.
    virtual std::optional<QPointF> moveBadgeCentre(int move) const;
    // The badge's pill as drawn: about its centre, moved inside the board where the centre lies
    // near its edge (a left arrow's badge was cut by the window's edge); empty with no badge.
    QRectF badgeRect(int move) const;

    // Colour-blind palette: boards that draw colours also draw a symbol or pattern on each.
    void setSymbols(bool on);
    bool symbols() const { return m_symbols; }
    // The plain look of a board drawn two ways (PuzzleUi::plainLookTitle; View's switch): Huarong
    // Dao's blocks without the generals' names. A board with one look ignores it.
    void setPlainLook(bool on);
    bool plainLook() const { return m_plainLook; }

    // The moves' names (its record's); a move as the board shows it, played from the position it is
    // played from here (the move just shown, or undone), for the tooltips and screen readers.
    const MoveNames& moveNames() const { return *m_names; }
    QString moveDescription(int move) const;

    // ---- The parts (each a default that does nothing until the board gives its own) ----
    const BoardSpeech& speech() const { return *m_speech; }
    const BoardHover& hover() const { return *m_hover; }
    const BoardEditor* editor() const { return m_editor; } // nullptr: positions are not set up here

    // The hovered item (hover()'s numbering), -1 for none, and the moves an item stands for.
    int hoveredItem() const { return m_hovered; }
    std::vector<int> movesOfItem(int item) const;

    // ---- Position editor (Game > Set up position...) ----
    // While editing, the board shows and edits a draft (BoardDraft): the puzzle's own raw
    // description of an instance and a position, which may not be valid. The editor() part takes
    // the mouse (and keys it uses); no moveRequested() comes from them. endEditing() shows the
    // game's puzzle and position again; setPuzzle() and showState() end editing first.
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
    // Two items swapped by dragging one onto the other, or by clicking one and then the other
    // (SwapGesture, completed on the second press): an editor feeds it each press and release with
    // the item under the pointer (-1: none) and gets the pair to swap when a gesture completes one;
    // editPick() is the item held meanwhile (the first tile of a swap), -1 for none.
    std::optional<std::pair<int, int>> swapGesture(bool press, int item);
    int editPick() const { return m_swap.held(); }

    // A screen reader's action on an item of speech(): its move, when the board takes moves now.
    void doAccessibleAction(int item, int action);

    // A child widget with this property true only changes how the board is seen (no move, no
    // edit): it stays enabled while the position is set up.
    static constexpr const char* ViewOnlyProperty = "minimovesViewOnly";

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
    // The hint's marks changed (setHint, a new puzzle, editing began), and the move-quality marks
    // or what shows them: for a board whose marks live on child widgets (Magic Board's buttons).
    void hintChanged();
    void qualityChanged();
    // hoveredItem() changed (the base has set its tooltip and scheduled a repaint).
    void hoveredItemChanged(int item);
    // The moves' names changed with the way the board is seen (Rolling Cubes' view turned: "Roll
    // right" is another roll now): what names moves outside the board names them again.
    void moveNamesChanged();

protected:
    // The parts the board has (see the top of this file), given once in its constructor; each
    // lives as long as the board (a member of it). Those not given stay the do-nothing defaults.
    struct Parts {
        const BoardSpeech* speech = nullptr;
        const BoardHover* hover = nullptr;
        BoardEditor* editor = nullptr;
    };
    void setParts(const Parts& parts);

    // Draws the board. `progress` runs 0 → 1 through the animation of `move` (from animFrom() to
    // state()); when no animation runs, move is -1 and progress 1.
    virtual void paintBoard(QPainter& painter, int move, double progress) = 0;
    // Called when the puzzle instance or position changed, for boards that cache layout.
    virtual void positionChanged() {}
    // The language changed: set again the texts a board keeps outside paintBoard (tooltips,
    // accessible names, child widgets' labels). The base then sets the hovered item's tooltip again.
    virtual void retranslate() {}

    // For every board: the editor's gestures while editing; a language change calls retranslate();
    // the focus coming and going repaints (a keyboard cursor shows only with the focus); the pointer
    // keeps hoveredItem() current through hover(); a tooltip is hover().toolTipAt() and the
    // hovered moves' quality.
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

    // Looks again at what is under the pointer (after the layout or the position changed).
    void refreshHover();
    // The item at `pos` becomes the hovered one (a board that handles a move itself, a release).
    void updateHover(const QPointF& pos);
    // Nothing is hovered until the pointer moves again (the keyboard took over, the item is gone).
    void clearHover();

    // The instance as the board's own puzzle type (nullptr for another kind).
    template <class T>
    const T* puzzleAs() const
    {
        return dynamic_cast<const T*>(m_puzzle.get());
    }

    StateRank animFrom() const { return m_motion.from(); }
    bool animReversed() const { return m_motion.reversed(); }
    bool isHinted(int move) const { return m_marks.isHinted(move); }
    // The badges' text height in pixels, from the widget's size; a move's badge drawn (badgeRect).
    double badgeHeight() const;
    void paintBadge(QPainter& painter, int move) const;
    // A heading on a board ("Target", "Goal", a legend's title), drawn the same way by every board:
    // bold, at `pixelSize` (fitted down to the rectangle's height), in the palette's text colour.
    void paintCaption(QPainter& painter, const QRectF& rect, const QString& text, Qt::Alignment alignment,
                      double pixelSize) const;
    // The palette every board draws with.
    static QColor hintColor() { return QColor(255, 196, 0); }
    static QColor bestHintColor() { return QColor(255, 120, 0); }

    std::shared_ptr<const AnyPuzzle> m_puzzle;
    QPointer<SolverService> m_solver;

private:
    const MoveNames* m_names;
    const BoardSpeech* m_speech;
    const BoardHover* m_hover;
    BoardEditor* m_editor = nullptr;
    MoveAnimation m_motion;
    MoveMarks m_marks;
    bool m_symbols = true;
    bool m_plainLook = false;
    bool m_positionShown = false; // showState() since setPuzzle(): the moves' position is known
    int m_hovered = -1;
    QString hoveredToolTip() const;
    void setHovered(int item);
    // Where the tooltip `tip` for the pointer at `pointer` (global) is shown from.
    QPoint toolTipPlace(QPoint pointer, const QString& tip) const;
    // The position the board plays `move` from, as it shows it: the move just shown (played or
    // undone), else the position on the board; none before showState() or where it changes nothing.
    std::optional<StateRank> playedFrom(int move) const;

    // The position editor's draft (with the game shown before it), its swap, the buttons it stills.
    std::optional<BoardDraft> m_draft;
    SwapGesture m_swap{SwapGesture::Second::OnPress};
    QList<QPointer<QWidget>> m_disabledForEditing;
    // The item the screen reader was last told has the focus (-2: none told yet).
    int m_toldCursor = -2;
    void tellCursor();
    bool dispatchEvent(QEvent* event);
    bool editorEvent(QEvent* event);
};

} // namespace minimoves::app
