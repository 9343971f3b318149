#include "contest_dialog.h"

#include "boards/puzzle_ui.h"
#include "game/file_limits.h"
#include "game/solver_service.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <istream>
#include <streambuf>

namespace minimoves::app {

namespace {

// The bytes read, as an istream without a copy (the parser copies what it keeps).
class BytesBuffer : public std::streambuf {
public:
    explicit BytesBuffer(const QByteArray& bytes)
    {
        char* begin = const_cast<char*>(bytes.constData()); // read only: the get area is never written
        setg(begin, begin, begin + bytes.size());
    }
};

} // namespace

std::optional<std::vector<ContestCase>> readContestFile(const QString& puzzleId, const QString& fileName,
                                                        QString* error, const std::atomic_bool* cancel)
{
    auto fail = [&](const QString& message) -> std::optional<std::vector<ContestCase>> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type || !type->contestCases)
        return fail(ContestDialog::tr("Unknown puzzle '%1'").arg(puzzleId));
    // Bounded (file_limits.h): a device or a pipe is refused unopened, a file past the limit by its size.
    const files::ReadResult file = files::readBounded(fileName, files::ContestInputMaxBytes, cancel);
    if (!file.bytes)
        return fail((file.unopened ? ContestDialog::tr("Cannot open %1: %2") : ContestDialog::tr("Cannot read %1: %2"))
                        .arg(QDir::toNativeSeparators(fileName), file.error));
    BytesBuffer buffer(*file.bytes);
    std::istream in(&buffer);
    auto cases = type->contestCases(in);
    if (!cases)
        return fail(QString::fromStdString(cases.error()));
    if (cases->empty())
        return fail(ContestDialog::tr("%1 holds no case").arg(QFileInfo(fileName).fileName()));
    return std::move(cases).value();
}

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

ContestDialog::ContestDialog(const QString& puzzleId, const QString& fileName, std::vector<ContestCase> cases,
                             SolverService* solver, QWidget* parent)
    : QDialog(parent), m_puzzleId(puzzleId), m_cases(std::move(cases)), m_distances(m_cases.size()),
      m_solver(solver)
{
    setObjectName(QStringLiteral("contestDialog"));
    setWindowTitle(tr("Contest input"));
    auto* layout = new QVBoxLayout(this);
    const QString file = QFileInfo(fileName).fileName();
    const QString title = puzzleTitle(puzzleId.toStdString());
    m_summary = new QLabel(m_cases.size() == 1
                               ? tr("%1: 1 case of %2.").arg(file, title)
                               : tr("%1: %2 cases of %3. Choose one to play.").arg(file).arg(m_cases.size()).arg(title),
                           this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("contestCases"));
    m_list->setAccessibleName(tr("Cases"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderLabels({tr("Case"), tr("Optimal distance"), tr("Note")});
    // Widths set once (a column sized to its contents would measure every row at every distance).
    m_list->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_list->header()->setStretchLastSection(true);
    for (std::size_t i = 0; i < m_cases.size(); ++i) {
        const ContestCase& c = m_cases[i];
        auto* item = new QTreeWidgetItem(m_list);
        item->setText(CaseColumn, QString::fromStdString(c.label));
        if (c.playable()) {
            item->setText(DistanceColumn, tr("…"));
            item->setToolTip(DistanceColumn, tr("The solver is on its way"));
        } else {
            item->setText(DistanceColumn, tr("—"));
            item->setText(NoteColumn, tr("Cannot be opened: %1").arg(QString::fromStdString(c.unplayable)));
            item->setToolTip(NoteColumn, item->text(NoteColumn));
            item->setForeground(CaseColumn, palette().brush(QPalette::Disabled, QPalette::Text));
        }
    }
    layout->addWidget(m_list, 1);
    m_list->resizeColumnToContents(CaseColumn);
    const QFontMetrics metrics = m_list->fontMetrics();
    m_list->setColumnWidth(DistanceColumn, std::max({metrics.horizontalAdvance(tr("Optimal distance")),
                                                     metrics.horizontalAdvance(tr("unreachable")),
                                                     metrics.horizontalAdvance(tr("%1 moves").arg(88))}) +
                                               3 * metrics.averageCharWidth());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Close, this);
    layout->addWidget(m_buttons);
    connect(m_buttons->button(QDialogButtonBox::Open), &QPushButton::clicked, this, &ContestDialog::openCurrent);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { openCurrent(); }); // double-click, Enter
    connect(m_list, &QTreeWidget::currentItemChanged, this, &ContestDialog::updateOpen);

    // The first case that opens is the current one.
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (m_cases[i].playable()) {
            m_list->setCurrentItem(m_list->topLevelItem(int(i)));
            break;
        }
    updateOpen();
    m_list->setFocus();
    resize(680, 420);

    askNext();
}

ContestDialog::~ContestDialog() = default; // the reply, if any, stops its search

int ContestDialog::pending() const
{
    int count = 0;
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        if (m_cases[i].playable() && !m_distances[i])
            ++count;
    return count;
}

void ContestDialog::askNext()
{
    m_reply.reset();
    m_asking = -1;
    if (m_stopped || !m_solver)
        return;
    for (std::size_t i = 0; i < m_cases.size(); ++i) {
        if (!m_cases[i].playable() || m_distances[i])
            continue;
        const auto puzzle = contestGame(m_puzzleId, m_cases[i]);
        if (!puzzle) { // cannot happen for a case the puzzle made; said rather than hidden
            m_distances[i] = Solution::Unreachable;
            showDistance(int(i), tr("?"), tr("The case's instance does not read"));
            continue;
        }
        m_asking = int(i);
        m_reply = m_solver->solve(puzzle, m_cases[i].state);
        connect(m_reply.get(), &SolverReply::finished, this, &ContestDialog::onEnded);
        return;
    }
}

void ContestDialog::onEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_reply);
    const int index = m_asking;
    if (reply->isAnswered()) {
        const Solution& solution = reply->solution();
        m_distances[std::size_t(index)] = solution.distance;
        if (solution.reachable())
            showDistance(index, solution.distance == 1 ? tr("1 move") : tr("%1 moves").arg(solution.distance));
        else
            showDistance(index, tr("unreachable"), tr("The goal cannot be reached from this position"));
    } else if (reply->end() == SolverReply::End::Failed) {
        m_distances[std::size_t(index)] = Solution::Unreachable;
        showDistance(index, tr("?"), reply->failure());
    } else { // stopped: none is made; asked again
        m_asking = -1;
        return;
    }
    askNext();
}

void ContestDialog::showDistance(int index, const QString& text, const QString& tip)
{
    QTreeWidgetItem* item = m_list->topLevelItem(index);
    item->setText(DistanceColumn, text);
    item->setToolTip(DistanceColumn, tip);
    emit distanceShown(index);
}

void ContestDialog::updateOpen()
{
    const int index = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    m_buttons->button(QDialogButtonBox::Open)->setEnabled(index >= 0 && m_cases[std::size_t(index)].playable());
}

void ContestDialog::openCurrent()
{
    const int index = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (index < 0 || !m_cases[std::size_t(index)].playable())
        return;
    emit caseChosen(m_puzzleId, index);
    accept();
}

void ContestDialog::done(int result)
{
    // Closed (Open, Close, Esc, the window's close button): the distances still to come stop.
    m_reply.reset();
    m_stopped = true;
    QDialog::done(result);
}

} // namespace minimoves::app
