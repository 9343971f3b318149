#include "shell/files/game_files.h"

#include "boards/puzzle_ui.h"
#include "shell/files/file_reading.h"
#include "shell/window/game_host.h"
#include "game/session/challenge.h"
#include "game/store/file_limits.h"
#include "game/session/game_sessions.h"
#include "game/store/game_store.h"
#include "game/store/saved_game.h"
#include "shell/window/message_box.h"
#include "shell/settings/settings.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace minimoves::app {

namespace {

// This version has a board for the puzzle (every puzzle with a board is in the chooser).
bool hasBoard(const QString& puzzleId) { return findPuzzleUi(puzzleId.toStdString()) != nullptr; }

QString idOf(const AnyPuzzle& puzzle) { return QString::fromUtf8(puzzle.id().data(), int(puzzle.id().size())); }

} // namespace

QString GameFiles::unplayable(const AnyPuzzle& puzzle)
{
    const QString id = idOf(puzzle);
    if (!hasBoard(id))
        return tr("this version has no board for that puzzle");
    const std::vector<std::string> variants = findPuzzleType(id.toStdString())->variants();
    const std::string variant = puzzle.variant();
    // "": an instance that is none of the named variants (a Rush Hour layout set up or read from a
    // game ID), played in the puzzle's default variant's session (GameSessions::chosenVariant).
    if (variants.empty() || variant.empty() || std::ranges::find(variants, variant) != variants.end())
        return {};
    QStringList names;
    for (const std::string& v : variants)
        names.append(QString::fromStdString(v));
    return tr("the game has no %1 board (its sizes: %2)").arg(QString::fromStdString(variant), names.join(QStringLiteral(", ")));
}

namespace {

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

GameFiles::GameFiles(GameHost* host) : QObject(host->hostWidget()), m_host(host), m_openReader(new SavedGameReader(this))
{
    setObjectName(QStringLiteral("gameFiles"));
}

void GameFiles::message(const QString& text, int milliseconds)
{
    m_host->showMessage(text, milliseconds);
}

bool GameFiles::saveGame(const QString& fileName, QString* error)
{
    GameSession* s = m_host->sessions()->active();
    if (!s || !s->hasGame())
        return false;
    QString reason;
    if (!s->store()->saveAs(fileName, &reason)) { // the same fields as the autosave (the hint depth too)
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), reason);
        return false;
    }
    return true;
}

void GameFiles::openGame(const QString& fileName, Done done)
{
    endOpen(false, QString()); // an Open under way gives way to this one
    m_openDone = std::move(done);
    ++m_openSerial;
    // Read and parsed on a worker into plain values; the game's QObjects are built here, once read.
    m_openProgress = new FileReading(m_host->hostWidget(), tr("Reading %1…").arg(QFileInfo(fileName).fileName()));
    connect(m_openProgress, &FileReading::cancelled, this, [this] { endOpen(false, QString()); });
    m_openReader->disconnect(this);
    connect(m_openReader, &SavedGameReader::finished, this,
            [this, fileName](const GameStore::Read& read) { gameRead(fileName, read); });
    m_openReader->start(fileName);
}

// The Open is over (read, refused, cancelled, or replaced): the dialog goes, `done` is told.
void GameFiles::endOpen(bool opened, const QString& error)
{
    m_openReader->cancel();
    if (m_openProgress)
        m_openProgress->end();
    m_openProgress = nullptr;
    if (const Done done = std::exchange(m_openDone, {}))
        done(opened, error);
}

