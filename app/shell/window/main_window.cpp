#include "shell/window/main_window.h"

#include "boards/board_speech.h"
#include "boards/board_widget.h"
#include "boards/move_names.h"
#include "boards/puzzle_ui.h"
#include "shell/voice/announcer.h"
#include "shell/window/board_room.h"
#include "shell/window/board_stage.h"
#include "shell/files/file_notice.h"
#include "shell/files/quit_unsaved.h"
#include "game/present/game_presenter.h"
#include "game/records/game_records.h"
#include "game/store/statistics_store.h"
#include "shell/window/game_actions.h"
#include "shell/window/game_dialogs.h"
#include "shell/levels/challenge_leaving.h"
#include "shell/levels/level_play.h"
#include "shell/play/playback_bar.h"
#include "shell/play/playback_control.h"
#include "shell/play/position_editor.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/window/puzzle_chooser.h"
#include "shell/settings/settings.h"
#include "shell/window/solved_banner.h"
#include "shell/voice/sound_player.h"
#include "shell/window/clock_label.h"
#include "shell/window/status_line.h"
#include "shell/tour/tour_overlay.h"

#include <QCloseEvent>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QShortcut>
#include <QStatusBar>
#include <QVBoxLayout>

#include <random>

#include <utility>

namespace minimoves::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    makePresenter();
    m_stage = new BoardStage(m_presenter, m_sessions.solver(), this);
    connect(m_stage, &BoardStage::replaced, this, &MainWindow::wireBoard);
    makeBars();
    setCentralWidget(m_stage->holder());
    m_chooser = new PuzzleChooser(this);
    connect(m_chooser, &PuzzleChooser::puzzleChosen, this, &MainWindow::selectPuzzle);
    makeUnderBoard();
    wireSpeech();
    makeParts();
    wireLevels();
    connectActions();
    m_playback->shareEscapeWith((*m_actions)[Action::Stop]);
    wireSessions();
    setAnimationSpeed(settings::animationMs(), true);
    retranslate();
    resize(960, 680);
    settings::restoreWindowGeometry(this);
}

// What is shown comes from the presenter, each thing when it changes; it cues the sounds too.
void MainWindow::makePresenter()
{
    m_presenter = new GamePresenter(this);
    m_presenter->setObjectName(QStringLiteral("gamePresenter"));
    m_presenter->setMoveNamer([this](StateRank from, int move) {
        // The game's puzzle names its moves through its record (boards/move_names.h), not its board.
        const GameSession* s = session();
        const PuzzleUi* ui = s && s->hasGame() ? findPuzzleUi(s->puzzleId().toStdString()) : nullptr;
        return ui ? ui->names().nameFrom(*s->model()->puzzle(), from, move) : QString();
    });
    m_sessions.setPlayMode(settings::playMode());
    m_presenter->setDisplay(settings::symbols(), settings::moveQualityShown());
    m_sounds = new SoundPlayer(this);
    m_sounds->setVolume(settings::soundVolume());
    m_presenter->setSoundSink(m_sounds);
}

// The bars under the board: the playback's, and Set up position's (hidden until then).
void MainWindow::makeBars()
{
    QWidget* holder = m_stage->holder();
    m_playback = new PlaybackControl(m_presenter, holder, this);
    connect(m_playback, &PlaybackControl::closed, this, &MainWindow::focusBoard);
    m_editor = new PositionEditor(m_sessions.solver(), holder); // in the room under the board
    connect(m_stage, &BoardStage::replacing, m_editor, &PositionEditor::cancel); // the board it edits goes
    connect(m_editor, &PositionEditor::applied, this, [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state) {
        if (GameSession* s = session())
            s->applyPosition(std::move(puzzle), state);
    });
    connect(m_editor, &PositionEditor::finished, this, [this] {
        m_presenter->setEditing(m_editor->isActive());
        updateWatched();
        focusBoard();
    });
}

// One room under the board for the playback bar, Set up position's bar, the banner and the hint's
// line (board_room.h): the board never jumps as they come and go. The status bar.
void MainWindow::makeUnderBoard()
{
    QWidget* holder = m_stage->holder();
    m_solved = new SolvedBanner(m_presenter, holder);
    m_status = new StatusLine(statusBar(), m_presenter, &m_sessions);
    m_status->hintLine()->setParent(holder);
    auto* room = new QWidget(holder);
    room->setObjectName(QStringLiteral("boardRoom"));
    m_stage->layout()->insertWidget(0, room);
    m_room = new BoardRoom(room, {m_playback->bar(), m_editor, m_solved, m_status->hintLine()}, this);
    connect(m_solved, &SolvedBanner::playOnChosen, this, &MainWindow::focusBoard);
}

