// The Sawtooth Gears board through the real window: clicks, keys, hover, hints, Solve, New game,
// the teeth editor and the bundled pictures.
#include "boards/board_widget.h"
#include "boards/sawtooth_editor.h"
#include "boards/sawtooth_widget.h"
#include "game/session/game_model.h"
#include "game/solver/solver_service.h"
#include "sawtooth/sawtooth_type.h"
#include "shell/voice/announcer.h"
#include "shell/window/main_window.h"

#include "boards/puzzle_ui.h"

#include "game_fixture.h"
#include "board_looks.h"
#include "line_puzzle.h"
#include "pictures.h"
#include "test_registry.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTimer>
#include <QtTest>

#include <bit>
#include <optional>
#include <random>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_sawtooth_board {

using namespace minimoves;
using namespace minimoves::app;
using sawtooth::GearBoard;
using sawtooth::GearCount;
using sawtooth::Rotations;
using sawtooth::SawtoothPuzzle;

namespace {

// Teeth that mesh in several places (gear 0 left+top+right, gear 1 all, ...).
constexpr const char* layoutText = "harbour/7fa5c3e96";

std::shared_ptr<const SawtoothPuzzle> makePuzzle(const char* text = layoutText)
{
    auto made = findPuzzleType("sawtooth")->makeInstance(text);
    auto* raw = dynamic_cast<SawtoothPuzzle*>(made.value().release());
    return std::shared_ptr<const SawtoothPuzzle>(raw);
}

bool waitForDistance(MainWindow& window)
{
    return QTest::qWaitFor([&] { return shownDistance(window).has_value() && !window.board()->isAnimating(); }, 10000);
}

struct Game : GameFixture<SawtoothWidget> {
    bool opened = false; // the window came up with the game (each test checks it)
    std::shared_ptr<const SawtoothPuzzle> puzzle;
    explicit Game(int distance = 9, const char* text = layoutText, unsigned seed = 1) : puzzle(makePuzzle(text))
    {
        std::mt19937_64 random(seed);
        const StateRank start = *puzzle->randomState(distance, random, {});
        opened = open(puzzle, start, {1000, 700}, Wait::Active); // checked by each test (QVERIFY(game.opened))
        board()->setFocus();
    }
    Rotations rotations() { return GearBoard::unrank(modelOf(window)->state()); }
};

} // namespace

// The editor asks the solver service about each edit: wait for its verdict.
bool settled(const SawtoothTeethDialog& dialog)
{
    return QTest::qWaitFor([&] { return !dialog.evaluating(); }, 10000);
}

class TestSawtoothBoard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void boardIsRegistered();
    void clickingAGearTurnsItsMeshedGroup_data();
    void clickingAGearTurnsItsMeshedGroup();
    void undoAndRedoAGroupTurn();
    void keyboardCursorAndSpaceTurn();
    void hoverHighlightsTheGroup();
    void hintMarksEveryOptimalGear();
    void solveReachesTheGoalInTheOptimalNumber();
    void newGameAtEachDifficulty_data();
    void newGameAtEachDifficulty();
    void editorReportsSolvabilityLive();
    void editorSaysWhenItCannotBeSolved();
    void editorAppliesANewInstance();
    void editorAsksTheSolverServiceAndStopsWhatItNoLongerNeeds();
    void photosLoadFromResources();
    void boardRendersMidAnimation_data();
    void boardRendersMidAnimation();
    void descriptions();
    void thePictureKindIsIllustration();
    void darkPaletteIsReadable();
    void sharpAtDoubleDensity_data();
    void sharpAtDoubleDensity();
    void editorIsSharpAndReadable();
};

void TestSawtoothBoard::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sawtooth_board"));
}

void TestSawtoothBoard::boardIsRegistered()
{
    std::unique_ptr<BoardWidget> board(BoardWidget::create("sawtooth"));
    QVERIFY(dynamic_cast<SawtoothWidget*>(board.get()));
}

void TestSawtoothBoard::clickingAGearTurnsItsMeshedGroup_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 6; ++seed)
        QTest::addRow("position %d", seed) << seed;
}

