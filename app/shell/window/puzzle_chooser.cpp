#include "shell/window/puzzle_chooser.h"

#include "boards/puzzle_ui.h"

#include <QAbstractItemView>
#include <QEvent>

namespace minimoves::app {

PuzzleChooser::PuzzleChooser(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("puzzleChooser"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its names in any language
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

} // namespace minimoves::app
