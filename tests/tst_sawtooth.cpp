// Sawtooth Gears rules, searches, instance texts and contest CLI (docs/RULES.md §2).
#include "distance_counts.h"
#include "test_registry.h"
#include "reference/forward_search.h"
#include "sawtooth/sawtooth_type.h"

#include "cli_process.h"

#include <QtTest>

#include <map>
#include <queue>
#include <random>
#include <thread>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_sawtooth {

using namespace minimoves;
using namespace minimoves::sawtooth;

namespace {

using Teeth = std::array<std::uint8_t, GearCount>;
constexpr std::uint8_t L = 1, T = 2, R = 4, B = 8; // side bits: left, top, right, bottom
constexpr Teeth noTeeth{};
constexpr Teeth anyRotation{15, 15, 15, 15, 15, 15, 15, 15, 15};
constexpr PixelPiece asymmetric = 0x8000000000000001ull | (PixelPiece(0x3C) << 40); // a corner, a bar

Rotations state(const char* text) { return *parseState(text); }
QString text(Rotations s) { return QString::fromStdString(stateText(s)); }

// An independent reference: rotations as plain arrays, teeth as flags, and the driven group found
// by a recursive flood fill that alternates the direction step by step (not by chessboard parity).
struct BruteGears {
    bool toothed[GearCount][4] = {};
    int correct[GearCount] = {};

    using Position = std::array<std::int8_t, GearCount>;

    bool faces(const Position& p, int gear, int direction) const
    {
        return toothed[gear][((direction - p[gear]) % 4 + 4) % 4];
    }
    void drive(const Position& p, int gear, int way, Position& turns) const
    {
        static const int rowStep[4] = {0, -1, 0, 1};
        static const int columnStep[4] = {-1, 0, 1, 0};
        turns[gear] = way;
        for (int d = 0; d < 4; ++d) {
            const int row = gear / 3 + rowStep[d];
            const int column = gear % 3 + columnStep[d];
            if (row < 0 || row > 2 || column < 0 || column > 2)
                continue;
            const int other = row * 3 + column;
            if (turns[other] == 0 && faces(p, gear, d) && faces(p, other, (d + 2) % 4))
                drive(p, other, -way, turns);
        }
    }
    Position turn(const Position& p, int gear) const
    {
        Position turns{};
        drive(p, gear, 1, turns);
        Position next;
        for (int h = 0; h < GearCount; ++h)
            next[h] = std::int8_t((p[h] + turns[h] + 4) % 4);
        return next;
    }
    bool solved(const Position& p) const
    {
        for (int h = 0; h < GearCount; ++h)
            if (!(correct[h] & (1 << p[h])))
                return false;
        return true;
    }
};

BruteGears bruteFrom(const Teeth& teeth, const Teeth& correct)
{
    BruteGears brute;
    for (int g = 0; g < GearCount; ++g) {
        for (int side = 0; side < 4; ++side)
            brute.toothed[g][side] = teeth[g] & (1 << side);
        brute.correct[g] = correct[g];
    }
    return brute;
}

BruteGears::Position positionOf(Rotations s)
{
    BruteGears::Position p;
    for (int g = 0; g < GearCount; ++g)
        p[g] = std::int8_t(s.of(g));
    return p;
}

// Random teeth and correct-rotation masks, some of them making goals unreachable.
void randomInstance(std::mt19937_64& random, Teeth& teeth, Teeth& correct)
{
    const int density = int(random() % 4); // sparse to dense teeth
    for (int g = 0; g < GearCount; ++g) {
        teeth[g] = 0;
        for (int side = 0; side < 4; ++side)
            if (int(random() % 4) <= density)
                teeth[g] |= std::uint8_t(1 << side);
        static const std::uint8_t masks[] = {1, 2, 4, 8, 1, 2, 4, 8, 5, 10, 15};
        correct[g] = masks[random() % std::size(masks)];
    }
}

// A contest case: the target picture is `target`, the start is `start` rotations from it, and the
// teeth (home = target orientation) are written as they stand at the start.
QByteArray contestCase(const std::array<PixelPiece, GearCount>& target, const std::array<PixelPiece, GearCount>& initial,
                       const Teeth& teethNow)
{
    QByteArray out;
    for (const auto* picture : {&initial, &target}) {
        for (int row = 0; row < 24; ++row) {
            if (row > 0 && row % 8 == 0)
                out += "                          \n";
            for (int cell = 0; cell < 3; ++cell) {
                for (int j = 0; j < 8; ++j)
                    out += pixelAt((*picture)[(row / 8) * 3 + cell], row % 8, j) ? '#' : '.';
                out += cell < 2 ? ' ' : '\n';
            }
        }
        out += '\n';
    }
    for (int g = 0; g < GearCount; ++g)
        out += QByteArray::number(teethNow[g] & 1) + ' ' + QByteArray::number((teethNow[g] >> 1) & 1) + ' ' +
               QByteArray::number((teethNow[g] >> 2) & 1) + ' ' + QByteArray::number((teethNow[g] >> 3) & 1) + '\n';
    return out;
}

QByteArray contestCaseAt(const std::array<PixelPiece, GearCount>& target, const Teeth& homeTeeth, Rotations start)
{
    std::array<PixelPiece, GearCount> initial;
    Teeth now;
    for (int g = 0; g < GearCount; ++g) {
        initial[g] = turnPiece(target[g], start.of(g));
        now[g] = turnTeeth(homeTeeth[g], start.of(g));
    }
    return contestCase(target, initial, now);
}

QByteArray runCli(const QByteArray& input, int* exitCode, QByteArray* errors = nullptr)
{
    return runContest("sawtooth", input, exitCode, errors);
}

QByteArray sampleInput()
{
    return readSample(QStringLiteral("sawtooth.in"));
}

std::array<PixelPiece, GearCount> randomPieces(std::mt19937_64& random)
{
    std::array<PixelPiece, GearCount> pieces;
    for (auto& p : pieces)
        p = random();
    return pieces;
}

} // namespace