void TestSawtoothBoard::clickingAGearTurnsItsMeshedGroup()
{
    QFETCH(int, seed);
    Game game(8, layoutText, unsigned(seed));
    QVERIFY(game.opened);
    const GearBoard& rules = game.puzzle->rules();
    int largestGroup = 0;
    for (int g = 0; g < GearCount; ++g) {
        const Rotations before = game.rotations();
        const auto group = rules.turningGroup(before, g);
        largestGroup = std::max(largestGroup, std::popcount(unsigned(group.turning)));
        const int steps = game.model()->undoStack()->count();
        QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(g));
        const Rotations after = game.rotations();
        QCOMPARE(after, rules.apply(before, sawtooth::Turn{std::uint8_t(g)}));
        // Every gear of the group turned a quarter, clockwise or not as the engine says; the rest stayed.
        for (int h = 0; h < GearCount; ++h) {
            const int turned = (after.of(h) - before.of(h) + 4) % 4;
            const int expected = !(group.turning & (1u << h)) ? 0 : (group.clockwise & (1u << h)) ? 1 : 3;
            QCOMPARE(turned, expected);
        }
        QCOMPARE(game.model()->undoStack()->count(), steps + 1);
        QCOMPARE(game.board()->cursorGear(), g);
    }
    QVERIFY(largestGroup >= 2); // the layout really meshes
    QCOMPARE(game.model()->movesMade(), GearCount);
}

void TestSawtoothBoard::undoAndRedoAGroupTurn()
{
    Game game;
    QVERIFY(game.opened);
    game.action(Action::SpeedFast)->trigger();
    const StateRank start = game.model()->state();
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(1));
    QVERIFY(game.board()->isAnimating());
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    const StateRank after = game.model()->state();
    QCOMPARE(after, game.puzzle->apply(start, 1));
    game.action(Action::Undo)->trigger();
    QCOMPARE(game.model()->state(), start);
    QVERIFY(game.board()->isAnimating()); // undone with the motion played backwards
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
    game.action(Action::Redo)->trigger();
    QCOMPARE(game.model()->state(), after);
    // A press on one gear and release on another is no click.
    QTest::mousePress(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(0));
    QTest::mouseRelease(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(8));
    QCOMPARE(game.model()->state(), after);
    // Outside the board: nothing.
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(game.model()->state(), after);
}

void TestSawtoothBoard::keyboardCursorAndSpaceTurn()
{
    Game game;
    QVERIFY(game.opened);
    SawtoothWidget* board = game.board();
    QCOMPARE(board->cursorGear(), 4);
    QTest::keyClick(board, Qt::Key_Left);
    QTest::keyClick(board, Qt::Key_Up);
    QCOMPARE(board->cursorGear(), 0);
    QTest::keyClick(board, Qt::Key_Up); // stays on the board
    QTest::keyClick(board, Qt::Key_Left);
    QCOMPARE(board->cursorGear(), 0);
    StateRank expected = game.model()->state();
    QTest::keyClick(board, Qt::Key_Space);
    expected = game.puzzle->apply(expected, 0);
    QCOMPARE(game.model()->state(), expected);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Down);
    QCOMPARE(board->cursorGear(), 4);
    QTest::keyClick(board, Qt::Key_Return);
    expected = game.puzzle->apply(expected, 4);
    QCOMPARE(game.model()->state(), expected);
    QTest::keyClick(board, Qt::Key_Down);
    QTest::keyClick(board, Qt::Key_Right);
    QTest::keyClick(board, Qt::Key_Enter);
    expected = game.puzzle->apply(expected, 8);
    QCOMPARE(game.model()->state(), expected);
    QTest::keyClick(board, Qt::Key_3); // digits name the gears 1..9
    expected = game.puzzle->apply(expected, 2);
    QCOMPARE(game.model()->state(), expected);
    QCOMPARE(board->cursorGear(), 2);
    QCOMPARE(game.model()->undoStack()->count(), 4);
    // While the keyboard is in use, the cursor's group is the one highlighted.
    QCOMPARE(board->highlightedGear(), 2);
    QCOMPARE(board->highlightedGroup(), game.puzzle->rules().turningGroup(game.rotations(), 2).turning);
}

