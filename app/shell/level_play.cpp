#include "level_play.h"

#include "boards/puzzle_ui.h"
#include "game/game_presenter.h"
#include "game/game_sessions.h"
#include "game/solver_reply.h"
#include "game/solver_service.h"
#include "levels/level_data.h"
#include "levels/score.h"

#include <QFileInfo>

#include <algorithm>

namespace minimoves::app {

namespace {

// A ladder's key ("ball-grid:4x4") back into its puzzle and variant.
std::pair<QString, QString> splitLadderKey(const QString& key)
{
    const int colon = int(key.indexOf(QLatin1Char(':')));
    return colon < 0 ? std::pair(key, QString()) : std::pair(key.left(colon), key.mid(colon + 1));
}

const levels::Ladder* ladderOfKey(const QString& key)
{
    const auto [puzzle, variant] = splitLadderKey(key);
    return levels::findLadder(puzzle.toStdString(), variant.toStdString(), nullptr);
}

QString stars(int count) { return QString::fromStdString(levels::starText(count, true)); }

levels::Date levelsDate(const QDate& date) { return levels::Date{date.year(), date.month(), date.day()}; }

// The hints a game took, as the stars count them: each hint shown, and each Rewind to the last
// optimal position (the solver found the player's first mistake for them), which the history keeps.
int hintsCounted(const GameSession& session)
{
    const std::vector<int> history = session.model()->history();
    const auto rewinds = std::count_if(history.begin(), history.end(), [](int entry) { return entry < SavedGame::Restart; });
    return session.hintsUsed() + int(rewinds);
}

} // namespace

LevelPlay::LevelPlay(GameSessions* sessions, GamePresenter* presenter, QObject* parent)
    : QObject(parent), m_sessions(sessions), m_presenter(presenter)
{
    setObjectName(QStringLiteral("levelPlay"));
    // The banner comes (a level solved, restored solved) and goes (Undo, Play on, another game):
    // the score follows it.
    connect(presenter, &GamePresenter::bannerChanged, this, &LevelPlay::score);
}

LevelPlay::~LevelPlay() = default; // a daily still drawn: its reply goes, which stops the search

void LevelPlay::setProgressFile(const QString& path)
{
    m_store = ProgressStore(path);
    QString said;
    m_progress = m_store.load(&said);
    m_saveFailing = false;
    if (!said.isEmpty())
        emit fileNotice(said, QFileInfo(path).absolutePath());
    emit progressChanged();
    score();
}

QDate LevelPlay::today() const
{
    if (m_today)
        return *m_today;
    // Fixed from outside for tests and screenshots; a bad value is ignored (the real date).
    const QByteArray fixed = qgetenv("MINIMOVES_TODAY");
    if (!fixed.isEmpty()) {
        if (auto date = levels::parseDate(fixed.toStdString()))
            return QDate(date.value().year, date.value().month, date.value().day);
    }
    const levels::Date date = levels::today();
    return QDate(date.year, date.month, date.day);
}

QStringList LevelPlay::ladderVariants(const QString& puzzleId)
{
    QStringList variants;
    if (const auto* ladders = levels::laddersOf(puzzleId.toStdString(), nullptr))
        for (const levels::Ladder& ladder : *ladders)
            variants.append(QString::fromStdString(ladder.variant));
    return variants;
}

bool LevelPlay::startLevel(const QString& puzzleId, const QString& variant, int level, QString* error)
{
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    std::string why;
    const levels::Ladder* ladder = levels::findLadder(puzzleId.toStdString(), variant.toStdString(), &why);
    if (!ladder)
        return fail(QString::fromStdString(why));
    if (level < 1 || level > int(ladder->levels.size()))
        return fail(tr("There is no level %1: the ladder has %2").arg(level).arg(ladder->levels.size()));
    const QString key = LevelProgress::ladderKey(puzzleId, variant);
    if (!m_progress.isOpen(key, level))
        return fail(tr("Level %1 is locked: solve level %2 first").arg(level).arg(level - 1));
    const levels::Level& chosen = ladder->levels[std::size_t(level - 1)];
    auto game = parseGameId(chosen.gameId);
    if (!game)
        return fail(QString::fromStdString(levels::levelFileName(puzzleId.toStdString()) + ": level " +
                                           std::to_string(level) + ": " + game.error()));
    GameId parsed = std::move(game).value();
    emit startRequested(std::shared_ptr<const AnyPuzzle>(std::move(parsed.puzzle)), parsed.state,
                        Challenge::ofLevel(key, level, chosen.par));
    return true;
}

void LevelPlay::startNextLevel()
{
    GameSession* s = m_presenter->session();
    if (!s || !s->challenge().isLevel() || !m_result.nextLevel)
        return;
    const Challenge c = s->challenge();
    const auto [puzzle, variant] = splitLadderKey(c.ladder);
    QString error;
    if (!startLevel(puzzle, variant, c.level + 1, &error))
        emit message(error);
}

GameSession* LevelPlay::dailySession() const
{
    const QDate date = today();
    const levels::DailyPuzzle choice = levels::dailyChoice(levelsDate(date));
    GameSession* s = m_sessions->find(QString::fromStdString(choice.puzzle), QString::fromStdString(choice.variant));
    return s && s->hasGame() && s->challenge().isDaily() && s->challenge().date == date ? s : nullptr;
}

bool LevelPlay::dailyUnread() const
{
    const levels::DailyPuzzle choice = levels::dailyChoice(levelsDate(today()));
    const QString puzzle = QString::fromStdString(choice.puzzle), variant = QString::fromStdString(choice.variant);
    const QString path = m_sessions->savePath(puzzle, variant);
    return !m_sessions->find(puzzle, variant) && !path.isEmpty() && QFileInfo::exists(path);
}

void LevelPlay::startDaily()
{
    if (dailyPending())
        return;
    // Today's game kept (in play, or solved: looked at again) is shown as it was left.
    if (GameSession* s = dailySession()) {
        m_sessions->activate(s->puzzleId(), s->variant());
        return;
    }
    if (dailyUnread()) {
        const levels::DailyPuzzle choice = levels::dailyChoice(levelsDate(today()));
        m_sessions->switchTo(QString::fromStdString(choice.puzzle), QString::fromStdString(choice.variant),
                             [this](GameSession* s) {
                                 if (s && s != dailySession()) // a later switch drops it (nullptr)
                                     drawDaily();
                             });
        return;
    }
    drawDaily();
}

void LevelPlay::drawDaily()
{
    m_dailyDate = today();
    m_dailyReply = m_sessions->solver()->drawDaily(m_dailyDate);
    connect(m_dailyReply.get(), &SolverReply::finished, this, &LevelPlay::dailyArrived);
    emit message(tr("Drawing today's puzzle…"));
}

void LevelPlay::dailyArrived()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_dailyReply); // gone once read
    if (reply->end() == SolverReply::End::Stopped)
        return;
    if (!reply->isAnswered()) {
        emit message(reply->failure().isEmpty() ? tr("Today's puzzle could not be drawn")
                                                : tr("Today's puzzle could not be drawn: %1").arg(reply->failure()));
        return;
    }
    emit message(QString());
    emit startRequested(reply->puzzle(), reply->state(),
                        Challenge::ofDaily(m_dailyDate, reply->distance(), m_progress.days().contains(m_dailyDate)));
}