class TestSawtooth : public QObject {
    Q_OBJECT
private slots:
    void distanceCountsMatchBruteForce();
    void pixelTurn();
    void teethTurnWithTheGear();
    void handRules_data();
    void handRules();
    void toothTurnedAwayNoLongerMeshes();
    void solvedAndUnreachable();
    void statementHint();
    void roundTrips();
    void instanceTexts_data();
    void instanceTexts();
    void engineMatchesBruteForce();
    void searchesAgree();
    void everyHintLowersTheDistanceByOne();
    void instanceFacts();
    void newGamesAreNeverShort();
    void newGameTeethDrawnWithTheTable();
    void stoppedSearchesReturnNothing();
    void sampleThroughCli();
    void cliSolvedUnreachableAndSeveralCases();
    void cliErrors_data();
    void cliErrors();
};

void TestSawtooth::pixelTurn()
{
    std::mt19937_64 random(1);
    for (int trial = 0; trial < 50; ++trial) {
        const PixelPiece old = random();
        const PixelPiece turned = turnPiece(old);
        for (int i = 0; i < 8; ++i)
            for (int j = 0; j < 8; ++j)
                QCOMPARE(pixelAt(turned, i, j), pixelAt(old, 7 - j, i));
        QCOMPARE(turnPiece(old, 4), old);
        QCOMPARE(turnPiece(old, 3), turnPiece(turnPiece(turnPiece(old))));
    }
    // The top-left pixel goes to the top-right corner: a clockwise turn.
    QCOMPARE(turnPiece(withPixel(0, 0, 0, true)), withPixel(0, 0, 7, true));
    QCOMPARE(pieceText(withPixel(0, 0, 0, true)), std::string("8000000000000000"));
    QCOMPARE(matchingRotations(0, 0), std::uint8_t(15));
    QCOMPARE(matchingRotations(asymmetric, asymmetric), std::uint8_t(1));
    QCOMPARE(matchingRotations(asymmetric, turnPiece(asymmetric, 3)), std::uint8_t(8));
    const PixelPiece halfTurnSymmetric = withPixel(withPixel(0, 0, 1, true), 7, 6, true);
    QCOMPARE(matchingRotations(halfTurnSymmetric, halfTurnSymmetric), std::uint8_t(5));
    const GearPicture pixelArt{"", {halfTurnSymmetric}};
    QCOMPARE(pixelArt.correctRotations()[0], std::uint8_t(5));
    QCOMPARE(pixelArt.correctRotations()[1], std::uint8_t(15)); // blank
    const GearPicture photo{"city", {}};
    QCOMPARE(photo.correctRotations()[4], std::uint8_t(1));
}

void TestSawtooth::teethTurnWithTheGear()
{
    // After r turns the side facing d is home side (d - r) mod 4: a left tooth ends on top.
    QCOMPARE(turnTeeth(L, 1), T);
    QCOMPARE(turnTeeth(T, 1), R);
    QCOMPARE(turnTeeth(R, 1), B);
    QCOMPARE(turnTeeth(B, 1), L);
    QCOMPARE(turnTeeth(L | T, 3), std::uint8_t(B | L));
    const GearBoard board(Teeth{L | B}, anyRotation);
    QCOMPARE(board.toothedSides(state("200000000"), 0), std::uint8_t(R | T));
}

