#include "main_window.h"

#include "boards/board_widget.h"
#include "boards/move_names.h"
#include "boards/puzzle_ui.h"
#include "announcer.h"
#include "board_room.h"
#include "daily_dialog.h"
#include "file_notice.h"
#include "game/game_presenter.h"
#include "game/statistics_recorder.h"
#include "game/statistics_store.h"
#include "game_actions.h"
#include "game_dialogs.h"
#include "game_files.h"
#include "game_narrator.h"
#include "level_play.h"
#include "levels_dialog.h"
#include "playback_bar.h"
#include "position_editor.h"
#include "preferences_dialog.h"
#include "reading_line.h"
#include "settings.h"
#include "solved_banner.h"
#include "sound_player.h"
#include "status_line.h"
#include "tour_overlay.h"

#include <QAbstractItemView>
#include <QCloseEvent>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QShortcut>
#include <QStatusBar>
#include <QVBoxLayout>

#include <utility>

namespace minimoves::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_boardHolder = new QWidget(this);
    m_boardHolder->setObjectName(QStringLiteral("boardHolder"));
    m_boardLayout = new QVBoxLayout(m_boardHolder);
    m_boardLayout->setContentsMargins(8, 8, 8, 8);
    m_playbackBar = new PlaybackBar(m_boardHolder);
    m_playbackBar->setMoveNamer([this](StateRank from, int move) {
        const QString name = m_presenter->moveName(from, move);
        return name.isEmpty() ? QString::number(move) : name;
    });
    connect(m_playbackBar, &PlaybackBar::intervalChosen, this, [this](int ms) {
        m_playbackInterval = ms;
        settings::setPlaybackInterval(ms); // remembered until the animation speed changes
    });
    connect(m_playbackBar, &PlaybackBar::closeRequested, this, &MainWindow::focusBoard);
    // Game > Set up position...: its bar under the board, hidden until then.
    m_editor = new PositionEditor(m_sessions.solver(), m_boardHolder);
    m_boardLayout->addWidget(m_editor);
    connect(m_editor, &PositionEditor::applied, this,
            [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state) {
                if (GameSession* s = session())
                    s->applyPosition(std::move(puzzle), state);
            });
    connect(m_editor, &PositionEditor::finished, this, [this] {
        m_presenter->setEditing(m_editor->isActive());
        focusBoard();
    });
    setCentralWidget(m_boardHolder);

    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("puzzleChooser"));
    m_chooser->setSizeAdjustPolicy(QComboBox::AdjustToContents); // as wide as its names in any language
    for (const PuzzleUi& ui : puzzleUis())
        m_chooser->addItem(ui.title(), ui.idText());

    // What is shown comes from the presenter, each thing when it changes.
    m_presenter = new GamePresenter(this);
    m_presenter->setObjectName(QStringLiteral("gamePresenter"));
    m_presenter->setMoveNamer([this](StateRank from, int move) {
        // The game's puzzle names its moves through its record (boards/move_names.h), not its board.
        const GameSession* s = session();
        const PuzzleUi* ui = s && s->hasGame() ? findPuzzleUi(s->puzzleId().toStdString()) : nullptr;
        return ui ? ui->names().nameFrom(*s->model()->puzzle(), from, move) : QString();
    });
    m_presenter->setDisplay(settings::playMode(), settings::symbols(), settings::moveQualityShown());
    m_sounds = new SoundPlayer(this);
    m_sounds->setVolume(settings::soundVolume());
    m_presenter->setSoundSink(m_sounds);
    m_solved = new SolvedBanner(m_presenter, m_boardHolder);
    m_status = new StatusLine(statusBar(), m_presenter, m_sessions.solver());
    m_status->hintLine()->setParent(m_boardHolder);
    // One room under the board for the bar, the banner and the hint's line (board_room.h): the
    // board never jumps as they come and go.
    auto* room = new QWidget(m_boardHolder);
    room->setObjectName(QStringLiteral("boardRoom"));
    m_boardLayout->insertWidget(0, room);
    m_room = new BoardRoom(room, {m_playbackBar, m_solved, m_status->hintLine()}, this);
    connect(m_solved, &SolvedBanner::reviewRequested, this, [this] { m_dialogs->showPathReview(); });
    connect(m_solved, &SolvedBanner::playOnChosen, this, &MainWindow::focusBoard);
    m_announcer = new Announcer(this);
    m_narrator = new GameNarrator(m_presenter, m_announcer, [this] { return m_board; }, this);
    auto* readPosition = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space), this);
    connect(readPosition, &QShortcut::activated, m_narrator, &GameNarrator::readPosition);
    m_actions = new GameActions(this, m_chooser, m_presenter);
    m_files = new GameFiles(this);
    m_statistics = new StatisticsStore(this);
    m_statistics->setObjectName(QStringLiteral("statisticsStore"));
    m_dialogs = new GameDialogs(&m_sessions, m_presenter, m_statistics, this);
    m_tour = new TourOverlay(this, m_actions);
    // The levels and the daily puzzle: started as games of their sessions, scored on the banner.
    m_levels = new LevelPlay(&m_sessions, m_presenter, this);
    connect(m_levels, &LevelPlay::startRequested, this,
            [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge) {
                startGame(std::move(puzzle), state, challenge);
            });
    connect(m_levels, &LevelPlay::resultChanged, m_solved, &SolvedBanner::showResult);
    // A screen reader hears the stars as they appear, after the narrator's "Solved in 7 moves".
    connect(m_levels, &LevelPlay::resultChanged, this, [this](const ChallengeResult& result) {
        if (result.shown)
            m_announcer->say(result.spoken);
    });
    connect(m_levels, &LevelPlay::message, this, [this](const QString& text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            m_status->showMessage(text, 8000);
    });
    connect(m_levels, &LevelPlay::fileNotice, this, [this](const QString& message, const QString& folder) {
        m_status->showFileNotice(message, folder);
    });
    connect(m_solved, &SolvedBanner::nextLevelRequested, m_levels, &LevelPlay::startNextLevel);
    connect(m_solved, &SolvedBanner::resultCopied, this, [this] {
        m_status->showMessage(tr("The result line is on the clipboard: %1").arg(m_solved->resultLine()), 8000);
    });
    connectActions();
    // Esc closes a playback paused or at its end, as the bar's own Esc does, wherever the keys
    // are: Stop (Esc too) has nothing to stop then, and the two are never on at once.
    m_closePlaybackKey = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    m_closePlaybackKey->setObjectName(QStringLiteral("closePlaybackKey"));
    connect(m_closePlaybackKey, &QShortcut::activated, this, [this] {
        if (GameSession* s = session())
            s->closePlayback();
        focusBoard();
    });
    connect((*m_actions)[Action::Stop], &QAction::changed, this, &MainWindow::syncClosePlaybackKey);
    connect(m_playbackBar, &PlaybackBar::shownChanged, this, &MainWindow::syncClosePlaybackKey);
    syncClosePlaybackKey();
    connect(m_presenter, &GamePresenter::marksChanged, this, &MainWindow::showMarks);
    connect(m_presenter, &GamePresenter::boardPlayableChanged, this, &MainWindow::showBoardPlayable);

    connect(&m_sessions, &GameSessions::activeChanged, this, &MainWindow::onActiveChanged);
    // A saved game is read as its session is made, just before that session is shown: the band
    // stays until the player closes it.
    m_boardLayout->addWidget(m_status->notice()); // a band above the status bar, the width of the window
    connect(&m_sessions, &GameSessions::loadFailed, this, [this](const QString& message) {
        m_status->showFileNotice(message, m_sessions.saveDirectory());
    });
    m_reading = new ReadingLine(m_boardHolder, m_boardLayout); // a switch's saved game read before it shows
    connect(&m_sessions, &GameSessions::readingChanged, this, &MainWindow::showReading);
    connect(m_statistics, &StatisticsStore::saveFailed, this, [this](const QString& message) {
        m_status->showFileNotice(message, QFileInfo(m_statistics->path()).absolutePath());
    });
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        selectPuzzle(m_chooser->itemData(index).toString());
    });
    connect(m_actions, &GameActions::variantChosen, this, &MainWindow::selectVariant);
    connect(m_actions, &GameActions::modeChosen, this, &MainWindow::showDisplay);

    setAnimationSpeed(settings::animationMs(), true);
    retranslate();
    resize(960, 680);
    settings::restoreWindowGeometry(this);
}

