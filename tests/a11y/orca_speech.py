"""End to end with the screen reader itself: Orca runs (no synthesiser is needed: it writes every
utterance to its debug file as SPEECH OUTPUT), the game plays each puzzle by real keys, and the
test asserts from Orca's own SPEECH OUTPUT lines what a player hears for a move and a hint.

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

from a11y_session import Events, Failure, Game, application, home_env, key, pump, report, start_bus, wait_for

# Each puzzle: its game, a key that makes a move and the words Orca must say for it.
PUZZLES = [
    ("shifting-grid", "shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW", ("Right", ("shift",)), "Row 2 right."),
    ("sawtooth", "sawtooth:meadow/333333333:000120003", ("space", ()), "Turn the gear at row 2, column 2."),
    ("rolling-cubes", "rolling-cubes:WBWBREBRR:WBWBWEWWW", ("Right", ()), "Roll right."),
    ("magic-board", "magic-board:12345678:26845731", ("b", ()), "B (shift right)."),
    ("ball-grid", "ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR", ("r", ()), "Turn at rows 1–2, columns 1–2."),
    ("eight-puzzle", "eight-puzzle:3x3:23415x768", ("Right", ()), "Slide 5 right."),
]

SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)' ?\{")


def spoken(path):
    with open(path, errors="replace") as f:
        return [m.group(1) for m in map(SPEECH.search, f) if m]


def main():
    binary = sys.argv[1]
    start = time.monotonic()
    start_bus()
    if shutil.which("orca") is None:
        print("FAIL: orca is not installed (scripts/install-deps.sh installs it)")
        sys.exit(1)
    work = tempfile.mkdtemp(prefix="minimoves-orca-")
    debug = os.path.join(work, "orca-debug.out")
    orca = subprocess.Popen(["orca", "-u", os.path.join(work, "prefs"), "--debug-file", debug], env=home_env(work),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures, checks = [], 0
    events = Events()
    heard = {}
    try:
        wait_for(lambda: application("orca"), 30, "Orca on the accessibility bus")
        for pid, game_id, (name, modifiers), words in PUZZLES:
            events.clear()
            game = Game(binary, game_id)
            try:
                events.next_announcement(pid + " new game", matching=lambda t: t.startswith("New game."))
                pump(1.5)  # Orca takes the new window and reads the board as it takes the focus
                key(name, modifiers)
                move = events.next_announcement(pid + " move", matching=lambda t: t.startswith(words))
                pump(1.0)
                key("h")
                hint = events.next_announcement(pid + " hint", matching=lambda t: t.startswith("Hint 1 of 3"))
                pump(0.8)  # Orca speaks it
                heard[pid] = (move, hint)
            except Failure as e:
                failures.append("%s: %s" % (pid, e))
            finally:
                game.close()
            print("%s played (%.1f s)" % (pid, time.monotonic() - start), flush=True)
    except Failure as e:
        failures.append(str(e))
    finally:
        orca.send_signal(signal.SIGTERM)
        try:
            orca.wait(15)
        except subprocess.TimeoutExpired:
            orca.kill()
            orca.wait()
    lines = spoken(debug) if os.path.exists(debug) else []
    checks += 1
    if not lines:
        failures.append("Orca said nothing (no SPEECH OUTPUT in %s)" % debug)
    for pid, (move, hint) in heard.items():
        for what, text in (("move", move), ("hint", hint)):
            checks += 1
            said = [line for line in lines if line == "notification " + text or line.endswith(" " + text)]
            if said:
                print("  %s %s, Orca said: %r" % (pid, what, said[0]))
            else:
                failures.append("%s: Orca did not say the %s %r" % (pid, what, "notification " + text))
    if failures:
        print("Orca's SPEECH OUTPUT lines:")
        for line in lines:
            print("   ", line)
    if failures:
        print("Orca's debug file is kept:", debug)
    else:
        shutil.rmtree(work, ignore_errors=True)
    report(failures, checks)


if __name__ == "__main__":
    main()