void TestSawtoothBoard::hoverHighlightsTheGroup()
{
    Game game;
    QVERIFY(game.opened);
    SawtoothWidget* board = game.board();
    QCOMPARE(board->hoveredGear(), -1);
    int groupsOfSeveral = 0;
    for (int g = 0; g < GearCount; ++g) {
        QTest::mouseMove(board, board->gearCentre(g));
        QVERIFY(QTest::qWaitFor([&] { return board->hoveredGear() == g; }, 2000));
        const auto group = game.puzzle->rules().turningGroup(game.rotations(), g);
        QCOMPARE(board->highlightedGroup(), group.turning);
        QVERIFY(board->highlightedGroup() & (1u << g));
        groupsOfSeveral += std::popcount(unsigned(group.turning)) > 1;
    }
    QVERIFY(groupsOfSeveral > 0);
    // After a turn the highlight follows the new meshing.
    QTest::mouseClick(board, Qt::LeftButton, {}, board->gearCentre(8));
    QCOMPARE(board->highlightedGroup(), game.puzzle->rules().turningGroup(game.rotations(), 8).turning);
    QTest::mouseMove(board, QPoint(3, 3));
    QVERIFY(QTest::qWaitFor([&] { return board->hoveredGear() == -1; }, 2000));
    QCOMPARE(board->highlightedGroup(), std::uint16_t(0));
}

void TestSawtoothBoard::hintMarksEveryOptimalGear()
{
    for (unsigned seed : {1u, 2u, 3u, 4u}) {
        Game game(7, layoutText, seed);
        QVERIFY(game.opened);
        QVERIFY(waitForDistance(game.window));
        // The hint ladder's last step marks every optimal move.
        for (int step = 0; step < HintLadder::Steps; ++step)
            QTest::keyClick(&game.window, Qt::Key_H);
        const Solution expected = *game.puzzle->solve(game.model()->state(), {});
        QCOMPARE(game.board()->hintMoves(), expected.optimalMoves);
        QCOMPARE(game.board()->hintBest(), expected.path.front());
        // Every hinted turn is optimal: it lowers the distance by one.
        for (int g : game.board()->hintMoves())
            QCOMPARE(game.puzzle->solve(game.puzzle->apply(game.model()->state(), g), {})->distance,
                     expected.distance - 1);
        QVERIFY(!game.board()->grab().isNull());
        QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(expected.path.front()));
        QVERIFY(game.board()->hintMoves().empty());
    }
}

void TestSawtoothBoard::solveReachesTheGoalInTheOptimalNumber()
{
    Game game(11);
    QVERIFY(game.opened);
    QVERIFY(waitForDistance(game.window));
    QCOMPARE(*shownDistance(game.window), 11);
    game.action(Action::Solve)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return game.model()->isSolved(); }, 20000));
    QCOMPARE(game.model()->movesMade(), 11);
    QVERIFY(bannerOf(game.window).contains(QStringLiteral("11")));
}

void TestSawtoothBoard::newGameAtEachDifficulty_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("difficulty");
    const std::pair<const char*, Difficulty> levels[] = {{"newEasy", Difficulty::Easy},
                                                         {"newMedium", Difficulty::Medium},
                                                         {"newHard", Difficulty::Hard},
                                                         {"newHardest", Difficulty::Hardest}};
    for (const char* variant : {"photo", "pixel"})
        for (const auto& [action, level] : levels)
            QTest::addRow("%s %s", variant, action) << variant << action << int(level);
}

void TestSawtoothBoard::newGameAtEachDifficulty()
{
    QFETCH(QString, variant);
    QFETCH(QString, action);
    QFETCH(int, difficulty);
    Game game;
    QVERIFY(game.opened);
    game.window.selectPuzzle(QStringLiteral("sawtooth"));
    QAction* size = nullptr;
    for (QAction* a : game.window.findChildren<QAction*>())
        if (a->data().toString() == variant && a->isCheckable())
            size = a;
    QVERIFY(size);
    size->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 20000));
    actionNamed(game.window, action)->trigger();
    QVERIFY(QTest::qWaitFor([&] { return !game.window.solver()->busy() && shownDistance(game.window); }, 20000));
    const auto* drawn = dynamic_cast<const SawtoothPuzzle*>(game.model()->puzzle().get());
    QVERIFY(drawn);
    QCOMPARE(drawn->picture().isPixelArt(), variant == QStringLiteral("pixel"));
    const int hardest = *drawn->hardestDistance({});
    QVERIFY(hardest >= sawtooth::MinimumHardestDistance);
    const int wanted = distanceFor(Difficulty(difficulty), hardest);
    QCOMPARE(*shownDistance(game.window), wanted);
    QCOMPARE(drawn->solve(game.model()->state(), {})->distance, wanted);
    QCOMPARE(game.model()->movesMade(), 0);
    QCOMPARE(game.board()->gearPuzzle(), drawn);
    QVERIFY(!game.board()->grab().isNull());
}

