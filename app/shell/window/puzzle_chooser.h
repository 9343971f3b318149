// PuzzleChooser: the toolbar's list of the puzzles — every registered board's title, its id as the
// item's data — named for screen readers and in the player's language. It takes the keys only when
// the player tabs to it, and a key on it closed switches nothing: the arrows and letters open the
// list, where Enter chooses (a screen reader's user arrows through the names without leaving the game).
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
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void retranslate();
};

} // namespace minimoves::app
