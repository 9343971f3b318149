#include "main_window.h"

#include "boards/board_widget.h"
#include "game/saved_game.h"
#include "help_dialog.h"
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
#include <QSaveFile>
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
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace minimoves::app {

QString puzzleTitle(std::string_view id)
{
    if (id == "shifting-grid")
        return MainWindow::tr("Shifting Grid");
    if (id == "sawtooth")
        return MainWindow::tr("Sawtooth Gears");
    if (id == "rolling-cubes")
        return MainWindow::tr("Rolling Cubes");
    if (id == "magic-board")
        return MainWindow::tr("Magic Board");
    if (id == "ball-grid")
        return MainWindow::tr("Ball Grid");
    return QString::fromUtf8(id.data(), int(id.size()));
}

// How a variant reads in the Game menu: sizes as they are, picture kinds by name.
QString variantTitle(const QString& variant)
{
    if (variant == QLatin1String("photo"))
        return MainWindow::tr("Photo");
    if (variant == QLatin1String("pixel"))
        return MainWindow::tr("Pixel art");
    return variant;
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_seed(QRandomGenerator::global()->generate64())
{
    setObjectName(QStringLiteral("MainWindow"));
    m_boardHolder = new QWidget(this);
    m_boardLayout = new QVBoxLayout(m_boardHolder);
    m_boardLayout->setContentsMargins(8, 8, 8, 8);
    setCentralWidget(m_boardHolder);

    m_chooser = new QComboBox(this);
    m_chooser->setObjectName(QStringLiteral("puzzleChooser"));
    for (const auto& type : puzzleTypes())
        if (BoardWidget* probe = BoardWidget::create(type.id)) { // list only puzzles with a board
            delete probe;
            m_chooser->addItem(puzzleTitle(type.id), QString::fromUtf8(type.id.data(), int(type.id.size())));
        }

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

    connect(&m_model, &GameModel::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_model.undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateActions);
    connect(&m_solver, &SolverService::solutionReady, this, &MainWindow::onSolution);
    connect(&m_solver, &SolverService::newGameReady, this, &MainWindow::onNewGame);
    connect(&m_solver, &SolverService::failed, this, [this](quint64 ticket, const QString& reason) {
        if (ticket != m_newGameTicket)
            return;
        m_drawing = false;
        statusBar()->showMessage(reason, 5000);
        updateStatus();
        updateActions();
    });
    connect(&m_solver, &SolverService::progress, this, [this](double fraction) {
        m_progress->setValue(int(fraction * 1000));
    });
    connect(&m_solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (busy)
            QTimer::singleShot(150, this, [this] { m_progress->setVisible(m_solver.busy()); });
        else
            m_progress->hide();
    });
    connect(m_chooser, &QComboBox::activated, this, [this](int index) {
        selectPuzzle(m_chooser->itemData(index).toString());
    });

    setAnimationSpeed(settings::animationMs());
    retranslate();
    resize(960, 680);
    restoreGeometry(settings::windowGeometry());
}

MainWindow::~MainWindow()
{
    // The model outlives m_actions during destruction: its last signals must not reach us.
    m_model.undoStack()->disconnect(this);
    m_model.disconnect(this);
    m_solver.disconnect(this);
    m_solver.cancel();
}

QAction* MainWindow::action(const QString& name) const { return m_actions.value(name); }

const PuzzleType* MainWindow::currentType() const
{
    return findPuzzleType(currentPuzzleId().toStdString());
}

QString MainWindow::currentPuzzleId() const { return m_chooser->currentData().toString(); }

std::optional<int> MainWindow::currentDistance() const
{
    if (m_solution)
        return m_solution->distance;
    return std::nullopt;
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
    make(QStringLiteral("newGame"), QKeySequence::New, [this] { newGame(m_difficulty); });
    const Difficulty levels[] = {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Hardest};
    const char* names[] = {"newEasy", "newMedium", "newHard", "newHardest"};
    for (int i = 0; i < 4; ++i)
        make(QString::fromLatin1(names[i]), QKeySequence(), [this, d = levels[i]] { newGame(d); });
    make(QStringLiteral("restart"), QKeySequence(Qt::CTRL | Qt::Key_R), [this] {
        stopSolving();
        m_model.restart();
    });
    QAction* undo = m_model.undoStack()->createUndoAction(this);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    m_actions.insert(QStringLiteral("undo"), undo);
    connect(undo, &QAction::triggered, this, &MainWindow::stopSolving);
    QAction* redo = m_model.undoStack()->createRedoAction(this);
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_actions.insert(QStringLiteral("redo"), redo);
    connect(redo, &QAction::triggered, this, &MainWindow::stopSolving);
    make(QStringLiteral("save"), QKeySequence::Save, &MainWindow::saveAs);
    make(QStringLiteral("open"), QKeySequence::Open, &MainWindow::open);
    make(QStringLiteral("statistics"), QKeySequence(), &MainWindow::showStatistics);
    make(QStringLiteral("copyId"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), &MainWindow::copyGameId);
    make(QStringLiteral("pasteId"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), &MainWindow::pasteGameId);
    make(QStringLiteral("preferences"), QKeySequence::Preferences, &MainWindow::showPreferences);
    make(QStringLiteral("help"), QKeySequence::HelpContents, [this] { showHelp(); });
    make(QStringLiteral("keys"), QKeySequence(), [this] { showHelp(QStringLiteral("keys")); });
    make(QStringLiteral("hint"), QKeySequence(Qt::Key_H), &MainWindow::showHint);
    make(QStringLiteral("solve"), QKeySequence(Qt::Key_F5), &MainWindow::solve);
    make(QStringLiteral("stop"), QKeySequence(Qt::Key_Escape), &MainWindow::stopSolving);
    make(QStringLiteral("quit"), QKeySequence::Quit, &QWidget::close);
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
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("open")));
    m_gameMenu->addAction(action(QStringLiteral("save")));
    m_gameMenu->addAction(action(QStringLiteral("statistics")));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("hint")));
    m_gameMenu->addAction(action(QStringLiteral("solve")));
    m_gameMenu->addAction(action(QStringLiteral("stop")));
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(action(QStringLiteral("quit")));

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(action(QStringLiteral("undo")));
    m_editMenu->addAction(action(QStringLiteral("redo")));
    m_editMenu->addSeparator();
    m_editMenu->addAction(action(QStringLiteral("copyId")));
    m_editMenu->addAction(action(QStringLiteral("pasteId")));
    m_editMenu->addSeparator();
    m_editMenu->addAction(action(QStringLiteral("preferences")));

    m_viewMenu = menuBar()->addMenu(QString());
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
    m_sizeMenu->setTitle(currentPuzzleId() == QLatin1String("sawtooth") ? tr("&Picture") : tr("Board &size"));
    for (QAction* a : m_sizeGroup->actions())
        a->setText(variantTitle(a->data().toString()));
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
    set("hint", tr("&Hint"), tr("Mark every optimal next move"));
    set("solve", tr("&Solve"), tr("Let the solver play an optimal path to the goal"));
    set("stop", tr("S&top"), tr("Stop the solver's play"));
    set("quit", tr("&Quit"), tr("Quit Minimoves"));
    set("about", tr("&About Minimoves"), tr("About Minimoves"));
    set("save", tr("&Save…"), tr("Save this game, with its undo history, to a file"));
    set("open", tr("&Open…"), tr("Open a saved game"));
    set("statistics", tr("S&tatistics…"), tr("Games solved, best efficiency and hints used, per puzzle"));
    set("copyId", tr("&Copy game ID"), tr("Copy the puzzle and position as one line of text"));
    set("pasteId", tr("&Paste game ID"), tr("Start the game given by a game ID on the clipboard"));
    set("preferences", tr("Pr&eferences…"), tr("Language, animations, colour-blind palette, distance display"));
    set("help", tr("&Rules and help"), tr("The rules of every puzzle"));
    set("keys", tr("&Keyboard"), tr("Every key of the game"));
    set("speedSlow", tr("&Slow"), tr("Slow animations"));
    set("speedNormal", tr("&Normal"), tr("Normal animations"));
    set("speedFast", tr("&Fast"), tr("Fast animations"));
    set("speedOff", tr("&Off"), tr("No animations"));
    action(QStringLiteral("undo"))->setText(tr("&Undo"));
    action(QStringLiteral("redo"))->setText(tr("&Redo"));
    m_chooser->setToolTip(tr("Choose a puzzle"));
    m_chooser->setAccessibleName(tr("Puzzle"));
    for (int i = 0; i < m_chooser->count(); ++i)
        m_chooser->setItemText(i, puzzleTitle(m_chooser->itemData(i).toString().toStdString()));
    updateStatus();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    stopSolving();
    m_solver.cancel();
    settings::setLastPuzzle(currentPuzzleId());
    settings::setWindowGeometry(saveGeometry());
    if (m_model.puzzle() && !m_drawing) {
        QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
        saveGame(autosavePath());
    }
    event->accept();
}

