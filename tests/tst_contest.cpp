// Contest input as games (PuzzleType::contestCases) against the contest itself (runContest), one
// row per puzzle of the registry, over the statements' samples: the same cases in the same order,
// each case's own answer exactly runContest's lines for it, and each game the engine's position at
// the contest's distance. Bad input: the same one line, nothing listed.
//
// How a contest's answer reads as a distance (contestDistance below): the number itself
// (Shifting Grid after "Case i: "), Magic Board's first line, the Eight Puzzle's move string's
// length, "unsolvable" = the goal out of reach (the game opens it and shows it unreachable),
// Rolling Cubes' -1 = farther than 30 rolls or out of reach (the game opens it at its true distance),
// the sliding blocks' and the twisty puzzles' first word (the distance before the moves),
// Sawtooth's and Ball Grid's -1 = out of reach (Sawtooth lists such a case as not openable).
#include "core/any_puzzle.h"

#include "cli_process.h"
#include "parser_checks.h"
#include "test_registry.h"

#include <QtTest>

#include <random>
#include <sstream>
#include <string>
#include <vector>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_contest {

using namespace minimoves;

class TestContest : public QObject {
    Q_OBJECT
private slots:
    void casesAgreeWithTheContest_data();
    void casesAgreeWithTheContest();
    void badInputGivesTheContestsLine_data();
    void badInputGivesTheContestsLine();
    void controlCharactersAreWrittenEscaped_data();
    void controlCharactersAreWrittenEscaped();
    void inputThatIsNoContestTextIsRefused_data();
    void inputThatIsNoContestTextIsRefused();
    void aWordIsCountedInCharactersNotBytes_data();
    void aWordIsCountedInCharactersNotBytes();
    void casesTheGameCannotShowAreListedWithWhy();
    void sawtoothCasesTurnedEveryWayAgree();
    void fuzzCorporaReadTheSameBothWays_data();
    void fuzzCorporaReadTheSameBothWays();
};

namespace {

struct Expected {
    int distance = Solution::Unreachable; // Unreachable: out of reach
    bool orBeyond = false;                // Rolling Cubes' -1: more than 30 rolls, or out of reach
};

Expected contestDistance(const QString& puzzle, const QString& answer)
{
    const QStringList lines = answer.split(QLatin1Char('\n'));
    const QString first = lines.value(0).trimmed();
    if (puzzle == QLatin1String("shifting-grid"))
        return {first.section(QLatin1Char(' '), 2).toInt()};
    if (puzzle == QLatin1String("eight-puzzle"))
        return first == QLatin1String("unsolvable") ? Expected{} : Expected{int(first.size())};
    if (puzzle == QLatin1String("fifteen-puzzle")) // a move string; "" at the goal
        return first == QLatin1String("This puzzle is not solvable.") ? Expected{} : Expected{int(first.size())};
    if (puzzle == QLatin1String("rolling-cubes"))
        return first == QLatin1String("-1") ? Expected{31, true} : Expected{first.toInt()};
    // "81 b4-b5 ...", "0" or "unsolvable"; the twisty puzzles' "5 U F' U R2 U'" alike.
    if (puzzle == QLatin1String("huarong-dao") || puzzle == QLatin1String("rush-hour") || puzzle == QLatin1String("pocket-cube") ||
        puzzle == QLatin1String("pyraminx") || puzzle == QLatin1String("skewb"))
        return first == QLatin1String("unsolvable") ? Expected{} : Expected{first.section(QLatin1Char(' '), 0, 0).toInt()};
    return {first.toInt()}; // Magic Board's first line, Sawtooth's and Ball Grid's number (-1 = out of reach)
}

std::string runContestInProcess(const PuzzleType& type, const QByteArray& input, int* status, std::string* errors)
{
    std::istringstream in(input.toStdString());
    std::ostringstream out;
    std::ostringstream err;
    *status = type.runContest(in, out, err);
    *errors = err.str();
    return out.str();
}

Parsed<std::vector<ContestCase>> casesOf(const PuzzleType& type, const QByteArray& input)
{
    std::istringstream in(input.toStdString());
    return type.contestCases(in);
}

} // namespace

