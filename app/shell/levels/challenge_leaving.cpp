#include "shell/levels/challenge_leaving.h"

#include "game/session/game_session.h"
#include "shell/window/message_box.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace minimoves::app {

namespace {
// lupdate gives a free function's texts the namespace's context.
QString tr(const char* text) { return QCoreApplication::translate("minimoves::app", text); }
} // namespace

bool challengeLeaveAsked(const GameSession* session, QWidget* parent)
{
    if (!session || !session->hasGame())
        return true;
    const Challenge& c = session->store()->challenge();
    const GameModel* model = session->model();
    if (!c || model->isSolved() || model->movesMade() == 0)
        return true;
    const QString what = c.isLevel() ? tr("Leave level %1?").arg(c.level) : tr("Leave today's daily puzzle?");
    QMessageBox box(QMessageBox::Question, c.isLevel() ? tr("Levels") : tr("Daily puzzle"), what, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("confirmLeaveChallenge"));
    nameIcon(box);
    box.setInformativeText(c.isLevel() ? tr("The moves you made on it are lost; the level stays open to play again.")
                                       : tr("The moves you made on it are lost; Game ▸ Daily puzzle starts it again."));
    QPushButton* leave = box.addButton(tr("&Leave it"), QMessageBox::DestructiveRole);
    box.setDefaultButton(box.addButton(tr("&Keep playing"), QMessageBox::RejectRole));
    box.exec();
    return box.clickedButton() == leave;
}

} // namespace minimoves::app
