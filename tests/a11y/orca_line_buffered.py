"""Runs Orca (/usr/bin/orca, with the arguments given) with its debug file written a line at a
time. Orca opens the file with Python's default buffering, so its last few kilobytes reach the
disk only later (waiting for "Startup complete" once took 10 s): a test that waits for what Orca
said, line by line, needs each line when it is written.

    /usr/bin/python3 orca_line_buffered.py -u PREFS --debug-file FILE
"""
import builtins
import runpy
import sys

ORCA = "/usr/bin/orca"
_open = builtins.open


def _open_line_buffered(file, mode="r", buffering=-1, *args, **kwargs):
    if "w" in mode and "b" not in mode and buffering == -1 and "--debug-file" in sys.argv \
            and file == sys.argv[sys.argv.index("--debug-file") + 1]:
        buffering = 1
    return _open(file, mode, buffering, *args, **kwargs)


builtins.open = _open_line_buffered
sys.argv[0] = ORCA
runpy.run_path(ORCA, run_name="__main__")