void TestContest::casesAgreeWithTheContest_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleType& type : puzzleTypes()) {
        const QString id = QString::fromLatin1(type.id.data(), int(type.id.size()));
        QTest::newRow(type.id.data()) << id;
    }
    QVERIFY(puzzleTypes().size() >= 6);
}

void TestContest::casesAgreeWithTheContest()
{
    QFETCH(QString, puzzle);
    const PuzzleType& type = *findPuzzleType(puzzle.toStdString());
    QVERIFY(type.eachContestCase);
    QVERIFY_SAMPLE(input, puzzle + QStringLiteral(".in"));
    QVERIFY_SAMPLE(expected, puzzle + QStringLiteral(".out"));
    int status = -1;
    std::string errors;
    const std::string answers = runContestInProcess(type, input, &status, &errors);
    QCOMPARE(status, 0);
    QCOMPARE(QByteArray::fromStdString(answers).trimmed(), expected.trimmed());

    const auto cases = casesOf(type, input);
    QVERIFY2(cases.ok(), cases.ok() ? "" : cases.error().c_str());
    QVERIFY(!cases->empty());
    std::string joined;
    QSet<QString> labels;
    for (std::size_t i = 0; i < cases->size(); ++i) {
        const ContestCase& c = (*cases)[i];
        const QString label = QString::fromStdString(c.label);
        QVERIFY2(!labels.contains(label), qPrintable(label));
        labels.insert(label);
        QVERIFY(c.answer);
        const std::string answer = c.answer();
        joined += answer;
        const Expected want = contestDistance(puzzle, QString::fromStdString(answer));
        if (!c.playable()) {
            QVERIFY2(c.unplayable.find('\n') == std::string::npos, c.unplayable.c_str());
            continue;
        }
        auto puzzleOf = type.makeInstance(c.instance);
        QVERIFY2(puzzleOf.ok(), qPrintable(label + QStringLiteral(": ") + QString::fromStdString(puzzleOf.ok() ? "" : puzzleOf.error())));
        QVERIFY(c.state < puzzleOf.value()->stateCount());
        // The game ID round-trips: the case is a game like any other.
        const auto id = parseGameId(formatGameId(*puzzleOf.value(), c.state));
        QVERIFY(id.ok());
        QCOMPARE(id->state, c.state);
        const auto solution = puzzleOf.value()->solve(c.state, {});
        QVERIFY(solution.has_value());
        const QString where = label + QStringLiteral(": engine %1, contest %2")
                                          .arg(solution->distance)
                                          .arg(QString::fromStdString(answer).trimmed());
        if (want.orBeyond)
            QVERIFY2(!solution->reachable() || solution->distance >= want.distance, qPrintable(where));
        else
            QVERIFY2(solution->distance == want.distance, qPrintable(where));
    }
    // Case by case, the very lines runContest printed.
    QCOMPARE(QString::fromStdString(joined), QString::fromStdString(answers));
}

void TestContest::badInputGivesTheContestsLine_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("shifting-grid: empty") << "shifting-grid" << QByteArray("");
    QTest::newRow("shifting-grid: bad letter") << "shifting-grid" << QByteArray("1\nWWWWWW BGGGGB WGGXGW BBBBBB\n");
    QTest::newRow("shifting-grid: short") << "shifting-grid" << QByteArray("2\nWWWWWW BGGGGB WGGGGW BBBBBB\n");
    QTest::newRow("sawtooth: empty") << "sawtooth" << QByteArray("  \n");
    QTest::newRow("sawtooth: count") << "sawtooth" << QByteArray("x\n");
    QTest::newRow("sawtooth: cut short") << "sawtooth" << QByteArray("1\n......#. ........ ........\n");
    QTest::newRow("rolling-cubes: cell") << "rolling-cubes" << QByteArray("4 1\nW W W\nE W W\nW W W\n0 0\n");
    QTest::newRow("rolling-cubes: letter") << "rolling-cubes" << QByteArray("1 2\nW W W\nE X W\nW W W\n0 0\n");
    QTest::newRow("magic-board: seven") << "magic-board" << QByteArray("1 2 3 4 5 6 7\n");
    QTest::newRow("magic-board: twice") << "magic-board" << QByteArray("1 2 3 4 5 6 7 7\n");
    QTest::newRow("ball-grid: size") << "ball-grid" << QByteArray("5 5\n");
    QTest::newRow("ball-grid: row") << "ball-grid" << QByteArray("2 2\nRR\nRX\nBB\nBB\n0\n");
    QTest::newRow("eight-puzzle: tile") << "eight-puzzle" << QByteArray("1 2 3 x 4 6 7 5 9\n");
    QTest::newRow("eight-puzzle: short") << "eight-puzzle" << QByteArray("1 2 3 x 4 6 7 5 8\n1 2\n");
}

