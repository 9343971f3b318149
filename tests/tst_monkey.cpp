// The monkey: a seeded random sequence of real input events in the main window — clicks, drags
// and keys on the board, the puzzle chooser, every menu action (New at each difficulty, sizes and
// picture kinds, Restart, Undo, Redo, Hint, Solve, Stop, Save, Open, Copy/Paste game ID,
// Preferences with the language, Statistics, Help, closing the window), the dialogs a board opens
// — with the game's invariants checked after each event, once the worker has answered:
// - the board shows the session's game and position, and takes input;
// - the undo stack is the history: its length, its index, the position it leads to from the
//   start, and what the event did to it (a move adds one, Undo takes one back, Hint adds none);
// - the status bar says what the engine says (its own solve() of the position) and counts the
//   moves made;
// - every few events, the game is playable: a move is taken and Undo takes it back.
//
// One row per puzzle (the row's puzzle is where the play starts; the chooser and the game IDs
// lead to the others). MINIMOVES_MONKEY_EVENTS sets the events per row (1,000 by default; fewer
// in the sanitizer build), MINIMOVES_MONKEY_SEED replaces every row's seed: `make monkey EVENTS=N
// SEED=S`. A failure prints the row, its seed, the event's index and the last events, which
// replays it: MINIMOVES_MONKEY_SEED=S MINIMOVES_MONKEY_EVENTS=N tests_gui tst_monkey play:<puzzle>. The
// events replay exactly, and so do the games drawn (GameSessions::setSeed), but for a game drawn
// ahead that arrives before or after an event depending on the machine's speed.
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/present/game_presenter.h"
#include "game/session/game_session.h"
#include "game/present/game_texts.h"
#include "shell/window/main_window.h"
#include "shell/play/playback_bar.h"
#include "shell/settings/preferences_dialog.h"
#include "shell/settings/settings.h"
#include "shell/statistics/statistics_dialog.h"

#include "game_fixture.h"
#include "test_registry.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDeadlineTimer>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <algorithm>
#include <deque>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_monkey {

using namespace minimoves;
using namespace minimoves::app;
using Phase = GameSession::Phase;

namespace {

constexpr int defaultEvents = 1000;
constexpr int shownEvents = 20;  // the events a failure lists
constexpr int playableEvery = 16; // the full playability check (a move and its Undo) this often
constexpr int settleMs = 120000;  // a Ball Grid 4x4 draw under the sanitizers takes a while

// The offscreen platform's notes on every dialog shown ("This plugin does not support raise()")
// would bury a failure's log; everything else goes to Qt Test as before.
QtMessageHandler qtTestHandler = nullptr;
void dropPlatformNotes(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (!message.startsWith(QStringLiteral("This plugin does not support ")))
        qtTestHandler(type, context, message);
}

int eventsPerRow()
{
    bool ok = false;
    const int events = qEnvironmentVariableIntValue("MINIMOVES_MONKEY_EVENTS", &ok);
    return ok && events > 0 ? events : defaultEvents;
}

// Until `done`, delivering events as they come (QTest::qWaitFor sleeps 10 ms between looks, which
// would be most of a monkey's time); a timer wakes the loop when nothing else does.
template <class Predicate>
bool waitUntil(Predicate done, int ms)
{
    QDeadlineTimer deadline(ms);
    QTimer wake;
    wake.start(20);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return true;
}

// What an event may do to the game's history (the undo stack), checked against the history before.
enum class Expect {
    Same,    // nothing: Hint, Save, Copy, a preference, a dialog shown
    Moves,   // none, or moves played after the position (the redo tail dropped)
    Forward, // Solve: none, or moves forward, each redone (the next redoable is the path's) or played
    Undo,    // one step back when Undo could
    Redo,    // one step again when Redo could
    Restart, // a Restart entry when Restart could
    Any,     // another game, another puzzle, a file, an ID, a new target: only the invariants
};

// The game as the session has it, before an event.
struct Snapshot {
    const AnyPuzzle* puzzle = nullptr;
    QString key;
    StateRank start = 0;
    std::vector<int> history;
    int applied = 0;
    bool canUndo = false;
    bool canRedo = false;
    bool canRestart = false;
    bool canSolve = false;

