#!/usr/bin/env bash
# The README's two commands. On a fresh Debian 12 machine:
#   bash packaging/setup.sh run    installs what is missing, builds, and starts kvplanner
#   bash packaging/setup.sh test   installs what is missing, builds, and runs every test
# Both are idempotent and quick when nothing changed. Works as root and through sudo.
set -euo pipefail

mode=${1:-run}
shift || true
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# Debian packages the build, the app and the tests need (see PLATFORM notes in the README).
packages=(
  cmake ninja-build clang g++ ccache pkg-config
  qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6opengl6-dev
  qt6-qpa-plugins qt6-translations-l10n nlohmann-json3-dev libbenchmark-dev
  fonts-noto-cjk fonts-ipafont-gothic
  file dpkg-dev
)
if [ "$mode" = test ]; then
  # Xvfb and poppler for GUI and report tests; clang's sanitizer/fuzzer runtime and the static checkers.
  packages+=(xvfb xauth poppler-utils libclang-rt-14-dev clang-tidy clang-format cppcheck
             desktop-file-utils appstream lintian)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
preset=dev
[ "$mode" = test ] && preset=ci
builddir=build
[ "$preset" = ci ] && builddir=build-ci
if [ ! -f "$builddir/CMakeCache.txt" ]; then
  cmake --preset "$preset" >/dev/null
fi
cmake --build --preset "$preset"

case "$mode" in
  run)
    exec "$builddir/bin/kvplanner" "$@"
    ;;
  test)
    # 1. The whole suite (unit, widget, CLI, golden, benchmarks against budgets, static checks).
    ctest --preset ci -j2 "$@"
    # 2. Bounded fuzz runs of every reader of outside data (libFuzzer, ASan + UBSan).
    [ -f build-fuzz/CMakeCache.txt ] || cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKV_FUZZ=ON -DKV_BUILD_GUI=OFF >/dev/null
    sh tests/fuzz/run-fuzz.sh "$PWD/build-fuzz" "${KV_FUZZ_SECONDS:-15}"
    # 3. The whole suite again under AddressSanitizer + UndefinedBehaviorSanitizer (last: its summary
    #    line is the run's closing line).
    [ -f build-asan/CMakeCache.txt ] || cmake --preset asan >/dev/null
    cmake --build --preset asan
    ctest --preset asan -j2 -LE "bench|quality|package"
    ;;
  *)
    echo "usage: bash packaging/setup.sh run|test" >&2
    exit 2
    ;;
esac