void TestContest::badInputGivesTheContestsLine()
{
    QFETCH(QString, puzzle);
    QFETCH(QByteArray, input);
    const PuzzleType& type = *findPuzzleType(puzzle.toStdString());
    int status = -1;
    std::string errors;
    runContestInProcess(type, input, &status, &errors);
    QCOMPARE(status, 2);
    const auto cases = casesOf(type, input);
    QVERIFY(!cases.ok());
    QCOMPARE(QString::fromStdString(cases.error() + "\n"), QString::fromStdString(errors));
    QVERIFY(cases.error().find('\n') == std::string::npos);
    QVERIFY(cases.error().rfind(type.id.data(), 0) == 0); // "ball-grid: case 1: ..."
}

// The hostile tester's input: ESC, BEL and NUL in a contest input (the messages quote what they
// read) or in the command. Standard error has them escaped (\x1b), never raw: one line, exit 2.
void TestContest::controlCharactersAreWrittenEscaped_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QByteArray input("1\n\x1b[31m\a\x7f\0zz\n", 13);
    QTest::addColumn<QByteArray>("input");
    for (const auto* types : {&puzzleTypes(), &enginePuzzleTypes()}) // (the games', then the engines' alone)
        for (const PuzzleType& type : *types)
            QTest::newRow(type.id.data()) << QStringList{QString::fromLatin1(type.id.data())} << input;
    QTest::newRow("the command") << QStringList{QStringLiteral("\x1b[31mtetris\a")} << QByteArray();
}

void TestContest::controlCharactersAreWrittenEscaped()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    int status = -1;
    QByteArray errors;
    runCliCommand(arguments, &status, &errors, input);
    QCOMPARE(status, 2);
    QVERIFY(errors.endsWith('\n'));
    QCOMPARE(errors.count('\n'), 1);
    for (const char c : errors)
        QVERIFY2((static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) || c == '\n',
                 qPrintable(QStringLiteral("byte 0x%1 raw in: %2").arg(int(static_cast<unsigned char>(c)), 2, 16, QLatin1Char('0'))
                                .arg(QString::fromLatin1(errors.toPercentEncoding(" '[]:,"))))); // (the bytes shown escaped)
}

void TestContest::inputThatIsNoContestTextIsRefused_data()
{
    QTest::addColumn<QString>("puzzle");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("answers"); // printed before the refusal
    QTest::addColumn<QString>("refusal");
    // As /dev/zero gave them (bad_alloc after 4 GB, or exit 0 and nothing said), and a word without end.
    for (const auto* types : {&puzzleTypes(), &enginePuzzleTypes()})
        for (const PuzzleType& type : *types) {
            const QString id = QString::fromLatin1(type.id.data());
            QTest::addRow("%s, zero bytes", type.id.data()) << id << QByteArray(1 << 16, '\0') << QByteArray()
                                                            << QStringLiteral("line 1: the input is not text (a NUL byte)");
            QTest::addRow("%s, a word without end", type.id.data())
                << id << QByteArray("\n\n") + QByteArray(5000, '7') << QByteArray()
                << QStringLiteral("line 3: a word longer than 4096 characters");
        }
    // A parser that answers as it reads: the answers before the bad byte are printed.
    QTest::newRow("eight-puzzle, a case, then zero bytes")
        << QStringLiteral("eight-puzzle") << QByteArray("1 2 3 4 5 6 7 x 8\n") + QByteArray(100, '\0') << QByteArray("r\n")
        << QStringLiteral("line 2: the input is not text (a NUL byte)");
    // A parser that reads the whole input first: stopped at 256 MiB (it grew to 4 GB).
    QByteArray endless;
    endless.reserve((257 << 20) + 16);
    endless.append("1\n");
    while (endless.size() < (257 << 20))
        endless.append("WWWWWW BBBBBB\n");
    QTest::newRow("shifting-grid, 257 MiB") << QStringLiteral("shifting-grid") << endless << QByteArray()
                                           << QStringLiteral("the input is longer than 256 MiB");
}

