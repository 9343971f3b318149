#include "settings.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace minimoves::app::settings {

namespace {

QTranslator* ourTranslator = nullptr;
QTranslator* qtTranslator = nullptr;
QString active = QStringLiteral("en");

} // namespace

QString language() { return QSettings().value(QStringLiteral("language"), QString()).toString(); }

void setLanguage(const QString& code)
{
    QSettings().setValue(QStringLiteral("language"), availableLanguages().contains(code) ? code : QString());
}

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

QString languageName(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString activeLanguage() { return active; }

void applyLanguage(const QString& code)
{
    QString wanted = code;
    if (!availableLanguages().contains(wanted)) {
        // Follow the system: Chinese for any zh locale of the Chinese script family, else English.
        const QLocale system;
        wanted = system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    }
    if (ourTranslator) {
        QCoreApplication::removeTranslator(ourTranslator);
        QCoreApplication::removeTranslator(qtTranslator);
    } else {
        ourTranslator = new QTranslator(qApp);
        qtTranslator = new QTranslator(qApp);
    }
    active = QStringLiteral("en");
    if (wanted == QLatin1String("en"))
        return; // the source language: removing the translators sent LanguageChange already
    if (ourTranslator->load(QStringLiteral(":/i18n/minimoves_") + wanted)) {
        QCoreApplication::installTranslator(ourTranslator);
        active = wanted;
    }
    if (qtTranslator->load(QStringLiteral("qtbase_") + wanted, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
}

int animationMs() { return QSettings().value(QStringLiteral("view/animationMs"), normalAnimationMs).toInt(); }
void setAnimationMs(int milliseconds) { QSettings().setValue(QStringLiteral("view/animationMs"), milliseconds); }
bool symbols() { return QSettings().value(QStringLiteral("view/symbols"), true).toBool(); }
void setSymbols(bool on) { QSettings().setValue(QStringLiteral("view/symbols"), on); }
bool distanceAlwaysShown() { return QSettings().value(QStringLiteral("view/distanceAlways"), true).toBool(); }
void setDistanceAlwaysShown(bool on) { QSettings().setValue(QStringLiteral("view/distanceAlways"), on); }

QString lastPuzzle() { return QSettings().value(QStringLiteral("game/lastPuzzle")).toString(); }
void setLastPuzzle(const QString& id)
{
    // Written at once, like the game itself: a start after a kill finds the puzzle that was played.
    QSettings settings;
    if (settings.value(QStringLiteral("game/lastPuzzle")).toString() == id)
        return;
    settings.setValue(QStringLiteral("game/lastPuzzle"), id);
    settings.sync();
}
QString variant(const QString& puzzleId) { return QSettings().value(QStringLiteral("game/size/") + puzzleId).toString(); }
void setVariant(const QString& puzzleId, const QString& variant)
{
    QSettings().setValue(QStringLiteral("game/size/") + puzzleId, variant);
}
QByteArray windowGeometry() { return QSettings().value(QStringLiteral("window/geometry")).toByteArray(); }
void setWindowGeometry(const QByteArray& geometry) { QSettings().setValue(QStringLiteral("window/geometry"), geometry); }

} // namespace minimoves::app::settings
