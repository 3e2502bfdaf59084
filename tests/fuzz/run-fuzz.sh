#!/bin/sh
# Short bounded fuzz run of every reader of outside data (default 20 s each) from the committed seed corpus.
# Usage: tests/fuzz/run-fuzz.sh BUILD_DIR [SECONDS]   (BUILD_DIR configured with -DKV_FUZZ=ON, clang)
# A crash leaves crash-*: it is copied to tests/data/fuzz/; fix the reader and keep the input as
# tests/data/fuzz/<name>/regress-*.* (the seed run in ctest then replays it).
set -eu
build=${1:?build dir}
secs=${2:-20}
src=$(cd "$(dirname "$0")/../.." && pwd)
targets="${KV_FUZZ_ONLY:-gguf hfconfig safetensors log scenario preset prices cluster localstores proc sysfs tools}"
cmake --build "$build" --target $(for t in $targets; do printf 'fuzz_%s ' "$t"; done)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for t in $targets; do
    mkdir -p "$work/$t"
    # The fuzzer's own status decides (a crash, a leak, a timeout); only its last lines are shown.
    if (cd "$work" && "$build/fuzz/fuzz_$t" -max_total_time="$secs" -rss_limit_mb=1024 -timeout=5 \
            -max_len=65536 "$work/$t" "$src/tests/data/fuzz/$t" >"$work/$t.log" 2>&1); then
        echo "fuzz_$t: $(grep -E '^Done [0-9]+ runs' "$work/$t.log" | tail -n 1)"
    else
        tail -n 30 "$work/$t.log"
        echo "fuzz_$t: FAILED — reproducer: $(ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* 2>/dev/null | head -n 1)"
        cp "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$src/tests/data/fuzz/" 2>/dev/null || true
        failed=1
    fi
done
exit $failed
