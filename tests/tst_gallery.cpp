// The puzzle gallery (View ▸ Gallery, and a new player's first sight) through the window: a card for
// every registered puzzle drawn by its own board, what a screen reader hears of each (title, goal,
// progress: the game kept and its moves, the stars of the levels, today's daily), Continue, New and
// Levels, arrows and Enter, the first start with the suggested card focused and the tour after it,
// the cards and buttons in sight at 640x480 and reflowed large, the board's keys after a choice,
// and the Chinese texts.
#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/records/level_progress.h"
#include "levels/daily.h"
#include "levels/level_data.h"
#include "shell/gallery/card_delegate.h"
#include "shell/gallery/gallery_cards.h"
#include "shell/gallery/gallery_dialog.h"
#include "shell/gallery/thumbnail_maker.h"
#include "shell/levels/level_play.h"
#include "shell/levels/levels_dialog.h"
#include "shell/settings/settings.h"
#include "shell/tour/tour_overlay.h"
#include "shell/window/game_dialogs.h"

#include "game_fixture.h"
#include "test_registry.h"

#include <QAccessible>
#include <QApplication>
#include <QDir>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_gallery {

using namespace minimoves;
using namespace minimoves::app;

namespace {

const QString EightPuzzle = QStringLiteral("eight-puzzle");
const QString MagicBoard = QStringLiteral("magic-board");

struct GalleryWindow : WindowFixture {
    GalleryWindow() { mode = std::nullopt; }

    GalleryDialog* gallery() const { return window.findChild<GalleryDialog*>(); }
    QListView* view() const { return gallery()->view(); }
    GalleryCards* cards() const { return gallery()->cards(); }
    // The window at `size` showing a game of `id`; false when it did not come in time.
    bool open(const QString& id, QSize size = {960, 680})
    {
        return show(size) && choose(id);
    }
    bool choose(const QString& id)
    {
        window.selectPuzzle(id);
        return QTest::qWaitFor([&] { return window.board() && window.currentPuzzleId() == id && session()->hasGame(); },
                               20000);
    }
    // View ▸ Gallery, shown and active; false when it did not come.
    bool openGallery()
    {
        action(Action::Gallery)->trigger();
        return gallery() && QTest::qWaitForWindowActive(gallery());
    }
    int rowOf(const QString& id) const { return cards()->rowOf(id); }
    // What a screen reader says of a card: the name of the list's item.
    QString spoken(int row) const
    {
        QAccessibleInterface* list = QAccessible::queryAccessibleInterface(view());
        QAccessibleInterface* cell = list && list->tableInterface() ? list->tableInterface()->cellAt(row, 0) : nullptr;
        return cell ? cell->text(QAccessible::Name) : QString();
    }
    QStringList progress(int row) const { return cards()->index(row).data(GalleryCards::ProgressRole).toStringList(); }
    void select(const QString& id) { view()->setCurrentIndex(cards()->index(rowOf(id))); }
    // The keys are on the board shown.
    bool boardHasKeys() const
    {
        return QTest::qWaitFor([&] { return window.board() && window.board()->hasFocus(); }, 5000);
    }
};

// Whether a picture holds a drawing: many colours, not one fill.
bool drawn(const QImage& image)
{
    if (image.isNull())
        return false;
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    return colours.size() > 8;
}

} // namespace

class TestGallery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void everyPuzzleHasACardDrawnByItsBoard();
    void theCardsSayTheirProgress();
    void aSavedGameNotYetReadShowsItsMoves();
    void continueSwitchesToTheGameAsLeft();
    void newStartsANewGameOfTheCard();
    void levelsOpensTheCardsLadder();
    void arrowsAndEnterChoose();
    void aDoubleClickContinues();
    void escCloses();
    void ctrlQQuitsFromIt();
    void aNewPlayerMeetsItFirst();
    void aPlayerWhoPlayedIsNotSuggestedAnything();
    void everythingIsInSightAt640x480();
    void largeWindowsGetMoreCardsARow();
    void itIsInTheViewMenuTheToolbarAndOnCtrlG();
    void itSpeaksChinese();
};

void TestGallery::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gallery"));
}

void TestGallery::init()
{
    QSettings().clear();
    settings::applyLanguage(QStringLiteral("en"));
}

