#include "shell/settings/theme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace minimoves::app::settings {

namespace {

// The style the platform chose, before any theme replaced it ("" until the first applyTheme()).
QString platformStyle;

void useStyle(const QString& name)
{
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(name);
}

} // namespace

QPalette darkPalette()
{
    const QColor window(0x35, 0x35, 0x38);
    const QColor base(0x26, 0x26, 0x29);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor faint(0x8a, 0x8a, 0x8a);
    const QColor accent(0x3d, 0x8e, 0xe0);
    QPalette palette(window, window); // button and window: the bevels' shades worked out from them
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x30, 0x30, 0x33));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::ToolTipBase, QColor(0x45, 0x45, 0x48));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, faint);
    palette.setColor(QPalette::Highlight, accent);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, faint);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x55, 0x55, 0x58));
    palette.setColor(QPalette::Disabled, QPalette::Base, window);
    return palette;
}

void applyTheme(Theme theme)
{
    if (platformStyle.isEmpty())
        platformStyle = QApplication::style()->name();
    switch (theme) {
    case Theme::Dark:
        useStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
        return;
    case Theme::Light:
        useStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(QApplication::style()->standardPalette()); // Fusion's own: light on any desktop
        return;
    case Theme::System:
        useStyle(platformStyle);
        // A palette that sets no colour: the platform's, and its changes followed (Qt sets no
        // AA_SetPalette for it).
        QApplication::setPalette(QPalette());
        return;
    }
}

} // namespace minimoves::app::settings
