// The room under the board: the solved banner's look, and the room kept for what comes and goes
// under the board (the banner, its Review button, the playback bar), so that the board neither
// moves nor shrinks as they show and hide.
#pragma once

#include <initializer_list>

class QLabel;
class QWidget;

namespace minimoves::app {

// The calm "Solved in 7 moves" banner (object name "solvedBanner"), hidden until it has a text.
QLabel* makeSolvedBanner(QWidget* parent);
// Each widget keeps its room in its layout while it is hidden (a banner, one line tall).
void keepRoomWhenHidden(std::initializer_list<QWidget*> widgets);

} // namespace minimoves::app
