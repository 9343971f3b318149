#include "game_files.h"

#include "boards/puzzle_ui.h"
#include "file_reading.h"
#include "game/file_limits.h"
#include "game/game_store.h"
#include "game/saved_game.h"
#include "main_window.h"
#include "message_box.h"
#include "settings.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <memory>
#include <tuple>

namespace minimoves::app {

namespace {

// This version has a board for the puzzle (every puzzle with a board is in the chooser).
bool hasBoard(const QString& puzzleId) { return findPuzzleUi(puzzleId.toStdString()) != nullptr; }

QString idOf(const AnyPuzzle& puzzle) { return QString::fromUtf8(puzzle.id().data(), int(puzzle.id().size())); }

// A folder for a file dialog to open in: `folder` if it is one, else the documents folder, else
// home (a folder that is not there would send the dialog to the working folder).
QString existingFolder(const QString& folder)
{
    for (const QString& candidate : {folder, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)})
        if (!candidate.isEmpty() && QFileInfo(candidate).isDir())
            return candidate;
    return QDir::homePath();
}

// Save's and Open's dialog: it starts where the last game was saved or opened, else in the
// documents folder, and remembers the folder of the file chosen, in this run and the next.
QFileDialog* newGameFileDialog(QWidget* parent, QFileDialog::AcceptMode mode, const QString& title)
{
    auto* dialog = new QFileDialog(parent, title, existingFolder(settings::gamesFolder()),
                                   GameFiles::tr("Minimoves games (*.minimoves);;All files (*)"));
    dialog->setObjectName(QStringLiteral("gameFileDialog"));
    dialog->setAcceptMode(mode);
    if (mode == QFileDialog::AcceptOpen)
        dialog->setFileMode(QFileDialog::ExistingFile);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog,
                     [](const QString& fileName) { settings::setGamesFolder(QFileInfo(fileName).absolutePath()); });
    return dialog;
}

} // namespace

GameFiles::GameFiles(MainWindow* window)
    : QObject(window), m_window(window), m_autosaveReader(new SavedGameReader(this))
{
    setObjectName(QStringLiteral("gameFiles"));
}

void GameFiles::message(const QString& text, int milliseconds)
{
    m_window->statusBar()->showMessage(text, milliseconds);
}

bool GameFiles::saveGame(const QString& fileName, QString* error)
{
    GameSession* s = m_window->session();
    if (!s || !s->hasGame())
        return false;
    QString reason;
    if (!s->saveTo(fileName, &reason)) { // the same fields as the autosave (the hint depth too)
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
        return false;
    }
    return true;
}

bool GameFiles::openGame(const QString& fileName, QString* error)
{
    // Read and parsed on a worker into plain values; the game's QObjects are built here, once read.
    SavedGameReader reader;
    std::optional<GameStore::Read> read;
    connect(&reader, &SavedGameReader::finished, this, [&read](const GameStore::Read& done) { read = done; });
    reader.start(fileName);
    const bool waited = waitWithProgress(m_window, tr("Reading %1…").arg(QFileInfo(fileName).fileName()),
                                         [&read] { return read.has_value(); });
    if (!waited) { // the player cancelled: the game stays as it was
        reader.cancel();
        if (error)
            error->clear();
        return false;
    }
    if (!read->game) {
        if (error)
            *error = read->unopened ? tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(fileName), read->error)
                                    : tr("%1: %2").arg(QFileInfo(fileName).fileName(), read->error);
        return false;
    }
    const SavedGame& saved = *read->game;
    const QString id = idOf(*saved.puzzle);
    if (!hasBoard(id)) {
        if (error)
            *error = tr("%1: this version has no board for that puzzle").arg(QFileInfo(fileName).fileName());
        return false;
    }
    if (GameSession* s = m_window->sessions()->activate(id, QString::fromStdString(saved.puzzle->variant())))
        s->restore(saved);
    m_window->focusBoard();
    return true;
}

bool GameFiles::restoreAutosave()
{
    GameSessions* sessions = m_window->sessions();
    QString id = settings::lastPuzzle();
    QString variant = settings::variant(id);
    m_autosaveShown = false;
    if (const auto adopted = sessions->adoptLegacyAutosave())
        std::tie(id, variant) = *adopted;
    if (!hasBoard(id))
        return false;
    const QString path = sessions->savePath(id, variant);
    if (path.isEmpty() || !QFileInfo::exists(path))
        return false;
    m_autosaveReader->disconnect(this);
    connect(m_autosaveReader, &SavedGameReader::finished, this, [this, id, variant](const GameStore::Read& read) {
        autosaveRead(id, variant, read);
    });
    m_autosaveReader->start(path);
    m_window->showReading(id, tr("Reading the saved game %1…").arg(QFileInfo(path).fileName()));
    return true;
}

