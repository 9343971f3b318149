#include "main_window.h"

#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "contest_dialog.h"
#include "game/saved_game.h"
#include "help_dialog.h"
#include "path_review_dialog.h"
#include "puzzle_facts_dialog.h"
#include "playback_bar.h"
#include "position_editor.h"
#include "preferences_dialog.h"
#include "settings.h"
#include "statistics.h"

#include <QAccessible>
#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <tuple>
#include <utility>

namespace minimoves::app {

namespace {

// A menu text as the toolbar shows it: no access key ("&New" → "New", "新游戏(&N)" → "新游戏").
QString plainText(QString text)
{
    static const QRegularExpression accessKey(QStringLiteral("\\s*[(（]&[^)）][)）]"));
    text.remove(accessKey);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_boardHolder = new QWidget(this);
    m_boardHolder->setObjectName(QStringLiteral("boardHolder"));
    m_boardLayout = new QVBoxLayout(m_boardHolder);
    m_boardLayout->setContentsMargins(8, 8, 8, 8);
    m_banner = new QLabel(m_boardHolder);
    m_banner->setObjectName(QStringLiteral("solvedBanner"));
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setStyleSheet(QStringLiteral("QLabel#solvedBanner { background: rgb(34, 110, 70); color: white; "
                                           "font-weight: bold; border-radius: 10px; padding: 6px 22px; }"));
    QFont bannerFont = m_banner->font();
    bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.3);
    m_banner->setFont(bannerFont);
    m_banner->hide();
    m_playbackBar = new PlaybackBar(m_boardHolder);
    m_playbackBar->setMoveNamer([this](StateRank from, int move) {
        return m_board ? m_board->describeMove(from, move) : QString::number(move);
    });
    connect(m_playbackBar, &PlaybackBar::intervalChosen, this, [this](int ms) {
        m_playbackInterval = ms;
        settings::setPlaybackInterval(ms); // remembered until the animation speed changes
    });
    connect(m_playbackBar, &PlaybackBar::closeRequested, this, &MainWindow::focusBoard);
    m_boardLayout->addWidget(m_playbackBar);
    m_boardLayout->addWidget(m_banner, 0, Qt::AlignHCenter);
    // Path review: offered under the solved banner, never thrust on the player.
    m_reviewButton = new QPushButton(m_boardHolder);
    m_reviewButton->setObjectName(QStringLiteral("reviewPathButton"));
    m_reviewButton->hide();
    connect(m_reviewButton, &QPushButton::clicked, this, &MainWindow::showPathReview);
    m_boardLayout->addWidget(m_reviewButton, 0, Qt::AlignHCenter);
    // Game > Set up position...: its bar under the board, hidden until then.
    m_editor = new PositionEditor(m_sessions.solver(), m_boardHolder);
    m_boardLayout->addWidget(m_editor);
    connect(m_editor, &PositionEditor::applied, this,
            [this](std::shared_ptr<const AnyPuzzle> puzzle, StateRank state) {
                if (GameSession* s = session())
                    s->applyPosition(std::move(puzzle), state);
            });
    connect(m_editor, &PositionEditor::finished, this, [this] {
        refresh();
        focusBoard();
    });
    setCentralWidget(m_boardHolder);

    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("puzzleChooser"));
    for (const PuzzleUi& ui : puzzleUis())
        m_chooser->addItem(ui.title(), ui.idText());

    m_movesLabel = new QLabel(this);
    m_movesLabel->setObjectName(QStringLiteral("movesLabel"));
    m_distanceLabel = new QLabel(this);
    m_distanceLabel->setObjectName(QStringLiteral("distanceLabel"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    statusBar()->addWidget(m_movesLabel);
    statusBar()->addWidget(m_distanceLabel, 1);
    statusBar()->addPermanentWidget(m_progress);

    createActions();
    createMenus();

    SolverService* service = m_sessions.solver();
    connect(service, &SolverService::progress, this, [this](double fraction) {
        m_progress->setValue(int(fraction * 1000));
    });
    connect(service, &SolverService::busyChanged, this, [this](bool busy) {
        if (busy)
            QTimer::singleShot(150, this, [this] { m_progress->setVisible(m_sessions.solver()->busy()); });
        else
            m_progress->hide();
    });
    connect(&m_sessions, &GameSessions::activeChanged, this, &MainWindow::onActiveChanged);
    // A saved game is read as its session is made, just before that session is shown: the message
    // outlives the switch (onActiveChanged).
    connect(&m_sessions, &GameSessions::loadFailed, this, [this](const QString& message) {
        m_loadNotice = message;
        statusBar()->showMessage(message, NoticeMs);
    });
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        selectPuzzle(m_chooser->itemData(index).toString());
    });

