// A walk over the accessibility tree as Qt serves it to screen readers (QAccessible, what the
// AT-SPI bridge reads), listing what a screen reader would reach with nothing to say: every showing
// accessible that a player acts on or reads and whose name is empty.
#pragma once

#include <QAccessible>
#include <QMetaEnum>
#include <QStringList>
#include <QWidget>

namespace accessible_walk {

// Roles a player acts on (buttons, fields, lists, tables, menu items, tabs) or reads (text,
// pictures, progress, charts, windows): each needs a name. Containers (panes, groupings without a
// title of their own, the client area, scroll areas), separators and fillers are passed through,
// and so are a menu bar and its popup menus (each menu is under the menu item that names it).
// Two are exempt for what a screen reader says of them without a name: a scroll bar (its
// orientation and position) and a table cell (its text, or "blank" for an empty one: a table's
// cells are named by their contents and their column's header). Notifications are the Announcer's
// voices: nameless until they speak, and never reached by the focus.
inline bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::EditableText:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::MenuItem:
    case QAccessible::PageTab:
    case QAccessible::Link:
    case QAccessible::HotkeyField:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::ListItem:
    case QAccessible::Tree:
    case QAccessible::TreeItem:
    case QAccessible::ColumnHeader:
    case QAccessible::RowHeader:
    case QAccessible::StaticText:
    case QAccessible::Graphic:
    case QAccessible::ProgressBar:
    case QAccessible::Chart:
    case QAccessible::Clock:
    case QAccessible::Animation:
    case QAccessible::StatusBar:
    case QAccessible::ToolBar:
    case QAccessible::Dialog:
    case QAccessible::Window:
    case QAccessible::Border: // a framed panel: a window of its own to AT-SPI (a "frame")
    case QAccessible::AlertMessage:
    case QAccessible::Heading:
    case QAccessible::Paragraph:
        return true;
    default:
        return false;
    }
}

// "PushButton 'okButton' (QPushButton)": the role, the object's name and class, to find it by.
inline QString describe(QAccessibleInterface* iface)
{
    QString text = QString::fromLatin1(QMetaEnum::fromType<QAccessible::Role>().valueToKey(iface->role()));
    const QString name = iface->text(QAccessible::Name);
    if (!name.isEmpty())
        text += QStringLiteral(" '%1'").arg(name.left(40));
    if (QObject* object = iface->object()) {
        if (!object->objectName().isEmpty())
            text += QStringLiteral(" '%1'").arg(object->objectName());
        text += QStringLiteral(" (%1)").arg(QString::fromLatin1(object->metaObject()->className()));
    }
    return text;
}

// Each nameless showing accessible under `iface`, as the path to it ("Window 'Minimoves' >
// StatusBar > ProgressBar (QProgressBar)"). A hidden one and what is under it are not reached.
inline QStringList unnamed(QAccessibleInterface* iface, const QString& path = QString(), int depth = 0)
{
    QStringList found;
    if (!iface || !iface->isValid() || depth > 40 || iface->state().invisible)
        return found;
    const QString here = path.isEmpty() ? describe(iface) : path + QStringLiteral(" > ") + describe(iface);
    if (needsName(iface->role()) && iface->text(QAccessible::Name).trimmed().isEmpty())
        found << here;
    for (int i = 0; i < iface->childCount(); ++i)
        found << unnamed(iface->child(i), here, depth + 1);
    return found;
}

inline QStringList unnamed(QWidget* widget) { return unnamed(QAccessible::queryAccessibleInterface(widget)); }

} // namespace accessible_walk
