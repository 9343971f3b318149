#include "shell/levels/level_play.h"

#include "boards/puzzle_ui.h"
#include "game/present/game_presenter.h"
#include "game/session/game_sessions.h"
#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"
#include "levels/level_data.h"
#include "levels/own_ladders.h"
#include "levels/score.h"
#include "shell/settings/settings.h"

#include <QFileInfo>

namespace minimoves::app {

namespace {

QString stars(int count) { return QString::fromStdString(levels::starText(count, true)); }

levels::Date levelsDate(const QDate& date) { return levels::Date{date.year(), date.month(), date.day()}; }

} // namespace

LevelPlay::LevelPlay(GameSessions* sessions, GamePresenter* presenter, GameRecords* records, QObject* parent)
    : QObject(parent), m_sessions(sessions), m_presenter(presenter), m_records(records)
{
    setObjectName(QStringLiteral("levelPlay"));
    // The banner comes (a level solved, restored solved) and goes (Undo, Play on, another game),
    // and the progress changes (the outcome recorded, another file): the result shown follows.
    connect(presenter, &GamePresenter::bannerChanged, this, &LevelPlay::showResult);
    connect(records, &GameRecords::progressChanged, this, &LevelPlay::showResult);
}

LevelPlay::~LevelPlay() = default; // a daily still drawn: its reply goes, which stops the search

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

QString LevelPlay::ladderTitle(const QString& puzzleId, const QString& variant)
{
    if (levels::findOwnLadder(puzzleId.toStdString(), variant.toStdString())) {
        if (variant == QLatin1String("classic"))
            return tr("Classic layouts");
        if (variant == QLatin1String("searched"))
            return tr("Found by our search");
        return variant;
    }
    const PuzzleUi* ui = findPuzzleUi(puzzleId.toStdString());
    return ui ? ui->labelOf(variant) : variant;
}

QString LevelPlay::levelName(const QString& puzzleId, const std::string& name)
{
    const levels::LayoutNames names = levels::layoutNames(puzzleId.toStdString(), name);
    if (names.english.empty())
        return {};
    const QString chinese = QString::fromUtf8(names.chinese.data(), qsizetype(names.chinese.size()));
    if (settings::activeLanguage() == QLatin1String("zh_CN"))
        return chinese;
    return QStringLiteral("%1 (%2)").arg(QString::fromUtf8(names.english.data(), qsizetype(names.english.size())), chinese);
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
    if (!progress().isOpen(key, level))
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
    const Challenge c = m_presenter->challenge();
    if (!c.isLevel() || !m_result.nextLevel)
        return;
    const auto [puzzle, variant] = LevelProgress::splitLadderKey(c.ladder);
    QString error;
    if (!startLevel(puzzle, variant, c.level + 1, &error))
        emit message(error);
}

GameSession* LevelPlay::dailySession() const
{
    const QDate date = today();
    const levels::DailyPuzzle choice = levels::dailyChoice(levelsDate(date));
    GameSession* s = m_sessions->find(QString::fromStdString(choice.puzzle), QString::fromStdString(choice.variant));
    return s && s->hasGame() && s->store()->challenge().isDaily() && s->store()->challenge().date == date ? s : nullptr;
}

LevelPlay::DailyKept LevelPlay::dailyKept() const
{
    const GameSession* s = dailySession();
    return !s ? DailyKept::None : s->model()->isSolved() ? DailyKept::Solved : DailyKept::InPlay;
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
                        Challenge::ofDaily(m_dailyDate, reply->distance(), progress().days().contains(m_dailyDate)));
}

QString LevelPlay::dailyLine(const DailyRecord& record, const QString& puzzleTitle)
{
    const levels::Finish finish{true, record.moves, record.par, record.hints, record.hintSteps, record.rewinds};
    return QString::fromStdString(levels::dailyResultLine(levelsDate(record.date), puzzleTitle.toStdString(), finish, record.seconds));
}

// Why a solved game earned fewer than three stars ("a star lost: 2 moves over par, hints used"),
// "" when it earned all three or none (Solve's help, which the text says).
QString LevelPlay::starsLost(const GameOutcome& outcome, int earned)
{
    if (earned <= 0 || earned >= levels::MaxStars)
        return {};
    QStringList why;
    if (const int over = outcome.moves - outcome.par; over > 0)
        why << (over == 1 ? tr("1 move over par") : tr("%1 moves over par").arg(over));
    if (outcome.hints > 0)
        why << tr("hints used");
    if (outcome.rewinds > 0)
        why << tr("Rewind used");
    const QString reasons = why.join(QStringLiteral(", "));
    return earned == levels::MaxStars - 1 ? tr("a star lost: %1").arg(reasons) : tr("2 stars lost: %1").arg(reasons);
}

// The shown game's result, when its banner shows and it is a level or a daily puzzle: the stars its
// outcome earns and what the progress keeps (GameRecords::scoreOf), in words.
void LevelPlay::showResult()
{
    ChallengeResult result;
    const std::optional<GameOutcome> outcome = m_presenter->challenge() ? m_presenter->outcome() : std::nullopt;
    if (outcome) {
        const Challenge& c = outcome->challenge;
        const ChallengeScore score = m_records->scoreOf(*outcome);
        result.shown = true;
        result.stars = score.stars;
        result.best = score.best;
        result.nextLevel = score.nextLevel;
        const QString par = tr("par %1").arg(c.par);
        const QString lost = starsLost(*outcome, result.stars);
        if (c.isLevel()) {
            result.text = result.stars > 0
                              ? tr("Level %1 · %2 · best %3").arg(c.level).arg(par, stars(result.best))
                              : tr("Level %1 · %2 · no stars: the solver helped").arg(c.level).arg(par);
            result.spoken = tr("Level %1, %2 of 3 stars, par %3, best %4 of 3 stars")
                                .arg(c.level)
                                .arg(result.stars)
                                .arg(c.par)
                                .arg(result.best);
        } else {
            if (result.stars > 0) {
                const DailyRecord shown{c.date,         {}, c.par, outcome->moves, int(outcome->ms / 1000), outcome->hints,
                                        result.stars, outcome->hintSteps, outcome->rewinds};
                result.resultLine = dailyLine(shown, puzzleTitle(outcome->puzzle.toStdString()));
            }
            result.text = result.stars == 0 ? tr("Daily puzzle · %1 · no stars: the solver helped").arg(par)
                          : score.dayKept ? tr("Daily puzzle · %1 · today's result stays %2").arg(par, stars(result.best))
                                          : tr("Daily puzzle · %1").arg(par);
            result.spoken = tr("Daily puzzle, %1 of 3 stars, par %2").arg(result.stars).arg(c.par);
        }
        if (!lost.isEmpty()) {
            result.text += QStringLiteral(" — ") + lost;
            result.spoken += QStringLiteral(". ") + lost;
        }
    }
    if (result == m_result)
        return;
    m_result = result;
    emit resultChanged(m_result);
}

} // namespace minimoves::app
