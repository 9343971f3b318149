// What tst_game (correctness, under LeakSanitizer in build-asan) and bench_responsiveness
// (figures, make bench-gui) share: every puzzle's biggest search, started on the real solver
// service or in the real main window, then interrupted by a switch or a quit.
#pragma once

#include "core/any_puzzle.h"

#include <QString>

#include <string>
#include <vector>

namespace minimoves::app {
class MainWindow;
}

namespace minimoves::scenarios {

// A puzzle's largest variant (the middle one of those that tie: Ball Grid's 4x4), whose Hardest
// new game is its biggest search: the whole distance table.
struct BiggestSearch {
    const PuzzleType* type = nullptr;
    std::string variant;
    std::uint64_t states = 0;
    std::uint64_t tableStates = 0; // what its table walks (AnyPuzzle::tableStates)
};
BiggestSearch biggestSearch(const PuzzleType& type);
std::vector<BiggestSearch> biggestSearches(); // every registered puzzle

struct Interruption {
    double milliseconds = 0;   // the switch (until the next game is there) or the quit (delete)
    bool interrupted = false;  // the search was still running when it came
    // Service scenarios watch the search itself (the instance it searches is wrapped); their
    // delay counts from the moment the worker began it:
    bool searchBegan = false;    // the worker had begun the search before the quit or switch
    bool searchReturned = false; // the search had returned when the quit or switch was done
    bool searchStopped = false;  // it returned because it was told to stop, not with its answer
    bool stopAsked = false;      // the service had told it to stop by then
    // The process's threads before the service or window was made and after it was gone (waiting
    // up to 5 s for a joined thread to leave the list).
    int threadsBefore = 0;
    int threadsAfter = 0;
};

// The threads this process runs now (Linux: /proc/self/task).
int runningThreads();

// A Hardest new game of `search` on a fresh SolverService; after `afterMs`, the service is deleted
// (what quitting does): how long the delete took. `afterMs` counts from the search's start.
Interruption quitServiceMidSearch(const BiggestSearch& search, int afterMs);
// The same, but after `afterMs` a new game of `next` (its default variant, Easy) is asked for: how
// long until it arrived. -1 ms when it never did (10 s).
Interruption switchServiceMidSearch(const BiggestSearch& search, int afterMs, const PuzzleType& next);

// The puzzle ids the main window's chooser lists (those with a board).
QStringList chooserPuzzles(app::MainWindow& window);
// Starts `search` in the window: Hardest, its largest variant remembered as the chosen size.
void startInWindow(app::MainWindow& window, const BiggestSearch& search);
// In the window, mid-search after `afterMs`: select `nextId`; how long until its new game started.
Interruption switchWindowMidSearch(app::MainWindow& window, const BiggestSearch& search, int afterMs,
                                   const QString& nextId);
// A new window, `search` started in it, and after `afterMs` the window closed and deleted.
Interruption quitWindowMidSearch(const BiggestSearch& search, int afterMs);

} // namespace minimoves::scenarios
