#include "shell/charts/puzzle_facts_dialog.h"

#include "game/present/game_presenter.h"
#include "game/present/game_texts.h"
#include "game/solver/solver_reply.h"
#include "game/solver/solver_service.h"
#include "shell/charts/chart_style.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLogValueAxis>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QTableWidget>
#include <QToolButton>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace minimoves::app {

PuzzleFactsDialog::PuzzleFactsDialog(GamePresenter* presenter, SolverService* solver, QWidget* parent)
    : GameChartDialog(presenter, solver, QStringLiteral("facts"), new QChartView, new QCheckBox, parent)
{
    setObjectName(QStringLiteral("puzzleFacts"));
    m_waitBar->setRange(0, 0); // busy: the engine counts, its table may take a second or two
    m_logScale = findChild<QCheckBox*>();
    m_logScale->setObjectName(QStringLiteral("factsLogScale"));
    connect(m_logScale, &QCheckBox::toggled, this, &PuzzleFactsDialog::rebuildChart);

    start();
}

void PuzzleFactsDialog::retranslate()
{
    setWindowTitle(tr("Puzzle facts"));
    m_waitLabel->setText(tr("Counting the positions at each distance…"));
    m_numbersButton->setText(tr("Numbers"));
    m_logScale->setText(tr("&Logarithmic scale"));
    m_logScale->setToolTip(tr("Show the small layers too: each step up the axis is ten times more positions"));
    m_numbersButton->setToolTip(tr("Show the chart's numbers as a table"));
    m_table->setAccessibleName(tr("Positions at each distance"));
    m_view->setAccessibleName(tr("Chart of the positions at each distance"));
    m_built.reset(); // its words are of the language before
    refresh();
}

void PuzzleFactsDialog::ask()
{
    m_counts.clear();
    m_failure.clear();
    if (!m_puzzle)
        return;
    m_reply = m_solver->distanceCounts(m_puzzle);
    connect(m_reply.get(), &SolverReply::finished, this, [this] {
        const std::unique_ptr<SolverReply> reply = std::move(m_reply);
        if (reply->isAnswered()) {
            m_counts = reply->counts();
            m_failure.clear();
        } else {
            m_failure = reply->end() == SolverReply::End::Stopped ? tr("Counting was stopped.") : reply->failure();
        }
        refresh();
        if (reply->isAnswered())
            emit countsShown();
    });
}

void PuzzleFactsDialog::refresh()
{
    if (!isVisible())
        return;
    const auto puzzle = m_presenter->puzzle();
    if (puzzle != m_puzzle) {
        m_reply.reset(); // stops the older instance's
        m_puzzle = puzzle;
        ask();
    }
    m_marked.reset();
    // A hint in Play mode shows the distance: the mark follows the status line.
    if (m_puzzle && m_presenter->distanceShown()) {
        const auto d = m_presenter->knownDistance();
        if (d && *d >= 0 && *d < int(m_counts.size()))
            m_marked = d;
    }
    m_waitLabel->setVisible(counting());
    m_waitBar->setVisible(counting());
    // A move mostly changes nothing the chart shows (a distance arriving, a hint): no new chart.
    const Shown shown{m_puzzle.get(), m_counts.size(), m_marked, counting(), m_failure};
    if (m_built != shown)
        rebuildChart();
}

void PuzzleFactsDialog::rebuildChart()
{
    QChart* old = m_view->chart();
    auto* chart = new QChart;
    m_positions = nullptr;
    m_markedSet = nullptr;
    m_markLabel = nullptr;
    m_table->clear();
    m_table->setRowCount(0);
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Distance"), tr("Positions"), tr("Share"), tr("Note")});
    QString summary;
    if (m_counts.empty()) {
        chart->setTitle(counting() ? tr("Counting…") : tr("No counts"));
        summary = counting() ? tr("Counting the positions at each distance…") : m_failure;
        styleChart(chart, palette(), font());
    } else {
        addBars(chart);
        summary = summaryText();
        fillTable();
        if (m_marked)
            addMarkLabel(chart);
    }
    m_summary->setText(summary);
    m_view->setAccessibleDescription(summary + QLatin1Char(' ') + tr("The numbers are in the table under Numbers."));
    m_view->setChart(chart);
    delete old;
    placeMark();
    m_built = Shown{m_puzzle.get(), m_counts.size(), m_marked, counting(), m_failure};
    emit chartBuilt();
}