// One card for each registered puzzle, in the registry's order, its picture drawn by its board,
// its title and goal said.
void TestGallery::everyPuzzleHasACardDrawnByItsBoard()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    const auto& uis = puzzleUis();
    QCOMPARE(w.cards()->rowCount(), int(uis.size()));
    for (int row = 0; row < int(uis.size()); ++row) {
        const PuzzleUi& ui = uis[std::size_t(row)];
        const QModelIndex card = w.cards()->index(row);
        QCOMPARE(card.data(GalleryCards::IdRole).toString(), ui.idText());
        QCOMPARE(card.data(Qt::DisplayRole).toString(), ui.title());
        QVERIFY2(drawn(card.data(Qt::DecorationRole).value<QImage>()), qPrintable(ui.idText()));
        QVERIFY(!ui.goalText().isEmpty());
        const QString spoken = w.spoken(row);
        QVERIFY2(spoken.startsWith(ui.title() + QLatin1Char('.')), qPrintable(spoken));
        QVERIFY2(spoken.contains(ui.goalText()), qPrintable(spoken));
    }
    // The pictures are made once: the gallery opened again draws none of them anew.
    const int drawnBefore = ThumbnailMaker::drawn();
    w.gallery()->reject();
    QVERIFY(w.openGallery());
    QCOMPARE(ThumbnailMaker::drawn(), drawnBefore);
}

// The game kept and its moves, the stars of the levels, today's daily puzzle on its card.
void TestGallery::theCardsSayTheirProgress()
{
    QTemporaryDir folder;
    LevelProgress earned;
    const QString ladder = LevelProgress::ladderKey(EightPuzzle, QString());
    QVERIFY(earned.recordLevel(ladder, 1, 3));
    QVERIFY(earned.recordLevel(ladder, 2, 2));
    // Today's daily puzzle solved with 2 stars, whichever puzzle it is.
    const QDate today(2026, 12, 6);
    const levels::DailyPuzzle daily = levels::dailyChoice({2026, 12, 6});
    const QString dailyId = QString::fromStdString(daily.puzzle);
    // A game of that day's puzzle and size (the progress file's reader refuses any other).
    const PuzzleType* type = findPuzzleType(daily.puzzle);
    std::mt19937_64 random(6);
    const auto dayGame = type->makeRandomInstance(daily.variant.empty() ? std::string(type->defaultVariant) : daily.variant, random);
    const QString dayGameId = QString::fromStdString(formatGameId(*dayGame, dayGame->initialState()));
    QVERIFY(earned.recordDaily({today, dayGameId, 10, 12, 60, 0, 2}));
    const QString path = folder.filePath(QStringLiteral("progress.json"));
    QString error;
    QVERIFY2(ProgressStore(path).save(earned, &error), qPrintable(error));

    GalleryWindow w;
    w.window.records()->setProgressFile(path);
    w.window.levelPlay()->setToday(today);
    QVERIFY(w.open(MagicBoard));
    for (int move : {0, 1, 2})
        w.model()->playMove(move);
    QVERIFY(w.openGallery());

    const int eight = w.rowOf(EightPuzzle);
    const int ladderStars = int(levels::findLadder("eight-puzzle", "", nullptr)->levels.size()) * 3;
    const QString stars = QStringLiteral("Levels: 5 of %1 stars.").arg(ladderStars);
    QVERIFY2(w.progress(eight).contains(stars), qPrintable(w.progress(eight).join(QLatin1Char('|'))));
    QVERIFY2(w.spoken(eight).contains(stars), qPrintable(w.spoken(eight)));
    QVERIFY(w.progress(eight).contains(QStringLiteral("No game yet.")));

    const int magic = w.rowOf(MagicBoard);
    QCOMPARE(w.cards()->index(magic).data(GalleryCards::MovesRole).toInt(), 3);
    QVERIFY2(w.spoken(magic).contains(QStringLiteral("Game in progress, 3 moves.")), qPrintable(w.spoken(magic)));
    // The gallery is not modal: the game played on with it open, its card follows.
    const QImage before = w.cards()->index(magic).data(Qt::DecorationRole).value<QImage>();
    w.model()->playMove(0);
    QVERIFY2(w.spoken(magic).contains(QStringLiteral("Game in progress, 4 moves.")), qPrintable(w.spoken(magic)));
    QVERIFY(w.cards()->index(magic).data(Qt::DecorationRole).value<QImage>() != before);

    const int day = w.rowOf(dailyId);
    QVERIFY(day >= 0);
    QVERIFY2(w.spoken(day).contains(QStringLiteral("Today's daily puzzle: solved, 2 of 3 stars.")),
             qPrintable(w.spoken(day)));
    for (int row = 0; row < w.cards()->rowCount(); ++row)
        if (row != day)
            QVERIFY(!w.spoken(row).contains(QStringLiteral("daily")));
    // Not solved on another day.
    w.gallery()->reject();
    w.window.levelPlay()->setToday(today.addDays(7 * 13)); // another day of the same puzzle or not
    QVERIFY(w.openGallery());
    const QString otherDaily = QString::fromStdString(levels::dailyChoice({2027, 3, 7}).puzzle);
    QVERIFY2(w.spoken(w.rowOf(otherDaily)).contains(QStringLiteral("Today's daily puzzle: not solved yet.")),
             qPrintable(otherDaily + QLatin1Char(' ') + w.spoken(w.rowOf(otherDaily))));
}