void TestSawtoothBoard::editorReportsSolvabilityLive()
{
    const auto puzzle = makePuzzle();
    std::mt19937_64 random(3);
    const Rotations position = GearBoard::unrank(*puzzle->randomState(6, random, {}));
    SolverService service;
    SawtoothTeethDialog dialog(puzzle->instance(), position, &service);
    dialog.resize(480, 600);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* apply = dialog.buttons()->button(QDialogButtonBox::Ok);
    QVERIFY(settled(dialog));
    QCOMPARE(dialog.distance(), 6);
    QVERIFY(dialog.verdictLabel()->text().contains(QStringLiteral("6 moves")));
    QVERIFY(apply->isEnabled());

    // Each toggle (a click by a side) is judged at once, as the engine judges the edited layout.
    auto engineDistance = [&] {
        const GearBoard board(dialog.view()->homeTeeth(), puzzle->picture().correctRotations());
        sawtooth::GearSearch search;
        return search.run(board, position, sawtooth::GearSearch::Detail::DistanceOnly)->distance;
    };
    bool sawChange = false;
    for (int g = 0; g < GearCount; ++g) {
        for (int d = 0; d < 4; ++d) {
            const auto teeth = dialog.view()->homeTeeth();
            QTest::mouseClick(dialog.view(), Qt::LeftButton, {}, dialog.view()->sidePoint(g, d));
            const int home = (d - position.of(g) + 4) % 4;
            QCOMPARE(dialog.view()->homeTeeth()[g], std::uint8_t(teeth[g] ^ (1u << home)));
            const int distance = engineDistance();
            QVERIFY(settled(dialog));
            QCOMPARE(dialog.distance(), distance);
            QCOMPARE(apply->isEnabled(), distance >= 0);
            if (distance < 0) {
                QVERIFY(dialog.verdictLabel()->text().startsWith(QStringLiteral("Not solvable")));
            } else {
                QVERIFY(dialog.verdictLabel()->text().contains(QString::number(distance)));
                sawChange = sawChange || distance != 6;
            }
        }
    }
    QVERIFY(sawChange);
    QTest::mouseMove(dialog.view(), dialog.view()->sidePoint(2, 3));
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS"))
        dialog.grab().save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/sawtooth-editor.png"));
    // Keyboard: Shift+arrow toggles the side of the cursor's gear facing that way.
    dialog.view()->setFocus();
    const auto teeth = dialog.view()->homeTeeth();
    QCOMPARE(dialog.view()->cursorGear(), 8); // the last gear clicked
    QTest::keyClick(dialog.view(), Qt::Key_Up);
    QTest::keyClick(dialog.view(), Qt::Key_Left);
    QCOMPARE(dialog.view()->cursorGear(), 4);
    QTest::keyClick(dialog.view(), Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(dialog.view()->homeTeeth()[4], std::uint8_t(teeth[4] ^ (1u << ((2 - position.of(4) + 4) % 4))));
    QVERIFY(settled(dialog));
    QCOMPARE(dialog.distance(), engineDistance());
    // No teeth: every gear alone, always solvable; Reset: the game's teeth again.
    dialog.findChild<QPushButton*>(QStringLiteral("noTeeth"))->click();
    QCOMPARE(dialog.view()->homeTeeth(), (std::array<std::uint8_t, GearCount>{}));
    QVERIFY(settled(dialog));
    QVERIFY(dialog.distance() >= 0);
    dialog.buttons()->button(QDialogButtonBox::Reset)->click();
    QCOMPARE(dialog.view()->homeTeeth(), puzzle->instance().homeTeeth);
    QVERIFY(settled(dialog));
    QCOMPARE(dialog.distance(), 6);
}

void TestSawtoothBoard::editorSaysWhenItCannotBeSolved()
{
    // Gear 0 turned once. Teeth all round gears 0 and 1 make them always turn together, opposite
    // ways, so the sum of their turns never changes: gear 0 can not be put right alone.
    const auto puzzle = makePuzzle();
    const Rotations position = Rotations{}.with(0, 1);
    SolverService service;
    SawtoothTeethDialog dialog(puzzle->instance(), position, &service);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* apply = dialog.buttons()->button(QDialogButtonBox::Ok);
    dialog.findChild<QPushButton*>(QStringLiteral("noTeeth"))->click();
    QVERIFY(settled(dialog));
    QCOMPARE(dialog.distance(), 3);
    QVERIFY(dialog.verdictLabel()->text().contains(QStringLiteral("3 moves")));
    for (int g : {0, 1})
        for (int d = 0; d < 4; ++d)
            QTest::mouseClick(dialog.view(), Qt::LeftButton, {}, dialog.view()->sidePoint(g, d));
    QCOMPARE(dialog.view()->homeTeeth()[0], std::uint8_t(15));
    QCOMPARE(dialog.view()->homeTeeth()[1], std::uint8_t(15));
    QVERIFY(settled(dialog));
    QCOMPARE(dialog.distance(), -1);
    QVERIFY(dialog.verdictLabel()->text().startsWith(QStringLiteral("Not solvable")));
    QVERIFY(!apply->isEnabled());
    // One tooth off gear 1 again and it can be solved.
    QTest::mouseClick(dialog.view(), Qt::LeftButton, {}, dialog.view()->sidePoint(1, 0));
    QVERIFY(settled(dialog));
    QVERIFY(dialog.distance() > 0);
    QVERIFY(apply->isEnabled());
}

void TestSawtoothBoard::editorAppliesANewInstance()
{
    Game game(6);
    QVERIFY(game.opened);
    const StateRank here = game.model()->state();
    const Rotations position = game.rotations();
    QString expected;
    int reported = -2;
    // The dialog is modal: work it from a timer once it is up.
    QTimer::singleShot(0, this, [&] {
        QVERIFY(QTest::qWaitFor([] { return QApplication::activeModalWidget() != nullptr; }, 5000));
        auto* dialog = qobject_cast<SawtoothTeethDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->view()->setHomeTeeth({}); // no teeth: each gear turns alone
        dialog->view()->toggle(0, 2);     // but gears 0 and 1 mesh
        dialog->view()->toggle(1, 0);
        QVERIFY(settled(*dialog));
        QVERIFY(dialog->distance() >= 0);
        QVERIFY(settled(*dialog));
        reported = dialog->distance();
        expected = dialog->instanceText();
        dialog->buttons()->button(QDialogButtonBox::Ok)->click();
    });
    QTest::mouseClick(game.board()->editButton(), Qt::LeftButton);
    QVERIFY(!expected.isEmpty());
    QCOMPARE(QString::fromStdString(game.model()->puzzle()->instanceText()), expected);
    QVERIFY(expected.startsWith(QStringLiteral("harbour/")));
    QCOMPARE(game.model()->state(), here); // same position, new teeth
    QCOMPARE(game.board()->gearPuzzle()->instanceText(), expected.toStdString());
    const auto& rules = game.board()->gearPuzzle()->rules();
    QCOMPARE(rules.toothedSides(position, 0) & 4, 4);
    QCOMPARE(rules.toothedSides(position, 1) & 1, 1);
    QVERIFY(waitForDistance(game.window));
    QCOMPARE(*shownDistance(game.window), reported);
    // The new meshing is what a click turns now: gears 0 and 1 together.
    QCOMPARE(rules.turningGroup(position, 0).turning, std::uint16_t(0b11));
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(0));
    QCOMPARE(game.model()->state(), game.model()->puzzle()->apply(here, 0));
    QCOMPARE(GearBoard::unrank(game.model()->state()).of(1), (position.of(1) + 3) % 4);
}

