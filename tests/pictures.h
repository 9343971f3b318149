// Comparing pictures of a board: the board tests share it.
#pragma once

#include <QImage>

#include <cstdlib>

// The share of pixels that differ clearly (by more than 48 in a channel) between two pictures of
// one size.
inline double differingShare(const QImage& a, const QImage& b)
{
    if (a.size() != b.size() || a.isNull())
        return 1.0;
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    qint64 differing = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
        const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
        for (int column = 0; column < x.width(); ++column)
            if (std::abs(qRed(p[column]) - qRed(q[column])) > 48 || std::abs(qGreen(p[column]) - qGreen(q[column])) > 48 ||
                std::abs(qBlue(p[column]) - qBlue(q[column])) > 48)
                ++differing;
    }
    return double(differing) / (double(x.width()) * x.height());
}
