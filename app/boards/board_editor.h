// BoardEditor: a board's gestures in the position editor (Game ▸ Set up position…), the part only
// a board whose positions can be set up has (<puzzle>_edit.cpp, handed to the base by
// BoardWidget::setParts; a board without one cannot begin editing).
//
// While the board edits its draft (BoardWidget::beginEditing), its mouse presses (double clicks
// too) and releases go here instead of to the board's own handlers, and each key comes here
// first: one it does not take goes on to the board's keyPressEvent (a cursor's arrows), whose
// moves are then ignored. A gesture changes the draft through BoardWidget::setDraft() or
// setDraftState(); one that swaps two items uses BoardWidget::swapGesture().
#pragma once

#include <QRectF>
#include <QString>

class QKeyEvent;
class QMouseEvent;

namespace minimoves::app {

class BoardEditor {
public:
    virtual ~BoardEditor() = default;

    // One line saying what the gestures do ("Click a cell to change its colour").
    virtual QString help() const = 0;
    virtual void press(QMouseEvent* event) = 0;
    virtual void release(QMouseEvent* event) { Q_UNUSED(event); }
    // True when the key was the editor's.
    virtual bool key(QKeyEvent* event)
    {
        Q_UNUSED(event);
        return false;
    }
    // Where the item a swap picked up (BoardWidget::editPick()) is drawn; the base outlines it.
    virtual QRectF pickedRect(int item) const
    {
        Q_UNUSED(item);
        return {};
    }
};

} // namespace minimoves::app