void MainWindow::setAnimationSpeed(int milliseconds)
{
    for (QAction* a : m_speedGroup->actions())
        a->setChecked(a->data().toInt() == milliseconds);
    if (m_board)
        m_board->setAnimationDuration(milliseconds);
    settings::setAnimationMs(milliseconds);
}

void MainWindow::installBoard(const QString& id)
{
    if (m_board && m_board->property("puzzleId").toString() == id)
        return;
    delete m_board;
    m_board = BoardWidget::create(id.toStdString(), m_boardHolder);
    Q_ASSERT(m_board);
    m_board->setProperty("puzzleId", id);
    m_board->setSymbols(settings::symbols());
    m_boardLayout->addWidget(m_board);
    m_board->setAnimationDuration(settings::animationMs());
    connect(m_board, &BoardWidget::moveRequested, this, &MainWindow::onBoardMove);
    connect(m_board, &BoardWidget::instanceChangeRequested, this, &MainWindow::onInstanceChange);
    connect(m_board, &BoardWidget::animationFinished, this, [this] {
        if (m_autoSolving)
            QTimer::singleShot(m_board->animationDuration() / 3, this, &MainWindow::playNextSolveMove);
    });
    m_board->setFocus();
}

// The sizes a player may choose, for puzzles that have them; picks the remembered or default one.
void MainWindow::setupVariants(const QString& id)
{
    for (QAction* a : m_sizeGroup->actions())
        delete a;
    m_variant.clear();
    const PuzzleType* type = findPuzzleType(id.toStdString());
    const auto variants = type ? type->variants() : std::vector<std::string>{};
    for (const auto& v : variants) {
        QAction* a = m_sizeMenu->addAction(variantTitle(QString::fromStdString(v)));
        a->setData(QString::fromStdString(v));
        a->setCheckable(true);
        m_sizeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, v] {
            m_variant = QString::fromStdString(v);
            newGame(m_difficulty);
        });
    }
    m_sizeMenu->menuAction()->setVisible(!variants.empty());
    m_sizeMenu->setTitle(id == QLatin1String("sawtooth") ? tr("&Picture") : tr("Board &size"));
    if (!m_sizeGroup->actions().isEmpty()) {
        const QString remembered = settings::variant(id);
        const QString preferred = remembered.isEmpty() ? QString::fromUtf8(type->defaultVariant.data(), int(type->defaultVariant.size()))
                                                       : remembered;
        QAction* chosen = m_sizeGroup->actions().front();
        for (QAction* a : m_sizeGroup->actions())
            if (a->data().toString() == preferred)
                chosen = a;
        chosen->setChecked(true);
        m_variant = chosen->data().toString();
    }
}

