#include "game/session/next_game.h"

#include "game/store/saved_game.h"

#include <QRandomGenerator>

#include <utility>

namespace minimoves::app {

NextGame::NextGame(const PuzzleType& type, const QString& variant, const GameModel* model, SolverService* solver,
                   QObject* parent)
    : QObject(parent), m_type(type), m_variant(variant), m_model(model), m_solver(solver),
      m_seed(QRandomGenerator::global()->generate64())
{
    m_prepareTimer.setSingleShot(true);
    m_prepareTimer.setInterval(0);
    connect(&m_prepareTimer, &QTimer::timeout, this, &NextGame::prepare);
    // The worker idle: the time to prepare the next game.
    connect(solver, &SolverService::busyChanged, this, [this](bool busy) {
        if (!busy)
            schedule();
    });
}

NextGame::~NextGame()
{
    m_solver->disconnect(this);
    stop();
}

void NextGame::stop()
{
    m_drawReply.reset();
    m_prepareReply.reset(); // a prepared game, if any, is kept
    m_waitsForPreparation = false;
}

std::shared_ptr<const AnyPuzzle> NextGame::kept() const
{
    return m_type.newGameKeepsInstance ? m_model->puzzle() : nullptr;
}

std::optional<NextGame::Game> NextGame::takePrepared(Difficulty difficulty)
{
    if (!m_prepared)
        return std::nullopt;
    if (!fits(*m_prepared)) {
        dropPrepared();
        return std::nullopt;
    }
    const auto start = m_prepared->start(difficulty);
    if (!start || (m_model->puzzle() && *start == m_model->startState() &&
                   m_prepared->puzzle->instanceText() == m_model->puzzle()->instanceText()))
        return std::nullopt;
    PreparedGame game = std::move(*m_prepared);
    m_prepared.reset();
    dropDraw();
    return Game{std::move(game.puzzle), *start, game.distance(difficulty), game.hardest};
}

void NextGame::taken()
{
    emit preparedChanged();
    schedule();
}

void NextGame::draw()
{
    m_drawReply.reset(); // a newer draw replaces it
    // A searched puzzle's preparation draws every difficulty, each start found by searches (the
    // Fifteen Puzzle's hard ones many, on random boards): the asked difficulty alone is drawn now
    // rather than waited for, and the preparation goes on behind it.
    const auto& puzzle = m_model->puzzle();
    const bool searched = puzzle && puzzle->abilities().distance == DistanceBy::Search;
    m_waitsForPreparation = !searched && m_prepareReply && m_prepareReply->promote();
    if (m_waitsForPreparation)
        return;
    m_drawReply = m_solver->drawGame(&m_type, m_variant, kept(), m_difficulty, m_seed++);
    connect(m_drawReply.get(), &SolverReply::finished, this, &NextGame::onDrawEnded);
}

void NextGame::dropDraw()
{
    if (m_waitsForPreparation)
        m_prepareReply->demote(); // the player no longer waits for it: it goes on as a preparation
    m_waitsForPreparation = false;
    m_drawReply.reset(); // stops it
}

void NextGame::setActive(bool active)
{
    m_active = active;
    if (!active)
        stop();
}

void NextGame::setPrepareAhead(bool on)
{
    m_prepareAhead = on;
    if (on) {
        schedule();
        return;
    }
    if (!m_waitsForPreparation)
        m_prepareReply.reset(); // stops it
    dropPrepared();
}

bool NextGame::wantsPreparation() const
{
    return m_prepareAhead && m_active && m_model->puzzle() && !m_prepared && !m_prepareFailed;
}

std::uint64_t NextGame::preparedCost() const
{
    if (!m_prepared || m_prepared->puzzle == m_model->puzzle())
        return 0;
    return m_prepared->puzzle->tableStates();
}

void NextGame::dropPrepared()
{
    if (!m_prepared)
        return;
    m_prepared.reset();
    emit preparedChanged();
}

void NextGame::adoptPrepared(PreparedGame game)
{
    if (!fits(game))
        return;
    m_prepared = std::move(game);
    emit preparedChanged();
}

void NextGame::adoptPreparation(std::unique_ptr<SolverReply> reply)
{
    if (reply && !reply->isFinished()) {
        m_prepareReply = std::move(reply); // replaces (stops) one under way
        watchPreparation();
    }
    emit preparedChanged();
}

void NextGame::watchPreparation()
{
    connect(m_prepareReply.get(), &SolverReply::finished, this, &NextGame::onPreparationEnded);
}

void NextGame::schedule()
{
    if (m_active && m_prepareAhead)
        m_prepareTimer.start();
}

// Once a game is in and the worker idle (the position's answer in): the next game, on the preparer.
void NextGame::prepare()
{
    if (!wantsPreparation() || m_held || m_prepareReply || m_solver->busy())
        return;
    GameKey inPlay{m_model->puzzle()->instanceText(), m_model->startState()};
    m_prepareReply = m_solver->prepareAhead(&m_type, m_variant, kept(), m_seed++, std::move(inPlay));
    watchPreparation();
    emit preparedChanged();
}

// A prepared game fits while New would draw it: where New keeps the instance, of the one in play.
bool NextGame::fits(const PreparedGame& game) const
{
    if (!game.puzzle || SavedGame::keyOf(*game.puzzle) != SavedGame::keyOf(m_type.id, m_variant))
        return false;
    return !m_type.newGameKeepsInstance || !m_model->puzzle() || game.puzzle == m_model->puzzle();
}

void NextGame::instanceReplaced()
{
    if (!m_type.newGameKeepsInstance)
        return;
    m_prepareReply.reset(); // stops it: it was prepared for the instance before
    if (std::exchange(m_waitsForPreparation, false))
        emit drawEnded(QString()); // a draw that waited for it ends without a game
    if (m_prepared && !fits(*m_prepared))
        dropPrepared();
    emit preparedChanged();
}

// The draw ended: its game, or the end without one, which leaves the game in play.
void NextGame::onDrawEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_drawReply); // deleted once this returns
    if (reply->isAnswered())
        emit arrived(Game{reply->puzzle(), reply->state(), reply->distance(), std::nullopt}, false);
    else
        emit drawEnded(reply->failure());
}

// The preparation ended. Waited for: its game at difficulty(), or the draw's end without one.
// Else a prepared game (kept while it fits), or a preparation stopped (asked again when idle) or
// failed (not again for this game).
void NextGame::onPreparationEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_prepareReply); // deleted once this returns
    const bool waited = std::exchange(m_waitsForPreparation, false);
    if (!reply->isAnswered()) {
        if (waited) {
            emit drawEnded(reply->failure());
            return;
        }
        m_prepareFailed = m_prepareFailed || !reply->failure().isEmpty();
        emit preparedChanged();
        return;
    }
    const PreparedGame& game = reply->preparedGame();
    if (waited) { // the player waits for it
        m_prepared = game;
        if (auto taken = takePrepared(m_difficulty)) {
            emit arrived(*taken, true);
        } else {
            m_prepared.reset();
            emit preparationMissed();
        }
        return;
    }
    if (fits(game))
        m_prepared = game;
    emit preparedChanged();
}

} // namespace minimoves::app
