// The room under the board: the solved banner's look, and the room kept for what comes and goes
// under the board (the banner with its Review and Play on buttons, the playback bar), so that the board neither
// moves nor shrinks as they show and hide.
#pragma once

#include <initializer_list>

class QColor;
class QLabel;
class QString;
class QWidget;

namespace minimoves::app {

// The calm "Solved in 7 moves" banner (object name "solvedBanner"), hidden until it has a text.
QLabel* makeSolvedBanner(QWidget* parent);
// Its style sheet on `background` (its own green; the celebration passes it through gold).
QString solvedBannerStyle(const QColor& background);
// Each widget keeps its room in its layout while it is hidden (a banner, one line tall).
void keepRoomWhenHidden(std::initializer_list<QWidget*> widgets);

} // namespace minimoves::app