void MainWindow::selectPuzzle(const QString& id)
{
    const int index = m_chooser->findData(id);
    if (index < 0)
        return;
    stopSolving();
    m_chooser->setCurrentIndex(index);
    setupVariants(id);
    // The board of the new puzzle comes with its first game, drawn on the worker; until then the
    // old board (if any) stays, disabled, and the status bar says a game is being drawn.
    newGame(m_difficulty);
}

void MainWindow::newGame(Difficulty difficulty)
{
    const PuzzleType* type = currentType();
    if (!type)
        return;
    stopSolving();
    m_difficulty = difficulty;
    if (!m_variant.isEmpty())
        settings::setVariant(currentPuzzleId(), m_variant);
    m_drawing = true;
    m_solution.reset();
    std::shared_ptr<const AnyPuzzle> keep;
    if (type->newGameKeepsInstance && m_model.puzzle() && m_model.puzzle()->id() == type->id)
        keep = m_model.puzzle();
    m_newGameTicket = m_solver.requestNewGame(type, m_variant, keep, difficulty, m_seed++);
    updateStatus();
    updateActions();
}

void MainWindow::onNewGame(quint64 ticket, std::shared_ptr<const AnyPuzzle> puzzle, quint64 state, int distance)
{
    if (ticket != m_newGameTicket)
        return;
    m_drawing = false;
    Q_UNUSED(distance);
    startGame(std::move(puzzle), state);
}

