#include "statistics.h"

#include "boards/puzzle_ui.h"
#include "game/game_session.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace minimoves::app {

namespace {

QString key(const QString& puzzleId, const char* name) { return QStringLiteral("stats/%1/%2").arg(puzzleId, QLatin1String(name)); }

} // namespace

PuzzleStatistics PuzzleStatistics::load(const QString& puzzleId)
{
    QSettings settings;
    PuzzleStatistics stats;
    stats.solved = std::max(0, settings.value(key(puzzleId, "solved"), 0).toInt());
    const double best = settings.value(key(puzzleId, "bestEfficiency"), 0.0).toDouble();
    // Optimal ÷ moves is at most 1: anything else (nan, inf, 7) is no value of ours.
    stats.bestEfficiency = std::isfinite(best) && best >= 0 && best <= 1 ? best : 0.0;
    stats.hintsUsed = std::max(0, settings.value(key(puzzleId, "hints"), 0).toInt());
    for (int step = 1; step <= 3; ++step)
        stats.hintDepthGames[step - 1] =
            std::max(0, settings.value((key(puzzleId, "hintDepth") + QString::number(step)), 0).toInt());
    return stats;
}

void PuzzleStatistics::recordSolved(const QString& puzzleId, int optimal, int moves)
{
    PuzzleStatistics stats = load(puzzleId);
    QSettings settings;
    settings.setValue(key(puzzleId, "solved"), stats.solved + 1);
    const double efficiency = moves > 0 ? std::min(1.0, double(optimal) / double(moves)) : 1.0;
    if (efficiency > stats.bestEfficiency)
        settings.setValue(key(puzzleId, "bestEfficiency"), efficiency);
}

void PuzzleStatistics::recordHint(const QString& puzzleId)
{
    QSettings().setValue(key(puzzleId, "hints"), load(puzzleId).hintsUsed + 1);
}

void PuzzleStatistics::recordHintDepth(const QString& puzzleId, int depth, int previous)
{
    if (depth < 1 || depth > 3 || previous >= depth)
        return;
    const PuzzleStatistics stats = load(puzzleId);
    QSettings settings;
    if (previous >= 1)
        settings.setValue((key(puzzleId, "hintDepth") + QString::number(previous)), std::max(0, stats.hintDepthGames[previous - 1] - 1));
    settings.setValue((key(puzzleId, "hintDepth") + QString::number(depth)), stats.hintDepthGames[depth - 1] + 1);
}

void PuzzleStatistics::recordFrom(GameSession* session, QObject* context)
{
    const QString id = session->puzzleId();
    QObject::connect(session, &GameSession::solvedByPlayer, context,
                     [id](int optimal, int moves) { recordSolved(id, optimal, moves); });
    QObject::connect(session, &GameSession::hintUsed, context, [id] { recordHint(id); });
    QObject::connect(session, &GameSession::hintDepthReached, context,
                     [id](int depth, int previous) { recordHintDepth(id, depth, previous); });
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
    resize(720, 300);
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
    m_table->setColumnCount(5);
    m_table->setRowCount(int(uis.size()));
    m_table->setHorizontalHeaderLabels({tr("Puzzle"), tr("Games solved"), tr("Best efficiency"), tr("Hints used"),
                                         tr("Deepest hint per game (step 1 / 2 / 3)")});
    int row = 0;
    for (const PuzzleUi& ui : uis) {
        const PuzzleStatistics stats = PuzzleStatistics::load(ui.idText());
        m_table->setItem(row, 0, new QTableWidgetItem(ui.title()));
        m_table->setItem(row, 1, new QTableWidgetItem(QString::number(stats.solved)));
        m_table->setItem(row, 2, new QTableWidgetItem(stats.solved ? QStringLiteral("%1%").arg(qRound(stats.bestEfficiency * 100))
                                                                   : QStringLiteral("–")));
        m_table->setItem(row, 3, new QTableWidgetItem(QString::number(stats.hintsUsed)));
        auto* depth = new QTableWidgetItem(QStringLiteral("%1 / %2 / %3")
                                               .arg(stats.hintDepthGames[0])
                                               .arg(stats.hintDepthGames[1])
                                               .arg(stats.hintDepthGames[2]));
        depth->setToolTip(tr("Games whose deepest hint was step 1 (the distance), step 2 (the solver's move) or "
                             "step 3 (every optimal move): %1, %2, %3")
                              .arg(stats.hintDepthGames[0])
                              .arg(stats.hintDepthGames[1])
                              .arg(stats.hintDepthGames[2]));
        m_table->setItem(row, 4, depth);
        ++row;
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
}

} // namespace minimoves::app
