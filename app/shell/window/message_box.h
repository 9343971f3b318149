// Message boxes a screen reader reads whole. QMessageBox shows its kind as a picture without a
// name: a screen reader reaching it says "image" and nothing more. Here the picture is named by
// the box's kind ("Warning", "Question").
#pragma once

#include <QMessageBox>

namespace minimoves::app {

// Names `box`'s icon by its kind (call it after the icon is set).
void nameIcon(QMessageBox& box);
// QMessageBox::warning, its icon named: waits for the player's OK.
void warn(QWidget* parent, const QString& title, const QString& text);

} // namespace minimoves::app
