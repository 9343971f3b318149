#include "shell/charts/path_review_dialog.h"

#include "game/present/game_presenter.h"
#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"
#include "shell/charts/chart_style.h"

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QMouseEvent>
#include <QProgressBar>
#include <QScatterSeries>
#include <QTableWidget>
#include <QToolButton>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>

namespace minimoves::app {

namespace {

// A chart view that says which point a click landed on.
class ClickableChartView : public QChartView {
public:
    using QChartView::QChartView;
    std::function<void(QPoint)> clicked;

protected:
    void mouseReleaseEvent(QMouseEvent* event) override
    {
        QChartView::mouseReleaseEvent(event);
        if (event->button() == Qt::LeftButton && clicked)
            clicked(event->position().toPoint());
    }
};

// Ticks at whole numbers, about eight of them.
void wholeTicks(QValueAxis* axis, int top)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(std::max(1, int(std::ceil(top / 8.0))));
    axis->setLabelFormat(QStringLiteral("%.0f"));
}

} // namespace

PathReviewDialog::PathReviewDialog(GamePresenter* presenter, SolverService* solver, QWidget* parent)
    : GameChartDialog(presenter, solver, QStringLiteral("review"), new ClickableChartView, nullptr, parent)
{
    setObjectName(QStringLiteral("pathReview"));
    static_cast<ClickableChartView*>(m_view)->clicked = [this](QPoint position) {
        if (const int index = pointAt(position); index >= 0)
            goTo(index);
    };
    connect(m_table, &QTableWidget::activated, this, [this](const QModelIndex& index) { goTo(index.row()); });

    start();
}

void PathReviewDialog::retranslate()
{
    setWindowTitle(tr("Review path"));
    m_numbersButton->setText(tr("Numbers"));
    m_numbersButton->setToolTip(tr("Show the chart's numbers as a table"));
    m_table->setAccessibleName(tr("Distance after each move"));
    m_view->setAccessibleName(tr("Chart of the distance after each move"));
    rebuildChart();
}

void PathReviewDialog::refresh()
{
    if (!isVisible())
        return;
    PathView path = m_presenter->path();
    m_current = path.current;
    const bool samePath = path.puzzle == m_puzzle && path.history == m_history && !m_positions.empty() &&
                          !path.positions.empty() && path.positions.front() == m_positions.front();
    if (!samePath) {
        m_reply.reset(); // stops the older path's
        m_puzzle = path.puzzle;
        m_history = std::move(path.history);
        m_positions.clear();
        m_distances.clear();
        if (m_puzzle) {
            m_positions = std::move(path.positions);
            m_found = std::move(path.known);
            m_asked.clear();
            for (std::size_t i = 0; i < m_positions.size(); ++i)
                if (!m_found[i] && std::find(m_asked.begin(), m_asked.end(), m_positions[i]) == m_asked.end())
                    m_asked.push_back(m_positions[i]);
            if (m_asked.empty()) { // the game knows them all
                for (const auto& d : m_found)
                    m_distances.push_back(*d);
                rebuildChart();
                emit reviewShown();
                return;
            }
            m_waitBar->setRange(0, int(m_asked.size()));
            m_waitBar->setValue(0);
            m_reply = m_solver->distances(m_puzzle, m_asked);
            connect(m_reply.get(), &SolverReply::distancesFound, this, [this](int first, int count) {
                for (int index = first; index < first + count; ++index)
                    learn(m_asked[std::size_t(index)], m_reply->distances()[std::size_t(index)]);
                m_waitBar->setValue(first + count);
            });
            connect(m_reply.get(), &SolverReply::finished, this, [this] {
                const std::unique_ptr<SolverReply> reply = std::move(m_reply);
                if (!reply->isAnswered()) {
                    m_puzzle.reset(); // asked again on the next change or showing
                    rebuildChart();
                    return;
                }
                for (std::size_t i = 0; i < m_asked.size() && i < reply->distances().size(); ++i)
                    learn(m_asked[i], reply->distances()[i]);
                for (const auto& d : m_found)
                    m_distances.push_back(d.value_or(Solution::Unreachable));
                refresh();
                emit reviewShown();
            });
        }
    }
    rebuildChart();
}

