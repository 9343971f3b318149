// bench_responsiveness (make bench-gui, make bench): what a player feels of the GUI's speed.
//
// 1. Paint: every board's paint events in the real window (an application event filter delivers
//    each board paint itself and times it): at 1000x700 the first paint of a puzzle's first game
//    (the process's first board of that puzzle, so its caches are made then), the next game's
//    first paint, a paint at rest, and during one move animation at normal speed the longest
//    paint and the GUI thread's longest gap; then a new window's first paint at 900x560. Targets:
//    8 ms a paint, 16 ms a gap.
//    The twisty puzzles' 3D board alone at 1200x800: a frame at rest and through a turn.
// 2. Start-up: for every puzzle its chooser lists, the time until its first game is on screen:
//    in-process (a fresh MainWindow at 1000x700: construction, show, selectPuzzle, until
//    MainWindow::gameShown and until the board's first paint after it), and as a whole process
//    (`minimoves --puzzle ID --screenshot FILE --size 1000x700` from start to exit: Qt's start,
//    the game, the solver settled and the PNG written, so an upper bound). Target: 0.2 s.
// 3. How long the GUI thread ever goes without processing events while each puzzle's biggest
//    search runs, and how fast a switch or a quit interrupts it. A 1 ms precise QTimer ticks on
//    the GUI thread; the longest gap between two ticks is the longest the player would have
//    waited for any reaction. Measured
//  - in the real main window (offscreen), for every puzzle its chooser lists (every puzzle with a
//    board): New game at Hardest on its largest variant, random clicks, keys and moves meanwhile
//    and for a second after the game came (each move asks the solver again);
//  - on the solver service alone, for every registered puzzle, board or not.
// Then switching puzzles and quitting in the middle of those searches (at several moments), timed
// until the next game is there / the window (or service) is gone. Targets: 16 ms and 200 ms.
// It prints figures and asserts nothing (exit 0) unless a scenario never finished. --no-search:
// sections 1 and 2 only; puzzle ids as arguments: those puzzles only.
#include "shutdown_scenarios.h"

#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "boards/twisty_geometry.h"
#include "game/solver/solver_service.h"
#include "shell/window/main_window.h"

#include "game_fixture.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QSettings>
#include <QTest>
#include <QTimer>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

using namespace minimoves;
using namespace minimoves::app;
using namespace minimoves::scenarios;

namespace {

constexpr int SwitchDelays[] = {0, 20, 100, 300};

// The longest gap between two ticks of a 1 ms timer on the GUI thread.
class GapMeter {
public:
    GapMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            m_max = std::max(m_max, now - m_last);
            m_last = now;
        });
    }
    void start()
    {
        m_max = 0;
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    double maxGapMs()
    {
        const qint64 now = m_clock.nsecsElapsed();
        return double(std::max(m_max, now - m_last)) / 1e6;
    }
    void stop() { m_timer.stop(); }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_max = 0;
};

// This thread's processor time in ms (Linux: CLOCK_THREAD_CPUTIME_ID).
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Times every paint of a board: an application event filter that delivers a board's paint event
// itself (QObject::event, which runs paintEvent) and records how long it took.
class PaintTimer : public QObject {
public:
    struct Paint {
        const QObject* board;
        double ms;    // wall-clock time
        double cpuMs; // the GUI thread's processor time (apart from other work on a shared machine)
        bool animating;
        std::chrono::steady_clock::time_point end;
    };
    PaintTimer() { qApp->installEventFilter(this); }
    ~PaintTimer() override { qApp->removeEventFilter(this); }
    std::vector<Paint> paints;

    // The paints of `board` from index `from` on.
    std::vector<Paint> of(const QObject* board, std::size_t from = 0) const
    {
        std::vector<Paint> found;
        for (std::size_t i = from; i < paints.size(); ++i)
            if (paints[i].board == board)
                found.push_back(paints[i]);
        return found;
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* board = event->type() == QEvent::Paint ? qobject_cast<BoardWidget*>(watched) : nullptr;
        if (!board || m_inside)
            return false;
        m_inside = true;
        QElapsedTimer clock;
        clock.start();
        const double cpu = threadCpuMs();
        static_cast<QObject*>(board)->event(event);
        paints.push_back({board, double(clock.nsecsElapsed()) / 1e6, threadCpuMs() - cpu, board->isAnimating(),
                          std::chrono::steady_clock::now()});
        m_inside = false;
        return true;
    }

private:
    bool m_inside = false;
};

// Processes events until `done` or `timeoutMs`; false on timeout.
template <class F>
bool waitUntil(F done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    }
    return true;
}

