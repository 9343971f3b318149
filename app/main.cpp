// minimoves: the game. The command line first (command_line.h), one game per user
// (single_instance.h), then the main window.
#include "command_line.h"
#include "shell/files/single_instance.h"
#include "shell/window/main_window.h"
#include "shell/gallery/gallery_dialog.h"
#include "shell/tour/tour_overlay.h"
#include "shell/window/game_dialogs.h"

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
    // A later launch hands its request to the game running and ends.
    SingleInstance instance(SingleInstance::settingsFolder());
    if (const auto code = claimInstance(instance, options))
        return *code;

    // A new player (no puzzle played yet, read before one is chosen) meets the gallery first.
    const bool galleryFirst = GalleryDialog::dueAtStart() && !options.screenshot() && options.puzzle.isEmpty() &&
                              !options.gameId && options.contestPuzzle.isEmpty();
    MainWindow window;
    QObject::connect(&instance, &SingleInstance::requested, &window,
                     [&window](const QByteArray& request) { followLaunchRequest(window, request); });
    startFromOptions(window, options);
    if (options.screenshot())
        return takeScreenshot(window, options);
    window.tour()->setOffered(true); // a puzzle's first opening shows its tour
    window.show();
    if (galleryFirst) // the tour waits for it to close, over the puzzle chosen
        window.dialogs()->showGallery();
    return app.exec();
}
