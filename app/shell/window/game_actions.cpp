#include "shell/window/game_actions.h"

#include "boards/puzzle_ui.h"
#include "shell/settings/settings.h"

#include <QActionGroup>
#include <QEvent>
#include <QHash>
#include <QMainWindow>
#include <QMenuBar>
#include <QRegularExpression>
#include <QToolBar>
#include <QToolButton>

namespace minimoves::app {

namespace {

// Each action's object name (tests and the accessibility tree see it), its shortcuts.
struct ActionSpec {
    Action action;
    const char* name;
    QList<QKeySequence> shortcuts;
};

QList<ActionSpec> actionSpecs()
{
    using K = QKeySequence;
    return {
        {Action::New, "newGame", {K(K::New)}},
        {Action::NewEasy, "newEasy", {}},
        {Action::NewMedium, "newMedium", {}},
        {Action::NewHard, "newHard", {}},
        {Action::NewHardest, "newHardest", {}},
        {Action::Restart, "restart", {K(Qt::CTRL | Qt::Key_R)}},
        {Action::Undo, "undo", {K(Qt::CTRL | Qt::Key_Z)}},
        {Action::Redo, "redo", {K(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), K(Qt::CTRL | Qt::Key_Y)}},
        {Action::SetUpPosition, "setupPosition", {K(Qt::CTRL | Qt::Key_E)}},
        {Action::Save, "save", {K(K::Save)}},
        {Action::Open, "open", {K(K::Open)}},
        {Action::OpenContest, "openContest", {}},
        {Action::Statistics, "statistics", {}},
        {Action::Levels, "levels", {K(Qt::CTRL | Qt::Key_L)}},
        {Action::Daily, "daily", {K(Qt::CTRL | Qt::Key_D)}},
        {Action::PuzzleFacts, "puzzleFacts", {}},
        {Action::ReviewPath, "reviewPath", {}},
        {Action::CopyId, "copyId", {K(Qt::CTRL | Qt::SHIFT | Qt::Key_C)}},
        {Action::PasteId, "pasteId", {K(Qt::CTRL | Qt::SHIFT | Qt::Key_V)}},
        {Action::Preferences, "preferences", {K(K::Preferences)}},
        {Action::Gallery, "gallery", {K(Qt::CTRL | Qt::Key_G)}},
        {Action::Help, "help", {K(K::HelpContents)}},
        {Action::Keys, "keys", {}},
        {Action::Tour, "tour", {}},
        {Action::Hint, "hint", {K(Qt::Key_H)}},
        {Action::PlayHint, "playHint", {K(Qt::SHIFT | Qt::Key_H)}},
        {Action::Solve, "solve", {K(Qt::Key_F5)}},
        {Action::Stop, "stop", {K(Qt::Key_Escape)}},
        {Action::Quit, "quit", {K(K::Quit)}},
        {Action::Rewind, "rewind", {K(Qt::CTRL | Qt::SHIFT | Qt::Key_R)}},
        {Action::ModePlay, "modePlay", {}},
        {Action::ModeCoach, "modeCoach", {}},
        {Action::MoveQuality, "moveQuality", {K(Qt::CTRL | Qt::Key_M)}},
        {Action::Clock, "clock", {}},
        {Action::PlainLook, "plainLook", {}},
        {Action::About, "about", {}},
        {Action::SpeedSlow, "speedSlow", {}},
        {Action::SpeedNormal, "speedNormal", {}},
        {Action::SpeedFast, "speedFast", {}},
        {Action::SpeedOff, "speedOff", {}},
    };
}

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

GameActions::GameActions(QMainWindow* window, QWidget* chooser, GamePresenter* presenter) : QObject(window)
{
    setObjectName(QStringLiteral("gameActions"));
    for (const ActionSpec& spec : actionSpecs()) {
        auto* a = new QAction(window);
        a->setObjectName(QString::fromLatin1(spec.name));
        if (!spec.shortcuts.isEmpty())
            a->setShortcuts(spec.shortcuts);
        m_actions[std::size_t(spec.action)] = a;
    }
    action(Action::MoveQuality)->setCheckable(true);
    action(Action::MoveQuality)->setChecked(settings::moveQualityShown());
    action(Action::Clock)->setCheckable(true);
    action(Action::Clock)->setChecked(settings::clockShown());
    action(Action::PlainLook)->setCheckable(true);
    action(Action::PlainLook)->setVisible(false); // until a puzzle drawn two ways is shown
    m_speedGroup = new QActionGroup(this);
    const int speeds[] = {settings::slowAnimationMs, settings::normalAnimationMs, settings::fastAnimationMs, 0};
    for (std::size_t i = 0; i < SpeedActions.size(); ++i) {
        QAction* a = action(SpeedActions[i]);
        a->setCheckable(true);
        a->setData(speeds[i]);
        m_speedGroup->addAction(a);
    }
    m_modeGroup = new QActionGroup(this);
    for (Action a : {Action::ModePlay, Action::ModeCoach}) {
        action(a)->setCheckable(true);
        m_modeGroup->addAction(action(a));
    }
    // Before a game is shown the menu says the player's choice (the presenter's mode is a shown
    // session's: a challenge is played in Play); modeChanged() follows the session after.
    checkMode(settings::playMode());
    for (PlayMode mode : {PlayMode::Play, PlayMode::Coach})
        connect(action(mode == PlayMode::Coach ? Action::ModeCoach : Action::ModePlay), &QAction::triggered, this,
                [this, mode] {
                    settings::setPlayMode(mode);
                    emit modeChosen(mode);
                });
    m_sizeGroup = new QActionGroup(this);
    createMenus(window, chooser);
    showAbilities(presenter->abilities());
    showUndoTexts(presenter->undoTexts());
    connect(presenter, &GamePresenter::abilitiesChanged, this, &GameActions::showAbilities);
    connect(presenter, &GamePresenter::undoTextsChanged, this, &GameActions::showUndoTexts);
    connect(presenter, &GamePresenter::modeChanged, this, &GameActions::checkMode);
}

void GameActions::createMenus(QMainWindow* window, QWidget* chooser)
{
    auto add = [this](QMenu* menu, std::initializer_list<Action> actions) {
        for (Action a : actions)
            menu->addAction(action(a));
    };
    m_gameMenu = window->menuBar()->addMenu(QString());
    add(m_gameMenu, {Action::New});
    m_newMenu = m_gameMenu->addMenu(QString());
    add(m_newMenu, {Action::NewEasy, Action::NewMedium, Action::NewHard, Action::NewHardest});
    m_sizeMenu = m_gameMenu->addMenu(QString());
    add(m_gameMenu, {Action::Restart, Action::SetUpPosition});
    m_gameMenu->addSeparator();
    add(m_gameMenu, {Action::Levels, Action::Daily});
    m_gameMenu->addSeparator();
    add(m_gameMenu, {Action::Open, Action::Save});
    // A contest's input is a programmer's file, not a player's game: out of the way, in a submenu.
    m_importMenu = m_gameMenu->addMenu(QString());
    m_importMenu->setObjectName(QStringLiteral("importMenu"));
    add(m_importMenu, {Action::OpenContest});
    add(m_gameMenu, {Action::Statistics, Action::PuzzleFacts, Action::ReviewPath});
    m_gameMenu->addSeparator();
    add(m_gameMenu, {Action::Hint, Action::PlayHint, Action::Solve, Action::Stop});
    m_gameMenu->addSeparator();
    add(m_gameMenu, {Action::Quit});

    m_editMenu = window->menuBar()->addMenu(QString());
    add(m_editMenu, {Action::Undo, Action::Redo, Action::Rewind});
    m_editMenu->addSeparator();
    add(m_editMenu, {Action::CopyId, Action::PasteId});
    m_editMenu->addSeparator();
    add(m_editMenu, {Action::Preferences});

    m_viewMenu = window->menuBar()->addMenu(QString());
    add(m_viewMenu, {Action::Gallery});
    m_viewMenu->addSeparator();
    m_modeMenu = m_viewMenu->addMenu(QString());
    m_modeMenu->addActions(m_modeGroup->actions());
    add(m_viewMenu, {Action::MoveQuality, Action::Clock, Action::PlainLook});
    m_speedMenu = m_viewMenu->addMenu(QString());
    m_speedMenu->addActions(m_speedGroup->actions());

    m_helpMenu = window->menuBar()->addMenu(QString());
    add(m_helpMenu, {Action::Help, Action::Keys, Action::Tour});
    m_helpMenu->addSeparator();
    add(m_helpMenu, {Action::About});

    m_toolBar = window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_toolBar->installEventFilter(this);
    m_toolBar->addAction(action(Action::Gallery));
    m_toolBar->addWidget(chooser);
    m_toolBar->addSeparator();
    for (Action a : {Action::New, Action::Restart, Action::Undo, Action::Redo, Action::Hint, Action::Solve, Action::Stop})
        m_toolBar->addAction(action(a));
}

QWidget* GameActions::toolButton(Action which) const { return m_toolBar->widgetForAction(action(which)); }

void GameActions::checkSpeed(int milliseconds)
{
    for (QAction* a : m_speedGroup->actions())
        a->setChecked(a->data().toInt() == milliseconds);
}

void GameActions::checkMode(PlayMode mode)
{
    action(mode == PlayMode::Coach ? Action::ModeCoach : Action::ModePlay)->setChecked(true);
}

bool GameActions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::StatusTip && watched == m_toolBar)
        return true;
    return QObject::eventFilter(watched, event);
}