void PathReviewDialog::learn(StateRank state, int distance)
{
    for (std::size_t i = 0; i < m_positions.size(); ++i)
        if (m_positions[i] == state)
            m_found[i] = distance;
    m_presenter->learnDistance(m_puzzle, state, distance); // the game's, while it is this path's
}

std::vector<int> PathReviewDialog::wasted() const
{
    std::vector<int> points;
    for (std::size_t i = 1; i < m_distances.size(); ++i)
        if (m_distances[i] != m_distances[i - 1] - 1)
            points.push_back(int(i));
    return points;
}

std::optional<double> PathReviewDialog::efficiency() const
{
    if (m_distances.empty() || m_distances.back() != 0)
        return std::nullopt;
    const auto moves = std::count_if(m_history.begin(), m_history.end(), [](int entry) { return entry >= 0; });
    if (moves == 0)
        return std::nullopt;
    return double(m_distances.front()) / double(moves);
}

void PathReviewDialog::rebuildChart()
{
    QChart* old = m_view->chart();
    auto* chart = new QChart;
    m_path = nullptr;
    m_optimal = nullptr;
    m_wastedSeries = nullptr;
    m_now = nullptr;
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Step"), tr("Move"), tr("Distance"), tr("Change"), tr("Note")});
    m_waitLabel->setVisible(waiting());
    m_waitBar->setVisible(waiting());
    m_waitLabel->setText(tr("Measuring the distance of each position on the path…"));
    QString summary;
    const bool ready = !m_distances.empty() && m_distances.size() == m_positions.size() &&
                       std::all_of(m_distances.begin(), m_distances.end(), [](int d) { return d >= 0; });
    if (!ready) {
        const bool unreachable = !m_distances.empty() && m_distances.size() == m_positions.size();
        chart->setTitle(waiting() ? tr("Measuring…") : unreachable ? tr("This game cannot reach the goal") : tr("No game to review"));
        summary = waiting() ? tr("Measuring the distance of each position on the path…")
                  : unreachable ? tr("No sequence of moves leads from this game's start to the goal, so there is no "
                                     "optimal line to compare with.")
                                : QString();
        styleChart(chart, palette(), font());
    } else {
        const std::vector<int> wastedPoints = wasted();
        addLines(chart, wastedPoints);
        summary = summaryText(wastedPoints);
        fillTable(wastedPoints);
    }
    m_summary->setText(summary);
    m_view->setAccessibleDescription(summary + QLatin1Char(' ') + tr("The numbers are in the table under Numbers."));
    m_view->setChart(chart);
    delete old;
}

