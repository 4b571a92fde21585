#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and the DocC articles.

Each block is compiled as a module of its own, in Swift 6 mode:
- against the package's modules in .build/debug/Modules (run `swift build` first), or, when the
  block or its context imports SwiftUI, UIKit, AppKit, Combine, Network or an adapter, against
  the SDK shims and the modules .ci/apple-modules.sh builds, as .ci/typecheck-apple.sh checks them;
- a `Package.swift` (a block, with its context, that starts with `// swift-tools-version`) is
  the manifest of a throwaway package `MyApp` next to a `swift-error-handling` folder (this
  checkout), with targets `MyApp` and `MyAppTests`; SwiftPM must load its package graph.

The line before a block (blank lines between are allowed) may hold one marker:
    <!-- sample: context=NAME,… -->   compile the block in one file with .ci/samples/NAME.swift
                                      (each named context, in order). When a context has a line
                                      `// SAMPLE`, the block replaces that line (a statement in a
                                      function, a member in a type); otherwise it comes last.
    <!-- sample: skip: REASON -->     do not compile the block; the reason is required.
A block without a marker must compile on its own.

Every line of every fenced block (```swift, ```sh, ```json…; skipped ones too), and of every
code block in a `///` comment of Sources/, must fit in MAX_COLUMNS columns, so that
no sample is cut off at the right edge of a rendered page: put a comment on the line above the
code it explains rather than after it.

Usage: python3 .ci/check-samples.py [DOCUMENT.md …]   (README.md and every DocC page by default)
"""

import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONTEXTS = ROOT / ".ci" / "samples"
APPLE_IMPORTS = {
    "SwiftUI", "UIKit", "AppKit", "Combine", "Network",
    "ErrorHandlingSwiftUI", "ErrorHandlingUIKit", "ErrorHandlingAppKit",
}
MARKER = re.compile(r"^\s*<!--\s*sample:\s*(.*?)\s*-->\s*$")
OPENING = re.compile(r"^(\s*)```swift\s*$")
FENCE = re.compile(r"^(\s*)```")
CLOSING = re.compile(r"^\s*```\s*$")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(\w+)", re.M)
SLOT = re.compile(r"^([ \t]*)// SAMPLE[ \t]*$", re.M)
# The widest sample line that fits a DocC page's code block without scrolling.
MAX_COLUMNS = 76
# Warnings that only say a fragment does not use what it declares.
HARMLESS_WARNINGS = re.compile(r"never used|never mutated|was written to, but never read")


class Sample:
    def __init__(self, path, line, text, marker):
        self.path, self.line, self.text, self.marker = path, line, text, marker

    @property
    def name(self):
        return f"{self.path.relative_to(ROOT)}:{self.line}"



def samples_in(path):
    lines = path.read_text().split("\n")
    index = 0
    while index < len(lines):
        opening = OPENING.match(lines[index])
        if not opening:
            index += 1
            continue
        indent = len(opening.group(1))
        end = index + 1
        while not CLOSING.match(lines[end]):
            end += 1
        text = "\n".join(line[indent:] for line in lines[index + 1:end]) + "\n"
        before = index - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        marker = MARKER.match(lines[before]) if before >= 0 else None
        yield Sample(path, index + 1, text, marker.group(1) if marker else None)
        index = end + 1


def wide_lines(path):
    """(line number, width) of each line of a fenced block of the document wider than MAX_COLUMNS,
    measured without the indentation of the fence (a block in a list item)."""
    wide, indent = [], None
    for number, line in enumerate(path.read_text().split("\n"), 1):
        fence = FENCE.match(line)
        if fence:
            indent = len(fence.group(1)) if indent is None else None
        elif indent is not None and len(line[indent:]) > MAX_COLUMNS:
            wide.append((number, len(line[indent:])))
    return wide


DOC_COMMENT = re.compile(r"^\s*/// ?(.*)$")


def wide_doc_comment_lines():
    """(path, line number, width) of each line of a code block in a `///` comment of Sources/
    wider than MAX_COLUMNS: those blocks are on the symbols' pages of the same site."""
    wide = []
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        in_block = False
        for number, line in enumerate(path.read_text().split("\n"), 1):
            comment = DOC_COMMENT.match(line)
            if not comment:
                in_block = False
            elif FENCE.match(comment.group(1)):
                in_block = not in_block
            elif in_block and len(comment.group(1)) > MAX_COLUMNS:
                wide.append((path, number, len(comment.group(1))))
    return wide


def documents():
    """README.md and every page of every module's DocC catalog."""
    pages = [page for catalog in sorted((ROOT / "Sources").glob("*/*.docc"))
             for page in sorted(catalog.rglob("*.md"))]
    return [ROOT / "README.md"] + pages


def sources_of(sample):
    """The sample's source file and its contexts' names."""
    marker = sample.marker or ""
    context = re.fullmatch(r"context=([\w-]+(?:,[\w-]+)*)", marker)
    if marker and not context:
        raise ValueError(f"unknown marker <!-- sample: {marker} -->")
    if not context:
        return sample.text, []
    names = context.group(1).split(",")
    prelude = "".join((CONTEXTS / f"{name}.swift").read_text() for name in names)
    slot = SLOT.search(prelude)
    if not slot:
        return prelude + sample.text, names
    indented = "".join(slot.group(1) + line if line.strip() else line
                       for line in sample.text.splitlines(keepends=True))
    return prelude[:slot.start()] + indented + prelude[slot.end() + 1:], names


def run(command, cwd=None):
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    return result.returncode, result.stdout


class Checker:
    def __init__(self, work):
        self.work = work
        self.apple_modules = None
        self.package_modules = ROOT / ".build" / "debug" / "Modules"
        if not self.package_modules.is_dir():
            sys.exit("check-samples.py: no .build/debug/Modules; run `swift build` first")

    def apple(self):
        if self.apple_modules is None:
            self.apple_modules = self.work / "apple"
            self.apple_modules.mkdir()
            print("   building the SDK shims, the core and the adapters (.ci/apple-modules.sh)")
            status, output = run(["bash", ".ci/apple-modules.sh", str(self.apple_modules)], cwd=ROOT)
            if status != 0:
                sys.exit(output + "\ncheck-samples.py: the Apple modules did not build")
        return self.apple_modules

    def check(self, sample, number):
        source, contexts = sources_of(sample)
        folder = self.work / f"sample{number}"
        folder.mkdir()
        if source.startswith("// swift-tools-version"):
            return self.check_manifest(folder, source), "manifest"
        (folder / "Sample.swift").write_text(source)
        imports = set(IMPORT.findall(source))
        mode = "apple" if imports & APPLE_IMPORTS else "package"
        search = ["-I", str(self.apple() if mode == "apple" else self.package_modules)]
        command = ["swiftc", "-swift-version", "6", "-parse-as-library", *search,
                   "-emit-module", "-module-name", "Sample",
                   "-emit-module-path", str(folder / "Sample.swiftmodule"),
                   str(folder / "Sample.swift")]
        status, output = run(command)
        warnings = [line for line in output.splitlines()
                    if ": warning:" in line and not HARMLESS_WARNINGS.search(line)]
        if status != 0 or warnings:
            listing = "".join(f"{n:4} {line}\n" for n, line in enumerate(source.splitlines(), 1))
            return output + "--- Sample.swift\n" + listing, mode
        return None, mode

    def check_manifest(self, folder, manifest):
        app = folder / "MyApp"
        for target in ["Sources/MyApp", "Tests/MyAppTests"]:
            (app / target).mkdir(parents=True)
            (app / target / "File.swift").write_text("\n")
        (app / "Package.swift").write_text(manifest)
        (folder / "swift-error-handling").symlink_to(ROOT)
        status, output = run(["swift", "package", "--scratch-path", str(folder / "build"),
                              "show-dependencies"], cwd=app)
        if status != 0 or "error:" in output:
            return output + "--- Package.swift\n" + manifest
        return None


def main():
    chosen = [pathlib.Path(argument).resolve() for argument in sys.argv[1:]]
    work = pathlib.Path(tempfile.mkdtemp(prefix="check-samples."))
    checker = Checker(work)
    checked, excluded, failures, wide = 0, [], [], []
    try:
        for document in chosen or documents():
            wide += [(document, line, width) for line, width in wide_lines(document)]
            for sample in samples_in(document):
                skip = re.fullmatch(r"skip:\s*(.*)", sample.marker or "")
                if skip:
                    if not skip.group(1).strip():
                        failures.append((sample, "a skip marker needs a reason"))
                        print(f"   FAILED    {sample.name}: a skip marker without a reason")
                    else:
                        excluded.append((sample, skip.group(1).strip()))
                        print(f"   excluded  {sample.name}: {skip.group(1).strip()}")
                    continue
                try:
                    problem, mode = checker.check(sample, checked + len(failures))
                except (ValueError, FileNotFoundError) as error:
                    problem, mode = str(error), "?"
                if problem:
                    failures.append((sample, problem))
                    print(f"   FAILED    {sample.name} ({mode})")
                else:
                    checked += 1
                    print(f"   checked   {sample.name} ({mode})")
        if not chosen:
            wide += wide_doc_comment_lines()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for sample, problem in failures:
        print(f"\n== {sample.name}\n{problem}")
    if wide:
        print(f"\n== lines wider than {MAX_COLUMNS} columns (move a trailing comment to the line "
              "above, or break the line)")
    for document, line, width in wide:
        print(f"   {document.relative_to(ROOT)}:{line}: {width} columns")
    total = checked + len(excluded) + len(failures)
    print(f"\nsamples: {checked} checked, {len(excluded)} excluded, {len(failures)} failed, "
          f"of {total} swift blocks; {len(wide)} sample lines wider than {MAX_COLUMNS} columns")
    return 1 if failures or wide else 0


if __name__ == "__main__":
    sys.exit(main())
