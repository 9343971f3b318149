#include "shell/files/quit_unsaved.h"

#include "shell/window/message_box.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace minimoves::app {

bool quitUnsavedAsked(QWidget* parent)
{
    // lupdate gives a free function's texts the namespace's context.
    const auto tr = [](const char* text) { return QCoreApplication::translate("minimoves::app", text); };
    QMessageBox box(QMessageBox::Warning, tr("Quit Minimoves"), tr("Your statistics or progress are not saved yet."),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("confirmQuitUnsaved"));
    nameIcon(box);
    box.setInformativeText(tr("They could not be written (the band under the board says why). Quit now and the "
                              "results since are lost; keep playing and they are saved as soon as the file can "
                              "be written."));
    QPushButton* quit = box.addButton(tr("&Quit anyway"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("&Keep playing"), QMessageBox::RejectRole));
    box.exec();
    return box.clickedButton() == quit;
}

} // namespace minimoves::app
