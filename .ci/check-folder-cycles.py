#!/usr/bin/env python3
"""Fails when two top-level folders of Sources/ErrorHandling use each other's types.

The folders are the layers of DESIGN.md (plus `Internal/` and `Localization/`, which every
layer uses); a layer may use the ones it builds on, never one that builds on it. A type is
"used" when its name appears, outside comments, in a file of another folder; only top-level
declarations count, so nested names such as `State` do not tie folders together.
"""
import collections
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(__file__), "..", "Sources", "ErrorHandling")
DECLARATION = re.compile(
    r"^(?:(?:public|package|internal|private|fileprivate|final|indirect|@\w+(?:\([^)]*\))?)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)",
    re.M,
)
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)
LINE_COMMENT = re.compile(r"//.*")


def folder(path):
    parts = os.path.relpath(path, ROOT).split(os.sep)
    return parts[0] if len(parts) > 1 else None


sources = {}
for directory, _, names in os.walk(ROOT):
    for name in names:
        if name.endswith(".swift"):
            path = os.path.join(directory, name)
            if folder(path):
                with open(path, encoding="utf-8") as file:
                    sources[path] = LINE_COMMENT.sub("", BLOCK_COMMENT.sub("", file.read()))

declared_in = collections.defaultdict(set)
for path, code in sources.items():
    for match in DECLARATION.finditer(code):
        declared_in[match.group(1)].add(folder(path))

uses = collections.defaultdict(lambda: collections.defaultdict(set))
for path, code in sources.items():
    user = folder(path)
    for name, owners in declared_in.items():
        if user in owners or not re.search(r"\b" + name + r"\b", code):
            continue
        for owner in owners:
            uses[user][owner].add(f"{name} in {os.path.relpath(path, ROOT)}")

cycles = [
    (a, b)
    for a in sorted(uses)
    for b in sorted(uses[a])
    if a < b and a in uses.get(b, {})
]
for a, b in cycles:
    print(f"{a}/ and {b}/ use each other:")
    print("  " + "; ".join(sorted(uses[a][b])[:5]))
    print("  " + "; ".join(sorted(uses[b][a])[:5]))
if cycles:
    sys.exit(1)
print(f"no two folders of Sources/ErrorHandling use each other ({len(uses)} folders checked)")
