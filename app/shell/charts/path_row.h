// PathRow: the playback bar's row of move names, one line that scrolls sideways, which never cuts
// a name at either of its ends: its left edge rests on an entry's start where the bar puts it and
// where the player scrolls it, and an entry only partly in sight at either end (at the row's far
// end, or while the row is dragged) is covered by the row's own background.
#pragma once

#include <QScrollArea>
#include <QTimer>

#include <vector>

namespace minimoves::app {

class PathRow : public QScrollArea {
    Q_OBJECT
public:
    explicit PathRow(QWidget* parent = nullptr);

    // The entries, left to right, in the row's widget (they stay its children).
    void setEntries(std::vector<QWidget*> entries);
    // Scrolls so that `entry` is as near the middle as whole entries allow.
    void centreOn(const QWidget* entry);
    // Which entries can be chosen, applied once the event loop is back: in the middle of a step
    // of Solve's the history lacks the move, and every entry behind it was unreachable for a
    // moment — each of them disabled and enabled again at every step, a flood of events in which
    // a screen reader dropped most of the steps' sentences.
    void setEnabledEntries(std::vector<bool> enabled);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int snapped(int value) const; // the start of the entry under `value` (the row's left edge)
    void coverCutEntries();

    std::vector<QWidget*> m_entries;
    std::vector<bool> m_enabledDue;
    QTimer m_enableTimer;
    QWidget* m_leftCover;
    QWidget* m_rightCover;
};

} // namespace minimoves::app