// The sizes (or picture kinds) a player may choose, for puzzles that have them.
void GameActions::showVariants(const QString& puzzleId, const QString& checked)
{
    if (m_sizeMenuPuzzle != puzzleId) {
        m_sizeMenuPuzzle = puzzleId;
        for (QAction* a : m_sizeGroup->actions())
            delete a;
        for (QMenu* group : m_sizeMenu->findChildren<QMenu*>(Qt::FindDirectChildrenOnly))
            delete group;
        const PuzzleUi* ui = findPuzzleUi(puzzleId.toStdString());
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
            connect(a, &QAction::triggered, this, [this, variant] { emit variantChosen(variant); });
        }
        m_sizeMenu->menuAction()->setVisible(!variants.empty());
        if (ui)
            m_sizeMenu->setTitle(ui->menuTitleForVariants());
    }
    for (QAction* a : m_sizeGroup->actions())
        a->setChecked(a->data().toString() == checked);
    // View's switch to the plain look, for a puzzle drawn two ways.
    const PuzzleUi* ui = findPuzzleUi(puzzleId.toStdString());
    QAction* plain = action(Action::PlainLook);
    plain->setVisible(ui && ui->plainLookTitle);
    if (ui && ui->plainLookTitle) {
        setTexts(Action::PlainLook, ui->plainLookTitle(),
                 tr("Draw this puzzle's pieces plainly, without the names or pictures on them"));
        plain->setChecked(settings::plainLook(puzzleId));
    }
}

