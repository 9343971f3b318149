// LevelsDialog: Game ▸ Levels — the ladder of the puzzle shown (its board size or picture kind
// chosen above it where it has several) as a LevelChooser, what the focused level is, how many are
// solved; a click on an open level, Enter on it, or Play starts it through LevelPlay and closes the
// dialog. Locked levels cannot be started. Keys alone: the chooser has the focus; arrows, Enter, Esc.
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;

class QVBoxLayout;

namespace minimoves::app {

class LevelChooser;
class LevelPlay;

class LevelsDialog : public QDialog {
    Q_OBJECT
public:
    LevelsDialog(LevelPlay* levelPlay, const QString& puzzleId, const QString& variant, QWidget* parent = nullptr);

    LevelChooser* chooser() const { return m_chooser; }
    QString variant() const; // the ladder shown
    // Starts `level` of the ladder shown and closes; false (the reason shown) when it cannot start.
    bool play(int level);

private:
    void addLadderChooser(QVBoxLayout* layout, const QString& variant);
    void showLadder();
    void showCurrent(int level);

    LevelPlay* m_play;
    QString m_puzzleId;
    QComboBox* m_ladders = nullptr; // only where the puzzle has several ladders
    QString m_onlyLadder;           // else its one ladder's variant ("" for a puzzle without; Rush Hour's "searched")
    LevelChooser* m_chooser;
    QLabel* m_current;
    QLabel* m_summary;
    QPushButton* m_playButton;
};

} // namespace minimoves::app
