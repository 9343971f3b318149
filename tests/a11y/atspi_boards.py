"""Every puzzle through the real accessibility stack (AT-SPI over D-Bus, Qt's bridge): the board
is a table whose cells say what the position has; real keys move the focus; a move made through
an item's action and one made by a key are each announced once, with the distance; so is a hint;
Ctrl+Space reads the whole position.

    xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/a11y/atspi_boards.py BUILD/bin/minimoves
"""
import re
import sys
import time

from a11y_session import STEP_SECONDS, Atspi, Checks, Events, Failure, Game, find, key, pump, start_bus, wait_for

SHIFTING = {"W": "White (ring)", "B": "Black (square)", "G": "Grey (triangle)"}
CUBES = {"w": "White", "b": "Blue", "r": "Red"}
BALLS = {"R": "red", "G": "green", "B": "blue"}
TURNS = ["not turned", "turned once", "turned twice", "turned three times"]


def place(r, c):
    return "Row %d, column %d: " % (r + 1, c + 1)


def magic_cell(r, c):
    return c if r == 0 else 7 - c


def rush_cell(s, r, c):
    """A Rush Hour cell: "red car, back", "truck B, middle", "wall", "empty"."""
    i = r * 6 + c
    ch = s[i]
    if ch in "xo":
        return place(r, c) + ("wall" if ch == "x" else "empty")
    cells = [j for j, x in enumerate(s) if x == ch]
    across = cells[1] == cells[0] + 1
    if ch == "A":
        part = "back" if i == cells[0] else "front"
    elif across:
        part = "left end" if i == cells[0] else "right end" if i == cells[-1] else "middle"
    else:
        part = "top end" if i == cells[0] else "bottom end" if i == cells[-1] else "middle"
    name = "red car" if ch == "A" else ("truck " if len(cells) == 3 else "car ") + ch
    return place(r, c) + name + ", " + part


# 横刀立马's cells as the Huarong Dao board names them.
HUARONG_CLASSIC = [
    ["Zhang Fei, top half", "Cao Cao, top-left quarter", "Cao Cao, top-right quarter", "Zhao Yun, top half"],
    ["Zhang Fei, bottom half", "Cao Cao, bottom-left quarter", "Cao Cao, bottom-right quarter", "Zhao Yun, bottom half"],
    ["Ma Chao, top half", "Guan Yu, left half", "Guan Yu, right half", "Huang Zhong, top half"],
    ["Ma Chao, bottom half", "soldier", "soldier", "Huang Zhong, bottom half"],
    ["soldier", "empty", "empty", "soldier"],
]


# The twisty puzzles' cells: a face a row, a sticker of the face a column, each named by its face,
# its place on the face and its colour ("Front face, top left: green"); a colour is named by the
# letter of the face it is on when solved (docs/RULES.md §8-10).
CUBE_FACES = ["Top face", "Right face", "Front face", "Bottom face", "Left face", "Back face"]
CUBE_COLOURS = {"U": "white", "R": "red", "F": "green", "D": "yellow", "L": "orange", "B": "blue"}
CUBE_PLACES = ["top left", "top right", "bottom left", "bottom right"]
SKEWB_PLACES = ["top left corner", "top right corner", "centre", "bottom left corner", "bottom right corner"]
PYRAMINX_FACES = ["Front face", "Left face", "Right face", "Bottom face"]
PYRAMINX_COLOURS = {"F": "green", "L": "red", "R": "blue", "D": "yellow"}


def pyraminx_places(face):
    """A Pyraminx face's nine stickers in the text's reading order, as "row r, place p of n": F
    points up (rows of 1, 3 and 5 from the top), L, R and D point down (rows of 5, 3 and 1)."""
    places = []
    for row, size in enumerate((1, 3, 5) if face == 0 else (5, 3, 1)):
        places += ["row %d, place %d of %d" % (row + 1, p + 1, size) for p in range(size)]
    return places