    static Snapshot of(const GameSession& s)
    {
        const GameModel* m = s.model();
        return {m->puzzle().get(), s.key(), m->startState(), m->history(), m->appliedCount(),
                s.can().undo,       s.can().redo, s.can().restart, s.can().solve};
    }
};

class Monkey {
public:
    Monkey(MainWindow& window, const QString& folder, quint64 seed) : m_window(window), m_folder(folder), m_rng(seed)
    {
    }

    // Plays `events` events; the first failure, with the events before it, or an empty string.
    QString play(int events)
    {
        for (m_index = 0; m_index < events; ++m_index) {
            // A searched puzzle's hard games are searched too long for the monkey (see searched()): a
            // New, a size or a switch that draws at the last difficulty chosen draws at most at Medium
            // (newHard and newHardest themselves still draw hard games of the tabled puzzles).
            if (m_window.sessions()->difficulty() == Difficulty::Hardest || m_window.sessions()->difficulty() == Difficulty::Hard)
                m_window.sessions()->setDifficulty(Difficulty::Medium);
            const Expect expect = step();
            QString failure = check(expect);
            if (failure.isEmpty() && (m_index + 1) % playableEvery == 0)
                failure = checkPlayable();
            if (!failure.isEmpty())
                return QStringLiteral("After event #%1: %2").arg(m_index).arg(failure);
        }
        return {};
    }

    // The monkey waits for a playback to end: one that an event set going (Solve then Hint, Space on
    // the bar) with more than 30 moves to go (Huarong Dao's run to 90) is stopped once it plays, as
    // a player who has seen enough would. True when it stopped one.
    bool stopALongPlayback(Expect expect)
    {
        const GameSession* s = session();
        if (expect != Expect::Any || !s || s->phase() != Phase::Solving)
            return false;
        const auto known = s->answer()->solution();
        if (!known || known->distance <= 30)
            return false;
        note(QStringLiteral("stop the playback of %1 moves").arg(known->distance));
        action("stop")->trigger();
        return true;
    }

    QString log() const
    {
        QString text;
        for (const QString& line : m_log)
            text += QStringLiteral("    ") + line + QLatin1Char('\n');
        return text;
    }

private:
    int below(int n) { return int(m_rng() % quint64(n)); }
    bool chance(int percent) { return below(100) < percent; }
    template <class T>
    T pick(std::initializer_list<T> items)
    {
        return items.begin()[below(int(items.size()))];
    }

    void note(const QString& line)
    {
        m_log.push_back(QStringLiteral("#%1 [%2] %3").arg(m_index).arg(m_window.session()->key(), line));
        if (m_log.size() > shownEvents)
            m_log.pop_front();
    }

    GameSession* session() const { return m_window.session(); }
    BoardWidget* board() const { return m_window.board(); }
    QAction* action(const char* name) const { return actionNamed(m_window, name); }

    QPoint randomPoint()
    {
        const QSize size = board()->size();
        return {below(std::max(1, size.width())), below(std::max(1, size.height()))};
    }
    static QString pointText(QPoint p) { return QStringLiteral("(%1,%2)").arg(p.x()).arg(p.y()); }

    QList<QDialog*> openDialogs() const
    {
        QList<QDialog*> open;
        for (QDialog* dialog : m_window.findChildren<QDialog*>())
            if (dialog->isVisible())
                open.append(dialog);
        return open;
    }

    // One random event; what it may do to the history.
    Expect step()
    {
        m_before = Snapshot::of(*session());
        m_solving = false;
        if (!openDialogs().isEmpty() && chance(50))
            return answerDialog();
        if (playbackBarOf(m_window)->isVisible() && chance(30))
            return playbackEvent();
        const int roll = below(100);
        if (roll < 36)
            return key();
        if (roll < 52)
            return click();
        if (roll < 58)
            return drag();
        if (roll < 88)
            return menuAction();
        return rareAction();
    }