void TestSawtooth::handRules_data()
{
    QTest::addColumn<Teeth>("teeth");
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("gear");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("turning");
    QTest::addColumn<int>("clockwise");
    QTest::newRow("lone clockwise turn") << noTeeth << "000000000" << 4 << "000010000" << 0x10 << 0x10;
    QTest::newRow("lone turn wraps") << noTeeth << "000030000" << 4 << "000000000" << 0x10 << 0x10;
    QTest::newRow("smooth neighbour stays") << Teeth{R, 0} << "000000000" << 0 << "100000000" << 0x1 << 0x1;
    QTest::newRow("meshed pair drives the other way") << Teeth{R, L} << "000000000" << 0 << "130000000" << 0x3 << 0x1;
    QTest::newRow("meshed pair, the other gear turned") << Teeth{R, L} << "000000000" << 1 << "310000000" << 0x3 << 0x2;
    QTest::newRow("vertical pair") << Teeth{0, B, 0, 0, T} << "000000000" << 4 << "030010000" << 0x12 << 0x10;
    QTest::newRow("chain of three") << Teeth{R, L | R, L} << "000000000" << 0 << "131000000" << 0x7 << 0x5;
    QTest::newRow("fully toothed board, centre")
        << anyRotation << "000000000" << 4 << "131313131" << 0x1FF << 0x155;
    QTest::newRow("fully toothed board, edge")
        << anyRotation << "000000000" << 1 << "313131313" << 0x1FF << 0xAA;
    // Gear 1's home top tooth faces left after three turns and meshes with gear 0's right tooth.
    QTest::newRow("a tooth turned into place meshes") << Teeth{R, T} << "030000000" << 0 << "120000000" << 0x3 << 0x1;
}

void TestSawtooth::handRules()
{
    QFETCH(Teeth, teeth);
    QFETCH(QString, from);
    QFETCH(int, gear);
    QFETCH(QString, to);
    QFETCH(int, turning);
    QFETCH(int, clockwise);
    const GearBoard board(teeth, anyRotation);
    const Rotations start = state(from.toLatin1().constData());
    QCOMPARE(text(board.apply(start, Turn{std::uint8_t(gear)})), to);
    QCOMPARE(board.turningGroup(start, gear), (TurningGroup{std::uint16_t(turning), std::uint16_t(clockwise)}));
    const BruteGears brute = bruteFrom(teeth, anyRotation);
    QCOMPARE(brute.turn(positionOf(start), gear), positionOf(board.apply(start, Turn{std::uint8_t(gear)})));
}

void TestSawtooth::toothTurnedAwayNoLongerMeshes()
{
    // Gear 0 has one tooth on its right, gear 1 one on its left: they mesh at home...
    const GearBoard board(Teeth{R, L}, anyRotation);
    QCOMPARE(board.meshedPairs(state("000000000")), std::uint16_t(1)); // pair 0: gears 0-1
    const Rotations once = board.apply(state("000000000"), Turn{0});
    QCOMPARE(text(once), QStringLiteral("130000000"));
    // ...but after that turn both teeth point down: turning gear 0 again
    // moves it alone, and so does turning gear 1.
    QCOMPARE(board.meshedPairs(once), std::uint16_t(0));
    QCOMPARE(board.toothedSides(once, 0), B);
    QCOMPARE(board.toothedSides(once, 1), B);
    QCOMPARE(text(board.apply(once, Turn{0})), QStringLiteral("230000000"));
    QCOMPARE(text(board.apply(once, Turn{1})), QStringLiteral("100000000"));
    // Not invertible: the turn of gear 0 from home can not be undone by turning gear 0 three times.
    Rotations back = once;
    for (int i = 0; i < 3; ++i)
        back = board.apply(back, Turn{0});
    QCOMPARE(text(back), QStringLiteral("030000000"));
}

void TestSawtooth::solvedAndUnreachable()
{
    GearSearch search;
    // Already solved: 0, with no moves.
    const GearBoard photo(noTeeth, Teeth{1, 1, 1, 1, 1, 1, 1, 1, 1});
    QVERIFY(photo.isSolved(Rotations{}));
    const auto zero = search.run(photo, Rotations{});
    QVERIFY(zero);
    QCOMPARE(zero->distance, 0);
    QVERIFY(zero->optimalMoves.empty() && zero->path.empty());
    // A lone gear three turns short costs... one turn; a counter-clockwise turn costs three.
    QCOMPARE(search.run(photo, state("300000000"))->distance, 1);
    QCOMPARE(search.run(photo, state("100000000"))->distance, 3);
    QCOMPARE(search.run(photo, state("100000000"))->path, (std::vector<int>{0, 0, 0}));

    // Gears 0 and 1 toothed all round always mesh, so r0 + r1 (mod 4) never changes: a goal that
    // wants r0 = 1 and r1 = 0 is out of reach from home.
    const Teeth correct{2, 1, 15, 15, 15, 15, 15, 15, 15};
    const GearBoard locked(Teeth{15, 15}, correct);
    const auto none = search.run(locked, Rotations{});
    QVERIFY(none);
    QCOMPARE(none->distance, Solution::Unreachable);
    QVERIFY(!none->reachable() && none->optimalMoves.empty() && none->path.empty());
    const auto table = buildGearDistanceTable(locked);
    QVERIFY(table);
    QVERIFY(!table->reached(0));
    QCOMPARE(table->reachedCount(), std::uint64_t(StateCount / 4)); // the states with r0 + r1 = 1
    // From a state with r0 + r1 = 1 it is reachable.
    QVERIFY(search.run(locked, state("320000000"))->reachable());
}

