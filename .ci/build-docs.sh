#!/usr/bin/env bash
# Builds the DocC documentation of the ErrorHandling module from the package's symbol graphs
# with the toolchain's docc, and fails on any warning.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Every module of the package must be built for its symbol graph. On Linux nothing depends on
# the UIKit and AppKit adapters, and a plain `swift build` after the test builds leaves them out,
# so they are built by name.
for target in ErrorHandlingUIKit ErrorHandlingAppKit; do
    swift build --target "$target" >"$work/build.log" 2>&1 || {
        cat "$work/build.log"
        exit 1
    }
done
swift package dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 || {
    cat "$work/dump.log"
    exit 1
}
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
mkdir -p "$work/graphs"
cp "$graphs"/ErrorHandling.symbols.json "$graphs"/ErrorHandling@*.symbols.json "$work/graphs/"

docc convert Sources/ErrorHandling/ErrorHandling.docc \
    --additional-symbol-graph-dir "$work/graphs" \
    --fallback-display-name ErrorHandling \
    --fallback-bundle-identifier org.swift-error-handling.ErrorHandling \
    --output-path "$work/ErrorHandling.doccarchive" \
    --warnings-as-errors
echo "Documentation built without warnings."
