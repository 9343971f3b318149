#include "shell/contest/contest_dialog.h"

#include "boards/puzzle_ui.h"
#include "game/solver/solver_service.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QProgressBar>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace minimoves::app {

std::shared_ptr<const AnyPuzzle> contestGame(const QString& puzzleId, const ContestCase& contestCase)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type || !contestCase.playable())
        return nullptr;
    auto made = type->makeInstance(contestCase.instance);
    if (!made)
        return nullptr;
    return std::shared_ptr<const AnyPuzzle>(std::move(made).value());
}

ContestDialog::ContestDialog(const QString& puzzleId, const QString& fileName, ContestCaseModel* model,
                             ContestLoader* loader, SolverService* solver, QWidget* parent)
    : QDialog(parent), m_puzzleId(puzzleId), m_file(QFileInfo(fileName).fileName()), m_model(model),
      m_loader(loader), m_solver(solver)
{
    setObjectName(QStringLiteral("contestDialog"));
    setWindowTitle(tr("Contest input"));
    m_model->setParent(this);
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("contestReadProgress"));
    m_progress->setRange(0, 1000);
    layout->addWidget(m_progress);

    makeList();
    layout->addWidget(m_list, 1);
    const QFontMetrics metrics = m_list->fontMetrics();
    m_list->setColumnWidth(CaseColumn, metrics.horizontalAdvance(tr("Case")) + 3 * metrics.averageCharWidth());
    widenCaseColumn(0, std::min(caseCount(), EveryDistanceUpTo) - 1);
    m_list->setColumnWidth(DistanceColumn, std::max({metrics.horizontalAdvance(tr("Optimal distance")),
                                                     metrics.horizontalAdvance(tr("unreachable")),
                                                     metrics.horizontalAdvance(tr("%1 moves").arg(88))}) +
                                               3 * metrics.averageCharWidth());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close, this);
    layout->addWidget(m_buttons);
    connect(m_buttons->button(QDialogButtonBox::Open), &QPushButton::clicked, this, &ContestDialog::openCurrent);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QAbstractItemView::activated, this, [this] { openCurrent(); }); // double-click, Enter
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ContestDialog::updateOpen);
    // Rows scrolled into view get their distances.
    connect(m_list->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        if (!m_reply)
            askNext();
    });
    if (m_loader) {
        m_loader->setParent(this);
        connect(m_loader, &ContestLoader::progressed, this, &ContestDialog::onRead);
        connect(m_loader, &ContestLoader::finished, this, &ContestDialog::onReadEnded);
    }
    onRead();
    if (!m_loader || m_loader->isFinished())
        onReadEnded();
    m_list->setFocus();
    resize(680, 420);
}

// The cases' table, made for a million rows: one height for all, widths set from a few texts.
void ContestDialog::makeList()
{
    m_list = new QTableView(this);
    m_list->setObjectName(QStringLiteral("contestCases"));
    m_list->setAccessibleName(tr("Cases"));
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setTabKeyNavigation(false);
    m_list->setShowGrid(false);
    m_list->setWordWrap(false);
    m_list->setCornerButtonEnabled(false);
    // Every row of one height, set once: the view places a million rows without measuring one.
    m_list->verticalHeader()->hide();
    m_list->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_list->verticalHeader()->setDefaultSectionSize(m_list->fontMetrics().height() + 6);
    // Widths set from a few texts (a column sized to its contents would measure every row).
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_list->horizontalHeader()->setHighlightSections(false);
    m_list->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

ContestDialog::~ContestDialog() = default; // the reply, if any, stops its search; the loader its read

int ContestDialog::currentRow() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.row() : -1;
}

std::pair<int, int> ContestDialog::wantedRows() const
{
    const int count = caseCount();
    if (count <= EveryDistanceUpTo)
        return {0, count - 1};
    const int top = std::max(0, m_list->rowAt(0));
    const int bottom = m_list->rowAt(m_list->viewport()->height() - 1);
    return {top, bottom < 0 ? std::min(count - 1, top + 64) : bottom};
}

int ContestDialog::pending() const
{
    int count = 0;
    const auto [first, last] = wantedRows();
    for (int i = first; i <= last; ++i)
        if (m_model->cases().playable(std::size_t(i)) && !distance(i))
            ++count;
    return count;
}