void MainWindow::startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    stopSolving();
    const QString id = QString::fromUtf8(puzzle->id().data(), int(puzzle->id().size()));
    if (currentPuzzleId() != id) {
        m_chooser->setCurrentIndex(m_chooser->findData(id));
        setupVariants(id);
    }
    // A game that comes from a file or an ID shows its own size (or picture kind) in the menu.
    const QString variant = QString::fromStdString(puzzle->variant());
    for (QAction* a : m_sizeGroup->actions())
        if (a->data().toString() == variant) {
            a->setChecked(true);
            m_variant = variant;
        }
    installBoard(id);
    m_drawing = false;
    m_startDistance.reset();
    m_hintsUsed = 0;
    m_assisted = false;
    m_board->setPuzzle(puzzle);
    m_model.newGame(std::move(puzzle), state);
}

void MainWindow::onStateChanged(StateRank from, int move, StateRank to, bool undoing)
{
    m_board->setHint({}, -1);
    m_board->setBanner(QString());
    m_hintShown = false;
    m_board->showState(from, move, to, undoing);
    m_solution.reset();
    m_solutionTicket = m_solver.requestSolution(m_model.puzzle(), to);
    if (move >= 0)
        announce(undoing ? tr("Undid %1.").arg(m_board->moveDescription(move))
                         : tr("Played %1.").arg(m_board->moveDescription(move)));
    if (m_model.isSolved() && m_model.movesMade() > 0 && !undoing) {
        const int made = m_model.movesMade();
        QString text = made == 1 ? tr("Solved in 1 move") : tr("Solved in %1 moves").arg(made);
        if (m_startDistance)
            text = made == 1 ? tr("Solved in 1 move (optimal %1)").arg(*m_startDistance)
                             : tr("Solved in %1 moves (optimal %2)").arg(made).arg(*m_startDistance);
        m_board->setBanner(text);
        statusBar()->showMessage(text, 8000);
        announce(text);
        if (!m_assisted && m_startDistance)
            PuzzleStatistics::recordSolved(currentPuzzleId(), *m_startDistance, m_model.movesMade());
        m_autoSolving = false;
    }
    updateStatus();
    updateActions();
}

void MainWindow::onSolution(quint64 ticket, quint64 state, const Solution& solution)
{
    if (ticket != m_solutionTicket || state != m_model.state())
        return; // an answer for a position the player has left
    m_solution = solution;
    if (m_model.state() == m_model.startState() && m_model.movesMade() == 0)
        m_startDistance = solution.distance;
    if (m_hintShown && !solution.optimalMoves.empty())
        m_board->setHint(solution.optimalMoves, solution.path.front());
    if (m_autoSolving && !m_board->isAnimating())
        playNextSolveMove();
    updateStatus();
    updateActions();
}

void MainWindow::onBoardMove(int move)
{
    if (m_drawing || !m_model.puzzle())
        return;
    stopSolving();
    m_model.playMove(move);
}

void MainWindow::onInstanceChange(const QString& text)
{
    const PuzzleType* type = currentType();
    auto made = type->makeInstance(text.toStdString());
    if (!made) {
        statusBar()->showMessage(tr("That target is not valid: %1").arg(QString::fromStdString(made.error())), 8000);
        return;
    }
    // Same position, new goal: a new game from where the player stands.
    startGame(std::shared_ptr<const AnyPuzzle>(std::move(made).value()), m_model.state());
}

