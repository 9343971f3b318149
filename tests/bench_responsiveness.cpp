// bench_responsiveness (make bench-gui): how long the GUI thread ever goes without processing
// events while each puzzle's biggest search runs, and how fast a switch or a quit interrupts it.
//
// A 1 ms precise QTimer ticks on the GUI thread; the longest gap between two ticks is the longest
// the player would have waited for any reaction. Measured
//  - in the real main window (offscreen), for every puzzle its chooser lists (every puzzle with a
//    board): New game at Hardest on its largest variant, random clicks, keys and moves meanwhile
//    and for a second after the game came (each move asks the solver again);
//  - on the solver service alone, for every registered puzzle, board or not.
// Then switching puzzles and quitting in the middle of those searches (at several moments), timed
// until the next game is there / the window (or service) is gone. Targets: 30 ms and 200 ms. It
// prints figures and asserts nothing (exit 0) unless a scenario never finished.
#include "shutdown_scenarios.h"

#include "boards/board_widget.h"
#include "game/solver_service.h"
#include "shell/main_window.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <random>

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
    const auto connection = QObject::connect(window.model(), &GameModel::gameStarted, &window, [&] { started = true; });
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
    bool done = false;
    QObject::connect(&service, &SolverService::newGameReady, &service, [&] { done = true; });
    QObject::connect(&service, &SolverService::failed, &service, [&] { done = true; });
    GapMeter meter;
    QElapsedTimer clock;
    meter.start();
    clock.start();
    service.requestNewGame(search.type, QString::fromStdString(search.variant), nullptr, Difficulty::Hardest, 5);
    while (!done && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    played.searchMs = done ? double(clock.nsecsElapsed()) / 1e6 : -1;
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

    std::printf("GUI thread's longest gap between events (target < 30 ms); switch and quit mid-search "
                "(target < 200 ms, worst of %zu moments: %d, %d, %d and %d ms in)\n\n",
                std::size(SwitchDelays), SwitchDelays[0], SwitchDelays[1], SwitchDelays[2], SwitchDelays[3]);

    std::printf("In the main window (puzzles with a board; switch = to a Magic Board game):\n");
    std::printf("%-14s %-7s %11s %10s %10s %6s %11s %9s\n", "puzzle", "variant", "search (ms)", "gap search",
                "gap + play", "moves", "switch (ms)", "quit (ms)");
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        window.action(QStringLiteral("speedFast"))->trigger();
        const QStringList ids = chooserPuzzles(window);
        for (int i = 0; i < ids.size(); ++i) {
            const BiggestSearch search = biggestSearch(*findPuzzleType(ids[i].toStdString()));
            const Played played = playInWindow(window, search);
            // To the cheapest next game, so that the time is the interruption's, not the next search's.
            const QString next = ids.contains(QStringLiteral("magic-board")) ? QStringLiteral("magic-board") : ids[(i + 1) % ids.size()];
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