// The counts as bars (the position's distance in its own colour), on their axes.
void PuzzleFactsDialog::addBars(QChart* chart)
{
    const quint64 most = *std::max_element(m_counts.begin(), m_counts.end());
    // Big counts in thousands or millions: axis labels stay short.
    double unit = 1;
    QString valueTitle = tr("Positions");
    const bool log = m_logScale->isChecked();
    if (log) {
        valueTitle = tr("Positions (log scale)");
    } else if (most >= 10'000'000) {
        unit = 1e6;
        valueTitle = tr("Positions (millions)");
    } else if (most >= 10'000) {
        unit = 1e3;
        valueTitle = tr("Positions (thousands)");
    }
    auto* series = new QStackedBarSeries;
    m_positions = new QBarSet(tr("Positions"));
    m_markedSet = new QBarSet(tr("This position's distance"));
    for (std::size_t d = 0; d < m_counts.size(); ++d) {
        const double value = double(m_counts[d]) / unit;
        const bool marked = m_marked && std::size_t(*m_marked) == d;
        m_positions->append(marked ? 0.0 : value);
        m_markedSet->append(marked ? value : 0.0);
    }
    series->append(m_positions);
    series->append(m_markedSet);
    series->setBarWidth(0.85);
    chart->addSeries(series);
    QAbstractAxis* x = distanceAxis();
    QAbstractAxis* y = countAxis(log, double(most) / unit);
    y->setTitleText(valueTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setTitle(tr("Positions at each distance from the goal"));
    styleChart(chart, palette(), font());
    m_positions->setColor(chartAccent(palette()));
    m_positions->setBorderColor(chartAccent(palette()));
    m_markedSet->setColor(chartMarked(palette()));
    m_markedSet->setBorderColor(chartMarked(palette()));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setVisible(bool(m_marked));
}

// Distances on a value axis, whole numbers at about ten ticks: a category axis would squeeze every
// label (31 of them for the Eight Puzzle) to "...".
QAbstractAxis* PuzzleFactsDialog::distanceAxis() const
{
    const int hardestIndex = int(m_counts.size()) - 1;
    auto* x = new QValueAxis;
    x->setRange(-0.5, hardestIndex + 0.5);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1, (hardestIndex + 9) / 10));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("Moves from the goal"));
    return x;
}