void GameFiles::gameRead(const QString& fileName, const GameStore::Read& read)
{
    if (!read.game)
        return endOpen(false, read.unopened ? tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(fileName), read.error)
                                            : tr("%1: %2").arg(QFileInfo(fileName).fileName(), read.error));
    auto saved = std::make_shared<const SavedGame>(*read.game);
    const QString id = idOf(*saved->puzzle);
    if (const QString why = unplayable(*saved->puzzle); !why.isEmpty())
        return endOpen(false, tr("%1: %2").arg(QFileInfo(fileName).fileName(), why));
    if (m_openProgress)
        m_openProgress->end(); // what is left is the switch (its own saved game read first, when not yet)
    m_openProgress = nullptr;
    m_host->sessions()->switchTo(id, QString::fromStdString(saved->puzzle->variant()),
                                   [this, saved, serial = m_openSerial](GameSession* s) {
                                       if (serial != m_openSerial)
                                           return; // a later Open took its place
                                       if (s)
                                           s->restore(*saved);
                                       m_host->focusBoard();
                                       endOpen(s != nullptr, QString());
                                   });
}

bool GameFiles::restoreAutosave()
{
    m_autosaveShown = false;
    // Earlier versions' one autosave.json, read first (off the GUI thread too), becomes its puzzle's.
    const bool legacy = m_host->sessions()->adoptLegacyAutosave([this](std::optional<std::pair<QString, QString>> adopted) {
        m_host->showReading(QString(), QString());
        const QString id = adopted ? adopted->first : settings::lastPuzzle();
        if (m_host->sessions()->active()) { // the player chose a game meanwhile: it stays
            m_restoring = false;
            emit autosaveRestored();
        } else if (!restoreSaved(id, adopted ? adopted->second : settings::variant(id))) {
            m_restoring = false;
            m_host->selectPuzzle(hasBoard(id) ? id : puzzleUis().front().idText());
            emit autosaveRestored();
        }
    });
    if (legacy) {
        m_restoring = true;
        m_host->showReading(settings::lastPuzzle(), QStringLiteral("autosave.json"));
        return true;
    }
    const QString id = settings::lastPuzzle();
    return restoreSaved(id, settings::variant(id));
}

// The saved game of `puzzleId` and `variant` read on a worker and shown (GameSessions::switchTo);
// false when it has none.
bool GameFiles::restoreSaved(const QString& puzzleId, const QString& variant)
{
    GameSessions* sessions = m_host->sessions();
    if (!hasBoard(puzzleId))
        return false;
    const QString path = sessions->savePath(puzzleId, variant);
    if (path.isEmpty() || !QFileInfo::exists(path))
        return false;
    m_restoring = true;
    sessions->setDifficulty(settings::difficulty(puzzleId)); // of a new game, should it not read
    sessions->switchTo(puzzleId, variant, [this](GameSession* s) {
        m_restoring = false;
        m_autosaveShown = s && s->hasGame();
        m_host->focusBoard(); // the first key is a move, not a switch in the puzzle chooser
        emit autosaveRestored();
    });
    return true;
}

QString GameFiles::gameId() const
{
    const GameSession* s = m_host->sessions()->active();
    const GameModel* m = s ? s->model() : nullptr;
    return m && m->puzzle() ? QString::fromStdString(formatGameId(*m->puzzle(), m->state())) : QString();
}

bool GameFiles::openGameId(const QString& pasted, QString* error)
{
    // One line, of a bounded length: two IDs pasted at once are not read as one glued together.
    const QString text = pasted.trimmed();
    const int lines = int(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
    if (lines > 1 || files::characterCount(text) > files::GameIdMaxCharacters) {
        if (error)
            *error = lines > 1 ? tr("Not a game ID: the text holds %1 lines; a game ID is one line").arg(lines)
                               : tr("Not a game ID: the text is longer than %1 characters").arg(files::GameIdMaxCharacters);
        return false;
    }
    auto parsed = parseGameId(text.toStdString());
    if (!parsed) {
        if (error)
            *error = tr("Not a game ID: %1").arg(QString::fromStdString(parsed.error()));
        return false;
    }
    GameId game = std::move(parsed).value();
    if (const QString why = unplayable(*game.puzzle); !why.isEmpty()) {
        if (error)
            *error = tr("Not a game ID: %1").arg(why);
        return false;
    }
    m_host->startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state, {});
    return true;
}

