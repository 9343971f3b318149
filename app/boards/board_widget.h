// BoardWidget: what every puzzle's board shares — the position it shows, the move animation, the
// hint marks, the solved banner — so that a puzzle's board only draws and reads input.
//
// A board paints only in paintEvent (through paintBoard), scales to any size, turns clicks and
// keys into a move index and emits moveRequested(); it never changes the game itself.
#pragma once

#include "core/any_puzzle.h"

#include <QImage>
#include <QVariantAnimation>
#include <QWidget>

#include <memory>
#include <vector>

namespace minimoves::app {

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // The board for a puzzle id, or nullptr when there is none.
    static BoardWidget* create(std::string_view puzzleId, QWidget* parent = nullptr);

    virtual void setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle);
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

    // The calm "solved" banner over the board; empty text hides it.
    void setBanner(const QString& text);
    QString banner() const { return m_banner; }

    // Colour-blind palette: boards that draw colours also draw a symbol or pattern on each.
    void setSymbols(bool on)
    {
        m_symbols = on;
        update();
    }
    bool symbols() const { return m_symbols; }

    // A short name of a move for the status bar and screen readers ("Row 2 left").
    virtual QString moveDescription(int move) const;

    QSize sizeHint() const override { return {560, 420}; }
    QSize minimumSizeHint() const override { return {240, 180}; }

signals:
    void moveRequested(int move);
    // The player asked for another instance of this puzzle (a new target), as instance text.
    void instanceChangeRequested(const QString& instanceText);
    void animationFinished();

protected:
    // Draws the board. `progress` runs 0 → 1 through the animation of `move` (from animFrom() to
    // state()); when no animation runs, move is -1 and progress 1.
    virtual void paintBoard(QPainter& painter, int move, double progress) = 0;
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    // Called when the puzzle instance or position changed, for boards that cache layout.
    virtual void positionChanged() {}
    // Called after the hint marks changed, for boards whose marks live on child widgets.
    virtual void hintChanged() {}

    StateRank animFrom() const { return m_from; }
    bool animReversed() const { return m_reverse; }
    bool isHinted(int move) const;
    // The palette every board draws with.
    static QColor hintColor() { return QColor(255, 196, 0); }
    static QColor bestHintColor() { return QColor(255, 120, 0); }

    std::shared_ptr<const AnyPuzzle> m_puzzle;

private:
    StateRank m_state = 0;
    StateRank m_from = 0;
    int m_move = -1;
    bool m_reverse = false;
    QVariantAnimation m_animation;
    int m_duration = 250;
    std::vector<int> m_hintMoves;
    int m_hintBest = -1;
    QString m_banner;
    bool m_symbols = true;
};

} // namespace minimoves::app