// The counts' axis, up to `most` (in the unit shown), on a log scale or not.
QAbstractAxis* PuzzleFactsDialog::countAxis(bool log, double most)
{
    if (log) {
        auto* axis = new QLogValueAxis;
        axis->setBase(10);
        axis->setRange(0.5, std::pow(10.0, std::ceil(std::log10(most * 1.5))));
        axis->setLabelFormat(QStringLiteral("%.0e"));
        axis->setMinorTickCount(0);
        return axis;
    }
    auto* axis = new QValueAxis;
    axis->setRange(0, most * 1.12);
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

// What the chart shows, in words: the positions that reach the goal, the hardest, this one's.
QString PuzzleFactsDialog::summaryText() const
{
    const QLocale locale;
    // One sentence after another: a space between them in English, none in Chinese.
    const auto then = [](const QString& before, const QString& next) {
        return tr("%1 %2", "one sentence after another").arg(before, next);
    };
    quint64 reachable = 0;
    for (quint64 c : m_counts)
        reachable += c;
    const quint64 all = m_puzzle->stateCount();
    const quint64 unreachable = all - reachable;
    QString summary = tr("%1 positions can reach the goal.").arg(locale.toString(reachable));
    if (unreachable > 0)
        summary = then(summary, unreachable * 2 == all
                                    ? tr("As many again (%1, half of all positions) can never reach it: they are "
                                         "not counted.").arg(locale.toString(unreachable))
                                    : tr("%1 more can never reach it: they are not counted.")
                                          .arg(locale.toString(unreachable)));
    summary = then(summary, tr("The hardest lie %1 from the goal: %2 of them.")
                                .arg(movesText(int(m_counts.size()) - 1))
                                .arg(locale.toString(m_counts.back())));
    const auto distance = m_presenter->knownDistance();
    if (m_marked)
        summary = then(summary, tr("This position is %1 from the goal, as are %2 positions (the marked bar).")
                                    .arg(movesText(*m_marked))
                                    .arg(locale.toString(m_counts[std::size_t(*m_marked)])));
    else if (distance && *distance < 0)
        summary = then(summary, tr("This position can never reach the goal."));
    else if (!m_presenter->distanceShown())
        summary = then(summary, tr("This position's distance shows once you ask for a hint (Play mode)."));
    else
        summary = then(summary, tr("This position's distance is not known yet."));
    // A puzzle too big to count (AnyPuzzle::abilities) shows the figures published for it; one
    // counted here names the published figures its table was checked against.
    if (const QString source = m_puzzle ? GameTexts::countsSource(m_puzzle->abilities()) : QString(); !source.isEmpty())
        summary = then(summary, source);
    return summary;
}

// The Numbers table: each distance, its count, its share of all positions, this position's mark.
void PuzzleFactsDialog::fillTable()
{
    const QLocale locale;
    const quint64 all = m_puzzle->stateCount();
    m_table->setRowCount(int(m_counts.size()));
    for (int d = 0; d < int(m_counts.size()); ++d) {
        const quint64 c = m_counts[std::size_t(d)];
        const double share = 100.0 * double(c) / double(all);
        auto cell = [](const QString& text, Qt::Alignment alignment) {
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(alignment | Qt::AlignVCenter);
            return item;
        };
        m_table->setItem(d, 0, cell(locale.toString(d), Qt::AlignRight));
        m_table->setItem(d, 1, cell(locale.toString(c), Qt::AlignRight));
        m_table->setItem(d, 2, cell(share < 0.1 && c > 0 ? tr("under %1%").arg(locale.toString(0.1))
                                                        : tr("%1%").arg(locale.toString(share, 'f', 1)),
                                    Qt::AlignRight));
        m_table->setItem(d, 3, cell(m_marked == d ? tr("This position") : QString(), Qt::AlignLeft));
    }
    m_table->resizeColumnsToContents();
}

// "This position" over the marked bar, placed as the plot area changes (placeMark()).
void PuzzleFactsDialog::addMarkLabel(QChart* chart)
{
    m_markLabel = new QGraphicsSimpleTextItem(tr("This position"), chart);
    m_markLabel->setBrush(palette().color(QPalette::Text));
    QFont bold = font();
    bold.setBold(true);
    m_markLabel->setFont(bold);
    m_markLabel->setZValue(1000); // above the bars
    connect(chart, &QChart::plotAreaChanged, this, &PuzzleFactsDialog::placeMark);
}

// The mark's label, just above its bar (kept inside the plot area).
void PuzzleFactsDialog::placeMark()
{
    if (!m_markLabel || !m_marked || !m_markedSet)
        return;
    QChart* chart = m_view->chart();
    const auto series = chart->series();
    if (series.isEmpty())
        return;
    const QPointF top = chart->mapToPosition(QPointF(*m_marked, m_markedSet->at(*m_marked)), series.front());
    const QRectF box = m_markLabel->boundingRect();
    const QRectF plot = chart->plotArea();
    const double left = std::clamp(top.x() - box.width() / 2, plot.left(), std::max(plot.left(), plot.right() - box.width()));
    const double above = std::max(plot.top(), top.y() - box.height() - 4);
    m_markLabel->setPos(left, above);
}

} // namespace minimoves::app
