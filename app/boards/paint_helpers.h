// The paint helpers every board shares: colours mixed from the palette, colours that stand out
// from a background (WCAG contrast), the hint's star, the move-quality pill and a caption fitted to
// its line, so that each is written once and every board draws them alike.
#pragma once

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

class QFont;
class QPainter;
class QString;

namespace minimoves::app {

// Whether mix() mixes the alpha too, or gives an opaque colour (a grey made of the palette's
// window and text colours is opaque even where a style's colours are not).
enum class MixAlpha { Mixed, Opaque };

// `a` moved `t` of the way to `b` (0: a, 1: b), channel by channel.
QColor mix(const QColor& a, const QColor& b, double t, MixAlpha alpha = MixAlpha::Mixed);

// WCAG relative luminance (0 to 1) and contrast ratio (1 to 21).
double luminance(const QColor& color);
double contrast(const QColor& a, const QColor& b);

// `color`, made darker on a light background or lighter on a dark one (luminance below 0.2), in
// steps of 15 %, until it stands out from `background` by `ratio` or `steps` steps are taken.
// Lightening first lifts a colour darker than `floorValue` (HSV value) to it, since lighter() can
// not lift black.
QColor standingOut(QColor color, const QColor& background, double ratio, int steps = 16, int floorValue = 0);

// `font` at `pixels` (whole pixels), made a pixel smaller at a time while `text` is wider than
// `width` and it is larger than `smallest`: a caption that fits its line in any window and language.
void fitPixelSize(QFont& font, const QString& text, double width, double pixels, double smallest);

// A caption drawn whole in `box`: `font` at `pixels`, on one line where it fits at `readable`
// pixels or more; else wrapped at its spaces over the lines the box holds, made a pixel smaller
// at a time (down to `smallest`) until the wrapped text fits the box. The painter's pen draws it.
// The rectangle its text takes (for tests: inside `box` when it fits).
QRectF paintCaptionWhole(QPainter& painter, const QRectF& box, const QString& text, QFont font, double pixels,
                         double readable, double smallest);

// A five-pointed star around `centre`, its points `radius` out (the hint's best move).
QPainterPath starPath(QPointF centre, double radius);

// A piece's hint ring inside its `face` (rounded by `radius`; `unit` the piece's cell size): `color`
// in a darker rim, bolder for the best move (level 2) than for another optimal one (level 1); with
// `symbols`, a mark `inset` in from the face's top-right corner (a star for the best, a dot for the
// others), for the colour-blind palette.
void paintHintRing(QPainter& painter, const QRectF& face, double radius, double unit, double edge, int level,
                   const QColor& color, bool symbols, double inset);

// The move-quality pill ("✓ −1"): its size for `text` in `font`, and the pill itself — the change's
// colour in a light rim, white text — drawn in `pill`.
QSizeF qualityPillSize(const QFont& font, const QString& text);
void paintQualityPill(QPainter& painter, const QRectF& pill, const QColor& color, const QString& text,
                      const QFont& font);

} // namespace minimoves::app