    // On the playback bar, while it shows: its keys, its buttons, a move of its row, the slider.
    Expect playbackEvent()
    {
        PlaybackBar* bar = playbackBarOf(m_window);
        switch (below(4)) {
        case 0: {
            static const std::pair<Qt::Key, const char*> keys[] = {{Qt::Key_Space, "Space"}, {Qt::Key_Left, "Left"},
                                                                  {Qt::Key_Right, "Right"}, {Qt::Key_Home, "Home"},
                                                                  {Qt::Key_End, "End"},     {Qt::Key_Escape, "Esc"}};
            const auto& [key, name] = keys[below(6)];
            note(QStringLiteral("key %1 on the playback bar").arg(QString::fromLatin1(name)));
            bar->setFocus();
            QTest::keyClick(bar, key);
            return Expect::Any;
        }
        case 1: {
            const char* name = pick({"playbackPlay", "playbackStepBack", "playbackStepForward", "playbackClose"});
            note(QStringLiteral("click %1").arg(QString::fromLatin1(name)));
            QTest::mouseClick(bar->findChild<QAbstractButton*>(QString::fromLatin1(name)), Qt::LeftButton);
            return Expect::Any;
        }
        case 2: {
            if (bar->frameButtons() == 0)
                return Expect::Same;
            const int frame = below(bar->frameButtons());
            note(QStringLiteral("click move %1 of the playback's row").arg(frame));
            QTest::mouseClick(bar->frameButton(frame), Qt::LeftButton);
            return Expect::Any;
        }
        default: {
            // (Never slower than 160 ms a move: a Solve is waited for to its end.)
            const bool faster = chance(50) || session()->playback()->interval() > 100;
            note(QStringLiteral("playback speed %1").arg(faster ? QStringLiteral("faster") : QStringLiteral("slower")));
            QTest::keyClick(bar->findChild<QWidget*>(QStringLiteral("playbackSpeed")), faster ? Qt::Key_Right : Qt::Key_Left);
            return Expect::Same;
        }
        }
    }

    // A key on the board: the arrows (with Shift too), every board's letters, Enter, Space, and
    // keys no board knows.
    Expect key()
    {
        static const std::pair<Qt::Key, const char*> keys[] = {
            {Qt::Key_Left, "Left"}, {Qt::Key_Right, "Right"}, {Qt::Key_Up, "Up"},     {Qt::Key_Down, "Down"},
            {Qt::Key_A, "A"},       {Qt::Key_B, "B"},         {Qt::Key_C, "C"},       {Qt::Key_R, "R"},
            {Qt::Key_T, "T"},       {Qt::Key_Return, "Return"}, {Qt::Key_Enter, "Enter"}, {Qt::Key_Space, "Space"},
            {Qt::Key_X, "X"},       {Qt::Key_5, "5"},         {Qt::Key_Home, "Home"}, {Qt::Key_Tab, "Tab"}};
        const auto& [key, name] = keys[below(int(std::size(keys)))];
        const bool arrow = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
        const Qt::KeyboardModifiers modifiers = arrow && chance(40) ? Qt::ShiftModifier : Qt::NoModifier;
        note(QStringLiteral("key %1%2 on the board").arg(modifiers ? QStringLiteral("Shift+") : QString(),
                                                            QString::fromLatin1(name)));
        QTest::keyClick(board(), key, modifiers);
        return Expect::Moves; // T (Magic Board) only opens its target dialog
    }

    Expect click()
    {
        const QPoint at = randomPoint();
        const Qt::MouseButton button = chance(75) ? Qt::LeftButton : Qt::RightButton;
        note(QStringLiteral("click %1 at %2").arg(button == Qt::LeftButton ? QStringLiteral("left") : QStringLiteral("right"),
                                                  pointText(at)));
        QTest::mouseClick(board(), button, {}, at);
        return Expect::Moves;
    }