void GameActions::showAbilities(const GamePresenter::Abilities& can)
{
    action(Action::Restart)->setEnabled(can.restart);
    action(Action::Undo)->setEnabled(can.undo);
    action(Action::Redo)->setEnabled(can.redo);
    action(Action::Hint)->setEnabled(can.hint);
    action(Action::PlayHint)->setEnabled(can.hint);
    action(Action::Solve)->setEnabled(can.solve);
    action(Action::Stop)->setEnabled(can.stop);
    action(Action::Rewind)->setEnabled(can.rewind);
    action(Action::ReviewPath)->setEnabled(can.reviewPath);
    action(Action::MoveQuality)->setEnabled(can.moveQuality);
    action(Action::ModeCoach)->setEnabled(can.coach);
    for (Action a : {Action::Save, Action::CopyId, Action::PuzzleFacts})
        action(a)->setEnabled(can.hasGame);
    action(Action::SetUpPosition)->setEnabled(can.setUp);
}

void GameActions::showUndoTexts(const GamePresenter::UndoTexts& texts)
{
    action(Action::Undo)->setText(texts.undo);
    action(Action::Undo)->setToolTip(texts.undoTip);
    action(Action::Redo)->setText(texts.redo);
    action(Action::Redo)->setToolTip(texts.redoTip);
}

