// The quit that would lose records: the statistics or the progress could not be written (a full
// disk, a folder gone) and are still pending, so the window asks before it closes.
#pragma once

class QWidget;

namespace minimoves::app {

// Asks whether to quit all the same; true when the player chose to (Keep playing is the default).
bool quitUnsavedAsked(QWidget* parent);

} // namespace minimoves::app
