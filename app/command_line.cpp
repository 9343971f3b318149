#include "command_line.h"

#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/present/game_presenter.h"
#include "game/records/game_records.h"
#include "game/session/game_sessions.h"
#include "game/solver/solver_service.h"
#include "game/store/statistics_store.h"
#include "shell/contest/contest_loader.h"
#include "shell/files/game_files.h"
#include "shell/files/single_instance.h"
#include "shell/levels/level_play.h"
#include "shell/window/main_window.h"
#include "shell/settings/settings.h"
#include "shell/settings/theme.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace minimoves::app {

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

int fail(const char* format, const QString& what = {})
{
    std::fprintf(stderr, format, qPrintable(what));
    std::fputc('\n', stderr);
    return 2;
}

// --contest PUZZLE FILE: read before anything is shown for a picture; bad input ends the run as a
// bad --game-id does.
std::optional<int> readContest(const QCommandLineParser& parser, const QString& puzzle, LaunchOptions* options)
{
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return fail("minimoves: --contest takes a puzzle ID and one file: --contest PUZZLE FILE");
    if (!findPuzzleType(puzzle.toStdString()) || !findPuzzleUi(puzzle.toStdString()))
        return fail("minimoves: unknown puzzle '%s'", puzzle);
    options->contestPuzzle = puzzle;
    options->contestFile = files.front();
    // A picture has no window to wait in: read here (bounded), bad input ends the run. With a
    // window, the file is read once it shows (on a worker, Cancel-able), errors in a message box.
    if (options->screenshot()) {
        QString error;
        auto cases = readContestFile(puzzle, options->contestFile, &error);
        if (!cases)
            return fail("%s", error);
        options->contestCases = std::move(*cases);
    }
    return std::nullopt;
}

std::optional<int> readSize(const QString& text, QSize* size)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    bool okW = false, okH = false;
    if (parts.size() == 2)
        *size = QSize(parts[0].toInt(&okW), parts[1].toInt(&okH));
    if (!okW || !okH || size->width() < 200 || size->height() < 150 || size->width() > 8000 || size->height() > 8000)
        return fail("minimoves: bad --size '%s': expected WIDTHxHEIGHT, from 200x150 to 8000x8000", text);
    return std::nullopt;
}

} // namespace

std::optional<int> choosePlatform(int argc, char* argv[])
{
    // --screenshot needs no display at all.
    bool screenshot = false;
    for (int i = 1; i < argc; ++i)
        if (std::string_view(argv[i]).rfind("--screenshot", 0) == 0)
            screenshot = true;
    const bool hasDisplay = std::getenv("DISPLAY") || std::getenv("WAYLAND_DISPLAY") || std::getenv("QT_QPA_PLATFORM");
    if (screenshot && !hasDisplay) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    } else if (!hasDisplay) {
        const std::string_view first = argc > 1 ? argv[1] : "";
        if (first != "--help" && first != "-h" && first != "--version" && first != "-v") {
            std::fprintf(stderr, "minimoves: no display here; run it under 'xvfb-run', or use --screenshot FILE.png "
                                 "to render the window to a PNG\n");
            return 1;
        }
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    return std::nullopt;
}

void nameApplication()
{
    QApplication::setApplicationName(QStringLiteral("minimoves"));
    QApplication::setApplicationDisplayName(QStringLiteral("Minimoves"));
    QApplication::setOrganizationName(QStringLiteral("Minimoves"));
    QApplication::setApplicationVersion(QStringLiteral(MINIMOVES_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.minimoves.Minimoves"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.minimoves.Minimoves.svg")));
    settings::applyLanguage(settings::language());
    settings::applyTheme(settings::theme());
}

