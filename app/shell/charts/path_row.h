// PathRow: the playback bar's row of move names, one line that scrolls sideways, which never cuts
// a name at either of its ends: its left edge rests on an entry's start where the bar puts it and
// where the player scrolls it, and an entry only partly in sight at either end (at the row's far
// end, or while the row is dragged) is covered by the row's own background.
#pragma once

#include <QScrollArea>

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

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int snapped(int value) const; // the start of the entry under `value` (the row's left edge)
    void coverCutEntries();

    std::vector<QWidget*> m_entries;
    QWidget* m_leftCover;
    QWidget* m_rightCover;
};

} // namespace minimoves::app
