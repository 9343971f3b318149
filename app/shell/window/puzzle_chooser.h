// PuzzleChooser: the toolbar's list of the puzzles — every registered board's title, its id as the
// item's data — named for screen readers and in the player's language.
#pragma once

#include <QComboBox>

namespace minimoves::app {

class PuzzleChooser : public QComboBox {
    Q_OBJECT
public:
    explicit PuzzleChooser(QWidget* parent);

    bool has(const QString& id) const { return findData(id) >= 0; }
    QString currentId() const { return currentData().toString(); }
    void showPuzzle(const QString& id) { setCurrentIndex(findData(id)); }

signals:
    // The player chose a puzzle in the list.
    void puzzleChosen(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
};

} // namespace minimoves::app
