// bench_new_game (make bench): how long a player waits for a new game, in the real main window
// (offscreen, 1000x700, animations off): from triggering New ("newGame" and each difficulty) to
// MainWindow::gameShown, for every puzzle the chooser lists and every variant (or those named with
// --variants), each after letting the worker go idle as a player looks at the board for a moment;
// then Ball Grid's first 4x4 game of a fresh window (cold: straight into 4x4, and after a look at
// the 3x3 first), a size change back to a size already played, and how soon a move's distance
// comes while the next game is being prepared. Target: 300 ms for every New and a size change
// back, 800 ms for the first 4x4 game. It prints figures and asserts nothing (exit 0) unless a
// game never came.
//
// Options: --variants 3x3,4x4,2x8 (of a puzzle's variants, those named, when it names any; default
// all), --look MS (the look before each New once the worker is idle; default 300), --puzzles id,id.
#include "boards/board_widget.h"
#include "game/session/game_session.h"
#include "shell/window/main_window.h"
#include "shell/settings/settings.h"

#include "game_fixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QSettings>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace minimoves;
using namespace minimoves::app;

namespace {

constexpr int TimeoutMs = 60000;
int lookMs = 300;

double elapsedMs(const QElapsedTimer& clock) { return double(clock.nsecsElapsed()) / 1e6; }

std::string ms(double value) { return value < 0 ? std::string("never") : QString::number(value, 'f', 0).toStdString(); }

void spin(int milliseconds)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < milliseconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

// Work the window's solver does in the background for the player (the next game drawn ahead).
bool backgroundBusy(MainWindow& window) { return window.solver()->preparing(); }

// As a player who looks at the board: the worker idle (the position's answer in, the next game
// prepared), then `lookMs` more.
void look(MainWindow& window, int extraMs = lookMs)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < TimeoutMs) {
        GameSession* s = window.session();
        if (!s)
            break; // nothing shown yet
        const bool settled = s->hasGame() && s->phase() == GameSession::Phase::Playing && s->answer()->distance() &&
                             !window.solver()->busy() && !backgroundBusy(window);
        if (settled)
            break;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    spin(extraMs);
}

