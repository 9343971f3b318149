// ComboSpeech: a closed combo box's value said to a screen reader. On Qt 6.4 with Orca 43 a
// combo box reads as "Mode: combo box." with no value: Orca looks for the selected item of its
// list, which Qt 6.4 does not offer (no selection interface), and a new value chosen with the
// arrows (the box closed) is not spoken at all. So the value is the combo box's accessible
// description, which Orca reads after the role, and a value chosen while it has the focus is
// said through the window's Announcer.
#pragma once

class QComboBox;

namespace minimoves::app {

namespace combo_speech {

// Follows `combo` from now on (its current value at once). A value chosen is said `delayMs`
// later: a new language renames every widget of the game at once, a flood of events in which Orca
// drops whatever comes with it (the language box says its value once the flood is past).
void follow(QComboBox* combo, int delayMs = 0);

} // namespace combo_speech

} // namespace minimoves::app