    // Press, a few moves, release: a drag across the board, or a short one.
    Expect drag()
    {
        const QPoint from = randomPoint();
        const QPoint to = chance(70) ? randomPoint() : from + QPoint(below(41) - 20, below(41) - 20);
        const int steps = 1 + below(4);
        note(QStringLiteral("drag %1 to %2 in %3 steps").arg(pointText(from), pointText(to)).arg(steps));
        QTest::mousePress(board(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= steps; ++i)
            QTest::mouseMove(board(), from + (to - from) * i / steps);
        QTest::mouseRelease(board(), Qt::LeftButton, {}, to);
        return Expect::Moves;
    }

    Expect trigger(const char* name, Expect expect)
    {
        note(QStringLiteral("action %1").arg(QString::fromLatin1(name)));
        action(name)->trigger();
        return expect;
    }

    Expect menuAction()
    {
        switch (below(14)) {
        case 0:
        case 1:
            return trigger("undo", Expect::Undo);
        case 2:
            return trigger("redo", Expect::Redo);
        case 3:
            return trigger("restart", Expect::Restart);
        case 4:
            return trigger("hint", Expect::Same);
        case 5: {
            // A Solve is waited for to its end: one of more than 30 moves (Huarong Dao's run to 90)
            // is stopped as soon as it starts, its playback tried on the shorter ones.
            const auto known = session()->answer()->solution();
            if (known && known->distance > 30) {
                note(QStringLiteral("action solve of %1 moves, then at once stop").arg(known->distance));
                action("solve")->trigger();
                action("stop")->trigger();
                return Expect::Any;
            }
            m_solving = true;
            const Expect expect = trigger("solve", Expect::Forward);
            // At 100 ms a move or faster (View ▸ Fast leaves 250 ms), as the player's key on the bar's
            // speed sets it.
            PlaybackBar* bar = playbackBarOf(m_window);
            QWidget* speed = bar && bar->isVisible() ? bar->findChild<QWidget*>(QStringLiteral("playbackSpeed")) : nullptr;
            for (int i = 0; speed && i < 12 && session()->playback()->interval() > 100; ++i)
                QTest::keyClick(speed, Qt::Key_Right);
            return expect;
        }
        case 6:
            return trigger("stop", Expect::Same);
        case 7:
            return trigger("newGame", Expect::Any);
        case 8:
            // A searched puzzle's hard games (the Fifteen Puzzle's 60-80 moves) are searched for seconds
            // to hours with the tests' small tables, and the monkey checks each position with the
            // engine: it plays its easy and medium games (tst_fifteen_game takes New ▸ Hardest).
            if (searched())
                return trigger(pick({"newEasy", "newMedium"}), Expect::Any);
            return trigger(pick({"newEasy", "newMedium", "newHard", "newHardest"}), Expect::Any);
        case 9: { // a size or picture kind from the Game menu
            const QList<QAction*> sizes = sizeActions();
            if (sizes.isEmpty())
                return trigger("hint", Expect::Same);
            QAction* size = sizes[below(int(sizes.size()))];
            note(QStringLiteral("size %1").arg(size->data().toString()));
            size->trigger();
            return Expect::Any;
        }
        case 10: { // the puzzle chooser, by its keys
            auto* chooser = m_window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
            const bool down = chance(50);
            note(QStringLiteral("chooser %1").arg(down ? QStringLiteral("Down") : QStringLiteral("Up")));
            QTest::keyClick(chooser, down ? Qt::Key_Down : Qt::Key_Up);
            return Expect::Any;
        }
        case 11:
            return chance(50) ? trigger("copyId", Expect::Same) : pasteId();
        case 12:
            return chance(50) ? save() : open();
        default: // Solve or New, then at once (no event in between) Stop, Undo, a move or another New
            return interrupted();
        }
    }

    QList<QAction*> sizeActions() const
    {
        QList<QAction*> sizes;
        for (QAction* a : m_window.findChildren<QAction*>())
            if (a->actionGroup() && a->isCheckable() && a->data().typeId() == QMetaType::QString && a->isVisible())
                sizes.append(a);
        return sizes;
    }

    Expect interrupted()
    {
        const char* first = searched() ? pick({"solve", "newGame"}) : pick({"solve", "newGame", "newHardest"});
        const char* second = pick({"stop", "undo", "redo", "restart", "hint", "newGame", "move"});
        note(QStringLiteral("action %1, then at once %2").arg(QString::fromLatin1(first), QString::fromLatin1(second)));
        action(first)->trigger();
        if (qstrcmp(second, "move") == 0)
            QTest::keyClick(board(), pick({Qt::Key_Left, Qt::Key_Up, Qt::Key_A, Qt::Key_R, Qt::Key_Space}));
        else
            action(second)->trigger();
        return Expect::Any;
    }

    Expect pasteId()
    {
        // The clipboard holds what Copy put there, or text that is not a game ID at all.
        if (chance(25)) {
            const QString junk = pick({QStringLiteral("magic-board:12345678:1234567"), QStringLiteral("no id"),
                                       QStringLiteral("ball-grid:9x9/:R"), QString()});
            QGuiApplication::clipboard()->setText(junk);
            note(QStringLiteral("action pasteId of \"%1\"").arg(junk));
        } else {
            note(QStringLiteral("action pasteId of \"%1\"").arg(QGuiApplication::clipboard()->text()));
        }
        action("pasteId")->trigger();
        return Expect::Any;
    }

    // Save and Open go through the window's own entry points (the actions' file dialogs would wait
    // for a person), to files in the row's folder.
    Expect save()
    {
        const QString file = QStringLiteral("%1/saved-%2.minimoves").arg(m_folder).arg(below(4));
        note(QStringLiteral("save to %1").arg(QFileInfo(file).fileName()));
        QString error;
        if (!filesOf(m_window)->saveGame(file, &error))
            m_failure = QStringLiteral("Save failed: %1").arg(error);
        return Expect::Same;
    }

    Expect open()
    {
        const QStringList files = QDir(m_folder).entryList({QStringLiteral("*.minimoves")}, QDir::Files, QDir::Name);
        if (files.isEmpty() || chance(10)) { // a file that is not a saved game: nothing changes
            const QString file = m_folder + QStringLiteral("/not-a-game.minimoves");
            QFile junk(file);
            if (junk.open(QIODevice::WriteOnly))
                junk.write("{\"format\": \"minimoves-game\", \"version\": 1, \"puzzle\": \"magic-board\"}");
            junk.close();
            note(QStringLiteral("open %1").arg(QFileInfo(file).fileName()));
            if (openGameAndWait(filesOf(m_window), file))
                m_failure = QStringLiteral("A file that is not a saved game opened");
            return Expect::Same;
        }
        const QString file = files[below(int(files.size()))];
        note(QStringLiteral("open %1").arg(file));
        QString error;
        if (!openGameAndWait(filesOf(m_window), m_folder + QLatin1Char('/') + file, &error) && file != QStringLiteral("not-a-game.minimoves"))
            m_failure = QStringLiteral("Open failed: %1").arg(error);
        return Expect::Any;
    }

    Expect rareAction()
    {
        switch (below(7)) {
        case 0:
        case 1:
            return preferences();
        case 2: // the View menu's speeds: off mostly, fast sometimes (slow ones only take longer)
            return trigger(chance(70) ? "speedOff" : "speedFast", Expect::Same);
        case 3: {
            QTimer::singleShot(0, &m_window, [this] {
                if (auto* dialog = m_window.findChild<StatisticsDialog*>())
                    dialog->accept();
                else
                    m_failure = QStringLiteral("Statistics did not open");
            });
            return trigger("statistics", Expect::Same);
        }
        case 4:
            return trigger(pick({"help", "keys", "about"}), Expect::Same);
        case 5: { // closing the window saves; it comes back with the same game
            note(QStringLiteral("close the window and show it again"));
            m_window.close();
            m_window.show();
            if (!QTest::qWaitForWindowExposed(&m_window))
                m_failure = QStringLiteral("The window did not come back");
            return Expect::Same;
        }
        default:
            return trigger("hint", Expect::Same);
        }
    }

    // Edit ▸ Preferences: one change in the dialog, as a player makes it, then Close.
    Expect preferences()
    {
        const int what = below(4);
        static const char* names[] = {"language", "animation speed", "colour-blind symbols", "distance always shown"};
        note(QStringLiteral("preferences: %1").arg(QString::fromLatin1(names[what])));
        const int choice = below(1000);
        QTimer::singleShot(0, &m_window, [this, what, choice] {
            auto* dialog = m_window.findChild<PreferencesDialog*>();
            if (!dialog) {
                m_failure = QStringLiteral("Preferences did not open");
                return;
            }
            if (what == 0) {
                QComboBox* box = dialog->languageBox();
                box->setCurrentIndex(choice % box->count());
            } else if (what == 1) { // off or fast (slow ones only take longer)
                QComboBox* box = dialog->speedBox();
                const int ms = choice % 3 == 0 ? settings::fastAnimationMs : 0;
                box->setCurrentIndex(std::max(0, box->findData(ms)));
            } else if (what == 2) {
                dialog->symbolsBox()->toggle();
            } else {
                QComboBox* box = dialog->modeBox();
                box->setCurrentIndex((box->currentIndex() + 1) % box->count());
            }
            dialog->accept();
        });
        action("preferences")->trigger();
        return Expect::Same;
    }

    // A dialog a board opened (a new target, the teeth editor) or Help: a line edited, one of its
    // buttons clicked, or closed.
    Expect answerDialog()
    {
        QDialog* dialog = openDialogs().first();
        QString what;
        for (QLineEdit* edit : dialog->findChildren<QLineEdit*>()) {
            if (!edit->isVisible() || !chance(50))
                continue;
            QString text = edit->text();
            std::shuffle(text.begin(), text.end(), m_rng);
            if (chance(10))
                text.chop(1);
            edit->setText(text);
            what += QStringLiteral(" \"%1\"").arg(text);
        }
        QList<QAbstractButton*> buttons;
        if (auto* box = dialog->findChild<QDialogButtonBox*>())
            buttons = box->buttons();
        if (!buttons.isEmpty() && chance(80)) {
            QAbstractButton* button = buttons[below(int(buttons.size()))];
            note(QStringLiteral("dialog %1:%2 %3").arg(dialog->metaObject()->className(), what, button->text()));
            button->click();
        } else {
            note(QStringLiteral("dialog %1:%2 closed").arg(dialog->metaObject()->className(), what));
            dialog->close();
        }
        return Expect::Any;
    }

    // Whether the puzzle in play finds its distances by a search (DistanceBy::Search).
    bool searched() const
    {
        const GameSession* s = session();
        return s && s->hasGame() && s->model()->puzzle()->abilities().distance == DistanceBy::Search;
    }

    bool settled() const
    {
        const GameSession* s = session();
        return s && s->hasGame() && s->phase() == Phase::Playing && s->answer()->solution() && !m_window.solver()->busy() &&
               board() && !board()->isAnimating() && board()->puzzle() == s->model()->puzzle().get() &&
               !m_window.sessions()->isReading();
    }

    // The invariants, once the worker has answered; an empty string when they hold.
    QString check(Expect expect)
    {
        if (!m_failure.isEmpty())
            return std::exchange(m_failure, QString());
        // What the event posted (a language change reaches the widgets so) is delivered first.
        QCoreApplication::processEvents();
        bool stopped = false;
        if (!waitUntil([&] { return (stopped = stopped || stopALongPlayback(expect), settled()); }, settleMs)) {
            const GameSession* s = session();
            return QStringLiteral("Not settled: phase %1, solution %2, worker busy %3, animating %4")
                .arg(int(s->phase()))
                .arg(s->answer()->solution().has_value())
                .arg(m_window.solver()->busy())
                .arg(board() && board()->isAnimating());
        }
        GameSession* s = session();
        const GameModel* model = s->model();
        const AnyPuzzle& puzzle = *model->puzzle();
        if (board()->state() != model->state())
            return QStringLiteral("The board shows %1, the game is at %2").arg(board()->state()).arg(model->state());
        if (!board()->isEnabled() || !s->can().play)
            return QStringLiteral("The board does not take moves");

        // The undo stack is the history, and leads from the start to the position.
        const std::vector<int> history = model->history();
        const int applied = model->appliedCount();
        if (model->undoStack()->count() != int(history.size()) || applied > int(history.size()))
            return QStringLiteral("Undo stack of %1 for a history of %2 (%3 applied)")
                .arg(model->undoStack()->count())
                .arg(history.size())
                .arg(applied);
        StateRank replayed = model->startState();
        int moves = 0;
        for (int i = 0; i < applied; ++i) {
            const int entry = history[std::size_t(i)];
            replayed = entry < 0 ? model->startState() : puzzle.apply(replayed, entry);
            moves = entry < 0 ? 0 : moves + 1;
        }
        if (replayed != model->state())
            return QStringLiteral("The history leads to %1, the game is at %2").arg(replayed).arg(model->state());
        if (model->movesMade() != moves)
            return QStringLiteral("%1 moves made, the history says %2").arg(model->movesMade()).arg(moves);
        if (QString failure = checkHistory(expect, history, applied); !failure.isEmpty())
            return failure;
        if (m_solving && m_before.canSolve && !model->isSolved())
            return QStringLiteral("Solve did not reach the goal");

        // The status bar: the engine's own distance, and the moves made.
        const auto engine = puzzle.solve(model->state(), {});
        if (!engine)
            return QStringLiteral("The engine did not answer");
        if (s->answer()->solution()->distance != engine->distance)
            return QStringLiteral("The session's distance is %1, the engine's %2").arg(s->answer()->solution()->distance).arg(engine->distance);
        const QString status = distanceLabelOf(m_window)->accessibleName();
        const QString expected =
            !engine->reachable() ? GameTexts::tr("The goal cannot be reached from here")
            : engine->distance == 0 ? GameTexts::tr("At the goal")
            : settings::playMode() == PlayMode::Coach || s->hints()->shown()
                ? (engine->distance == 1 ? GameTexts::tr("1 move to go") : GameTexts::tr("%1 moves to go").arg(engine->distance))
                : GameTexts::tr("Distance to goal: press H for a hint");
        if (!status.startsWith(expected))
            return QStringLiteral("The status bar says \"%1\" where the engine says \"%2\"").arg(status, expected);
        if (movesLabelOf(m_window)->text() != GamePresenter::tr("Moves: %1").arg(moves))
            return QStringLiteral("The status bar says \"%1\" after %2 moves").arg(movesLabelOf(m_window)->text()).arg(moves);
        if (action("undo")->isEnabled() != s->can().undo || action("redo")->isEnabled() != s->can().redo)
            return QStringLiteral("Undo/Redo enabled %1/%2, the session can %3/%4")
                .arg(action("undo")->isEnabled())
                .arg(action("redo")->isEnabled())
                .arg(s->can().undo)
                .arg(s->can().redo);
        return {};
    }

    // What the event did to the history, against what it may do.
    QString checkHistory(Expect expect, const std::vector<int>& history, int applied) const
    {
        const Snapshot& b = m_before;
        const GameModel* model = session()->model();
        if (expect == Expect::Any)
            return {};
        if (session()->key() != b.key || model->puzzle().get() != b.puzzle || model->startState() != b.start)
            return QStringLiteral("The game changed where only its moves could");
        const bool same = history == b.history && applied == b.applied;
        auto prefixKept = [&](int length) {
            return int(history.size()) >= length && std::equal(b.history.begin(), b.history.begin() + length, history.begin());
        };
        switch (expect) {
        case Expect::Same:
            if (!same)
                return QStringLiteral("The history changed (%1 applied, was %2)").arg(applied).arg(b.applied);
            break;
        case Expect::Undo:
            if (b.canUndo ? !(history == b.history && applied == b.applied - 1) : !same)
                return QStringLiteral("Undo: %1 applied, was %2").arg(applied).arg(b.applied);
            break;
        case Expect::Redo:
            if (b.canRedo ? !(history == b.history && applied == b.applied + 1) : !same)
                return QStringLiteral("Redo: %1 applied, was %2").arg(applied).arg(b.applied);
            break;
        case Expect::Restart:
            if (b.canRestart ? !(applied == b.applied + 1 && int(history.size()) == applied && prefixKept(b.applied) &&
                                 history.back() < 0)
                             : !same)
                return QStringLiteral("Restart: %1 of %2 applied, was %3").arg(applied).arg(history.size()).arg(b.applied);
            break;
        case Expect::Moves:
            if (same)
                break;
            if (!(applied > b.applied && int(history.size()) == applied && prefixKept(b.applied) &&
                  std::all_of(history.begin() + b.applied, history.end(), [](int m) { return m >= 0; })))
                return QStringLiteral("Moves: %1 of %2 applied, was %3 of %4")
                    .arg(applied)
                    .arg(history.size())
                    .arg(b.applied)
                    .arg(b.history.size());
            break;
        case Expect::Forward:
            if (same)
                break;
            if (!(applied > b.applied && prefixKept(b.applied) && (int(history.size()) == applied || history == b.history) &&
                  std::all_of(history.begin() + b.applied, history.begin() + applied, [](int m) { return m >= 0; })))
                return QStringLiteral("Solve: %1 of %2 applied, was %3 of %4")
                    .arg(applied)
                    .arg(history.size())
                    .arg(b.applied)
                    .arg(b.history.size());
            break;
        case Expect::Any:
            break;
        }
        return {};
    }

    // A move is taken, shown, and taken back by Undo.
    QString checkPlayable()
    {
        GameSession* s = session();
        const StateRank before = s->model()->state();
        const AnyPuzzle& puzzle = *s->model()->puzzle();
        int move = 0;
        while (move < puzzle.moveCount() && puzzle.apply(before, move) == before)
            ++move;
        if (move == puzzle.moveCount())
            return QStringLiteral("Playable: no move changes the position");
        // A solved board takes no stray move (issue 24): refused, then taken once Play on is chosen.
        if (auto* presenter = m_window.findChild<GamePresenter*>(); presenter->canPlayOn()) {
            emit board()->moveRequested(move);
            if (s->model()->state() != before)
                return QStringLiteral("Playable: the solved board took move %1").arg(move);
            m_window.findChild<QPushButton*>(QStringLiteral("playOnButton"))->click();
        }
        emit board()->moveRequested(move);
        if (s->model()->state() != puzzle.apply(before, move))
            return QStringLiteral("Playable: move %1 was not taken").arg(move);
        if (!waitUntil([&] { return settled(); }, settleMs) || board()->state() != s->model()->state())
            return QStringLiteral("Playable: move %1 is not shown").arg(move);
        action("undo")->trigger();
        if (s->model()->state() != before)
            return QStringLiteral("Playable: Undo did not take move %1 back").arg(move);
        if (!waitUntil([&] { return settled(); }, settleMs) || board()->state() != before)
            return QStringLiteral("Playable: the Undo of move %1 is not shown").arg(move);
        return {};
    }

    MainWindow& m_window;
    QString m_folder;
    std::mt19937_64 m_rng;
    int m_index = 0;
    Snapshot m_before;
    bool m_solving = false; // the event is Solve: it ends at the goal
    QString m_failure; // found while the event ran (a save that failed, a dialog that did not open)
    std::deque<QString> m_log;
};

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
    // The settings of this run alone: long runs go side by side, and the monkey changes them.
    QTemporaryDir m_settings;
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void play_data();
    void play();
};

void TestMonkey::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_monkey"));
    QApplication::setQuitOnLastWindowClosed(false); // the monkey closes the window and shows it again
    qtTestHandler = qInstallMessageHandler(dropPlatformNotes);
}

