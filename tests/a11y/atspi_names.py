"""Every part of the game a screen reader reaches has a name it can say, read through the real
accessibility stack (AT-SPI over D-Bus, Qt's bridge): the main window (toolbar, board, status bar,
the file notice), each menu as it opens, and each dialog opened as a player opens it, by keys:
Preferences, Statistics, Puzzle facts and Path review with their Numbers tables, Help, the puzzle
gallery with its cards, Set up
position, Solve's playback bar and the solved banner, the contest list and a message box.
Each showing accessible a player acts on or reads whose name is empty is a failure.
(tests/tst_accessible_names.cpp walks the same through QAccessible, without the bus.)

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/a11y/atspi_names.py BUILD/bin/minimoves
"""
import os
import sys
import tempfile
import time

from a11y_session import STEP_SECONDS, Atspi, Checks, Failure, Game, GLib, find, focus_window, key, start_bus, wait_for

R = Atspi.Role
# Roles a player acts on or reads: each needs a name. Passed through: panels, fillers, scroll
# panes, separators; exempt for what a screen reader says of them without a name: scroll bars
# (orientation, position), table cells (their text, "blank" when empty), and the notifications
# of the announcer (nameless until they speak, never focused).
NAMED = {
    R.PUSH_BUTTON, R.TOGGLE_BUTTON, R.CHECK_BOX, R.RADIO_BUTTON, R.COMBO_BOX, R.SPIN_BUTTON, R.SLIDER, R.DIAL,
    R.TEXT, R.ENTRY, R.PASSWORD_TEXT, R.MENU, R.MENU_ITEM, R.CHECK_MENU_ITEM, R.RADIO_MENU_ITEM, R.PAGE_TAB,
    R.LINK, R.TABLE, R.LIST, R.LIST_ITEM, R.TREE, R.TREE_TABLE, R.TREE_ITEM, R.COLUMN_HEADER, R.ROW_HEADER,
    R.LABEL, R.STATIC, R.IMAGE, R.ICON, R.PROGRESS_BAR, R.CHART, R.STATUS_BAR, R.TOOL_BAR, R.DIALOG, R.FRAME,
    R.WINDOW, R.ALERT, R.HEADING, R.PARAGRAPH,
}


def describe(acc):
    name = acc.get_name() or ""
    return acc.get_role_name() + (" %r" % name[:40] if name else "")


def unnamed(acc, path="", depth=0):
    """Each nameless showing accessible under `acc`, as the path to it."""
    found = []
    if acc is None or depth > 40:
        return found
    try:
        if not acc.get_state_set().contains(Atspi.StateType.SHOWING):
            return found
        here = describe(acc) if not path else path + " > " + describe(acc)
        if acc.get_role() in NAMED and not (acc.get_name() or "").strip():
            found.append(here)
        if acc.get_role() == R.TABLE_CELL:
            return found
        for i in range(acc.get_child_count()):
            found += unnamed(acc.get_child_at_index(i), here, depth + 1)
    except GLib.Error:
        pass  # gone meanwhile (a window that closed)
    return found


def windows(app):
    return [app.get_child_at_index(i) for i in range(app.get_child_count())]


def showing(acc):
    try:
        return acc.get_state_set().contains(Atspi.StateType.SHOWING)
    except GLib.Error:
        return False


def open_menus(acc, depth=0):
    """The popup menus showing under the menu bar `acc`, outermost first."""
    found = []
    if acc is None or depth > 8:
        return found
    try:
        for i in range(acc.get_child_count()):
            child = acc.get_child_at_index(i)
            if child is None or child.get_role() not in (R.MENU_ITEM, R.MENU, R.POPUP_MENU):
                continue
            if child.get_role() == R.POPUP_MENU:
                if showing(child):
                    found.append(child)
                    found += open_menus(child, depth + 1)
            else:
                found += open_menus(child, depth + 1)
    except GLib.Error:
        pass
    return found


def window_named(app, role, prefix):
    """The showing top-level window of `role` whose name starts with `prefix`, or None."""
    for w in windows(app):
        if w is not None and w.get_role() == role and (w.get_name() or "").startswith(prefix) and showing(w):
            return w
    return None


