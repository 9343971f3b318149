"""End to end with the screen reader itself: Orca runs (no synthesiser is needed: it writes every
utterance to its debug file as SPEECH OUTPUT), the game plays each puzzle by real keys, and the
test asserts from Orca's own SPEECH OUTPUT lines what a player hears for a move and a hint on each
puzzle (Coach mode: with the distance), and in Play mode that a move says no distance and the
hint does, and that Undo and Redo are told as such; a new player's first start with the tour (its
steps said, Tab round its buttons and never to it once passed); Solve's playback, every step said;
and a level, the Daily and
Statistics by keys (the levels' cells and par, the day by its date, the combo boxes' values, the
figures' rows by name). Each step waits for what Orca said (its debug file, written a line at a time by
orca_line_buffered.py), never for a fixed time, so a slow or loaded machine only takes longer.

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/a11y/orca_speech.py BUILD/bin/minimoves
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from a11y_session import STEP_SECONDS, Events, Failure, Game, application, fail, focus_window, home_env, key, report, \
    start_bus, wait_for

# Each puzzle: its game, a key that makes a move (or a tuple of the keys that do) and the words Orca
# must say for it.
PUZZLES = [
    ("shifting-grid", "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW", ("Right", ("shift",)), "Row 2 right."),
    ("sawtooth", "sawtooth:meadow/333333333:000120003", ("space", ()), "Turn the gear at row 2, column 2."),
    ("rolling-cubes", "rolling-cubes:WBWBREBRR:WBWBWEWWW", ("Right", ()), "Roll right."),
    ("magic-board", "magic-board:12345678:26845731", ("b", ()), "B (shift right)."),
    ("ball-grid", "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR", ("r", ()), "Turn at rows 1–2, columns 1–2."),
    ("eight-puzzle", "eight-puzzle:3x3:23415x768", ("Right", ()), "Slide 5 right."),
    ("fifteen-puzzle", "fifteen-puzzle:4x4:2340157896acdebf", ("Right", ()), "Slide 4 right."),
    # Huarong Dao's: the first arrow shows the cursor (a1), down and right to c4, Enter picks up its
    # soldier, Down takes it to c5, Enter sets it down.
    ("huarong-dao", "huarong-dao:VCCV/VCCV/VHHV/VSSV/S..S:VCCV/VCCV/VHHV/VSSV/S..S",
     tuple([("Down", ())] * 4 + [("Right", ())] * 2 + [("Return", ()), ("Down", ()), ("Return", ())]),
     "Move the soldier at c4 down."),
    # Rush Hour's move by keys is three: Space picks the red car up, Right chooses, Space slides.
    ("rush-hour", "rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo",
     (("space", ()), ("Right", ()), ("space", ())), "Slide the red car 1 right."),
    # The twisty puzzles, one move out: their moves typed in notation (2 then a letter: a half turn
    # of the cube; T then a letter: a Pyraminx tip; Shift: counter-clockwise), said in words.
    ("pocket-cube", "pocket-cube:htm:UUUUBBRRRRFFDDDDFFLLLLBB", (("2", ()), ("r", ())), "Turn the right face half a turn."),
    ("pyraminx", "pyraminx:pyraminx:RRRRFFFFFLLFFFLLFLLLLRRLRRRDDDDDDDDD", (("t", ()), ("b", ())),
     "Turn the back tip clockwise."),
    ("skewb", "skewb:skewb:UFUUURDDDDFFFFLDBBBBLLLULRBRRR", ("l", ("shift",)),
     "Turn the half at the bottom left front corner counter-clockwise."),
]

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{")


class OrcaSpeech:
    """What Orca said, read from its debug file as it grows."""

    def __init__(self, path):
        self.path = path
        self.lines = []
        self._offset = 0
        self._partial = ""

    def read(self):
        if not os.path.exists(self.path):
            return self.lines
        with open(self.path, errors="replace") as f:
            f.seek(self._offset)
            text = f.read()
            self._offset = f.tell()
        text = self._partial + text
        complete, _, self._partial = text.rpartition("\n")
        for line in complete.split("\n") if complete else []:
            m = SPEECH.search(line)
            if m:
                self.lines.append(m.group(1))
        return self.lines

    def mark(self):
        """Where the next wait starts looking: what Orca says from now on."""
        return len(self.read())

    def wait(self, what, matching, since, seconds=STEP_SECONDS):
        """The first line Orca said since `since` that `matching` accepts; fails after `seconds`."""
        def found():
            for line in self.read()[since:]:
                if matching(line):
                    return line
            return None
        try:
            return wait_for(found, seconds, what)
        except Failure:
            fail("Orca did not say %s; it said %r" % (what, self.read()[since:][-12:]))

    def startup_seen(self):
        if not os.path.exists(self.path):
            return False
        with open(self.path, errors="replace") as f:
            return any("Startup complete" in line for line in f)


def start_game(speech, events, pid, game_id, mode):
    """Starts the game and waits until Orca has read its board as the window took the focus."""
    since = speech.mark()
    events.clear()
    game = Game(sys.argv[1], game_id, mode=mode)
    if mode == "coach":  # in Coach mode "New game." waits for the distance, so it comes once on the bus
        events.next_announcement(pid + " new game", seconds=STEP_SECONDS, matching=lambda t: t.startswith("New game."))
    speech.wait("the board as it took the focus", lambda line: line.startswith("table with"), since)
    return game


def coach_move_and_hint(speech, events, pid, game_id, move_key, words):
    """A move and a hint in Coach mode: what Orca said for each."""
    game = start_game(speech, events, pid, game_id, "coach")
    try:
        since = speech.mark()
        for k in (move_key if isinstance(move_key[0], tuple) else (move_key,)):  # a key, or the keys of one move
            key(*k)
        move = speech.wait("the move %r" % words, lambda line: line.startswith("notification " + words), since)
        since = speech.mark()
        key("h")
        hint = speech.wait("the hint", lambda line: line.startswith("notification Hint 1 of 3"), since)
        return move, hint
    finally:
        game.close()


def play_mode(speech, events, checks):
    """Play mode on Shifting Grid: a move says no distance; the hint does; the next move none again;
    Undo and Redo of it say "Undone:" and "Redone:"."""
    game = start_game(speech, events, "play", PUZZLES[0][1], "play")
    try:
        since = speech.mark()
        key("Right", ("shift",))
        move = speech.wait("the move, without a distance", lambda line: line.startswith("notification Row 2 right"),
                           since)
        checks.append((move == "notification Row 2 right.", "Play mode, a move before a hint: Orca said %r" % move))
        since = speech.mark()
        key("h")
        hint = speech.wait("the hint", lambda line: line.startswith("notification Hint 1 of 3"), since)
        checks.append((re.search(r" Distance \d+\.$", hint) is not None,
                       "Play mode, the hint: Orca said %r, with no distance" % hint))
        since = speech.mark()
        key("Left", ("shift",))
        after = speech.wait("the move after the hint", lambda line: line.startswith("notification Row 2 left"), since)
        checks.append((after == "notification Row 2 left.", "Play mode, a move after the hint: Orca said %r" % after))
        # Undo and Redo say so, each once.
        said = [move, hint, after]
        for keys, words in ((("z", ("ctrl",)), "Undone: Row 2 left."), (("y", ("ctrl",)), "Redone: Row 2 left.")):
            since = speech.mark()
            key(*keys)
            line = speech.wait(repr(words), lambda line: line.startswith("notification " + words.split(":")[0]), since)
            checks.append((line == "notification " + words, "Play mode, %s: Orca said %r" % (keys, line)))
            said.append(line)
        return said
    finally:
        game.close()


def said_after(speech, keys, what, matching):
    """Presses `keys` (a key name, or a name and its modifiers) and waits for the line Orca says
    that `matching` accepts."""
    since = speech.mark()
    if isinstance(keys, tuple):
        key(*keys)
    else:
        key(keys)
    return speech.wait(what, matching, since)


def first_start_with_tour(speech, events, checks):
    """A new player's first start, the tour on: the gallery's suggested card said and chosen, each
    tour step said, Tab round Skip, Don't show again and
    Next, Enter on Next the next step, Enter on Skip ends it, and Tab round the window after it
    never reaches the tour."""
    since = speech.mark()
    events.clear()
    game = Game(sys.argv[1], None, mode="play", tour=True)
    try:
        # A new player meets the puzzle gallery first, its suggested card focused; Enter plays it,
        # and the tour begins over its board.
        focus_window("Puzzle gallery")
        said = [speech.wait("the gallery's suggested card", lambda line: "Magic Board. Start here." in line, since)]
        said.append(said_after(speech, "Return", "the tour's first step",
                               lambda line: line.startswith("notification Tour: step 1 of ")))
        said.append(speech.wait("the focus on Next", lambda line: line == "Next push button.", since))
        for name in ("Skip", "Don't show again", "Next"):
            said.append(said_after(speech, "Tab", "Tab to " + name, lambda line, n=name: line == n + " push button."))
        said.append(said_after(speech, "Return", "the second step",
                               lambda line: line.startswith("notification Tour: step 2 of ")))
        said.append(said_after(speech, "Tab", "Tab to Skip", lambda line: line == "Skip push button."))
        said.append(said_after(speech, "Return", "the board after the tour", lambda line: line.startswith("table with")))
        since = speech.mark()
        for _ in range(3):
            said.append(said_after(speech, "Tab", "Tab round the window",
                                   lambda line: line.endswith("combo box.") or line.startswith("table with")))
        tour_lines = [line for line in speech.read()[since:] if "push button" in line]
        checks.append((not tour_lines, "Tab after the tour reached %r" % tour_lines))
        return said
    finally:
        game.close()


def solve_playback(speech, events, checks):
    """Solve (F5) on the Magic Board's sample, 7 moves out: Orca says each of the playback's 7 steps
    (it lost the first, said as the bar took the keys), then the solved game."""
    game = start_game(speech, events, "solve", "magic-board:12345678:26845731", "coach")
    try:
        since = speech.mark()
        key("F5")
        end = speech.wait("the solved game", lambda line: "Solved with the solver's help in 7 moves" in line, since)
        steps = [line for line in speech.read()[since:] if re.match(r"notification [ABC] \(", line)]
        checks.append((len(steps) == 7, "Solve: Orca said %d of the 7 steps: %r" % (len(steps), steps)))
        return steps
    finally:
        game.close()


def level_daily_statistics(speech, events, checks):
    """Through a level, the Daily and Statistics by keys: the Levels grid's cells and the level's
    par, the Daily's day by its date, Statistics' combo boxes with their values and its figures
    with their rows' names, and Tab out of the figures."""
    game = start_game(speech, events, "levels", "eight-puzzle:3x3:23415x768", "play")
    try:
        said = [said_after(speech, ("l", ("ctrl",)), "the Levels dialog", lambda line: "dialog" in line)]
        said.append(said_after(speech, "Right", "level 2", lambda line: line.startswith("notification Level 2")))
        checks.append((said[-1] == "notification Level 2, locked.", "Levels, Right: Orca said %r" % said[-1]))
        said.append(said_after(speech, "Left", "level 1", lambda line: line.startswith("notification Level 1")))
        checks.append((re.fullmatch(r"notification Level 1, par \d+, stars: 0 of 3\.", said[-1]) is not None,
                       "Levels, Left: Orca said %r" % said[-1]))
        said.append(said_after(speech, "Return", "the level's start", lambda line: line.startswith("notification Level")))
        checks.append((re.fullmatch(r"notification Level 1, par \d+\.", said[-1]) is not None,
                       "a level's start: Orca said %r" % said[-1]))
        said.append(said_after(speech, ("d", ("ctrl",)), "the Daily's Play button",
                               lambda line: line == "Play today's puzzle push button."))
        said.append(said_after(speech, "Tab", "Close", lambda line: line == "Close push button."))
        said.append(said_after(speech, "Tab", "the calendar", lambda line: line.startswith("table with")))
        said.append(said_after(speech, "Left", "the day before", lambda line: line.startswith("notification ")))
        checks.append((re.fullmatch(r"notification \w+, \d+ \w+ \d{4}: not played\.", said[-1]) is not None,
                       "the Daily's calendar, Left: Orca said %r" % said[-1]))
        said.append(said_after(speech, "Escape", "the board again", lambda line: line.startswith("table with")))
        game.focus()
        # The menu's first item, or its tip with the shortcut (the status bar says it as a notification;
        # on a slow run, the sanitizers', Orca speaks that and drops the item's name).
        def game_menu(what):
            return said_after(speech, ("g", ("alt",)), what,
                              lambda line: line == "New." or line.startswith("notification A new game"))

        said.append(game_menu("the Game menu"))
        since = speech.mark()
        key("t")
        try:
            said.append(speech.wait("Statistics in the menu", lambda line: line.startswith("Statistics"), since, 15))
        except Failure:
            # Once in a loaded run the menu was not up yet and Orca echoed the letter ('t '): the
            # menu opened again, once, as a player would.
            print("  (the Game menu again: Orca said %r)" % speech.read()[since:])
            key("Escape")
            said.append(game_menu("the Game menu again"))
            said.append(said_after(speech, "t", "Statistics in the menu", lambda line: line.startswith("Statistics")))
        said.append(said_after(speech, "Return", "the Statistics dialog", lambda line: "Statistics dialog" in line))
        since = speech.mark()
        key("Tab")
        said.append(speech.wait("the puzzle's value", lambda line: line == "Eight Puzzle.", since))
        checks.append(("Puzzle: combo box." in speech.read()[since:], "Statistics, Tab: Orca said %r"
                       % speech.read()[since:]))
        since = speech.mark()
        key("Tab")
        said.append(speech.wait("the mode's value", lambda line: line == "Play.", since))
        said.append(said_after(speech, "Down", "the mode chosen", lambda line: line == "notification Coach."))
        said.append(said_after(speech, "Tab", "the figures", lambda line: line.startswith("table with")))
        said.append(said_after(speech, "Down", "a row of figures", lambda line: line.startswith("Solved")))
        checks.append((said[-1] == "Solved, Easy: 0.", "Statistics, a row: Orca said %r" % said[-1]))
        said.append(said_after(speech, "Tab", "out of the figures", lambda line: line.endswith("push button.")))
        return said
    finally:
        game.close()