// What a screen reader hears (Announcer::follow), and the whole position on Ctrl+Space.
void MainWindow::wireSpeech()
{
    m_announcer = new Announcer(this);
    m_announcer->follow(m_presenter, statusBar());
    auto* readPosition = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Space), this);
    connect(readPosition, &QShortcut::activated, this, [this] {
        if (board() && board()->puzzle())
            m_presenter->readPosition(board()->speech().positionSpeech(), board()->speech().targetSpeech());
    });
}

// The actions, the files, the statistics, the dialogs and the tour.
void MainWindow::makeParts()
{
    m_actions = new GameActions(this, m_chooser, m_presenter);
    m_files = new GameFiles(this);
    m_statistics = new StatisticsStore(this);
    m_statistics->setObjectName(QStringLiteral("statisticsStore"));
    m_records = new GameRecords(&m_sessions, m_statistics, this); // every game's outcome, recorded
    m_levels = new LevelPlay(&m_sessions, m_presenter, m_records, this); // wired in wireLevels()
    m_dialogs = new GameDialogs(&m_sessions, m_presenter, m_statistics, m_levels, this, (*m_actions)[Action::New]);
    m_tour = new TourOverlay(this, m_actions);
    connect(this, &MainWindow::gameShown, m_tour, [this] { m_tour->gameShown(currentPuzzleId()); });
    connect(m_solved, &SolvedBanner::reviewRequested, m_dialogs, &GameDialogs::showPathReview);
    connect(m_statistics, &StatisticsStore::saveFailed, this, [this](const QString& message) {
        m_status->showFileNotice(message, QFileInfo(m_statistics->path()).absolutePath());
    });
    connect(m_statistics, &StatisticsStore::saveResumed, this, [this](const QString& failure, const QString& answer) {
        m_status->notice()->settle(failure, answer, QFileInfo(m_statistics->path()).absolutePath());
    });
    connect(m_actions, &GameActions::variantChosen, this, &MainWindow::selectVariant);
    connect(m_actions, &GameActions::modeChosen, this, &MainWindow::showDisplay);
}

// The levels and the daily puzzle: started as games of their sessions, their results shown.
void MainWindow::wireLevels()
{
    connect(m_levels, &LevelPlay::startRequested, this,
            [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const Challenge& challenge) {
                startGame(std::move(puzzle), state, challenge);
            });
    connect(m_levels, &LevelPlay::resultChanged, m_solved, &SolvedBanner::showResult);
    // A screen reader hears the stars as they appear, after the narration's "Solved in 7 moves".
    connect(m_levels, &LevelPlay::resultChanged, this, [this](const ChallengeResult& result) {
        if (result.shown)
            m_presenter->announce(result.spoken);
    });
    const auto showMessage = [this](const QString& text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            m_status->showMessage(text, 8000);
    };
    connect(m_levels, &LevelPlay::message, this, showMessage);
    connect(m_records, &GameRecords::fileNotice, this, [this](const QString& message, const QString& folder) {
        m_status->showFileNotice(message, folder);
    });
    connect(m_records, &GameRecords::fileNoticeAnswered, m_status->notice(), &FileNotice::settle);
    connect(m_solved, &SolvedBanner::nextLevelRequested, m_levels, &LevelPlay::startNextLevel);
    connect(m_solved, &SolvedBanner::resultCopied, this, [this] {
        m_status->showMessage(tr("The result line is on the clipboard: %1").arg(m_solved->resultLine()), 8000);
    });
}

// The active session shown; a saved game read as its session is made, just before that session
// is shown (the band stays until the player closes it); the line while a switch's game is read.
void MainWindow::wireSessions()
{
    connect(&m_sessions, &GameSessions::activeChanged, this, &MainWindow::onActiveChanged);
    m_stage->layout()->addWidget(m_status->notice()); // a band above the status bar, the width of the window
    connect(&m_sessions, &GameSessions::loadFailed, this, [this](const QString& message) {
        m_status->showFileNotice(message, m_sessions.saveDirectory());
    });
    m_stage->addReadingLine();
    connect(&m_sessions, &GameSessions::readingChanged, this, &MainWindow::showReading);
}