// A puzzle played in an earlier run, its session not made in this one: its saved game is read off
// the GUI thread, and its card then says the moves and shows its position.
void TestGallery::aSavedGameNotYetReadShowsItsMoves()
{
    QTemporaryDir folder;
    {
        GalleryWindow before;
        before.window.sessions()->setSaveDirectory(folder.path());
        QVERIFY(before.open(EightPuzzle));
        // Four moves: the blank goes round and back where it started, as if nothing had been played.
        int played = 0;
        for (int move = 0; move < before.session()->model()->puzzle()->moveCount() && played < 4; ++move)
            if (before.model()->playMove(move))
                ++played;
        QCOMPARE(before.model()->movesMade(), 4);
        before.window.close(); // quitting writes the saves
    }
    GalleryWindow w;
    w.window.sessions()->setSaveDirectory(folder.path());
    QVERIFY(w.open(MagicBoard));
    QVERIFY(!w.window.sessions()->find(EightPuzzle, QString()));
    QVERIFY(w.openGallery());
    const int eight = w.rowOf(EightPuzzle);
    QTRY_COMPARE(w.cards()->index(eight).data(GalleryCards::MovesRole).toInt(), 4);
    QVERIFY2(w.spoken(eight).contains(QStringLiteral("Game in progress, 4 moves.")), qPrintable(w.spoken(eight)));
    QVERIFY(drawn(w.cards()->index(eight).data(Qt::DecorationRole).value<QImage>()));
    // Reading it made no session: the puzzle's own switch reads it.
    QVERIFY(!w.window.sessions()->find(EightPuzzle, QString()));
}

// Continue: the card's puzzle, its game as it was left, the keys on its board.
void TestGallery::continueSwitchesToTheGameAsLeft()
{
    GalleryWindow w;
    QVERIFY(w.open(EightPuzzle));
    w.model()->playMove(0);
    w.model()->playMove(1);
    const StateRank left = w.model()->state();
    QVERIFY(w.choose(MagicBoard));
    QVERIFY(w.openGallery());
    QSignalSpy continued(w.gallery(), &GalleryDialog::continueChosen);
    w.select(EightPuzzle);
    QTest::mouseClick(w.gallery()->continueButton(), Qt::LeftButton);
    QCOMPARE(continued.count(), 1);
    QCOMPARE(continued.at(0).at(0).toString(), EightPuzzle);
    QVERIFY(!w.gallery()->isVisible());
    QTRY_COMPARE(w.window.currentPuzzleId(), EightPuzzle);
    QCOMPARE(w.model()->state(), left);
    QCOMPARE(w.model()->movesMade(), 2);
    QVERIFY(w.boardHasKeys());
}

// New: the card's puzzle with a new game in it.
void TestGallery::newStartsANewGameOfTheCard()
{
    GalleryWindow w;
    QVERIFY(w.open(EightPuzzle));
    w.model()->playMove(0);
    w.model()->playMove(1);
    QVERIFY(w.choose(MagicBoard));
    QVERIFY(w.openGallery());
    w.select(EightPuzzle);
    QSignalSpy renewed(w.gallery(), &GalleryDialog::newChosen);
    QTest::mouseClick(w.gallery()->newButton(), Qt::LeftButton);
    QCOMPARE(renewed.count(), 1);
    QTRY_COMPARE(w.window.currentPuzzleId(), EightPuzzle);
    QTRY_VERIFY(w.session()->hasGame() && w.model()->movesMade() == 0 && w.model()->historySize() == 0);
    QVERIFY(w.boardHasKeys());
}