struct StartUp {
    double shownMs = -1;   // MainWindow constructed ... gameShown for the puzzle
    double paintedMs = -1; // ... and the board's first paint after it
    double processMs = -1; // minimoves --puzzle ID --screenshot: process start to exit
};

// In-process: a fresh window (settings cleared: no remembered puzzle, size or game), shown at
// 1000x700, switched to `id`, until its first game is shown and painted.
StartUp startUpInProcess(const QString& id, PaintTimer& timer)
{
    StartUp result;
    QSettings().clear();
    const auto start = std::chrono::steady_clock::now();
    auto msSince = [&](std::chrono::steady_clock::time_point t) {
        return std::chrono::duration<double, std::milli>(t - start).count();
    };
    MainWindow window;
    bool shown = false;
    std::size_t from = 0;
    QObject::connect(&window, &MainWindow::gameShown, &window, [&] {
        shown = window.currentPuzzleId() == id;
        from = timer.paints.size();
        result.shownMs = msSince(std::chrono::steady_clock::now());
    });
    window.resize(1000, 700);
    window.show();
    window.selectPuzzle(id);
    if (!waitUntil([&] { return shown; }, 30000))
        return result;
    const QPointer<BoardWidget> board = window.board();
    if (waitUntil([&] { return board && !timer.of(board, from).empty(); }, 5000))
        result.paintedMs = msSince(timer.of(board, from).front().end);
    window.solver()->waitForIdle();
    return result;
}

// The whole process, through the game's --screenshot option (offscreen): start to exit.
double startUpProcess(const QString& id)
{
    const QString game = QCoreApplication::applicationDirPath() + QStringLiteral("/minimoves");
    if (!QFile::exists(game))
        return -1;
    const QString picture = QDir::temp().filePath(QStringLiteral("minimoves-bench-%1.png").arg(id));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    process.start(game, {QStringLiteral("--puzzle"), id, QStringLiteral("--screenshot"), picture,
                         QStringLiteral("--size"), QStringLiteral("1000x700")});
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return -1;
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    QFile::remove(picture);
    return ms;
}

// Wall-clock and processor time of a paint, ms; -1 when there was none.
struct PaintTime {
    double ms = -1;
    double cpuMs = -1;
};

struct Painting {
    PaintTime first;             // the first paint of the puzzle's first game
    PaintTime next;              // the first paint of the next game (New game, Hard)
    PaintTime rest;              // a paint at rest (the median of five, by wall-clock time)
    PaintTime animationPaint;    // the longest paint during a move animation
    double animationGapMs = -1;  // the GUI thread's longest gap during it
    int frames = 0;              // paints during the animation
};

PaintTime median(std::vector<PaintTime> values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end(), [](const PaintTime& a, const PaintTime& b) { return a.ms < b.ms; });
    return values[values.size() / 2];
}

// Does `start` (which shows a game of `id` in `window`), then returns the board's first paint
// after the game was shown (none: -1).
template <class Start>
PaintTime firstPaint(MainWindow& window, const QString& id, PaintTimer& timer, Start start)
{
    bool shown = false;
    std::size_t from = 0; // the paints from the moment the game was shown
    const auto connection = QObject::connect(&window, &MainWindow::gameShown, &window, [&] {
        shown = window.currentPuzzleId() == id;
        from = timer.paints.size();
    });
    start();
    const bool came = waitUntil([&] { return shown; }, 30000);
    QObject::disconnect(connection);
    BoardWidget* board = window.board();
    if (!came || !waitUntil([&] { return !timer.of(board, from).empty(); }, 5000))
        return {};
    const auto paint = timer.of(board, from).front();
    window.solver()->waitForIdle();
    return {paint.ms, paint.cpuMs};
}