// The word limit is said in characters and counts characters: a word of 4096 Chinese characters
// (12,288 bytes of UTF-8) passes the bound (the parser then says what it is not), one more is
// refused with the usual line (it was refused at 1366 characters, its 4097th byte).
void TestContest::aWordIsCountedInCharactersNotBytes_data()
{
    QTest::addColumn<int>("characters");
    QTest::addColumn<bool>("refused");
    QTest::newRow("4096 characters") << 4096 << false;
    QTest::newRow("4097 characters") << 4097 << true;
}

void TestContest::aWordIsCountedInCharactersNotBytes()
{
    QFETCH(int, characters);
    QFETCH(bool, refused);
    const QByteArray word = QString(characters, QChar(0x6C49)).toUtf8(); // 汉
    QCOMPARE(word.size(), 3 * characters);
    int status = -1;
    QByteArray errors;
    runCliCommand({QStringLiteral("eight-puzzle")}, &status, &errors, word + '\n');
    QCOMPARE(status, 2);
    QCOMPARE(errors.count('\n'), 1);
    QCOMPARE(errors.contains("line 1: a word longer than 4096 characters"), refused);
}

// minimoves-cli reads a contest's input as bounded text: binary bytes, a word of thousands of
// characters or an input past 256 MiB end the run with one line saying what and where (exit 2),
// after the answers to the cases before it.
void TestContest::inputThatIsNoContestTextIsRefused()
{
    QFETCH(QString, puzzle);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, answers);
    QFETCH(QString, refusal);
    int status = -1;
    QByteArray errors;
    const QByteArray output = runCliCommand({puzzle}, &status, &errors, input);
    QCOMPARE(status, 2);
    QCOMPARE(output, answers);
    QCOMPARE(errors.count('\n'), 1);
    QVERIFY2(errors.startsWith(puzzle.toLatin1() + ": ") && errors.contains(refusal.toUtf8()), errors.constData());
}

void TestContest::casesTheGameCannotShowAreListedWithWhy()
{
    // A Ball Grid of one row has no board in the game; the cases around it open.
    const PuzzleType& balls = *findPuzzleType("ball-grid");
    const auto cases = casesOf(balls, "2 2\nRB\nRR\nRR\nRB\n1 3\nRBG\nGBR\n2 2\nRR\nRR\nRR\nRR\n0\n");
    QVERIFY(cases.ok());
    QCOMPARE(cases->size(), std::size_t(3));
    QVERIFY((*cases)[0].playable());
    QVERIFY(!(*cases)[1].playable());
    QVERIFY2((*cases)[1].unplayable.find("1x3") != std::string::npos, (*cases)[1].unplayable.c_str());
    QCOMPARE((*cases)[1].answer(), std::string("-1\n")); // the contest still answers it (no moves there)
    QVERIFY((*cases)[2].playable());

    // A Sawtooth gear whose initial piece is no turn of its target piece can never show it.
    const PuzzleType& gears = *findPuzzleType("sawtooth");
    QVERIFY_SAMPLE(sample, QStringLiteral("sawtooth.in"));
    QByteArray changed = sample;
    // The first cell of the target picture's first pixel row ("......#." after the blank line).
    const int target = changed.indexOf("\n\n......#.") + 2;
    QVERIFY(target > 2);
    changed.replace(target, 8, "########");
    const auto gearCases = casesOf(gears, changed);
    QVERIFY(gearCases.ok());
    QCOMPARE(gearCases->size(), std::size_t(1));
    QVERIFY(!(*gearCases)[0].playable());
    QVERIFY2((*gearCases)[0].unplayable.find("gear 1") != std::string::npos, (*gearCases)[0].unplayable.c_str());
    QCOMPARE((*gearCases)[0].answer(), std::string("-1\n"));
}

