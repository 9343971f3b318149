// What the Puzzle facts and Path review charts share: colours and fonts from the application's
// palette and font (light or dark, Chinese glyphs included), and a "Numbers" disclosure that shows
// a chart's numbers as a table for screen readers and for anyone who wants them exactly.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QChart;
class QFont;
class QTableWidget;
class QToolButton;
class QWidget;

namespace minimoves::app {

// True when the palette's window is dark (the chart follows it).
bool isDarkPalette(const QPalette& palette);
// The chart's theme, background, title, legend and axes in the palette's colours and `font`.
// Call it after the axes are attached (it styles them) and before setting series colours (a
// theme resets them).
void styleChart(QChart* chart, const QPalette& palette, const QFont& font);
// Colours the charts use, readable on the palette's base colour.
QColor chartAccent(const QPalette& palette);     // the main series
QColor chartMarked(const QPalette& palette);     // what is marked: this position, a wasted move
QColor chartSecondary(const QPalette& palette);  // the optimal line

// "1 move", "7 moves" (in the language shown).
QString movesText(int moves);

// A checkable button with an arrow that shows and hides `content` (hidden at first).
QToolButton* makeDisclosure(const QString& text, QWidget* content, QWidget* parent);
// A read-only table with whole-row selection, for a chart's numbers.
QTableWidget* makeNumbersTable(QWidget* parent);

} // namespace minimoves::app