MainWindow::~MainWindow()
{
    // Our members go before QWidget deletes the board and the actions: nothing may signal us then.
    m_sessions.disconnect(this);
    m_presenter->disconnect();
    m_presenter->setSession(nullptr);
    if (GameSession* s = session())
        s->disconnect(this);
    m_playbackBar->setSession(nullptr);
    m_sessions.solver()->disconnect(this);
    m_sessions.solver()->disconnect(m_status);
    m_editor->disconnect(this);
    if (m_board)
        m_board->disconnect(this);
}

QString MainWindow::currentPuzzleId() const
{
    return session() ? session()->puzzleId() : m_chooser->currentData().toString();
}

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
    a.on(Action::Stop, this, onSession(&GameSession::stop));
    // Learning from the solver: rewind to the first mistake; every move's quality on the board.
    a.on(Action::Rewind, this, onSession(&GameSession::rewind));
    // Solve opens the playback bar (or plays it on) and gives it the keyboard.
    a.on(Action::Solve, this, [this] {
        if (GameSession* s = session())
            s->solve();
        if (session() && session()->playbackOpen())
            m_playbackBar->setFocus();
        else
            focusBoard();
    });
    a.on(Action::SetUpPosition, this, &MainWindow::startSetUp);
    a.on(Action::MoveQuality, this, [this](bool on) { settings::setMoveQualityShown(on); showDisplay(); });
    for (Action speed : GameActions::SpeedActions)
        a.on(speed, this, [this, ms = a[speed]->data().toInt()] { setAnimationSpeed(ms); });
    a.on(Action::Save, m_files, &GameFiles::saveAs);
    a.on(Action::Open, m_files, &GameFiles::open);
    a.on(Action::OpenContest, m_files, &GameFiles::openContestInput);
    a.on(Action::CopyId, m_files, &GameFiles::copyGameId);
    a.on(Action::PasteId, m_files, &GameFiles::pasteGameId);
    a.on(Action::Statistics, m_dialogs, &GameDialogs::showStatistics);
    a.on(Action::Levels, this, &MainWindow::showLevels);
    a.on(Action::Daily, this, &MainWindow::showDaily);
    a.on(Action::PuzzleFacts, m_dialogs, &GameDialogs::showPuzzleFacts);
    a.on(Action::ReviewPath, m_dialogs, &GameDialogs::showPathReview);
    a.on(Action::Preferences, this, &MainWindow::showPreferences);
    a.on(Action::Help, this, [this] { m_dialogs->showHelp(currentPuzzleId()); });
    a.on(Action::Keys, m_dialogs, [this] { m_dialogs->showHelp(QStringLiteral("keys")); });
    a.on(Action::About, m_dialogs, [this] { m_dialogs->showHelp(QStringLiteral("about")); });
    a.on(Action::Quit, this, &QWidget::close);
}

