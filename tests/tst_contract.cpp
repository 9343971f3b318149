// The contract every registered puzzle keeps, one data row per puzzle and variant, derived from
// the registries: a new puzzle gets all of it by registering. What a puzzle's own rules say (its
// moves, its facts, its contest) stays in its own engine test.
//
// Per row: the instance text makes the same game; moves read back from their text; states read
// back from their text and every move stays in the state space; game IDs and saved games
// round-trip; solve() answers with EVERY optimal first move (each lowers the distance by one, no
// other does) and a path of exactly that length that ends solved; a drawn state lies at exactly
// the asked distance and none beyond the hardest (a searched puzzle's up to SearchedDepth); the
// puzzle has a board and help, and the board
// draws the position; its record names every move, in the words its board uses; what abilities()
// says holds (a searched puzzle's lower bounds come first and never pass the distance; figures
// said to be known are there and agree with the puzzle).
//
// The rules that need no registry (no game ID, no board) also have rows for a searched stand-in
// (tests/line_puzzle.h, IDA*), so that the first searched puzzle meets a contract written already.
#include "boards/board_widget.h"
#include "boards/move_names.h"
#include "boards/puzzle_ui.h"
#include "core/any_puzzle.h"
#include "game/session/game_model.h"
#include "game/store/saved_game.h"

#include "line_puzzle.h"
#include "pictures.h"
#include "test_registry.h"

#include <QtTest>

#include <memory>
#include <random>
#include <set>

Q_DECLARE_METATYPE(const minimoves::PuzzleType*)

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_contract {

using namespace minimoves;
using namespace minimoves::app;

namespace {

// A searched puzzle's rows draw and solve starts up to this distance (the stand-in's hardest, the
// reversed line of nine): past it the Fifteen Puzzle draws its starts from random boards some 50
// moves out, whose searches on the small tables the tests use take seconds each. Its deeper
// answers are checked against Korf's instances in tst_fifteen_puzzle, and the benchmark goes to 80.
constexpr int SearchedDepth = 36;

// The deepest distance a row checks: the hardest, or a searched puzzle's SearchedDepth.
int deepestChecked(const AnyPuzzle& puzzle, int hardest)
{
    return puzzle.abilities().distance == DistanceBy::Search ? std::min(hardest, SearchedDepth) : hardest;
}

// Distances a row checks: the ends, and a few between.
std::vector<int> sampleDistances(int hardest)
{
    std::set<int> d{0, 1, hardest / 2, hardest - 1, hardest};
    std::vector<int> out;
    for (int x : d)
        if (x >= 0 && x <= hardest)
            out.push_back(x);
    return out;
}

} // namespace

class TestContract : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyPuzzleHasABoardAndHelp();
    void instances_data() { rows(true); }
    void instances();
    void textForms_data() { rows(true); }
    void textForms();
    void solutions_data() { rows(true); }
    void solutions();
    void drawsAtExactDistance_data() { rows(true); }
    void drawsAtExactDistance();
    void abilitiesHold_data() { rows(true); }
    void abilitiesHold();
    void gameIdsAndSavedGames_data() { rows(false); }
    void gameIdsAndSavedGames();
    void boardDrawsThePosition_data() { rows(false); }
    void boardDrawsThePosition();

private:
    // One row per registered puzzle and variant, and with `standIn` the searched stand-in's too.
    static void rows(bool standIn);
    // One instance per row, drawn once (tables are built once per row, not per test).
    std::shared_ptr<const AnyPuzzle> instance(const PuzzleType* type, const QString& variant);
    std::map<QString, std::shared_ptr<const AnyPuzzle>> m_instances;
};

void TestContract::initTestCase()
{
    QVERIFY(!puzzleTypes().empty());
}

