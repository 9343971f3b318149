// Huarong Dao: what the game's shell, Help and Statistics know of this puzzle (app/boards/puzzle_ui.h).
// Its variants are the classic layouts (solvers/huarong_dao/classic_layouts.h), named in the
// player's language and listed by how many moves they need.
#include "huarong_dao/classic_layouts.h"
#include "huarong_dao/huarong_dao_type.h"
#include "huarong_dao_widget.h"
#include "puzzle_ui.h"

namespace minimoves::app {

namespace {

QString rules()
{
    return HuarongDaoWidget::tr(
        "<p>Huarong Dao (华容道), the Chinese sliding-block puzzle also known as Klotski: wooden blocks in a tray "
        "four cells wide and five tall. The large square block is Cao Cao (曹操), fleeing through the Huarong Pass; "
        "the long blocks are the generals barring his way, Guan Yu (关羽) lying across and Zhang Fei, Zhao Yun, Ma "
        "Chao and Huang Zhong (张飞, 赵云, 马超, 黄忠) standing upright; the small blocks are soldiers (兵). Two cells "
        "are empty.</p>"
        "<p><b>A move</b> takes one block to any place it can reach by sliding through empty cells: it may go round "
        "a corner, and however far it goes it counts as one move (the classic count). Blocks never leave the tray, "
        "turn or pass over each other.</p>"
        "<p><b>Goal:</b> Cao Cao at the bottom centre of the tray, over the exit marked in its frame, as the small "
        "picture shows.</p>"
        "<p>Blocks of the same shape are alike to the puzzle: the board names them in reading order at the start "
        "and each keeps its name as it moves. The classic start, 横刀立马, needs 81 moves (90 if every straight "
        "slide counted as a move). Game ▸ Layout offers thirty traditional layouts, each with its exact "
        "least number of moves; New deals a position of the chosen layout at the distance asked for.</p>"
        "<p><b>Playing:</b> drag a block to where it should go (the place it would land is outlined), or click a "
        "block and then a cell it should cover. With the keys, the arrows move the cursor, Enter or Space picks up "
        "the block under it, the arrows move it through the places it can reach, and Enter or Space sets it down "
        "there as one move.</p>");
}

QString layoutTitle(const QString& variant)
{
    const huarong_dao::ClassicLayout* classic = huarong_dao::findClassicLayout(variant.toStdString());
    if (!classic)
        return variant;
    const QString chinese = QString::fromUtf8(classic->chineseName.data(), int(classic->chineseName.size()));
    const QString english = QString::fromUtf8(classic->englishName.data(), int(classic->englishName.size()));
    // The translation keeps the names it shows: the Chinese one alone in Chinese.
    return HuarongDaoWidget::tr("{english} ({chinese})", "a classic layout's name in the Layout menu")
        .replace(QStringLiteral("{english}"), english)
        .replace(QStringLiteral("{chinese}"), chinese);
}

QString layoutGroup(const QString& variant)
{
    const huarong_dao::ClassicLayout* classic = huarong_dao::findClassicLayout(variant.toStdString());
    const int par = classic ? classic->par : 0;
    if (par < 50)
        return HuarongDaoWidget::tr("Fewer than 50 moves");
    if (par < 80)
        return HuarongDaoWidget::tr("50 to 79 moves");
    return HuarongDaoWidget::tr("80 moves or more");
}

} // namespace

PuzzleUi huarongDaoUi()
{
    return PuzzleUi{
        .id = "huarong-dao",
        .title = [] { return HuarongDaoWidget::tr("Huarong Dao"); },
        .goal = [] { return HuarongDaoWidget::tr("Slide the blocks until Cao Cao reaches the exit at the bottom centre."); },
        .rulesHtml = &rules,
        .keysHtml = &HuarongDaoWidget::keysText,
        .helpExample = "heng-dao-li-ma",
        .variantMenuTitle = [] { return HuarongDaoWidget::tr("&Layout"); },
        .variantTitle = &layoutTitle,
        .variantGroup = &layoutGroup,
        .createBoard = [](QWidget* parent) -> BoardWidget* { return new HuarongDaoWidget(parent); },
        .plainLookTitle = [] { return HuarongDaoWidget::tr("Plain &blocks"); },
        .moveNames = []() -> const MoveNames& { return huarongDaoMoveNames(); },
        .tourSteps = &HuarongDaoWidget::tour,
    };
}

} // namespace minimoves::app
