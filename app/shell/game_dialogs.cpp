#include "game_dialogs.h"

#include "help_dialog.h"
#include "path_review_dialog.h"
#include "puzzle_facts_dialog.h"
#include "statistics.h"

namespace minimoves::app {

GameDialogs::GameDialogs(GameSessions* sessions, const GamePresenter* presenter, QWidget* window)
    : QObject(window), m_sessions(sessions), m_presenter(presenter), m_window(window)
{
    setObjectName(QStringLiteral("gameDialogs"));
}

void GameDialogs::showStatistics()
{
    StatisticsDialog dialog(m_window);
    dialog.exec();
}

void GameDialogs::showPuzzleFacts() { showFollowing<PuzzleFactsDialog>()->followPresenter(m_presenter); }

void GameDialogs::showPathReview() { showFollowing<PathReviewDialog>(); }

// One of each, a child of the window, shown again (and raised) when asked for again.
template <class Dialog>
Dialog* GameDialogs::showFollowing()
{
    auto* dialog = m_window->findChild<Dialog*>();
    if (!dialog)
        dialog = new Dialog(m_sessions, m_window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void GameDialogs::showHelp(const QString& page)
{
    auto* help = m_window->findChild<HelpDialog*>();
    if (!help) {
        help = new HelpDialog(m_window);
        help->setObjectName(QStringLiteral("help"));
    }
    help->showPage(page);
    help->show();
    help->raise();
}

} // namespace minimoves::app
