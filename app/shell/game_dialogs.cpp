#include "game_dialogs.h"

#include "help_dialog.h"
#include "path_review_dialog.h"
#include "puzzle_facts_dialog.h"
#include "game/game_presenter.h"
#include "game/game_sessions.h"
#include "statistics_dialog.h"

namespace minimoves::app {

GameDialogs::GameDialogs(GameSessions* sessions, const GamePresenter* presenter, StatisticsStore* statistics,
                         QWidget* window)
    : QObject(window), m_sessions(sessions), m_presenter(presenter), m_statistics(statistics), m_window(window)
{
    setObjectName(QStringLiteral("gameDialogs"));
}

void GameDialogs::showStatistics()
{
    const GameSession* session = m_sessions->active();
    StatisticsDialog dialog(m_statistics, session ? session->puzzleId() : QString(), m_presenter->mode(), m_window);
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
