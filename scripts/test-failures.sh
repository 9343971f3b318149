#!/usr/bin/env bash
# After a failed ctest run: what failed, in a few lines at the end of the output (each failed
# check with its place, crashes, sanitizer reports, timeouts), so that a log cut in its middle
# still says it. Reads ctest's own log of the run: scripts/test-failures.sh BUILD_DIR
set -uo pipefail
log="${1:?usage: test-failures.sh BUILD_DIR}/Testing/Temporary/LastTest.log"
[ -f "$log" ] || exit 0
echo
echo "What failed, from ctest's log ($log):"
awk '
    /^[0-9]+\/[0-9]+ Test: / { name = $3; loc = 0; next }
    /^(FAIL!|XPASS) |^FAIL: |^QFATAL|Received signal|Caught unhandled exception|ERROR: (Address|Leak)Sanitizer|runtime error:|SUMMARY: |Test time = .*Timeout|^\*\*\*Timeout/ {
        print name ": " $0; loc = 1; next }
    loc && /^ +(Actual|Expected|Loc: )/ { print name ": " $0; next }
    { loc = 0 }
' "$log" | head -60