    setAnimationSpeed(settings::animationMs(), true);
    retranslate();
    resize(960, 680);
    restoreGeometry(settings::windowGeometry());
}


MainWindow::~MainWindow()
{
    // Our members go before QWidget deletes the board and the actions: nothing may signal us then.
    m_sessions.disconnect(this);
    if (GameSession* s = session())
        s->disconnect(this);
    m_playbackBar->setSession(nullptr);
    m_sessions.solver()->disconnect(this);
    m_editor->disconnect(this);
    if (m_board)
        m_board->disconnect(this);
}

QAction* MainWindow::action(const QString& name) const { return m_actions.value(name); }

QString MainWindow::currentPuzzleId() const
{
    return session() ? session()->puzzleId() : m_chooser->currentData().toString();
}

void MainWindow::createActions()
{
    auto make = [this](const QString& name, const QKeySequence& shortcut, auto slot) {
        auto* a = new QAction(this);
        a->setObjectName(name);
        if (!shortcut.isEmpty())
            a->setShortcut(shortcut);
        connect(a, &QAction::triggered, this, slot);
        m_actions.insert(name, a);
        return a;
    };
    make(QStringLiteral("newGame"), QKeySequence::New, [this] { newGame(m_sessions.difficulty()); });
    const Difficulty levels[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Hardest};
    const char* names[] = {"newEasy", "newMedium", "newHard", "newHardest"};
    for (int i = 0; i < 4; ++i)
        make(QString::fromLatin1(names[i]), QKeySequence(), [this, d = levels[i]] { newGame(d); });
    // Each acts on the active session, which ignores it where it does nothing (refresh() disables it).
    auto onSession = [this](void (GameSession::*act)()) {
        return [this, act] {
            if (GameSession* s = session())
                (s->*act)();
            focusBoard();
        };
    };
    make(QStringLiteral("restart"), QKeySequence(Qt::CTRL | Qt::Key_R), onSession(&GameSession::restart));
    make(QStringLiteral("undo"), QKeySequence(Qt::CTRL | Qt::Key_Z), onSession(&GameSession::undo));
    make(QStringLiteral("redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), onSession(&GameSession::redo))
        ->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    make(QStringLiteral("setupPosition"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] {
        GameSession* s = session();
        if (!m_board || !s || !s->canPlay() || m_editor->isActive())
            return;
        s->stop(); // a Solve playing ends; the game stays as it is
        m_editor->start(m_board);
        refresh();
    });
    make(QStringLiteral("save"), QKeySequence::Save, &MainWindow::saveAs);
    make(QStringLiteral("open"), QKeySequence::Open, &MainWindow::open);
    make(QStringLiteral("openContest"), QKeySequence(), &MainWindow::openContestInput);
    make(QStringLiteral("statistics"), QKeySequence(), &MainWindow::showStatistics);
    make(QStringLiteral("puzzleFacts"), QKeySequence(), &MainWindow::showPuzzleFacts);
    make(QStringLiteral("reviewPath"), QKeySequence(), &MainWindow::showPathReview);
    make(QStringLiteral("copyId"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), &MainWindow::copyGameId);
    make(QStringLiteral("pasteId"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), &MainWindow::pasteGameId);
    make(QStringLiteral("preferences"), QKeySequence::Preferences, &MainWindow::showPreferences);
    make(QStringLiteral("help"), QKeySequence::HelpContents, [this] { showHelp(); });
    make(QStringLiteral("keys"), QKeySequence(), [this] { showHelp(QStringLiteral("keys")); });
    make(QStringLiteral("hint"), QKeySequence(Qt::Key_H), onSession(&GameSession::showHint));
    // Solve opens the playback bar (or plays it on) and gives it the keyboard.
    make(QStringLiteral("solve"), QKeySequence(Qt::Key_F5), [this] {
        if (GameSession* s = session())
            s->solve();
        if (session() && session()->playbackOpen())
            m_playbackBar->setFocus();
        else
            focusBoard();
    });
    make(QStringLiteral("stop"), QKeySequence(Qt::Key_Escape), onSession(&GameSession::stop));
    make(QStringLiteral("quit"), QKeySequence::Quit, &QWidget::close);
    // Learning from the solver: rewind to the first mistake; every move's quality on the board.
    make(QStringLiteral("rewind"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), onSession(&GameSession::rewind));
    make(QStringLiteral("moveQuality"), QKeySequence(Qt::CTRL | Qt::Key_M), [this](bool on) {
        settings::setMoveQualityShown(on);
        if (m_board)
            m_board->setQualityShown(on);
    })->setCheckable(true);
    action(QStringLiteral("moveQuality"))->setChecked(settings::moveQualityShown());
    make(QStringLiteral("about"), QKeySequence(), [this] { showHelp(QStringLiteral("about")); });

    m_speedGroup = new QActionGroup(this);
    const std::pair<const char*, int> speeds[] = {
        {"speedSlow", settings::slowAnimationMs},
        {"speedNormal", settings::normalAnimationMs},
        {"speedFast", settings::fastAnimationMs},
        {"speedOff", 0}};
    for (const auto& [name, ms] : speeds) {
        QAction* a = make(QString::fromLatin1(name), QKeySequence(), [this, ms = ms] { setAnimationSpeed(ms); });
        a->setCheckable(true);
        a->setData(ms);
        m_speedGroup->addAction(a);
    }
    m_sizeGroup = new QActionGroup(this);
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(action(QStringLiteral("newGame")));
    m_newMenu = m_gameMenu->addMenu(QString());
    for (const char* n : {"newEasy", "newMedium", "newHard", "newHardest"})
        m_newMenu->addAction(action(QString::fromLatin1(n)));
    m_sizeMenu = m_gameMenu->addMenu(QString());
    m_gameMenu->addAction(action(QStringLiteral("restart")));
    m_gameMenu->addAction(action(QStringLiteral("setupPosition")));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("open")));
    m_gameMenu->addAction(action(QStringLiteral("openContest")));
    m_gameMenu->addAction(action(QStringLiteral("save")));
    m_gameMenu->addAction(action(QStringLiteral("statistics")));
    m_gameMenu->addAction(action(QStringLiteral("puzzleFacts")));
    m_gameMenu->addAction(action(QStringLiteral("reviewPath")));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("hint")));
    m_gameMenu->addAction(action(QStringLiteral("solve")));
    m_gameMenu->addAction(action(QStringLiteral("stop")));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("quit")));

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(action(QStringLiteral("undo")));
    m_editMenu->addAction(action(QStringLiteral("redo")));
    m_editMenu->addAction(action(QStringLiteral("rewind")));
    m_editMenu->addSeparator();
    m_editMenu->addAction(action(QStringLiteral("copyId")));
    m_editMenu->addAction(action(QStringLiteral("pasteId")));
    m_editMenu->addSeparator();
    m_editMenu->addAction(action(QStringLiteral("preferences")));

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(action(QStringLiteral("moveQuality")));
    m_speedMenu = m_viewMenu->addMenu(QString());
    m_speedMenu->addActions(m_speedGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(action(QStringLiteral("help")));
    m_helpMenu->addAction(action(QStringLiteral("keys")));
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(action(QStringLiteral("about")));

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->addWidget(m_chooser);
    m_toolBar->addSeparator();
    for (const char* n : {"newGame", "restart", "undo", "redo", "hint", "solve", "stop"})
        m_toolBar->addAction(action(QString::fromLatin1(n)));
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Minimoves"));
    m_gameMenu->setTitle(tr("&Game"));
    m_newMenu->setTitle(tr("New &at difficulty"));
    if (!m_sizeMenuPuzzle.isEmpty()) { // the variants' labels and groups, in the new language
        const QString variant = session() ? session()->variant() : QString();
        m_sizeMenuPuzzle.clear();
        setupVariants(currentPuzzleId());
        for (QAction* a : m_sizeGroup->actions())
            a->setChecked(a->data().toString() == variant);
    }
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_speedMenu->setTitle(tr("&Animation speed"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Game"));
    auto set = [this](const char* name, const QString& text, const QString& tip) {
        QAction* a = action(QString::fromLatin1(name));
        a->setText(text);
        a->setToolTip(tip);
        a->setStatusTip(tip);
    };
    set("newGame", tr("&New"), tr("A new game at the last chosen difficulty"));
    set("newEasy", tr("&Easy"), tr("A new game a few moves from the goal"));
    set("newMedium", tr("&Medium"), tr("A new game at half the hardest distance"));
    set("newHard", tr("&Hard"), tr("A new game at three quarters of the hardest distance"));
    set("newHardest", tr("Hard&est"), tr("A new game as far from the goal as this puzzle allows"));
    set("restart", tr("&Restart"), tr("Back to the start of this game"));
    set("hint", tr("&Hint"), tr("Each press shows more: the distance and how many moves are optimal, then the "
                                "solver's move, then every optimal move"));
    set("rewind", tr("Re&wind to last optimal position"),
        tr("Back to just before the first move that did not bring the goal one move closer (Undo comes back)"));
    set("moveQuality", tr("Move &quality"),
        tr("Show on every move where it leads: the distance after it goes down (green), stays (grey) or goes up (red)"));
    set("setupPosition", tr("Set &up position…"),
        tr("Edit the position (and the target, where there is one) by hand, then start a game from it"));
    set("solve", tr("&Solve"), tr("Let the solver play an optimal path to the goal, with a bar to pause, step and jump"));
    set("stop", tr("S&top"), tr("Close the solver's playback, or keep this game instead of the one being drawn"));
    set("quit", tr("&Quit"), tr("Quit Minimoves"));
    set("about", tr("&About Minimoves"), tr("About Minimoves"));
    set("save", tr("&Save…"), tr("Save this game, with its undo history, to a file"));
    set("open", tr("&Open…"), tr("Open a saved game"));
    set("openContest", tr("Open &contest input…"),
        tr("Open a case of a contest input file (the format minimoves-cli reads) as a game"));
    set("statistics", tr("S&tatistics…"), tr("Games solved, best efficiency and hints used, per puzzle"));
    set("puzzleFacts", tr("Puzzle &facts…"), tr("How many positions lie at each distance, and where this one stands"));
    set("reviewPath", tr("Re&view path…"), tr("Your moves against the optimal path, each one a point to go back to"));
    m_reviewButton->setText(tr("Review your path…"));
    m_reviewButton->setToolTip(action(QStringLiteral("reviewPath"))->toolTip());
    set("copyId", tr("&Copy game ID"), tr("Copy the puzzle and position as one line of text"));
    set("pasteId", tr("&Paste game ID"), tr("Start the game given by a game ID on the clipboard"));
    set("preferences", tr("Pr&eferences…"), tr("Language, animations, colour-blind palette, distance display"));
    set("help", tr("&Rules and help"), tr("The rules of every puzzle"));
    set("keys", tr("&Keyboard"), tr("Every key of the game"));
    set("speedSlow", tr("&Slow"), tr("Slow animations"));
    set("speedNormal", tr("&Normal"), tr("Normal animations"));
    set("speedFast", tr("&Fast"), tr("Fast animations"));
    set("speedOff", tr("&Off"), tr("No animations"));
    // The toolbar shows plain words that never change while playing (its buttons keep their
    // places); the menus say which move Undo and Redo act on (refresh()).
    for (const char* name : {"newGame", "restart", "hint", "solve", "stop"})
        action(QString::fromLatin1(name))->setIconText(plainText(action(QString::fromLatin1(name))->text()));
    action(QStringLiteral("undo"))->setIconText(tr("Undo"));
    action(QStringLiteral("redo"))->setIconText(tr("Redo"));
    m_chooser->setToolTip(tr("Choose a puzzle"));
    m_chooser->setAccessibleName(tr("Puzzle"));
    for (int i = 0; i < m_chooser->count(); ++i)
        m_chooser->setItemText(i, puzzleTitle(m_chooser->itemData(i).toString().toStdString()));
    refresh();
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
    settings::setWindowGeometry(saveGeometry());
    m_sessions.flushAll();
    event->accept();
}

void MainWindow::setAnimationSpeed(int milliseconds, bool starting)
{
    for (QAction* a : m_speedGroup->actions())
        a->setChecked(a->data().toInt() == milliseconds);
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
    delete m_board;
    const PuzzleUi* ui = findPuzzleUi(id.toStdString());
    Q_ASSERT(ui);
    m_board = ui->createBoard(m_boardHolder);
    Q_ASSERT(m_board);
    m_board->setProperty("puzzleId", id);
    m_board->setSymbols(settings::symbols());
    m_board->setQualityShown(settings::moveQualityShown());
    m_boardLayout->insertWidget(0, m_board, 1);
    m_board->setAnimationDuration(settings::animationMs());
    connect(m_board, &BoardWidget::moveRequested, this, [this](int move) {
        if (GameSession* s = session(); s && !m_board->isEditing())
            s->playMove(move);
    });
    connect(m_board, &BoardWidget::instanceChangeRequested, this, [this](const QString& text) {
        QString error;
        if (GameSession* s = session(); s && !s->changeInstance(text, &error) && !error.isEmpty())
            statusBar()->showMessage(tr("That target is not valid: %1").arg(error), 8000);
        focusBoard();
    });
    connect(m_board, &BoardWidget::animationFinished, this, [this] {
        if (GameSession* s = session())
            s->viewSettled();
    });
}

// The sizes (or picture kinds) a player may choose, for puzzles that have them.
void MainWindow::setupVariants(const QString& id)
{
    if (m_sizeMenuPuzzle == id)
        return;
    m_sizeMenuPuzzle = id;
    for (QAction* a : m_sizeGroup->actions())
        delete a;
    for (QMenu* group : m_sizeMenu->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
        delete group;
    const PuzzleUi* ui = findPuzzleUi(id.toStdString());
    const PuzzleType* type = ui ? ui->type() : nullptr;
    const auto variants = type ? type->variants() : std::vector<std::string>{};
    // Groups of two or more get a submenu ("16 balls": 2x8, 4x4, 8x2); a variant alone in its
    // group stays in the menu itself.
    QHash<QString, int> groupSizes;
    if (ui && ui->variantGroup)
        for (const auto& v : variants)
            ++groupSizes[ui->variantGroup(QString::fromStdString(v))];
    QHash<QString, QMenu*> groups;
    for (const auto& v : variants) {
        const QString variant = QString::fromStdString(v);
        QMenu* menu = m_sizeMenu;
        if (ui->variantGroup) {
            const QString group = ui->variantGroup(variant);
            if (groupSizes.value(group) > 1) {
                if (!groups.contains(group))
                    groups.insert(group, m_sizeMenu->addMenu(group));
                menu = groups.value(group);
            }
        }
        QAction* a = menu->addAction(ui->labelOf(variant));
        a->setData(variant);
        a->setCheckable(true);
        m_sizeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, variant] { selectVariant(variant); });
    }
    m_sizeMenu->menuAction()->setVisible(!variants.empty());
    if (ui)
        m_sizeMenu->setTitle(ui->menuTitleForVariants());
}

void MainWindow::selectPuzzle(const QString& id)
{
    if (m_chooser->findData(id) < 0)
        return;
    if (!session() || session()->puzzleId() != id)
        m_sessions.activate(id, settings::variant(id));
    focusBoard();
}

void MainWindow::selectVariant(const QString& variant)
{
    if (GameSession* s = session())
        m_sessions.activate(s->puzzleId(), variant);
    focusBoard();
}

void MainWindow::newGame(Difficulty difficulty)
{
    m_sessions.setDifficulty(difficulty);
    if (GameSession* s = session())
        s->newGame(difficulty);
    focusBoard();
}

void MainWindow::startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    const QString id = QString::fromUtf8(puzzle->id().data(), int(puzzle->id().size()));
    if (GameSession* s = m_sessions.activate(id, QString::fromStdString(puzzle->variant())))
        s->startGame(std::move(puzzle), state);
    focusBoard();
}

