// minimoves: the game. The command line first (command_line.h), then the main window.
#include "command_line.h"
#include "shell/window/main_window.h"
#include "shell/tour/tour_overlay.h"

#include <QApplication>

using namespace minimoves::app;

int main(int argc, char* argv[])
{
    if (const auto code = choosePlatform(argc, argv))
        return *code;
    QApplication app(argc, argv);
    nameApplication();
    LaunchOptions options;
    if (const auto code = readCommandLine(app, &options))
        return *code;

    MainWindow window;
    startFromOptions(window, options);
    if (options.screenshot())
        return takeScreenshot(window, options);
    window.tour()->setOffered(true); // a puzzle's first opening shows its tour
    window.show();
    return app.exec();
}