void TestSawtooth::statementHint()
{
    // The sample, read through the contest format: turn (1,2) four times, then (1,3), then (3,1)
    // (1-based row, column) — gears 1, 1, 1, 1, 2, 6 — and the picture is solved in 6.
    QVERIFY_SAMPLE(input, QStringLiteral("sawtooth.in"));
    int code = -1;
    QCOMPARE(runCli(input, &code).trimmed(), QByteArray("6"));
    QCOMPARE(code, 0);
    // Rebuild the instance by hand: the pieces from the text, home = the initial picture.
    const QList<QByteArray> tokens = input.simplified().split(' ');
    QCOMPARE(tokens.size(), 1 + 2 * 72 + 36);
    std::array<std::array<PixelPiece, GearCount>, 2> pictures{};
    for (int which = 0; which < 2; ++which)
        for (int k = 0; k < 72; ++k)
            for (int j = 0; j < 8; ++j)
                pictures[which][(k / 3 / 8) * 3 + k % 3] =
                    withPixel(pictures[which][(k / 3 / 8) * 3 + k % 3], (k / 3) % 8, j, tokens[1 + which * 72 + k][j] == '#');
    Teeth teeth{}, correct{};
    for (int g = 0; g < GearCount; ++g) {
        for (int side = 0; side < 4; ++side)
            if (tokens[1 + 144 + 4 * g + side] == "1")
                teeth[g] |= std::uint8_t(1 << side);
        correct[g] = matchingRotations(pictures[0][g], pictures[1][g]);
    }
    const GearBoard board(teeth, correct);
    Rotations s{};
    for (int gear : {1, 1, 1, 1, 2, 6})
        s = board.apply(s, Turn{std::uint8_t(gear)});
    QVERIFY(board.isSolved(s));
    GearSearch search;
    const auto solution = search.run(board, Rotations{});
    QCOMPARE(solution->distance, 6);
    Rotations walk{};
    for (int m : solution->path)
        walk = board.apply(walk, Turn{std::uint8_t(m)});
    QVERIFY(board.isSolved(walk));
}

void TestSawtooth::roundTrips()
{
    std::mt19937_64 random(42);
    Teeth teeth, correct;
    randomInstance(random, teeth, correct);
    const GearBoard board(teeth, correct);
    Rotations s{};
    for (int step = 0; step < 5000; ++step) {
        const int gear = int(random() % GearCount);
        s = board.apply(s, board.moves()[gear]);
        QCOMPARE(GearBoard::unrank(GearBoard::rank(s)), s);
        QVERIFY(GearBoard::rank(s) < GearBoard::stateCount());
        QCOMPARE(*parseState(stateText(s)), s);
        for (int g = 0; g < GearCount; ++g)
            QCOMPARE(s.with(g, s.of(g)), s);
    }
    QCOMPARE(GearBoard::rank(state("000000000")), std::uint64_t(0));
    QCOMPARE(GearBoard::rank(state("100000001")), std::uint64_t(1 + (1 << 16)));
    for (const char* bad : {"", "00000000", "0000000000", "00000000x", "000040000"})
        QVERIFY2(!parseState(bad), bad);
}

void TestSawtooth::instanceTexts_data()
{
    QTest::addColumn<QString>("instance");
    QTest::addColumn<bool>("valid");
    QTest::newRow("photo") << "harbour/5a3f00c12" << true;
    QTest::newRow("city") << "city/000000000" << true;
    QTest::newRow("pixel") << QString("pixel/fffffffff/") + QString(144, '0') << true;
    QTest::newRow("pixel upper case") << QString("pixel/FFFFFFFFF/") + QString(143, 'A') + "b" << true;
    QTest::newRow("no slash") << "harbour" << false;
    QTest::newRow("unknown photo") << "volcano/000000000" << false;
    QTest::newRow("short teeth") << "meadow/00000000" << false;
    QTest::newRow("bad teeth digit") << "meadow/00000000g" << false;
    QTest::newRow("photo with pieces") << "meadow/000000000/00" << false;
    QTest::newRow("pixel without pieces") << "pixel/000000000" << false;
    QTest::newRow("pixel short pieces") << QString("pixel/000000000/") + QString(143, '0') << false;
    QTest::newRow("pixel bad piece digit") << QString("pixel/000000000/") + QString(143, '0') + "x" << false;
}

void TestSawtooth::instanceTexts()
{
    QFETCH(QString, instance);
    QFETCH(bool, valid);
    const auto parsed = parseInstance(instance.toStdString());
    QCOMPARE(parsed.ok(), valid);
    if (!valid) {
        QVERIFY(!parsed.error().empty());
        return;
    }
    QCOMPARE(QString::fromStdString(instanceText(*parsed)), instance.toLower());
    const auto* type = findPuzzleType("sawtooth");
    QVERIFY(type);
    const auto made = type->makeInstance(instance.toStdString());
    QVERIFY(made);
    QCOMPARE(QString::fromStdString(made.value()->instanceText()), instance.toLower());
}