std::optional<int> readCommandLine(const QApplication& app, LaunchOptions* options)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Shortest-path puzzles with exact solvers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption puzzleOption(QStringLiteral("puzzle"), QApplication::translate("main", "Start with the puzzle ID."), QStringLiteral("id"));
    const QCommandLineOption gameIdOption(QStringLiteral("game-id"), QApplication::translate("main", "Start from a position in its text form."),
                                          QStringLiteral("text"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QApplication::translate("main", "Render the window to a PNG and exit."),
                                              QStringLiteral("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QApplication::translate("main", "Window size for --screenshot."), QStringLiteral("WxH"),
                                        QStringLiteral("1200x800"));
    const QCommandLineOption hintOption(QStringLiteral("hint"), QApplication::translate("main", "With --screenshot: show the hint."));
    const QCommandLineOption qualityOption(
        QStringLiteral("quality"), QApplication::translate("main", "With --screenshot: show every move's quality (View > Move quality)."));
    const QCommandLineOption contestOption(QStringLiteral("contest"),
                                           QApplication::translate("main", "Open FILE, a contest input of the puzzle ID (as minimoves-cli reads it): "
                                              "one case as a game, several in a list."),
                                           QStringLiteral("id"));
    parser.addOptions({puzzleOption, gameIdOption, screenshotOption, sizeOption, hintOption, qualityOption, contestOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("main", "With --contest: the input file."), QStringLiteral("[FILE]"));
    parser.process(app);

    options->screenshotFile = parser.value(screenshotOption);
    options->hint = parser.isSet(hintOption);
    options->quality = parser.isSet(qualityOption);
    if (parser.isSet(contestOption)) {
        if (const auto code = readContest(parser, parser.value(contestOption), options))
            return code;
    } else if (!parser.positionalArguments().isEmpty()) {
        return fail("minimoves: unexpected argument '%s'", parser.positionalArguments().front());
    }
    if (parser.isSet(gameIdOption)) {
        auto parsed = parseGameId(parser.value(gameIdOption).toStdString());
        if (!parsed)
            return fail("minimoves: bad --game-id: %s", QString::fromStdString(parsed.error()));
        options->gameId = std::move(parsed).value();
        options->gameIdText = parser.value(gameIdOption);
        if (const QString why = GameFiles::unplayable(*options->gameId->puzzle); !why.isEmpty())
            return fail("minimoves: bad --game-id: %s", why);
    }
    options->puzzle = parser.value(puzzleOption);
    if (!options->puzzle.isEmpty() && !findPuzzleType(options->puzzle.toStdString()))
        return fail("minimoves: unknown puzzle '%s'", options->puzzle);
    if (options->screenshot())
        return readSize(parser.value(sizeOption), &options->size);
    return std::nullopt;
}

void startFromOptions(MainWindow& window, LaunchOptions& options)
{
    // Every game is saved as it is played; a screenshot shows a fresh game and leaves the player's
    // saved games alone.
    if (!options.screenshot()) {
        window.sessions()->setSaveDirectory(GameSessions::defaultSaveDirectory());
        window.records()->setProgressFile(ProgressStore::defaultPath()); // the stars and days earned
        window.openStatistics(StatisticsStore::defaultPath());
    }
    if (options.gameId) {
        window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(options.gameId->puzzle)), options.gameId->state);
    } else if (!options.puzzle.isEmpty() || !window.restoreAutosave()) {
        // The last game comes back as it was left; otherwise the last puzzle (or the one asked
        // for), with its own saved game if it has one.
        QString puzzle = options.puzzle.isEmpty() ? settings::lastPuzzle() : options.puzzle;
        if (!findPuzzleUi(puzzle.toStdString()))
            puzzle = firstStartPuzzle().idText();
        window.selectPuzzle(puzzle);
    }
    if (options.contestPuzzle.isEmpty())
        return;
    if (options.screenshot()) {
        window.showContestCases(options.contestPuzzle, options.contestFile, std::move(options.contestCases));
    } else { // once the window shows
        QTimer::singleShot(0, &window, [&window, puzzle = options.contestPuzzle, file = options.contestFile] {
            window.openContest(puzzle, file);
        });
    }
}

std::optional<int> claimInstance(SingleInstance& instance, const LaunchOptions& options)
{
    if (options.screenshot())
        return std::nullopt;
    switch (instance.claim(launchRequest(options))) {
    case SingleInstance::Claim::First:
        return std::nullopt;
    case SingleInstance::Claim::HandedOver:
        return 0;
    case SingleInstance::Claim::Unanswered:
        break;
    }
    const QString why = QApplication::translate("main", "Minimoves is already running (process %1) and does not answer; "
                                                        "close it, then start Minimoves again.")
                            .arg(instance.holder());
    std::fprintf(stderr, "minimoves: %s\n", qPrintable(why));
    QMessageBox::warning(nullptr, QApplication::applicationDisplayName(), why);
    return 1;
}

QByteArray launchRequest(const LaunchOptions& options)
{
    QJsonObject request;
    if (options.gameId)
        request.insert(QStringLiteral("gameId"), options.gameIdText);
    if (!options.puzzle.isEmpty())
        request.insert(QStringLiteral("puzzle"), options.puzzle);
    if (!options.contestPuzzle.isEmpty())
        request.insert(QStringLiteral("contest"), QJsonArray{options.contestPuzzle, QFileInfo(options.contestFile).absoluteFilePath()});
    return QJsonDocument(request).toJson(QJsonDocument::Compact);
}

void followLaunchRequest(MainWindow& window, const QByteArray& request)
{
    window.setWindowState((window.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    window.show();
    window.raise();
    window.activateWindow();
    QJsonParseError error;
    const QJsonObject asked = QJsonDocument::fromJson(request, &error).object();
    if (error.error != QJsonParseError::NoError)
        return void(fail("minimoves: a later launch's request does not read: %s", error.errorString()));
    if (const QString text = asked.value(QStringLiteral("gameId")).toString(); !text.isEmpty()) {
        auto parsed = parseGameId(text.toStdString());
        if (!parsed || !GameFiles::unplayable(*parsed->puzzle).isEmpty())
            return void(fail("minimoves: a later launch's game ID does not read: %s", text));
        GameId game = std::move(parsed).value();
        window.startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state);
    } else if (const QString puzzle = asked.value(QStringLiteral("puzzle")).toString(); findPuzzleUi(puzzle.toStdString())) {
        window.selectPuzzle(puzzle);
    }
    const QJsonArray contest = asked.value(QStringLiteral("contest")).toArray();
    if (contest.size() == 2 && findPuzzleUi(contest.at(0).toString().toStdString()))
        window.openContest(contest.at(0).toString(), contest.at(1).toString());
}

int takeScreenshot(MainWindow& window, const LaunchOptions& options)
{
    window.resize(options.size);
    window.show();
    settle(window);
    if (options.hint) {
        // The whole hint ladder: every optimal move marked.
        for (int step = 0; step < HintLadder::Steps; ++step)
            window.session()->showHint();
        settle(window);
    }
    if (options.quality && window.board()) {
        // Coach with every move's badge, for this picture only: the settings stay.
        window.sessions()->setPlayMode(PlayMode::Coach);
        window.findChild<GamePresenter*>()->setDisplay(settings::symbols(), true);
        settle(window);
    }
    if (!window.grab().save(options.screenshotFile, "PNG")) {
        std::fprintf(stderr, "minimoves: cannot write screenshot '%s'\n", qPrintable(options.screenshotFile));
        return 1;
    }
    return 0;
}

} // namespace minimoves::app
