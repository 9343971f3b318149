#include "shell/window/message_box.h"

#include <QCoreApplication>
#include <QLabel>

namespace minimoves::app {

void nameIcon(QMessageBox& box)
{
    // QMessageBox's own name for the label it shows the icon in (qmessagebox.cpp).
    auto* icon = box.findChild<QLabel*>(QStringLiteral("qt_msgboxex_icon_label"));
    if (!icon)
        return;
    switch (box.icon()) {
    case QMessageBox::Information:
        icon->setAccessibleName(QCoreApplication::translate("MessageBox", "Information"));
        break;
    case QMessageBox::Warning:
        icon->setAccessibleName(QCoreApplication::translate("MessageBox", "Warning"));
        break;
    case QMessageBox::Critical:
        icon->setAccessibleName(QCoreApplication::translate("MessageBox", "Error"));
        break;
    case QMessageBox::Question:
        icon->setAccessibleName(QCoreApplication::translate("MessageBox", "Question"));
        break;
    case QMessageBox::NoIcon:
        break;
    }
}

void warn(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    nameIcon(box);
    box.exec();
}

} // namespace minimoves::app