void TestSawtooth::engineMatchesBruteForce()
{
    // For random instances (sparse to dense teeth, symmetric and unreachable goals), a plain BFS
    // over std::map from a random start, then backwards over the edges it found, gives every
    // reachable state's distance to the goal: the engine's forward search, its table and its apply
    // must agree on all of them, including every optimal first move.
    std::mt19937_64 random(2024);
    GearSearch search;
    int unreachable = 0;
    std::uint64_t statesChecked = 0;
    for (int trial = 0; trial < 6; ++trial) {
        Teeth teeth, correct;
        randomInstance(random, teeth, correct);
        const GearBoard board(teeth, correct);
        const BruteGears brute = bruteFrom(teeth, correct);
        const Rotations start{std::uint32_t(random() % StateCount)};

        using Position = BruteGears::Position;
        std::map<Position, int> index{{positionOf(start), 0}};
        std::vector<Position> positions{positionOf(start)};
        std::vector<std::array<int, GearCount>> next;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            next.emplace_back();
            for (int g = 0; g < GearCount; ++g) {
                const Position there = brute.turn(positions[i], g);
                const auto [it, added] = index.emplace(there, int(positions.size()));
                if (added)
                    positions.push_back(there);
                next[i][g] = it->second;
            }
        }
        std::vector<std::vector<int>> previous(positions.size());
        std::vector<int> toGoal(positions.size(), -1);
        std::queue<int> queue;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            for (int j : next[i])
                previous[j].push_back(int(i));
            if (brute.solved(positions[i])) {
                toGoal[i] = 0;
                queue.push(int(i));
            }
        }
        while (!queue.empty()) {
            const int here = queue.front();
            queue.pop();
            for (int before : previous[here])
                if (toGoal[before] < 0) {
                    toGoal[before] = toGoal[here] + 1;
                    queue.push(before);
                }
        }

        const auto table = buildGearDistanceTable(board);
        QVERIFY(table);
        int wrongMoves = 0;
        int wrongDistances = 0;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            Rotations s{};
            for (int g = 0; g < GearCount; ++g)
                s = s.with(g, positions[i][g]);
            for (int g = 0; g < GearCount; ++g)
                wrongMoves += positionOf(board.apply(s, Turn{std::uint8_t(g)})) != positions[next[i][g]];
            wrongDistances += int(table->at(s.packed)) != (toGoal[i] < 0 ? int(DistanceTable::Unreached) : toGoal[i]);
            ++statesChecked;
        }
        QCOMPARE(wrongMoves, 0);
        QCOMPARE(wrongDistances, 0);
        const auto solution = search.run(board, start);
        QVERIFY(solution);
        const int expected = toGoal[0];
        if (expected < 0) {
            QCOMPARE(solution->distance, Solution::Unreachable);
            ++unreachable;
            continue;
        }
        QCOMPARE(solution->distance, expected);
        std::vector<int> optimal;
        for (int g = 0; g < GearCount && expected > 0; ++g)
            if (toGoal[next[0][g]] == expected - 1)
                optimal.push_back(g);
        QCOMPARE(solution->optimalMoves, optimal);
        Position walk = positionOf(start);
        for (int m : solution->path)
            walk = brute.turn(walk, m);
        QCOMPARE(int(solution->path.size()), expected);
        QVERIFY(brute.solved(walk));
    }
    QVERIFY(statesChecked > 100000);
    QVERIFY(unreachable > 0 && unreachable < 6);

    // And the moves alone on many more instances and positions.
    int wrong = 0;
    for (int trial = 0; trial < 500; ++trial) {
        Teeth teeth, correct;
        randomInstance(random, teeth, correct);
        const GearBoard board(teeth, correct);
        const BruteGears brute = bruteFrom(teeth, correct);
        for (int k = 0; k < 80; ++k) {
            const Rotations s{std::uint32_t(random() % StateCount)};
            wrong += board.isSolved(s) != brute.solved(positionOf(s));
            for (int g = 0; g < GearCount; ++g)
                wrong += positionOf(board.apply(s, Turn{std::uint8_t(g)})) != brute.turn(positionOf(s), g);
        }
    }
    QCOMPARE(wrong, 0);
}

void TestSawtooth::searchesAgree()
{
    // The specialised forward search, the table and the generic reference forwardSearch (tests/reference) give the same
    // distance, optimal moves and (lexicographically smallest) path.
    std::mt19937_64 random(77);
    GearSearch search;
    for (int trial = 0; trial < 6; ++trial) {
        Teeth teeth, correct;
        randomInstance(random, teeth, correct);
        const GearBoard board(teeth, correct);
        const auto table = buildGearDistanceTable(board);
        QVERIFY(table);
        for (int k = 0; k < 8; ++k) {
            const Rotations start{std::uint32_t(random() % StateCount)};
            const auto fast = search.run(board, start);
            const auto generic = forwardSearch(board, start);
            const Solution fromTable = solveWithTable(board, *table, start);
            QVERIFY(fast && generic);
            QCOMPARE(fast->distance, fromTable.distance);
            QCOMPARE(generic->distance, fromTable.distance);
            QCOMPARE(fast->optimalMoves, fromTable.optimalMoves);
            QCOMPARE(generic->optimalMoves, fromTable.optimalMoves);
            QCOMPARE(fast->path, fromTable.path);
            QCOMPARE(search.run(board, start, GearSearch::Detail::DistanceOnly)->distance, fromTable.distance);
        }
    }
}