def main():
    start = time.monotonic()
    start_bus()
    if shutil.which("orca") is None:
        print("FAIL: orca is not installed (scripts/install-deps.sh installs it)")
        sys.exit(1)
    work = tempfile.mkdtemp(prefix="minimoves-orca-")
    debug = os.path.join(work, "orca-debug.out")
    runner = os.path.join(os.path.dirname(os.path.abspath(__file__)), "orca_line_buffered.py")
    # What Orca prints goes to a file: a refusal to start is said there (Orca runs once per user:
    # another Orca of this user, in any session, makes it exit with "Another screen reader process
    # is already running").
    orca_output = open(os.path.join(work, "orca-output.txt"), "w+")
    orca = subprocess.Popen(["/usr/bin/python3", runner, "-u", os.path.join(work, "prefs"), "--debug-file", debug],
                            env=home_env(work), stdout=orca_output, stderr=subprocess.STDOUT)
    speech = OrcaSpeech(debug)
    failures, checks = [], 0
    events = Events()
    try:
        def orca_up():
            if orca.poll() is not None:
                orca_output.seek(0)
                said = " ".join(orca_output.read().split())
                fail("Orca exited with code %d before it was on the accessibility bus: %s" % (orca.returncode, said[-300:]))
            return application("orca")
        wait_for(orca_up, STEP_SECONDS, "Orca on the accessibility bus")
        wait_for(speech.startup_seen, STEP_SECONDS, "Orca's \"Startup complete\"")
        for pid, game_id, move_key, words in PUZZLES:
            checks += 2
            try:
                move, hint = coach_move_and_hint(speech, events, pid, game_id, move_key, words)
                print("  %s move, Orca said: %r" % (pid, move))
                print("  %s hint, Orca said: %r" % (pid, hint))
            except Failure as e:
                failures.append("%s: %s" % (pid, e))
            print("%s played (%.1f s)" % (pid, time.monotonic() - start), flush=True)
        mode_checks = []
        try:
            said = play_mode(speech, events, mode_checks)
            for line in said:
                print("  Play mode, Orca said: %r" % line)
        except Failure as e:
            mode_checks.append((False, "Play mode: %s" % e))
        for ok, what in mode_checks:
            checks += 1
            if not ok:
                failures.append(what)
        print("Play mode played (%.1f s)" % (time.monotonic() - start), flush=True)
        for name, session in (("Solve's playback", solve_playback),
                              ("The first start with the tour", first_start_with_tour),
                              ("A level, the Daily and Statistics", level_daily_statistics)):
            session_checks = []
            try:
                for line in session(speech, events, session_checks):
                    print("  %s, Orca said: %r" % (name, line))
            except Failure as e:
                session_checks.append((False, "%s: %s" % (name, e)))
            for ok, what in session_checks:
                checks += 1
                if not ok:
                    failures.append(what)
            print("%s played (%.1f s)" % (name, time.monotonic() - start), flush=True)
    except Failure as e:
        failures.append(str(e))
    finally:
        orca.send_signal(signal.SIGTERM)
        try:
            orca.wait(15)
        except subprocess.TimeoutExpired:
            orca.kill()
            orca.wait()
    lines = speech.read()
    checks += 1
    if not lines:
        failures.append("Orca said nothing (no SPEECH OUTPUT in %s)" % debug)
    if failures:
        print("Orca's SPEECH OUTPUT lines:")
        for line in lines:
            print("   ", line)
        print("Orca's debug file is kept:", debug)
    else:
        shutil.rmtree(work, ignore_errors=True)
    report(failures, checks)


if __name__ == "__main__":
    main()
