// The game's command line: the platform chosen before QApplication exists, the options read and
// checked (QCommandLineParser), and what they ask of the window — a game or puzzle to start, a
// contest file to open, a picture to take. Bad options end the run with one line on stderr.
#pragma once

#include "core/any_puzzle.h"

#include <QByteArray>
#include <QSize>
#include <QString>

#include <optional>
#include <vector>

class QApplication;

namespace minimoves::app {

class MainWindow;
class SingleInstance;

struct LaunchOptions {
    QString puzzle;                  // --puzzle: the puzzle to start with (empty: the last one)
    std::optional<GameId> gameId;    // --game-id: a position to start from
    QString gameIdText;              // as given
    QString contestPuzzle;           // --contest PUZZLE FILE
    QString contestFile;
    std::vector<ContestCase> contestCases; // read at once for a picture, else once the window shows
    QString screenshotFile;          // --screenshot: render the window to this PNG and exit
    QSize size{1200, 800};           // --size, for the picture
    bool hint = false;               // --hint: the picture with the whole hint ladder
    bool quality = false;            // --quality: the picture with every move's badge
    bool screenshot() const { return !screenshotFile.isEmpty(); }
};

// Before QApplication: an exit code when there is no display and nothing can be done without one
// (--help and --version, and a picture, run offscreen).
std::optional<int> choosePlatform(int argc, char* argv[]);

// The application's names, icon and language.
void nameApplication();

// The options, or the exit code of a run they end (bad options: one line on stderr, 2).
std::optional<int> readCommandLine(const QApplication& app, LaunchOptions* options);

// What the options ask of a new window: the player's files, and the game to start.
void startFromOptions(MainWindow& window, LaunchOptions& options);

// One game per user: the exit code of a launch that handed its request to the game running (0),
// or found it not answering (1, said on stderr and in a message box); nullopt for the first, and
// for a picture, which touches none of the player's files and runs beside it.
std::optional<int> claimInstance(SingleInstance& instance, const LaunchOptions& options);

// What a launch asks of a game already running (SingleInstance hands it over): the puzzle, the
// game ID, the contest file (its absolute path), as one line of JSON.
QByteArray launchRequest(const LaunchOptions& options);
// A later launch's request, done in the running game: its window comes forward and starts what
// was asked (nothing but that when it asked nothing). A request that does not read is dropped,
// with one line on stderr.
void followLaunchRequest(MainWindow& window, const QByteArray& request);

// --screenshot: the window drawn to the file once it is settled; the exit code.
int takeScreenshot(MainWindow& window, const LaunchOptions& options);

} // namespace minimoves::app
