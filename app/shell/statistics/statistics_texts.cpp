#include "shell/statistics/statistics_texts.h"

#include "boards/puzzle_ui.h"
#include "game/present/game_texts.h"
#include "game/session/game_clock.h"

#include <QCoreApplication>
#include <QLocale>

namespace minimoves::app::statistics {

namespace {

QString tr(const char* text, const char* comment = nullptr)
{
    return QCoreApplication::translate("minimoves::app::statistics", text, comment); // lupdate files them under the namespace
}

} // namespace

QString scopeTitle(StatsScope scope)
{
    switch (scope) {
    case StatsScope::Easy:
    case StatsScope::Medium:
    case StatsScope::Hard:
    case StatsScope::Hardest:
        return GameTexts::difficultyName(Difficulty(int(scope)));
    case StatsScope::Daily:
        return tr("Daily", "daily puzzles");
    case StatsScope::Other:
        return tr("Other", "games not drawn at a difficulty");
    case StatsScope::All:
        break;
    }
    return tr("All", "every difficulty");
}

QString scopeToolTip(StatsScope scope)
{
    switch (scope) {
    case StatsScope::Daily:
        return tr("Daily puzzles of this puzzle, played on their day or again");
    case StatsScope::Other:
        return tr("Games not drawn at a difficulty: a level, or opened from a file, a game ID, or a position you set up");
    case StatsScope::All:
        return tr("Every game of this puzzle in this mode, with the figures kept before they were kept per difficulty");
    default:
        return tr("Games drawn by New at this difficulty");
    }
}

QString modeTitle(PlayMode mode) { return mode == PlayMode::Coach ? tr("Coach") : tr("Play"); }

QString puzzleText(const GameRecord& game)
{
    const QString title = puzzleTitle(game.puzzle.toStdString());
    if (game.variant.isEmpty())
        return title;
    const PuzzleUi* ui = findPuzzleUi(game.puzzle.toStdString());
    return tr("%1 %2", "a puzzle and its board size").arg(title, ui ? ui->labelOf(game.variant) : game.variant);
}

QString finishedText(const QDateTime& finished)
{
    const QLocale locale;
    QString format = locale.dateFormat(QLocale::ShortFormat) + QLatin1Char(' ') + locale.timeFormat(QLocale::ShortFormat);
    format.remove(QStringLiteral(":ss")); // the seconds say nothing here
    return locale.toString(finished.toLocalTime(), format);
}

QString timeText(qint64 ms) { return ms > 0 ? GameClock::text(ms) : none(); }

QString none() { return QStringLiteral("–"); }

} // namespace minimoves::app::statistics
