// PuzzleUi: everything the game's shell knows of one puzzle, defined beside its board (in
// <puzzle>_ui.cpp) and listed once in board_registry.cpp. The shell, Help, Statistics and the
// Preferences loop over puzzleUis() and never name a puzzle.
#pragma once

#include <QRectF>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

class QWidget;

namespace minimoves {
struct PuzzleType;
}

namespace minimoves::app {

class BoardWidget;
class MoveNames;

// One step of a puzzle's first-time tour: a short text (translated) and the place on the board it
// points at, in the board's own coordinates as it is laid out now (an empty rectangle: the whole
// board).
struct TourStep {
    QString text;
    QRectF place;
};

struct PuzzleUi {
    std::string_view id; // the solvers' registry id
    // The puzzle's name, translated.
    QString (*title)() = nullptr;
    // The puzzle's goal in one short sentence, translated (the gallery's cards); nullptr: the
    // first paragraph of rulesHtml() as plain text.
    QString (*goal)() = nullptr;
    // Help: the rules page (HTML paragraphs, translated) and one sentence for the Keyboard page.
    QString (*rulesHtml)() = nullptr;
    QString (*keysHtml)() = nullptr;
    // An instance whose pictures Help draws (instance text read by makeInstance; reading it is
    // instant, while drawing a random instance may build tables the GUI thread must not build).
    std::string_view helpExample;
    // The Game menu's entry for the variants (sizes, picture kinds) and each variant's label;
    // nullptr: "Board size" and the variant text as it is.
    QString (*variantMenuTitle)() = nullptr;
    QString (*variantTitle)(const QString& variant) = nullptr;
    // Where a puzzle has many variants, the submenu of the variant menu each one is listed in
    // ("16 balls"); nullptr: one flat list.
    QString (*variantGroup)(const QString& variant) = nullptr;
    // The puzzle's board.
    BoardWidget* (*createBoard)(QWidget* parent) = nullptr;
    // A board drawn two ways (BoardWidget::setPlainLook): the View menu's switch to its plain look,
    // its text ("Plain &blocks"); nullptr: one look, no switch.
    QString (*plainLookTitle)() = nullptr;
    // The moves in the player's words (move_names.h), for whoever names a move with no board at
    // hand (the status line, Undo, the playback bar, the narrator, Help); the board uses the same.
    // nullptr: the engine's move texts.
    const MoveNames& (*moveNames)() = nullptr;
    // The first-time tour's steps over this board (a BoardWidget this record's createBoard made):
    // the goal, a move by mouse, a move by keys. The shell adds the last step (Hint) itself;
    // nullptr: one step saying keysHtml() over the whole board.
    std::vector<TourStep> (*tourSteps)(BoardWidget& board) = nullptr;
    // The puzzle a first start shows (one puzzle says so; else the first of puzzleUis()).
    bool firstStart = false;

    const PuzzleType* type() const;
    const MoveNames& names() const;
    QString goalText() const;
    QString idText() const { return QString::fromUtf8(id.data(), int(id.size())); }
    QString menuTitleForVariants() const;
    QString labelOf(const QString& variant) const;
};

// Every puzzle with a board, in the solvers' registry order.
const std::vector<PuzzleUi>& puzzleUis();
const PuzzleUi* findPuzzleUi(std::string_view id);
// The puzzle a first start shows.
const PuzzleUi& firstStartPuzzle();
// The translated title of a puzzle id; the id itself when no board knows it.
QString puzzleTitle(std::string_view id);

} // namespace minimoves::app
