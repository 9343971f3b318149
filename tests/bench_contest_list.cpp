// bench_contest_list (make bench): a long contest file listed in the real main window (offscreen,
// 1000x700), through the file dialog's way in (GameFiles::openContestOrSayWhy): the time until
// the list is there with its first rows, the time until every case is in, the GUI thread's
// longest gap between two ticks of a 5 ms timer meanwhile, and the process's peak and current
// resident memory (VmHWM, VmRSS from /proc/self/status) before and after. Eight Puzzle files of
// 100,000 and 1,000,000 cases are made in a temporary folder (or the files named on the command
// line are read as Eight Puzzle input). It prints figures and asserts nothing.
#include "shell/contest/contest_dialog.h"
#include "shell/window/main_window.h"

#include "contest_fixture.h"
#include "game_fixture.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <ctime>
#include <string>

using namespace minimoves;
using namespace minimoves::app;

namespace {

// kB of the process's VmHWM or VmRSS.
long statusKb(const char* field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').value(0).toLong();
    return -1;
}

// The GUI thread's own CPU time in ms: what it spent on the list, whatever else the machine runs.
double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

QString makeCases(const QTemporaryDir& dir, int count)
{
    const QByteArray bytes = eightPuzzleCases(count);
    QFile file(dir.filePath(QStringLiteral("cases-%1.in").arg(count)));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

void measure(MainWindow& window, const QString& fileName)
{
    QElapsedTimer gapClock;
    qint64 longestGap = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &window, [&] {
        longestGap = std::max(longestGap, gapClock.restart());
    });
    const long rssBefore = statusKb("VmRSS:");
    QElapsedTimer clock;
    const double cpuBefore = threadCpuMs();
    clock.start();
    gapClock.start();
    tick.start(5);
    filesOf(window)->openContestOrSayWhy(QStringLiteral("eight-puzzle"), fileName);
    QPointer<ContestDialog> dialog; // the call returns at once: the list comes once its first rows are in
    (void)QTest::qWaitFor([&] { return (dialog = filesOf(window)->contestDialog()); }, 600000); // "no list" below
    const qint64 firstRows = clock.elapsed();
    if (!dialog) {
        std::printf("%s: no list\n", qPrintable(fileName));
        return;
    }
    const int rowsAtFirst = dialog->caseCount();
    if (!QTest::qWaitFor([&] { return !dialog->loader(); }, 600000))
        std::printf("%s: not read whole in 10 minutes\n", qPrintable(fileName));
    const qint64 total = clock.elapsed();
    const double cpu = threadCpuMs() - cpuBefore;
    tick.stop();
    const long rssAfter = statusKb("VmRSS:");
    std::printf("%-16s %9d cases  list after %5lld ms (%d rows)  all in after %6lld ms  GUI thread CPU %5.0f ms, longest gap %4lld ms"
                "  VmRSS %ld -> %ld MB (+%.1f bytes a case)  VmHWM %ld MB\n",
                qPrintable(QFileInfo(fileName).fileName()), dialog->caseCount(), (long long)firstRows, rowsAtFirst,
                (long long)total, cpu, (long long)longestGap, rssBefore / 1024, rssAfter / 1024,
                double(rssAfter - rssBefore) * 1024.0 / dialog->caseCount(), statusKb("VmHWM:") / 1024);
    std::fflush(stdout);
    dialog->close();
    QTest::qWait(200);
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesBench"));
    QTemporaryDir dir;
    QStringList files = app.arguments().mid(1);
    if (files.isEmpty())
        files << makeCases(dir, 100000) << makeCases(dir, 1000000);
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    window.selectPuzzle(QStringLiteral("eight-puzzle"));
    if (!QTest::qWaitFor([&] { return !window.solver()->busy(); }, 30000))
        std::printf("bench_contest_list: the solver is still busy\n");
    std::printf("bench_contest_list: VmHWM %ld MB, VmRSS %ld MB with the window up\n", statusKb("VmHWM:") / 1024,
                statusKb("VmRSS:") / 1024);
    for (const QString& file : files)
        measure(window, file);
    return 0;
}