void ContestDialog::askNext()
{
    m_reply.reset();
    m_asking = -1;
    if (m_stopped || !m_solver)
        return;
    const ContestCaseStore& cases = m_model->cases();
    const auto [first, last] = wantedRows();
    for (int i = first; i <= last; ++i) {
        if (!cases.playable(std::size_t(i)) || distance(i))
            continue;
        const ContestCase c = cases.at(std::size_t(i));
        const auto puzzle = contestGame(m_puzzleId, c);
        if (!puzzle) { // cannot happen for a case the puzzle made; said rather than hidden
            m_model->setFailure(i, tr("The case's instance does not read"));
            emit distanceShown(i);
            continue;
        }
        m_asking = i;
        m_reply = m_solver->solve(puzzle, c.state);
        connect(m_reply.get(), &SolverReply::finished, this, &ContestDialog::onEnded);
        return;
    }
}

void ContestDialog::onEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_reply);
    const int index = m_asking;
    if (reply->isAnswered()) {
        m_model->setDistance(index, reply->solution().distance);
    } else if (reply->end() == SolverReply::End::Failed) {
        m_model->setFailure(index, reply->failure());
    } else { // stopped: none is made; asked again
        m_asking = -1;
        return;
    }
    emit distanceShown(index);
    askNext();
}

void ContestDialog::onRead()
{
    const int count = caseCount();
    if (count > 0) {
        widenCaseColumn(count - 1, count - 1); // the longest label is mostly the last
        if (currentRow() < 0) { // the first case that opens is the current one
            for (int i = 0; i < count && i < EveryDistanceUpTo; ++i)
                if (m_model->cases().playable(std::size_t(i))) {
                    m_list->setCurrentIndex(m_model->index(i, CaseColumn));
                    break;
                }
        }
    }
    updateSummary();
    updateOpen();
    if (!m_reply)
        askNext();
}

void ContestDialog::onReadEnded()
{
    const QString error = m_loader ? m_loader->error() : QString();
    const bool cancelled = m_loader && m_loader->cancelled();
    if (m_loader) {
        m_loader->disconnect(this);
        m_loader->deleteLater(); // the worker has ended; its channel goes with it
        m_loader = nullptr;
    }
    m_progress->hide();
    updateSummary();
    if (!error.isEmpty() && !cancelled) {
        m_stopped = true;
        m_reply.reset();
        emit readFailed(error);
    }
}

void ContestDialog::updateSummary()
{
    const QString title = puzzleTitle(m_puzzleId.toStdString());
    const int count = caseCount();
    if (m_loader && !m_loader->isFinished()) {
        const qint64 size = m_loader->fileSize();
        const int permille = size > 0 ? int(std::min<qint64>(1000, m_loader->bytesRead() * 1000 / size)) : 0;
        m_progress->setValue(permille);
        m_summary->setText(tr("%1: %2 cases of %3 so far; reading the rest (%4%)…")
                               .arg(m_file, QLocale().toString(count), title)
                               .arg(permille / 10));
        return;
    }
    m_summary->setText(count == 1 ? tr("%1: 1 case of %2.").arg(m_file, title)
                                  : tr("%1: %2 cases of %3. Choose one to play.").arg(m_file).arg(count).arg(title));
}

void ContestDialog::widenCaseColumn(int fromRow, int toRow)
{
    const QFontMetrics metrics = m_list->fontMetrics();
    int width = m_list->columnWidth(CaseColumn);
    for (int row = fromRow; row <= toRow; ++row) {
        const QString label = QString::fromStdString(m_model->cases().label(std::size_t(row)));
        width = std::max(width, metrics.horizontalAdvance(label) + 3 * metrics.averageCharWidth());
    }
    if (width > m_list->columnWidth(CaseColumn))
        m_list->setColumnWidth(CaseColumn, width);
}

void ContestDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    if (!m_reply) // more rows in view
        askNext();
}

void ContestDialog::updateOpen()
{
    const int index = currentRow();
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(index >= 0 && m_model->cases().playable(std::size_t(index)));
}

void ContestDialog::openCurrent()
{
    const int index = currentRow();
    if (m_chosen || index < 0 || !m_model->cases().playable(std::size_t(index)))
        return;
    m_chosen = true; // Enter reaches the list and then the dialog's default button: one game
    emit caseChosen(m_puzzleId, index);
    accept();
}

void ContestDialog::done(int result)
{
    // Closed (Open, Close, Esc, the window's close button): the read and the distances still to come stop.
    m_reply.reset();
    m_stopped = true;
    if (m_loader)
        m_loader->cancel();
    QDialog::done(result);
}

} // namespace minimoves::app
