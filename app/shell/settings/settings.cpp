#include "shell/settings/settings.h"

#include "core/any_puzzle.h"

#include <QApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QScreen>
#include <QSettings>
#include <QTranslator>
#include <QWidget>

#include <algorithm>
#include <iterator>

namespace minimoves::app::settings {

namespace {

QTranslator* ourTranslator = nullptr;
QTranslator* qtTranslator = nullptr;
QString active = QStringLiteral("en");

// A switch: true or false as QSettings writes them, else `fallback`.
bool flag(const QString& key, bool fallback)
{
    const QVariant value = QSettings().value(key);
    if (value.typeId() == QMetaType::Bool)
        return value.toBool();
    const QString text = value.toString();
    if (text == QLatin1String("true"))
        return true;
    if (text == QLatin1String("false"))
        return false;
    return fallback;
}

// A whole number as the settings file spells it: text or a whole number as such, never a value of
// another type converted into one (a double of 1e308 or 110.4, a list of one number, a switch).
std::optional<int> wholeNumber(const QString& key)
{
    const QVariant value = QSettings().value(key);
    const int type = value.typeId();
    if (type != QMetaType::QString && type != QMetaType::Int && type != QMetaType::LongLong &&
        type != QMetaType::UInt && type != QMetaType::ULongLong)
        return std::nullopt;
    bool ok = false;
    const int number = value.toString().toInt(&ok);
    return ok ? std::optional(number) : std::nullopt;
}

} // namespace

// Every value read is checked: a settings file edited by hand, damaged, or written by another
// version may hold anything, and what is not a value we offer reads as the default.

QString language()
{
    const QString code = QSettings().value(QStringLiteral("language")).toString();
    return availableLanguages().contains(code) ? code : QString();
}

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

QLocale languageLocale()
{
    const QLocale system;
    const QLocale wanted(active);
    return system.language() == wanted.language() ? system : wanted;
}

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

int animationMs()
{
    const auto ms = wholeNumber(QStringLiteral("view/animationMs"));
    return ms && std::find(std::begin(animationSpeeds), std::end(animationSpeeds), *ms) != std::end(animationSpeeds)
               ? *ms
               : normalAnimationMs;
}
void setAnimationMs(int milliseconds) { QSettings().setValue(QStringLiteral("view/animationMs"), milliseconds); }
std::optional<int> playbackInterval(const std::vector<int>& allowed)
{
    const auto ms = wholeNumber(QStringLiteral("view/playbackMs"));
    if (!ms || std::find(allowed.begin(), allowed.end(), *ms) == allowed.end())
        return std::nullopt;
    return ms;
}
void setPlaybackInterval(std::optional<int> milliseconds)
{
    if (milliseconds)
        QSettings().setValue(QStringLiteral("view/playbackMs"), *milliseconds);
    else
        QSettings().remove(QStringLiteral("view/playbackMs"));
}
bool tourSeen(const QString& puzzleId) { return flag(QStringLiteral("tour/seen/") + puzzleId, false); }
void setTourSeen(const QString& puzzleId) { QSettings().setValue(QStringLiteral("tour/seen/") + puzzleId, true); }
bool toursOff() { return flag(QStringLiteral("tour/off"), false); }
void setToursOff(bool off) { QSettings().setValue(QStringLiteral("tour/off"), off); }

bool symbols() { return flag(QStringLiteral("view/symbols"), true); }
void setSymbols(bool on) { QSettings().setValue(QStringLiteral("view/symbols"), on); }
PlayMode playMode()
{
    QSettings settings;
    const QString legacy = QStringLiteral("view/distanceAlways");
    if (!settings.contains(QStringLiteral("view/playMode")) && settings.contains(legacy)) {
        // The one switch before the modes: the distance always shown was Coach's half of them.
        setPlayMode(flag(legacy, false) ? PlayMode::Coach : PlayMode::Play);
        settings.remove(legacy);
    }
    const QString mode = settings.value(QStringLiteral("view/playMode")).toString();
    return mode == playModeKey(PlayMode::Coach) ? PlayMode::Coach : PlayMode::Play;
}
void setPlayMode(PlayMode mode) { QSettings().setValue(QStringLiteral("view/playMode"), playModeKey(mode)); }
int soundVolume()
{
    const auto volume = wholeNumber(QStringLiteral("sound/volume"));
    return volume && *volume >= 0 && *volume <= 100 ? *volume : 70;
}
void setSoundVolume(int percent) { QSettings().setValue(QStringLiteral("sound/volume"), std::clamp(percent, 0, 100)); }
bool moveQualityShown() { return flag(QStringLiteral("view/moveQuality"), false); }
void setMoveQualityShown(bool on) { QSettings().setValue(QStringLiteral("view/moveQuality"), on); }
bool plainLook(const QString& puzzleId) { return flag(QStringLiteral("view/plainLook/") + puzzleId, false); }
void setPlainLook(const QString& puzzleId, bool on)
{
    QSettings().setValue(QStringLiteral("view/plainLook/") + puzzleId, on);
}
bool clockShown() { return flag(QStringLiteral("view/clock"), true); }
void setClockShown(bool on) { QSettings().setValue(QStringLiteral("view/clock"), on); }
QString themeKey(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}
Theme theme()
{
    const QVariant value = QSettings().value(QStringLiteral("view/theme"));
    if (value.typeId() != QMetaType::QString)
        return Theme::System;
    const auto known = std::find_if(std::begin(themes), std::end(themes),
                                    [&](Theme theme) { return themeKey(theme) == value.toString(); });
    return known != std::end(themes) ? *known : Theme::System;
}
void setTheme(Theme theme) { QSettings().setValue(QStringLiteral("view/theme"), themeKey(theme)); }

QString lastPuzzle()
{
    const QString id = QSettings().value(QStringLiteral("game/lastPuzzle")).toString();
    return findPuzzleType(id.toStdString()) ? id : QString();
}
void setLastPuzzle(const QString& id)
{
    // Written at once, like the game itself: a start after a kill finds the puzzle that was played.
    QSettings settings;
    if (settings.value(QStringLiteral("game/lastPuzzle")).toString() == id)
        return;
    settings.setValue(QStringLiteral("game/lastPuzzle"), id);
    settings.sync();
}
QString gamesFolder() { return QSettings().value(QStringLiteral("files/gamesFolder")).toString(); }
void setGamesFolder(const QString& folder) { QSettings().setValue(QStringLiteral("files/gamesFolder"), folder); }
QString variant(const QString& puzzleId)
{
    const QString variant = QSettings().value(QStringLiteral("game/size/") + puzzleId).toString();
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type)
        return {};
    const auto variants = type->variants();
    return std::find(variants.begin(), variants.end(), variant.toStdString()) != variants.end() ? variant : QString();
}
void setVariant(const QString& puzzleId, const QString& variant)
{
    QSettings().setValue(QStringLiteral("game/size/") + puzzleId, variant);
}
Difficulty difficulty(const QString& puzzleId)
{
    const auto d = wholeNumber(QStringLiteral("game/difficulty/") + puzzleId);
    return d && *d >= int(Difficulty::Easy) && *d <= int(Difficulty::Hardest) ? Difficulty(*d) : Difficulty::Medium;
}
void setDifficulty(const QString& puzzleId, Difficulty difficulty)
{
    QSettings().setValue(QStringLiteral("game/difficulty/") + puzzleId, int(difficulty));
}
// Anything but a geometry saveGeometry() wrote is refused by restoreGeometry().
QByteArray windowGeometry() { return QSettings().value(QStringLiteral("window/geometry")).toByteArray(); }
void setWindowGeometry(const QByteArray& geometry) { QSettings().setValue(QStringLiteral("window/geometry"), geometry); }

