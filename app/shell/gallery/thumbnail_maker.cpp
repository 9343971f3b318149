#include "shell/gallery/thumbnail_maker.h"

#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "shell/settings/settings.h"

#include <QHash>
#include <QPalette>

#include <random>

namespace minimoves::app {

namespace {

// The last picture of each puzzle (a card shows one): drawn again only for another position,
// pixel ratio, palette or language.
struct CachedThumbnail {
    std::weak_ptr<const AnyPuzzle> puzzle;
    StateRank state = 0;
    qreal ratio = 0;
    bool symbols = false;
    QString language;
    QImage image;
};

QHash<QString, CachedThumbnail>& thumbnailCache()
{
    static QHash<QString, CachedThumbnail> cache;
    return cache;
}

int thumbnailsDrawn = 0;

} // namespace

QImage ThumbnailMaker::picture(const PuzzleUi& ui, const std::shared_ptr<const AnyPuzzle>& puzzle, StateRank state,
                               qreal ratio)
{
    if (!puzzle || !ui.createBoard)
        return {};
    const bool symbols = settings::symbols();
    const QString language = settings::activeLanguage();
    CachedThumbnail& kept = thumbnailCache()[ui.idText()];
    if (kept.puzzle.lock() == puzzle && kept.state == state && kept.ratio == ratio && kept.symbols == symbols &&
        kept.language == language)
        return kept.image;
    std::unique_ptr<BoardWidget> board(ui.createBoard(nullptr));
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->setAnimationDuration(0);
    board->setSymbols(symbols);
    board->setPuzzle(puzzle);
    board->showState(state, -1, state);
    board->resize(BoardSize);
    board->show();
    QImage image(BoardSize * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(board->palette().color(QPalette::Window));
    board->render(&image);
    ++thumbnailsDrawn;
    kept = {puzzle, state, ratio, symbols, language, image};
    return image;
}

std::shared_ptr<const AnyPuzzle> ThumbnailMaker::example(const PuzzleUi& ui)
{
    static QHash<QString, std::shared_ptr<const AnyPuzzle>> examples;
    std::shared_ptr<const AnyPuzzle>& kept = examples[ui.idText()];
    if (kept)
        return kept;
    const PuzzleType* type = ui.type();
    if (!type)
        return nullptr;
    // Reading the example is instant; a random instance may build tables (as Help says).
    if (auto made = type->makeInstance(ui.helpExample))
        kept = std::move(made).value();
    if (!kept) {
        std::mt19937_64 random(2008);
        kept = type->makeRandomInstance("", random);
    }
    return kept;
}

int ThumbnailMaker::drawn() { return thumbnailsDrawn; }

} // namespace minimoves::app
