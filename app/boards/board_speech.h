// BoardSpeech: a painted board in words, for screen readers — the part of a board that
// BoardAccessible shows as a table (board_accessible.h) and that the narrator's "read the
// position" key reads. A board writes its own in <puzzle>_speech.cpp and hands it to the base
// (BoardWidget::setParts); a board without one has no items and says nothing.
//
// Its items are the board's cells in reading order, the first columns x rows of them (a table),
// then buttons drawn on the board (Shifting Grid's arrows). An item's name says what is there
// ("Row 2, column 3: white"); its actions are the moves it makes, each with its name.
#pragma once

#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace minimoves::app {

class BoardSpeech {
public:
    struct Item {
        QString name;
        QString description;
        QRectF rect; // in the board's coordinates
        bool button = false;
        std::vector<std::pair<QString, int>> actions; // (what it does, the move)
    };

    virtual ~BoardSpeech() = default;

    // The table's shape, columns x rows (an empty size: no table).
    virtual QSize tableSize() const { return {}; }
    // Every item: the cells, then the buttons.
    virtual int itemCount() const { return tableSize().width() * tableSize().height(); }
    virtual Item item(int index) const;
    // The item the keyboard's cursor is on (the screen reader's focus follows it), -1 for none.
    virtual int cursorItem() const { return -1; }
    // The whole position in words ("Row 1: white, white, grey, …"), and the target: by default the
    // cells' names in reading order, a sentence each (Sawtooth's gears), and no target.
    virtual QString positionSpeech() const;
    virtual QString targetSpeech() const { return {}; }

    // A table in words, row by row, for positionSpeech() and targetSpeech(): "Row 1: a, b. Row 2:
    // c, d" (no closing full stop), `word(row, column)` saying each cell (both from 0).
    static QString rowsSpeech(int rows, int columns, const std::function<QString(int row, int column)>& word);
};

} // namespace minimoves::app