std::shared_ptr<const AnyPuzzle> TestContract::instance(const PuzzleType* type, const QString& variant)
{
    const QString key = QString::fromUtf8(type->id.data(), int(type->id.size())) + QLatin1Char('@') + variant;
    auto& slot = m_instances[key];
    if (!slot) {
        std::mt19937_64 random(qHash(key));
        slot = type->makeRandomInstance(variant.toStdString(), random);
    }
    return slot;
}

// Every engine has a board and its record (title, rules, keys, an example that reads), and every
// record an engine.
void TestContract::everyPuzzleHasABoardAndHelp()
{
    QCOMPARE(puzzleUis().size(), puzzleTypes().size());
    for (const PuzzleType& type : puzzleTypes()) {
        const PuzzleUi* ui = findPuzzleUi(type.id);
        QVERIFY2(ui, type.id.data());
        QCOMPARE(ui->type(), &type);
        QVERIFY(!ui->title().isEmpty());
        QVERIFY(ui->title() != ui->idText());
        QVERIFY(ui->rulesHtml().contains(QLatin1String("<p>")));
        QVERIFY(!ui->keysHtml().isEmpty());
        QVERIFY(!ui->menuTitleForVariants().isEmpty());
        const auto example = type.makeInstance(ui->helpExample);
        QVERIFY2(example, example ? "" : example.error().c_str());
        std::unique_ptr<BoardWidget> board(ui->createBoard(nullptr));
        QVERIFY(board);
        QCOMPARE(&board->moveNames(), &ui->names()); // the board names moves in its record's words
        std::unique_ptr<BoardWidget> created(BoardWidget::create(type.id));
        QVERIFY(created);
        QCOMPARE(created->metaObject(), board->metaObject());
        for (const auto& variant : type.variants())
            QVERIFY(!ui->labelOf(QString::fromStdString(variant)).isEmpty());
    }
    QVERIFY(!findPuzzleUi("no-such-puzzle"));
    QVERIFY(findPuzzleUi(firstStartPuzzle().id));
}

void TestContract::rows(bool standIn)
{
    QTest::addColumn<const PuzzleType*>("type");
    QTest::addColumn<QString>("variant");
    std::vector<const PuzzleType*> types;
    for (const PuzzleType& type : puzzleTypes())
        types.push_back(&type);
    if (standIn)
        types.push_back(&testing::linePuzzleType());
    for (const PuzzleType* type : types) {
        auto variants = type->variants();
        if (variants.empty())
            variants.push_back("");
        for (const auto& variant : variants)
            QTest::addRow("%s %s", type->id.data(), variant.c_str()) << type << QString::fromStdString(variant);
    }
}

// The instance text makes the same game, of the same variant and puzzle.
void TestContract::instances()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    QVERIFY(puzzle);
    QCOMPARE(puzzle->id(), type->id);
    if (!variant.isEmpty())
        QCOMPARE(QString::fromStdString(puzzle->variant()), variant);
    const std::string text = puzzle->instanceText();
    QVERIFY(text.find(':') == std::string::npos && text.find(' ') == std::string::npos && !text.empty());
    const auto again = type->makeInstance(text);
    QVERIFY2(again, again ? "" : again.error().c_str());
    QCOMPARE(again.value()->instanceText(), text);
    QCOMPARE(again.value()->variant(), puzzle->variant());
    QCOMPARE(again.value()->moveCount(), puzzle->moveCount());
    QCOMPARE(again.value()->stateCount(), puzzle->stateCount());
    // Nonsense never makes an instance, and says why.
    for (const char* bad : {"", "?", "x:y", "999999999999999999999999"}) {
        const auto made = type->makeInstance(bad);
        QVERIFY2(!made, bad);
        QVERIFY(!made.error().empty());
    }
}