// Levels: the Levels dialog on the card's puzzle (not the one shown); the game stays until a level
// is chosen.
void TestGallery::levelsOpensTheCardsLadder()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    w.select(EightPuzzle);
    QVERIFY(w.gallery()->levelsButton()->isEnabled());
    QSignalSpy levels(w.gallery(), &GalleryDialog::levelsChosen);
    QTest::mouseClick(w.gallery()->levelsButton(), Qt::LeftButton);
    QCOMPARE(levels.count(), 1);
    LevelsDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.window.findChild<LevelsDialog*>()) && dialog->isVisible());
    QVERIFY(dialog->play(1));
    QTRY_COMPARE(w.window.currentPuzzleId(), EightPuzzle);

    // A puzzle of several ladders, never played: its default size's ladder.
    QTRY_VERIFY(!w.window.findChild<LevelsDialog*>());
    QVERIFY(w.openGallery());
    w.select(QStringLiteral("ball-grid"));
    QTest::mouseClick(w.gallery()->levelsButton(), Qt::LeftButton);
    QTRY_VERIFY((dialog = w.window.findChild<LevelsDialog*>()) && dialog->isVisible());
    const PuzzleType* ballGrid = findPuzzleType("ball-grid");
    QCOMPARE(dialog->variant(), QString::fromUtf8(ballGrid->defaultVariant.data(), int(ballGrid->defaultVariant.size())));
}

// Keys alone: the focus on a card, arrows move, Enter plays the card; Tab reaches the buttons.
void TestGallery::arrowsAndEnterChoose()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    QTRY_VERIFY(w.view()->hasFocus());
    QCOMPARE(w.gallery()->currentId(), MagicBoard); // the puzzle shown
    const int from = w.rowOf(MagicBoard);
    QTest::keyClick(w.view(), Qt::Key_Right);
    QCOMPARE(w.view()->currentIndex().row(), from + 1);
    QTest::keyClick(w.view(), Qt::Key_Left);
    QTest::keyClick(w.view(), Qt::Key_Left);
    QCOMPARE(w.view()->currentIndex().row(), from - 1);
    const QString chosen = w.gallery()->currentId();
    QTest::keyClick(w.view(), Qt::Key_Tab);
    QVERIFY(w.gallery()->continueButton()->hasFocus());
    QTest::keyClick(w.gallery()->continueButton(), Qt::Key_Backtab);
    QVERIFY(w.view()->hasFocus());
    QSignalSpy continued(w.gallery(), &GalleryDialog::continueChosen);
    QTest::keyClick(w.view(), Qt::Key_Return);
    QCOMPARE(continued.count(), 1); // once, not again by a default button
    QCOMPARE(continued.at(0).at(0).toString(), chosen);
    QTRY_COMPARE(w.window.currentPuzzleId(), chosen);
    QVERIFY(w.boardHasKeys());
}

void TestGallery::aDoubleClickContinues()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    const QModelIndex eight = w.cards()->index(w.rowOf(EightPuzzle));
    w.view()->scrollTo(eight);
    const QPoint at = w.view()->visualRect(eight).center();
    QSignalSpy continued(w.gallery(), &GalleryDialog::continueChosen);
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(w.gallery()->currentId(), EightPuzzle);
    QCOMPARE(continued.count(), 0); // a click chooses the card, nothing more
    QTest::mouseDClick(w.view()->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(continued.count(), 1);
    QTRY_COMPARE(w.window.currentPuzzleId(), EightPuzzle);
    QVERIFY(w.boardHasKeys());
}

void TestGallery::escCloses()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    QSignalSpy continued(w.gallery(), &GalleryDialog::continueChosen);
    QTest::keyClick(w.view(), Qt::Key_Escape);
    QVERIFY(!w.gallery()->isVisible());
    QCOMPARE(continued.count(), 0);
    QCOMPARE(w.window.currentPuzzleId(), MagicBoard);
    QVERIFY(w.boardHasKeys());
}

// Quit (Ctrl+Q on X11) in the gallery, a separate window where a new player starts, quits as in
// the main window: the window's action is the gallery's too (offscreen, Quit has no key).
void TestGallery::ctrlQQuitsFromIt()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QVERIFY(w.openGallery());
    QAction* quit = w.window.findChild<QAction*>(QStringLiteral("quit"));
    QVERIFY(quit);
    QVERIFY(w.gallery()->actions().contains(quit));
    quit->trigger();
    QTRY_VERIFY(!w.window.isVisible());
}