void MainWindow::openStatistics(const QString& path)
{
    QString message;
    m_statistics->open(path, &message);
    if (!message.isEmpty()) // the band stays until the player closes it
        m_status->showFileNotice(message, QFileInfo(path).absolutePath());
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Minimoves"));
    m_actions->retranslate(currentPuzzleId(), session() ? session()->variant() : QString());
    m_solved->retranslate((*m_actions)[Action::ReviewPath]->toolTip());
    m_chooser->setToolTip(tr("Choose a puzzle"));
    m_chooser->setAccessibleName(tr("Puzzle"));
    // Its list as it opens, and the frame Qt shows the list in.
    m_chooser->view()->setAccessibleName(tr("Puzzles"));
    m_chooser->view()->parentWidget()->setAccessibleName(tr("Puzzles"));
    for (int i = 0; i < m_chooser->count(); ++i)
        m_chooser->setItemText(i, puzzleTitle(m_chooser->itemData(i).toString().toStdString()));
    m_presenter->refresh(); // its texts in the new language
}

// The game's clock counts only while the window is on screen.
bool MainWindow::event(QEvent* event)
{
    const QEvent::Type type = event->type();
    if (m_presenter && (type == QEvent::Show || type == QEvent::Hide || type == QEvent::WindowStateChange))
        m_presenter->setWindowShown(type != QEvent::Hide && !isMinimized());
    return QMainWindow::event(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // What is saved is what the player sees: Solve stops first; a draw is dropped and the game in
    // play kept.
    if (GameSession* s = session()) {
        s->stop();
        settings::setLastPuzzle(s->puzzleId());
    }
    settings::saveWindowGeometry(this);
    m_sessions.flushAll();
    event->accept();
}

void MainWindow::setAnimationSpeed(int milliseconds, bool starting)
{
    m_actions->checkSpeed(milliseconds);
    if (m_board)
        m_board->setAnimationDuration(milliseconds);
    // The playback follows the animation speed, unless the player chose its speed on the bar (kept
    // from run to run, until the animation speed is changed).
    const std::optional<int> chosen = starting ? settings::playbackInterval(PlaybackBar::intervals()) : std::nullopt;
    if (!starting)
        settings::setPlaybackInterval(std::nullopt);
    m_playbackInterval = chosen.value_or(PlaybackBar::defaultInterval(milliseconds));
    if (GameSession* s = session())
        s->setPlaybackInterval(m_playbackInterval);
    settings::setAnimationMs(milliseconds);
}

void MainWindow::installBoard(const QString& id)
{
    if (m_board && m_board->property("puzzleId").toString() == id)
        return;
    m_editor->cancel(); // the board it edits goes
    const bool hadFocus = m_board && m_board->hasFocus();
    if (hadFocus)
        m_boardHolder->setFocus();
    m_presenter->setBoardPuzzle(nullptr);
    delete m_board;
    const PuzzleUi* ui = findPuzzleUi(id.toStdString());
    Q_ASSERT(ui);
    m_board = ui->createBoard(m_boardHolder);
    Q_ASSERT(m_board);
    m_board->setProperty("puzzleId", id);
    m_board->setSolver(solver());
    m_board->setSymbols(settings::symbols());
    m_boardLayout->insertWidget(0, m_board, 1);
    // Shown now, not when the layout's queued show comes: a window activated in between (a saved
    // game read while it came up) would give the keys to the next part that takes them.
    if (!m_reading->isVisibleTo(m_boardHolder))
        m_board->show();
    m_room->place(); // the bar and the banner over the new board
    m_board->setAnimationDuration(settings::animationMs());
    connect(m_board, &BoardWidget::moveRequested, this, [this](int move) {
        GameSession* s = session();
        if (s && !m_board->isEditing() && m_presenter->takesMoves())
            s->playMove(move);
        else if (s && m_presenter->canPlayOn()) // a stray click on a solved board: it stays solved
            m_status->showMessage(tr("Solved: New game, Undo, or Play on under the banner to go on"), 5000);
    });
    connect(m_board, &BoardWidget::instanceChangeRequested, this, [this](const QString& text) {
        QString error;
        if (GameSession* s = session(); s && !s->changeInstance(text, &error) && !error.isEmpty())
            m_status->showMessage(tr("That target is not valid: %1").arg(error), 8000);
        focusBoard();
    });
    connect(m_board, &BoardWidget::animationFinished, this, [this] {
        if (GameSession* s = session())
            s->viewSettled();
    });
}

void MainWindow::selectPuzzle(const QString& id)
{
    if (m_chooser->findData(id) < 0)
        return;
    m_sessions.setDifficulty(settings::difficulty(id)); // of its first game, if it has none
    if (session() && session()->puzzleId() == id && !m_sessions.isReading())
        return focusBoard();
    // Its saved game, when it has one not read yet, is read off the GUI thread first.
    m_sessions.switchTo(id, settings::variant(id), [this](GameSession*) { focusBoard(); });
}

void MainWindow::selectVariant(const QString& variant)
{
    if (GameSession* s = session())
        m_sessions.switchTo(s->puzzleId(), variant, [this](GameSession*) { focusBoard(); });
}

void MainWindow::newGame(Difficulty difficulty)
{
    if (!m_editor->leaveAsked()) // a position being set up is thrown away only if the player agrees
        return;
    m_sessions.setDifficulty(difficulty);
    settings::setDifficulty(currentPuzzleId(), difficulty); // New draws at it, in this run and the next
    if (GameSession* s = session())
        s->newGame(difficulty);
    focusBoard();
}

void MainWindow::startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge)
{
    const QString id = QString::fromUtf8(puzzle->id().data(), int(puzzle->id().size()));
    const QString variant = QString::fromStdString(puzzle->variant());
    // Once its session is in (its saved game read first, when not yet): a later choice drops it.
    m_sessions.switchTo(id, variant, [this, puzzle = std::move(puzzle), state, challenge](GameSession* s) {
        if (s)
            s->startGame(puzzle, state, challenge);
        focusBoard();
    });
}

