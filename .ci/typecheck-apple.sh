#!/usr/bin/env bash
# Type-checks the Apple-only sources on Linux against the hand-written SDK shims in
# .ci/AppleShims, then checks that the shims reject the mistakes in .ci/AppleShims/misuse.
# CONTRIBUTING.md ("The Apple adapters are type-checked on Linux") says what this proves and
# what it cannot.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

if [ "$(uname)" = "Darwin" ]; then
    echo "typecheck-apple.sh: on macOS build with the real SDKs instead (.github/workflows/apple.yml);" >&2
    echo "the shims would hide the real SwiftUI, UIKit, AppKit and Combine modules." >&2
    exit 1
fi
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

start=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/scratch"
source .ci/apple-modules.sh
apple_flags
log="$work/swiftc.log"

step() { printf '== %s (%d s)\n' "$1" $((SECONDS - start)); }

# Checks the files $2… as the module $1, keeping nothing.
check() {
    local module=$1
    shift
    compile "${flags[@]}" -emit-module -module-name "$module" \
        -emit-module-path "$work/scratch/$module.swiftmodule" "$@"
}

build_apple_modules

step "examples"
for dir in Examples/*/; do
    [ -d "$dir" ] || continue
    echo "   $dir"
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    check "$(basename "$dir")" "${files[@]}"
done

step "correct code the shims must accept: $shims/accept"
for file in "$shims"/accept/*.swift; do
    check Accept "$file"
done

step "mistakes the shims must reject: $shims/misuse"
count=0
failures=0
for file in "$shims"/misuse/*.swift; do
    expected=$(sed -n 's|^// expect: ||p' "$file" | head -n 1)
    count=$((count + 1))
    if [ -z "$expected" ]; then
        echo "   NO EXPECT LINE  $file"
        failures=$((failures + 1))
    elif swiftc "${flags[@]}" -emit-module -module-name Misuse \
        -emit-module-path "$work/scratch/Misuse.swiftmodule" "$file" >"$log" 2>&1; then
        echo "   COMPILED        $file"
        failures=$((failures + 1))
    elif ! grep -qF -- "$expected" "$log"; then
        echo "   WRONG ERROR     $file (expected: $expected)"
        sed 's/^/      /' "$log" | grep -E 'error|warning' | head -n 5
        failures=$((failures + 1))
    else
        echo "   rejected        $(basename "$file")"
    fi
done
if [ "$count" -lt 16 ]; then
    echo "typecheck-apple.sh: only $count misuse cases; at least 16 are required" >&2
    exit 1
fi
if [ "$failures" -gt 0 ]; then
    echo "typecheck-apple.sh: $failures of $count misuse cases did not fail as expected" >&2
    exit 1
fi

echo "typecheck-apple.sh: passed ($count misuse cases) in $((SECONDS - start)) s"
