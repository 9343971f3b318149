// LevelChooser: one ladder's levels as a grid of numbered cells, each with its par and the stars
// earned; a locked level is dimmed and cannot be chosen. The mouse or the keyboard (arrows, Home,
// End, Page Up/Down move the focus ring over the cells; Enter or Space chooses) picks a level,
// which levelChosen() reports. It shows what it is given and knows no ladder or progress file.
#pragma once

#include <QVector>
#include <QColor>
#include <QWidget>

namespace minimoves::app {

class LevelChooser : public QWidget {
    Q_OBJECT
public:
    struct Cell {
        int par = 0;
        int stars = 0;     // 0-3 earned
        bool open = false; // level 1, or the one before it solved
        QString name;      // a named level's name ("Sword Across, Horse Reined (横刀立马)"), "" for none
    };
    static constexpr int CellSize = 64; // logical pixels, a cell and its gap
    // The stars' gold, the solved banner's too.
    static QColor starColour() { return QColor(214, 160, 0); }

    explicit LevelChooser(QWidget* parent = nullptr);

    // The ladder's levels, level 1 first; the focus ring goes to the first open level not yet
    // solved (the next to play), or the first.
    void setLevels(const QVector<Cell>& cells);
    int levelCount() const { return int(m_cells.size()); }
    // The level (from 1) the focus ring is on; 0 when there are none.
    int current() const { return m_current + 1; }
    void setCurrent(int level);
    // Cells a row, from the width.
    int columns() const;
    // Where level `level` is drawn (for tests and tooltips).
    QRect cellRect(int level) const;
    // "Level 5, par 7, stars: 2 of 3" / "Level 9, locked" (with its name after the number when it
    // has one: "Level 1, 捷足先登, par 32, ..."): the cell's tooltip, the Levels dialog's line under
    // the cells, and the widget's accessible description while the focus ring is on it.
    QString cellText(int level) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // An open level was chosen by a click, Enter or Space.
    void levelChosen(int level);
    void currentChanged(int level);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    int levelAt(const QPoint& point) const; // from 1; 0 off the cells
    void moveTo(int index);
    void choose(int index);

    QVector<Cell> m_cells;
    int m_current = -1; // index
    int m_pressed = -1; // the cell a press began on, so a drag off it chooses nothing
};

} // namespace minimoves::app
