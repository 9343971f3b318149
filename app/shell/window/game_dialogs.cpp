#include "shell/window/game_dialogs.h"

#include "boards/puzzle_ui.h"
#include "shell/levels/daily_dialog.h"
#include "shell/window/game_host.h"
#include "shell/tour/help_dialog.h"
#include "shell/levels/level_play.h"
#include "shell/levels/levels_dialog.h"
#include "shell/charts/path_review_dialog.h"
#include "shell/charts/puzzle_facts_dialog.h"
#include "game/present/game_presenter.h"
#include "game/session/game_sessions.h"
#include "shell/statistics/statistics_dialog.h"
#include "shell/gallery/gallery_dialog.h"
#include "shell/settings/settings.h"

#include <QAction>

namespace minimoves::app {

GameDialogs::GameDialogs(GameSessions* sessions, GamePresenter* presenter, StatisticsStore* statistics,
                         LevelPlay* levels, GameHost* host, QAction* newGame)
    : QObject(host->hostWidget()), m_sessions(sessions), m_presenter(presenter), m_statistics(statistics),
      m_levels(levels), m_host(host), m_newGame(newGame), m_window(host->hostWidget())
{
    setObjectName(QStringLiteral("gameDialogs"));
}

void GameDialogs::showStatistics()
{
    const GameSession* session = m_sessions->active();
    StatisticsDialog dialog(m_statistics, session ? session->puzzleId() : QString(), m_presenter->mode(), m_window);
    dialog.exec();
}

void GameDialogs::showPuzzleFacts() { showFollowing<PuzzleFactsDialog>(); }

void GameDialogs::showPathReview() { showFollowing<PathReviewDialog>(); }

// One of each, a child of the window, shown again (and raised) when asked for again.
template <class Dialog>
Dialog* GameDialogs::showFollowing()
{
    auto* dialog = m_window->findChild<Dialog*>();
    if (!dialog)
        dialog = new Dialog(m_presenter, m_sessions->solver(), m_window);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void GameDialogs::showLevels() { showLevelsOf(m_host->currentPuzzleId()); }

void GameDialogs::showLevelsOf(const QString& id)
{
    if (LevelPlay::ladderVariants(id).isEmpty()) {
        m_host->showMessage(tr("%1 has no levels").arg(puzzleTitle(id.toStdString())), 5000);
        return;
    }
    const GameSession* session = m_sessions->active();
    QString variant = session && session->puzzleId() == id ? session->variant() : settings::variant(id);
    if (const PuzzleUi* ui = findPuzzleUi(id.toStdString()); variant.isEmpty() && ui && ui->type())
        variant = QString::fromUtf8(ui->type()->defaultVariant.data(), int(ui->type()->defaultVariant.size()));
    openDialog(new LevelsDialog(m_levels, id, variant, m_window));
}

void GameDialogs::showDaily() { openDialog(new DailyDialog(m_levels, m_window)); }

// However the dialog closes, the keys go back to the board (also where no window manager gives
// the window its activation back): the menu's shortcuts work again at once.
void GameDialogs::openDialog(QDialog* dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this] { m_host->returnToBoard(); });
    dialog->open();
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

void GameDialogs::showGallery()
{
    auto* gallery = m_window->findChild<GalleryDialog*>();
    if (!gallery) {
        gallery = new GalleryDialog(m_sessions, m_levels, m_statistics, m_window);
        connect(gallery, &GalleryDialog::continueChosen, this, [this](const QString& id) { m_host->selectPuzzle(id); });
        connect(gallery, &GalleryDialog::newChosen, this, [this](const QString& id) {
            m_sessions->setDifficulty(settings::difficulty(id)); // as MainWindow::selectPuzzle
            m_sessions->switchTo(id, settings::variant(id), [this](GameSession* session) {
                if (session && m_newGame)
                    m_newGame->trigger();
                m_host->focusBoard();
            });
        });
        connect(gallery, &GalleryDialog::levelsChosen, this, &GameDialogs::showLevelsOf);
        // However it closes, the window is active again and the keys are the board's (the chosen
        // puzzle's board once it is shown).
        connect(gallery, &QDialog::finished, this, [this] { m_host->returnToBoard(); });
        // The window's Quit (Ctrl+Q) from the gallery too, where a new player starts.
        if (QAction* quit = m_window->findChild<QAction*>(QStringLiteral("quit")))
            gallery->addAction(quit);
    }
    gallery->showFor(m_host->currentPuzzleId());
}

} // namespace minimoves::app