void MainWindow::onActiveChanged(GameSession* session)
{
    m_editor->cancel(); // the position edited was the game left behind
    for (GameSession* other : m_sessions.findChildren<GameSession*>())
        other->disconnect(this);
    const QString id = session->puzzleId();
    m_chooser->setCurrentIndex(m_chooser->findData(id));
    setupVariants(id);
    for (QAction* a : m_sizeGroup->actions())
        a->setChecked(a->data().toString() == session->variant());
    settings::setLastPuzzle(id);
    if (!session->variant().isEmpty())
        settings::setVariant(id, session->variant());
    statusBar()->clearMessage(); // a message about the game left behind
    if (!m_loadNotice.isEmpty())
        statusBar()->showMessage(std::exchange(m_loadNotice, QString()), NoticeMs);
    session->setPlaybackInterval(m_playbackInterval);
    m_playbackBar->setSession(session);

    connect(session, &GameSession::gameStarted, this, &MainWindow::showGame);
    connect(session, &GameSession::positionChanged, this, &MainWindow::onPositionChanged);
    connect(session, &GameSession::changed, this, &MainWindow::refresh);
    connect(session, &GameSession::drawFailed, this, [this](const QString& reason) {
        statusBar()->showMessage(reason, 5000);
    });
    connect(session, &GameSession::saveFailed, this, [this](const QString& reason) {
        statusBar()->showMessage(reason, NoticeMs);
    });
    connect(session, &GameSession::saveResumed, this, [this] {
        statusBar()->showMessage(tr("The game is saved again"), 5000);
    });
    connect(session, &GameSession::solvedByPlayer, this, [id](int optimal, int moves) {
        PuzzleStatistics::recordSolved(id, optimal, moves);
    });
    connect(session, &GameSession::hintUsed, this, [id] { PuzzleStatistics::recordHint(id); });
    connect(session, &GameSession::hintDepthReached, this, [id](int depth, int previous) {
        PuzzleStatistics::recordHintDepth(id, depth, previous);
    });
    if (session->hasGame())
        showGame();
    refresh();
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
    refresh();
    focusBoard();
    emit gameShown();
}

