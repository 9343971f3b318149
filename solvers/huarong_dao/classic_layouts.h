// The traditional named Huarong Dao layouts: their names in Chinese and English, the tray in the
// text form of huarong_dao.h, and each one's par, the exact minimum of moves in the classic
// (any-path) count as our engine computes it (tst_huarong_dao checks every par against the
// engine; the same figures are published, e.g. 81 for 横刀立马, 138 for 峰回路转).
// The first is the classic start, 横刀立马. Ids are the pinyin of the names, for the command line
// (`minimoves-cli facts huarong-dao:heng-dao-li-ma`) and as the puzzle's variants.
#pragma once

#include <array>
#include <string_view>

namespace minimoves::huarong_dao {

struct ClassicLayout {
    std::string_view id;
    std::string_view chineseName;
    std::string_view englishName;
    std::string_view layout;
    int par;
};

inline constexpr std::array classicLayouts{
    ClassicLayout{"heng-dao-li-ma", "横刀立马", "Sword Across, Horse Reined", "VCCV/VCCV/VHHV/VSSV/S..S", 81},
    ClassicLayout{"zhi-hui-ruo-ding", "指挥若定", "Calm Command", "VCCV/VCCV/SHHS/VSSV/V..V", 70},
    ClassicLayout{"jiang-yong-cao-ying", "将拥曹营", "Generals Round Cao's Camp", ".CC./VCCV/VVVV/SVVS/HHSS", 72},
    ClassicLayout{"qi-tou-bing-jin", "齐头并进", "Advancing Abreast", "VCCV/VCCV/SSSS/VHHV/V..V", 60},
    ClassicLayout{"bing-fen-san-lu", "兵分三路", "Troops on Three Roads", "SCCS/VCCV/VHHV/VSSV/V..V", 72},
    ClassicLayout{"yu-sheng-xi-li", "雨声淅沥", "Patter of Rain", "VCCS/VCCS/VHHV/VV.V/SV.S", 47},
    ClassicLayout{"zuo-you-bu-bing", "左右布兵", "Soldiers Left and Right", "SCCS/SCCS/VVVV/VVVV/.HH.", 54},
    ClassicLayout{"tao-hua-yuan-zhong", "桃花园中", "In the Peach Garden", "SCCS/VCCV/VVVV/SVVS/.HH.", 70},
    ClassicLayout{"yi-lu-jin-jun", "一路进军", "Marching Down One Road", "VCCS/VCCS/VVVS/VVVS/.HH.", 58},
    ClassicLayout{"yi-lu-shun-feng", "一路顺风", "Fair Wind All the Way", "VCCS/VCCS/VHHV/VSVV/.SV.", 39},
    ClassicLayout{"wei-er-bu-jian", "围而不歼", "Surrounded, Not Destroyed", "VCCS/VCCS/VHHS/VVVS/.VV.", 62},
    ClassicLayout{"jie-zu-xian-deng", "捷足先登", "The Swift Arrive First", "SCCS/SCCS/.HH./VVVV/VVVV", 32},
    ClassicLayout{"cha-chi-nan-fei", "插翅难飞", "No Escape Even on Wings", "VCCS/VCCS/HHSS/VHHV/V..V", 62},
    ClassicLayout{"shou-kou-ru-ping", "守口如瓶", "Tight as a Sealed Jar", "VCCV/VCCV/SV.S/SV.S/HHHH", 81},
    ClassicLayout{"shuang-jiang-dang-lu", "双将挡路", "Two Generals Bar the Way", "VCCS/VCCS/VHHV/VHHV/S..S", 73},
    ClassicLayout{"heng-ma-dang-guan", "横马当关", "Horse Across the Pass", "VCCV/VCCV/HHHH/SV.S/SV.S", 83},
    ClassicLayout{"ceng-ceng-she-fang", "层层设防", "Layer upon Layer of Defence", "VCCV/VCCV/SHHS/SHHS/.HH.", 102},
    ClassicLayout{"bing-dang-jiang-zu", "兵挡将阻", "Soldiers Block, Generals Bar", "SCCV/SCCV/VHHS/VHHS/.HH.", 87},
    ClassicLayout{"du-se-yao-dao", "堵塞要道", "The Pass Is Choked", "SCCS/SCCS/VVHH/VVHH/.HH.", 40},
    ClassicLayout{"weng-zhong-zhi-bie", "瓮中之鳖", "Turtle in a Jar", "VCCV/VCCV/HHHH/SHHS/S..S", 103},
    ClassicLayout{"ceng-luan-die-zhang", "层峦叠嶂", "Peaks upon Peaks", "VCCV/VCCV/SHHS/HHHH/S..S", 98},
    ClassicLayout{"shui-xie-bu-tong", "水泄不通", "Not Even Water Gets Through", "VCCS/VCCS/HHHH/HHHH/S..S", 79},
    ClassicLayout{"si-lu-jin-bing", "四路进兵", "Advancing on Four Roads", "SCCS/SCCS/V.HH/V.HH/HHHH", 77},
    ClassicLayout{"ru-di-wu-men", "入地无门", "No Door into the Ground", "VCCS/VCCS/SHHS/HHHH/.HH.", 87},
    ClassicLayout{"yong-chuang-wu-guan", "勇闯五关", "Storming Five Passes", "SCCS/SCCS/HHHH/HHHH/.HH.", 34},
    ClassicLayout{"si-mian-chu-ge", "四面楚歌", "Besieged on All Sides", "VSSV/VCCV/SCCV/VHHV/V..S", 56},
    ClassicLayout{"bing-lin-cao-ying", "兵临曹营", "Soldiers at Cao's Camp", "SCCS/SCCS/VHHV/VVVV/.VV.", 34},
    ClassicLayout{"wu-jiang-bi-gong", "五将逼宫", "Five Generals Storm the Palace", "HHHH/VCCV/VCCV/SHHS/S..S", 36},
    ClassicLayout{"jin-zai-zhi-chi", "近在咫尺", "So Near, Yet So Far", "SVVV/SVVV/HHSS/HHCC/..CC", 98},
    ClassicLayout{"feng-hui-lu-zhuan", "峰回路转", "The Winding Mountain Path", "SSSV/CCVV/CCVV/.HHV/.SHH", 138},
};

} // namespace minimoves::huarong_dao
