// How the app shows a move's quality — the change of the distance to the goal it makes: −1 good
// (green), 0 sideways (grey), +1 or more back (red), and "∞" for a move after which the goal
// cannot be reached. The boards' badges and the status bar draw it the same way, with a symbol
// beside the number for the colour-blind palette.
#pragma once

#include <QColor>
#include <QString>

#include <optional>

namespace minimoves::app::quality {

// The change from `here` to `after` (distances; negative = unreachable), nullopt when either is
// unknown or `here` itself is unreachable.
inline std::optional<int> change(std::optional<int> here, std::optional<int> after)
{
    if (!here || !after || *here < 0)
        return std::nullopt;
    if (*after < 0)
        return 1 << 20; // no way to the goal any more: worse than any number
    return *after - *here;
}

inline bool isUnreachable(int change) { return change >= (1 << 20); }

// "−1", "0", "+3", "∞" (a true minus sign).
inline QString text(int change)
{
    if (isUnreachable(change))
        return QStringLiteral("+∞");
    if (change < 0)
        return QStringLiteral("\u2212%1").arg(-change);
    return change == 0 ? QStringLiteral("0") : QStringLiteral("+%1").arg(change);
}

// ✓ good, = sideways, ✗ back.
inline QString symbol(int change)
{
    return change < 0 ? QStringLiteral("\u2713") : change == 0 ? QStringLiteral("=") : QStringLiteral("\u2717");
}

// The number with its symbol when `symbols` is on ("✓ −1").
inline QString label(int change, bool symbols) { return symbols ? symbol(change) + QLatin1Char(' ') + text(change) : text(change); }

// Dark enough for white text on it, and apart in lightness too.
inline QColor color(int change)
{
    if (change < 0)
        return QColor(0x1e, 0x88, 0x3a);
    if (change == 0)
        return QColor(0x6c, 0x72, 0x7a);
    return QColor(0xc6, 0x28, 0x28);
}

} // namespace minimoves::app::quality
