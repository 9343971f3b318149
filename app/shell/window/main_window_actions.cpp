// MainWindow's actions: what each menu item, toolbar button and shortcut does (GameActions holds
// them; the window's other parts are in main_window.cpp).
#include "shell/window/main_window.h"

#include "game/session/hinted_move.h"
#include "shell/files/game_files.h"
#include "shell/play/playback_control.h"
#include "shell/settings/settings.h"
#include "shell/window/clock_label.h"
#include "shell/window/game_actions.h"
#include "shell/window/game_dialogs.h"
#include "shell/window/status_line.h"

namespace minimoves::app {

// What each action does. Those that act on the session are ignored by it where they do nothing
// (the presenter has them disabled then).
void MainWindow::connectActions()
{
    GameActions& a = *m_actions;
    a.on(Action::New, this, [this] { newGame(settings::difficulty(currentPuzzleId())); });
    a.on(Action::NewEasy, this, [this] { newGame(Difficulty::Easy); });
    a.on(Action::NewMedium, this, [this] { newGame(Difficulty::Medium); });
    a.on(Action::NewHard, this, [this] { newGame(Difficulty::Hard); });
    a.on(Action::NewHardest, this, [this] { newGame(Difficulty::Hardest); });
    connectSessionActions();
    a.on(Action::SetUpPosition, this, &MainWindow::startSetUp);
    a.on(Action::MoveQuality, this, [this](bool on) { settings::setMoveQualityShown(on); showDisplay(); });
    a.on(Action::PlainLook, this, [this](bool on) {
        settings::setPlainLook(currentPuzzleId(), on);
        if (board())
            board()->setPlainLook(on);
    });
    a.on(Action::Clock, this, [this](bool on) { settings::setClockShown(on); m_status->clock()->setWanted(on); });
    for (Action speed : GameActions::SpeedActions)
        a.on(speed, this, [this, ms = a[speed]->data().toInt()] { setAnimationSpeed(ms); });
    a.on(Action::Save, m_files, &GameFiles::saveAs);
    a.on(Action::Open, m_files, &GameFiles::open);
    a.on(Action::OpenContest, m_files, &GameFiles::openContestInput);
    a.on(Action::CopyId, m_files, &GameFiles::copyGameId);
    a.on(Action::PasteId, m_files, &GameFiles::pasteGameId);
    a.on(Action::Statistics, m_dialogs, &GameDialogs::showStatistics);
    a.on(Action::Levels, m_dialogs, &GameDialogs::showLevels);
    a.on(Action::Daily, m_dialogs, &GameDialogs::showDaily);
    a.on(Action::PuzzleFacts, m_dialogs, &GameDialogs::showPuzzleFacts);
    a.on(Action::Gallery, m_dialogs, &GameDialogs::showGallery);
    a.on(Action::ReviewPath, m_dialogs, &GameDialogs::showPathReview);
    a.on(Action::Preferences, this, &MainWindow::showPreferences);
    a.on(Action::Help, this, [this] { m_dialogs->showHelp(currentPuzzleId()); });
    a.on(Action::Keys, m_dialogs, [this] { m_dialogs->showHelp(QStringLiteral("keys")); });
    a.on(Action::About, m_dialogs, [this] { m_dialogs->showHelp(QStringLiteral("about")); });
    a.on(Action::Quit, this, &QWidget::close);
}

// The actions on the session's game: each then gives the keys back to the board (Solve to the
// playback bar, which it opens).
void MainWindow::connectSessionActions()
{
    GameActions& a = *m_actions;
    auto onSession = [this](void (GameSession::*act)()) {
        return [this, act] {
            if (GameSession* s = session())
                (s->*act)();
            focusBoard();
        };
    };
    a.on(Action::Restart, this, onSession(&GameSession::restart));
    a.on(Action::Undo, this, onSession(&GameSession::undo));
    a.on(Action::Redo, this, onSession(&GameSession::redo));
    a.on(Action::Hint, this, onSession(&GameSession::showHint));
    a.on(Action::PlayHint, this, [this] {
        if (session() && playHintedMove(*session()) == HintedMove::Waiting)
            m_status->showMessage(tr("Still searching this position: Shift+H plays its move once the answer is in"), 5000);
        focusBoard();
    });
    a.on(Action::Stop, this, onSession(&GameSession::stop));
    // Learning from the solver: rewind to the first mistake; every move's quality on the board.
    a.on(Action::Rewind, this, onSession(&GameSession::rewind));
    // Solve opens the playback bar (or plays it on) and gives it the keyboard.
    a.on(Action::Solve, this, [this] {
        if (GameSession* s = session())
            s->solve();
        if (!m_playback->takeKeys())
            focusBoard();
    });
}

} // namespace minimoves::app