// Moves and states read back from their text; every move keeps the state in the space.
void TestContract::textForms()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    std::set<std::string> names;
    for (int m = 0; m < puzzle->moveCount(); ++m) {
        const std::string name = puzzle->moveText(m);
        QVERIFY(!name.empty());
        QVERIFY2(names.insert(name).second, name.c_str()); // no two moves share a name
        QCOMPARE(puzzle->parseMove(name), std::optional<int>(m));
    }
    QVERIFY(!puzzle->parseMove("no such move"));
    QVERIFY(!puzzle->parseMove(""));

    std::mt19937_64 random(11);
    StateRank state = puzzle->initialState();
    QVERIFY(state < puzzle->stateCount());
    for (int step = 0; step < 200; ++step) {
        const std::string text = puzzle->encodeState(state);
        QVERIFY(text.find(':') == std::string::npos && text.find(' ') == std::string::npos);
        const auto back = puzzle->decodeState(text);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(*back, state);
        if (puzzle->moveCount() == 0)
            break;
        state = puzzle->apply(state, int(random() % std::uint64_t(puzzle->moveCount())));
        QVERIFY(state < puzzle->stateCount());
    }
    for (const char* bad : {"", "?", "0123456789012345678901234567890123456789"}) {
        const auto decoded = puzzle->decodeState(bad);
        QVERIFY2(!decoded, bad);
        QVERIFY(!decoded.error().empty());
    }
}

// solve(): the distance, EVERY optimal first move (each lowers the distance by one and no other
// move does) and a path of that length that ends solved; solved exactly at distance 0.
void TestContract::solutions()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    const int hardest = *puzzle->hardestDistance({});
    QVERIFY(hardest >= 0);
    std::mt19937_64 random(23);
    for (int d : sampleDistances(deepestChecked(*puzzle, hardest))) {
        const auto start = puzzle->randomState(d, random, {});
        QVERIFY(start);
        const auto solution = puzzle->solve(*start, {});
        QVERIFY(solution);
        QCOMPARE(solution->distance, d);
        QCOMPARE(puzzle->isSolved(*start), d == 0);
        QCOMPARE(int(solution->path.size()), d);
        StateRank walk = *start;
        for (int m : solution->path)
            walk = puzzle->apply(walk, m);
        QVERIFY(puzzle->isSolved(walk));
        const std::set<int> optimal(solution->optimalMoves.begin(), solution->optimalMoves.end());
        QCOMPARE(optimal.size(), solution->optimalMoves.size());
        if (d > 0)
            QVERIFY(optimal.count(solution->path.front()));
        for (int m = 0; m < puzzle->moveCount(); ++m) {
            const auto after = puzzle->solve(puzzle->apply(*start, m), {});
            QVERIFY(after);
            // Every move can be undone by moves: it never leaves the goal's component, and no
            // move lowers the distance by more than one.
            QVERIFY(after->distance != Solution::Unreachable);
            QVERIFY(after->distance >= d - 1);
            const bool lowers = after->distance == d - 1;
            QVERIFY2(lowers == bool(optimal.count(m)),
                     qPrintable(QStringLiteral("distance %1, move %2 leads to %3").arg(d).arg(m).arg(after->distance)));
        }
    }
}

// New game at distance d: a state exactly d away, for every d up to the hardest; none beyond.
void TestContract::drawsAtExactDistance()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    QVERIFY(puzzle->prepare({}));
    const int hardest = *puzzle->hardestDistance({});
    std::mt19937_64 random(31);
    for (int d = 0; d <= deepestChecked(*puzzle, hardest); ++d) {
        const auto s = puzzle->randomState(d, random, {});
        QVERIFY2(s, qPrintable(QStringLiteral("no state at distance %1 of %2").arg(d).arg(hardest)));
        QCOMPARE(puzzle->solve(*s, {})->distance, d);
    }
    QVERIFY(!puzzle->randomState(hardest + 1, random, {}));
    QVERIFY(!puzzle->randomState(-1, random, {}));
    // A stopped request answers nothing rather than something wrong.
    std::stop_source stop;
    stop.request_stop();
    const SearchControl stopped{stop.get_token(), {}};
    const auto drawn = puzzle->randomState(hardest, random, stopped);
    // A searched puzzle's hardest starts may be known without a search (the Fifteen Puzzle's 17
    // published boards, checked with their paths by tst_fifteen_facts): proving one here would be
    // an 80-move search.
    if (puzzle->abilities().distance != DistanceBy::Search)
        QVERIFY(!drawn || puzzle->solve(*drawn, {})->distance == hardest);
}