MainWindow::~MainWindow()
{
    // Our members go before QWidget deletes the board and the actions: nothing may signal us then.
    m_sessions.disconnect(this);
    m_presenter->disconnect();
    m_presenter->setSession(nullptr);
    if (GameSession* s = session())
        s->disconnect(this);
    m_playback->bar()->setPresenter(nullptr);
    m_sessions.solver()->disconnect(this);
    m_sessions.solver()->disconnect(m_status);
    m_editor->disconnect(this);
    if (board())
        board()->disconnect(this);
}

BoardWidget* MainWindow::board() const { return m_stage->board(); }

void MainWindow::showMessage(const QString& text, int milliseconds) { m_status->showMessage(text, milliseconds); }

void MainWindow::returnToBoard()
{
    activateWindow();
    focusBoard();
}

QString MainWindow::currentPuzzleId() const
{
    return session() ? session()->puzzleId() : m_chooser->currentId();
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
    m_actions->retranslate(currentPuzzleId(), variantShown());
    m_solved->retranslate((*m_actions)[Action::ReviewPath]->toolTip());
    m_presenter->refresh(); // its texts in the new language
}

// The game's clock counts only while the window is on screen.
bool MainWindow::event(QEvent* event)
{
    const QEvent::Type type = event->type();
    if (type == QEvent::Show || type == QEvent::Hide || type == QEvent::WindowStateChange) {
        m_onScreen = type != QEvent::Hide && !isMinimized();
        updateWatched();
    } else if (type == QEvent::WindowBlocked || type == QEvent::WindowUnblocked) {
        m_blocked = type == QEvent::WindowBlocked;
        updateWatched();
    }
    return QMainWindow::event(event);
}

// The clock counts what the player sees: not while the window is away or a position is set up.
void MainWindow::updateWatched()
{
    m_sessions.setWatched(m_onScreen && !m_blocked && !(m_editor && m_editor->isActive()));
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
    m_statistics->flush(); // the records written off the GUI thread: none left behind
    m_records->flush();
    if ((m_statistics->unsaved() || m_records->unsaved()) && !quitUnsavedAsked(this)) {
        event->ignore(); // kept, and tried again (the band says so)
        return;
    }
    event->accept();
}

void MainWindow::setAnimationSpeed(int milliseconds, bool starting)
{
    m_actions->checkSpeed(milliseconds);
    if (board())
        board()->setAnimationDuration(milliseconds);
    m_playback->followAnimation(milliseconds, starting); // unless the player chose the bar's speed
    settings::setAnimationMs(milliseconds);
}

// A new board's requests, to the session shown; the bar and the banner over it.
void MainWindow::wireBoard(BoardWidget* board)
{
    m_room->place();
    connect(board, &BoardWidget::moveRequested, this, [this](int move) {
        GameSession* s = session();
        if (s && !this->board()->isEditing() && m_presenter->takesMoves())
            s->playMove(move);
        else if (s && m_presenter->canPlayOn()) // a stray click on a solved board: it stays solved
            m_status->showMessage(tr("Solved: New game, Undo, or Play on under the banner to go on"), 5000);
    });
    connect(board, &BoardWidget::instanceChangeRequested, this, [this](const QString& text) {
        QString error;
        if (GameSession* s = session(); s && challengeLeaveAsked(s, this) && !s->changeInstance(text, &error) && !error.isEmpty())
            m_status->showMessage(tr("That target is not valid: %1").arg(error), 8000);
        focusBoard();
    });
    connect(board, &BoardWidget::moveNamesChanged, m_presenter, &GamePresenter::refresh); // Undo's, Redo's
    connect(board, &BoardWidget::animationFinished, this, [this] {
        if (GameSession* s = session())
            s->viewSettled();
    });
}

void MainWindow::selectPuzzle(const QString& id)
{
    if (!m_chooser->has(id))
        return;
    m_sessions.setDifficulty(settings::difficulty(id)); // of its first game, if it has none
    if (session() && session()->puzzleId() == id && !m_sessions.isReading())
        return focusBoard();
    // Its saved game, when it has one not read yet, is read off the GUI thread first.
    m_sessions.switchTo(id, settings::variant(id), [this](GameSession*) { focusBoard(); });
}