void TestSawtooth::everyHintLowersTheDistanceByOne()
{
    std::mt19937_64 random(3);
    const auto puzzle = findPuzzleType("sawtooth")->makeRandomInstance("pixel", random);
    QVERIFY(puzzle->prepare({}));
    for (int trial = 0; trial < 300; ++trial) {
        const StateRank s = random() % puzzle->stateCount();
        const auto solution = puzzle->solve(s, {});
        QVERIFY(solution && solution->reachable());
        const int d = solution->distance;
        for (int m = 0; m < puzzle->moveCount(); ++m) {
            const int after = puzzle->solve(puzzle->apply(s, m), {})->distance;
            const bool hinted = std::find(solution->optimalMoves.begin(), solution->optimalMoves.end(), m) !=
                                solution->optimalMoves.end();
            QCOMPARE(hinted, after == d - 1);
            QVERIFY(after >= d - 1);
        }
        QVERIFY(d == 0 || solution->path.front() == solution->optimalMoves.front());
    }
}

// What the registry's contract (tst_contract) cannot know: the picture kinds, that a game's
// table and the table-less forward search agree at every distance, this puzzle's move names.
void TestSawtooth::instanceFacts()
{
    const auto* type = findPuzzleType("sawtooth");
    QVERIFY(type);
    QCOMPARE(type->variants(), (std::vector<std::string>{"photo", "pixel"}));
    std::mt19937_64 random(5);
    for (const char* variant : {"", "photo", "pixel"}) {
        const auto puzzle = type->makeRandomInstance(variant, random);
        QCOMPARE(puzzle->id(), std::string_view("sawtooth"));
        const auto* gears = dynamic_cast<const SawtoothPuzzle*>(puzzle.get());
        QVERIFY(gears);
        QCOMPARE(gears->picture().isPixelArt(), std::string_view(variant) == "pixel");
        QCOMPARE(puzzle->stateCount(), std::uint64_t(262144));
        QVERIFY(puzzle->isSolved(puzzle->initialState()));
        // The instance text makes the same game.
        const auto again = type->makeInstance(puzzle->instanceText());
        QVERIFY(again);
        QCOMPARE(again.value()->instanceText(), puzzle->instanceText());
        // A game never starts unreachable, and a start at distance d is d away.
        const int hardest = *puzzle->hardestDistance({});
        QVERIFY(hardest > 0);
        for (int d = 0; d <= hardest; ++d) {
            const auto s = puzzle->randomState(d, random, {});
            QVERIFY(s);
            QCOMPARE(again.value()->solve(*s, {})->distance, d); // forward search, no table
            QCOMPARE(puzzle->solve(*s, {})->distance, d);         // the table
        }
    }
    const auto puzzle = type->makeInstance("meadow/000000000");
    QVERIFY(puzzle);
    const AnyPuzzle& p = *puzzle.value();
    QCOMPARE(p.moveCount(), 9);
    QCOMPARE(p.moveText(4), std::string("g4"));
    QCOMPARE(p.parseMove("g4"), std::optional<int>(4));
    QCOMPARE(p.parseMove("8"), std::optional<int>(8));
    QCOMPARE(p.parseMove("g9"), std::optional<int>());
    QCOMPARE(p.parseMove("g"), std::optional<int>());
    QCOMPARE(p.parseMove("g44"), std::optional<int>());
    // No teeth: every gear alone, three turns from home the farthest, 9 * 3 = 27 moves.
    QCOMPARE(*p.hardestDistance({}), 27);
    QCOMPARE(p.encodeState(*p.decodeState("012301230")), std::string("012301230"));
    QVERIFY(!p.decodeState("01230123"));
    QCOMPARE(p.solve(*p.decodeState("333333333"), {})->distance, 9);
    for (const char* bad : {"sawtooth:meadow/000000000:00000000", "sawtooth:meadow:000000000",
                            "sawtooth:pixel/000000000:000000000"})
        QVERIFY2(!parseGameId(bad), bad);
}

void TestSawtooth::newGamesAreNeverShort()
{
    // Plain random layouts include short ones (hardest distance under 12)...
    std::mt19937_64 random(11);
    int shortLayouts = 0;
    for (int i = 0; i < 120; ++i) {
        const SawtoothPuzzle plain(makeRandomGearInstance("photo", random));
        shortLayouts += *plain.hardestDistance({}) < MinimumHardestDistance;
    }
    QVERIFY(shortLayouts > 0);
    // ...but a new game never gets one (its teeth are drawn with its table), and it keeps its
    // picture kind.
    const auto* type = findPuzzleType("sawtooth");
    QElapsedTimer timer;
    timer.start();
    int draws = 0;
    for (const char* variant : {"photo", "pixel"}) {
        for (int i = 0; i < 40; ++i, ++draws) {
            const auto puzzle = type->makeRandomInstance(variant, random);
            const auto* gears = dynamic_cast<const SawtoothPuzzle*>(puzzle.get());
            QCOMPARE(gears->picture().isPixelArt(), std::string_view(variant) == "pixel");
            QVERIFY(*puzzle->hardestDistance({}) >= MinimumHardestDistance);
        }
    }
    qInfo("a new game's instance (with its table): %.1f ms on average", double(timer.elapsed()) / draws);
    for (int i = 0; i < 5; ++i)
        QVERIFY(*makeRandomGearPuzzle("photo", random, 20)->hardestDistance({}) >= 20);
}

