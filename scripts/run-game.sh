#!/usr/bin/env bash
# Starts the game, or says in one line why it cannot show a window here.
set -u
game="$1"; shift
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "minimoves: no display here; run 'xvfb-run make run', or '$game --screenshot out.png' to render the window to a PNG" >&2
    exit 1
fi
exec "$game" "$@"