void MainWindow::onPositionChanged(StateRank from, int move, StateRank to, bool undoing)
{
    // The game moved under a position being set up (a point clicked in Review path, say): the
    // set-up ends as Cancel would, and the board shows the game as it is now.
    if (m_editor->isActive())
        m_editor->cancel();
    GameSession* s = session();
    if (!m_board || !s || m_board->puzzle() != s->model()->puzzle().get())
        return; // a game that began: showGame() follows
    m_board->showState(from, move, to, undoing);
    if (move >= 0)
        announce(undoing ? tr("Undid %1.").arg(m_board->describeMove(to, move))
                         : tr("Played %1.").arg(m_board->describeMove(from, move)));
    const QString banner = s->bannerText();
    if (!banner.isEmpty() && move >= 0 && !undoing)
        announce(banner);
}

// Everything shown about the game, derived from the active session.
void MainWindow::refresh()
{
    GameSession* s = session();
    const GameModel* model = s ? s->model() : nullptr;
    m_movesLabel->setText(tr("Moves: %1").arg(model ? model->movesMade() : 0));
    const QString distance = s ? s->statusText(settings::distanceAlwaysShown()) : QString();
    // The last move's change in its colour ("Distance to goal: 14 of 22, −1"), the hint's step after.
    const QString hint = s ? s->hintText() : QString();
    const QString html = s ? s->statusHtml(settings::distanceAlwaysShown(), settings::symbols()) : QString();
    m_distanceLabel->setTextFormat(Qt::RichText);
    m_distanceLabel->setText(hint.isEmpty() ? html : html + QStringLiteral(" · ") + hint.toHtmlEscaped());
    m_distanceLabel->setAccessibleName(hint.isEmpty() ? distance : distance + QStringLiteral(" · ") + hint);
    action(QStringLiteral("rewind"))->setEnabled(s && s->canRewind());

    action(QStringLiteral("restart"))->setEnabled(s && s->canRestart());
    action(QStringLiteral("undo"))->setEnabled(s && s->canUndo());
    action(QStringLiteral("redo"))->setEnabled(s && s->canRedo());
    updateUndoTexts();
    action(QStringLiteral("hint"))->setEnabled(s && s->canHint());
    action(QStringLiteral("solve"))->setEnabled(s && s->canSolve());
    action(QStringLiteral("stop"))->setEnabled(s && s->canStop());
    action(QStringLiteral("save"))->setEnabled(s && s->hasGame());
    action(QStringLiteral("copyId"))->setEnabled(s && s->hasGame());
    action(QStringLiteral("puzzleFacts"))->setEnabled(s && s->hasGame());
    action(QStringLiteral("reviewPath"))->setEnabled(s && s->hasGame());
    action(QStringLiteral("setupPosition"))->setEnabled(s && s->canPlay() && !m_editor->isActive());
    if (m_editor->isActive()) { // the board edits a draft: no move, Undo or solver acts on the game meanwhile
        for (const char* name : {"restart", "undo", "redo", "hint", "solve", "stop", "rewind", "reviewPath"})
            action(QString::fromLatin1(name))->setEnabled(false);
        m_banner->hide();
        return;
    }
    const bool shown = m_board && s && m_board->puzzle() == model->puzzle().get();
    if (!m_board)
        return;
    if (shown) {
        const auto& solution = s->solution();
        // The hint ladder: step 2 marks the solver's move, step 3 every optimal move with its quality.
        const bool marks = s->hintStep() >= 2 && solution && !solution->optimalMoves.empty();
        if (marks)
            m_board->setHint(s->hintStep() >= 3 ? solution->optimalMoves : std::vector<int>{solution->path.front()},
                             solution->path.front());
        else if (!m_board->hintMoves().empty())
            m_board->setHint({}, -1);
        m_board->setQualityMoves(marks && s->hintStep() >= 3 ? solution->optimalMoves : std::vector<int>{});
        m_board->setMoveDistances(s->distance(), s->moveDistances());
        m_board->setBanner(s->bannerText());
    }
    m_banner->setText(shown ? m_board->banner() : QString());
    m_banner->setAccessibleName(m_banner->text());
    m_banner->setVisible(!m_banner->text().isEmpty());
    m_reviewButton->setVisible(m_banner->isVisibleTo(m_boardHolder));
    // A disabled board gives its focus away: park it where no key does anything, and give it back.
    const bool playable = shown && s->canPlay();
    if (!playable && m_board->hasFocus())
        m_boardHolder->setFocus();
    const bool wasPlayable = m_board->isEnabled();
    m_board->setEnabled(playable);
    if (playable && !wasPlayable && (!focusWidget() || focusWidget() == m_boardHolder))
        m_board->setFocus();
}

