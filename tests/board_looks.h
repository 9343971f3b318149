// How a board looks, for the board tests: a dark palette, the tones of an area (light writing on a
// dark ground), drawings at another pixel density and how sharp they are, and whether a move's
// description is in words.
#pragma once

#include "pictures.h"

#include <QImage>
#include <QPalette>
#include <QRegularExpression>
#include <QWidget>

#include <algorithm>
#include <cstdlib>

// The dark palette of the polish issue (Fusion's roles on a dark window).
inline QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Button, QColor(0x3c, 0x3c, 0x3c));
    dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    dark.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    dark.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    return dark;
}

// The tones of the pixels in `area` of `image` (in the image's pixels): the brightest and the
// darkest luminance, and the shares of dark (< 90) and light (> 160) pixels.
struct Tones {
    int brightest = 0;
    int darkest = 255;
    double darkShare = 0;
    double lightShare = 0;
};

inline Tones tonesIn(const QImage& image, const QRect& area)
{
    Tones tones;
    const QImage x = image.convertToFormat(QImage::Format_ARGB32);
    const QRect inside = area & x.rect();
    int dark = 0, light = 0;
    for (int row = inside.top(); row <= inside.bottom(); ++row)
        for (int column = inside.left(); column <= inside.right(); ++column) {
            const QRgb p = x.pixel(column, row);
            const int luminance = (299 * qRed(p) + 587 * qGreen(p) + 114 * qBlue(p)) / 1000;
            tones.brightest = std::max(tones.brightest, luminance);
            tones.darkest = std::min(tones.darkest, luminance);
            dark += luminance < 90;
            light += luminance > 160;
        }
    const double count = std::max(1, inside.width() * inside.height());
    tones.darkShare = dark / count;
    tones.lightShare = light / count;
    return tones;
}

// Light writing on a dark ground in `area`: the brightest pixels are light (the writing) and most
// are dark (the window).
inline bool lightOnDark(const QImage& image, const QRect& area)
{
    const Tones tones = tonesIn(image, area);
    return tones.brightest > 160 && tones.lightShare > 0.01 && tones.darkShare > 0.5;
}

// The widget drawn into an image of `ratio` device pixels per pixel, as a screen of that density
// shows it (children included).
inline QImage renderAt(QWidget& widget, double ratio)
{
    QImage image((QSizeF(widget.size()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(widget.palette().color(QPalette::Window));
    widget.render(&image);
    return image;
}

// How sharp `area` (in the image's pixels) is: the mean squared step between neighbouring pixels'
// grey levels. An edge drawn crisply steps once; the same edge scaled up from half the size is
// spread over two pixels, and counts half.
inline double sharpness(const QImage& image, const QRect& area)
{
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    const QRect inside = area & grey.rect().adjusted(0, 0, -1, -1);
    double sum = 0;
    for (int row = inside.top(); row <= inside.bottom(); ++row) {
        const uchar* line = grey.constScanLine(row);
        const uchar* next = grey.constScanLine(row + 1);
        for (int column = inside.left(); column <= inside.right(); ++column) {
            const double dx = line[column + 1] - line[column], dy = next[column] - line[column];
            sum += dx * dx + dy * dy;
        }
    }
    return sum / std::max(1, inside.width() * inside.height());
}

// The mean difference of grey levels between two pictures of one size, in `area`.
inline double meanDifference(const QImage& a, const QImage& b, const QRect& area)
{
    const QImage x = a.convertToFormat(QImage::Format_Grayscale8), y = b.convertToFormat(QImage::Format_Grayscale8);
    const QRect inside = area & x.rect();
    double sum = 0;
    for (int row = inside.top(); row <= inside.bottom(); ++row)
        for (int column = inside.left(); column <= inside.right(); ++column)
            sum += std::abs(int(x.constScanLine(row)[column]) - int(y.constScanLine(row)[column]));
    return sum / std::max(1, inside.width() * inside.height());
}

// `area` of the widget drawn at twice the density, against the 1x drawing scaled up: the
// sharpness of each (the first should be clearly the larger than the smoothly scaled one), the
// share of pixels that differ clearly from it, and the mean difference from the 1x drawing with
// each pixel doubled (0 for a picture drawn at 1x and scaled up pixel by pixel).
struct Density {
    double sharp2x = 0;
    double upscaled = 0;
    double differing = 0;
    double fromDoubled = 0;
};

inline Density compareDensities(QWidget& widget, const QRectF& area)
{
    const QImage one = renderAt(widget, 1), two = renderAt(widget, 2);
    const QImage upscaled = one.scaled(two.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    const QImage doubled = one.scaled(two.size(), Qt::IgnoreAspectRatio, Qt::FastTransformation);
    const QRect pixels = QRectF(area.topLeft() * 2, area.size() * 2).toAlignedRect();
    return {sharpness(two, pixels), sharpness(upscaled, pixels),
            differingShare(two.copy(pixels), upscaled.copy(pixels)), meanDifference(two, doubled, pixels)};
}

// Whether a move's description is in words: not the engine's move text, nor containing it as a
// word of its own, and with a word of three letters or more.
inline bool inWords(const QString& description, const QString& moveText)
{
    if (description.isEmpty() || description == moveText)
        return false;
    const QRegularExpression code(QStringLiteral("(^|\\W)%1(\\W|$)").arg(QRegularExpression::escape(moveText)));
    return !description.contains(code) && description.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}")));
}