void TestMonkey::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

void TestMonkey::cleanup() { settings::applyLanguage(QStringLiteral("en")); }

void TestMonkey::play_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("events");
    bool seedGiven = false;
    const quint64 seed = qEnvironmentVariable("MINIMOVES_MONKEY_SEED").toULongLong(&seedGiven);
    quint64 rowSeed = 1800;
    for (const PuzzleUi& ui : puzzleUis())
        QTest::newRow(ui.id.data()) << ui.idText() << (seedGiven ? seed : rowSeed++) << eventsPerRow();
    // A seed that failed becomes a row here, with its puzzle and the events it took, e.g.
    //   QTest::newRow("regression: <what it found>") << QStringLiteral("ball-grid") << quint64(1234) << 517;
}

void TestMonkey::play()
{
    QFETCH(QString, puzzle);
    QFETCH(quint64, seed);
    QFETCH(int, events);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    MainWindow window;
    window.sessions()->setSaveDirectory(folder.filePath(QStringLiteral("games")));
    window.sessions()->setSeed(seed);
    window.resize(1000, 680);
    window.show();
    actionOf(window, Action::SpeedOff)->trigger();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.selectPuzzle(puzzle);
    QVERIFY(QTest::qWaitFor([&] { return window.session() && window.session()->hasGame(); }, settleMs));

    Monkey monkey(window, folder.path(), seed);
    if (const QString failure = monkey.play(events); !failure.isEmpty())
        QFAIL(qPrintable(QStringLiteral("%1\nseed %2, %3 events; the last events:\n%4replay: MINIMOVES_MONKEY_SEED=%2 "
                                        "MINIMOVES_MONKEY_EVENTS=%3 tests_gui tst_monkey play:%5")
                             .arg(failure)
                             .arg(seed)
                             .arg(events)
                             .arg(monkey.log(), QString::fromLatin1(QTest::currentDataTag()))));
}

MINIMOVES_TEST_MAIN(TestMonkey)
} // namespace tst_monkey

#include "tst_monkey.moc"