// "Undo: Row 2 left" in the menu, in the player's words; plain "Undo" when there is nothing.
void MainWindow::updateUndoTexts()
{
    GameSession* s = session();
    const GameModel* model = s ? s->model() : nullptr;
    const std::vector<int> history = model ? model->history() : std::vector<int>{};
    const int applied = model ? model->appliedCount() : 0;
    // Entry i of the history, named from the position it was played in.
    auto describe = [&](int index) {
        const int entry = history[std::size_t(index)];
        if (entry == -1)
            return tr("Restart");
        if (entry < -1)
            return tr("Rewind");
        if (!m_board || !model->puzzle())
            return QString();
        return m_board->describeMove(model->stateBefore(index), entry);
    };
    QAction* undo = action(QStringLiteral("undo"));
    QAction* redo = action(QStringLiteral("redo"));
    const bool canUndo = s && s->canUndo() && applied > 0 && applied <= int(history.size());
    const bool canRedo = s && s->canRedo() && applied < int(history.size());
    const QString undone = canUndo ? describe(applied - 1) : QString();
    const QString redone = canRedo ? describe(applied) : QString();
    undo->setText(canUndo ? tr("&Undo: %1").arg(undone) : tr("&Undo"));
    redo->setText(canRedo ? tr("&Redo: %1").arg(redone) : tr("&Redo"));
    // Set up position: Undo at an applied position's start goes back to the game before it.
    if (s && s->canUndo() && !canUndo)
        undo->setText(tr("&Undo: Set up position"));
    if (s && s->canRedo() && !canRedo)
        redo->setText(tr("&Redo: Set up position"));
    undo->setToolTip(canUndo ? tr("Take back: %1").arg(undone) : tr("Take back the last move"));
    redo->setToolTip(canRedo ? tr("Play again: %1").arg(redone) : tr("Make the last move taken back again"));
}