// Runs `trigger` and waits for the window's next gameShown: the milliseconds between, or -1.
template <class F>
double timeToGameShown(MainWindow& window, F trigger)
{
    bool shown = false;
    const auto connection = QObject::connect(&window, &MainWindow::gameShown, &window, [&] { shown = true; });
    QElapsedTimer clock;
    clock.start();
    trigger();
    while (!shown && clock.elapsed() < TimeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
    const double result = shown ? elapsedMs(clock) : -1;
    QObject::disconnect(connection);
    return result;
}

struct Window : WindowFixture {
    Window()
    {
        if (!show({1000, 700}, Action::SpeedOff, Wait::Exposed))
            std::fprintf(stderr, "the window was not exposed\n");
    }
};

QStringList chooserPuzzles(MainWindow& window)
{
    QStringList ids;
    auto* chooser = window.findChild<QComboBox*>(QStringLiteral("puzzleChooser"));
    for (int i = 0; chooser && i < chooser->count(); ++i)
        ids << chooser->itemData(i).toString();
    return ids;
}

const char* const NewActions[] = {"newGame", "newEasy", "newMedium", "newHard", "newHardest"};

struct Row {
    QString puzzle;
    QString variant;
    double first = -1;                 // switching to the variant, its first game drawn
    double news[std::size(NewActions)]{}; // each New after a look
    double back = -1;                  // switching away and back to it
    double worst() const
    {
        double w = back;
        for (double n : news)
            w = (n < 0 || w < 0) ? -1 : std::max(w, n);
        return w;
    }
};

QString variantText(const QString& variant) { return variant.isEmpty() ? QStringLiteral("-") : variant; }

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
    std::setvbuf(stdout, nullptr, _IOLBF, 0); // each line as it is measured, also into a pipe
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    standard = qInstallMessageHandler(quietHandler);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_new_game"));
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));

    QStringList onlyVariants;
    QStringList onlyPuzzles;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--variants"))
            onlyVariants = args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts);
        else if (args[i] == QLatin1String("--puzzles"))
            onlyPuzzles = args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts);
        else if (args[i] == QLatin1String("--look"))
            lookMs = args[++i].toInt();
    }
    bool failed = false;

    std::printf("Time to a new game (ms, trigger to MainWindow::gameShown; targets: New and a size change back "
                "300 ms, the first 4x4 Ball Grid game 800 ms)\n\n");

    // The first 4x4 Ball Grid game of a run: straight into 4x4 (the size remembered, no saved game),
    // and after looking at the default size's game for a few seconds.
    {
        QSettings().clear();
        settings::setVariant(QStringLiteral("ball-grid"), QStringLiteral("4x4"));
        Window w;
        const double straight =
            timeToGameShown(w.window, [&] { w.window.selectPuzzle(QStringLiteral("ball-grid")); });
        QSettings().clear();
        std::printf("%-52s %8s\n", "ball-grid 4x4, first game of a fresh window", ms(straight).c_str());
        failed = failed || straight < 0;
    }
    {
        QSettings().clear();
        Window w;
        w.window.selectPuzzle(QStringLiteral("ball-grid"));
        look(w.window, 3000);
        const double afterLook = timeToGameShown(w.window, [&] { w.window.selectVariant(QStringLiteral("4x4")); });
        std::printf("%-52s %8s\n", "ball-grid 4x4, first game after 3 s on the 3x3", ms(afterLook).c_str());
        failed = failed || afterLook < 0;
        // New in quick succession: the next game is still being prepared, and New waits for it.
        for (int after : {0, 500}) {
            look(w.window, 0);
            w.action(Action::New)->trigger();
            QElapsedTimer since;
            since.start();
            while (since.elapsed() < after || w.window.session()->phase() != GameSession::Phase::Playing)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            const double again = timeToGameShown(w.window, [&] { w.action(Action::New)->trigger(); });
            std::printf("%-52s %8s\n",
                        qPrintable(QStringLiteral("ball-grid 4x4, New %1 ms after New").arg(after)), ms(again).c_str());
        }
        // A move right after a New: its distance while the next game is prepared.
        look(w.window);
        w.action(Action::New)->trigger();
        QElapsedTimer wait;
        wait.start();
        while (w.window.session()->phase() != GameSession::Phase::Playing && wait.elapsed() < TimeoutMs)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        while ((!w.window.session()->answer()->distance() || w.window.solver()->busy()) && wait.elapsed() < TimeoutMs)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        spin(20);
        const bool preparing = backgroundBusy(w.window);
        GameSession* s = w.window.session();
        emit w.window.board()->moveRequested(0);
        QElapsedTimer clock;
        clock.start();
        while (!s->answer()->distance() && clock.elapsed() < TimeoutMs)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        std::printf("%-52s %8s%s\n", "ball-grid 4x4, a move's distance after New",
                    ms(s->answer()->distance() ? elapsedMs(clock) : -1).c_str(),
                    preparing ? "  (while the next game was prepared)" : "");
    }
    QSettings().clear();
    // A position's answer by search, for a game loaded whose table is not built (Ball Grid 4x4: the
    // bidirectional search; Rolling Cubes: its whole table), alone and while the next game's table
    // is built on the preparer (which gives way).
    for (const auto& [id, variant] : {std::pair{"ball-grid", "4x4"}, std::pair{"rolling-cubes", ""}}) {
        const QString puzzleId = QString::fromLatin1(id);
        if (*variant)
            settings::setVariant(puzzleId, QString::fromLatin1(variant));
        Window w;
        MainWindow& window = w.window;
        window.selectPuzzle(puzzleId);
        const PuzzleType* type = findPuzzleType(id);
        std::mt19937_64 random(5);
        const std::string text = type->makeRandomInstance(variant, random)->instanceText();
        double alone = 0;
        double beside = 0;
        int besideCount = 0;
        constexpr int Rounds = 3;
        auto answer = [&] {
            auto puzzle = std::shared_ptr<const AnyPuzzle>(type->makeInstance(text).value()); // no table yet
            QElapsedTimer clock;
            clock.start();
            window.startGame(puzzle, puzzle->initialState());
            while (!window.session()->answer()->distance() && clock.elapsed() < TimeoutMs)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            return elapsedMs(clock);
        };
        for (int round = 0; round < Rounds; ++round) {
            look(window, 0);
            alone += answer();
            actionOf(window, Action::New)->trigger(); // the next game is prepared after it
            QElapsedTimer wait;
            wait.start();
            while (!(window.session()->answer()->distance() && !window.solver()->busy() && backgroundBusy(window)) &&
                   wait.elapsed() < 10000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            if (backgroundBusy(window)) {
                beside += answer();
                ++besideCount;
            }
        }
        const QString name = puzzleId + (*variant ? QStringLiteral(" ") + QString::fromLatin1(variant) : QString());
        std::printf("%-52s %8s\n", qPrintable(name + QStringLiteral(", a loaded game's distance (search)")),
                    ms(alone / Rounds).c_str());
        std::printf("%-52s %8s\n", "  the same while the next game is prepared",
                    ms(besideCount ? beside / besideCount : -1).c_str());
        window.solver()->waitForIdle();
        QSettings().clear();
    }

    std::printf("\n%-14s %-8s %7s", "puzzle", "variant", "first");
    for (const char* name : NewActions)
        std::printf(" %10s", name);
    std::printf(" %7s %7s\n", "back", "worst");

    std::vector<Row> rows;
    {
        Window w;
        MainWindow& window = w.window;
        for (const QString& id : chooserPuzzles(window)) {
            if (!onlyPuzzles.isEmpty() && !onlyPuzzles.contains(id))
                continue;
            const PuzzleType* type = findPuzzleType(id.toStdString());
            // --variants picks among a puzzle's variants when it names some of them.
            QStringList variants;
            for (const auto& v : type->variants())
                variants << QString::fromStdString(v);
            QStringList picked;
            for (const QString& v : std::as_const(variants))
                if (onlyVariants.contains(v))
                    picked << v;
            if (!picked.isEmpty())
                variants = picked;
            if (variants.isEmpty())
                variants << QString();
            for (const QString& variant : variants) {
                Row row{id, variant};
                window.newGame(Difficulty::Medium); // New's difficulty back to the default
                look(window, 0);
                // The first game of this puzzle and variant (its session is made and draws).
                row.first = timeToGameShown(window, [&] {
                    if (!window.session() || window.session()->puzzleId() != id) {
                        if (!variant.isEmpty())
                            settings::setVariant(id, variant);
                        window.selectPuzzle(id);
                    } else {
                        window.selectVariant(variant);
                    }
                });
                for (std::size_t a = 0; a < std::size(NewActions); ++a) {
                    look(window);
                    row.news[a] = timeToGameShown(window, [&] { actionNamed(window, NewActions[a])->trigger(); });
                }
                // Away and back: to the size measured before (already played) and back to this one;
                // for the first size and a puzzle without sizes, to another puzzle and back.
                look(window);
                const qsizetype at = variants.indexOf(variant);
                if (at > 0) {
                    window.selectVariant(variants[at - 1]);
                    look(window, 0);
                    row.back = timeToGameShown(window, [&] { window.selectVariant(variant); });
                } else {
                    window.selectPuzzle(id == QLatin1String("magic-board") ? QStringLiteral("sawtooth")
                                                                           : QStringLiteral("magic-board"));
                    look(window, 0);
                    row.back = timeToGameShown(window, [&] { window.selectPuzzle(id); });
                }
                std::printf("%-14s %-8s %7s", qPrintable(id), qPrintable(variantText(variant)), ms(row.first).c_str());
                for (double n : row.news)
                    std::printf(" %10s", ms(n).c_str());
                std::printf(" %7s %7s\n", ms(row.back).c_str(), ms(row.worst()).c_str());
                std::fflush(stdout);
                failed = failed || row.worst() < 0 || row.first < 0;
                rows.push_back(row);
            }
        }
        window.solver()->waitForIdle();
    }

    std::printf("\nWorst New or size change back, per puzzle (target 300 ms):\n");
    std::map<QString, std::pair<double, QString>> worst;
    for (const Row& row : rows) {
        auto& w = worst[row.puzzle];
        if (w.second.isEmpty() || row.worst() < 0 || (w.first >= 0 && row.worst() > w.first))
            w = {row.worst(), variantText(row.variant)};
    }
    for (const auto& [id, w] : worst)
        std::printf("%-14s %7s ms (%s)%s\n", qPrintable(id), ms(w.first).c_str(), qPrintable(w.second),
                    w.first >= 0 && w.first <= 300 ? "" : "  over target");
    QSettings().clear();
    return failed ? 1 : 0;
}