void GameActions::setTexts(Action which, const QString& text, const QString& tip)
{
    QAction* a = action(which);
    a->setText(text);
    // The shortcut with the tip: a screen reader hears a menu item's tip (the status bar's message,
    // said through the Announcer) but not its shortcut (Orca 43 reads an accelerator only in the
    // form GTK gives it, not in Qt's).
    const QString keys = a->shortcut().toString(QKeySequence::NativeText);
    const QString told = keys.isEmpty() ? tip : tr("%1 (%2)", "a menu item's tip, its shortcut").arg(tip, keys);
    a->setToolTip(told);
    a->setStatusTip(told);
}

void GameActions::retranslate(const QString& puzzleId, const QString& variant)
{
    m_gameMenu->setTitle(tr("&Game"));
    m_newMenu->setTitle(tr("New &at difficulty"));
    if (!m_sizeMenuPuzzle.isEmpty()) { // the variants' labels and groups, in the new language
        m_sizeMenuPuzzle.clear();
        showVariants(puzzleId, variant);
    }
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_speedMenu->setTitle(tr("&Animation speed"));
    m_modeMenu->setTitle(tr("&Mode"));
    setTexts(Action::ModePlay, tr("&Play"), tr("Solve it yourself: the distance and hints only when you ask (H)"));
    setTexts(Action::ModeCoach, tr("&Coach"),
             tr("Learn from the solver: the distance and every move's quality at all times (levels and the daily "
                "puzzle are played in Play mode)"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Game"));
    // The button a narrow window shows for the actions that do not fit (Qt's own name for it).
    if (auto* more = m_toolBar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More actions"));
    nameGameActions();
    nameWindowActions();
    // The toolbar shows plain words that never change while playing (its buttons keep their
    // places); the menus say which move Undo and Redo act on (showUndoTexts()).
    for (Action a : {Action::New, Action::Restart, Action::Hint, Action::Solve, Action::Stop})
        action(a)->setIconText(plainText(action(a)->text()));
    action(Action::Gallery)->setIconText(tr("Gallery"));
    action(Action::Undo)->setIconText(tr("Undo"));
    action(Action::Redo)->setIconText(tr("Redo"));
}

// The actions on the game: New at each difficulty, Restart, Hint, Rewind, Move quality, Set up,
// Solve, Stop.
void GameActions::nameGameActions()
{
    setTexts(Action::New, tr("&New"), tr("A new game at the last chosen difficulty"));
    setTexts(Action::NewEasy, tr("&Easy"), tr("A new game a few moves from the goal"));
    setTexts(Action::NewMedium, tr("&Medium"), tr("A new game at half the hardest distance"));
    setTexts(Action::NewHard, tr("&Hard"), tr("A new game at three quarters of the hardest distance"));
    setTexts(Action::NewHardest, tr("Hard&est"), tr("A new game as far from the goal as this puzzle allows"));
    setTexts(Action::Restart, tr("&Restart"), tr("Back to the start of this game"));
    setTexts(Action::Hint, tr("&Hint"),
             tr("Each press shows more: the distance and how many moves are optimal, then the "
                "solver's move, then every optimal move"));
    setTexts(Action::PlayHint, tr("&Play the hinted move"),
             tr("Play the solver's move from here (it counts as a hint, as H showing it would)"));
    setTexts(Action::Rewind, tr("Re&wind to last optimal position"),
             tr("Back to just before the first move that did not bring the goal one move closer: the moves after it "
                "leave the counter, and moves you had undone cannot be redone (Undo brings the rewound moves back)"));
    setTexts(Action::MoveQuality, tr("Move &quality"),
             tr("Show on every move where it leads: the distance after it goes down (green), stays (grey) or goes up (red)"));
    setTexts(Action::Clock, tr("&Clock"), tr("Show in the status bar how long this game has been played (it stops while the window is away)"));
    setTexts(Action::SetUpPosition, tr("Set &up position…"),
             tr("Edit the position (and the target, where there is one) by hand, then start a game from it"));
    setTexts(Action::Solve, tr("&Solve"),
             tr("Let the solver play an optimal path to the goal, with a bar to pause, step and jump"));
    setTexts(Action::Stop, tr("S&top"),
             tr("Close the solver's playback, or keep this game instead of the one being drawn"));
}

// The window's other actions: files, dialogs, help, the animation speeds.
void GameActions::nameWindowActions()
{
    setTexts(Action::Quit, tr("&Quit"), tr("Quit Minimoves"));
    setTexts(Action::About, tr("&About Minimoves"), tr("About Minimoves"));
    setTexts(Action::Save, tr("&Save…"), tr("Save this game, with its undo history, to a file"));
    setTexts(Action::Open, tr("&Open…"), tr("Open a saved game"));
    m_importMenu->setTitle(tr("&Import"));
    setTexts(Action::OpenContest, tr("Open &contest input…"),
             tr("Open a case of a contest input file (the format minimoves-cli reads) as a game"));
    setTexts(Action::Statistics, tr("S&tatistics…"), tr("Games, solves in par, best times, streaks and the last games, per puzzle and difficulty"));
    setTexts(Action::Levels, tr("&Levels…"),
             tr("A ladder of levels of this puzzle, each with its par: stars for solving in par, the next level opens"));
    setTexts(Action::Daily, tr("&Daily puzzle…"),
             tr("Today's puzzle, the same for every player; the days played and your streak"));
    setTexts(Action::PuzzleFacts, tr("Puzzle &facts…"),
             tr("How many positions lie at each distance, and where this one stands"));
    setTexts(Action::ReviewPath, tr("Re&view path…"),
             tr("Your moves against the optimal path, each one a point to go back to"));
    setTexts(Action::CopyId, tr("&Copy game ID"), tr("Copy the puzzle and position as one line of text"));
    setTexts(Action::PasteId, tr("&Paste game ID"), tr("Start the game given by a game ID on the clipboard"));
    setTexts(Action::Gallery, tr("&Gallery…"),
             tr("Every puzzle as a card with its goal and your progress: continue one, start a new game, its levels"));
    setTexts(Action::Preferences, tr("Pr&eferences…"), tr("Language, animations, colour-blind palette, play mode, sounds"));
    setTexts(Action::Help, tr("&Rules and help"), tr("The rules of every puzzle"));
    setTexts(Action::Keys, tr("&Keyboard"), tr("Every key of the game"));
    setTexts(Action::Tour, tr("Show the &tour"), tr("The first-time tour of this puzzle: its goal, its moves, Hint"));
    setTexts(Action::SpeedSlow, tr("&Slow"), tr("Slow animations"));
    setTexts(Action::SpeedNormal, tr("&Normal"), tr("Normal animations"));
    setTexts(Action::SpeedFast, tr("&Fast"), tr("Fast animations"));
    setTexts(Action::SpeedOff, tr("&Off"), tr("No animations"));
}

} // namespace minimoves::app
