// minimoves: the game. Options first (QCommandLineParser), then the main window.
#include "game/solver_service.h"
#include "shell/contest_dialog.h"
#include "game/game_presenter.h"
#include "game/statistics_store.h"
#include "shell/level_play.h"
#include "shell/main_window.h"
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "shell/settings.h"
#include "shell/tour_overlay.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

using namespace minimoves;
using namespace minimoves::app;

namespace {

// Waits, processing events, until the solver is idle and the board shows no animation.
void settle(MainWindow& window)
{
    QElapsedTimer timer;
    timer.start();
    do {
        window.solver()->waitForIdle();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    } while ((window.solver()->busy() || (window.board() && window.board()->isAnimating())) && timer.elapsed() < 120000);
}

} // namespace

int main(int argc, char* argv[])
{
    // Decide the platform before QApplication: --screenshot needs no display at all.
    bool screenshot = false;
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]).rfind("--screenshot", 0) == 0)
            screenshot = true;
    const bool hasDisplay = std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY") || std::getenv("QT_QPA_PLATFORM");
    if (screenshot && !hasDisplay)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    else if (!hasDisplay) {
        const bool help = argc > 1 && (std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h" ||
                                       std::string_view(argv[1]) == "--version" || std::string_view(argv[1]) == "-v");
        if (!help) {
            std::fprintf(stderr, "minimoves: no display here; run it under 'xvfb-run', or use --screenshot FILE.png "
                                 "to render the window to a PNG\n");
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("minimoves"));
    QApplication::setApplicationDisplayName(QStringLiteral("Minimoves"));
    QApplication::setOrganizationName(QStringLiteral("Minimoves"));
    QApplication::setApplicationVersion(QStringLiteral(MINIMOVES_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.minimoves.Minimoves"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.minimoves.Minimoves.svg")));

    settings::applyLanguage(settings::language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Shortest-path puzzles with exact solvers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption puzzleOption(QStringLiteral("puzzle"),
                                          QApplication::translate("main", "Start with the puzzle ID."),
                                          QStringLiteral("id"));
    const QCommandLineOption gameIdOption(QStringLiteral("game-id"),
                                          QApplication::translate("main", "Start from a position in its text form."),
                                          QStringLiteral("text"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              QApplication::translate("main", "Render the window to a PNG and exit."),
                                              QStringLiteral("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QApplication::translate("main", "Window size for --screenshot."),
                                        QStringLiteral("WxH"), QStringLiteral("1200x800"));
    const QCommandLineOption hintOption(QStringLiteral("hint"),
                                        QApplication::translate("main", "With --screenshot: show the hint."));
    const QCommandLineOption qualityOption(
        QStringLiteral("quality"),
        QApplication::translate("main", "With --screenshot: show every move's quality (View > Move quality)."));
        const QCommandLineOption contestOption(
        QStringLiteral("contest"),
        QApplication::translate("main", "Open FILE, a contest input of the puzzle ID (as minimoves-cli reads it): "
                                        "one case as a game, several in a list."),
        QStringLiteral("id"));
    parser.addOptions({puzzleOption, gameIdOption, screenshotOption, sizeOption, hintOption, qualityOption,
                       contestOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "With --contest: the input file."),
                                 QStringLiteral("[FILE]"));
    parser.process(app);

    // --contest PUZZLE FILE: read before anything is shown; bad input ends the run as a bad --game-id does.
    QString contestPuzzle;
    QString contestFile;
    std::vector<ContestCase> contestCases;
    if (parser.isSet(contestOption)) {
        contestPuzzle = parser.value(contestOption);
        const QStringList files = parser.positionalArguments();
        if (files.size() != 1) {
            std::fprintf(stderr, "minimoves: --contest takes a puzzle ID and one file: --contest PUZZLE FILE\n");
            return 2;
        }
        if (!findPuzzleType(contestPuzzle.toStdString()) || !findPuzzleUi(contestPuzzle.toStdString())) {
            std::fprintf(stderr, "minimoves: unknown puzzle '%s'\n", qPrintable(contestPuzzle));
            return 2;
        }
        contestFile = files.front();
        // A picture has no window to wait in: read here (bounded), bad input ends the run. With a
        // window, the file is read once it shows (on a worker, Cancel-able), errors in a message box.
        if (screenshot) {
            QString error;
            auto cases = readContestFile(contestPuzzle, contestFile, &error);
            if (!cases) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 2;
            }
            contestCases = std::move(*cases);
        }
    } else if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr, "minimoves: unexpected argument '%s'\n", qPrintable(parser.positionalArguments().front()));
        return 2;
    }

    std::optional<GameId> gameId;
    if (parser.isSet(gameIdOption)) {
        auto parsed = parseGameId(parser.value(gameIdOption).toStdString());
        if (!parsed) {
            std::fprintf(stderr, "minimoves: bad --game-id: %s\n", parsed.error().c_str());
            return 2;
        }
        gameId = std::move(parsed).value();
    }
    QString puzzle = parser.value(puzzleOption);
    if (!puzzle.isEmpty() && !findPuzzleType(puzzle.toStdString())) {
        std::fprintf(stderr, "minimoves: unknown puzzle '%s'\n", qPrintable(puzzle));
        return 2;
    }
    QSize size(1200, 800);
    if (parser.isSet(screenshotOption)) {
        const QStringList parts = parser.value(sizeOption).split(QLatin1Char('x'));
        bool okW = false, okH = false;
        if (parts.size() == 2)
            size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
        if (!okW || !okH || size.width() < 200 || size.height() < 150 || size.width() > 8000 || size.height() > 8000) {
            std::fprintf(stderr, "minimoves: bad --size '%s': expected WIDTHxHEIGHT, from 200x150 to 8000x8000\n",
                         qPrintable(parser.value(sizeOption)));
            return 2;
        }
    }

    MainWindow window;
    // Every game is saved as it is played; a screenshot shows a fresh game and leaves the player's
    // saved games alone.
    if (!parser.isSet(screenshotOption)) {
        window.sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
        window.levelPlay()->setProgressFile(ProgressStore::defaultPath()); // the stars and days earned
        window.openStatistics(StatisticsStore::defaultPath());
    }
    if (gameId) {
        window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(gameId->puzzle)), gameId->state);
    } else if (!puzzle.isEmpty() || !window.restoreAutosave()) {
        // The last game comes back as it was left; otherwise the last puzzle (or the one asked
        // for), with its own saved game if it has one.
        if (puzzle.isEmpty())
            puzzle = settings::lastPuzzle();
        if (!findPuzzleUi(puzzle.toStdString()))
            puzzle = firstStartPuzzle().idText();
        window.selectPuzzle(puzzle);
    }
    if (!contestPuzzle.isEmpty()) {
        if (screenshot)
            window.showContestCases(contestPuzzle, contestFile, std::move(contestCases));
        else // once the window shows
            QTimer::singleShot(0, &window, [&window, contestPuzzle, contestFile] { window.openContest(contestPuzzle, contestFile); });
    }
    if (parser.isSet(screenshotOption)) {
        window.resize(size);
        window.show();
        settle(window);
        if (parser.isSet(hintOption)) {
            // The whole hint ladder: every optimal move marked.
            for (int step = 0; step < GameSession::HintSteps; ++step)
                window.session()->showHint();
            settle(window);
        }
        if (parser.isSet(qualityOption) && window.board()) {
            // Coach with every move's badge, for this picture only: the settings stay.
            window.findChild<GamePresenter*>()->setDisplay(PlayMode::Coach, settings::symbols(), true);
            settle(window);
        }
        const QString file = parser.value(screenshotOption);
        if (!window.grab().save(file, "PNG")) {
            std::fprintf(stderr, "minimoves: cannot write screenshot '%s'\n", qPrintable(file));
            return 1;
        }
        return 0;
    }
    window.tour()->setOffered(true); // a puzzle's first opening shows its tour
    window.show();
    return app.exec();
}
