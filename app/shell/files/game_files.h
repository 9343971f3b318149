// GameFiles: games in and out of the window — Save and Open (a .minimoves file), the game ID
// (copy, paste, open), the autosaved last game, and contest input files — with their dialogs and
// the messages that say what went wrong. The game it opens goes to the window's sessions, which it
// reaches through the narrow GameHost (game_host.h).
#pragma once

#include "shell/contest/contest_dialog.h"
#include "game/store/saved_game_reader.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace minimoves::app {

class ContestCaseModel;
class ContestLoader;
class FileReading;
class GameHost;

class GameFiles : public QObject {
    Q_OBJECT
public:
    // A child of the host's window; the games it opens go to the host's sessions.
    explicit GameFiles(GameHost* host);

    // What a read started here ends with: whether the game (or the list) came, and if not why, one
    // line ("" when the player cancelled, or a later choice took its place). No event loop waits
    // for it: it comes from the worker's finished slot.
    using Done = std::function<void(bool opened, const QString& error)>;

    // False, with `error` saying why, and the game untouched.
    bool saveGame(const QString& fileName, QString* error = nullptr);
    // Read and parsed on a worker (SavedGameReader), the window live meanwhile and a progress
    // dialog with Cancel after a moment (file_reading.h); the game is built here once read, then
    // `done`. A second Open while one is read takes its place.
    void openGame(const QString& fileName, Done done = {});
    bool openGameId(const QString& text, QString* error = nullptr);
    QString gameId() const; // the game shown, as one line of text ("" without a game)
    // Shows the game of the last puzzle played, as it was left; false when it has none saved. Its
    // file is read on a worker (GameSessions::switchTo): the window shows at once, a line where
    // the board goes says the game is being read, and the game comes when it is in
    // (restoringAutosave() meanwhile, autosaveRestored() then). One that does not read is set
    // aside and said, and the puzzle begins a new game; a game the player chooses meanwhile wins.
    bool restoreAutosave();
    bool restoringAutosave() const { return m_restoring; }
    // Whether the last restoreAutosave() showed the saved game (false: none, or it did not read).
    bool autosaveShown() const { return m_autosaveShown; }

    // Contest input (contest_dialog.h): reads `fileName` as `puzzleId`'s contest format, then
    // `done`: false, with the one line that says why (minimoves-cli's), and the game untouched,
    // when it does not read. Several cases (or one the game cannot show) are listed in
    // contestDialog(); one opens at once. Read on a worker, the window live: a short file whole
    // before its list shows (a progress dialog after a moment; Cancel: false, `error` empty), a
    // long one listed as it is read (the list's Close stops the read; a bad case past the first
    // ones closes it with the message). A second one while one is read takes its place.
    void openContest(const QString& puzzleId, const QString& fileName, Done done = {});
    // openContest(), and what went wrong in a message box (the menu's and --contest's way).
    void openContestOrSayWhy(const QString& puzzleId, const QString& fileName);
    void showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases);
    ContestDialog* contestDialog() const { return m_contestDialog.data(); }

    // Why this version cannot play `puzzle` ("" when it can): no board for its puzzle, or a size or
    // kind its board does not have (a one-row Ball Grid: the contest format has it, the game not).
    static QString unplayable(const AnyPuzzle& puzzle);

    // The actions' dialogs: Game ▸ Save…, Open…, Import ▸ Open contest input…; Edit ▸ Copy/Paste game ID.
    void saveAs();
    void open();
    void openContestInput();
    void copyGameId();
    void pasteGameId();

signals:
    void autosaveRestored();

private:
    void openGameOrSayWhy(const QString& fileName);
    bool restoreSaved(const QString& puzzleId, const QString& variant);
    void gameRead(const QString& fileName, const GameStore::Read& read);
    void endOpen(bool opened, const QString& error);
    void contestProgressed(const QString& puzzleId, const QString& fileName);
    void endContestRead(bool opened, const QString& error);
    void sayError(const QString& title, const QString& text, const QString& objectName);
    void showContestList(const QString& puzzleId, const QString& fileName, ContestCaseModel* model, ContestLoader* loader);
    void sayContestError(const QString& error);
    void startContestCase(const QString& puzzleId, const ContestCase& contestCase);
    void message(const QString& text, int milliseconds);

    GameHost* m_host;
    QPointer<ContestDialog> m_contestDialog;
    bool m_restoring = false;
    bool m_autosaveShown = false;
    // The Open under way (one at a time): its reader, its dialog, what it ends with; m_openSerial
    // tells it from a later one.
    SavedGameReader* m_openReader;
    QPointer<FileReading> m_openProgress;
    Done m_openDone;
    int m_openSerial = 0;
    // The contest input read under way before its list shows (one at a time).
    std::unique_ptr<ContestCaseModel> m_contestModel;
    std::unique_ptr<ContestLoader> m_contestLoader;
    QPointer<FileReading> m_contestProgress;
    Done m_contestDone;
};

} // namespace minimoves::app
