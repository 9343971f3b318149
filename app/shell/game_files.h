// GameFiles: games in and out of the window — Save and Open (a .minimoves file), the game ID
// (copy, paste, open), the autosaved last game, and contest input files — with their dialogs and
// the messages that say what went wrong. The game it opens goes to the window's sessions.
#pragma once

#include "contest_dialog.h"
#include "game/saved_game_reader.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <vector>

namespace minimoves::app {

class MainWindow;

class GameFiles : public QObject {
    Q_OBJECT
public:
    explicit GameFiles(MainWindow* window);

    // Each returns false, with `error` saying why, and leaves the game untouched.
    bool saveGame(const QString& fileName, QString* error = nullptr);
    // Read and parsed on a worker (SavedGameReader), the window live meanwhile and a progress
    // dialog with Cancel after a moment (file_reading.h); the game is built here once read.
    // Cancel: false with `error` empty.
    bool openGame(const QString& fileName, QString* error = nullptr);
    bool openGameId(const QString& text, QString* error = nullptr);
    QString gameId() const; // the game shown, as one line of text ("" without a game)
    // Shows the game of the last puzzle played, as it was left; false when it has none saved. Its
    // file is read on a worker: the window shows at once (the status bar says the game is being
    // read), and the game when it is in (restoringAutosave() meanwhile, autosaveRestored() then).
    // One that does not read is set aside and said, and the puzzle begins a new game.
    bool restoreAutosave();
    bool restoringAutosave() const;
    // Whether the last restoreAutosave() showed the saved game (false: none, or it did not read).
    bool autosaveShown() const { return m_autosaveShown; }

    // Contest input (contest_dialog.h): reads `fileName` as `puzzleId`'s contest format; false, with
    // the one line that says why (minimoves-cli's), and the game untouched, when it does not read.
    // Several cases (or one the game cannot show) are listed in contestDialog(); one opens at once.
    // Read on a worker, the window live: a short file whole before its list shows (a progress
    // dialog after a moment; Cancel: false, `error` empty), a long one listed as it is read (the
    // list's Close stops the read; a bad case past the first ones closes it with the message).
    bool openContest(const QString& puzzleId, const QString& fileName, QString* error = nullptr);
    // openContest(), and what went wrong in a message box (the menu's and --contest's way).
    void openContestOrSayWhy(const QString& puzzleId, const QString& fileName);
    void showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases);
    ContestDialog* contestDialog() const { return m_contestDialog.data(); }

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
    void autosaveRead(const QString& puzzleId, const QString& variant, const GameStore::Read& read);
    void sayError(const QString& title, const QString& text, const QString& objectName);
    void showContestList(const QString& puzzleId, const QString& fileName, ContestCaseModel* model, ContestLoader* loader);
    void sayContestError(const QString& error);
    void startContestCase(const QString& puzzleId, const ContestCase& contestCase);
    void message(const QString& text, int milliseconds);

    MainWindow* m_window;
    QPointer<ContestDialog> m_contestDialog;
    SavedGameReader* m_autosaveReader;
    bool m_autosaveShown = false;
};

} // namespace minimoves::app
