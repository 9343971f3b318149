// The Fifteen Puzzle's pattern databases as files and as builds (solvers/fifteen_puzzle/): a table
// written and read back, from a stream and from a mapped file, every kind of damage refused with
// its reason; the block checksum over every byte on any number of threads; the build's progress,
// stop and sameness on any threads; the cache folder written once and repaired; version 1 files
// read and written again as version 2 (docs/FILES.md). Small boards (2x4, 3x3) and the 5-5-5
// tables, in folders of the test's own.
#include "core/parallel.h"
#include "fifteen_puzzle/optimal_search.h"
#include "fifteen_puzzle/pattern_set.h"
#include "fifteen_puzzle/table_checksum.h"

#include "test_registry.h"

#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stop_token>

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_fifteen_tables {

using namespace minimoves;
using namespace minimoves::fifteen_puzzle;

namespace {
Board boardOf(Shape shape, const std::string& text) { return *parseBoard(shape, text); }
} // namespace

class TestFifteenTables : public QObject {
    Q_OBJECT

private slots:
    void tableFilesRoundTripAndRefuseDamage();
    void blockChecksumSeesEveryByteOnAnyThreads();
    void patternBuildReportsStopsAndIsTheSameOnAnyThreads();
    void cacheFolderIsWrittenOnceAndRepaired();
    void tablesOfTheFirstVersionAreReadAndWrittenAgain();
};

void TestFifteenTables::tableFilesRoundTripAndRefuseDamage()
{
    const std::vector<std::uint8_t> tiles{10, 11, 14};
    const auto table = PatternDatabase::build(fifteenShape, tiles);
    QVERIFY(table);
    std::ostringstream out;
    table->write(out);
    const std::string file = out.str();
    QVERIFY(file.starts_with("minimoves fifteen-puzzle pattern database\nversion 2\nshape 4x4\ntiles 10 11 14\n"));
    QTemporaryDir folder;
    const std::string path = folder.path().toStdString() + "/table.pdb";
    const auto saved = [&](const std::string& text) {
        std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
        return path;
    };
    {
        std::istringstream in(file);
        const auto back = PatternDatabase::read(in, fifteenShape, tiles);
        QVERIFY2(back, back ? "" : back.error().c_str());
        QCOMPARE(back->checksum(), table->checksum());
        QCOMPARE(back->boundCounts(), table->boundCounts());
        const auto mapped = PatternDatabase::readFile(saved(file), fifteenShape, tiles);
        QVERIFY2(mapped, mapped ? "" : mapped.error().c_str());
        QCOMPARE(mapped->boundCounts(), table->boundCounts());
    }
    const auto refused = [&](std::string text, const std::vector<std::uint8_t>& wanted) {
        std::istringstream in(text);
        const auto back = PatternDatabase::read(in, fifteenShape, wanted);
        const auto mapped = PatternDatabase::readFile(saved(text), fifteenShape, wanted);
        if (bool(back) != bool(mapped) || (!back && back.error() != mapped.error()))
            return std::string("read and readFile disagree");
        return back ? std::string() : back.error();
    };
    std::string damaged = file;
    damaged[damaged.size() - 100] ^= 0x10;
    QCOMPARE(refused(damaged, tiles), std::string("its entries do not match their checksum (the file is damaged)"));
    QCOMPARE(refused(file.substr(0, file.size() - 7), tiles), std::string("cut short: 1673 of 1680 bytes"));
    QCOMPARE(refused(file + "x", tiles), std::string("longer than its 1680 bytes"));
    std::string otherVersion = file;
    otherVersion.replace(otherVersion.find("version 2"), 9, "version 7");
    QCOMPARE(refused(otherVersion, tiles), std::string("a pattern database of another version (this one reads version 2)"));
    QCOMPARE(refused(file, {10, 11, 15}),
             std::string("a pattern database of other tiles or another board, or cut short in its header"));
    QCOMPARE(refused("PNG...", tiles), std::string("not a Minimoves pattern database"));
    QCOMPARE(refused("", tiles), std::string("not a Minimoves pattern database"));
    QCOMPARE(PatternDatabase::fileName(fifteenShape, {14, 10, 11}), std::string("fifteen-4x4-10.11.14-v2.pdb"));
    QCOMPARE(PatternDatabase::readFile(folder.path().toStdString(), fifteenShape, tiles).error(), std::string("not a regular file"));
}

// Version 2's checksum (blocks of 4 MiB on every core) is the same on any number of threads, and
// any one byte changed, in any block, changes it.
void TestFifteenTables::blockChecksumSeesEveryByteOnAnyThreads()
{
    std::vector<std::uint8_t> bytes((std::size_t(9) << 20) + 5);
    std::mt19937_64 random(39);
    for (auto& b : bytes)
        b = std::uint8_t(random());
    const auto restore = qScopeGuard([] { setThreadCount(0); });
    setThreadCount(1);
    const std::uint64_t one = blockChecksum(bytes.data(), bytes.size());
    setThreadCount(3);
    QCOMPARE(blockChecksum(bytes.data(), bytes.size()), one);
    for (const std::size_t at : {std::size_t(0), std::size_t(4) << 20, (std::size_t(8) << 20) + 31, bytes.size() - 1}) {
        bytes[at] ^= 0x40;
        QVERIFY(blockChecksum(bytes.data(), bytes.size()) != one);
        bytes[at] ^= 0x40;
    }
    QVERIFY(blockChecksum(bytes.data(), bytes.size() - 1) != one);
}

// The build (2 bits a state, pattern_build.h) reports its progress layer by layer up to 1, stops
// when asked (nothing returned), and makes the very same table on one thread as on three.
void TestFifteenTables::patternBuildReportsStopsAndIsTheSameOnAnyThreads()
{
    const std::vector<std::uint8_t> tiles{1, 2, 5, 6};
    std::vector<double> reports;
    SearchControl watched;
    watched.progress = [&](double fraction) { reports.push_back(fraction); };
    const auto table = PatternDatabase::build(fifteenShape, tiles, watched);
    QVERIFY(table);
    QVERIFY(reports.size() > 5);
    QVERIFY(std::is_sorted(reports.begin(), reports.end()));
    QCOMPARE(reports.back(), 1.0);

    std::stop_source stop;
    SearchControl stopping;
    stopping.stop = stop.get_token();
    stopping.progress = [&](double fraction) {
        if (fraction > 0.2)
            stop.request_stop();
    };
    QVERIFY(!PatternDatabase::build(fifteenShape, tiles, stopping));

    const auto restore = qScopeGuard([] { setThreadCount(0); });
    for (int threads : {1, 3}) {
        setThreadCount(threads);
        const auto again = PatternDatabase::build(fifteenShape, tiles);
        QVERIFY(again);
        QCOMPARE(again->checksum(), table->checksum());
    }
}

// loadOrBuild writes each table into the folder once; a second load reads them (no build: no
// progress below 1 between); a damaged file is noted, built again and rewritten.
void TestFifteenTables::cacheFolderIsWrittenOnceAndRepaired()
{
    QTemporaryDir folder;
    const std::string path = folder.path().toStdString() + "/minimoves";
    const PatternPartition partition = *partitionNamed("2x4");
    std::vector<std::string> notes;
    QVERIFY(PatternSet::loadOrBuild(partition, path, {}, &notes));
    QVERIFY(notes.empty());
    for (const auto& tiles : partition.patterns)
        QVERIFY(std::filesystem::is_regular_file(path + "/" + PatternDatabase::fileName(partition.shape, tiles)));
    QCOMPARE(int(std::distance(std::filesystem::directory_iterator(path), std::filesystem::directory_iterator())), 2);

    const std::string first = path + "/" + PatternDatabase::fileName(partition.shape, partition.patterns[0]);
    {
        std::fstream file(first, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(-3, std::ios::end);
        file.put('\x7f');
    }
    const auto repaired = PatternSet::loadOrBuild(partition, path, {}, &notes);
    QVERIFY(repaired);
    QCOMPARE(int(notes.size()), 1);
    QVERIFY2(notes[0].find("do not match their checksum") != std::string::npos, notes[0].c_str());
    notes.clear();
    QVERIFY(PatternSet::loadOrBuild(partition, path, {}, &notes));
    QVERIFY(notes.empty());
    // A FIFO where a table belongs is never opened (it would block): noted, replaced by the table.
    const std::string second = path + "/" + PatternDatabase::fileName(partition.shape, partition.patterns[1]);
    std::filesystem::remove(second);
    QCOMPARE(::mkfifo(second.c_str(), 0600), 0);
    QVERIFY(PatternSet::loadOrBuild(partition, path, {}, &notes));
    QCOMPARE(int(notes.size()), 1);
    QVERIFY2(notes[0].find("not a regular file") != std::string::npos, notes[0].c_str());
    QVERIFY(std::filesystem::is_regular_file(second));
    notes.clear();
    const Board board = boardOf(Shape{4, 2}, "51236740");
    QCOMPARE(searchOptimal(*repaired, board)->distance, searchOptimal(*PatternSet::build(partition), board)->distance);
}

// A folder with the tables only in version 1 (the same file with FNV's checksum) is read, not
// built, and each table written again in version 2 beside it; a damaged version 1 file is noted
// and built.
void TestFifteenTables::tablesOfTheFirstVersionAreReadAndWrittenAgain()
{
    const PatternPartition partition = *partitionNamed("2x4");
    const auto built = PatternSet::build(partition);
    QVERIFY(built);
    QTemporaryDir folder;
    const std::string path = folder.path().toStdString() + "/minimoves";
    std::filesystem::create_directories(path);
    const auto versionOne = [&](const PatternDatabase& table) {
        std::ostringstream out;
        table.write(out);
        std::string text = out.str();
        text.replace(text.find("version 2"), 9, "version 1");
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(table.checksum(1)));
        text.replace(text.find("checksum ") + 9, 16, hex);
        return text;
    };
    std::vector<std::string> written;
    for (const auto& table : built->databases()) {
        std::ostringstream out;
        table.write(out);
        written.push_back(out.str());
        std::ofstream(path + "/" + PatternDatabase::fileName(partition.shape, table.tiles(), 1), std::ios::binary) << versionOne(table);
    }
    const int before = PatternSet::tablesBuilt();
    std::vector<std::string> notes;
    const auto read = PatternSet::loadOrBuild(partition, path, {}, &notes);
    QVERIFY(read);
    QVERIFY2(notes.empty(), notes.empty() ? "" : notes[0].c_str());
    QCOMPARE(PatternSet::tablesBuilt(), before);
    for (std::size_t p = 0; p < written.size(); ++p) {
        const auto& tiles = partition.patterns[p];
        std::ifstream in(path + "/" + PatternDatabase::fileName(partition.shape, tiles), std::ios::binary);
        QCOMPARE(std::string(std::istreambuf_iterator<char>(in), {}), written[p]);
        QVERIFY(std::filesystem::is_regular_file(path + "/" + PatternDatabase::fileName(partition.shape, tiles, 1)));
        QCOMPARE(read->databases()[p].boundCounts(), built->databases()[p].boundCounts());
    }
    // A damaged version 1 file, with no version 2 one: noted, and the table built.
    for (const auto& tiles : partition.patterns)
        std::filesystem::remove(path + "/" + PatternDatabase::fileName(partition.shape, tiles));
    const std::string first = path + "/" + PatternDatabase::fileName(partition.shape, partition.patterns[0], 1);
    {
        std::fstream file(first, std::ios::in | std::ios::out | std::ios::binary);
        file.seekp(-3, std::ios::end);
        file.put('\x7f');
    }
    QVERIFY(PatternSet::loadOrBuild(partition, path, {}, &notes));
    QCOMPARE(int(notes.size()), 1);
    QVERIFY2(notes[0].find("do not match their checksum") != std::string::npos, notes[0].c_str());
    QCOMPARE(PatternSet::tablesBuilt(), before + 1);
}

// The AnyPuzzle face: ranks, move letters, text, solve() with every optimal move, contest cases.

MINIMOVES_TEST_MAIN(TestFifteenTables)
} // namespace tst_fifteen_tables
#include "tst_fifteen_tables.moc"
