#include "statistics.h"

#include "boards/puzzle_ui.h"
#include "game/game_presenter.h"
#include "game/game_session.h"
#include "message_box.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace minimoves::app {

namespace {

QString key(const QString& puzzleId, PlayMode mode, const QString& name)
{
    return mode == PlayMode::Coach ? QStringLiteral("stats/%1/%2").arg(puzzleId, name)
                                   : QStringLiteral("stats/%1/play/%2").arg(puzzleId, name);
}
QString key(const QString& puzzleId, PlayMode mode, const char* name) { return key(puzzleId, mode, QLatin1String(name)); }
QString bestAtKey(const QString& puzzleId, PlayMode mode, int difficulty)
{
    return key(puzzleId, mode, QStringLiteral("bestMs%1").arg(difficulty));
}
// A time as kept: whole milliseconds, more than none and less than a year; else none.
qint64 timeOf(const QVariant& value)
{
    const double ms = value.toDouble();
    return ms >= 1 && ms < double(GameClock::MostMs) ? qint64(ms) : 0;
}
QString timeText(qint64 ms) { return ms > 0 ? GameClock::text(ms) : QStringLiteral("–"); }

} // namespace

PuzzleStatistics PuzzleStatistics::load(const QString& puzzleId, PlayMode mode)
{
    QSettings settings;
    PuzzleStatistics stats;
    stats.solved = std::max(0, settings.value(key(puzzleId, mode, "solved"), 0).toInt());
    const double best = settings.value(key(puzzleId, mode, "bestEfficiency"), 0.0).toDouble();
    // Optimal ÷ moves is at most 1: anything else (nan, inf, 7) is no value of ours.
    stats.bestEfficiency = std::isfinite(best) && best >= 0 && best <= 1 ? best : 0.0;
    stats.hintsUsed = std::max(0, settings.value(key(puzzleId, mode, "hints"), 0).toInt());
    for (int step = 1; step <= 3; ++step)
        stats.hintDepthGames[step - 1] =
            std::max(0, settings.value((key(puzzleId, mode, "hintDepth") + QString::number(step)), 0).toInt());
    stats.bestMs = timeOf(settings.value(key(puzzleId, mode, "bestMs")));
    for (int d = 0; d < 4; ++d)
        stats.bestMsAt[d] = timeOf(settings.value(bestAtKey(puzzleId, mode, d)));
    return stats;
}

void PuzzleStatistics::recordSolved(const QString& puzzleId, PlayMode mode, int optimal, int moves, qint64 ms,
                                    std::optional<Difficulty> difficulty)
{
    PuzzleStatistics stats = load(puzzleId, mode);
    QSettings settings;
    settings.setValue(key(puzzleId, mode, "solved"), stats.solved + 1);
    const double efficiency = moves > 0 ? std::min(1.0, double(optimal) / double(moves)) : 1.0;
    if (efficiency > stats.bestEfficiency)
        settings.setValue(key(puzzleId, mode, "bestEfficiency"), efficiency);
    if (ms <= 0)
        return;
    if (stats.bestMs == 0 || ms < stats.bestMs)
        settings.setValue(key(puzzleId, mode, "bestMs"), ms);
    if (difficulty && (stats.bestMsAt[int(*difficulty)] == 0 || ms < stats.bestMsAt[int(*difficulty)]))
        settings.setValue(bestAtKey(puzzleId, mode, int(*difficulty)), ms);
}

void PuzzleStatistics::recordHint(const QString& puzzleId, PlayMode mode)
{
    QSettings().setValue(key(puzzleId, mode, "hints"), load(puzzleId, mode).hintsUsed + 1);
}

void PuzzleStatistics::recordHintDepth(const QString& puzzleId, PlayMode mode, int depth, int previous)
{
    if (depth < 1 || depth > 3 || previous >= depth)
        return;
    const PuzzleStatistics stats = load(puzzleId, mode);
    QSettings settings;
    const QString depthKey = key(puzzleId, mode, "hintDepth");
    if (previous >= 1)
        settings.setValue(depthKey + QString::number(previous), std::max(0, stats.hintDepthGames[previous - 1] - 1));
    settings.setValue(depthKey + QString::number(depth), stats.hintDepthGames[depth - 1] + 1);
}

// A game counts in the mode it is played in when the event comes (the mode switched mid-game:
// its hints in the mode they were taken in, its solve in the mode it ended in): the presenter's,
// which decides what the player sees.
void PuzzleStatistics::recordFrom(GameSession* session, const GamePresenter* presenter, QObject* context)
{
    const QString id = session->puzzleId();
    QObject::connect(session, &GameSession::solvedByPlayer, context, [id, session, presenter](int optimal, int moves) {
        recordSolved(id, presenter->mode(), optimal, moves, session->clock()->elapsedMs(), session->gameDifficulty());
    });
    QObject::connect(session, &GameSession::hintUsed, context, [id, presenter] { recordHint(id, presenter->mode()); });
    QObject::connect(session, &GameSession::hintDepthReached, context, [id, presenter](int depth, int previous) {
        recordHintDepth(id, presenter->mode(), depth, previous);
    });
}