void MainWindow::showLevels()
{
    const QString id = currentPuzzleId();
    if (LevelPlay::ladderVariants(id).isEmpty()) {
        m_status->showMessage(tr("%1 has no levels").arg(puzzleTitle(id.toStdString())), 5000);
        return;
    }
    openDialog(new LevelsDialog(m_levels, id, session() ? session()->variant() : QString(), this));
}

void MainWindow::showDaily() { openDialog(new DailyDialog(m_levels, this)); }

// However the dialog closes, the keys go back to the board (also where no window manager gives
// the window its activation back): the menu's shortcuts work again at once.
void MainWindow::openDialog(QDialog* dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this] {
        activateWindow();
        focusBoard();
    });
    dialog->open();
}

void MainWindow::showReading(const QString& puzzleId, const QString& fileName)
{
    m_reading->say(fileName, m_board);
    // On the puzzle read; once the read is over (or dropped), on the one shown.
    const QString shown = fileName.isEmpty() && session() ? session()->puzzleId() : puzzleId;
    if (!shown.isEmpty())
        m_chooser->setCurrentIndex(m_chooser->findData(shown));
}

void MainWindow::onActiveChanged(GameSession* session)
{
    m_editor->cancel(); // the position edited was the game left behind
    for (GameSession* other : m_sessions.findChildren<GameSession*>())
        other->disconnect(this);
    const QString id = session->puzzleId();
    m_chooser->setCurrentIndex(m_chooser->findData(id));
    m_actions->showVariants(id, session->variant());
    settings::setLastPuzzle(id);
    if (!session->variant().isEmpty())
        settings::setVariant(id, session->variant());
    statusBar()->clearMessage(); // a message about the game left behind
    session->setPlaybackInterval(m_playbackInterval);
    m_playbackBar->setSession(session);

    connect(session, &GameSession::gameStarted, this, &MainWindow::showGame);
    connect(session, &GameSession::positionChanged, this, &MainWindow::onPositionChanged);
    m_status->follow(session);
    m_narrator->follow(session);
    statistics::recordFrom(session, m_presenter, m_statistics, this);
    m_presenter->setSession(session);
    if (session->hasGame())
        showGame();
}

