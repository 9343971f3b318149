#include "levels/own_ladders.h"

#include "huarong_dao/classic_layouts.h"
#include "huarong_dao/huarong_dao_type.h"

#include <array>

namespace minimoves::levels {

namespace {

constexpr std::array HuarongDaoLadders{
    OwnLadder{"classic", &huarongClassicLadder, true},
    OwnLadder{"searched", &huarongSearchedLadder, true},
};
constexpr std::array RushHourLadders{
    OwnLadder{"searched", &rushHourSearchedLadder, false},
};

} // namespace

std::span<const OwnLadder> ownLadders(std::string_view puzzle)
{
    if (puzzle == "huarong-dao")
        return HuarongDaoLadders;
    if (puzzle == "rush-hour")
        return RushHourLadders;
    return {};
}

const OwnLadder* findOwnLadder(std::string_view puzzle, std::string_view key)
{
    for (const OwnLadder& ladder : ownLadders(puzzle))
        if (ladder.key == key)
            return &ladder;
    return nullptr;
}

LayoutNames layoutNames(std::string_view puzzle, std::string_view name)
{
    if (puzzle == "huarong-dao" && !name.empty())
        if (const huarong_dao::ClassicLayout* classic = huarong_dao::findClassicLayout(name))
            return {classic->englishName, classic->chineseName};
    return {};
}

} // namespace minimoves::levels
