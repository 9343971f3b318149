#include "shell/charts/game_chart_dialog.h"

#include "game/present/game_presenter.h"
#include "game/solver/solver_reply.h"
#include "shell/charts/chart_style.h"

#include <QChartView>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace minimoves::app {

GameChartDialog::GameChartDialog(GamePresenter* presenter, SolverService* solver, const QString& prefix,
                                 QChartView* view, QWidget* extra, QWidget* parent)
    : QDialog(parent), m_presenter(presenter), m_solver(solver), m_view(view)
{
    auto* layout = new QVBoxLayout(this);
    m_waitLabel = new QLabel(this);
    m_waitLabel->setObjectName(prefix + QStringLiteral("Wait"));
    m_waitBar = new QProgressBar(this);
    m_waitBar->setTextVisible(false);
    m_waitLabel->setBuddy(m_waitBar); // the bar's name for screen readers: what is waited for
    m_view->setParent(this);
    m_view->setObjectName(prefix + QStringLiteral("Chart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(520, 300);
    m_view->setFocusPolicy(Qt::StrongFocus); // screen readers reach its description
    m_summary = new QLabel(this);
    m_summary->setObjectName(prefix + QStringLiteral("Summary"));
    m_summary->setWordWrap(true);
    // Room for its lines whatever the dialog's height (a wrapped label gets one line otherwise).
    m_summary->setMinimumHeight(m_summary->fontMetrics().lineSpacing() * 4);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_table = makeNumbersTable(this);
    m_table->setObjectName(prefix + QStringLiteral("Numbers"));
    m_numbersButton = makeDisclosure(QString(), m_table, this);
    m_numbersButton->setObjectName(prefix + QStringLiteral("NumbersButton"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_waitLabel);
    layout->addWidget(m_waitBar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_summary);
    auto* row = new QHBoxLayout;
    row->addWidget(m_numbersButton);
    row->addStretch(1);
    if (extra)
        row->addWidget(extra);
    layout->addLayout(row);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
}

GameChartDialog::~GameChartDialog() = default; // the reply, if any, stops its search

void GameChartDialog::start()
{
    connect(m_presenter, &GamePresenter::gameChanged, this, [this] { refresh(); });
    refresh();
    retranslate();
    resize(740, 640);
}

void GameChartDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    refresh();
}

void GameChartDialog::hideEvent(QHideEvent* event)
{
    // Nobody waits for the answer any more: the worker is freed, and showing again asks again.
    if (m_reply) {
        m_reply.reset();
        m_puzzle.reset();
    }
    QDialog::hideEvent(event);
}

void GameChartDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        rebuildChart();
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