// The path against the optimal line, the wasted moves and now marked, on their axes.
void PathReviewDialog::addLines(QChart* chart, const std::vector<int>& wastedPoints)
{
    const int last = int(m_distances.size()) - 1;
    const int top = *std::max_element(m_distances.begin(), m_distances.end());
    m_optimal = new QLineSeries;
    m_optimal->setName(tr("Optimal"));
    m_optimal->append(0, m_distances.front());
    m_optimal->append(m_distances.front(), 0);
    m_path = new QLineSeries;
    m_path->setName(tr("Your path"));
    for (int i = 0; i <= last; ++i)
        m_path->append(i, m_distances[std::size_t(i)]);
    m_path->setPointsVisible(true);
    m_wastedSeries = new QScatterSeries;
    m_wastedSeries->setName(tr("Wasted move"));
    m_wastedSeries->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_wastedSeries->setMarkerSize(12);
    for (int i : wastedPoints)
        m_wastedSeries->append(i, m_distances[std::size_t(i)]);
    m_now = new QScatterSeries;
    m_now->setName(tr("Now"));
    m_now->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_now->setMarkerSize(20);
    if (m_current >= 0 && m_current <= last)
        m_now->append(m_current, m_distances[std::size_t(m_current)]);
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{m_optimal, m_path, m_wastedSeries, m_now})
        chart->addSeries(s);
    auto* x = new QValueAxis;
    x->setRange(-0.4, std::max({last, m_distances.front(), 1}) + 0.4); // room for the rings
    wholeTicks(x, std::max({last, m_distances.front(), 1}));
    x->setTitleText(tr("Moves played"));
    auto* y = new QValueAxis;
    y->setRange(-0.4, top + 1);
    wholeTicks(y, top + 1);
    y->setTitleText(tr("Moves from the goal"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    chart->setTitle(tr("Distance to the goal after each move"));
    styleLines(chart);
}

// The lines in the palette's colours: the optimal dashed, the path, the wasted squares, now's ring.
void PathReviewDialog::styleLines(QChart* chart)
{
    styleChart(chart, palette(), font());
    chart->legend()->setAlignment(Qt::AlignBottom);
    const QColor text = palette().color(QPalette::Text);
    QPen dashed(chartSecondary(palette()), 2, Qt::DashLine);
    m_optimal->setPen(dashed);
    QPen line(chartAccent(palette()), 2.5);
    m_path->setPen(line);
    m_path->setColor(chartAccent(palette()));
    m_wastedSeries->setColor(chartMarked(palette()));
    m_wastedSeries->setBorderColor(chartMarked(palette()));
    m_now->setColor(Qt::transparent);
    m_now->setBorderColor(text);
    QPen ring(text, 2);
    m_now->setPen(ring);
    m_now->setBrush(Qt::NoBrush);
}

// The chart in words: the optimal, the moves played and wasted, the efficiency or the distance left.
QString PathReviewDialog::summaryText(const std::vector<int>& wastedPoints) const
{
    const QLocale locale;
    const auto moves = std::count_if(m_history.begin(), m_history.end(), [](int entry) { return entry >= 0; });
    const int optimal = m_distances.front();
    const auto eff = efficiency();
    QString summary;
    if (eff)
        summary = tr("Optimal: %1. You played %2, %3 of them wasted (the square marks): efficiency %4%.")
                      .arg(movesText(optimal))
                      .arg(movesText(int(moves)))
                      .arg(wastedPoints.size())
                      .arg(locale.toString(std::round(*eff * 100)));
    else
        summary = tr("Optimal from the start: %1. You have played %2, %3 of them wasted (the square marks); "
                     "the goal is %4 away at the end of the path.")
                      .arg(movesText(optimal))
                      .arg(movesText(int(moves)))
                      .arg(wastedPoints.size())
                      .arg(movesText(m_distances.back()));
    return summary + QLatin1Char(' ') +
           tr("Click a point to go back to that moment of the game (the ring marks now); "
              "Undo and Redo go on from there.");
}

// The Numbers table: each step's move, distance and change, wasted and now noted.
void PathReviewDialog::fillTable(const std::vector<int>& wastedPoints)
{
    const QLocale locale;
    const int last = int(m_distances.size()) - 1;
    m_table->setRowCount(last + 1);
    for (int i = 0; i <= last; ++i) {
        const int entry = i == 0 ? 0 : m_history[std::size_t(i - 1)];
        const QString move = i == 0 ? tr("Start") : entry == -1 ? tr("Restart") : entry < 0 ? tr("Rewind")
                                                              : QString::fromStdString(m_puzzle->moveText(entry));
        const int d = m_distances[std::size_t(i)];
        const QString change = i == 0 ? QString()
                                      : (d - m_distances[std::size_t(i - 1)] > 0 ? QStringLiteral("+") : QString()) +
                                            locale.toString(d - m_distances[std::size_t(i - 1)]);
        QStringList notes;
        if (std::find(wastedPoints.begin(), wastedPoints.end(), i) != wastedPoints.end())
            notes << tr("wasted");
        if (i == m_current)
            notes << tr("now");
        const QString cells[] = {locale.toString(i), move, locale.toString(d), change, notes.join(QStringLiteral(", "))};
        for (int c = 0; c < 5; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment((c == 1 || c == 4 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->selectRow(m_current);
}

QPoint PathReviewDialog::pointPosition(int index) const
{
    if (!m_path || index < 0 || index >= m_path->count())
        return {-1, -1};
    const QPointF scene = m_view->chart()->mapToPosition(m_path->at(index), m_path);
    return m_view->mapFromScene(scene);
}

int PathReviewDialog::pointAt(QPoint position) const
{
    int best = -1;
    int bestDistance = 14 * 14; // within 14 pixels
    for (int i = 0; m_path && i < m_path->count(); ++i) {
        const QPoint d = pointPosition(i) - position;
        const int squared = d.x() * d.x() + d.y() * d.y();
        if (squared <= bestDistance) {
            best = i;
            bestDistance = squared;
        }
    }
    return best;
}

void PathReviewDialog::goTo(int index)
{
    m_presenter->goToHistoryIndex(index);
}

} // namespace minimoves::app
