#!/usr/bin/env bash
# Runs every libFuzzer target of a fuzz build (fuzz/, MINIMOVES_FUZZ=ON) for a bounded time each.
#   scripts/fuzz.sh BUILD_DIR SECONDS_PER_TARGET
# Seeds: fuzz/corpus/<target>/ and, for the contest targets, tests/data/samples/<puzzle>.in; what a
# run learns stays in BUILD_DIR/corpus/<target>/. A crash leaves its input in
# BUILD_DIR/crashes/<target>/ (make it a regression test: tests/fuzz_regressions/, README there)
# and makes the script fail.
set -euo pipefail
build=${1:-build-fuzz}
seconds=${2:-60}
root=$(cd "$(dirname "$0")/.." && pwd)

failed=()
while read -r target; do
    [ -n "$target" ] || continue
    work="$build/corpus/$target"
    crashes="$build/crashes/$target"
    mkdir -p "$work" "$crashes"
    seeds=()
    [ -d "$root/fuzz/corpus/$target" ] && seeds+=("$root/fuzz/corpus/$target")
    case $target in
    fuzz_contest_*)
        sample="$root/tests/data/samples/${target#fuzz_contest_}.in"
        [ -f "$sample" ] && cp "$sample" "$work/sample.in"
        ;;
    esac
    log="$build/crashes/$target.log"
    start=$(date +%s)
    if "$build/bin/$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=2048 \
        -artifact_prefix="$crashes/" "$work" "${seeds[@]}" >"$log" 2>&1; then
        runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -1 || true)
        echo "fuzz: $target: ${runs:-done} in $(($(date +%s) - start)) s, corpus $(ls "$work" | wc -l)"
    else
        echo "fuzz: $target FAILED (log: $log, input: $crashes/)" >&2
        grep -E 'ERROR|SUMMARY|runtime error|contest:|instance:|game ID:' "$log" | head -8 >&2 || true
        failed+=("$target")
    fi
done <"$build/fuzz_targets.txt"

total=$(grep -c . "$build/fuzz_targets.txt")
echo "fuzz: $((total - ${#failed[@]})) passed, ${#failed[@]} failed"
if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz: ${#failed[@]} target(s) failed: ${failed[*]}" >&2
    exit 1
fi