void PuzzleStatistics::reset() { QSettings().remove(QStringLiteral("stats")); }

StatisticsDialog::StatisticsDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Statistics"));
    auto* layout = new QVBoxLayout(this);
    m_table = new QTableWidget(this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Statistics per puzzle"));
    layout->addWidget(m_table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    // Close is what Enter does; forgetting everything takes a click on Reset and an explicit Yes.
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    close->setDefault(true);
    QPushButton* reset = buttons->addButton(tr("&Reset…"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("resetStatistics"));
    reset->setAutoDefault(false);
    reset->setDefault(false);
    connect(reset, &QPushButton::clicked, this, [this] {
        QMessageBox confirm(QMessageBox::Warning, tr("Reset statistics"), tr("Forget the statistics of every puzzle?"),
                            QMessageBox::NoButton, this);
        confirm.setObjectName(QStringLiteral("confirmReset"));
        nameIcon(confirm);
        QPushButton* forget = confirm.addButton(tr("&Forget them"), QMessageBox::DestructiveRole);
        QPushButton* keep = confirm.addButton(tr("&Keep them"), QMessageBox::RejectRole);
        confirm.setDefaultButton(keep);
        confirm.setEscapeButton(keep);
        confirm.exec();
        if (confirm.clickedButton() == forget)
            resetAll();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fill();
    resize(std::max(720, minimumSizeHint().width()), 420);
}

void StatisticsDialog::resetAll()
{
    PuzzleStatistics::reset();
    fill();
}

void StatisticsDialog::fill()
{
    const auto& uis = puzzleUis();
    m_table->clear();
    m_table->setColumnCount(7);
    m_table->setRowCount(int(uis.size()) * 2);
    m_table->setHorizontalHeaderLabels({tr("Puzzle"), tr("Mode"), tr("Games solved"), tr("Best efficiency"),
                                         tr("Best time"), tr("Hints used"), tr("Deepest hint per game\n(step 1 / 2 / 3)")});
    const QString difficulties[4] = {tr("Easy"), tr("Medium"), tr("Hard"), tr("Hardest")};
    int row = 0;
    for (const PuzzleUi& ui : uis) {
        for (PlayMode mode : {PlayMode::Play, PlayMode::Coach}) {
            const PuzzleStatistics stats = PuzzleStatistics::load(ui.idText(), mode);
            m_table->setItem(row, 0, new QTableWidgetItem(ui.title()));
            m_table->setItem(row, 1, new QTableWidgetItem(mode == PlayMode::Coach ? tr("Coach") : tr("Play")));
            m_table->setItem(row, 2, new QTableWidgetItem(QString::number(stats.solved)));
            m_table->setItem(row, 3, new QTableWidgetItem(stats.solved ? QStringLiteral("%1%").arg(qRound(stats.bestEfficiency * 100))
                                                                       : QStringLiteral("–")));
            auto* time = new QTableWidgetItem(timeText(stats.bestMs));
            QStringList perDifficulty;
            for (int d = 0; d < 4; ++d)
                perDifficulty << tr("%1: %2", "a difficulty: its best time").arg(difficulties[d], timeText(stats.bestMsAt[d]));
            time->setToolTip(tr("Best time at each difficulty: %1").arg(perDifficulty.join(QStringLiteral(", "))));
            m_table->setItem(row, 4, time);
            m_table->setItem(row, 5, new QTableWidgetItem(QString::number(stats.hintsUsed)));
            auto* depth = new QTableWidgetItem(QStringLiteral("%1 / %2 / %3")
                                                   .arg(stats.hintDepthGames[0])
                                                   .arg(stats.hintDepthGames[1])
                                                   .arg(stats.hintDepthGames[2]));
            depth->setToolTip(tr("Games whose deepest hint was step 1 (the distance), step 2 (the solver's move) or "
                                 "step 3 (every optimal move): %1, %2, %3")
                                  .arg(stats.hintDepthGames[0])
                                  .arg(stats.hintDepthGames[1])
                                  .arg(stats.hintDepthGames[2]));
            m_table->setItem(row, 6, depth);
            ++row;
        }
    }
    // Every header whole: the columns as wide as their words (or cells), the last taking what is
    // left, and the dialog wide enough for them all.
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true);
    header->resizeSections(QHeaderView::ResizeToContents);
    m_table->setMinimumWidth(header->length() + 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width());
}

} // namespace minimoves::app
