#!/bin/sh
# Builds the .deb and .tar.gz, unpacks the .deb into a throwaway root and runs the installed programs
# from there (presets found relative to the binaries, no build path), then validates the desktop file,
# the AppStream metainfo and the package (lintian: no errors). Usage: packaging/test-package.sh BUILD_DIR
set -eu
build=$(cd "${1:?build dir}" && pwd)
cmake --build "$build" --target package >/dev/null
deb=$(ls "$build"/kvplanner_*.deb | head -n 1)
tgz=$(ls "$build"/kvplanner-*.tar.gz | head -n 1)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg-deb -x "$deb" "$root"
echo "package: $(basename "$deb") $(du -h "$deb" | cut -f1), $(basename "$tgz")"
dpkg-deb -f "$deb" Depends | grep -q 'libqt6core6' || { echo "package: no shared-library dependencies"; exit 1; }
unset KVPLANNER_DATA_DIR
"$root/usr/bin/kvplanner-cli" --version
"$root/usr/bin/kvplanner-cli" estimate --model llama-3.1-8b --context 8192 --json | grep -q '"kv_bytes": 1073741824'
XDG_RUNTIME_DIR=$root QT_QPA_PLATFORM=offscreen "$root/usr/bin/kvplanner" --model qwen3-32b --context 32768 --screenshot "$root/shot.png"
[ -s "$root/shot.png" ] || { echo "package: no screenshot"; exit 1; }
test -f "$root/usr/share/man/man1/kvplanner-cli.1.gz"
test -f "$root/usr/share/icons/hicolor/256x256/apps/io.github.kvplanner.KVPlanner.png"
desktop-file-validate "$root/usr/share/applications/io.github.kvplanner.KVPlanner.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.kvplanner.KVPlanner.metainfo.xml" >/dev/null
if command -v lintian >/dev/null; then
    # Errors fail the test; warnings are printed.
    lintian --tag-display-limit 0 "$deb" 2>/dev/null | tee "$root/lintian.txt" || true
    if grep -q '^E:' "$root/lintian.txt"; then
        echo "package: lintian reports errors"
        exit 1
    fi
fi
echo "package: installed programs run from $root"
