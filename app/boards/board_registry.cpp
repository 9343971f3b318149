// The boards: one line per puzzle below, its record defined beside its board (<puzzle>_ui.cpp).
#include "board_widget.h"
#include "move_names.h"
#include "puzzle_ui.h"

#include "core/any_puzzle.h"

#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace minimoves::app {

PuzzleUi shiftingGridUi();
PuzzleUi sawtoothUi();
PuzzleUi rollingCubesUi();
PuzzleUi magicBoardUi();
PuzzleUi ballGridUi();
PuzzleUi eightPuzzleUi();
PuzzleUi fifteenPuzzleUi();
PuzzleUi huarongDaoUi();
PuzzleUi rushHourUi();
PuzzleUi pocketCubeUi();
PuzzleUi pyraminxUi();
PuzzleUi skewbUi();

const std::vector<PuzzleUi>& puzzleUis()
{
    static const std::vector<PuzzleUi> uis = [] {
        std::vector<PuzzleUi> all{
            shiftingGridUi(),
            sawtoothUi(),
            rollingCubesUi(),
            magicBoardUi(),
            ballGridUi(),
            eightPuzzleUi(),
            fifteenPuzzleUi(),
            huarongDaoUi(),
            rushHourUi(),
            pocketCubeUi(),
            pyraminxUi(),
            skewbUi(),
        };
        // The chooser's order is the solvers' registry order; a record without an engine is dropped.
        std::vector<PuzzleUi> ordered;
        for (const auto& type : puzzleTypes())
            for (const auto& ui : all)
                if (ui.id == type.id)
                    ordered.push_back(ui);
        return ordered;
    }();
    return uis;
}

const PuzzleUi* findPuzzleUi(std::string_view id)
{
    const auto& uis = puzzleUis();
    const auto it = std::find_if(uis.begin(), uis.end(), [id](const PuzzleUi& ui) { return ui.id == id; });
    return it == uis.end() ? nullptr : &*it;
}

const PuzzleUi& firstStartPuzzle()
{
    const auto& uis = puzzleUis();
    const auto it = std::find_if(uis.begin(), uis.end(), [](const PuzzleUi& ui) { return ui.firstStart; });
    return it == uis.end() ? uis.front() : *it;
}

QString puzzleTitle(std::string_view id)
{
    if (const PuzzleUi* ui = findPuzzleUi(id))
        return ui->title();
    return QString::fromUtf8(id.data(), int(id.size()));
}

const PuzzleType* PuzzleUi::type() const { return findPuzzleType(id); }

const MoveNames& PuzzleUi::names() const { return moveNames ? moveNames() : MoveNames::engineTexts(); }

QString PuzzleUi::goalText() const
{
    if (goal)
        return goal();
    // A record without its goal line: the rules' first paragraph, as plain text.
    QTextDocument rules;
    rules.setHtml(rulesHtml ? rulesHtml() : QString());
    return rules.firstBlock().text().trimmed();
}

QString PuzzleUi::menuTitleForVariants() const
{
    return variantMenuTitle ? variantMenuTitle() : BoardWidget::tr("Board &size");
}

QString PuzzleUi::labelOf(const QString& variant) const
{
    return variantTitle ? variantTitle(variant) : variant;
}

BoardWidget* BoardWidget::create(std::string_view puzzleId, QWidget* parent)
{
    const PuzzleUi* ui = findPuzzleUi(puzzleId);
    return ui ? ui->createBoard(parent) : nullptr;
}

} // namespace minimoves::app