void MainWindow::focusBoard()
{
    if (m_board && m_board->isEnabled())
        m_board->setFocus();
    else
        m_boardHolder->setFocus();
}

bool MainWindow::saveGame(const QString& fileName, QString* error)
{
    GameSession* s = session();
    if (!s || !s->hasGame())
        return false;
    QString reason;
    if (!SavedGame::capture(*s->model(), s->hintsUsed()).writeTo(fileName, &reason)) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
        return false;
    }
    return true;
}

bool MainWindow::openGame(const QString& fileName, QString* error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
        return false;
    }
    QString reason;
    const auto saved = SavedGame::fromJson(file.read(1 << 20), &reason);
    if (!saved) {
        if (error)
            *error = tr("%1: %2").arg(QFileInfo(fileName).fileName(), reason);
        return false;
    }
    const QString id = QString::fromUtf8(saved->puzzle->id().data(), int(saved->puzzle->id().size()));
    if (m_chooser->findData(id) < 0) {
        if (error)
            *error = tr("%1: this version has no board for that puzzle").arg(QFileInfo(fileName).fileName());
        return false;
    }
    if (GameSession* s = m_sessions.activate(id, QString::fromStdString(saved->puzzle->variant())))
        s->restore(*saved);
    focusBoard();
    return true;
}