class Walks(Checks):
    def walk(self, what, acc):
        """Walks `acc` (a window, or the whole application) and fails on each nameless part."""
        found = unnamed(acc)
        self.count += 1
        self.failures += ["%s: no name: %s" % (what, f) for f in found]
        print("  %s (%s): %d without a name" % (what, describe(acc), len(found)), flush=True)


def open_dialog(game, keys, prefix, role=R.DIALOG, seconds=STEP_SECONDS):
    """Opens a dialog by keys: the first opens a menu (waited for), the others act in it."""
    menu_bar = find(game.app, lambda a: a.get_role() == R.MENU_BAR)
    for i, (name, modifiers) in enumerate(keys):
        key(name, modifiers)
        if i == 0 and modifiers == ("alt",):
            wait_for(lambda: open_menus(menu_bar), STEP_SECONDS, "the menu of %r" % prefix)
    window = wait_for(lambda: window_named(game.app, role, prefix), seconds, "the %r window" % prefix)
    focus_window(window.get_name())
    return window


def close_dialog(game, prefix, role=R.DIALOG):
    key("Escape")
    wait_for(lambda: window_named(game.app, role, prefix) is None, STEP_SECONDS, "%r to close" % prefix)
    game.focus()


def open_numbers(dialog):
    """Opens the dialog's Numbers table through its button's action, as a screen reader would."""
    button = find(dialog, lambda a: a.get_role() in (R.PUSH_BUTTON, R.TOGGLE_BUTTON, R.CHECK_BOX)
                  and (a.get_name() or "").startswith("Numbers"))
    if button is None:
        raise Failure("no Numbers button")
    button.get_action_iface().do_action(0)
    wait_for(lambda: find(dialog, lambda a: a.get_role() == R.TABLE and showing(a)), STEP_SECONDS, "the Numbers table")


