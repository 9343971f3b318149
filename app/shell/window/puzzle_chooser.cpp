#include "shell/window/puzzle_chooser.h"

#include "boards/puzzle_ui.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QKeyEvent>
#include <QWheelEvent>

#include <algorithm>
#include <iterator>

namespace minimoves::app {

PuzzleChooser::PuzzleChooser(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("puzzleChooser"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its names in any language
    setFocusPolicy(Qt::TabFocus); // a click opens the list and leaves the keys on the board
    for (const PuzzleUi& ui : puzzleUis())
        addItem(ui.title(), ui.idText());
    connect(this, &QComboBox::activated, this, [this](int index) { emit puzzleChosen(itemData(index).toString()); });
    retranslate();
}

void PuzzleChooser::retranslate()
{
    setToolTip(tr("Choose a puzzle"));
    setAccessibleName(tr("Puzzle"));
    // Its list as it opens, and the frame Qt shows the list in.
    view()->setAccessibleName(tr("Puzzles"));
    view()->parentWidget()->setAccessibleName(tr("Puzzles"));
    for (int i = 0; i < count(); ++i)
        setItemText(i, puzzleTitle(itemData(i).toString().toStdString()));
}

void PuzzleChooser::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void PuzzleChooser::keyPressEvent(QKeyEvent* event)
{
    static constexpr int Moves[] = {Qt::Key_Up, Qt::Key_Down, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Home, Qt::Key_End};
    const bool plain = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    const bool move = std::find(std::begin(Moves), std::end(Moves), event->key()) != std::end(Moves);
    const QString text = event->text();
    const bool letter = !text.isEmpty() && text.at(0).isLetterOrNumber();
    if (!plain || !(move || letter))
        return QComboBox::keyPressEvent(event); // Space, Alt+Down and F4 open the list too
    showPopup();
    if (letter)
        view()->keyboardSearch(text);
}

// The wheel over the toolbar scrolls nothing away: only a chooser the player tabbed to takes it.
void PuzzleChooser::wheelEvent(QWheelEvent* event)
{
    if (hasFocus())
        return QComboBox::wheelEvent(event);
    event->ignore();
}

} // namespace minimoves::app