// Each edit is a question to the solver service, never a search on the GUI thread: with the
// service's quick pool held by another question, the dialog comes up and takes edits while its
// own questions wait; a newer edit stops the older question, closing the dialog stops its last.
void TestSawtoothBoard::editorAsksTheSolverServiceAndStopsWhatItNoLongerNeeds()
{
    SolverService service;
    const auto held = std::make_shared<testing::HeldPuzzle>();
    auto holding = service.solve(held, 0);
    QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    const int stoppedBefore = service.stoppedRequests();
    const auto puzzle = makePuzzle();
    const Rotations position = Rotations{}.with(0, 1);
    std::optional<SawtoothTeethDialog> dialog(std::in_place, puzzle->instance(), position, &service);
    // Asked, not answered: a search on the GUI thread would have its verdict already.
    QVERIFY(dialog->evaluating());
    QVERIFY(dialog->reply());
    QVERIFY(!dialog->reply()->isFinished());
    QCOMPARE(dialog->verdictLabel()->text(), QStringLiteral("Checking…"));
    // A newer edit: the older question is deleted (so stopped), the newer one waits.
    const QPointer<SolverReply> first = dialog->reply();
    dialog->view()->setHomeTeeth({});
    QVERIFY(first.isNull());
    QVERIFY(dialog->reply());
    QVERIFY(dialog->evaluating());
    QSignalSpy answered(dialog->reply(), &SolverReply::answered);
    held->released = true; // the pool is free: the latest question is answered, the older one never
    QVERIFY(answered.wait(20000));
    QVERIFY(!dialog->evaluating());
    QVERIFY(!dialog->reply());
    QCOMPARE(dialog->distance(), 3); // no teeth: gear 0 turned once, three more turns
    QVERIFY(dialog->buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QTRY_COMPARE(service.stoppedRequests(), stoppedBefore + 1);
    // The pool held again, an edit asked, the dialog closed: that question is stopped too.
    held->released = false;
    held->entered = false;
    holding = service.solve(held, 0);
    QVERIFY(QTest::qWaitFor([&] { return held->entered.load(); }, 10000));
    dialog->view()->toggle(4, 0);
    QVERIFY(dialog->evaluating());
    dialog.reset();
    held->released = true;
    QVERIFY(QTest::qWaitFor([&] { return holding->isAnswered(); }, 20000));
    QTRY_COMPARE(service.stoppedRequests(), stoppedBefore + 2);
    QTRY_VERIFY(!service.busy());
}

void TestSawtoothBoard::photosLoadFromResources()
{
    for (auto name : sawtooth::photoNames) {
        const QImage image = SawtoothWidget::photo(QString::fromUtf8(name.data(), int(name.size())));
        QVERIFY2(!image.isNull(), name.data());
        QCOMPARE(image.width(), image.height());
        sawtooth::GearPicture picture;
        picture.photo = std::string(name);
        const auto pieces = SawtoothWidget::pieces(picture);
        for (int g = 0; g < GearCount; ++g) {
            QVERIFY(!pieces[g].isNull());
            // No piece looks the same turned: its orientation always shows.
            QImage turned = pieces[g].transformed(QTransform().rotate(90));
            QVERIFY(turned != pieces[g]);
            QVERIFY(pieces[g].transformed(QTransform().rotate(180)) != pieces[g]);
        }
    }
    QVERIFY(SawtoothWidget::photo(QStringLiteral("nowhere")).isNull());
}

void TestSawtoothBoard::boardRendersMidAnimation_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QSize>("size");
    QTest::newRow("photo 800x600") << QString::fromLatin1(layoutText) << QSize(800, 600);
    QTest::newRow("pixel 1600x1000")
        << QStringLiteral("pixel/7fa5c3e96/") + QStringLiteral("0123456789abcdef").repeated(9) << QSize(1600, 1000);
}

