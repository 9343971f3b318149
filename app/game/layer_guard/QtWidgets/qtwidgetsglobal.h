// First on minimoves_game's include path (app/CMakeLists.txt): every Qt Widgets header includes
// this one, so a Widgets header in the game's logic stops the build here.
#error "minimoves_game is Qt Core and Gui only: no Qt Widgets header in app/game (put widgets in boards/ or shell/)"
