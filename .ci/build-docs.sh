#!/usr/bin/env bash
# Builds one documentation site for every library product of the package and fails on any DocC
# warning. Each module gets a DocC archive from its catalog (Sources/MODULE/MODULE.docc) and its
# symbol graph; `docc merge` combines the archives, and the combined site is written for static
# hosting to $DOCS_OUTPUT (.build/docs/site by default), which the script keeps and prints.
#
# Symbol graphs come from built modules, never from `swift package dump-symbol-graph` (which
# stops at the first test target it cannot describe):
# - ErrorHandling, ErrorHandlingTerminal, ErrorHandlingTesting and ErrorHandlingOpenTelemetry
#   from `swift build`, with the flags of the sample step of .ci/run so that its build is reused;
# - ErrorHandlingSwiftUI, ErrorHandlingUIKit and ErrorHandlingAppKit from the compile against the
#   SDK shims that .ci/typecheck-apple.sh checks (.ci/apple-modules.sh): on Linux their pages
#   show the signatures as they type-check against the shims.
#
# Links between modules: the articles of ErrorHandling name the adapters' symbols, and the
# adapters' pages name the core's, so the core is converted twice: once without checking its
# links, for the other modules to link to, then, linking to them (`--dependency`, DocC's
# external links), with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
if [ "$(uname)" = "Darwin" ]; then
    echo "build-docs.sh: runs on Linux (the adapters' pages come from the SDK shims)" >&2
    exit 1
fi

start=$SECONDS
step() { printf '== %s (%d s)\n' "$1" $((SECONDS - start)); }

site=${DOCS_OUTPUT:-.build/docs/site}
core=ErrorHandling
linux_modules=(ErrorHandlingTerminal ErrorHandlingTesting ErrorHandlingOpenTelemetry)
apple_modules=(ErrorHandlingSwiftUI ErrorHandlingUIKit ErrorHandlingAppKit)
bundle_prefix=org.swift-error-handling

work=$(mktemp -d)
mkdir "$work/links" "$work/archives"
trap 'rm -rf "$work"' EXIT
log="$work/log"

# Runs a command quietly; on failure prints its output and stops.
quietly() {
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        echo "build-docs.sh: FAILED: $*" >&2
        exit 1
    fi
}

triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# Writes the public symbol graph of module $1, built into the folder $2, to $work/graphs/$1.
# Extra arguments go to swift-symbolgraph-extract.
extract_graph() {
    local module=$1 modules=$2
    shift 2
    mkdir -p "$work/graphs/$module"
    quietly swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
        -minimum-access-level public -skip-inherited-docs \
        -output-dir "$work/graphs/$module" "$@"
}

step "symbol graphs: $core ${linux_modules[*]} (swift build)"
for module in "$core" "${linux_modules[@]}"; do
    quietly swift build -Xswiftc -warnings-as-errors --target "$module"
done
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
for module in "$core" "${linux_modules[@]}"; do
    extract_graph "$module" "$bin/Modules"
done

step "symbol graphs: ${apple_modules[*]} (against the SDK shims, .ci/apple-modules.sh)"
mkdir "$work/apple"
quietly bash .ci/apple-modules.sh "$work/apple"
for module in "${apple_modules[@]}"; do
    # The shims' own View, UIViewController… members are no part of the adapters; their
    # pages are grouped by the type each extends (SwiftUI/View, UIKit/UIViewController…).
    extract_graph "$module" "$work/apple" -skip-synthesized-members -emit-extension-block-symbols
done

# Converts module $1 to $work/archives/$1.doccarchive from its catalog and symbol graph, with
# warnings as errors. Extra arguments go to docc convert.
convert() {
    local module=$1
    shift
    quietly docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "$bundle_prefix.$module" \
        --output-path "$work/archives/$module.doccarchive" \
        --enable-experimental-external-link-support \
        --warnings-as-errors "$@"
    if grep -q "warning:" "$log"; then
        cat "$log" >&2
        echo "build-docs.sh: docc warned about $module" >&2
        exit 1
    fi
}

# Its links to the other modules do not resolve yet: warnings are expected here, and the second
# conversion below fails on any.
step "archive: $core's symbols and articles, for the other modules to link to"
quietly docc convert "Sources/$core/$core.docc" \
    --additional-symbol-graph-dir "$work/graphs/$core" \
    --fallback-display-name "$core" \
    --fallback-bundle-identifier "$bundle_prefix.$core" \
    --output-path "$work/links/$core.doccarchive" \
    --enable-experimental-external-link-support

dependencies=()
for module in "${linux_modules[@]}" "${apple_modules[@]}"; do
    step "archive: $module"
    convert "$module" --dependency "$work/links/$core.doccarchive"
    dependencies+=(--dependency "$work/archives/$module.doccarchive")
done
step "archive: $core"
convert "$core" "${dependencies[@]}"

step "merge: one site for every module"
archives=()
for module in "$core" "${linux_modules[@]}" "${apple_modules[@]}"; do
    archives+=("$work/archives/$module.doccarchive")
done
quietly docc merge "${archives[@]}" \
    --synthesized-landing-page-name swift-error-handling \
    --synthesized-landing-page-kind Package \
    --output-path "$work/site"

# The site's root has no page of its own: send a visitor to the landing page of the package.
cat >"$work/site/index.html" <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>swift-error-handling documentation</title>
<meta http-equiv="refresh" content="0; url=documentation/errorhandling/">
<link rel="canonical" href="documentation/errorhandling/">
</head>
<body>
<p><a href="documentation/errorhandling/">swift-error-handling documentation</a></p>
</body>
</html>
HTML

# DocC's pages ask for the site's theme settings; none are needed, but a missing file is an error
# in every page's console.
echo '{}' >"$work/site/theme-settings.json"

rm -rf "$site"
mkdir -p "$(dirname "$site")"
mv "$work/site" "$site"

echo "pages per module (JSON files under data/documentation/MODULE):"
for module in "$core" "${linux_modules[@]}" "${apple_modules[@]}"; do
    lower=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
    count=$(find "$site/data/documentation/$lower" -name '*.json' 2>/dev/null | wc -l)
    [ -f "$site/data/documentation/$lower.json" ] && count=$((count + 1))
    printf '   %-28s %d\n' "$module" "$count"
done
echo "Documentation built without warnings in $((SECONDS - start)) s: $(cd "$site" && pwd)"
echo "Serve it with: python3 -m http.server --bind 127.0.0.1 --directory $site 8000"
