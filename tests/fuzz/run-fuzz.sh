#!/bin/sh
# Short bounded fuzz run of the readers and the log parser (default 20 s each) from the committed seed corpus.
# Usage: tests/fuzz/run-fuzz.sh BUILD_DIR [SECONDS]   (BUILD_DIR configured with -DKV_FUZZ=ON, clang)
# A crash leaves crash-* in the work directory: copy it to tests/data/gguf/bad/ as a regression input.
set -eu
build=${1:?build dir}
secs=${2:-20}
src=$(cd "$(dirname "$0")/../.." && pwd)
cmake --build "$build" --target fuzz_gguf fuzz_hfconfig fuzz_safetensors fuzz_log fuzz_scenario fuzz_preset fuzz_prices
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for t in gguf hfconfig safetensors log scenario preset prices; do
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
