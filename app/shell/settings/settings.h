// Settings: the names and defaults of what Minimoves keeps in QSettings (the statistics have a
// file of their own: game/store/statistics_store.h, which moves the old "stats/" keys into it), and the
// language switch (a QTranslator for our strings and one for Qt's own).
#pragma once

#include "game/solver/solver_types.h"
#include "game/session/play_mode.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QWidget;

namespace minimoves::app::settings {

// "" follows the system locale; otherwise a code from availableLanguages().
QString language();
void setLanguage(const QString& code);
QStringList availableLanguages(); // "en", "zh_CN"
QString languageName(const QString& code); // in that language ("English", "简体中文")
// Installs the translators for `code` ("" = the system locale); LanguageChange reaches every widget.
void applyLanguage(const QString& code);
// The language actually in use ("en" or "zh_CN").
QString activeLanguage();
// The locale whose month and day names the game shows: the system's where it speaks the language
// in use, else that language's own (a Chinese game on an English system).
QLocale languageLocale();

// Animation speeds offered by View and Preferences, in milliseconds a move.
inline constexpr int slowAnimationMs = 450;
inline constexpr int normalAnimationMs = 250;
inline constexpr int fastAnimationMs = 110;
inline constexpr int animationSpeeds[] = {slowAnimationMs, normalAnimationMs, fastAnimationMs, 0};

int animationMs(); // 0: animations off
void setAnimationMs(int milliseconds);
bool symbols(); // colour-blind palette: every colour also a symbol or pattern
void setSymbols(bool on);
// Play (the default: nothing of the solver unasked) or Coach. A settings file of a version before
// the modes has "view/distanceAlways" instead: true (chosen in Preferences) reads as Coach, and
// the first read moves it to "view/playMode".
PlayMode playMode();
void setPlayMode(PlayMode mode);
// The playback bar's speed, milliseconds a move, when the player chose one on its slider (it
// lasts until the animation speed is changed); nullopt: follow the animation speed. `allowed`
// are the slider's steps: anything else read back counts as no choice.
std::optional<int> playbackInterval(const std::vector<int>& allowed);
void setPlaybackInterval(std::optional<int> milliseconds);
// The sounds' volume, 0 (off) to 100.
int soundVolume();
void setSoundVolume(int percent);
bool moveQualityShown(); // View ▸ Move quality: every move's quality drawn on the board
void setMoveQualityShown(bool on);
// View's switch to a puzzle's plain look (PuzzleUi::plainLookTitle), each puzzle's own ("view/plainLook/<id>").
bool plainLook(const QString& puzzleId);
void setPlainLook(const QString& puzzleId, bool on);
bool clockShown(); // View ▸ Clock: the game's time in the status bar (on at first)
void setClockShown(bool on);
// The window's colours (Preferences ▸ Theme, "view/theme"): the system's (the default), light or
// dark. applyTheme() (theme.h) puts one on the application.
enum class Theme { System, Light, Dark };
inline constexpr Theme themes[] = {Theme::System, Theme::Light, Theme::Dark};
QString themeKey(Theme theme); // "system", "light", "dark": as the settings file spells it
Theme theme();
void setTheme(Theme theme);

// Remembered between runs: the last puzzle, each puzzle's last variant (size), the window.
QString lastPuzzle(); // "" when none was played yet
void setLastPuzzle(const QString& id);
QString variant(const QString& puzzleId); // "" when none was chosen yet
void setVariant(const QString& puzzleId, const QString& variant);
// The difficulty New draws a puzzle's games at: the last one chosen for it (Medium before any).
Difficulty difficulty(const QString& puzzleId);
void setDifficulty(const QString& puzzleId, Difficulty difficulty);
// The first-time tour: shown once for each puzzle ("tour/seen/<id>"), none at all once the player
// said "Don't show again" ("tour/off").
bool tourSeen(const QString& puzzleId);
void setTourSeen(const QString& puzzleId);
bool toursOff();
void setToursOff(bool off);
// The folder of the last game saved or opened ("" before any): Save and Open start there.
QString gamesFolder();
void setGamesFolder(const QString& folder);
QByteArray windowGeometry();
void setWindowGeometry(const QByteArray& geometry);
// The saved geometry on `window`, held to the screens that exist: moved and shrunk onto the
// screen it lies most on; one off every screen or many times a screen's size is read as the
// default (false) and, unless the player moves or resizes the window, not written back.
bool restoreWindowGeometry(QWidget* window);
void saveWindowGeometry(const QWidget* window);

} // namespace minimoves::app::settings
