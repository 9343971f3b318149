// How the Ball Grid board is drawn, shared by its painting files (ball_grid_painter.cpp: the balls
// and their moves, the target and the recolour cycle; ball_grid_hints.cpp: the hint's marks): the
// board's proportions, a shaded ball with its symbol (drawn once into an image, then copied), a
// ball flipping over, and the tray of wells the balls sit in.
#pragma once

#include "ball_grid/ball_grid.h"

#include <QColor>
#include <QPalette>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace minimoves::app::ball_grid_look {

// The board's proportions, in cells of the board (shared by the layout and the painting).
inline constexpr double TargetScale = 0.45; // a target ball's cell
inline constexpr double LegendUnit = 0.32;  // a recolour-cycle ball's cell
inline constexpr double LegendWidth = 5.3;  // the cycle's width, in its balls' cells
inline constexpr double TrayMargin = 0.16;  // the tray's rim around the balls
inline constexpr double BallRadius = 0.42;  // a ball's radius
inline constexpr double MaxCell = 150;      // balls stop growing there (a 2x2 at full screen)
inline constexpr double CaptionReadable = 12; // the line under the board, in pixels, at its smallest on one line

// A ball of `color` at `centre`, with its colour's symbol when `symbols`.
void drawBall(QPainter& painter, QPointF centre, double radius, ball_grid::Color color, bool symbols);
// A ball seen turning about its vertical axis, `squash` its width (1 flat on, 0 edge on): the
// recolour shows each ball flipping over to its new colour, never a colour in between.
void drawFlippingBall(QPainter& painter, QPointF centre, double radius, ball_grid::Color color, bool symbols,
                      double squash);

// The tray's colours, from the palette: a dark slate whatever the theme (the balls read best on
// it), its rim darker than a light window and lighter than a dark one, so that it always stands
// out from the window around it.
struct TrayColors {
    QColor top, bottom, edge, well;
};

TrayColors trayColors(const QPalette& palette);
// A tray of rows x columns wells, `cell` apart, its cells filling `cells`.
void drawTray(QPainter& painter, const QRectF& cells, double cell, int rows, int columns, const TrayColors& colors);

} // namespace minimoves::app::ball_grid_look
