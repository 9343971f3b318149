// A figure of the Statistics dialog's Summary as it reads (tst_app, tst_modes, tst_quality,
// tst_statistics_dialog; game_fixture.h has it for the window's tests).
#pragma once

#include "shell/statistics/statistics_dialog.h"

#include <QTableWidget>

namespace minimoves::app {

// The figure at a difficulty (or All).
inline QString figureText(const StatisticsDialog& dialog, StatisticsDialog::Figure figure, StatsScope scope = StatsScope::All)
{
    const QTableWidgetItem* item = dialog.figures()->item(int(figure), int(scope));
    return item ? item->text() : QString();
}

} // namespace minimoves::app