def main_game(binary, walks):
    # A damaged autosave of the game's own session: the file notice shows at start.
    game = Game(binary, "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR", mode="play", saves={"ball-grid@3x3": "{ damaged"})
    try:
        frame = wait_for(lambda: window_named(game.app, R.FRAME, "Minimoves"), STEP_SECONDS, "the main window")
        wait_for(lambda: find(frame, lambda a: (a.get_name() or "").startswith("Moves")), STEP_SECONDS, "the status line")
        walks.walk("main window", frame)

        # The menus as they open, and their submenus (each popup menu is under its menu item).
        menu_bar = find(frame, lambda a: a.get_role() == R.MENU_BAR)
        for keys, what in ((("g", ("alt",)),), "Game menu"), ((("g", ("alt",)), ("a", ())), "New at difficulty"), \
                          ((("e", ("alt",)),), "Edit menu"), ((("v", ("alt",)),), "View menu"), \
                          ((("v", ("alt",)), ("m", ())), "Mode menu"), ((("v", ("alt",)), ("a", ())), "Speed menu"), \
                          ((("h", ("alt",)),), "Help menu"):
            for depth, (name, modifiers) in enumerate(keys, 1):
                key(name, modifiers)
                wait_for(lambda: len(open_menus(menu_bar)) == depth, STEP_SECONDS, what)
            walks.walk(what, open_menus(menu_bar)[-1])
            while open_menus(menu_bar):  # the submenu, then the menu
                count = len(open_menus(menu_bar))
                key("Escape")
                wait_for(lambda: len(open_menus(menu_bar)) < count, STEP_SECONDS, what + " to close")
            key("Escape")  # the menu bar lets the keyboard go

        dialog = open_dialog(game, (("e", ("alt",)), ("e", ())), "Preferences")
        walks.walk("Preferences", dialog)
        close_dialog(game, "Preferences")
        dialog = open_dialog(game, (("g", ("alt",)), ("t", ()), ("Return", ())), "Statistics")
        walks.walk("Statistics", dialog)
        close_dialog(game, "Statistics")
        dialog = open_dialog(game, (("g", ("alt",)), ("f", ())), "Puzzle facts")
        wait_for(lambda: find(dialog, lambda a: a.get_role() == R.LABEL and "position" in (a.get_name() or "")
                              and showing(a)), STEP_SECONDS, "Puzzle facts' summary")
        walks.walk("Puzzle facts", dialog)
        open_numbers(dialog)
        walks.walk("Puzzle facts, Numbers", dialog)
        close_dialog(game, "Puzzle facts")

        key("r")  # a move: Path review has a path to show
        wait_for(lambda: find(frame, lambda a: (a.get_name() or "").startswith("Moves: 1")), STEP_SECONDS, "the move")
        dialog = open_dialog(game, (("g", ("alt",)), ("v", ())), "Review")
        walks.walk("Path review", dialog)
        open_numbers(dialog)
        walks.walk("Path review, Numbers", dialog)
        close_dialog(game, "Review")

        dialog = open_dialog(game, (("F1", ()),), "Minimoves Help")
        walks.walk("Help", dialog)
        close_dialog(game, "Minimoves Help")

        dialog = open_dialog(game, (("g", ("ctrl",)),), "Puzzle gallery")
        wait_for(lambda: find(dialog, lambda a: a.get_role() == R.LIST_ITEM and "Levels:" in (a.get_name() or "")),
                 STEP_SECONDS, "the gallery's cards, each named with its progress")
        # The focus is on the card of the puzzle shown, which says itself whole.
        focused = wait_for(lambda: find(dialog, lambda a: a.get_role() == R.LIST_ITEM
                                        and a.get_state_set().contains(Atspi.StateType.FOCUSED)),
                           STEP_SECONDS, "the focus on a card of the gallery")
        if not (focused.get_name() or "").startswith("Ball Grid. "):
            raise Failure("the gallery's focus is on %r, not Ball Grid's card" % focused.get_name())
        walks.walk("Puzzle gallery", dialog)
        close_dialog(game, "Puzzle gallery")

        key("e", ("ctrl",))  # Set up position: its bar under the board
        wait_for(lambda: find(frame, lambda a: a.get_role() == R.PUSH_BUTTON and a.get_name() == "Apply"
                              and showing(a)), STEP_SECONDS, "Set up position's bar")
        walks.walk("Set up position", frame)
        key("Escape")
        wait_for(lambda: not find(frame, lambda a: a.get_role() == R.PUSH_BUTTON and a.get_name() == "Apply"
                                  and showing(a)), STEP_SECONDS, "Set up position to end")

        key("F5")  # Solve: the playback bar, then the banner once solved
        wait_for(lambda: find(frame, lambda a: a.get_role() == R.PUSH_BUTTON and a.get_name() in ("Pause", "Play")
                              and showing(a)), STEP_SECONDS, "the playback bar")
        walks.walk("Solve's playback bar", frame)
        wait_for(lambda: find(frame, lambda a: (a.get_name() or "").startswith("Solved") and showing(a)), STEP_SECONDS,
                 "the solved banner")
        walks.walk("the solved banner", frame)
    finally:
        game.close()


def contest_games(binary, samples, walks):
    # Several cases: the list.
    game = Game(binary, args=("--contest", "rolling-cubes", os.path.join(samples, "rolling-cubes.in")))
    try:
        dialog = wait_for(lambda: window_named(game.app, R.DIALOG, ""), STEP_SECONDS, "the contest list")
        wait_for(lambda: find(dialog, lambda a: a.get_role() == R.TABLE and showing(a)), STEP_SECONDS, "the list's table")
        walks.walk("contest list", dialog)
    finally:
        game.close()
    # Input that does not read: the message box.
    with tempfile.NamedTemporaryFile("w", suffix=".in", delete=False) as f:
        f.write("not a contest input\n")
    game = None
    try:
        game = Game(binary, args=("--contest", "magic-board", f.name))
        box = wait_for(lambda: window_named(game.app, R.ALERT, "") or window_named(game.app, R.DIALOG, ""), STEP_SECONDS,
                       "the message box")
        walks.walk("message box", box)
    finally:
        if game:
            game.close()
        os.unlink(f.name)


def main():
    binary = sys.argv[1]
    samples = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "samples")
    start = time.monotonic()
    start_bus()
    walks = Walks()
    for part in (lambda: main_game(binary, walks), lambda: contest_games(binary, samples, walks)):
        try:
            part()
        except Failure as e:
            walks.check(False, str(e))
        print("(%.1f s)" % (time.monotonic() - start), flush=True)
    walks.report()


if __name__ == "__main__":
    main()