void TestSawtoothBoard::boardRendersMidAnimation()
{
    QFETCH(QString, layout);
    QFETCH(QSize, size);
    const QByteArray text = layout.toLatin1();
    Game game(5, text.constData());
    QVERIFY(game.opened);
    game.window.resize(size);
    game.action(Action::SpeedSlow)->trigger();
    // The gear that turns the most others.
    int gear = 0;
    for (int g = 0; g < GearCount; ++g)
        if (std::popcount(unsigned(game.puzzle->rules().turningGroup(game.rotations(), g).turning)) >
            std::popcount(unsigned(game.puzzle->rules().turningGroup(game.rotations(), gear).turning)))
            gear = g;
    QTest::mouseMove(game.board(), game.board()->gearCentre(gear));
    QVERIFY(QTest::qWaitFor([&] { return game.board()->hoveredGear() == gear; }, 2000));
    const QImage still = game.board()->renderFrame(1.0);
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(gear));
    QVERIFY(game.board()->isAnimating());
    // The turn half way, drawn without the clock (the same frame on any machine).
    const QImage moving = game.board()->renderFrame(0.5);
    QCOMPARE(moving.size(), still.size());
    QVERIFY(moving != still);
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS")) {
        still.save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/sawtooth-%1-hover.png").arg(size.width()));
        moving.save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/sawtooth-%1-moving.png").arg(size.width()));
    }
    QVERIFY(QTest::qWaitFor([&] { return !game.board()->isAnimating(); }, 5000));
}

