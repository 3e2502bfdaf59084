#!/bin/sh
# Short bounded fuzz run of the readers and the log parser (default 20 s each) from the committed seed corpus.
# Usage: tests/fuzz/run-fuzz.sh BUILD_DIR [SECONDS]   (BUILD_DIR configured with -DKV_FUZZ=ON, clang)
# A crash leaves crash-* in the work directory: copy it to tests/data/gguf/bad/ as a regression input.
set -eu
build=${1:?build dir}
secs=${2:-20}
src=$(cd "$(dirname "$0")/../.." && pwd)
cmake --build "$build" --target fuzz_gguf fuzz_hfconfig fuzz_log
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for t in gguf hfconfig log; do
    mkdir -p "$work/$t"
    (cd "$work" && "$build/fuzz/fuzz_$t" -max_total_time="$secs" -rss_limit_mb=1024 -timeout=5 -max_len=65536 \
        "$work/$t" "$src/tests/data/fuzz/$t" 2>&1 | tail -n 3)
done