void MainWindow::showHint()
{
    if (!m_model.puzzle() || m_drawing)
        return;
    m_hintShown = true;
    ++m_hintsUsed;
    PuzzleStatistics::recordHint(currentPuzzleId());
    if (m_solution && !m_solution->optimalMoves.empty())
        m_board->setHint(m_solution->optimalMoves, m_solution->path.front());
    updateStatus();
}

void MainWindow::solve()
{
    if (!m_model.puzzle() || m_drawing || m_model.isSolved())
        return;
    m_autoSolving = true;
    m_assisted = true;
    updateActions();
    if (m_solution && !m_board->isAnimating())
        playNextSolveMove();
}

void MainWindow::stopSolving()
{
    if (!m_autoSolving)
        return;
    m_autoSolving = false;
    updateActions();
}

void MainWindow::playNextSolveMove()
{
    if (!m_autoSolving || m_board->isAnimating())
        return;
    if (!m_solution)
        return; // playNextSolveMove runs again when the answer arrives
    if (m_solution->path.empty()) {
        m_autoSolving = false;
        updateActions();
        return;
    }
    m_model.playMove(m_solution->path.front());
}

void MainWindow::updateStatus()
{
    m_movesLabel->setText(tr("Moves: %1").arg(m_model.movesMade()));
    QString distance;
    if (m_drawing)
        distance = tr("Drawing a new game…");
    else if (!m_model.puzzle())
        distance.clear();
    else if (!m_solution)
        distance = tr("Distance to goal: …");
    else if (!m_solution->reachable())
        distance = tr("The goal cannot be reached from here");
    else if (!settings::distanceAlwaysShown() && !m_hintShown && m_solution->distance > 0)
        distance = tr("Distance to goal: press H for a hint");
    else
        distance = tr("Distance to goal: %1").arg(m_solution->distance);
    m_distanceLabel->setText(distance);
    m_distanceLabel->setAccessibleName(distance);
}

void MainWindow::updateActions()
{
    const bool playing = m_model.puzzle() && !m_drawing;
    action(QStringLiteral("restart"))->setEnabled(playing && m_model.movesMade() > 0);
    action(QStringLiteral("hint"))->setEnabled(playing && !m_model.isSolved());
    action(QStringLiteral("solve"))->setEnabled(playing && !m_model.isSolved() && !m_autoSolving &&
                                                 (!m_solution || m_solution->reachable()));
    action(QStringLiteral("stop"))->setEnabled(m_autoSolving);
    action(QStringLiteral("save"))->setEnabled(playing);
    action(QStringLiteral("copyId"))->setEnabled(playing);
    if (m_board)
        m_board->setEnabled(!m_drawing);
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

bool MainWindow::saveGame(const QString& fileName, QString* error)
{
    if (!m_model.puzzle())
        return false;
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(SavedGame::capture(m_model, m_hintsUsed).toJson()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
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
    startGame(saved->puzzle, saved->start);
    m_model.restore(saved->puzzle, saved->start, saved->history, saved->applied);
    m_hintsUsed = saved->hintsUsed;
    return true;
}

bool MainWindow::restoreAutosave()
{
    return QFile::exists(autosavePath()) && openGame(autosavePath());
}

QString MainWindow::gameId() const
{
    return m_model.puzzle() ? QString::fromStdString(formatGameId(*m_model.puzzle(), m_model.state())) : QString();
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
    connect(&dialog, &PreferencesDialog::animationChanged, this, &MainWindow::setAnimationSpeed);
    connect(&dialog, &PreferencesDialog::symbolsChanged, this, [this](bool on) {
        if (m_board)
            m_board->setSymbols(on);
    });
    connect(&dialog, &PreferencesDialog::distanceShownChanged, this, &MainWindow::updateStatus);
    dialog.exec();
}

void MainWindow::showStatistics()
{
    StatisticsDialog dialog(this);
    dialog.exec();
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
