#!/usr/bin/env bash
# Builds the libFuzzer target Fuzz/ErrorHandlingFuzzer.swift with the ErrorHandling and
# ErrorHandlingTerminal sources, then fuzzes for ${FUZZ_SECONDS:-60} seconds, starting from a
# working copy of the committed corpus in Fuzz/corpus (new inputs stay out of the tree).
# Exits non-zero, printing the reproducer, on any crash, leak, timeout or broken invariant.
# CONTRIBUTING.md ("Fuzzing") says how to turn a finding into a regression test.
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

seconds=${FUZZ_SECONDS:-60}
start=$SECONDS
# Everything goes to the ignored .build folder; the fuzzer stays there to replay a finding:
# .build/fuzz/fuzzer <file>
work=.build/fuzz
rm -rf "$work"
mkdir -p "$work/findings"

# The settings SwiftPM passes for the package's targets (`strictSettings` in Package.swift),
# plus coverage for libFuzzer and AddressSanitizer in every module.
flags=(
    -swift-version 6 -parse-as-library -O -wmo
    -package-name swift_error_handling -DSWIFT_PACKAGE
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -sanitize=fuzzer,address -use-ld=lld -I "$work"
)

step() { printf '== %s (%d s)\n' "$1" $((SECONDS - start)); }

# Compiles the module $1 from the Swift files under directory $2 (and any extra files) into an
# object file and a module the next modules import.
module() {
    local name=$1 dir=$2
    shift 2
    local files
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$work/$name.swiftmodule" \
        -c -o "$work/$name.o" "${files[@]}" "$@"
}

step "compile ErrorHandling (with .ci/ResourceBundleAccessor.swift), ErrorHandlingTerminal, the checks"
# SwiftPM's accessor finds the resource bundle next to the executable; so does this copy of it.
# FUZZ_WITHOUT_STRINGS=1 leaves the string tables out, to fuzz the code that falls back.
resources="$work/swift-error-handling_ErrorHandling.resources"
mkdir "$resources"
if [ -z "${FUZZ_WITHOUT_STRINGS:-}" ]; then
    cp -R Sources/ErrorHandling/Resources/. "$resources"
fi
module ErrorHandling Sources/ErrorHandling .ci/ResourceBundleAccessor.swift
module ErrorHandlingTerminal Sources/ErrorHandlingTerminal
module ErrorHandlingFuzzChecks Fuzz/Checks

step "link the fuzzer"
swiftc "${flags[@]}" -module-name ErrorHandlingFuzzer Fuzz/ErrorHandlingFuzzer.swift \
    "$work"/*.o -o "$work/fuzzer"

step "fuzz for $seconds s"
mkdir "$work/corpus"
cp Fuzz/corpus/* "$work/corpus/"
status=0
# libFuzzer, not the Swift backtracer, reports a crash, with the input that caused it. Its log
# has a line for each new input; only the end of it is shown.
# Inputs up to 1 MiB from the first second (-len_control=0): a pattern that takes quadratic
# time shows only on long texts (the redactor took 126 s on 40 KB once, when this was 4096).
# Any input that takes over 10 s is a finding. Leaks are checked with the tests' suppressions,
# which leave out only Foundation's and the runtime's own (a strings table that does not parse
# leaks the CFError Foundation makes for it).
LSAN_OPTIONS="suppressions=$PWD/.ci/lsan-suppressions.txt" SWIFT_BACKTRACE=enable=no "$work/fuzzer" "$work/corpus" -max_total_time="$seconds" -max_len=1048576 \
    -len_control=0 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/findings/" \
    >"$work/fuzzer.log" 2>&1 || status=$?
grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse|RELOAD)' "$work/fuzzer.log" | tail -n 60

if [ "$status" -ne 0 ]; then
    echo "run.sh: the fuzzer stopped with status $status (whole log: $work/fuzzer.log); reproducers, in base64:" >&2
    for finding in "$work"/findings/*; do
        echo "   $finding: $(base64 -w0 "$finding")" >&2
    done
    echo "run.sh: replay one with $work/fuzzer <file>, and make it a test in" >&2
    echo "        Tests/ErrorHandlingTests/Reliability/FuzzRegressionTests.swift" >&2
    exit 1
fi
step "done: nothing found"
