// Settings: the names and defaults of everything Minimoves keeps in QSettings, in one place, and
// the language switch (a QTranslator for our strings and one for Qt's own).
#pragma once

#include <QString>
#include <QStringList>

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

int animationMs(); // 0: animations off
void setAnimationMs(int milliseconds);
bool symbols(); // colour-blind palette: every colour also a symbol or pattern
void setSymbols(bool on);
bool distanceAlwaysShown(); // false: the distance shows only after Hint
void setDistanceAlwaysShown(bool on);

} // namespace minimoves::app::settings