void TestSawtoothBoard::descriptions()
{
    Game game;
    QVERIFY(game.opened);
    // Every move in words, never the engine's move text ("g5").
    for (int move = 0; move < game.puzzle->moveCount(); ++move) {
        const QString description = game.board()->moveDescription(move);
        const QString text = QString::fromStdString(game.puzzle->moveText(move));
        QVERIFY2(inWords(description, text), qPrintable(description + QStringLiteral(" / ") + text));
    }
    QCOMPARE(game.board()->moveDescription(5), QStringLiteral("Turn the gear at row 2, column 3"));
    QVERIFY(!game.board()->accessibleName().isEmpty());
    QVERIFY(!game.board()->editButton()->toolTip().isEmpty());
    QTest::mouseClick(game.board(), Qt::LeftButton, {}, game.board()->gearCentre(5));
    // The screen reader hears the move in those words (the announcer's sentence).
    QTRY_VERIFY2(game.window.announcer()->lastText().startsWith(QStringLiteral("Turn the gear at row 2, column 3.")),
                 qPrintable(game.window.announcer()->lastText()));
}

void TestSawtoothBoard::thePictureKindIsIllustration()
{
    // The bundled vector pictures are illustrations to the player; the variant id stays "photo"
    // (saved games and game IDs carry it).
    const PuzzleUi* ui = findPuzzleUi("sawtooth");
    QVERIFY(ui);
    QCOMPARE(ui->labelOf(QStringLiteral("photo")), QStringLiteral("Illustration"));
    QCOMPARE(ui->labelOf(QStringLiteral("pixel")), QStringLiteral("Pixel art"));
    QCOMPARE(makePuzzle()->variant(), std::string("photo"));
    // In the window's picture menu, too.
    Game game;
    QVERIFY(game.opened);
    bool listed = false;
    for (QAction* action : game.window.findChildren<QAction*>()) {
        if (action->data().toString() == QStringLiteral("photo") && action->isCheckable()) {
            QCOMPARE(action->text().remove(QLatin1Char('&')), QStringLiteral("Illustration"));
            listed = true;
        }
        QVERIFY(!action->text().contains(QStringLiteral("Photo")));
    }
    QVERIFY(listed);
}

void TestSawtoothBoard::darkPaletteIsReadable()
{
    Game game;
    QVERIFY(game.opened);
    SawtoothWidget* board = game.board();
    const QImage light = board->renderFrame(1);
    board->setPalette(darkPalette());
    const QImage dark = board->renderFrame(1);
    QVERIFY(differingShare(light, dark) > 0.2); // the window, at least
    const QRect caption = board->captionRect().toAlignedRect();
    QVERIFY(lightOnDark(dark, caption));
    QVERIFY(tonesIn(light, caption).darkest < 90);
    // The picture's name under it, too.
    const QRectF target = board->targetRect();
    const QRect name = QRectF(target.left(), target.bottom() + target.height() * 0.08, target.width(),
                              target.height() * 0.2)
                           .toAlignedRect();
    QVERIFY(lightOnDark(dark, name));
    // The frame's rim stands out from the dark window: lighter than it, left of the first gear.
    const QPointF gear = board->gearCentre(3);
    const double cell = board->gearCentre(4).x() - gear.x();
    QVERIFY(tonesIn(dark, QRectF(gear.x() - cell * 0.75, gear.y(), cell * 0.06, 1).toAlignedRect()).brightest >
            qGray(darkPalette().color(QPalette::Window).rgb()) + 40);
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS")) {
        light.save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/sawtooth-light.png"));
        dark.save(qEnvironmentVariable("MINIMOVES_SHOTS") + QStringLiteral("/sawtooth-dark.png"));
    }
}

void TestSawtoothBoard::sharpAtDoubleDensity_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QSize>("size");
    const QString pixelArt = QStringLiteral("pixel/7fa5c3e96/") + QStringLiteral("0123456789abcdef").repeated(9);
    QTest::newRow("illustration 1000x700") << QString::fromLatin1(layoutText) << QSize(1000, 700);
    QTest::newRow("pixel art 1000x700") << pixelArt << QSize(1000, 700);
    // Gears larger than a picture rendered once at a fixed size would cover.
    QTest::newRow("illustration 2000x1400") << QString::fromLatin1(layoutText) << QSize(2000, 1400);
}