// The active session's game on its board: a game that began, or the one switched to. Until a
// puzzle's first game arrives, the board before it stays, disabled.
void MainWindow::showGame()
{
    GameSession* s = session();
    if (!s || !s->hasGame())
        return;
    installBoard(s->puzzleId());
    m_board->setPuzzle(s->model()->puzzle());
    m_board->showState(s->model()->state(), -1, s->model()->state());
    // The settings are read again as a game begins (they change only in Preferences otherwise).
    showDisplay();
    m_presenter->setBoardPuzzle(m_board->puzzle());
    showMarks(); // a board just given its puzzle has none of them yet
    showBoardPlayable();
    focusBoard();
    emit gameShown();
}

void MainWindow::onPositionChanged(StateRank from, int move, StateRank to, bool undoing)
{
    // The game moved under a position being set up (a point clicked in Review path, say): the
    // set-up ends as Cancel would, and the board shows the game as it is now.
    m_editor->cancel();
    GameSession* s = session();
    if (!m_board || !s || m_board->puzzle() != s->model()->puzzle().get())
        return; // a game that began: showGame() follows
    m_board->showState(from, move, to, undoing);
}

// The presenter's marks on the board (the hint, move quality, the distances, the banner).
void MainWindow::showMarks()
{
    const auto marks = m_presenter->marks();
    if (!m_board || !marks)
        return;
    if (!marks->hintMoves.empty() || !m_board->hintMoves().empty())
        m_board->setHint(marks->hintMoves, marks->hintBest);
    m_board->setQualityMoves(marks->qualityMoves);
    m_board->setHoverQuality(marks->hoverQuality);
    m_board->setQualityShown(marks->everyQuality);
    m_board->setMoveDistances(marks->distance, marks->moveDistances);
}