QString LevelPlay::dailyLine(const DailyRecord& record, const QString& puzzleTitle)
{
    const levels::Finish finish{true, record.moves, record.par, record.hints};
    return QString::fromStdString(levels::dailyResultLine(levelsDate(record.date), puzzleTitle.toStdString(), finish, record.seconds));
}

// The shown game's stars, when its banner shows and it is a level or a daily puzzle; what it earns
// goes into the progress at once (a level keeps its best; a day keeps its first result).
void LevelPlay::score()
{
    ChallengeResult result;
    GameSession* s = m_presenter->session();
    if (s && s->hasGame() && !m_presenter->banner().isEmpty() && s->challenge()) {
        const Challenge c = s->challenge();
        const levels::Finish finish{!s->assisted(), s->model()->movesMade(), c.par, hintsCounted(*s)};
        result.shown = true;
        result.stars = levels::stars(finish);
        if (result.stars > 0)
            record(s, result.stars);
        const QString par = tr("par %1").arg(c.par);
        if (c.isLevel()) {
            result.best = m_progress.stars(c.ladder, c.level);
            const levels::Ladder* ladder = ladderOfKey(c.ladder);
            result.nextLevel = ladder && c.level < int(ladder->levels.size()) && m_progress.isOpen(c.ladder, c.level + 1);
            result.text = result.stars > 0
                              ? tr("Level %1 · %2 · best %3").arg(c.level).arg(par, stars(result.best))
                              : tr("Level %1 · %2 · no stars: the solver helped").arg(c.level).arg(par);
            result.spoken = tr("Level %1, %2 of 3 stars, par %3, best %4 of 3 stars")
                                .arg(c.level)
                                .arg(result.stars)
                                .arg(c.par)
                                .arg(result.best);
        } else {
            const auto day = m_progress.days().constFind(c.date);
            result.best = day != m_progress.days().constEnd() ? day->stars : 0;
            // The day's result is its first solution: this game's shows as kept unless it is that one.
            const bool isTheRecord = day != m_progress.days().constEnd() && !c.replay && day->moves == finish.moves &&
                                     day->hints == finish.hintsUsed && day->stars == result.stars;
            const bool kept = day != m_progress.days().constEnd() && !isTheRecord;
            if (result.stars > 0) {
                const DailyRecord shown{c.date, {}, c.par, finish.moves, int(s->clock()->elapsedMs() / 1000), finish.hintsUsed, result.stars};
                result.resultLine = dailyLine(shown, puzzleTitle(s->model()->puzzle()->id()));
            }
            result.text = result.stars == 0 ? tr("Daily puzzle · %1 · no stars: the solver helped").arg(par)
                          : kept ? tr("Daily puzzle · %1 · today's result stays %2").arg(par, stars(result.best))
                                 : tr("Daily puzzle · %1").arg(par);
            result.spoken = tr("Daily puzzle, %1 of 3 stars, par %2").arg(result.stars).arg(c.par);
        }
    }
    if (result == m_result)
        return;
    m_result = result;
    emit resultChanged(m_result);
}

