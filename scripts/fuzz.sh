#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build (fuzz/, MINIMOVES_FUZZ=ON) for a bounded time each,
# JOBS targets at a time (default: one a core).
#   scripts/fuzz.sh BUILD_DIR SECONDS_PER_TARGET [JOBS]
# Seeds: fuzz/corpus/<target>/ and, for the contest targets, tests/data/samples/<puzzle>.in; what a
# run learns stays in BUILD_DIR/corpus/<target>/. A crash leaves its input in
# BUILD_DIR/crashes/<target>/ (make it a regression test: tests/fuzz_regressions/, README there)
# and makes the script fail.
set -euo pipefail
build=${1:-build-fuzz}
seconds=${2:-60}
jobs=${3:-$(nproc)}
root=$(cd "$(dirname "$0")/.." && pwd)

# One target: its line on stdout when it passes; when it fails, its lines on stderr and a mark in
# BUILD_DIR/crashes/<target>.failed.
run_target() {
    local target=$1 work="$build/corpus/$1" crashes="$build/crashes/$1"
    mkdir -p "$work" "$crashes"
    rm -f "$build/crashes/$target.failed"
    local seeds=()
    [ -d "$root/fuzz/corpus/$target" ] && seeds+=("$root/fuzz/corpus/$target")
    case $target in
    fuzz_contest_*)
        local sample="$root/tests/data/samples/${target#fuzz_contest_}.in"
        [ -f "$sample" ] && cp "$sample" "$work/sample.in"
        ;;
    esac
    local log="$build/crashes/$target.log" start
    start=$(date +%s)
    if "$build/bin/$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=2048 \
        -artifact_prefix="$crashes/" "$work" "${seeds[@]}" >"$log" 2>&1; then
        local runs
        runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 || true)
        echo "fuzz: $target: ${runs:-done} in $(($(date +%s) - start)) s, corpus $(ls "$work" | wc -l)"
    else
        {
            echo "fuzz: $target FAILED (log: $log, input: $crashes/)"
            grep -E 'ERROR|SUMMARY|runtime error|contest:|instance:|game ID:' "$log" | head -8 || true
        } >&2
        touch "$build/crashes/$target.failed"
    fi
}
export -f run_target
export build seconds root

grep . "$build/fuzz_targets.txt" | xargs -P "$jobs" -I{} bash -c 'run_target "$1"' _ {}

total=$(grep -c . "$build/fuzz_targets.txt")
failed=()
while read -r target; do
    [ -n "$target" ] && [ -e "$build/crashes/$target.failed" ] && failed+=("$target")
done <"$build/fuzz_targets.txt"
echo "fuzz: $((total - ${#failed[@]})) passed, ${#failed[@]} failed"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: ${#failed[@]} target(s) failed: ${failed[*]}" >&2
    exit 1
fi