// What abilities() says holds. Bounds: each reported one is larger than the one before and never
// more than the distance; a searched puzzle reports one at least, before it answers, and a stopped
// search answers nothing. Figures: a known hardest distance and known counts are there (published
// ones with their source; computed ones with the source they were checked against, if any) and agree with each other and with the puzzle; unknown ones are not.
void TestContract::abilitiesHold()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    const PuzzleAbilities abilities = puzzle->abilities();
    const bool published = abilities.hardest == FigureFrom::Published || abilities.counts == FigureFrom::Published;
    // Published figures name whose they are; computed ones may name the published figures they
    // were checked against (the twisty puzzles' OEIS sequences, checked by their engine tests).
    if (published)
        QVERIFY(!abilities.source.empty());
    const auto hardest = puzzle->hardestDistance({});
    QCOMPARE(hardest.has_value(), abilities.hardest != FigureFrom::Unknown);
    const auto counts = puzzle->distanceCounts({});
    QCOMPARE(counts.has_value(), abilities.counts != FigureFrom::Unknown);
    if (hardest && counts) {
        QCOMPARE(int(counts->size()), *hardest + 1);
        std::uint64_t total = 0;
        for (std::uint64_t c : *counts) {
            QVERIFY(c > 0);
            total += c;
        }
        QVERIFY(total <= puzzle->stateCount());
    }
    // Published counts of a small puzzle agree with a walk of every position from the goal (its
    // moves can each be undone: its positions' graph has no one-way edge).
    if (counts && abilities.counts == FigureFrom::Published && puzzle->stateCount() <= 100000) {
        std::vector<int> depth(puzzle->stateCount(), -1);
        std::vector<StateRank> layer{puzzle->initialState()};
        QVERIFY(puzzle->isSolved(layer.front()));
        depth[layer.front()] = 0;
        std::vector<std::uint64_t> walked;
        while (!layer.empty()) {
            walked.push_back(layer.size());
            std::vector<StateRank> next;
            for (StateRank s : layer)
                for (int m = 0; m < puzzle->moveCount(); ++m) {
                    const StateRank t = puzzle->apply(s, m);
                    if (depth[t] < 0) {
                        depth[t] = depth[s] + 1;
                        next.push_back(t);
                    }
                }
            layer = std::move(next);
        }
        QCOMPARE(walked, *counts);
    }

    std::mt19937_64 random(61);
    QVERIFY(puzzle->prepare({}));
    for (int d : sampleDistances(deepestChecked(*puzzle, hardest.value_or(0)))) {
        const auto start = puzzle->randomState(d, random, {});
        QVERIFY(start);
        std::vector<int> bounds;
        SearchControl control;
        control.bound = [&](int bound) { bounds.push_back(bound); };
        const auto solution = puzzle->solve(*start, control);
        QVERIFY(solution);
        QCOMPARE(solution->distance, d);
        for (std::size_t i = 0; i < bounds.size(); ++i) {
            QVERIFY2(bounds[i] <= d, qPrintable(QStringLiteral("bound %1 at distance %2").arg(bounds[i]).arg(d)));
            QVERIFY(i == 0 || bounds[i] > bounds[i - 1]);
        }
        if (abilities.distance == DistanceBy::Search) {
            QVERIFY(!bounds.empty());
            std::stop_source stop;
            stop.request_stop();
            const auto stopped = puzzle->solve(*start, SearchControl{stop.get_token(), {}});
            QVERIFY(!stopped || stopped->distance == d);
        }
    }
}