def twisty_cell(faces, places, colours):
    """A cell's name from the sticker text: `places(face)` lists a face's places in text order."""
    def cell(s, r, c):
        per_face = len(s) // len(faces)
        return "%s, %s: %s" % (faces[r], places(r)[c], colours[s[r * per_face + c]])
    return cell


# For each puzzle: the game, the table's shape, each cell's name (a prefix) from the state text,
# the keyboard cursor's cells before and after `cursor_key`, an item whose action makes a move and
# the sentence it starts, a key (or keys, a list) that makes a move and its sentence, and (unless
# it is "Row 1" or "Gear 1") how Ctrl+Space's reading of the position starts.
PUZZLES = [
    dict(id="shifting-grid", game="shifting-grid:4x6:GWGGWWBWBBBBGBBBGWWGGGWW", rows=4, columns=6,
         cell=lambda s, r, c: place(r, c) + SHIFTING[s[r * 6 + c]],
         cursor=((1, 1), (1, 2)), cursor_key="Right",
         action=(0, 0, "Row 1 left."), move_key=("Right", ("shift",)), move_words="Row 2 right."),
    dict(id="sawtooth", game="sawtooth:meadow/333333333:000120003", rows=3, columns=3,
         cell=lambda s, r, c: "Gear %d: %s" % (r * 3 + c + 1, TURNS[int(s[r * 3 + c])]),
         cursor=((1, 1), (1, 2)), cursor_key="Right",
         action=(0, 0, "Turn the gear at row 1, column 1."), move_key=("space", ()),
         move_words="Turn the gear at row 2, column 3."),
    dict(id="rolling-cubes", game="rolling-cubes:WBWBREBRR:WBWBWEWWW", rows=3, columns=3,
         cell=lambda s, r, c: place(r, c) + ("the gap" if s[r * 3 + c] == "E"
                                             else CUBES[s[r * 3 + c].lower()] + " on top"),
         cursor=None, action=(1, 1, "Roll right."), move_key=("Left", ()), move_words="Roll left."),
    dict(id="magic-board", game="magic-board:12345678:26845731", rows=2, columns=4,
         cell=lambda s, r, c: place(r, c) + "tile " + s[magic_cell(r, c)],
         cursor=None, action=("A (swap rows)", None, "A (swap rows)."), move_key=("b", ()),
         move_words="B (shift right)."),
    dict(id="ball-grid", game="ball-grid:3x3/RGB/BRG/GBR:GRBBRGGBR", rows=3, columns=3,
         cell=lambda s, r, c: place(r, c) + BALLS[s[r * 3 + c]],
         cursor=((0, 0), (0, 1)), cursor_key="Right",
         action=(0, 0, "Turn at rows 1–2, columns 1–2."), move_key=("r", ()),
         move_words="Turn at rows 1–2, columns 2–3."),
    dict(id="eight-puzzle", game="eight-puzzle:3x3:23415x768", rows=3, columns=3,
         cell=lambda s, r, c: place(r, c) + ("blank" if s[r * 3 + c] == "x" else "tile " + s[r * 3 + c]),
         cursor=None, action=(0, 2, "Slide 4 down."), move_key=("Right", ()), move_words="Slide 3 right."),
    dict(id="fifteen-puzzle", game="fifteen-puzzle:4x4:2340157896acdebf", rows=4, columns=4,
         cell=lambda s, r, c: place(r, c) + ("blank" if s[r * 4 + c] == "0" else "tile %d" % int(s[r * 4 + c], 16)),
         cursor=None, action=(0, 2, "Slide 4 right."), move_key=("Right", ()), move_words="Slide 3 right."),
    dict(id="huarong-dao", game="huarong-dao:VCCV/VCCV/VHHV/VSSV/S..S:VCCV/VCCV/VHHV/VSSV/S..S", rows=5, columns=4,
         cell=lambda s, r, c: place(r, c) + HUARONG_CLASSIC[r][c],
         cursor=None, action=(4, 0, "Move the soldier at a5 right."),
         # The cursor shows on the first arrow (a1); down to c4, Enter picks up its soldier, Down
         # takes it to c5, Enter sets it down.
         move_key=[("Down", ())] * 4 + [("Right", ())] * 2 + [("Return", ()), ("Down", ()), ("Return", ())],
         move_words="Move the soldier at c4 down."),
    # Rush Hour: the cursor starts on the red car; truck B's first action slides it down out of the
    # red car's row; the keys pick the red car up, choose one cell on and slide it.
    dict(id="rush-hour", game="rush-hour:oooooCoooooCAAoBoooooBoooooBoxDDoooo:oooooCoooooCAAoBoooooBoooooBoxDDoooo",
         rows=6, columns=6, cell=rush_cell, cursor=((2, 0), (2, 1)), cursor_key="Right",
         action=(2, 3, "Slide truck B 1 down."), move_key=None,
         move_keys=[("space", ()), ("Right", ()), ("space", ())], move_words="Slide the red car 1 right."),
    # The twisty puzzles, each one move out (docs/RULES.md §8-10): the arrows turn the view, not the
    # cursor; a cell's actions are the turns a drag on it offers, the first the first axis' clockwise
    # turn; the keys type the notation (2 then a letter: a half turn; T then a letter: a tip).
    dict(id="pocket-cube", game="pocket-cube:htm:UUUUBBRRRRFFDDDDFFLLLLBB", rows=6, columns=4,
         cell=twisty_cell(CUBE_FACES, lambda f: CUBE_PLACES, CUBE_COLOURS),
         cursor=None, action=(1, 0, "Turn the top face clockwise."), move_key=[("2", ()), ("f", ())],
         move_words="Turn the front face half a turn.", position="Top face: "),
    dict(id="pyraminx", game="pyraminx:pyraminx:RRRRFFFFFLLFFFLLFLLLLRRLRRRDDDDDDDDD", rows=4, columns=9,
         cell=twisty_cell(PYRAMINX_FACES, pyraminx_places, PYRAMINX_COLOURS),
         cursor=None, action=(0, 0, "Turn the top vertex's layer clockwise."), move_key=[("t", ()), ("l", ())],
         move_words="Turn the left tip clockwise.", position="Front face: "),
    dict(id="skewb", game="skewb:skewb:UFUUURDDDDFFFFLDBBBBLLLULRBRRR", rows=6, columns=5,
         cell=twisty_cell(CUBE_FACES, lambda f: SKEWB_PLACES, CUBE_COLOURS),
         cursor=None, action=(0, 0, "Turn the half at the top left back corner clockwise."),
         move_key=("b", ("shift",)), move_words="Turn the half at the bottom left back corner counter-clockwise.",
         position="Top face: "),
]