// In `window` (normal animation speed): the first game of `id`, the next one, then a move.
Painting paintInWindow(MainWindow& window, const QString& id, PaintTimer& timer)
{
    Painting result;
    result.first = firstPaint(window, id, timer, [&] { window.selectPuzzle(id); });
    if (result.first.ms < 0)
        return result;
    waitUntil([] { return false; }, 100); // the distance arrives and is drawn
    result.next = firstPaint(window, id, timer, [&] { window.newGame(Difficulty::Hard); });
    BoardWidget* board = window.board();
    waitUntil([] { return false; }, 100); // the distance arrives and is drawn
    std::size_t from = 0;
    std::vector<PaintTime> rest;
    for (int i = 0; i < 5; ++i) {
        from = timer.paints.size();
        board->repaint();
        for (const auto& paint : timer.of(board, from))
            rest.push_back({paint.ms, paint.cpuMs});
    }
    result.rest = median(rest);
    // A move that changes the position, animated at normal speed.
    const AnyPuzzle* puzzle = board->puzzle();
    int move = 0;
    while (move + 1 < puzzle->moveCount() && puzzle->apply(board->state(), move) == board->state())
        ++move;
    bool finished = false;
    const auto done = QObject::connect(board, &BoardWidget::animationFinished, board, [&] { finished = true; });
    GapMeter meter;
    from = timer.paints.size();
    meter.start();
    emit board->moveRequested(move);
    const bool ended = waitUntil([&] { return finished; }, 5000);
    result.animationGapMs = meter.maxGapMs();
    meter.stop();
    QObject::disconnect(done);
    if (ended) {
        for (const auto& paint : timer.of(board, from)) {
            if (paint.ms > result.animationPaint.ms)
                result.animationPaint = {paint.ms, paint.cpuMs};
            ++result.frames;
        }
    }
    window.solver()->waitForIdle();
    return result;
}

QString idOf(const BiggestSearch& search) { return QString::fromUtf8(search.type->id.data(), int(search.type->id.size())); }

struct Played {
    double searchMs = -1;     // New game (Hardest) until the game started
    double gapDuringSearch = 0;
    double gapOverall = 0;    // including a second of play after it
    int moves = 0;
};

