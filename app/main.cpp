// minimoves: the game. The command line first (command_line.h), then the main window.
#include "command_line.h"
#include "shell/files/single_instance.h"
#include "shell/window/main_window.h"
#include "shell/tour/tour_overlay.h"

#include <QApplication>
#include <QMessageBox>

#include <cstdio>

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

    // One game per user: a later launch hands its request to the game running and ends (a
    // picture touches none of the player's files and runs beside it).
    SingleInstance instance(SingleInstance::settingsFolder());
    if (!options.screenshot()) {
        switch (instance.claim(launchRequest(options))) {
        case SingleInstance::Claim::First:
            break;
        case SingleInstance::Claim::HandedOver:
            return 0;
        case SingleInstance::Claim::Unanswered: {
            const QString why = QApplication::translate("main", "Minimoves is already running (process %1) and does not answer; "
                                                                "close it, then start Minimoves again.")
                                    .arg(instance.holder());
            std::fprintf(stderr, "minimoves: %s\n", qPrintable(why));
            QMessageBox::warning(nullptr, QApplication::applicationDisplayName(), why);
            return 1;
        }
        }
    }
    MainWindow window;
    QObject::connect(&instance, &SingleInstance::requested, &window,
                     [&window](const QByteArray& request) { followLaunchRequest(window, request); });
    startFromOptions(window, options);
    if (options.screenshot())
        return takeScreenshot(window, options);
    window.tour()->setOffered(true); // a puzzle's first opening shows its tour
    window.show();
    return app.exec();
}
