#include "game/statistics_recorder.h"

#include "game/game_presenter.h"
#include "game/game_session.h"
#include "game/statistics_store.h"

#include <algorithm>

namespace minimoves::app::statistics {

GameRecord recordOf(const GameSession& session, PlayMode mode, int optimal, int moves, bool assisted,
                    const QDateTime& finished)
{
    GameRecord game;
    QDateTime utc = finished.toUTC();
    utc.setTime(QTime(utc.time().hour(), utc.time().minute(), utc.time().second())); // the file keeps seconds
    game.finished = utc;
    game.puzzle = session.puzzleId();
    game.variant = session.variant();
    game.difficulty = session.gameDifficulty();
    game.mode = mode;
    game.par = optimal;
    game.moves = moves;
    game.ms = std::clamp<qint64>(session.clock()->elapsedMs(), 0, GameClock::MostMs - 1);
    game.hints = std::min(session.hintsUsed(), GameStatistics::MaxMoves);
    game.hintDepth = session.hintDepth();
    game.assisted = assisted;
    return game;
}

void recordFrom(GameSession* session, const GamePresenter* presenter, StatisticsStore* store, QObject* context)
{
    const auto finished = [session, presenter, store](bool assisted) {
        return [session, presenter, store, assisted](int optimal, int moves) {
            store->record(recordOf(*session, presenter->mode(), optimal, moves, assisted));
        };
    };
    QObject::connect(session, &GameSession::solvedByPlayer, context, finished(false));
    QObject::connect(session, &GameSession::finishedWithHelp, context, finished(true));
    QObject::connect(session, &GameSession::hintUsed, context, [session, presenter, store] {
        store->recordHint(session->puzzleId(), presenter->mode(), session->gameDifficulty());
    });
    QObject::connect(session, &GameSession::hintDepthReached, context, [session, presenter, store](int depth, int previous) {
        store->recordHintDepth(session->puzzleId(), presenter->mode(), session->gameDifficulty(), depth, previous);
    });
}

} // namespace minimoves::app::statistics