bool MainWindow::restoreAutosave()
{
    QString id = settings::lastPuzzle();
    QString variant = settings::variant(id);
    if (const auto adopted = m_sessions.adoptLegacyAutosave())
        std::tie(id, variant) = *adopted;
    if (m_chooser->findData(id) < 0)
        return false;
    GameSession* s = m_sessions.session(id, variant); // reads its saved game
    if (!s || !s->hasGame())
        return false;
    m_sessions.activate(id, s->variant());
    focusBoard();
    return true;
}

QString MainWindow::gameId() const
{
    const GameModel* m = model();
    return m && m->puzzle() ? QString::fromStdString(formatGameId(*m->puzzle(), m->state())) : QString();
}

bool MainWindow::openGameId(const QString& text, QString* error)
{
    auto parsed = parseGameId(text.toStdString());
    if (!parsed) {
        if (error)
            *error = tr("Not a game ID: %1").arg(QString::fromStdString(parsed.error()));
        return false;
    }
    GameId game = std::move(parsed).value();
    if (m_chooser->findData(QString::fromUtf8(game.puzzle->id().data(), int(game.puzzle->id().size()))) < 0) {
        if (error)
            *error = tr("Not a game ID: this version has no board for that puzzle");
        return false;
    }
    startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state);
    return true;
}

void MainWindow::saveAs()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save game"), dir + QLatin1Char('/') + currentPuzzleId() +
                                                                                QStringLiteral(".minimoves"),
                                                    tr("Minimoves games (*.minimoves);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (saveGame(fileName, &error))
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 5000);
    else
        QMessageBox::warning(this, tr("Save game"), error);
}

