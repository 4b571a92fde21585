#!/usr/bin/env bash
# Builds the SDK shims (.ci/AppleShims), the ErrorHandling core and the Apple adapters as Swift
# modules with swiftc, in the package's settings, into the directory $work.
# Sourced by .ci/typecheck-apple.sh; run as `bash .ci/apple-modules.sh DIR` it builds into DIR
# (.ci/check-samples.py type-checks the SwiftUI, UIKit and AppKit samples against them).

shims=.ci/AppleShims

# The settings SwiftPM passes for the package's targets (`strictSettings` in Package.swift).
apple_flags() {
    flags=(
        -swift-version 6 -warnings-as-errors -parse-as-library
        -package-name swift_error_handling -DSWIFT_PACKAGE
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
        -I "$work"
    )
}

# `-emit-module` rather than `-typecheck`: only the former runs the SIL passes that find data
# races across isolation boundaries ("sending 'x' risks causing data races").

# Runs swiftc; on failure prints its output and stops.
compile() {
    if ! swiftc "$@" >"$work/swiftc.log" 2>&1; then
        cat "$work/swiftc.log" >&2
        echo "apple-modules.sh: FAILED: swiftc $*" >&2
        exit 1
    fi
}

# Checks the module $1 made of the Swift files under directory $2 (recursively) and any extra
# files, and keeps it in $work for the modules that import it.
emit_module() {
    local module=$1 dir=$2
    shift 2
    local files
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    compile "${flags[@]}" -emit-module -module-name "$module" \
        -emit-module-path "$work/$module.swiftmodule" "${files[@]}" "$@"
}

# The shims, then the core with Combine and Network visible and SwiftPM's Bundle.module accessor,
# then every adapter that exists. Prints each step through `step` when the caller defines one.
build_apple_modules() {
    apple_flags
    local report=:
    if declare -F step >/dev/null; then report=step; fi
    $report "shims: Accessibility, Combine, UIKit, AppKit, SwiftUI, os, Network"
    local module files
    for module in Accessibility Combine UIKit AppKit SwiftUI os Network; do
        mapfile -t files < <(find "$shims/$module" -name '*.swift' | sort)
        compile -swift-version 6 -parse-as-library -I "$work" -emit-module -module-name "$module" \
            -emit-module-path "$work/$module.swiftmodule" "${files[@]}"
    done
    $report "core: Sources/ErrorHandling with Combine and Network visible and SwiftPM's Bundle.module accessor"
    emit_module ErrorHandling Sources/ErrorHandling .ci/ResourceBundleAccessor.swift
    $report "adapters"
    local dir
    for dir in Sources/ErrorHandlingUIKit Sources/ErrorHandlingAppKit Sources/ErrorHandlingSwiftUI; do
        if [ -d "$dir" ]; then
            echo "   $dir"
            emit_module "$(basename "$dir")" "$dir"
        fi
    done
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    work=$(cd "$1" && pwd)
    cd "$(dirname "$0")/.."
    if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    build_apple_modules
fi
