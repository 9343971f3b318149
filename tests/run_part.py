#!/usr/bin/env python3
"""Runs one part of a Qt Test program: its test cases (a function, or a function's data row) dealt
out in turn over PARTS parts, and this run takes those of part PART (1-based).

    run_part.py PART PARTS PROGRAM [ARGS...]

ARGS come before the cases in both runs of PROGRAM (the listing and the part's): a test program
of several tests takes the test's name first (`run_part.py 1 4 tests_gui tst_monkey`).

tests/CMakeLists.txt (minimoves_program_test PARTS) gives a long test several ctest entries this way, so
that `ctest -j` spreads it over the cores instead of running it on one while the other waits. The
cases come from the program itself (-datatags), so a new function or row is in a part at once.
Each part has a home folder of its own (HOME=part-homes/TEST_PART under the working folder,
emptied first): parts of one program run at once, and Qt Test's settings and data folders
(QStandardPaths' test mode, ~/.qttest) would otherwise be the same file for all of them.
The part's exit code is the program's; a part with no case passes and says so.
"""
import os
import shutil
import subprocess
import sys


def cases(command):
    listing = subprocess.run([*command, "-datatags"], capture_output=True, text=True)
    if listing.returncode != 0:
        sys.exit(f"run_part.py: {' '.join(command)} -datatags failed ({listing.returncode}):\n{listing.stderr}")
    found = []
    listed = listing.stdout
    for line in listed.splitlines():
        # "TestClass function" or "TestClass function row tag (which may have spaces)"; the class
        # may be in a namespace ("tst_monkey::TestMonkey").
        words = line.split(" ", 2)
        if len(words) < 2 or not words[0].split("::")[-1].startswith("Test"):
            continue
        found.append(words[1] if len(words) == 2 else words[1] + ":" + words[2])
    return found


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: run_part.py PART PARTS PROGRAM [ARGS...]")
    part, parts, command = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    if not 1 <= part <= parts:
        sys.exit(f"run_part.py: part {part} is not between 1 and {parts}")
    everything = cases(command)
    if not everything:
        sys.exit(f"run_part.py: {' '.join(command)} -datatags listed no test case")
    mine = everything[part - 1::parts]
    if not mine:
        print(f"run_part.py: part {part} of {parts} has no test case of the {len(everything)}")
        return 0
    home = os.path.join(os.getcwd(), "part-homes", f"{os.path.basename(command[-1])}_{part}")
    shutil.rmtree(home, ignore_errors=True)
    os.makedirs(home)
    print(f"run_part.py: part {part} of {parts}: {len(mine)} of {len(everything)} test cases", flush=True)
    return subprocess.run([*command, *mine], env=dict(os.environ, HOME=home)).returncode


if __name__ == "__main__":
    sys.exit(main())