namespace {
// The geometry a refused one was replaced by: still so at quit, the player did not choose it.
std::optional<QRect> defaultPlace;
} // namespace

bool restoreWindowGeometry(QWidget* window)
{
    defaultPlace.reset();
    const QRect before = window->geometry();
    if (!window->restoreGeometry(windowGeometry()))
        return false;
    const QRect wanted = window->geometry();
    // The screen it lies most on; none (all off-screen), or many times a screen's size, is absurd.
    const QScreen* best = nullptr;
    qint64 overlap = 0;
    for (const QScreen* screen : QGuiApplication::screens()) {
        const QRect common = screen->availableGeometry().intersected(wanted);
        const qint64 area = qint64(common.width()) * common.height();
        if (area > overlap) {
            overlap = area;
            best = screen;
        }
    }
    const QRect room = best ? best->availableGeometry() : QRect();
    if (!best || wanted.width() > 4 * room.width() || wanted.height() > 4 * room.height()) {
        window->setGeometry(before); // the default, as with no geometry saved, on the screen
        if (const QScreen* screen = window->screen()) {
            const QRect area = screen->availableGeometry();
            window->resize(window->size().boundedTo(area.size()));
            window->move(area.center() - window->rect().center());
        }
        defaultPlace = window->geometry();
        return false;
    }
    // Within the screen: no larger than it, and moved onto it where it hangs over an edge.
    QRect fitted(wanted.topLeft(), wanted.size().boundedTo(room.size()));
    fitted.moveLeft(std::clamp(fitted.left(), room.left(), room.right() + 1 - fitted.width()));
    fitted.moveTop(std::clamp(fitted.top(), room.top(), room.bottom() + 1 - fitted.height()));
    if (fitted != wanted)
        window->setGeometry(fitted);
    return true;
}

void saveWindowGeometry(const QWidget* window)
{
    // Moved by no more than a window frame (a window manager places it so): still not the player's.
    const QRect now = window->geometry();
    if (defaultPlace && now.size() == defaultPlace->size() && (now.topLeft() - defaultPlace->topLeft()).manhattanLength() <= 64 &&
        !window->isMaximized())
        return; // a refused geometry stays refused: it is not written back as if the player chose it
    setWindowGeometry(window->saveGeometry());
}

} // namespace minimoves::app::settings