void TestSawtoothBoard::sharpAtDoubleDensity()
{
    QFETCH(QString, layout);
    QFETCH(QSize, size);
    const QByteArray text = layout.toLatin1();
    Game game(9, text.constData());
    QVERIFY(game.opened);
    game.window.resize(size);
    SawtoothWidget* board = game.board();
    QVERIFY(QTest::qWaitFor([&] { return board->width() > size.width() * 0.8; }, 2000));
    // The pictures are rendered at the density they are shown at: the target and a gear's piece
    // drawn at 2x are sharper than the 1x drawing scaled up.
    const QRectF target = board->targetRect().adjusted(4, 4, -4, -4);
    const double window = gearWindowSide(board->gearCentre(1).x() - board->gearCentre(0).x());
    const QPointF centre = board->gearCentre(4);
    const QRectF piece(centre.x() - window * 0.4, centre.y() - window * 0.4, window * 0.8, window * 0.8);
    const Density onTarget = compareDensities(*board, target);
    const Density onPiece = compareDensities(*board, piece);
    const Density caption = compareDensities(*board, board->captionRect());
    qInfo("sawtooth %s at %dx%d: target %.1f vs %.1f upscaled (%.4f differ, %.2f from doubled); piece %.1f vs %.1f "
          "(%.4f, %.2f); caption %.1f vs %.1f",
          qPrintable(layout.left(5)), size.width(), size.height(), onTarget.sharp2x, onTarget.upscaled,
          onTarget.differing, onTarget.fromDoubled, onPiece.sharp2x, onPiece.upscaled, onPiece.differing,
          onPiece.fromDoubled, caption.sharp2x, caption.upscaled);
    QVERIFY(onTarget.differing > 0.0005);
    QVERIFY(onPiece.differing > 0.0005);
    QVERIFY(onTarget.sharp2x > 1.3 * onTarget.upscaled);
    QVERIFY(onPiece.sharp2x > 1.3 * onPiece.upscaled);
    QVERIFY(caption.sharp2x > 1.3 * caption.upscaled);
    // Nor the 1x target with its pixels doubled: an illustration shows finer detail.
    if (!layout.startsWith(QStringLiteral("pixel/")))
        QVERIFY(onTarget.fromDoubled > 1.0);
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS"))
        renderAt(*board, 2).save(qEnvironmentVariable("MINIMOVES_SHOTS") +
                                 QStringLiteral("/sawtooth-2x-%1-%2.png").arg(layout.left(5)).arg(size.width()));
}

void TestSawtoothBoard::editorIsSharpAndReadable()
{
    const auto puzzle = makePuzzle();
    SolverService service;
    SawtoothTeethDialog dialog(puzzle->instance(), Rotations{}, &service);
    dialog.resize(480, 600);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(settled(dialog));
    // The editor renders its own pieces at the size (and density) it shows them.
    TeethEditorView* view = dialog.view();
    const double cell = std::min(view->width(), view->height()) / 3.5;
    const QPointF centre = QRectF(view->rect()).center();
    const double window = gearWindowSide(cell);
    const Density piece = compareDensities(
        *view, QRectF(centre.x() - window * 0.4, centre.y() - window * 0.4, window * 0.8, window * 0.8));
    qInfo("editor piece %.1f vs %.1f upscaled (%.4f differ)", piece.sharp2x, piece.upscaled, piece.differing);
    QVERIFY(piece.differing > 0.01);
    QVERIFY(piece.sharp2x > 1.3 * piece.upscaled);
    // Its verdict reads on a dark window: a light green, not the dark one of a light window.
    dialog.setPalette(darkPalette());
    dialog.view()->toggle(4, 0);
    QVERIFY(settled(dialog));
    const QColor verdict(QRegularExpression(QStringLiteral("#[0-9a-f]{6}"))
                             .match(dialog.verdictLabel()->styleSheet())
                             .captured(0));
    QVERIFY(verdict.isValid());
    QVERIFY(verdict.lightness() > 150);
    if (!qEnvironmentVariableIsEmpty("MINIMOVES_SHOTS"))
        renderAt(dialog, 2).save(qEnvironmentVariable("MINIMOVES_SHOTS") +
                                 QStringLiteral("/sawtooth-editor-dark-2x.png"));
}

MINIMOVES_TEST_MAIN(TestSawtoothBoard)
} // namespace tst_sawtooth_board
#include "tst_sawtooth_board.moc"