bool GameFiles::restoringAutosave() const { return m_autosaveReader->isReading(); }

void GameFiles::autosaveRead(const QString& puzzleId, const QString& variant, const GameStore::Read& read)
{
    m_window->showReading(puzzleId, QString());
    GameSessions* sessions = m_window->sessions();
    // The session is made with what was read (one that does not read is set aside and said).
    // Shown unless the player chose a game meanwhile (another puzzle, a contest case).
    GameSession* s = sessions->session(puzzleId, variant, read);
    if (s && !sessions->active()) {
        m_autosaveShown = s->hasGame();
        if (s->hasGame()) {
            sessions->activate(puzzleId, s->variant());
            m_window->focusBoard();
        } else {
            m_window->selectPuzzle(puzzleId); // a new game of the puzzle in its place
        }
    }
    emit autosaveRestored();
}

QString GameFiles::gameId() const
{
    const GameSession* s = m_window->session();
    const GameModel* m = s ? s->model() : nullptr;
    return m && m->puzzle() ? QString::fromStdString(formatGameId(*m->puzzle(), m->state())) : QString();
}

bool GameFiles::openGameId(const QString& pasted, QString* error)
{
    // One line, of a bounded length: two IDs pasted at once are not read as one glued together.
    const QString text = pasted.trimmed();
    const int lines = int(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
    if (lines > 1 || text.size() > files::GameIdMaxBytes) {
        if (error)
            *error = lines > 1 ? tr("Not a game ID: the text holds %1 lines; a game ID is one line").arg(lines)
                               : tr("Not a game ID: the text is longer than %1").arg(files::sizeText(files::GameIdMaxBytes));
        return false;
    }
    auto parsed = parseGameId(text.toStdString());
    if (!parsed) {
        if (error)
            *error = tr("Not a game ID: %1").arg(QString::fromStdString(parsed.error()));
        return false;
    }
    GameId game = std::move(parsed).value();
    if (!hasBoard(idOf(*game.puzzle))) {
        if (error)
            *error = tr("Not a game ID: this version has no board for that puzzle");
        return false;
    }
    m_window->startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state);
    return true;
}

void GameFiles::saveAs()
{
    std::unique_ptr<QFileDialog> dialog(newGameFileDialog(m_window, QFileDialog::AcceptSave, tr("Save game")));
    dialog->setDefaultSuffix(QStringLiteral("minimoves"));
    dialog->selectFile(m_window->currentPuzzleId() + QStringLiteral(".minimoves"));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return;
    const QString fileName = dialog->selectedFiles().constFirst();
    QString error;
    if (saveGame(fileName, &error))
        message(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 5000);
    else
        warn(m_window, tr("Save game"), error);
}

void GameFiles::open()
{
    QFileDialog* dialog = newGameFileDialog(m_window, QFileDialog::AcceptOpen, tr("Open game"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& fileName) {
        // Once the file dialog has closed.
        QTimer::singleShot(0, this, [this, fileName] { openGameOrSayWhy(fileName); });
    });
    dialog->open();
}

void GameFiles::openGameOrSayWhy(const QString& fileName)
{
    QString error;
    if (!openGame(fileName, &error) && !error.isEmpty()) // "" when the player cancelled
        sayError(tr("Open game"), error, QStringLiteral("openGameError"));
}

void GameFiles::openContestInput()
{
    // One filter per puzzle: the one chosen says which puzzle's format the file is read in; the
    // puzzle in play is chosen first. The dialog and what follows never block the game.
    QStringList filters;
    QString selected;
    for (const PuzzleUi& ui : puzzleUis()) {
        filters << tr("%1 contest input (*)").arg(ui.title());
        if (ui.idText() == m_window->currentPuzzleId())
            selected = filters.back();
    }
    auto* dialog = new QFileDialog(m_window, tr("Open contest input"), existingFolder(QString()));
    dialog->setObjectName(QStringLiteral("contestFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters(filters);
    dialog->selectNameFilter(selected);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, filters](const QString& fileName) {
        const auto at = filters.indexOf(dialog->selectedNameFilter());
        const QString puzzleId = at >= 0 ? puzzleUis()[std::size_t(at)].idText() : m_window->currentPuzzleId();
        // Once the file dialog has closed.
        QTimer::singleShot(0, this, [this, puzzleId, fileName] { openContestOrSayWhy(puzzleId, fileName); });
    });
    dialog->open();
}

