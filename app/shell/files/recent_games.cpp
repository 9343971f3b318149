#include "shell/files/recent_games.h"

#include "game/records/game_statistics.h"
#include "shell/charts/chart_style.h"
#include "shell/statistics/statistics_texts.h"

#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QTableWidget>
#include <QValueAxis>

#include <algorithm>

namespace minimoves::app {

using namespace statistics;

RecentGames::RecentGames(QWidget* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("recentGames"));
    m_list = makeNumbersTable(parent);
    m_list->setObjectName(QStringLiteral("recentGamesList"));
    m_list->setMinimumHeight(0);
    m_list->verticalHeader()->setDefaultSectionSize(m_list->fontMetrics().height() + 8); // 50 rows, compact
    m_view = new QChartView(parent);
    m_view->setObjectName(QStringLiteral("overParChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(200, 150);
}

void RecentGames::show(const GameStatistics& statistics)
{
    fillList(statistics);
    fillChart(statistics);
}

void RecentGames::fillList(const GameStatistics& statistics)
{
    const QVector<GameRecord>& games = statistics.history();
    m_list->setAccessibleName(tr("The last games, newest first"));
    m_list->clear();
    m_list->setColumnCount(10);
    m_list->setHorizontalHeaderLabels({tr("Date"), tr("Puzzle"), tr("Difficulty"), tr("Mode"), tr("Par"), tr("Moves"),
                                       tr("Over par"), tr("Time"), tr("Hints"), tr("Result")});
    m_list->setRowCount(int(games.size()));
    const QLocale locale;
    for (int row = 0; row < games.size(); ++row) {
        const GameRecord& game = games[games.size() - 1 - row]; // newest first
        const QString result = game.assisted ? tr("Finished with Solve")
                               : game.inPar() ? tr("Solved in par")
                                              : tr("Solved");
        const QString hints = game.hintDepth == 0 ? locale.toString(game.hints)
                                                  : tr("%1 (%2 steps, deepest %3)",
                                                       "hints taken, the hint steps climbed on them, the deepest step of the hint ladder")
                                                        .arg(locale.toString(game.hints), locale.toString(game.hintSteps))
                                                        .arg(game.hintDepth);
        const QString cells[] = {finishedText(game.finished),
                                 puzzleText(game),
                                 scopeTitle(game.scope()),
                                 modeTitle(game.mode),
                                 locale.toString(game.par),
                                 locale.toString(game.moves),
                                 locale.toString(game.moves - game.par),
                                 timeText(game.ms),
                                 hints,
                                 result};
        for (int column = 0; column < 10; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 4 && column <= 7)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_list->setItem(row, column, item);
        }
    }
    m_list->resizeColumnsToContents();
}

void RecentGames::fillChart(const GameStatistics& statistics)
{
    const QVector<GameRecord>& games = statistics.history();
    auto* chart = new QChart;
    m_overPar = new QLineSeries(chart);
    m_overPar->setName(tr("Moves over par"));
    m_overPar->setPointsVisible(true);
    m_assisted = new QScatterSeries(chart);
    m_assisted->setName(tr("Finished with Solve"));
    m_assisted->setMarkerSize(11);
    int most = 1;
    for (int i = 0; i < games.size(); ++i) {
        const int over = games[i].moves - games[i].par;
        most = std::max(most, over);
        m_overPar->append(i + 1, over);
        if (games[i].assisted)
            m_assisted->append(i + 1, over);
    }
    chart->addSeries(m_overPar);
    chart->addSeries(m_assisted);
    auto* x = new QValueAxis(chart);
    x->setTitleText(tr("Game (oldest first)"));
    x->setLabelFormat(QStringLiteral("%d"));
    // A game's room either side, so the first and the last points are drawn whole, not cut in
    // half by the plot's edges; ticks on whole games only.
    const int count = std::max<int>(1, int(games.size()));
    x->setRange(0, count + 1);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(count <= 10 ? 1 : count <= 25 ? 5 : 10);
    auto* y = new QValueAxis(chart);
    y->setTitleText(tr("Moves over par"));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, most);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->setTitle(games.isEmpty()       ? tr("No games finished yet")
                    : games.size() == 1 ? tr("Moves over par in the last game")
                                        : tr("Moves over par in the last %1 games").arg(games.size()));
    const QPalette palette = m_view->palette();
    styleChart(chart, palette, m_view->font());
    QPen line(chartAccent(palette), 2);
    m_overPar->setPen(line);
    m_overPar->setColor(chartAccent(palette));
    m_assisted->setColor(chartMarked(palette));
    m_assisted->setBorderColor(chartMarked(palette));
    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;
    m_view->setAccessibleName(tr("Chart of the moves over par in the last games, oldest first"));
    m_view->setAccessibleDescription(games.isEmpty() ? tr("No games finished yet")
                                                     : tr("Each game's figures are in the list of last games"));
}

} // namespace minimoves::app