void MainWindow::selectVariant(const QString& variant)
{
    GameSession* s = session();
    if (!s)
        return;
    // A layout of no name is played in the default layout's session: the default chosen there
    // starts it (at its start) instead of switching to the session already shown.
    const PuzzleType* type = findPuzzleType(s->puzzleId().toStdString());
    if (type && m_sessions.find(s->puzzleId(), variant) == s && s->hasGame() && variantShown() != variant) {
        if (!m_editor->leaveAsked())
            return;
        std::mt19937_64 random(0); // a named layout is made without chance
        const std::shared_ptr<const AnyPuzzle> puzzle = type->makeRandomInstance(variant.toStdString(), random);
        if (const auto start = puzzle->decodeState(puzzle->instanceText()))
            startGame(puzzle, *start); // asks before leaving a level or the daily
        return;
    }
    m_sessions.switchTo(s->puzzleId(), variant, [this](GameSession*) { focusBoard(); });
}

void MainWindow::newGame(Difficulty difficulty)
{
    // A position being set up, or a level or daily in progress, is left only if the player agrees.
    if (!m_editor->leaveAsked() || !challengeLeaveAsked(session(), this))
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
    if (!challengeLeaveAsked(m_sessions.find(id, variant), this))
        return;
    // Once its session is in (its saved game read first, when not yet): a later choice drops it.
    m_sessions.switchTo(id, variant, [this, puzzle = std::move(puzzle), state, challenge](GameSession* s) {
        if (s)
            s->startGame(puzzle, state, challenge);
        focusBoard();
    });
}

void MainWindow::showReading(const QString& puzzleId, const QString& fileName)
{
    m_stage->showReading(fileName);
    // On the puzzle read; once the read is over (or dropped), on the one shown.
    const QString shown = fileName.isEmpty() && session() ? session()->puzzleId() : puzzleId;
    if (!shown.isEmpty())
        m_chooser->showPuzzle(shown);
}

void MainWindow::onActiveChanged(GameSession* session)
{
    m_editor->cancel(); // the position edited was the game left behind
    for (GameSession* other : m_sessions.findChildren<GameSession*>())
        other->disconnect(this);
    const QString id = session->puzzleId();
    m_chooser->showPuzzle(id);
    m_actions->showVariants(id, variantShown());
    settings::setLastPuzzle(id);
    if (!session->variant().isEmpty())
        settings::setVariant(id, session->variant());
    statusBar()->clearMessage(); // a message about the game left behind

    connect(session, &GameSession::gameStarted, this, &MainWindow::showGame);
    connect(session, &GameSession::positionChanged, this, &MainWindow::onPositionChanged);
    m_presenter->setSession(session);
    if (session->hasGame())
        showGame();
}

QString MainWindow::variantShown() const
{
    const GameSession* s = session();
    if (!s)
        return {};
    return s->hasGame() ? QString::fromStdString(s->model()->puzzle()->variant()) : s->variant();
}

// The active session's game on its board: a game that began, or the one switched to. Until a
// puzzle's first game arrives, the board before it stays, disabled.
void MainWindow::showGame()
{
    GameSession* s = session();
    if (!s || !s->hasGame())
        return;
    m_stage->showGame(s->puzzleId(), s->model()->puzzle(), s->model()->state());
    m_actions->showVariants(s->puzzleId(), variantShown());
    // The settings are read again as a game begins (they change only in Preferences otherwise).
    showDisplay();
    m_presenter->setBoardPuzzle(board()->puzzle());
    m_stage->showMarks(); // a board just given its puzzle has none of them yet
    m_stage->showPlayable();
    focusBoard();
    emit gameShown();
}

void MainWindow::onPositionChanged(StateRank from, int move, StateRank to, bool undoing)
{
    // The game moved under a position being set up (a point clicked in Review path, say): the
    // set-up ends as Cancel would, and the board shows the game as it is now.
    m_editor->cancel();
    if (GameSession* s = session())
        m_stage->showPosition(s->model()->puzzle().get(), from, move, to, undoing);
}

// The play mode (to the sessions), the palette and View ▸ Move quality (to the presenter), as the
// settings say.
void MainWindow::showDisplay()
{
    const bool symbols = settings::symbols();
    if (board())
        board()->setSymbols(symbols);
    m_sessions.setPlayMode(settings::playMode()); // View ▸ Mode follows
    m_presenter->setDisplay(symbols, settings::moveQualityShown());
}

void MainWindow::startSetUp()
{
    GameSession* s = session();
    if (!board() || !s || !s->can().play || m_editor->isActive())
        return;
    s->stop(); // a Solve playing ends; the game stays as it is
    m_editor->start(board());
    m_presenter->setEditing(m_editor->isActive());
    updateWatched();
}

void MainWindow::focusBoard() { m_stage->focus(); }

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
