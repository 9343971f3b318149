// RecentGames: the last games of the statistics shown two ways — a list, newest first (date,
// puzzle, difficulty, mode, par, moves, over par, time, hints, result), and a chart of the moves
// over par across them, oldest first, one point a game, those Solve finished marked (Qt Charts in
// the palette's colours, as the other charts: chart_style.h). The list is the chart's numbers
// for screen readers.
#pragma once

#include <QObject>

class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QTableWidget;
class QWidget;

namespace minimoves::app {

class GameStatistics;

class RecentGames : public QObject {
    Q_OBJECT
public:
    // The list and the chart are made as children of `parent` (the dialog places them).
    explicit RecentGames(QWidget* parent);

    QTableWidget* list() const { return m_list; }
    QChartView* chartView() const { return m_view; }
    QLineSeries* overParSeries() const { return m_overPar; }
    QScatterSeries* assistedSeries() const { return m_assisted; }

    // Shows `statistics`' history (again in the language and palette in use).
    void show(const GameStatistics& statistics);

private:
    void fillList(const GameStatistics& statistics);
    void fillChart(const GameStatistics& statistics);

    QTableWidget* m_list;
    QChartView* m_view;
    QLineSeries* m_overPar = nullptr;
    QScatterSeries* m_assisted = nullptr;
};

} // namespace minimoves::app