// As main() starts a new player's game: the gallery first, the suggested card marked and focused,
// the tour waiting until a puzzle is chosen.
void TestGallery::aNewPlayerMeetsItFirst()
{
    QVERIFY(GalleryDialog::dueAtStart());
    GalleryWindow w;
    w.window.tour()->setOffered(true);
    w.window.selectPuzzle(firstStartPuzzle().idText());
    QVERIFY(w.show({960, 680}));
    w.window.dialogs()->showGallery();
    QVERIFY(QTest::qWaitForWindowActive(w.gallery()));
    const QString suggested = firstStartPuzzle().idText();
    QTRY_VERIFY(w.view()->hasFocus());
    QCOMPARE(w.gallery()->currentId(), suggested);
    QCOMPARE(w.cards()->suggestedRow(), w.rowOf(suggested));
    QVERIFY(w.cards()->index(w.rowOf(suggested)).data(GalleryCards::SuggestedRole).toBool());
    QVERIFY2(w.spoken(w.rowOf(suggested)).contains(QStringLiteral("Start here.")), qPrintable(w.spoken(0)));
    for (int row = 0; row < w.cards()->rowCount(); ++row)
        if (row != w.rowOf(suggested))
            QVERIFY(!w.spoken(row).contains(QStringLiteral("Start here")));
    QVERIFY(w.gallery()->findChild<QLabel*>(QStringLiteral("galleryWelcome"))->isVisible());
    // The first game, drawn while the gallery is up, is on its card once it comes.
    QTRY_VERIFY2(w.spoken(w.rowOf(suggested)).contains(QStringLiteral("A new game, no moves yet.")),
                 qPrintable(w.spoken(w.rowOf(suggested))));
    // No tour over the gallery; the chosen puzzle's after it.
    QVERIFY(!QTest::qWaitFor([&] { return w.window.tour()->isRunning(); }, 600));
    // A card whose first game takes a while (the Pocket Cube's table is built first), so that the
    // suggested puzzle's tour would be due before it.
    QTest::keyClick(w.view(), Qt::Key_Right);
    while (w.gallery()->currentId() != QLatin1String("pocket-cube")) {
        const QString before = w.gallery()->currentId();
        QTest::keyClick(w.view(), Qt::Key_Right);
        QVERIFY(w.gallery()->currentId() != before);
    }
    const QString chosen = w.gallery()->currentId();
    QTest::keyClick(w.view(), Qt::Key_Enter);
    QTRY_COMPARE(w.window.currentPuzzleId(), chosen);
    QTRY_VERIFY_WITH_TIMEOUT(w.window.tour()->isRunning(), 10000);
    QCOMPARE(w.window.tour()->stepCount() > 1, true);
    // The chosen puzzle's tour, not first the suggested one's that was behind the gallery (a screen
    // reader heard the Magic Board's first step, then the chosen puzzle's), and at its end the keys
    // are the board's (they went to a hidden widget, and a letter made no move).
    QCOMPARE(w.window.tour()->puzzle(), chosen);
    QVERIFY(!settings::tourSeen(suggested));
    w.window.tour()->skip();
    QTRY_VERIFY(w.window.board()->hasFocus());
    // Opened again, it starts on the puzzle shown; the suggestion stays until a move is made.
    w.action(Action::Gallery)->trigger();
    QVERIFY(QTest::qWaitForWindowActive(w.gallery()));
    QCOMPARE(w.gallery()->currentId(), chosen);
    QCOMPARE(w.cards()->suggestedRow(), w.rowOf(suggested));
    // Once a puzzle is played the next start does not open it.
    QVERIFY(!GalleryDialog::dueAtStart());
}

void TestGallery::aPlayerWhoPlayedIsNotSuggestedAnything()
{
    GalleryWindow w;
    QVERIFY(w.open(EightPuzzle));
    w.model()->playMove(0);
    QVERIFY(w.openGallery());
    QCOMPARE(w.cards()->suggestedRow(), -1);
    QCOMPARE(w.gallery()->currentId(), EightPuzzle);
    QVERIFY(!w.gallery()->findChild<QLabel*>(QStringLiteral("galleryWelcome"))->isVisible());
    for (int row = 0; row < w.cards()->rowCount(); ++row)
        QVERIFY(!w.spoken(row).contains(QStringLiteral("Start here")));
    QVERIFY2(w.spoken(w.rowOf(EightPuzzle)).contains(QStringLiteral("Game in progress, 1 move.")),
             qPrintable(w.spoken(w.rowOf(EightPuzzle))));
}

