#include "shutdown_scenarios.h"

#include "game/solver/solver_service.h"
#include "shell/window/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QThread>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <memory>
#include <random>
#include <type_traits>

namespace minimoves::scenarios {

using app::Difficulty;
using app::MainWindow;
using app::SolverService;

BiggestSearch biggestSearch(const PuzzleType& type)
{
    std::mt19937_64 random(1);
    auto measure = [&](const std::string& variant) {
        const auto instance = type.makeRandomInstance(variant, random);
        return BiggestSearch{&type, variant, instance->stateCount(), instance->tableStates()};
    };
    BiggestSearch best = measure("");
    std::vector<BiggestSearch> largest;
    for (const auto& v : type.variants()) {
        const BiggestSearch candidate = measure(v);
        if (!largest.empty() && candidate.states > largest.front().states)
            largest.clear();
        if (largest.empty() || candidate.states >= largest.front().states)
            largest.push_back(candidate);
    }
    if (!largest.empty() && largest.front().states >= best.states)
        best = largest[largest.size() / 2];
    return best;
}

std::vector<BiggestSearch> biggestSearches()
{
    std::vector<BiggestSearch> all;
    for (const auto& type : puzzleTypes())
        all.push_back(biggestSearch(type));
    return all;
}

int runningThreads()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

namespace {

// An instance that forwards everything to a real one and records how its biggest search, the
// hardest distance (the whole table; a searched puzzle's draw at its hardest), ended: the scenarios' witness that a quit or a switch really
// stopped the search rather than waiting for it, and that nothing ran on after the service was gone.
class WatchedPuzzle final : public AnyPuzzle {
public:
    explicit WatchedPuzzle(std::unique_ptr<AnyPuzzle> inner) : m_inner(std::move(inner)) {}
    std::string_view id() const override { return m_inner->id(); }
    std::string instanceText() const override { return m_inner->instanceText(); }
    int moveCount() const override { return m_inner->moveCount(); }
    std::string moveText(int move) const override { return m_inner->moveText(move); }
    std::optional<int> parseMove(std::string_view text) const override { return m_inner->parseMove(text); }
    std::uint64_t stateCount() const override { return m_inner->stateCount(); }
    std::uint64_t tableStates() const override { return m_inner->tableStates(); }
    StateRank apply(StateRank state, int move) const override { return m_inner->apply(state, move); }
    bool isSolved(StateRank state) const override { return m_inner->isSolved(state); }
    std::string encodeState(StateRank state) const override { return m_inner->encodeState(state); }
    Parsed<StateRank> decodeState(std::string_view text) const override { return m_inner->decodeState(text); }
    std::string variant() const override { return m_inner->variant(); }
    StateRank initialState() const override { return m_inner->initialState(); }
    bool prepare(const SearchControl& control) const override { return m_inner->prepare(control); }
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override
    {
        return m_inner->solve(state, control);
    }
    PuzzleAbilities abilities() const override { return m_inner->abilities(); }
    // A table puzzle's biggest search is its hardest distance (the whole table); a searched one's
    // hardest is published, and its biggest search is the draw of a start that far out.
    std::optional<int> hardestDistance(const SearchControl& control) const override
    {
        if (searched())
            return m_inner->hardestDistance(control);
        return watch(control, [&] { return m_inner->hardestDistance(control); });
    }
    // Whether whoever ran the search has asked it to stop (by now).
    bool stopAsked() const
    {
        const std::lock_guard lock(m_mutex);
        return m_token.stop_requested();
    }
    std::optional<StateRank> randomState(int distance, std::mt19937_64& random, const SearchControl& control) const override
    {
        if (!searched())
            return m_inner->randomState(distance, random, control);
        // The Fifteen Puzzle's starts beyond 56 moves are walked along its published 80-move paths
        // (no search, over at once), and at 56 most are; at 50 every draw walks and searches (about
        // 85 ms, docs/BENCHMARKS.md), the biggest search it draws with every time.
        const int searchedDistance = std::min(distance, 50);
        return watch(control, [&] { return m_inner->randomState(searchedDistance, random, control); });
    }

    mutable std::atomic<bool> began{false};
    mutable std::atomic<bool> returned{false};
    mutable std::atomic<bool> stopped{false};

private:
    bool searched() const { return m_inner->abilities().distance == DistanceBy::Search; }
    template <class Search>
    std::invoke_result_t<Search&> watch(const SearchControl& control, Search&& search) const
    {
        began = true;
        {
            const std::lock_guard lock(m_mutex);
            m_token = control.stop;
        }
        const auto answer = search();
        stopped = !answer && control.stop.stop_requested();
        returned = true;
        return answer;
    }

