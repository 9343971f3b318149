#include "shutdown_scenarios.h"

#include "game/solver_service.h"
#include "shell/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSettings>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>

namespace minimoves::scenarios {

using app::Difficulty;
using app::MainWindow;
using app::SolverService;

BiggestSearch biggestSearch(const PuzzleType& type)
{
    std::mt19937_64 random(1);
    BiggestSearch best{&type, "", type.makeRandomInstance("", random)->stateCount()};
    const auto variants = type.variants();
    std::uint64_t most = 0;
    std::vector<std::string> largest;
    for (const auto& v : variants) {
        const auto count = type.makeRandomInstance(v, random)->stateCount();
        if (count > most)
            largest.clear();
        if (count >= most) {
            most = count;
            largest.push_back(v);
        }
    }
    if (!largest.empty() && most >= best.states)
        best = {&type, largest[largest.size() / 2], most};
    return best;
}

std::vector<BiggestSearch> biggestSearches()
{
    std::vector<BiggestSearch> all;
    for (const auto& type : puzzleTypes())
        all.push_back(biggestSearch(type));
    return all;
}

namespace {

double elapsedMs(const QElapsedTimer& timer) { return double(timer.nsecsElapsed()) / 1e6; }

// Processes events for `ms` (the search runs on the worker meanwhile).
void spin(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

} // namespace

Interruption quitServiceMidSearch(const BiggestSearch& search, int afterMs)
{
    auto service = std::make_unique<SolverService>();
    service->requestNewGame(search.type, QString::fromStdString(search.variant), nullptr, Difficulty::Hardest, 7);
    spin(afterMs);
    Interruption result;
    result.interrupted = service->busy();
    QElapsedTimer timer;
    timer.start();
    service.reset();
    result.milliseconds = elapsedMs(timer);
    QCoreApplication::processEvents(); // the dropped answer's queued call, if any
    return result;
}

Interruption switchServiceMidSearch(const BiggestSearch& search, int afterMs, const PuzzleType& next)
{
    SolverService service;
    bool arrived = false;
    quint64 wanted = 0;
    QObject::connect(&service, &SolverService::newGameReady, &service,
                     [&](quint64 ticket, std::shared_ptr<const AnyPuzzle>, quint64, int) { arrived = arrived || ticket == wanted; });
    service.requestNewGame(search.type, QString::fromStdString(search.variant), nullptr, Difficulty::Hardest, 7);
    spin(afterMs);
    Interruption result;
    result.interrupted = service.busy();
    QElapsedTimer timer;
    timer.start();
    wanted = service.requestNewGame(&next, QString(), nullptr, Difficulty::Easy, 8);
    while (!arrived && timer.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    result.milliseconds = arrived ? elapsedMs(timer) : -1;
    service.waitForIdle();
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
    const auto connection = QObject::connect(window.model(), &app::GameModel::gameStarted, &window, [&] { started = true; });
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
    auto* window = new MainWindow;
    window->resize(900, 600);
    window->show();
    startInWindow(*window, search);
    spin(afterMs);
    Interruption result;
    result.interrupted = window->solver()->busy();
    QElapsedTimer timer;
    timer.start();
    window->close();
    delete window;
    result.milliseconds = elapsedMs(timer);
    QCoreApplication::processEvents();
    return result;
}

} // namespace minimoves::scenarios