void LevelPlay::record(GameSession* session, int stars)
{
    const Challenge& c = session->challenge();
    bool changed = false;
    if (c.isLevel()) {
        changed = m_progress.recordLevel(c.ladder, c.level, stars);
    } else if (c.isDaily() && !c.replay && !m_progress.days().contains(c.date)) {
        // The day's first solution is its result: a replay earns nothing (not earned twice).
        DailyRecord day;
        day.date = c.date;
        day.gameId = QString::fromStdString(formatGameId(*session->model()->puzzle(), session->model()->startState()));
        day.par = c.par;
        day.moves = session->model()->movesMade();
        day.seconds = int(session->clock()->elapsedMs() / 1000);
        day.hints = hintsCounted(*session);
        day.stars = stars;
        changed = m_progress.recordDaily(day);
    }
    if (!changed)
        return;
    save();
    emit progressChanged();
}

void LevelPlay::save()
{
    if (m_store.path().isEmpty())
        return; // none (tests), or a damaged file that could not be set aside: never saved over
    QString error;
    if (!m_store.save(m_progress, &error)) {
        if (!std::exchange(m_saveFailing, true))
            emit fileNotice(tr("Your progress cannot be saved to %1: %2").arg(QFileInfo(m_store.path()).fileName(), error),
                            QFileInfo(m_store.path()).absolutePath());
        return;
    }
    if (std::exchange(m_saveFailing, false))
        emit message(tr("Your progress is saved again"));
}

} // namespace minimoves::app
