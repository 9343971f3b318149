// What a player reaches from the menus, on the player's path (issue 24, finding 14): Save and Open
// start in the documents folder (home where there is none; never the working folder) and then in
// the folder last used, in this run and the next; the contest input a programmer opens is under
// Game ▸ Import, out of the player's items; the help's pictures are drawn in the palette chosen
// in Preferences.
#include "shell/help_dialog.h"
#include "shell/main_window.h"
#include "shell/settings.h"

#include "game_fixture.h"

#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <random>

using namespace minimoves;
using namespace minimoves::app;

namespace {

struct Window : WindowFixture {
    bool open(const QString& id)
    {
        if (!show({1000, 700}))
            return false;
        window.selectPuzzle(id);
        return QTest::qWaitFor([&] { return session() && session()->hasGame(); }, 60000);
    }
};

// Once the game file dialog (modal) is up: `answer` reads it and closes it.
void whenTheFileDialogShows(std::function<void(QFileDialog*)> answer)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QFileDialog*>(top); dialog && dialog->isVisible()) {
                poll->stop();
                poll->deleteLater();
                answer(dialog);
                return;
            }
    });
    poll->start();
}

QString folderOf(QFileDialog* dialog) { return QDir(dialog->directory()).canonicalPath(); }

// The first picture of a puzzle's help page, as the help dialog drew it.
QImage helpPicture(HelpDialog* help, const QString& id)
{
    const QVariant image = help->browser()->document()->resource(
        QTextDocument::ImageResource, QUrl(QStringLiteral("minimoves://%1/0.png").arg(id)));
    return image.value<QImage>();
}

} // namespace

class TestPlayerItems : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QSettings().clear(); }
    void saveAndOpenStartWhereTheLastGameWent();
    void contestInputIsUnderImport();
    void helpPicturesFollowThePalette_data();
    void helpPicturesFollowThePalette();
};

void TestPlayerItems::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_player_items"));
}

void TestPlayerItems::saveAndOpenStartWhereTheLastGameWent()
{
    QTemporaryDir games;
    QVERIFY(games.isValid());
    // The working folder is none of the places a dialog may start in.
    QTemporaryDir working;
    const QString before = QDir::currentPath();
    QDir::setCurrent(working.path());
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString expected = QDir(QFileInfo(documents).isDir() ? documents : QDir::homePath()).canonicalPath();
    {
        Window w;
        QVERIFY(w.open(QStringLiteral("eight-puzzle")));
        QString first;
        QString named;
        const QString file = games.filePath(QStringLiteral("mine.minimoves"));
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            first = folderOf(dialog);
            named = dialog->selectedFiles().value(0);
            // Typed whole, as a player may: selectFile() would change folders while the dialog still
            // reads the one it opened in, and the name could land there.
            auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject();
                return;
            }
            name->setText(file);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept, protected there
        });
        w.action(Action::Save)->trigger();
        QCOMPARE(first, expected);
        QVERIFY2(named.endsWith(QStringLiteral("eight-puzzle.minimoves")), qPrintable(named));
        QVERIFY(QFileInfo::exists(file));
        // Save again, then Open: both start in the folder just used.
        QString second;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            second = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Save)->trigger();
        QCOMPARE(second, QDir(games.path()).canonicalPath());
        QString opened;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            opened = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Open)->trigger(); // Open's dialog does not block: it shows, then answers
        QTRY_VERIFY(!opened.isEmpty());
        QCOMPARE(opened, QDir(games.path()).canonicalPath());
    }
    {
        // The next run remembers it too.
        Window w;
        QVERIFY(w.open(QStringLiteral("eight-puzzle")));
        QString next;
        whenTheFileDialogShows([&](QFileDialog* dialog) {
            next = folderOf(dialog);
            dialog->reject();
        });
        w.action(Action::Open)->trigger();
        QTRY_VERIFY(!next.isEmpty());
        QCOMPARE(next, QDir(games.path()).canonicalPath());
    }
    QDir::setCurrent(before);
}

// "Open contest input…" sat among the player's items; it is under Game ▸ Import now, and opens its
// file dialog from there.
void TestPlayerItems::contestInputIsUnderImport()
{
    Window w;
    QVERIFY(w.open(QStringLiteral("eight-puzzle")));
    QAction* contest = w.action(Action::OpenContest);
    QMenu* game = nullptr;
    for (QAction* top : w.window.menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(w.action(Action::Save)))
            game = top->menu();
    QVERIFY(game);
    QVERIFY(!game->actions().contains(contest));
    auto* import = w.window.findChild<QMenu*>(QStringLiteral("importMenu"));
    QVERIFY(import);
    QVERIFY(game->actions().contains(import->menuAction()));
    QCOMPARE(import->title(), QStringLiteral("&Import"));
    QVERIFY(import->actions().contains(contest));
    QCOMPARE(contest->text(), QStringLiteral("Open &contest input…"));
    // Taken from the submenu, it opens the contest's file dialog.
    import->popup(QPoint(0, 0));
    QTRY_VERIFY(import->isVisible());
    import->setActiveAction(contest);
    QTest::keyClick(import, Qt::Key_Return);
    QFileDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.window.findChild<QFileDialog*>(QStringLiteral("contestFileDialog"))) && dialog->isVisible());
    dialog->reject();
}

void TestPlayerItems::helpPicturesFollowThePalette_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("ball-grid") << QStringLiteral("ball-grid");
    QTest::newRow("shifting-grid") << QStringLiteral("shifting-grid");
}

// The help's pictures ignored the colour-blind palette: with it on (Preferences), they show the
// symbols the boards show.
void TestPlayerItems::helpPicturesFollowThePalette()
{
    QFETCH(QString, id);
    Window w;
    QVERIFY(w.open(id));
    settings::setSymbols(false);
    w.action(Action::Help)->trigger();
    auto* help = w.window.findChild<HelpDialog*>();
    QVERIFY(help);
    const QImage plain = helpPicture(help, id);
    QVERIFY(!plain.isNull());
    help->close();
    settings::setSymbols(true);
    w.action(Action::Help)->trigger();
    const QImage symbols = helpPicture(help, id);
    QVERIFY(!symbols.isNull());
    QCOMPARE(symbols.size(), plain.size());
    QVERIFY2(symbols != plain, "the picture is the same in both palettes");
}

QTEST_MAIN(TestPlayerItems)
#include "tst_player_items.moc"
