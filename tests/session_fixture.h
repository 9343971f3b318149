// The game as the window plays it, without the window (issue 35): the sessions of every puzzle and
// size and the solver service they share (GameSessions), the presenter following the active
// session, and the statistics it records — wired as MainWindow wires them, on the game's logic
// alone (app/game: Qt Core and Gui, no widget). A test whose subject is the game's logic (a
// session's rules, the playback, move quality, the modes, the clock and the sounds asked for, the
// levels, the statistics' records, the saves) plays here; a test that checks a widget (a click, a
// label, a focus) plays in the window (game_fixture.h).
//
// What a board does, done here as the window does it: a move is played only while the presenter
// says the board takes moves (play()); the board shows a game that began and follows the session's
// moves (shownPuzzle, shownState: what the signals told a view), and reports each move shown at
// once (the session's viewSettled(): a view without animations). The presenter is told the window
// is on screen, so the game's clock runs while a game is in play.
//
// Every wait is on a state, never a sleep.
#pragma once

#include "core/any_puzzle.h"
#include "game/session/challenge.h"
#include "game/present/game_presenter.h"
#include "game/session/game_session.h"
#include "game/session/game_sessions.h"
#include "game/store/game_store.h"
#include "game/session/play_mode.h"
#include "game/solver/solver_service.h"
#include "game/records/game_records.h"
#include "game/store/statistics_store.h"

#include <QFileInfo>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QtTest>

#include <memory>
#include <optional>
#include <utility>

namespace minimoves::testing {

class SessionFixture {
public:
    using GameSession = app::GameSession;

    // In `mode` (Coach shows the distance and the quality most tests read), the games saved in
    // `saveDirectory` ("" = nowhere, as a window a test makes).
    explicit SessionFixture(app::PlayMode mode = app::PlayMode::Coach, const QString& saveDirectory = QString())
    {
        sessions.setSaveDirectory(saveDirectory);
        presenter.setMoveNamer([](StateRank, int move) { return QStringLiteral("move %1").arg(move); });
        sessions.setPlayMode(mode);
        presenter.setDisplay(true);
        sessions.setWatched(true);
        QObject::connect(&sessions, &app::GameSessions::activeChanged, &m_context, [this](GameSession* s) { follow(s); });
    }
    ~SessionFixture()
    {
        // The sessions go last (the presenter, the statistics and what follows the active session
        // before them): nothing follows them as they go.
        QObject::disconnect(&sessions, nullptr, &m_context, nullptr);
        presenter.setSession(nullptr);
    }
    SessionFixture(const SessionFixture&) = delete;
    SessionFixture& operator=(const SessionFixture&) = delete;

    app::GameSessions sessions;
    app::GamePresenter presenter;
    app::StatisticsStore statistics; // in memory, as in a window a test makes
    app::GameRecords records{&sessions, &statistics}; // every game's outcome, as the window's

    GameSession* session() const { return sessions.active(); }
    app::GameModel* model() const { return session() ? session()->model() : nullptr; }
    app::SolverService* solver() const { return m_solver; }

    // ---- Games, as the window starts them ----

    // The player's choice of a puzzle (and size): its session made (its saved game read first, off
    // the GUI thread, when it has one), a first game drawn when it has none; settled. False when
    // that did not come in `ms`.
    bool open(const QString& puzzleId, const QString& variant = QString(), int ms = 60000)
    {
        choose(puzzleId, variant);
        return settle(ms);
    }
    // The same, without waiting: as the window's chooser (the puzzle's size played last) or its
    // Board size menu.
    void choose(const QString& puzzleId, const QString& variant = QString())
    {
        sessions.switchTo(puzzleId, variant.isEmpty() ? m_variants.value(puzzleId) : variant);
    }
    // A given game, in its puzzle's and size's session (MainWindow::startGame), not waited for.
    void startGame(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, const app::Challenge& challenge = {})
    {
        const QString id = QString::fromUtf8(puzzle->id().data(), int(puzzle->id().size()));
        const QString variant = QString::fromStdString(puzzle->variant());
        sessions.switchTo(id, variant, [puzzle = std::move(puzzle), state, challenge](GameSession* s) {
            if (s)
                s->startGame(puzzle, state, challenge);
        });
    }
    // The same, settled; false when its answers did not come in `ms`.
    bool start(std::shared_ptr<const AnyPuzzle> puzzle, StateRank state, int ms = 60000)
    {
        startGame(std::move(puzzle), state);
        return settle(ms);
    }
    // A game ID, as a player pastes it (GameFiles::openGameId without the window's words); false,
    // with the parser's reason, when it does not read.
    bool startId(const QString& gameId, QString* error = nullptr)
    {
        auto parsed = parseGameId(gameId.trimmed().toStdString());
        if (!parsed) {
            if (error)
                *error = QString::fromStdString(parsed.error());
            return false;
        }
        GameId game = std::move(parsed).value();
        startGame(std::shared_ptr<const AnyPuzzle>(std::move(game.puzzle)), game.state);
        return true;
    }
    // A saved game opened (Game ▸ Open: GameFiles reads the file, then its session restores it),
    // waited for; false, with the reader's reason, when it does not read or did not come in `ms`.
    bool openSaved(const QString& path, QString* error = nullptr, int ms = 120000)
    {
        const auto saved = app::GameStore::read(path, error);
        if (!saved)
            return false;
        const QString id = QString::fromUtf8(saved->puzzle->id().data(), int(saved->puzzle->id().size()));
        sessions.switchTo(id, QString::fromStdString(saved->puzzle->variant()), [saved](GameSession* s) {
            if (s)
                s->restore(*saved);
        });
        return QTest::qWaitFor([&] { return !sessions.isReading() && session() && session()->puzzleId() == id; }, ms);
    }
    // As main() does at a start: the last puzzle's saved game read and shown; false when it has
    // none (or it did not come in `ms`).
    bool restore(const QString& puzzleId, const QString& variant = QString(), int ms = 120000)
    {
        const QString path = sessions.savePath(puzzleId, variant);
        if (path.isEmpty() || !QFileInfo::exists(path))
            return false;
        choose(puzzleId, variant);
        return QTest::qWaitFor([&] { return !sessions.isReading() && session(); }, ms) && session()->hasGame();
    }