void MainWindow::open()
{
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open game"),
                                                          QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                          tr("Minimoves games (*.minimoves);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!openGame(fileName, &error))
        QMessageBox::warning(this, tr("Open game"), error);
}

// Contest input ------------------------------------------------------------------------------------

void MainWindow::openContestInput()
{
    // One filter per puzzle: the one chosen says which puzzle's format the file is read in; the
    // puzzle in play is chosen first. The dialog and what follows never block the game.
    QStringList filters;
    QString selected;
    for (const PuzzleUi& ui : puzzleUis()) {
        filters << tr("%1 contest input (*)").arg(ui.title());
        if (ui.idText() == currentPuzzleId())
            selected = filters.back();
    }
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(folder).isDir()) // a folder that is not there would be taken for a file name
        folder = QDir::homePath();
    auto* dialog = new QFileDialog(this, tr("Open contest input"), folder);
    dialog->setObjectName(QStringLiteral("contestFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters(filters);
    dialog->selectNameFilter(selected);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, filters](const QString& fileName) {
        const auto at = filters.indexOf(dialog->selectedNameFilter());
        const QString puzzleId = at >= 0 ? puzzleUis()[std::size_t(at)].idText() : currentPuzzleId();
        // Once the file dialog has closed.
        QTimer::singleShot(0, this, [this, puzzleId, fileName] {
            QString error;
            if (openContest(puzzleId, fileName, &error)) // bad input: why, and the game as it was
                return;
            auto* box = new QMessageBox(QMessageBox::Warning, tr("Open contest input"), error, QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("contestError"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            connect(box, &QDialog::finished, this, [this] {
                activateWindow();
                focusBoard();
            });
            box->open();
        });
    });
    dialog->open();
}

bool MainWindow::openContest(const QString& puzzleId, const QString& fileName, QString* error)
{
    if (m_chooser->findData(puzzleId) < 0) {
        if (error)
            *error = tr("This version has no board for the puzzle '%1'").arg(puzzleId);
        return false;
    }
    auto cases = readContestFile(puzzleId, fileName, error);
    if (!cases)
        return false;
    showContestCases(puzzleId, fileName, std::move(*cases));
    return true;
}

ContestDialog* MainWindow::contestDialog() const { return m_contestDialog.data(); }

void MainWindow::showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases)
{
    if (cases.size() == 1 && cases[0].playable()) {
        startContestCase(puzzleId, cases[0]);
        return;
    }
    if (m_contestDialog)
        m_contestDialog->close();
    selectPuzzle(puzzleId); // the puzzle the list is of, behind it
    auto* dialog = new ContestDialog(puzzleId, fileName, std::move(cases), solver(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ContestDialog::caseChosen, this, [this, dialog](const QString& id, int index) {
        startContestCase(id, dialog->cases()[std::size_t(index)]);
    });
    // However the list closes, the keys go back to the board (also where no window manager does it).
    connect(dialog, &QDialog::finished, this, [this] {
        activateWindow();
        focusBoard();
    });
    m_contestDialog = dialog;
    dialog->open();
}

void MainWindow::startContestCase(const QString& puzzleId, const ContestCase& contestCase)
{
    if (auto puzzle = contestGame(puzzleId, contestCase))
        startGame(std::move(puzzle), contestCase.state);
}

void MainWindow::copyGameId()
{
    const QString id = gameId();
    if (id.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(id);
    statusBar()->showMessage(tr("Game ID copied: %1").arg(id), 5000);
}

void MainWindow::pasteGameId()
{
    QString error;
    if (!openGameId(QGuiApplication::clipboard()->text(), &error))
        statusBar()->showMessage(error, 8000); // the game in progress stays as it was
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    connect(&dialog, &PreferencesDialog::animationChanged, this, [this](int ms) { setAnimationSpeed(ms); });
    connect(&dialog, &PreferencesDialog::symbolsChanged, this, [this](bool on) {
        if (m_board)
            m_board->setSymbols(on);
    });
    connect(&dialog, &PreferencesDialog::distanceShownChanged, this, &MainWindow::refresh);
    dialog.exec();
}

void MainWindow::showStatistics()
{
    StatisticsDialog dialog(this);
    dialog.exec();
}

// Puzzle facts and Path review: one non-modal dialog each, following the active game.
void MainWindow::showPuzzleFacts()
{
    auto* facts = findChild<PuzzleFactsDialog*>();
    if (!facts)
        facts = new PuzzleFactsDialog(&m_sessions, this);
    facts->show();
    facts->raise();
    facts->activateWindow();
}

void MainWindow::showPathReview()
{
    auto* review = findChild<PathReviewDialog*>();
    if (!review)
        review = new PathReviewDialog(&m_sessions, this);
    review->show();
    review->raise();
    review->activateWindow();
}

void MainWindow::showHelp(const QString& page)
{
    auto* help = findChild<HelpDialog*>();
    if (!help) {
        help = new HelpDialog(this);
        help->setObjectName(QStringLiteral("help"));
    }
    help->showPage(page.isEmpty() ? currentPuzzleId() : page);
    help->show();
    help->raise();
}

// The status after a move, for screen readers: the board's description changes and says so.
void MainWindow::announce(const QString& text)
{
    if (!m_board)
        return;
    m_board->setAccessibleDescription(text);
    QAccessibleEvent event(m_board, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

} // namespace minimoves::app
