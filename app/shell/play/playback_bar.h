// PlaybackBar: the view of a game session's playback, shown under the board while it is open —
// play/pause, step back and forward, the speed, and the path as a row of move names (the frame's
// move highlighted; a click jumps there). It keeps no state of its own: it renders the presenter's
// PlaybackView and calls the presenter's playback controls; it never sees the session. It takes the
// keyboard when it has the focus:
// Space plays or pauses, Left and Right step, Home and End jump to the ends, Esc closes it.
#pragma once

#include "game/present/playback_view.h"

#include <QFrame>
#include <QPointer>

#include <vector>

class QAbstractButton;
class QHBoxLayout;
class QLabel;
class QScrollArea;
class QSlider;
class QToolButton;

namespace minimoves::app {

class GamePresenter;
class PathRow;

class PlaybackBar : public QFrame {
    Q_OBJECT
public:
    explicit PlaybackBar(QWidget* parent = nullptr);

    // The presenter whose playback is shown (nullptr: none; the bar hides).
    void setPresenter(GamePresenter* presenter);

    // The speeds the slider offers: milliseconds from one move to the next, slowest first.
    static const std::vector<int>& intervals();
    // The interval that goes with an animation speed (0: animations off, as fast as shown).
    static int defaultInterval(int animationMs);

    // The row's entry of a frame (0: the start; j: the position after the path's j-th move).
    QAbstractButton* frameButton(int frame) const;
    int frameButtons() const { return int(m_frameButtons.size()); }
    // The highlighted entry (the frame shown), -1 when none.
    int highlightedFrame() const;
    QScrollArea* pathRow() const;

signals:
    // The player chose a speed on the slider.
    void intervalChosen(int milliseconds);
    // The player closed the bar (its button, Esc): the board may take the focus back.
    void closeRequested();
    // The bar showed (a playback opened) or hid (it closed).
    void shownChanged(bool shown);

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void sync();
    void showControls(const PlaybackView& view);
    void fitControls();
    QString whereText(int frame, int moves) const;
    void setShown(bool shown);
    void rebuildRow();
    void centreCurrent();
    void retranslate();
    bool handleKey(int key);
    void act(void (GamePresenter::*action)());
    void buildControls();
    void addFrameButton(int frame, const QString& text);
    const PlaybackView& view() const;

    QPointer<GamePresenter> m_presenter;
    QToolButton* m_back = nullptr;
    QToolButton* m_play = nullptr;
    QToolButton* m_forward = nullptr;
    QToolButton* m_close = nullptr;
    QSlider* m_speed = nullptr;
    QLabel* m_slow = nullptr;
    QLabel* m_fast = nullptr;
    QLabel* m_where = nullptr;
    PathRow* m_row = nullptr;
    QWidget* m_rowWidget = nullptr;
    QHBoxLayout* m_rowLayout = nullptr;
    QLabel* m_pending = nullptr;
    QHBoxLayout* m_controls = nullptr;
    // How much the controls gave up to fit the bar's width (fitControls()).
    enum Compactness { Full, IconsOnly, Bare, Terse };
    int m_compactness = Full;
    int m_playWidth = 0; // Play's width with its longer word
    bool m_fitting = false;
    std::vector<QToolButton*> m_frameButtons;
    // What the row shows: the path, its origin and its names (rebuilt when one changes).
    std::vector<int> m_shownPath;
    StateRank m_shownOrigin = 0;
    std::vector<QString> m_shownNames;
    bool m_shownPending = false;
    bool m_rowBuilt = false;
};

} // namespace minimoves::app