void TestContest::sawtoothCasesTurnedEveryWayAgree()
{
    // The sample's pictures with every initial piece turned 0-3 quarter turns and random teeth: the
    // game's home is turned per gear, and its teeth with it; the engine's distance from the opened
    // position must be the contest's, whichever way each gear was turned.
    QVERIFY_SAMPLE(sample, QStringLiteral("sawtooth.in"));
    QStringList tokens = QString::fromLatin1(sample).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QCOMPARE(tokens.size(), 1 + 2 * 72 + 36);
    const PuzzleType& type = *findPuzzleType("sawtooth");
    std::mt19937 random(7);
    int turnedOddly = 0;
    for (int round = 0; round < 24; ++round) {
        QStringList t = tokens;
        for (int gear = 0; gear < 9; ++gear) {
            const int turns = int(random() % 4);
            turnedOddly += turns % 2;
            // Pixel (row, column) of the gear's initial piece: token 1 + (8 * (gear / 3) + row) * 3 + gear % 3.
            auto at = [&](int row) -> QString& { return t[1 + (8 * (gear / 3) + row) * 3 + gear % 3]; };
            for (int k = 0; k < turns; ++k) {
                QStringList before;
                for (int row = 0; row < 8; ++row)
                    before << at(row);
                for (int row = 0; row < 8; ++row)
                    for (int column = 0; column < 8; ++column)
                        at(row)[column] = before[7 - column][row]; // a quarter turn clockwise
            }
        }
        for (int flag = 1 + 2 * 72; flag < t.size(); ++flag)
            t[flag] = QString::number(random() % 2);
        const QByteArray input = t.join(QLatin1Char('\n')).toLatin1() + '\n';
        int status = -1;
        std::string errors;
        const std::string answer = runContestInProcess(type, input, &status, &errors);
        QCOMPARE(status, 0);
        const auto cases = casesOf(type, input);
        QVERIFY(cases.ok());
        QCOMPARE(cases->size(), std::size_t(1));
        const ContestCase& c = cases->front();
        QCOMPARE(c.answer(), answer);
        const int contest = std::stoi(answer);
        if (!c.playable()) {
            QCOMPARE(contest, -1);
            continue;
        }
        const auto puzzle = type.makeInstance(c.instance);
        QVERIFY(puzzle.ok());
        const auto solution = puzzle.value()->solve(c.state, {});
        QVERIFY(solution.has_value());
        QVERIFY2(solution->distance == contest, qPrintable(QStringLiteral("round %1: engine %2, contest %3")
                                                               .arg(round).arg(solution->distance).arg(contest)));
    }
    QVERIFY(turnedOddly > 0);
}

void TestContest::fuzzCorporaReadTheSameBothWays_data()
{
    QTest::addColumn<QString>("puzzle");
    for (const PuzzleType& type : puzzleTypes())
        QTest::newRow(type.id.data()) << QString::fromLatin1(type.id.data(), int(type.id.size()));
}

void TestContest::fuzzCorporaReadTheSameBothWays()
{
    // Every input of the contest fuzzers' corpora (fuzz/corpus/fuzz_contest_<puzzle>: good, bad and
    // odd ones), through the fuzzer's own check: contestCases refuses exactly what runContest
    // refuses, with its line, and every case it reads is a game or says why not.
    QFETCH(QString, puzzle);
    const PuzzleType& type = *findPuzzleType(puzzle.toStdString());
    const QDir corpus(QStringLiteral(MINIMOVES_FUZZ_CORPUS_DIR "/fuzz_contest_") + puzzle);
    const QStringList files = corpus.entryList(QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 10, qPrintable(corpus.path()));
    int refused = 0;
    for (const QString& name : files) {
        QFile file(corpus.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const std::string problem = fuzz::checkContest(type, std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY2(problem.empty(), qPrintable(name + QStringLiteral(": ") + QString::fromStdString(problem)));
        std::istringstream in(bytes.toStdString());
        refused += type.contestCases(in).ok() ? 0 : 1;
    }
    QVERIFY(refused > 0); // the corpus holds bad input too
}

MINIMOVES_TEST_MAIN(TestContest)
} // namespace tst_contest
#include "tst_contest.moc"
