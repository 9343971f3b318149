"""The accessibility bus, the game and its events, for the AT-SPI and Orca tests.

Runs inside `xvfb-run -a dbus-run-session -- ...` (that order: the bus then has the display and
at-spi2-registryd can synthesise keys). Nothing here skips: a missing bus or game is a failure.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

XK = {"Left": 0xFF51, "Up": 0xFF52, "Right": 0xFF53, "Down": 0xFF54, "space": 0x20, "Tab": 0xFF09,
      "Escape": 0xFF1B, "Return": 0xFF0D, "F1": 0xFFBE, "F5": 0xFFC2}


# How long one step may wait for what it waits for: it comes in well under a second here, but CI
# also runs the suite under the sanitizers, 5 to 10 times slower, beside other tests.
STEP_SECONDS = 60


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)


def start_bus():
    """Starts the accessibility bus (org.a11y.Bus) of this D-Bus session, or fails."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        fail("no D-Bus session: run under dbus-run-session")
    if not os.environ.get("DISPLAY"):
        fail("no display: run under xvfb-run")
    done = subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                           "org.a11y.Bus.GetAddress"], capture_output=True, text=True, timeout=20)
    if done.returncode != 0 or "unix:" not in done.stdout:
        fail("no accessibility bus (org.a11y.Bus): " + done.stderr.strip())
    # The registry synthesises keys through XTest on this display.
    subprocess.run(["dbus-update-activation-environment", "DISPLAY", "XAUTHORITY"], capture_output=True)


def home_env(home, **extra):
    """This environment with `home` as the home and the XDG config and data places under it."""
    return dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                XDG_DATA_HOME=os.path.join(home, "data"), LANG="C.UTF-8", **extra)


def pump(seconds=0.0):
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while ctx.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def wait_for(predicate, seconds=STEP_SECONDS, what="a condition"):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pump()
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    fail("timed out waiting for " + what)


class Events:
    """Focus events and notifications shown, as they arrive."""

    def __init__(self):
        self.focused = []        # names of objects that gained the focus
        self.announcements = []  # names of notifications shown
        self._listener = Atspi.EventListener.new(self._on_event)
        for kind in ("object:state-changed:focused", "focus:", "object:state-changed:showing"):
            self._listener.register(kind)

    def _on_event(self, event):
        try:
            source = event.source
            role = source.get_role()
            if event.type.startswith("object:state-changed:showing"):
                if role == Atspi.Role.NOTIFICATION and event.detail1:
                    self.announcements.append(source.get_name())
            elif event.type.startswith("object:state-changed:focused"):
                if event.detail1:
                    self.focused.append(source.get_name())
        except GLib.Error:
            pass

    def clear(self):
        pump(0.05)
        self.focused.clear()
        self.announcements.clear()

    def next_announcement(self, what, seconds=STEP_SECONDS, matching=None):
        def found():
            for text in self.announcements:
                if matching is None or matching(text):
                    return text
            return None
        try:
            return wait_for(found, seconds, what)
        except Failure:
            fail("no announcement for %s; heard %r" % (what, self.announcements))


def application(name):
    """The application called `name` on the accessibility bus's desktop, or None while it is not there."""
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_name() == name:
            return app
    return None


def key(name, modifiers=()):
    """Presses and releases a key through XTest: alone by the registry (as a screen reader would),
    with modifiers ("ctrl", "shift") by xdotool."""
    if modifiers:
        subprocess.run(["xdotool", "key", "+".join(list(modifiers) + [name])], check=True, timeout=10)
    else:
        keysym = XK.get(name, ord(name) if len(name) == 1 else None)
        Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    pump(0.05)


def focus_window(title):
    """Gives the window titled `title` the focus: with no window manager, a window shown is not
    made active (as a click or the window manager would)."""
    subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^%s$" % title, "windowfocus",
                    "--sync"], capture_output=True, timeout=20)


class Game:
    """The game in a home of its own (English, no saved games but `saves`; no tour unless `tour`, as
    a new player's first start has it), started with a game ID or other arguments, in Coach mode
    (the distance with every move) or Play mode."""

    def __init__(self, binary, game_id=None, mode="coach", args=(), saves=None, tour=False):
        self.home = tempfile.mkdtemp(prefix="minimoves-a11y-")
        config = os.path.join(self.home, "config", "Minimoves")
        os.makedirs(config)
        with open(os.path.join(config, "minimoves.conf"), "w") as f:
            # A returning player (a puzzle played before: no gallery first) unless it is the first start.
            f.write("%s[view]\nplayMode=%s\n[General]\nlanguage=en\n" %
                    ("" if tour else "[tour]\noff=true\n[game]\nlastPuzzle=magic-board\n", mode))
        # Saved games by session key ("ball-grid@3x3"), as the game would find them at start.
        games = os.path.join(self.home, "data", "Minimoves", "minimoves", "games")
        os.makedirs(games)
        for key_name, text in (saves or {}).items():
            with open(os.path.join(games, key_name + ".json"), "w") as f:
                f.write(text)
        env = home_env(self.home, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", LANGUAGE="en")
        command = [binary] + (["--game-id", game_id] if game_id else []) + list(args)
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.app = wait_for(self._find_app, STEP_SECONDS, "the game on the accessibility bus")
        self.app.set_cache_mask(Atspi.Cache.NONE)
        self.focus()
        self.board = wait_for(lambda: find(self.app, lambda a: a.get_role() == Atspi.Role.TABLE), STEP_SECONDS,
                              "the board (a table)")

    def focus(self):
        """No window manager: makes the main window the active one, as a click would (again after
        a dialog closed, which leaves no window focused)."""
        focus_window("Minimoves")

    def _find_app(self):
        if self.process.poll() is not None:
            fail("the game ended at once: " + self.process.stderr.read().decode(errors="replace"))
        return application("minimoves")

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.home, ignore_errors=True)


def find(root, predicate, depth=0):
    if root is None or depth > 12:
        return None
    try:
        if predicate(root):
            return root
        for i in range(root.get_child_count()):
            hit = find(root.get_child_at_index(i), predicate, depth + 1)
            if hit is not None:
                return hit
    except GLib.Error:
        return None
    return None


def state_has(acc, state):
    return acc.get_state_set().contains(state)


class Checks:
    """The checks made and those that failed, for report()."""

    def __init__(self):
        self.failures = []
        self.count = 0

    def check(self, ok, what):
        self.count += 1
        if not ok:
            self.failures.append(what)
        return ok

    def report(self):
        report(self.failures, self.count)


def report(failures, checks):
    for f in failures:
        print("FAIL:", f)
    print("%d checks, %d failed" % (checks, len(failures)))
    sys.exit(1 if failures else 0)
