// Settings held to their ranges (issue 28): every value the game reads from QSettings, out of its
// range, not whole, not a number or of another type, reads as its default — a row per key and
// bad value. The window's geometry, held to the screens, is tst_files'.
#include "game/session/play_mode.h"
#include "shell/settings/settings.h"

#include <QSettings>
#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <map>

#include "test_registry.h"

// Everything of this test in a namespace of its own: its program compiles it in a group of
// tests (a unity build), whose helpers may have the same names.
namespace tst_settings {

using namespace minimoves;
using namespace minimoves::app;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aSettingOutOfItsRangeReadsAsItsDefault_data();
    void aSettingOutOfItsRangeReadsAsItsDefault();
};

void TestSettings::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MinimovesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
}

namespace {

// Each setting as the game reads it, in words (settings.h): what a row compares.
const std::map<QString, std::function<QString()>>& settingReaders()
{
    static const std::map<QString, std::function<QString()>> readers{
        {QStringLiteral("language"), [] { return settings::language(); }},
        {QStringLiteral("view/animationMs"), [] { return QString::number(settings::animationMs()); }},
        {QStringLiteral("view/playbackMs"),
         [] {
             const auto ms = settings::playbackInterval({100, 250, 1000});
             return ms ? QString::number(*ms) : QStringLiteral("none");
         }},
        {QStringLiteral("view/symbols"), [] { return QVariant(settings::symbols()).toString(); }},
        {QStringLiteral("view/playMode"), [] { return playModeKey(settings::playMode()); }},
        {QStringLiteral("view/theme"), [] { return settings::themeKey(settings::theme()); }},
        {QStringLiteral("view/moveQuality"), [] { return QVariant(settings::moveQualityShown()).toString(); }},
        {QStringLiteral("sound/volume"), [] { return QString::number(settings::soundVolume()); }},
        {QStringLiteral("game/lastPuzzle"), [] { return settings::lastPuzzle(); }},
        {QStringLiteral("game/size/ball-grid"), [] { return settings::variant(QStringLiteral("ball-grid")); }},
        {QStringLiteral("game/difficulty/magic-board"),
         [] { return QString::number(int(settings::difficulty(QStringLiteral("magic-board")))); }},
        {QStringLiteral("tour/off"), [] { return QVariant(settings::toursOff()).toString(); }},
        {QStringLiteral("tour/seen/magic-board"), [] { return QVariant(settings::tourSeen(QStringLiteral("magic-board"))).toString(); }},
    };
    return readers;
}

} // namespace

void TestSettings::aSettingOutOfItsRangeReadsAsItsDefault_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("read");
    // A row per key and bad value: out of range, not whole, not a number, of another type.
    const struct {
        const char* key;
        QVariant value;
        const char* read;
    } rows[] = {
        {"language", QStringLiteral("xx"), ""},
        {"language", 1e308, ""},
        {"view/animationMs", QStringLiteral("-5"), "250"},
        {"view/animationMs", QStringLiteral("99999"), "250"},
        {"view/animationMs", QStringLiteral("110.5"), "250"},
        {"view/animationMs", QStringLiteral("1e308"), "250"},
        {"view/animationMs", QStringLiteral("fast"), "250"},
        {"view/animationMs", 110.4, "250"},
        {"view/animationMs", QStringLiteral("110"), "110"},
        {"view/playbackMs", QStringLiteral("77"), "none"},
        {"view/playbackMs", QStringLiteral("-1"), "none"},
        {"view/playbackMs", 1e308, "none"},
        {"view/playbackMs", QStringList{QStringLiteral("250")}, "none"},
        {"view/playbackMs", QStringLiteral("250"), "250"},
        {"view/symbols", QStringLiteral("maybe"), "true"},
        {"view/symbols", 0, "true"},
        {"view/playMode", QStringLiteral("chess"), "play"},
        {"view/playMode", 1, "play"},
        {"view/theme", QStringLiteral("purple"), "system"},
        {"view/theme", QStringLiteral("Dark"), "system"},
        {"view/theme", 2, "system"},
        {"view/theme", QStringList{QStringLiteral("dark")}, "system"},
        {"view/theme", QStringLiteral("dark"), "dark"},
        {"view/theme", QStringLiteral("light"), "light"},
        {"view/moveQuality", QStringLiteral("2"), "false"},
        {"sound/volume", QStringLiteral("-1"), "70"},
        {"sound/volume", QStringLiteral("101"), "70"},
        {"sound/volume", QStringLiteral("50.5"), "70"},
        {"sound/volume", QStringLiteral("1e9"), "70"},
        {"sound/volume", 1e308, "70"},
        {"sound/volume", -1e308, "70"},
        {"sound/volume", 50.4, "70"},
        {"sound/volume", true, "70"},
        {"sound/volume", QStringLiteral("loud"), "70"},
        {"sound/volume", QStringList{QStringLiteral("50")}, "70"},
        {"sound/volume", QStringLiteral("0"), "0"},
        {"sound/volume", 40, "40"},
        {"game/lastPuzzle", QStringLiteral("no-such-puzzle"), ""},
        {"game/lastPuzzle", 3, ""},
        {"game/size/ball-grid", QStringLiteral("99x99"), ""},
        {"game/size/ball-grid", -1, ""},
        {"game/difficulty/magic-board", QStringLiteral("-1"), "1"},
        {"game/difficulty/magic-board", QStringLiteral("4"), "1"},
        {"game/difficulty/magic-board", QStringLiteral("2.5"), "1"},
        {"game/difficulty/magic-board", 1e308, "1"},
        {"game/difficulty/magic-board", 2.4, "1"},
        {"game/difficulty/magic-board", QStringLiteral("hard"), "1"},
        {"game/difficulty/magic-board", QStringLiteral("3"), "3"},
        {"tour/off", QStringLiteral("1e308"), "false"},
        {"tour/seen/magic-board", QStringLiteral("-1"), "false"},
    };
    for (const auto& row : rows)
        QTest::addRow("%s = %s (%s)", row.key, qPrintable(row.value.toString()), row.value.typeName())
            << QString::fromLatin1(row.key) << row.value << QString::fromLatin1(row.read);
}

// Every numeric (and every other) value in the settings held to its range: a hand-edited or
// damaged settings file reads as the default, never as some other value, never a crash. (The
// window's geometry has tests of its own, below.)
void TestSettings::aSettingOutOfItsRangeReadsAsItsDefault()
{
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QFETCH(QString, read);
    QSettings().clear();
    QSettings().setValue(key, value);
    const auto reader = settingReaders().find(key);
    QVERIFY(reader != settingReaders().end());
    QCOMPARE(reader->second(), read);
    QSettings().clear();
}

MINIMOVES_TEST_GUILESS_MAIN(TestSettings)
} // namespace tst_settings
#include "tst_settings.moc"
