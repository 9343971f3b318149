#include "shell/contest/contest_case_model.h"

#include "shell/contest/contest_dialog.h"

#include <QGuiApplication>
#include <QPalette>

namespace minimoves::app {

ContestCaseModel::ContestCaseModel(QObject* parent) : QAbstractTableModel(parent) {}

int ContestCaseModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_cases.size());
}

int ContestCaseModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

void ContestCaseModel::append(std::vector<ContestCase>&& cases)
{
    if (cases.empty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(cases.size()) - 1);
    for (const ContestCase& c : cases)
        m_cases.add(c);
    m_distances.resize(m_cases.size(), NotYet);
    endInsertRows();
}

std::optional<int> ContestCaseModel::distance(int row) const
{
    const std::int32_t d = m_distances[std::size_t(row)];
    if (d == NotYet)
        return std::nullopt;
    return int(d);
}

void ContestCaseModel::setDistance(int row, int distance)
{
    m_distances[std::size_t(row)] = distance;
    emit dataChanged(index(row, DistanceColumn), index(row, DistanceColumn));
}

void ContestCaseModel::setFailure(int row, const QString& why)
{
    m_failures[row] = why;
    setDistance(row, Solution::Unreachable);
}

// The texts are ContestDialog's (its context in the translation): the list's words, as before.
QString ContestCaseModel::distanceText(int row) const
{
    if (!m_cases.playable(std::size_t(row)))
        return ContestDialog::tr("—");
    const auto d = distance(row);
    if (!d)
        return ContestDialog::tr("…");
    if (m_failures.count(row))
        return ContestDialog::tr("?");
    if (*d == Solution::Unreachable)
        return ContestDialog::tr("unreachable");
    return *d == 1 ? ContestDialog::tr("1 move") : ContestDialog::tr("%1 moves").arg(*d);
}

QString ContestCaseModel::distanceTip(int row) const
{
    if (!m_cases.playable(std::size_t(row)))
        return {};
    const auto d = distance(row);
    if (!d)
        return ContestDialog::tr("The solver is on its way");
    if (const auto failure = m_failures.find(row); failure != m_failures.end())
        return failure->second;
    if (*d == Solution::Unreachable)
        return ContestDialog::tr("The goal cannot be reached from this position");
    return {};
}

QString ContestCaseModel::note(int row) const
{
    const std::string& why = m_cases.unplayable(std::size_t(row));
    return why.empty() ? QString() : ContestDialog::tr("Cannot be opened: %1").arg(QString::fromStdString(why));
}

QVariant ContestCaseModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CaseColumn:
            return QString::fromStdString(m_cases.label(std::size_t(row)));
        case DistanceColumn:
            return distanceText(row);
        case NoteColumn:
            return note(row);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == DistanceColumn) {
            const QString tip = distanceTip(row);
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        if (index.column() == NoteColumn) {
            const QString text = note(row);
            return text.isEmpty() ? QVariant() : QVariant(text);
        }
        break;
    case Qt::ForegroundRole:
        if (index.column() == CaseColumn && !m_cases.playable(std::size_t(row)))
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        break;
    default:
        break;
    }
    return {};
}

QVariant ContestCaseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CaseColumn:
        return ContestDialog::tr("Case");
    case DistanceColumn:
        return ContestDialog::tr("Optimal distance");
    case NoteColumn:
        return ContestDialog::tr("Note");
    }
    return {};
}

} // namespace minimoves::app