// The play mode, the palette and View ▸ Move quality, as the settings say, to the presenter.
void MainWindow::showDisplay()
{
    const bool symbols = settings::symbols();
    if (m_board)
        m_board->setSymbols(symbols);
    m_presenter->setDisplay(settings::playMode(), symbols, settings::moveQualityShown()); // View ▸ Mode follows
}

// A disabled board gives its focus away: park it where no key does anything, and give it back.
void MainWindow::showBoardPlayable()
{
    const auto playable = m_presenter->boardPlayable();
    if (!m_board || !playable)
        return;
    if (!*playable && m_board->hasFocus())
        m_boardHolder->setFocus();
    const bool wasPlayable = m_board->isEnabled();
    m_board->setEnabled(*playable);
    if (*playable && !wasPlayable && (!focusWidget() || focusWidget() == m_boardHolder))
        m_board->setFocus();
}

void MainWindow::startSetUp()
{
    GameSession* s = session();
    if (!m_board || !s || !s->canPlay() || m_editor->isActive())
        return;
    s->stop(); // a Solve playing ends; the game stays as it is
    m_editor->start(m_board);
    m_presenter->setEditing(m_editor->isActive());
}

void MainWindow::syncClosePlaybackKey()
{
    m_closePlaybackKey->setEnabled(!m_playbackBar->isHidden() && !(*m_actions)[Action::Stop]->isEnabled());
}

void MainWindow::focusBoard()
{
    (m_board && m_board->isEnabled() ? static_cast<QWidget*>(m_board) : m_boardHolder)->setFocus();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    connect(&dialog, &PreferencesDialog::animationChanged, this, [this](int ms) { setAnimationSpeed(ms); });
    connect(&dialog, &PreferencesDialog::symbolsChanged, this, &MainWindow::showDisplay);
    connect(&dialog, &PreferencesDialog::playModeChanged, this, &MainWindow::showDisplay);
    connect(&dialog, &PreferencesDialog::volumeChanged, m_sounds, &SoundPlayer::setVolume);
    dialog.exec();
}

} // namespace minimoves::app
