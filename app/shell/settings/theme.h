// The window's colours, Preferences ▸ Theme (settings::Theme): Dark is the Fusion style with a dark
// palette, Light the Fusion style with its own light palette, System the style and palette the
// platform gave the application at its start (Qt 6.4 has no colour scheme to ask for: the
// platform theme's palette is followed as the platform gives it, dark where the desktop is dark).
// Applied to the whole application at once; every widget that draws from the palette follows.
#pragma once

#include "shell/settings/settings.h"

#include <QPalette>

namespace minimoves::app::settings {

// Puts `theme` on the application (its style and palette); the first call notes the platform's
// style, which System goes back to.
void applyTheme(Theme theme);
// The dark palette Dark puts on the Fusion style.
QPalette darkPalette();

} // namespace minimoves::app::settings