// A new game's teeth are drawn when its table is built, under the caller's stop token: a stopped
// draw leaves the teeth undrawn, the next one draws the same teeth as an unstopped twin (one seed
// fixed when the game was made), the table is that of a plain puzzle with those teeth, and
// isSolved() needs no teeth (only the picture). instance() on another thread waits for the draw.
void TestSawtooth::newGameTeethDrawnWithTheTable()
{
    for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        std::mt19937_64 random(seed);
        std::mt19937_64 twinRandom(seed);
        const auto puzzle = makeRandomGearPuzzle("photo", random);
        const auto twin = makeRandomGearPuzzle("photo", twinRandom);
        QVERIFY(!puzzle->teethDrawn());
        QVERIFY(puzzle->isSolved(0));
        QVERIFY(!puzzle->isSolved(1)); // gear 0 turned once: a photo's pieces have one right rotation
        std::stop_source source;
        source.request_stop();
        QVERIFY(!puzzle->hardestDistance({source.get_token(), {}}));
        QVERIFY(!puzzle->prepare({source.get_token(), {}}));
        QVERIFY(!puzzle->teethDrawn()); // stopped: nothing drawn
        const auto hardest = puzzle->hardestDistance({});
        QVERIFY(hardest && *hardest >= MinimumHardestDistance);
        QVERIFY(puzzle->teethDrawn());
        // The twin draws on another thread, through instance(), while this one reads its rules.
        GearInstance fromThread;
        std::thread reader([&] { fromThread = twin->instance(); });
        reader.join();
        QCOMPARE(fromThread.homeTeeth, puzzle->instance().homeTeeth);
        QCOMPARE(puzzle->instanceText(), twin->instanceText());
        // The same game as a plain puzzle made from its text: the same distances.
        const auto plain = findPuzzleType("sawtooth")->makeInstance(puzzle->instanceText());
        QVERIFY(plain);
        QCOMPARE(plain.value()->hardestDistance({}), hardest);
        for (int i = 0; i < 50; ++i) {
            const StateRank state = random() % StateCount;
            QCOMPARE(puzzle->isSolved(state), plain.value()->isSolved(state));
            QCOMPARE(puzzle->apply(state, i % 9), plain.value()->apply(state, i % 9));
            const auto a = puzzle->solve(state, {});
            const auto b = plain.value()->solve(state, {});
            QCOMPARE(bool(a), bool(b));
            if (a)
                QCOMPARE(a->distance, b->distance);
        }
    }
}

void TestSawtooth::stoppedSearchesReturnNothing()
{
    std::stop_source source;
    source.request_stop();
    const SearchControl control{source.get_token(), {}};
    const GearBoard board(anyRotation, Teeth{1, 1, 1, 1, 1, 1, 1, 1, 1});
    QVERIFY(!buildGearDistanceTable(board, control));
    GearSearch search;
    QVERIFY(!search.run(board, state("123123123"), GearSearch::Detail::Full, control));
    const auto puzzle = findPuzzleType("sawtooth")->makeInstance("city/fffffffff");
    QVERIFY(!puzzle.value()->prepare(control));
    QVERIFY(!puzzle.value()->hardestDistance(control));
    QVERIFY(puzzle.value()->prepare({})); // and it builds once asked again
    // Progress reaches 1.
    double last = 0;
    const SearchControl reporting{{}, [&](double f) { last = f; }};
    QVERIFY(buildGearDistanceTable(board, reporting));
    QCOMPARE(last, 1.0);
}

void TestSawtooth::sampleThroughCli()
{
    verifySampleThroughCli("sawtooth");
}