DISTANCE = re.compile(r" Distance \d+\.$")


def cell_names(board, rows, columns):
    table = board.get_table_iface()
    return [[table.get_accessible_at(r, c) for c in range(columns)] for r in range(rows)]


def play(binary, spec, checks, events):
    pid = spec["id"]
    state = spec["game"].rsplit(":", 1)[1]
    events.clear()
    game = Game(binary, spec["game"])
    try:
        board = game.board
        table = board.get_table_iface()
        checks.check(table is not None, pid + ": the board has the Table interface")
        checks.check((table.get_n_rows(), table.get_n_columns()) == (spec["rows"], spec["columns"]),
                     "%s: table %dx%d" % (pid, table.get_n_rows(), table.get_n_columns()))
        cells = cell_names(board, spec["rows"], spec["columns"])
        for r in range(spec["rows"]):
            for c in range(spec["columns"]):
                name, role = cells[r][c].get_name(), cells[r][c].get_role()
                expected = spec["cell"](state, r, c)
                checks.check(role == Atspi.Role.TABLE_CELL, "%s: cell %d,%d role %s" % (pid, r, c, role))
                checks.check(name.startswith(expected), "%s: cell %d,%d is %r, expected %r" % (pid, r, c, name, expected))
        # The new game is told once, with its distance.
        told = events.next_announcement(pid + " new game", matching=lambda t: t.startswith("New game."))
        checks.check(DISTANCE.search(told) is not None, "%s: new game said %r" % (pid, told))

        # Focus: the board takes it as the window opens, the cursor's cell after it; real keys move it.
        if spec["cursor"]:
            (r0, c0), (r1, c1) = spec["cursor"]
            first = cells[r0][c0].get_name()
            wait_for(lambda: first in events.focused, STEP_SECONDS, pid + " focus on the cursor's cell " + first)
            events.clear()
            key(spec["cursor_key"])
            second = cells[r1][c1].get_name()
            try:
                wait_for(lambda: second in events.focused, STEP_SECONDS, "focus")
                checks.check(True, "")
            except Failure:
                checks.check(False, "%s: %s gave focus to %r, expected %r" % (pid, spec["cursor_key"], events.focused, second))
            checks.check(cells[r1][c1].get_state_set().contains(Atspi.StateType.FOCUSED),
                         pid + ": the cursor's cell has the focused state")
        else:
            board_name = board.get_name()
            events.clear()
            key("Tab", ("shift",))  # the focus leaves the board and comes back to it
            key("Tab")
            try:
                wait_for(lambda: board_name in events.focused, STEP_SECONDS, "focus")
                checks.check(True, "")
            except Failure:
                checks.check(False, "%s: Shift+Tab, Tab focused %r, not the board" % (pid, events.focused))

        # A move through an item's action: announced once, with the distance; the names follow.
        before = [[cells[r][c].get_name() for c in range(spec["columns"])] for r in range(spec["rows"])]
        events.clear()
        r, c, words = spec["action"]
        if isinstance(r, str):  # a push button of the board (Magic Board's A, B, C)
            item = find(board, lambda a: a.get_role() == Atspi.Role.PUSH_BUTTON and a.get_name().startswith(r))
        else:
            item = cells[r][c]
        action = item.get_action_iface()
        checks.check(action is not None and action.get_n_actions() > 0, pid + ": the item has an action")
        action.do_action(0)
        told = events.next_announcement(pid + " action", matching=lambda t: t.startswith(words))
        print("  %s action: %s" % (pid, told))
        checks.check(DISTANCE.search(told) is not None, "%s: action said %r" % (pid, told))
        pump(0.3)
        checks.check(sum(1 for t in events.announcements if t.startswith(words)) == 1,
                     "%s: the move was told once: %r" % (pid, events.announcements))
        after = [[cells[r][c].get_name() for c in range(spec["columns"])] for r in range(spec["rows"])]
        checks.check(after != before, pid + ": the cells' names follow the move")

        # A move by a key.
        events.clear()
        for name, modifiers in spec.get("move_keys") or (spec["move_key"] if isinstance(spec["move_key"], list) else [spec["move_key"]]):
            key(name, modifiers)
        told = events.next_announcement(pid + " key move", matching=lambda t: t.startswith(spec["move_words"]))
        print("  %s key: %s" % (pid, told))
        checks.check(DISTANCE.search(told) is not None, "%s: key move said %r" % (pid, told))

        # A hint, then the whole position.
        events.clear()
        key("h")
        told = events.next_announcement(pid + " hint", matching=lambda t: t.startswith("Hint 1 of 3"))
        print("  %s hint: %s" % (pid, told))
        events.clear()
        key("space", ("ctrl",))
        starts = (spec["position"],) if "position" in spec else ("Row 1", "Gear 1")
        told = events.next_announcement(pid + " Ctrl+Space", matching=lambda t: t.startswith(starts))
        checks.check("Distance" in told and ("Goal" in told or "Target" in told), "%s: Ctrl+Space said %r" % (pid, told))
    finally:
        game.close()


def main():
    binary = sys.argv[1]
    only = sys.argv[2:]
    start = time.monotonic()
    start_bus()
    events = Events()
    checks = Checks()
    for spec in PUZZLES:
        if only and spec["id"] not in only:
            continue
        try:
            play(binary, spec, checks, events)
        except Failure as e:
            checks.check(False, "%s: %s" % (spec["id"], e))
        print("%s done (%.1f s)" % (spec["id"], time.monotonic() - start), flush=True)
    checks.report()


if __name__ == "__main__":
    main()