// Game IDs and saved games (with an undo history) come back as they were.
void TestContract::gameIdsAndSavedGames()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    std::mt19937_64 random(41);
    const StateRank start = *puzzle->randomState(deepestChecked(*puzzle, *puzzle->hardestDistance({})), random, {});
    const std::string id = formatGameId(*puzzle, start);
    const auto parsed = parseGameId(id);
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(parsed->state, start);
    QCOMPARE(parsed->puzzle->instanceText(), puzzle->instanceText());
    QCOMPARE(formatGameId(*parsed->puzzle, parsed->state), id);
    const std::string idText(type->id);
    for (const std::string& bad : {idText, idText + ":" + puzzle->instanceText(), idText + "::",
                                  idText + ":" + puzzle->instanceText() + ":?"}) {
        const auto wrong = parseGameId(bad);
        QVERIFY2(!wrong, bad.c_str());
        QVERIFY(!wrong.error().empty());
    }

    GameModel model;
    model.newGame(puzzle, start);
    for (int i = 0; i < 6 && puzzle->moveCount() > 0; ++i)
        model.playMove(int(random() % std::uint64_t(puzzle->moveCount())));
    model.restart();
    if (puzzle->moveCount() > 0)
        model.playMove(0);
    model.undoStack()->undo();
    const SavedGame saved = SavedGame::capture(model, 1, 2);
    QString error;
    const auto back = SavedGame::fromJson(saved.toJson(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->puzzle->instanceText(), puzzle->instanceText());
    QCOMPARE(back->start, start);
    QCOMPARE(back->history, saved.history);
    QCOMPARE(back->applied, saved.applied);
    QCOMPARE(back->hintSteps, 2);
    QCOMPARE(back->hints, 1);
    GameModel restored;
    restored.restore(back->puzzle, back->start, back->history, back->applied);
    QCOMPARE(restored.state(), model.state());
    QCOMPARE(restored.undoStack()->count(), model.undoStack()->count());
}

// The board shows a position, and another position looks different.
void TestContract::boardDrawsThePosition()
{
    QFETCH(const PuzzleType*, type);
    QFETCH(QString, variant);
    const auto puzzle = instance(type, variant);
    std::unique_ptr<BoardWidget> board(findPuzzleUi(type->id)->createBoard(nullptr));
    board->setAttribute(Qt::WA_DontShowOnScreen);
    board->setAnimationDuration(0);
    board->resize(640, 480);
    board->show();
    const QImage empty = board->renderFrame(1.0);
    board->setPuzzle(puzzle);
    std::mt19937_64 random(53);
    const int hardest = *puzzle->hardestDistance({});
    const StateRank far = *puzzle->randomState(deepestChecked(*puzzle, hardest), random, {});
    board->showState(far, -1, far);
    QCOMPARE(board->state(), far);
    const QImage shown = board->renderFrame(1.0);
    QVERIFY2(differingShare(empty, shown) > 0.05, "the board draws (almost) nothing");
    if (hardest > 0) {
        const StateRank goal = *puzzle->randomState(0, random, {});
        board->showState(goal, -1, goal);
        QVERIFY2(differingShare(shown, board->renderFrame(1.0)) > 0.0005, "two positions look the same");
    }
    // The record names every move with no board at hand (the status line, Undo, the narrator), in
    // the words the board uses for the position it shows.
    const MoveNames& names = findPuzzleUi(type->id)->names();
    const StateRank here = board->state();
    for (int m = 0; m < puzzle->moveCount(); ++m) {
        QVERIFY(!board->moveDescription(m).isEmpty());
        QVERIFY(!names.name(puzzle.get(), m).isEmpty());
        const bool moves = puzzle->apply(here, m) != here;
        QCOMPARE(board->moveDescription(m), moves ? names.nameFrom(*puzzle, here, m) : names.name(puzzle.get(), m));
    }
}

MINIMOVES_TEST_MAIN(TestContract)
} // namespace tst_contract
#include "tst_contract.moc"
