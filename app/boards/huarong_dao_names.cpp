// Huarong Dao's blocks and moves in words: "Guan Yu", "the soldier at b5"; "Move Guan Yu down",
// "Move the soldier at b5 to c4". A move is named as played from a position, by the names the board
// showed for that position (rememberNames: a block keeps its name as it moves, so its name is the
// board's, not a fresh reading of the position); a position no board showed is named as it follows
// by one move from one named before (Solve's moves, named one after the other before they are
// played), else afresh.
#include "huarong_dao_widget.h"

#include "move_names.h"

#include <list>
#include <utility>

namespace minimoves::app {

using huarong::Block;
using huarong::Kind;
using huarong::Who;

namespace {

// The last trays named (by the boards, and by the moves' names), the latest first.
class NameBook {
public:
    void remember(const huarong::Tray& tray)
    {
        if (tray.kinds.isEmpty())
            return;
        forget(tray.kinds);
        m_trays.emplace_front(tray.kinds, tray.blocks);
        if (m_trays.size() > 512)
            m_trays.pop_back();
    }
    huarong::Tray named(const QString& text)
    {
        huarong::Tray tray = huarong::readTray(text);
        for (const auto& [kinds, blocks] : m_trays)
            if (kinds == tray.kinds) {
                tray.blocks = blocks;
                return tray;
            }
        for (const auto& [kinds, blocks] : m_trays)
            if (huarong::follow(blocks, tray.blocks))
                break;
        remember(tray);
        return tray;
    }

private:
    void forget(const QString& kinds)
    {
        m_trays.remove_if([&](const auto& entry) { return entry.first == kinds; });
    }
    std::list<std::pair<QString, std::vector<Block>>> m_trays;
};

NameBook& book()
{
    static NameBook names;
    return names;
}

QString cellText(int cell) { return QString::fromStdString(huarong_dao::cellName(cell)); }

class HuarongDaoNames final : public MoveNames {
public:
    QString name(const AnyPuzzle* puzzle, int move) const override
    {
        if (!puzzle || move < 0 || move >= puzzle->moveCount())
            return {};
        const auto [from, to] = cellsOfMove(move);
        return HuarongDaoWidget::tr("Move the block at %1 to %2").arg(cellText(from), cellText(to));
    }

    QString nameFrom(const AnyPuzzle& puzzle, StateRank from, int move) const override
    {
        if (move < 0 || move >= puzzle.moveCount() || from >= puzzle.stateCount() || puzzle.apply(from, move) == from)
            return name(&puzzle, move);
        const huarong::Tray tray = book().named(QString::fromStdString(puzzle.encodeState(from)));
        const auto [start, end] = cellsOfMove(move);
        const int index = huarong::blockAt(tray.blocks, start);
        if (index < 0 || tray.blocks[std::size_t(index)].cell != start)
            return name(&puzzle, move);
        const QString who = HuarongDaoWidget::blockWords(tray.blocks[std::size_t(index)]);
        const int columns = huarong::trayColumns;
        if (end == start + columns)
            return HuarongDaoWidget::tr("Move %1 down").arg(who);
        if (end == start - columns)
            return HuarongDaoWidget::tr("Move %1 up").arg(who);
        if (end == start + 1 && start % columns != columns - 1)
            return HuarongDaoWidget::tr("Move %1 right").arg(who);
        if (end == start - 1 && start % columns != 0)
            return HuarongDaoWidget::tr("Move %1 left").arg(who);
        return HuarongDaoWidget::tr("Move %1 to %2").arg(who, cellText(end));
    }

private:
    static std::pair<int, int> cellsOfMove(int move)
    {
        const int from = move / (huarong::trayCells - 1);
        const int rest = move % (huarong::trayCells - 1);
        return {from, rest < from ? rest : rest + 1};
    }
};

} // namespace

const MoveNames& huarongDaoMoveNames()
{
    static const HuarongDaoNames names;
    return names;
}

void rememberNames(const huarong::Tray& tray) { book().remember(tray); }

QString HuarongDaoWidget::whoName(Who who)
{
    switch (who) {
    case Who::CaoCao:
        return tr("Cao Cao");
    case Who::GuanYu:
        return tr("Guan Yu");
    case Who::ZhangFei:
        return tr("Zhang Fei");
    case Who::ZhaoYun:
        return tr("Zhao Yun");
    case Who::MaChao:
        return tr("Ma Chao");
    case Who::HuangZhong:
        return tr("Huang Zhong");
    case Who::General:
        return tr("a general");
    case Who::Soldier:
        break;
    }
    return tr("soldier");
}

QString HuarongDaoWidget::blockLabel(Who who)
{
    // The names carved on the blocks are Chinese in every language, as on the wooden puzzle.
    switch (who) {
    case Who::CaoCao:
        return QStringLiteral("曹操");
    case Who::GuanYu:
        return QStringLiteral("关羽");
    case Who::ZhangFei:
        return QStringLiteral("张飞");
    case Who::ZhaoYun:
        return QStringLiteral("赵云");
    case Who::MaChao:
        return QStringLiteral("马超");
    case Who::HuangZhong:
        return QStringLiteral("黄忠");
    case Who::General:
        return QStringLiteral("将");
    case Who::Soldier:
        break;
    }
    return QStringLiteral("兵");
}

QString HuarongDaoWidget::blockWords(const Block& block)
{
    if (block.who == Who::Soldier)
        return tr("the soldier at %1").arg(cellText(block.cell));
    if (block.who == Who::General)
        return tr("the general at %1").arg(cellText(block.cell));
    return whoName(block.who);
}

QString HuarongDaoWidget::partName(const Block& block, int cell)
{
    const int dx = cell % huarong::trayColumns - block.cell % huarong::trayColumns;
    const int dy = cell / huarong::trayColumns - block.cell / huarong::trayColumns;
    switch (block.kind) {
    case Kind::CaoCao:
        if (dy == 0)
            return dx == 0 ? tr("top-left quarter") : tr("top-right quarter");
        return dx == 0 ? tr("bottom-left quarter") : tr("bottom-right quarter");
    case Kind::Vertical:
        return dy == 0 ? tr("top half") : tr("bottom half");
    case Kind::Horizontal:
        return dx == 0 ? tr("left half") : tr("right half");
    default:
        return {};
    }
}

} // namespace minimoves::app