void GameFiles::saveAs()
{
    std::unique_ptr<QFileDialog> dialog(newGameFileDialog(m_host->hostWidget(), QFileDialog::AcceptSave, tr("Save game")));
    dialog->setDefaultSuffix(QStringLiteral("minimoves"));
    dialog->selectFile(m_host->currentPuzzleId() + QStringLiteral(".minimoves"));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return;
    const QString fileName = dialog->selectedFiles().constFirst();
    QString error;
    if (saveGame(fileName, &error))
        message(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 5000);
    else
        warn(m_host->hostWidget(), tr("Save game"), error);
}

void GameFiles::open()
{
    QFileDialog* dialog = newGameFileDialog(m_host->hostWidget(), QFileDialog::AcceptOpen, tr("Open game"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString& fileName) {
        // Once the file dialog has closed.
        QTimer::singleShot(0, this, [this, fileName] { openGameOrSayWhy(fileName); });
    });
    dialog->open();
}

void GameFiles::openGameOrSayWhy(const QString& fileName)
{
    openGame(fileName, [this](bool opened, const QString& error) {
        if (!opened && !error.isEmpty()) // "" when the player cancelled
            sayError(tr("Open game"), error, QStringLiteral("openGameError"));
    });
}

void GameFiles::openContestInput()
{
    // One filter per puzzle: the one chosen says which puzzle's format the file is read in; the
    // puzzle in play is chosen first. The dialog and what follows never block the game.
    QStringList filters;
    QString selected;
    for (const PuzzleUi& ui : puzzleUis()) {
        filters << tr("%1 contest input (*)").arg(ui.title());
        if (ui.idText() == m_host->currentPuzzleId())
            selected = filters.back();
    }
    auto* dialog = new QFileDialog(m_host->hostWidget(), tr("Open contest input"), existingFolder(QString()));
    dialog->setObjectName(QStringLiteral("contestFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters(filters);
    dialog->selectNameFilter(selected);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog, filters](const QString& fileName) {
        const auto at = filters.indexOf(dialog->selectedNameFilter());
        const QString puzzleId = at >= 0 ? puzzleUis()[std::size_t(at)].idText() : m_host->currentPuzzleId();
        // Once the file dialog has closed.
        QTimer::singleShot(0, this, [this, puzzleId, fileName] { openContestOrSayWhy(puzzleId, fileName); });
    });
    dialog->open();
}

void GameFiles::openContestOrSayWhy(const QString& puzzleId, const QString& fileName)
{
    openContest(puzzleId, fileName, [this](bool opened, const QString& error) {
        if (!opened && !error.isEmpty()) // "" when cancelled by the player
            sayContestError(error);
    });
}

void GameFiles::sayContestError(const QString& error)
{
    sayError(tr("Open contest input"), error, QStringLiteral("contestError"));
}

void GameFiles::sayError(const QString& title, const QString& text, const QString& objectName)
{
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, m_host->hostWidget());
    box->setObjectName(objectName);
    nameIcon(*box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QDialog::finished, this, [this] {
        m_host->returnToBoard();
    });
    box->open();
}

