// Compiled as the game's logic is (minimoves_game, app/CMakeLists.txt), this must not build: a Qt
// Widgets header in the game's library stops the build. game_library_has_no_widgets runs the build
// of this probe and passes only on the layer guard's message.
#include <QtWidgets/QWidget>
