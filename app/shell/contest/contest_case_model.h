// ContestCaseModel: the list of a contest file's cases as a table the view draws row by row —
// the cases in a ContestCaseStore, each one's optimal distance once the solver has found it — so
// that a million cases cost their compact codes, not a widget item each. Texts are made only for
// the rows the view asks about. GUI thread.
#pragma once

#include "game/store/contest_case_store.h"

#include <QAbstractTableModel>
#include <QString>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace minimoves::app {

class ContestCaseModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CaseColumn, DistanceColumn, NoteColumn, ColumnCount };

    explicit ContestCaseModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // More cases at the end of the list (as the file is read).
    void append(std::vector<ContestCase>&& cases);
    const ContestCaseStore& cases() const { return m_cases; }

    // The case's optimal distance once known (Solution::Unreachable also where it could not be found).
    std::optional<int> distance(int row) const;
    void setDistance(int row, int distance);
    // It could not be found: "?" with `why` as its tip.
    void setFailure(int row, const QString& why);

private:
    static constexpr std::int32_t NotYet = INT32_MIN;
    QString distanceText(int row) const;
    QString distanceTip(int row) const;
    QString note(int row) const;

    ContestCaseStore m_cases;
    std::vector<std::int32_t> m_distances; // NotYet until the solver answers
    std::unordered_map<int, QString> m_failures; // the rows whose distance could not be found, and why
};

} // namespace minimoves::app