void TestSawtooth::cliSolvedUnreachableAndSeveralCases()
{
    std::mt19937_64 random(8);
    const auto pieces = randomPieces(random);
    QByteArray input = "4\n";
    // 1: already solved (only one gear toothed; nothing turned).
    input += contestCaseAt(pieces, Teeth{15}, Rotations{}) + '\n';
    // 2: the locked pair 0-1 (see solvedAndUnreachable): r0 + r1 = 1 can not get back to 0.
    input += contestCaseAt(pieces, Teeth{15, 15}, state("100000000")) + '\n';
    // 3: lone gears, every one turned once: 3 moves each.
    input += contestCaseAt(pieces, noTeeth, state("111111111")) + '\n';
    // 4: a symmetric (blank) piece is right in any rotation; gear 0 turned three times: 1 move.
    auto blankFirst = pieces;
    blankFirst[4] = 0;
    input += contestCaseAt(blankFirst, noTeeth, state("300020000"));
    int code = -1;
    QByteArray errors;
    QCOMPARE(runCli(input, &code, &errors), QByteArray("0\n-1\n27\n1\n"));
    QCOMPARE(code, 0);
    QVERIFY(errors.isEmpty());
    // A target that is no rotation of the initial piece: -1.
    auto other = pieces;
    other[8] = ~pieces[8];
    QCOMPARE(runCli("1\n" + contestCase(pieces, other, noTeeth), &code), QByteArray("-1\n"));
    // Tokens, not layout: everything on one line still reads.
    QCOMPARE(runCli(sampleInput().simplified(), &code), QByteArray("6\n"));
    QCOMPARE(code, 0);
    QCOMPARE(runCli("0\n", &code), QByteArray(""));
    QCOMPARE(code, 0);
}

void TestSawtooth::cliErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers");
    QTest::addColumn<QByteArray>("mentions");
    // The rows below edit lines of the sample's one case: without the whole case there is nothing
    // to edit, and one row stands in for them, which cliErrors() fails naming the file.
    const QByteArray sample = sampleInput();
    const QByteArray good = sample.mid(sample.indexOf('\n') + 1).trimmed() + "\n\n";
    const QList<QByteArray> lines = good.split('\n');
    if (lines.size() < 62) {
        QTest::newRow("no sample") << QByteArray() << QByteArray() << QByteArray();
        return;
    }
    // A second case with line `line` (0-based within the case) replaced.
    auto second = [&](int line, const QByteArray& replacement) {
        QList<QByteArray> changed = lines;
        changed[line] = replacement;
        return "2\n" + good + changed.join('\n');
    };
    QTest::newRow("empty") << QByteArray("") << QByteArray() << QByteArray("empty");
    QTest::newRow("count") << QByteArray("x\n") << QByteArray() << QByteArray("number of cases 'x'");
    QTest::newRow("short row") << second(3, ".......# ##...... ...##..") << QByteArray("6\n")
                               << QByteArray("case 2, line 69: initial picture row 4, cell 3");
    QTest::newRow("wide row") << second(30, "......#. ........ .........") << QByteArray("6\n")
                              << QByteArray("case 2, line 96: target picture row 4, cell 3");
    QTest::newRow("bad character") << second(0, "......#. ...x.... ........") << QByteArray("6\n")
                                   << QByteArray("case 2, line 66: initial picture row 1, cell 2");
    QTest::newRow("teeth flag") << second(55, "0 0 2 1") << QByteArray("6\n")
                                << QByteArray("case 2, line 121: teeth of gear 2, right side: '2' is not 0 or 1");
    QTest::newRow("missing teeth") << "2\n" + good + lines.mid(0, 55).join('\n') << QByteArray("6\n")
                                   << QByteArray("case 2, line 120: input ends in the teeth (gear 2, left)");
    QTest::newRow("missing case") << "3\n" + good + good << QByteArray("6\n6\n")
                                  << QByteArray("case 3, line 130: input ends in the initial picture");
    QTest::newRow("missing target") << "1\n" + lines.mid(0, 27).join('\n') << QByteArray()
                                    << QByteArray("case 1, line 28: input ends in the target picture");
}

void TestSawtooth::cliErrors()
{
    QVERIFY_SAMPLE(sample, QStringLiteral("sawtooth.in"));
    QVERIFY2(sample.count('\n') >= 63, "tests/data/samples/sawtooth.in: not one whole case");
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QByteArray, mentions);
    int code = -1;
    QByteArray errors;
    const QByteArray answer = runCli(input, &code, &errors);
    QCOMPARE(code, 2);
    QCOMPARE(answer, answers);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.contains(mentions), errors.constData());
}

// Positions per distance (the Puzzle facts chart): random games' 262,144 positions, by brute force.
void TestSawtooth::distanceCountsMatchBruteForce()
{
    const auto* type = findPuzzleType("sawtooth");
    QVERIFY(type);
    std::mt19937_64 random(21);
    const auto puzzle = type->makeRandomInstance("", random);
    minimoves::test::checkCountsExhaustively(*puzzle, false);
    const auto none = type->makeInstance("meadow/000000000");
    QVERIFY(none);
    // No teeth: each gear alone is 0..3 turns from home, so the counts are the coefficients of (1+x+x^2+x^3)^9.
    std::vector<std::uint64_t> expected{1};
    for (int gear = 0; gear < 9; ++gear) {
        std::vector<std::uint64_t> next(expected.size() + 3, 0);
        for (std::size_t i = 0; i < expected.size(); ++i)
            for (int k = 0; k < 4; ++k)
                next[i + std::size_t(k)] += expected[i];
        expected = next;
    }
    QCOMPARE(*none.value()->distanceCounts({}), expected);
}

MINIMOVES_TEST_APPLESS_MAIN(TestSawtooth)
} // namespace tst_sawtooth
#include "tst_sawtooth.moc"
