// The blocks of a Huarong Dao tray as the board sees them: which block stands where, and who it is.
// The engine's layout says only what kind of block covers each cell (huarong_dao.h), so blocks of
// the same shape are interchangeable there; the board gives each a name by a fixed rule at a fresh
// position and lets a block keep its name as it moves.
//
// The rule (nameFresh): the 2x2 block is Cao Cao; the first horizontal block in reading order is
// Guan Yu; the vertical blocks in reading order are Zhang Fei, Zhao Yun, Ma Chao and Huang Zhong;
// any other general takes the names still free in that order (a layout of other pieces: 水泄不通's
// four horizontals), and past five generals a block is just "a general"; 1x1 blocks are soldiers.
//
// readTray() reads a tray leniently (the position editor's draft may be broken): whole blocks are
// paired as the engine pairs them (a run of V cells down a column from its top, of H cells along a
// row from its left), and cells that make no whole block are listed as broken.
#pragma once

#include "huarong_dao/huarong_dao.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace minimoves::app::huarong {

using huarong_dao::Kind;
inline constexpr int trayColumns = huarong_dao::columnCount;
inline constexpr int trayRows = huarong_dao::rowCount;
inline constexpr int trayCells = huarong_dao::cellCount;

enum class Who : std::uint8_t { CaoCao, GuanYu, ZhangFei, ZhaoYun, MaChao, HuangZhong, General, Soldier };

struct Block {
    Kind kind = Kind::Soldier;
    int cell = 0; // its top-left cell
    Who who = Who::Soldier;
    bool operator==(const Block&) const = default;
};

struct Tray {
    // What covers each cell, as the layout's letters (C V H S .), 20 of them in reading order.
    QString kinds;
    std::vector<Block> blocks; // in reading order of their top-left cells
    std::vector<int> broken;   // cells of no whole block
};

// A block's width and height in cells.
int widthOf(Kind kind);
int heightOf(Kind kind);
// The cells a block of `kind` covers at `cell` (a bit per cell), 0 where it does not fit.
std::uint32_t cellsOf(Kind kind, int cell);
Kind kindOfLetter(QChar letter);
QChar letterOf(Kind kind);

// The tray of a layout text ("VCCV/VCCV/..." or 20 letters), named by the fixed rule; an empty
// tray (no kinds) when the text is not 20 cells.
Tray readTray(const QString& text);
void nameFresh(std::vector<Block>& blocks);
// `after` named as it follows from `before` by one block moved (the others stay, the moved one
// keeps its name), or by none; false (and `after` unchanged) when it does not follow so.
bool follow(const std::vector<Block>& before, std::vector<Block>& after);
// The index of the block covering `cell`, or -1.
int blockAt(const std::vector<Block>& blocks, int cell);
// The cells covered by some block.
std::uint32_t filled(const std::vector<Block>& blocks);
// The top-left cells block `index` passes through on its way to `to` (from its own cell, both
// ends included) by single steps through cells the others leave free; empty when there is none.
std::vector<int> pathOf(const std::vector<Block>& blocks, int index, int to);

} // namespace minimoves::app::huarong
