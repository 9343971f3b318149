#include "huarong_dao_blocks.h"

#include <algorithm>
#include <array>
#include <deque>

namespace minimoves::app::huarong {

int widthOf(Kind kind) { return kind == Kind::CaoCao || kind == Kind::Horizontal ? 2 : 1; }

int heightOf(Kind kind) { return kind == Kind::CaoCao || kind == Kind::Vertical ? 2 : 1; }

std::uint32_t cellsOf(Kind kind, int cell)
{
    if (kind == Kind::Empty || cell < 0 || cell >= trayCells)
        return 0;
    const int column = cell % trayColumns, row = cell / trayColumns;
    const int w = widthOf(kind), h = heightOf(kind);
    if (column + w > trayColumns || row + h > trayRows)
        return 0;
    std::uint32_t bits = 0;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
            bits |= 1u << (cell + y * trayColumns + x);
    return bits;
}

Kind kindOfLetter(QChar letter)
{
    switch (letter.toUpper().unicode()) {
    case 'C':
        return Kind::CaoCao;
    case 'V':
        return Kind::Vertical;
    case 'H':
        return Kind::Horizontal;
    case 'S':
        return Kind::Soldier;
    default:
        return Kind::Empty;
    }
}

QChar letterOf(Kind kind) { return QLatin1Char(huarong_dao::kindLetter(kind)); }

Tray readTray(const QString& text)
{
    Tray tray;
    QString kinds = text;
    kinds.remove(QLatin1Char('/'));
    if (kinds.size() != trayCells)
        return tray;
    tray.kinds = kinds;
    std::uint32_t covered = 0;
    for (int cell = 0; cell < trayCells; ++cell) {
        const Kind kind = kindOfLetter(kinds[cell]);
        if (kind == Kind::Empty || (covered >> cell & 1))
            continue;
        const std::uint32_t own = cellsOf(kind, cell);
        bool whole = own != 0 && (own & covered) == 0;
        for (int c = 0; whole && c < trayCells; ++c)
            if ((own >> c & 1) && kindOfLetter(kinds[c]) != kind)
                whole = false;
        if (!whole) {
            covered |= 1u << cell;
            tray.broken.push_back(cell);
            continue;
        }
        covered |= own;
        tray.blocks.push_back(Block{kind, cell, Who::Soldier});
    }
    nameFresh(tray.blocks);
    return tray;
}

void nameFresh(std::vector<Block>& blocks)
{
    std::array<bool, 5> taken{}; // Guan Yu, Zhang Fei, Zhao Yun, Ma Chao, Huang Zhong
    auto take = [&](int index) {
        taken[std::size_t(index)] = true;
        return Who(int(Who::GuanYu) + index);
    };
    auto nextFree = [&]() {
        for (int i = 0; i < 5; ++i)
            if (!taken[std::size_t(i)])
                return take(i);
        return Who::General;
    };
    std::vector<Block*> others;
    bool guanYu = false;
    int vertical = 0;
    for (Block& block : blocks) {
        block.who = Who::Soldier;
        if (block.kind == Kind::CaoCao)
            block.who = Who::CaoCao;
        else if (block.kind == Kind::Horizontal && !guanYu) {
            guanYu = true;
            block.who = take(0);
        } else if (block.kind == Kind::Vertical && vertical < 4)
            block.who = take(1 + vertical++);
        else if (block.kind != Kind::Soldier)
            others.push_back(&block);
    }
    for (Block* block : others)
        block->who = nextFree();
}

bool follow(const std::vector<Block>& before, std::vector<Block>& after)
{
    if (before.size() != after.size())
        return false;
    const Block* left = nullptr;
    for (const Block& old : before)
        if (std::find_if(after.begin(), after.end(),
                         [&](const Block& b) { return b.cell == old.cell && b.kind == old.kind; }) == after.end()) {
            if (left)
                return false;
            left = &old;
        }
    std::vector<Block> named = after;
    bool arrived = false;
    for (Block& block : named) {
        const auto old = std::find_if(before.begin(), before.end(),
                                      [&](const Block& b) { return b.cell == block.cell && b.kind == block.kind; });
        if (old != before.end()) {
            block.who = old->who;
        } else {
            if (arrived || !left || block.kind != left->kind)
                return false;
            arrived = true;
            block.who = left->who;
        }
    }
    if (left && !arrived)
        return false;
    after = std::move(named);
    return true;
}

int blockAt(const std::vector<Block>& blocks, int cell)
{
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (cellsOf(blocks[i].kind, blocks[i].cell) >> cell & 1)
            return int(i);
    return -1;
}

std::uint32_t filled(const std::vector<Block>& blocks)
{
    std::uint32_t bits = 0;
    for (const Block& block : blocks)
        bits |= cellsOf(block.kind, block.cell);
    return bits;
}

std::vector<int> pathOf(const std::vector<Block>& blocks, int index, int to)
{
    if (index < 0 || index >= int(blocks.size()))
        return {};
    const Block& block = blocks[std::size_t(index)];
    const std::uint32_t blocked = filled(blocks) & ~cellsOf(block.kind, block.cell);
    std::array<int, trayCells> came{};
    came.fill(-1);
    came[std::size_t(block.cell)] = block.cell;
    std::deque<int> queue{block.cell};
    while (!queue.empty()) {
        const int at = queue.front();
        queue.pop_front();
        if (at == to)
            break;
        const int column = at % trayColumns;
        const int steps[4] = {at - trayColumns, column > 0 ? at - 1 : -1, column < trayColumns - 1 ? at + 1 : -1,
                              at + trayColumns};
        for (int next : steps) {
            if (next < 0 || next >= trayCells || came[std::size_t(next)] >= 0)
                continue;
            const std::uint32_t own = cellsOf(block.kind, next);
            if (own == 0 || (own & blocked) != 0)
                continue;
            came[std::size_t(next)] = at;
            queue.push_back(next);
        }
    }
    if (to < 0 || to >= trayCells || came[std::size_t(to)] < 0)
        return {};
    std::vector<int> path{to};
    while (path.back() != block.cell)
        path.push_back(came[std::size_t(path.back())]);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace minimoves::app::huarong