void GameFiles::openContestOrSayWhy(const QString& puzzleId, const QString& fileName)
{
    QString error;
    if (openContest(puzzleId, fileName, &error) || error.isEmpty()) // opened, or cancelled by the player
        return;
    sayContestError(error);
}

void GameFiles::sayContestError(const QString& error)
{
    sayError(tr("Open contest input"), error, QStringLiteral("contestError"));
}

void GameFiles::sayError(const QString& title, const QString& text, const QString& objectName)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
    box->setObjectName(objectName);
    nameIcon(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QDialog::finished, this, [this] {
        m_window->activateWindow();
        m_window->focusBoard();
    });
    box->open();
}

bool GameFiles::openContest(const QString& puzzleId, const QString& fileName, QString* error)
{
    if (!hasBoard(puzzleId)) {
        if (error)
            *error = tr("This version has no board for the puzzle '%1'").arg(puzzleId);
        return false;
    }
    // Read and parsed on a worker, case by case (contest_loader.h): the window draws meanwhile.
    // A short file is read whole before its list shows (a bad case anywhere refuses it); a longer
    // one is listed once its first cases are in and fills as it is read. Cancel stops the wait.
    auto model = std::make_unique<ContestCaseModel>();
    auto loader = std::make_unique<ContestLoader>(puzzleId, fileName, model.get());
    const bool waited = waitWithProgress(m_window, tr("Reading %1…").arg(QFileInfo(fileName).fileName()), [&] {
        return loader->isFinished() || (loader->listsAsItReads() && model->rowCount() > 0);
    });
    if (!waited || !loader->error().isEmpty()) {
        if (error)
            *error = waited ? loader->error() : QString(); // "" when the player cancelled
        return false;
    }
    if (loader->isFinished() && model->rowCount() == 1 && model->cases().playable(0)) {
        startContestCase(puzzleId, model->cases().at(0));
        return true;
    }
    showContestList(puzzleId, fileName, model.release(), loader->isFinished() ? nullptr : loader.release());
    return true;
}

void GameFiles::showContestCases(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases)
{
    if (cases.size() == 1 && cases[0].playable()) {
        startContestCase(puzzleId, cases[0]);
        return;
    }
    auto* model = new ContestCaseModel;
    model->append(std::move(cases));
    showContestList(puzzleId, fileName, model, nullptr);
}

void GameFiles::showContestList(const QString& puzzleId, const QString& fileName, ContestCaseModel* model,
                                ContestLoader* loader)
{
    if (m_contestDialog)
        m_contestDialog->close();
    const QString before = m_window->currentPuzzleId();
    m_window->selectPuzzle(puzzleId); // the puzzle the list is of, behind it
    auto* dialog = new ContestDialog(puzzleId, fileName, model, loader, m_window->solver(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ContestDialog::caseChosen, this, [this, dialog](const QString& id, int index) {
        startContestCase(id, dialog->caseAt(index));
    });
    // However the list closes, the keys go back to the board (also where no window manager does it).
    connect(dialog, &QDialog::finished, this, [this] {
        m_window->activateWindow();
        m_window->focusBoard();
    });
    // A long file that turns out bad past its first cases is refused as a short one is: the list
    // closes, the puzzle that was shown comes back, and the message says why.
    connect(dialog, &ContestDialog::readFailed, this, [this, dialog, before](const QString& why) {
        dialog->close();
        if (!before.isEmpty())
            m_window->selectPuzzle(before);
        sayContestError(why);
    });
    m_contestDialog = dialog;
    dialog->open();
}

void GameFiles::startContestCase(const QString& puzzleId, const ContestCase& contestCase)
{
    if (auto puzzle = contestGame(puzzleId, contestCase))
        m_window->startGame(std::move(puzzle), contestCase.state);
}

void GameFiles::copyGameId()
{
    const QString id = gameId();
    if (id.isEmpty())
        return;
    QGuiApplication::clipboard()->setText(id);
    message(tr("Game ID copied: %1").arg(id), 5000);
}

void GameFiles::pasteGameId()
{
    QString error;
    if (!openGameId(QGuiApplication::clipboard()->text(), &error))
        message(error, 8000); // the game in progress stays as it was
}

} // namespace minimoves::app
