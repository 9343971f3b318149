// The room under the board for what comes and goes there — the solved banner (with its Review and
// Play on buttons) and the playback bar — so that the board neither moves nor shrinks as one of
// them shows and hides. One room, the bar's height, is kept for both (keeping one for each left
// ~170 px empty under a 640x480 board): the bar fills it, the banner shows in it alone. When both
// are up (a playback that reached the goal) the room grows to hold the banner above the bar, and
// the board shrinks to what is left: nothing ever stands over the board. The window keeps its
// minimum (its layout's: the board's least size, the room and the window's bars), even where no
// window manager keeps it.
#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QColor;
class QLabel;
class QString;
class QWidget;

namespace minimoves::app {

// The calm "Solved in 7 moves" banner (object name "solvedBanner"), hidden until it has a text.
QLabel* makeSolvedBanner(QWidget* parent);
// Its style sheet on `background` (its own green; the celebration passes it through gold).
QString solvedBannerStyle(const QColor& background);

// BoardRoom: keeps its widgets (children of the room's parent, not in its layout) in `room` (a
// widget of the layout, under the board), stacked upwards in the order given, the first at the
// room's bottom and as tall as the room; each as tall as it asks and, unless it asks for less, as
// wide as the room; hidden ones take no place. The room is as tall as the first one asks, or as
// the shown ones stacked when they need more.
class BoardRoom : public QObject {
    Q_OBJECT
public:
    BoardRoom(QWidget* room, std::vector<QWidget*> bottomUp, QObject* parent);
    // Places them now, over everything else in the room's parent (a new board is made under them).
    void place();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void keepWindowMinimum();
    // Guarded: while the window is destroyed its children go one by one, and the ones still there
    // send their last events (a hide) after the room or a sibling is gone.
    QPointer<QWidget> m_room;
    std::vector<QPointer<QWidget>> m_widgets;
    bool m_placing = false;
};

} // namespace minimoves::app