// New game at Hardest on the largest variant in the window, playing meanwhile and after.
Played playInWindow(MainWindow& window, const BiggestSearch& search)
{
    std::mt19937 random(11);
    Played played;
    bool started = false;
    // The game of this puzzle shown (the window's model changes with the puzzle and size, so its
    // own signal, not the model's).
    const QString id = idOf(search);
    const auto connection =
        QObject::connect(&window, &MainWindow::gameShown, &window, [&] { started = started || window.currentPuzzleId() == id; });
    GapMeter meter;
    QTimer input;
    input.setInterval(20);
    QObject::connect(&input, &QTimer::timeout, [&] {
        BoardWidget* board = window.board();
        if (!board)
            return;
        const QPoint at(int(random() % std::max(1, board->width())), int(random() % std::max(1, board->height())));
        QTest::mouseClick(board, Qt::LeftButton, {}, at);
        const Qt::Key keys[] = {Qt::Key_A, Qt::Key_B, Qt::Key_C, Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Space};
        QTest::keyClick(board, keys[random() % std::size(keys)]);
        if (const AnyPuzzle* puzzle = board->puzzle(); puzzle && started) {
            emit board->moveRequested(int(random() % std::uint32_t(puzzle->moveCount())));
            ++played.moves;
        }
    });
    QElapsedTimer clock;
    meter.start();
    clock.start();
    input.start();
    startInWindow(window, search);
    while (!started && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    if (started)
        played.searchMs = double(clock.nsecsElapsed()) / 1e6;
    played.gapDuringSearch = meter.maxGapMs();
    const qint64 end = clock.elapsed() + 1000;
    while (clock.elapsed() < end)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    played.gapOverall = meter.maxGapMs();
    input.stop();
    meter.stop();
    QObject::disconnect(connection);
    window.solver()->waitForIdle();
    return played;
}

// The biggest search on the service alone: the GUI thread only receives its progress.
Played searchOnService(const BiggestSearch& search)
{
    Played played;
    SolverService service;
    GapMeter meter;
    QElapsedTimer clock;
    meter.start();
    clock.start();
    const auto draw = service.drawGame(search.type, QString::fromStdString(search.variant), nullptr, Difficulty::Hardest, 5);
    const auto done = [&] { return draw->isAnswered() || draw->end() == SolverReply::End::Failed; };
    while (!done() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    played.searchMs = done() ? double(clock.nsecsElapsed()) / 1e6 : -1;
    played.gapDuringSearch = played.gapOverall = meter.maxGapMs();
    meter.stop();
    return played;
}

// The worst of several interruptions, and whether any came while the search was still running.
template <class F>
Interruption worst(F interruption)
{
    Interruption result;
    for (int delay : SwitchDelays) {
        const Interruption one = interruption(delay);
        if (one.milliseconds < 0)
            return one;
        result.milliseconds = std::max(result.milliseconds, one.milliseconds);
        result.interrupted = result.interrupted || one.interrupted;
    }
    return result;
}

std::string ms(double value) { return value < 0 ? std::string("never") : QString::number(value, 'f', 1).toStdString(); }
std::string ms(const PaintTime& time) { return time.ms < 0 ? std::string("never") : ms(time.ms) + " / " + ms(time.cpuMs); }

} // namespace

// The offscreen platform's notes about window hints, and XDG_RUNTIME_DIR's, are noise here.
QtMessageHandler standard = nullptr;

void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.contains(QLatin1String("does not support propagateSizeHints")) ||
        message.contains(QLatin1String("XDG_RUNTIME_DIR")))
        return;
    standard(type, context, message);
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    standard = qInstallMessageHandler(quietHandler);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_responsiveness"));
    QSettings().clear();
    bool failed = false;

    QStringList ids;
    {
        MainWindow window;
        ids = chooserPuzzles(window);
    }
    // Puzzle ids among the arguments: those puzzles only (`bench_responsiveness huarong-dao rush-hour`).
    QStringList only = app.arguments().mid(1);
    only.removeIf([](const QString& a) { return a.startsWith(QLatin1Char('-')); });
    if (!only.isEmpty())
        ids.removeIf([&](const QString& id) { return !only.contains(id); });
    PaintTimer paintTimer;

    std::printf("Paint: each board's paint events in the window (target < 8 ms a paint): at 1000x700 its "
                "first game's first paint (its caches made then: the process's first board of that puzzle), the "
                "next game's first paint (New game), a paint at rest (median of 5), and one move animated at "
                "normal speed: the longest paint and the GUI thread's longest gap (target < 16 ms); then the "
                "first paint of a new window's board at 900x560\n");
    std::printf("(each paint: wall-clock ms / the GUI thread's processor ms)\n");
    std::printf("%-14s %12s %12s %12s %16s %14s %7s %15s\n", "puzzle", "first paint", "next game", "at rest",
                "animation paint", "animation gap", "frames", "first, 900x560");
    {
        QSettings().clear();
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        actionOf(window, Action::SpeedNormal)->trigger();
        for (const QString& id : ids) {
            const Painting p = paintInWindow(window, id, paintTimer);
            PaintTime small;
            {
                QSettings().clear();
                MainWindow smaller;
                smaller.resize(900, 560);
                smaller.show();
                small = firstPaint(smaller, id, paintTimer, [&] { smaller.selectPuzzle(id); });
            }
            std::printf("%-14s %12s %12s %12s %16s %14s %7d %15s\n", qPrintable(id), ms(p.first).c_str(),
                        ms(p.next).c_str(), ms(p.rest).c_str(), ms(p.animationPaint).c_str(),
                        ms(p.animationGapMs).c_str(), p.frames, ms(small).c_str());
            std::fflush(stdout);
            failed = failed || p.first.ms < 0;
        }
    }

    // The twisty puzzles' 3D board alone at 1200x800: a frame at rest and every frame of a turn
    // (renderFrame: the board's whole paint into an image, as the offscreen window paints).
    std::printf("\n3D board frames at 1200x800 (target < 8 ms): at rest, and 21 frames through one turn "
                "(median and longest), wall-clock ms\n");
    std::printf("%-14s %10s %12s %12s\n", "puzzle", "at rest", "turn median", "turn longest");
    for (const QString& id : ids) {
        if (!twistyGeometry(id.toStdString()))
            continue;
        std::unique_ptr<BoardWidget> board(BoardWidget::create(id.toStdString()));
        const PuzzleUi* ui = findPuzzleUi(id.toStdString());
        auto made = findPuzzleType(id.toStdString())->makeInstance(ui->helpExample);
        if (!board || !made)
            continue;
        std::shared_ptr<const AnyPuzzle> puzzle = std::move(made).value();
        board->resize(1200, 800);
        board->setPuzzle(puzzle);
        StateRank state = puzzle->initialState();
        std::mt19937_64 random(37);
        for (int i = 0; i < 20; ++i)
            state = puzzle->apply(state, int(random() % std::uint64_t(puzzle->moveCount())));
        board->showState(state, -1, state);
        const auto timeFrame = [&](double progress) {
            QElapsedTimer clock;
            clock.start();
            const QImage frame = board->renderFrame(progress);
            return frame.isNull() ? -1.0 : double(clock.nsecsElapsed()) / 1e6;
        };
        std::vector<double> rest;
        for (int i = 0; i < 5; ++i)
            rest.push_back(timeFrame(1));
        std::sort(rest.begin(), rest.end());
        board->setAnimationDuration(100000); // a turn that stays on its way while it is drawn
        board->show();
        board->showState(state, 0, puzzle->apply(state, 0));
        std::vector<double> turn;
        for (int i = 0; i <= 20; ++i)
            turn.push_back(timeFrame(i / 20.0));
        std::sort(turn.begin(), turn.end());
        board->hide();
        std::printf("%-14s %10s %12s %12s\n", qPrintable(id), ms(rest[2]).c_str(), ms(turn[10]).c_str(),
                    ms(turn.back()).c_str());
        std::fflush(stdout);
    }

    std::printf("\nStart-up: each puzzle's first game on screen (target < 200 ms). In-process: a fresh MainWindow "
                "(1000x700) until MainWindow::gameShown, and until the board's first paint; process: `minimoves "
                "--puzzle ID --screenshot FILE --size 1000x700` from start to exit (Qt's start, the game, the "
                "solver settled, the PNG written)\n");
    std::printf("%-14s %14s %16s %13s\n", "puzzle", "shown (ms)", "painted (ms)", "process (ms)");
    for (const QString& id : ids) {
        const StartUp inProcess = startUpInProcess(id, paintTimer);
        const double process = startUpProcess(id);
        std::printf("%-14s %14s %16s %13s\n", qPrintable(id), ms(inProcess.shownMs).c_str(),
                    ms(inProcess.paintedMs).c_str(), ms(process).c_str());
        std::fflush(stdout);
        failed = failed || inProcess.shownMs < 0;
    }

    paintTimer.paints.clear();
    if (app.arguments().contains(QStringLiteral("--no-search"))) {
        QSettings().clear();
        return failed ? 1 : 0;
    }

    std::printf("\nGUI thread's longest gap between events (target < 16 ms); switch and quit mid-search "
                "(target < 200 ms, worst of %zu moments: %d, %d, %d and %d ms in)\n\n",
                std::size(SwitchDelays), SwitchDelays[0], SwitchDelays[1], SwitchDelays[2], SwitchDelays[3]);

    std::printf("In the main window (puzzles with a board; switch = to a Magic Board game):\n");
    std::printf("%-14s %-7s %11s %10s %10s %6s %11s %9s\n", "puzzle", "variant", "search (ms)", "gap search",
                "gap + play", "moves", "switch (ms)", "quit (ms)");
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        actionOf(window, Action::SpeedFast)->trigger();
        for (int i = 0; i < ids.size(); ++i) {
            const BiggestSearch search = biggestSearch(*findPuzzleType(ids[i].toStdString()));
            const Played played = playInWindow(window, search);
            // To the cheapest next game, so that the time is the interruption's, not the next search's.
            const QString cheapest = QStringLiteral("magic-board");
            const QString next = ids.contains(cheapest) && ids[i] != cheapest ? cheapest : ids[(i + 1) % ids.size()];
            const Interruption change = worst([&](int delay) { return switchWindowMidSearch(window, search, delay, next); });
            const Interruption quit = worst([&](int delay) { return quitWindowMidSearch(search, delay); });
            std::printf("%-14s %-7s %11s %10s %10s %6d %11s %9s%s\n", qPrintable(ids[i]),
                        search.variant.empty() ? "-" : search.variant.c_str(), ms(played.searchMs).c_str(),
                        ms(played.gapDuringSearch).c_str(), ms(played.gapOverall).c_str(), played.moves,
                        ms(change.milliseconds).c_str(), ms(quit.milliseconds).c_str(),
                        change.interrupted || quit.interrupted ? "" : "  (search over before the switch/quit)");
            std::fflush(stdout);
            failed = failed || played.searchMs < 0 || change.milliseconds < 0;
        }
    }

    std::printf("\nOn the solver service alone (every puzzle; switch = to a Magic Board game):\n");
    std::printf("%-14s %-7s %14s %11s %10s %11s %9s\n", "puzzle", "variant", "states", "search (ms)", "gap search",
                "switch (ms)", "quit (ms)");
    const PuzzleType* next = findPuzzleType("magic-board");
    for (const BiggestSearch& search : biggestSearches()) {
        if (!only.isEmpty() && !only.contains(idOf(search)))
            continue;
        const Played played = searchOnService(search);
        const Interruption change = worst([&](int delay) { return switchServiceMidSearch(search, delay, *next); });
        const Interruption quit = worst([&](int delay) { return quitServiceMidSearch(search, delay); });
        std::printf("%-14s %-7s %14llu %11s %10s %11s %9s%s\n", qPrintable(idOf(search)),
                    search.variant.empty() ? "-" : search.variant.c_str(), static_cast<unsigned long long>(search.states),
                    ms(played.searchMs).c_str(), ms(played.gapDuringSearch).c_str(), ms(change.milliseconds).c_str(),
                    ms(quit.milliseconds).c_str(),
                    change.interrupted || quit.interrupted ? "" : "  (search over before the switch/quit)");
        std::fflush(stdout);
        failed = failed || played.searchMs < 0 || change.milliseconds < 0;
    }
    QSettings().clear();
    return failed ? 1 : 0;
}