void GameFiles::openContest(const QString& puzzleId, const QString& fileName, Done done)
{
    endContestRead(false, QString()); // a read under way gives way to this one
    if (!hasBoard(puzzleId)) {
        if (done)
            done(false, tr("This version has no board for the puzzle '%1'").arg(puzzleId));
        return;
    }
    // Read and parsed on a worker, case by case (contest_loader.h): the window draws meanwhile.
    // A short file is read whole before its list shows (a bad case anywhere refuses it); a longer
    // one is listed once its first cases are in and fills as it is read. Cancel stops the read.
    m_contestDone = std::move(done);
    m_contestModel = std::make_unique<ContestCaseModel>();
    m_contestLoader = std::make_unique<ContestLoader>(puzzleId, fileName, m_contestModel.get());
    m_contestProgress = new FileReading(m_host->hostWidget(), tr("Reading %1…").arg(QFileInfo(fileName).fileName()));
    connect(m_contestProgress, &FileReading::cancelled, this, [this] { endContestRead(false, QString()); });
    const auto look = [this, puzzleId, fileName] { contestProgressed(puzzleId, fileName); };
    connect(m_contestLoader.get(), &ContestLoader::progressed, this, look);
    connect(m_contestLoader.get(), &ContestLoader::finished, this, look);
    look();
}

// The contest read has come far enough to show: the whole of a short file, the first cases of a
// long one (its list takes the loader on), or an error.
void GameFiles::contestProgressed(const QString& puzzleId, const QString& fileName)
{
    ContestLoader* loader = m_contestLoader.get();
    if (!loader || !(loader->isFinished() || (loader->listsAsItReads() && m_contestModel->rowCount() > 0)))
        return;
    if (!loader->error().isEmpty())
        return endContestRead(false, loader->error());
    loader->disconnect(this);
    std::unique_ptr<ContestCaseModel> model = std::move(m_contestModel);
    std::unique_ptr<ContestLoader> kept = std::move(m_contestLoader);
    if (kept->isFinished() && model->rowCount() == 1 && model->cases().playable(0)) {
        startContestCase(puzzleId, model->cases().at(0));
        model->setParent(this);
        model.release()->deleteLater();
    } else {
        ContestLoader* reading = kept->isFinished() ? nullptr : kept.release(); // the list's now
        showContestList(puzzleId, fileName, model.release(), reading);
    }
    if (kept) {
        kept->setParent(this); // should the window go before the deletion comes
        kept.release()->deleteLater(); // it may be in its own signal
    }
    endContestRead(true, QString());
}

// The read before the list is over (shown, refused, cancelled, or replaced): its worker stops,
// the dialog goes, `done` is told.
void GameFiles::endContestRead(bool opened, const QString& error)
{
    if (m_contestLoader) {
        m_contestLoader->disconnect(this);
        m_contestLoader->cancel();
        m_contestLoader->setParent(this);
        m_contestLoader.release()->deleteLater(); // it may be in its own signal
    }
    if (m_contestModel) {
        m_contestModel->setParent(this);
        m_contestModel.release()->deleteLater();
    }
    if (m_contestProgress)
        m_contestProgress->end();
    m_contestProgress = nullptr;
    if (const Done done = std::exchange(m_contestDone, {}))
        done(opened, error);
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
    const QString before = m_host->currentPuzzleId();
    m_host->selectPuzzle(puzzleId); // the puzzle the list is of, behind it
    auto* dialog = new ContestDialog(puzzleId, fileName, model, loader, m_host->sessions()->solver(), m_host->hostWidget());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ContestDialog::caseChosen, this, [this, dialog](const QString& id, int index) {
        startContestCase(id, dialog->caseAt(index));
    });
    // However the list closes, the keys go back to the board (also where no window manager does it).
    connect(dialog, &QDialog::finished, this, [this] {
        m_host->returnToBoard();
    });
    // A long file that turns out bad past its first cases is refused as a short one is: the list
    // closes, the puzzle that was shown comes back, and the message says why.
    connect(dialog, &ContestDialog::readFailed, this, [this, dialog, before](const QString& why) {
        dialog->close();
        if (!before.isEmpty())
            m_host->selectPuzzle(before);
        sayContestError(why);
    });
    m_contestDialog = dialog;
    dialog->open();
}

void GameFiles::startContestCase(const QString& puzzleId, const ContestCase& contestCase)
{
    if (auto puzzle = contestGame(puzzleId, contestCase))
        m_host->startGame(std::move(puzzle), contestCase.state, {});
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