// In a 640x480 window: the gallery within it, its buttons in sight, every card's text inside its
// card and the card in sight once scrolled to; in both languages.
void TestGallery::everythingIsInSightAt640x480()
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        settings::applyLanguage(language);
        GalleryWindow w;
        QVERIFY(w.open(MagicBoard, {640, 480}));
        QVERIFY(w.openGallery());
        GalleryDialog* g = w.gallery();
        QVERIFY2(g->width() <= 640 && g->height() <= 480, qPrintable(language));
        for (QPushButton* button : {g->continueButton(), g->newButton(), g->levelsButton()}) {
            QVERIFY(button->isVisible());
            QVERIFY2(g->rect().contains(QRect(button->mapTo(g, QPoint()), button->size())), qPrintable(button->text()));
        }
        QStyleOptionViewItem option;
        option.initFrom(w.view());
        for (int row = 0; row < w.cards()->rowCount(); ++row) {
            const QModelIndex index = w.cards()->index(row);
            w.view()->scrollTo(index);
            const QRect item = w.view()->visualRect(index);
            QVERIFY2(w.view()->viewport()->rect().contains(item), qPrintable(w.cards()->idAt(row)));
            const QRect card = CardDelegate::cardRect(item);
            const CardDelegate::Layout layout = w.gallery()->delegate()->layoutOf(option, index, card);
            QVERIFY2(layout.height <= card.height(), qPrintable(QStringLiteral("%1 %2: needs %3, has %4")
                                                                    .arg(language, w.cards()->idAt(row))
                                                                    .arg(layout.height)
                                                                    .arg(card.height())));
            QVERIFY(card.contains(layout.progress) && card.contains(layout.title) && card.contains(layout.goal));
        }
    }
}

void TestGallery::largeWindowsGetMoreCardsARow()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard, {1400, 900}));
    QVERIFY(w.openGallery());
    const QRect first = w.view()->visualRect(w.cards()->index(0));
    const QRect third = w.view()->visualRect(w.cards()->index(2));
    QCOMPARE(third.top(), first.top()); // three a row at least
    QVERIFY(third.left() > first.right());
}

void TestGallery::itIsInTheViewMenuTheToolbarAndOnCtrlG()
{
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    QAction* gallery = w.action(Action::Gallery);
    QCOMPARE(gallery->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
    QVERIFY(w.window.findChild<GameActions*>()->toolButton(Action::Gallery));
    bool inView = false;
    for (QAction* menu : w.window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(gallery))
            inView = menu->text() == QStringLiteral("&View");
    QVERIFY(inView);
    QTest::keyClick(w.window.board(), Qt::Key_G, Qt::ControlModifier);
    QTRY_VERIFY(w.gallery() && w.gallery()->isVisible());
}

void TestGallery::itSpeaksChinese()
{
    settings::applyLanguage(QStringLiteral("zh_CN"));
    GalleryWindow w;
    QVERIFY(w.open(MagicBoard));
    w.model()->playMove(0);
    QVERIFY(w.openGallery());
    QCOMPARE(w.gallery()->windowTitle(), QStringLiteral("谜题一览"));
    QCOMPARE(w.gallery()->continueButton()->text(), QStringLiteral("继续(&C)"));
    const QString spoken = w.spoken(w.rowOf(MagicBoard));
    QVERIFY2(spoken.startsWith(QStringLiteral("魔板。")), qPrintable(spoken));
    QVERIFY2(spoken.contains(QStringLiteral("进行中的游戏，已走 1 步。")), qPrintable(spoken));
    QVERIFY2(spoken.contains(QStringLiteral("关卡：")), qPrintable(spoken));
    // Every goal is in Chinese: no Latin word left.
    static const QRegularExpression latinWord(QStringLiteral("[A-Za-z]{3,}"));
    for (const PuzzleUi& ui : puzzleUis())
        QVERIFY2(!ui.goalText().contains(latinWord), qPrintable(ui.goalText()));
    QVERIFY(!w.action(Action::Gallery)->text().contains(latinWord));

    // Back to English with the gallery open: its texts and cards follow.
    settings::applyLanguage(QStringLiteral("en"));
    QTRY_COMPARE(w.gallery()->windowTitle(), QStringLiteral("Puzzle gallery"));
    QVERIFY2(w.spoken(w.rowOf(MagicBoard)).startsWith(QStringLiteral("Magic Board. ")),
             qPrintable(w.spoken(w.rowOf(MagicBoard))));
}

MINIMOVES_TEST_MAIN(TestGallery)
} // namespace tst_gallery
#include "tst_gallery.moc"