    std::unique_ptr<AnyPuzzle> m_inner;
    mutable std::mutex m_mutex;
    mutable std::stop_token m_token;
};

// The thread count back to `before`: a joined worker's thread may take a moment to leave the
// process's list after the join (Qt's threads are detached); one that runs on never does.
int threadsSettledAt(int before)
{
    QElapsedTimer timer;
    timer.start();
    int now = runningThreads();
    while (now > before && timer.elapsed() < 5000) {
        QThread::msleep(5);
        now = runningThreads();
    }
    return now;
}

std::shared_ptr<WatchedPuzzle> watched(const BiggestSearch& search)
{
    std::mt19937_64 random(7);
    return std::make_shared<WatchedPuzzle>(search.type->makeRandomInstance(search.variant, random));
}

double elapsedMs(const QElapsedTimer& timer) { return double(timer.nsecsElapsed()) / 1e6; }

// Processes events for `ms` (the search runs on the worker meanwhile).
void spin(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// Waits (up to 5 s) until the worker has begun the watched search, then `ms` more: the delay
// counts from the search's start, not from the request, whose task a loaded machine may start
// late (a stop that came before it began would leave nothing to interrupt).
void spinIntoSearch(const WatchedPuzzle& puzzle, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!puzzle.began && timer.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    spin(ms);
}

} // namespace

Interruption quitServiceMidSearch(const BiggestSearch& search, int afterMs)
{
    Interruption result;
    result.threadsBefore = runningThreads();
    const auto puzzle = watched(search);
    auto service = std::make_unique<SolverService>();
    const auto reply = service->drawGame(search.type, QString::fromStdString(search.variant), puzzle, Difficulty::Hardest, 7);
    spinIntoSearch(*puzzle, afterMs);
    result.searchBegan = puzzle->began;
    result.interrupted = !puzzle->returned;
    QElapsedTimer timer;
    timer.start();
    service.reset();
    result.milliseconds = elapsedMs(timer);
    result.searchReturned = puzzle->returned;
    result.searchStopped = puzzle->stopped;
    result.stopAsked = puzzle->stopAsked();
    result.threadsAfter = threadsSettledAt(result.threadsBefore);
    QCoreApplication::processEvents(); // the dropped answer's queued call, if any
    return result;
}

Interruption switchServiceMidSearch(const BiggestSearch& search, int afterMs, const PuzzleType& next)
{
    Interruption result;
    result.threadsBefore = runningThreads();
    const auto puzzle = watched(search);
    {
        SolverService service;
        auto draw = service.drawGame(search.type, QString::fromStdString(search.variant), puzzle, Difficulty::Hardest, 7);
        spinIntoSearch(*puzzle, afterMs);
        result.searchBegan = puzzle->began;
        result.interrupted = !puzzle->returned;
        QElapsedTimer timer;
        timer.start();
        draw = service.drawGame(&next, QString(), nullptr, Difficulty::Easy, 8); // the first one's is deleted: it stops
        const auto arrived = [&] { return draw->isAnswered(); };
        while (!arrived() && timer.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        result.milliseconds = arrived() ? elapsedMs(timer) : -1;
        result.searchReturned = puzzle->returned;
        result.searchStopped = puzzle->stopped;
        result.stopAsked = puzzle->stopAsked();
        service.waitForIdle();
    }
    result.threadsAfter = threadsSettledAt(result.threadsBefore);
    return result;
}

QStringList chooserPuzzles(MainWindow& window)
{
    QStringList ids;
    auto* chooser = window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    for (int i = 0; chooser && i < chooser->count(); ++i)
        ids << chooser->itemData(i).toString();
    return ids;
}

void startInWindow(MainWindow& window, const BiggestSearch& search)
{
    const QString id = QString::fromUtf8(search.type->id.data(), int(search.type->id.size()));
    // First, as it remembers the current puzzle's size, which may be this one's.
    window.newGame(Difficulty::Hardest); // remembers the difficulty (and draws for the current puzzle)
    if (!search.variant.empty())
        QSettings().setValue(QStringLiteral("game/size/") + id, QString::fromStdString(search.variant));
    window.selectPuzzle(id); // draws a Hardest game of the remembered size
}

Interruption switchWindowMidSearch(MainWindow& window, const BiggestSearch& search, int afterMs, const QString& nextId)
{
    startInWindow(window, search);
    spin(afterMs);
    Interruption result;
    result.interrupted = window.solver()->busy();
    bool started = false;
    const auto connection = QObject::connect(&window, &MainWindow::gameShown, &window, [&] { started = true; });
    QElapsedTimer timer;
    timer.start();
    window.selectPuzzle(nextId);
    while (!started && timer.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    result.milliseconds = started ? elapsedMs(timer) : -1;
    QObject::disconnect(connection);
    return result;
}

Interruption quitWindowMidSearch(const BiggestSearch& search, int afterMs)
{
    Interruption result;
    result.threadsBefore = runningThreads();
    auto* window = new MainWindow;
    window->resize(900, 600);
    window->show();
    startInWindow(*window, search);
    spin(afterMs);
    result.interrupted = window->solver()->busy();
    QElapsedTimer timer;
    timer.start();
    window->close();
    delete window;
    result.milliseconds = elapsedMs(timer);
    QCoreApplication::processEvents();
    result.threadsAfter = threadsSettledAt(result.threadsBefore);
    return result;
}

} // namespace minimoves::scenarios