    // ---- The player ----

    // A move as the board asks for it (a click, a key): played when the board takes moves (not on
    // a solved board until Play on, nor while a position is set up). Whether it was played.
    bool play(int move)
    {
        GameSession* s = session();
        if (!s || !presenter.takesMoves())
            return false;
        s->playMove(move);
        return true;
    }
    // New at a difficulty (MainWindow::newGame, the settings aside).
    void newGame(app::Difficulty difficulty)
    {
        sessions.setDifficulty(difficulty);
        if (GameSession* s = session())
            s->newGame(difficulty);
    }
    // Game ▸ Set up position begun and ended without a change (MainWindow::startSetUp, Cancel): a
    // Solve playing stops; the game is not played meanwhile. False where the window would not begin it.
    bool setUpAndCancel()
    {
        GameSession* s = session();
        if (!s || !s->can().play)
            return false;
        s->stop();
        presenter.setEditing(true);
        const bool idle = !presenter.abilities().undo && !presenter.boardPlayable(); // the editor has the board
        presenter.setEditing(false);
        return idle;
    }
    // The window closed (MainWindow::closeEvent: Solve stops, a draw is dropped, every save
    // written), then shown again.
    void close()
    {
        if (GameSession* s = session())
            s->stop();
        sessions.setWatched(false);
        sessions.flushAll();
    }
    void reopen() { sessions.setWatched(true); }
    // The interval between a playback's moves (MainWindow gives the animation speed's).
    void setPlaybackInterval(int ms)
    {
        m_playbackInterval = ms;
        if (GameSession* s = session())
            s->setPlaybackInterval(ms);
    }

    // ---- What a view shows ----

    // What the player reads under the board and in the status bar (StatusLine): the distance in
    // words, then the hint's line when there is one.
    QString status() const
    {
        const QString hint = presenter.hintText();
        return hint.isEmpty() ? presenter.distanceText() : presenter.distanceText() + QStringLiteral(" · ") + hint;
    }

    // The game a board shows (the instance, the position), as the window's follows the session.
    const AnyPuzzle* shownPuzzle() const { return m_shownPuzzle.get(); }
    StateRank shownState() const { return m_shownState; }
    int gamesShown() const { return m_gamesShown; }

    // ---- Waiting, on states ----

    // A game in, nothing drawn or read, the position's answer in, the worker idle.
    bool settled() const
    {
        const GameSession* s = session();
        return s && s->hasGame() && s->phase() == GameSession::Phase::Playing && s->answer()->distance() && !m_solver->busy() &&
               !sessions.isReading() && (!s->playback()->isOpen() || !s->playback()->pending());
    }
    bool settle(int ms = 60000) { return QTest::qWaitFor([&] { return settled(); }, ms); }
    // Every answer about the position: its distance, its path, each move's distance.
    bool answered() const
    {
        const GameSession* s = session();
        if (!s || !s->answer()->distance() || !s->answer()->solution() || s->knowledge()->moveDistances().empty() || s->phase() != GameSession::Phase::Playing)
            return false;
        for (const auto& d : s->knowledge()->moveDistances())
            if (!d)
                return false;
        return true;
    }
    bool waitForAnswers(int ms = 120000) { return QTest::qWaitFor([&] { return answered(); }, ms); }
    // The active session's next game is prepared (the worker idle, the preparer done).
    bool waitForPrepared(int ms = 60000)
    {
        return QTest::qWaitFor([&] { return settled() && session()->nextGame()->prepared().has_value(); }, ms);
    }

private:
    // MainWindow::onActiveChanged: the presenter and the statistics follow the session shown.
    void follow(GameSession* s)
    {
        delete m_following;
        m_following = new QObject(&m_context);
        m_variants[s->puzzleId()] = s->variant();
        s->setPlaybackInterval(m_playbackInterval);
        QObject::connect(s, &GameSession::gameStarted, m_following, [this] { showGame(); });
        QObject::connect(s, &GameSession::positionChanged, m_following,
                         [this, s](StateRank, int, StateRank to, bool) {
                             if (m_shownPuzzle != s->model()->puzzle())
                                 return; // a game that began: showGame() follows
                             m_shownState = to;
                             QTimer::singleShot(0, m_following, [s] { s->viewSettled(); });
                         });
        presenter.setSession(s);
        if (s->hasGame())
            showGame();
    }
    // MainWindow::showGame: the board given the session's game, then its marks.
    void showGame()
    {
        GameSession* s = session();
        if (!s || !s->hasGame())
            return;
        m_shownPuzzle = s->model()->puzzle();
        m_shownState = s->model()->state();
        ++m_gamesShown;
        presenter.setBoardPuzzle(m_shownPuzzle.get());
    }

    app::SolverService* m_solver = sessions.solver();
    QObject m_context;
    QHash<QString, QString> m_variants; // each puzzle's size played last
    QPointer<QObject> m_following; // the connections to the active session
    std::shared_ptr<const AnyPuzzle> m_shownPuzzle;
    StateRank m_shownState = 0;
    int m_gamesShown = 0;
    int m_playbackInterval = 0;
};

} // namespace minimoves::testing
