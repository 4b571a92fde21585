#!/usr/bin/env python3
"""Fails when a top-level folder of Sources/ErrorHandling uses one the layer table forbids.

The folders are the layers of DESIGN.md. `ALLOWED` below says which folder may use which; the
same table is in CONTRIBUTING.md ("Which folder may use which"), and the check fails when the
two differ. Every folder that holds Swift code must be in the table.

What counts as folder Y using folder X (comments are ignored; the text of string literals too,
but not the code of their interpolations):

- Declarations of the module's scope, made in X: a `struct`, `class`, `enum`, `protocol`,
  `actor`, `typealias`, `func`, `var` or `let` outside any braces, whatever its modifiers and
  attributes (`open`, `public`, `package`, `final`, `@MainActor`, …) and also inside `#if`.
  Y uses X when the name appears as a word in a file of Y. Nested declarations do not count, so
  names such as `State` do not tie folders together; extending a type counts as using it.
- Members added in extensions, in X: a `func`, `var` or `let` (static or not) directly inside an
  `extension … { }` at the top of a file. Y uses X when the member appears in a file of Y as
  `.name` or `name(`. A member counts only when its name is unique enough, which is when both
  hold:
  - every declaration of a `func`, `var`, `let` or `case` with that name, at any depth and in
    any folder, is in X (so `.name` cannot mean another folder's declaration, a property of a
    type, or a local);
  - it is not a name Swift or Foundation also uses for a member or a function (`STANDARD_NAMES`
    below, such as `log`, `description`, `contains`), which `.name` or `name(` may well mean.
  A use of a member without a dot or a call (a property read inside an extension of the same
  type) is not seen.

The check then fails on every cycle of folders that use each other, of any length, and on
every use the table does not allow, naming the files and the names that make it.
`.ci/test_check_layers.py` tests the check.

    python3 .ci/check-layers.py [--sources DIR] [--contributing FILE]
"""
import argparse
import collections
import os
import re
import sys

# Which folder may use which. The same table is in CONTRIBUTING.md; Compatibility is in no
# folder's list: nothing uses it.
ALLOWED = {
    "Internal": set(),
    "Localization": {"Internal"},
    "Errors": {"Localization", "Internal"},
    "Recovery": {"Errors", "Localization", "Internal"},
    "Rules": {"Errors", "Recovery", "Presentation", "Logging", "Localization", "Internal"},
    "Presentation": {"Errors", "Localization", "Internal"},
    "Logging": {"Errors", "Internal"},
    "Hosts": {"Internal", "Localization", "Errors", "Recovery", "Rules", "Presentation", "Logging"},
    "Center": {
        "Internal", "Localization", "Errors", "Recovery", "Rules", "Presentation", "Logging", "Hosts",
    },
    "Presenters": {
        "Internal", "Localization", "Errors", "Recovery", "Rules", "Presentation", "Logging",
        "Hosts", "Center",
    },
    "Compatibility": {
        "Internal", "Localization", "Errors", "Recovery", "Rules", "Presentation", "Logging",
        "Hosts", "Center", "Presenters",
    },
}

# Names Swift's standard library, _Concurrency or Foundation (and the C library Foundation
# brings) also give to a member or a function: a `.name` or `name(` with one of these names may
# mean the standard one, so a member of the package with such a name ties no folders together.
# Every name of an extension member or a top-level function of the package that the symbol
# graphs of Swift 6.3 and Foundation on Linux also declare is here, and the commonest others.
STANDARD_NAMES = {
    "abs", "allSatisfy", "anchored", "append", "cancel", "ceil", "clamped", "code",
    "compactMap", "components", "contains", "count", "data", "date", "debugDescription",
    "default", "description", "domain", "dropFirst", "dropLast", "encode", "errorCode",
    "errorDescription", "errorDomain", "errorUserInfo", "exp", "failureReason", "filePath",
    "filter", "first", "firstIndex", "flatMap", "floor", "forEach", "get", "handle", "hash",
    "hashValue", "helpAnchor", "id", "index", "insert", "isEmpty", "joined", "last",
    "lastIndex", "localizedDescription", "localizedFailureReason",
    "localizedRecoverySuggestion", "log", "log10", "log2", "lowercased", "makeAsyncIterator",
    "makeIterator", "map", "max", "min", "name", "next", "perform", "pow", "prefix", "print",
    "random", "recoverySuggestion", "reduce", "remove", "removeAll", "replacingOccurrences",
    "reversed", "round", "rounded", "run", "seconds", "sleep", "sorted", "split", "sqrt",
    "standard", "suffix", "type", "underlying", "underlyingError", "uppercased", "userInfo",
    "value", "values", "write",
}

SOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "ErrorHandling")
CONTRIBUTING = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "CONTRIBUTING.md")

TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
VALUE_KEYWORDS = {"func", "var", "let"}
# Words that may stand between the start of a declaration and its keyword; `class` is one too
# when another keyword follows it (`class func`).
MODIFIERS = {
    "open", "public", "package", "internal", "private", "fileprivate", "final", "static",
    "indirect", "override", "mutating", "nonmutating", "nonisolated", "dynamic", "lazy", "weak",
    "unowned", "convenience", "required", "optional", "isolated", "consuming", "borrowing",
    "distributed",
}
TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`]*`|\S")
STRING_START = re.compile(r'#*"')


def code_of(text):
    """The text without comments and without the text of string literals (replaced by a
    space), the code of their interpolations kept."""
    out = []
    i, n = 0, len(text)

    def string(i, hashes):
        """Skips a string literal opened at `i`; returns the index past it."""
        quotes = 3 if text.startswith('"""', i) else 1
        i += quotes
        closing = '"' * quotes + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(closing, i):
                return i + len(closing)
            if text.startswith(escape, i):
                i += len(escape)
                if i < n and text[i] == "(":
                    i = interpolation(i + 1)
                else:
                    i += 1
                continue
            i += 1
        return i

    def interpolation(i):
        """Copies the code of an interpolation up to its closing parenthesis."""
        out.append(" (")
        depth = 1
        while i < n and depth:
            i = token(i)
            if out[-1] == "(":
                depth += 1
            elif out[-1] == ")":
                depth -= 1
        return i

    def token(i):
        if text.startswith("//", i):
            end = text.find("\n", i)
            out.append(" ")
            return n if end < 0 else end
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
            return i
        match = STRING_START.match(text, i)
        if match:
            hashes = len(match.group(0)) - 1
            out.append(" ")
            return string(i + hashes, hashes)
        out.append(text[i])
        return i + 1

    while i < n:
        i = token(i)
    return "".join(out)


class File:
    """What one Swift file declares, read from its code."""

    def __init__(self, path, code):
        self.path = path
        self.code = code
        self.top_level = set()  # types declared outside any braces
        self.top_level_values = set()  # func/var/let declared outside any braces
        self.extension_members = set()  # func/var/let directly inside a top-level extension
        self.values = set()  # every func/var/let/case name, at any depth
        self._read(TOKEN.findall(code))

    def _read(self, tokens):
        stack = []  # what each open brace opened: "extension" or "other"
        pending = None  # the kind of declaration whose body the next brace opens
        for index, word in enumerate(tokens):
            following = tokens[index + 1] if index + 1 < len(tokens) else ""
            if word == "{":
                stack.append(pending if len(stack) == 0 else "other")
                pending = None
                continue
            if word == "}":
                if stack:
                    stack.pop()
                pending = None
                continue
            if index > 0 and tokens[index - 1] in (".", "@"):
                continue  # a member or an attribute, not a keyword
            name = following.strip("`")
            if word in VALUE_KEYWORDS or word == "case":
                if re.fullmatch(r"[A-Za-z_]\w*", name) and not keyword_follows(name):
                    self.values.add(name)
                    if word != "case" and not stack:
                        self.top_level_values.add(name)
                    elif word != "case" and stack == ["extension"]:
                        self.extension_members.add(name)
            if not stack:
                if word == "extension":
                    pending = "extension"
                elif word in TYPE_KEYWORDS and not (word == "class" and keyword_follows(following)):
                    pending = "type"
                    if re.fullmatch(r"[A-Za-z_]\w*", name):
                        self.top_level.add(name)
                elif word in VALUE_KEYWORDS:
                    pending = "value"


def keyword_follows(word):
    return word in MODIFIERS or word in VALUE_KEYWORDS or word in TYPE_KEYWORDS or word in (
        "subscript", "init", "deinit", "case",
    )


def folder_of(path, root):
    parts = os.path.relpath(path, root).split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def read_sources(root):
    files = {}
    for directory, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as handle:
                    files[path] = File(path, code_of(handle.read()))
    return files


def find_uses(files, root):
    """uses[user][owner] = the "name in file" texts that make `user` use `owner`."""
    top_level = collections.defaultdict(set)  # name -> folders
    top_level_values = collections.defaultdict(set)
    members = collections.defaultdict(set)
    values = collections.defaultdict(set)
    for path, file in files.items():
        folder = folder_of(path, root)
        for name in file.top_level:
            top_level[name].add(folder)
        for name in file.top_level_values:
            top_level_values[name].add(folder)
        for name in file.extension_members:
            members[name].add(folder)
        for name in file.values:
            values[name].add(folder)
    unique_members = {
        name: owners
        for name, owners in members.items()
        if len(values[name]) == 1 and name not in STANDARD_NAMES
        and name not in top_level and name not in top_level_values
    }
    top_level.update(
        (name, owners) for name, owners in top_level_values.items() if name not in STANDARD_NAMES
    )
    patterns = [(name, owners, None) for name, owners in top_level.items()]
    patterns += [
        (name, owners, re.compile(r"\." + name + r"\b|\b" + name + r"\s*\("))
        for name, owners in unique_members.items()
    ]
    uses = collections.defaultdict(lambda: collections.defaultdict(set))
    for path, file in files.items():
        user = folder_of(path, root)
        words = set(re.findall(r"\w+", file.code))
        for name, owners, pattern in patterns:
            if user in owners or name not in words:
                continue
            if pattern and not pattern.search(file.code):
                continue
            for owner in owners:
                uses[user][owner].add(f"{name} in {os.path.relpath(path, root)}")
    return uses


def cycles_of(uses):
    """Every elementary cycle of the graph, each once, starting at its smallest folder."""
    found = []
    nodes = sorted(set(uses) | {owner for owners in uses.values() for owner in owners})
    for start in nodes:
        path = [start]

        def walk(node):
            for owner in sorted(uses.get(node, {})):
                if owner == start:
                    found.append(list(path))
                elif owner > start and owner not in path:
                    path.append(owner)
                    walk(owner)
                    path.pop()

        walk(start)
    return found


def documented_table(path):
    """The table of CONTRIBUTING.md that follows "may use", as a dictionary like `ALLOWED`."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    header = next(
        (i for i, line in enumerate(lines) if re.match(r"\|\s*folder\s*\|\s*may use\s*\|", line)), None
    )
    if header is None:
        return None
    table = {}
    for line in lines[header + 2 :]:
        if not line.startswith("|"):
            break
        folder, allowed = [cell.strip() for cell in line.strip("|").split("|")]
        allowed = re.sub(r"\(.*\)", "", allowed).split(";")[0].strip()
        if allowed == "nothing":
            table[folder] = set()
        elif allowed == "any of the above":
            table[folder] = set(table)
        else:
            table[folder] = {name.strip() for name in allowed.split(",")}
    return table


def check(root, contributing=None):
    """The problems found, one text each; none when the folders keep to the table."""
    problems = []
    if contributing:
        documented = documented_table(contributing)
        if documented != ALLOWED:
            problems.append(
                f"the layer table of {os.path.basename(contributing)} differs from ALLOWED in "
                ".ci/check-layers.py:\n"
                f"  {os.path.basename(contributing)}: {describe_table(documented)}\n"
                f"  ALLOWED: {describe_table(ALLOWED)}"
            )
    files = read_sources(root)
    folders = sorted({folder_of(path, root) for path in files})
    for folder in folders:
        if folder not in ALLOWED:
            problems.append(f"{folder}/ holds Swift code but is not in the layer table")
    uses = find_uses(files, root)

    def evidence(user, owner):
        names = sorted(uses[user][owner])
        more = f" (and {len(names) - 5} more)" if len(names) > 5 else ""
        return "; ".join(names[:5]) + more

    for cycle in cycles_of(uses):
        steps = cycle + cycle[:1]
        problems.append(
            "cycle: " + " → ".join(f"{folder}/" for folder in steps) + "\n"
            + "\n".join(f"  {a}/ uses {b}/: {evidence(a, b)}" for a, b in zip(steps, steps[1:]))
        )
    for user in sorted(uses):
        for owner in sorted(uses[user]):
            if owner not in ALLOWED.get(user, set()):
                problems.append(f"{user}/ may not use {owner}/: {evidence(user, owner)}")
    return problems, len(folders)


def describe_table(table):
    if table is None:
        return "no table"
    return "; ".join(f"{folder}: {', '.join(sorted(table[folder])) or '-'}" for folder in sorted(table))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sources", default=SOURCES, help="the folder of the ErrorHandling module")
    parser.add_argument(
        "--contributing", default=CONTRIBUTING, help="the Markdown file with the same table"
    )
    arguments = parser.parse_args()
    problems, count = check(arguments.sources, arguments.contributing)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"the {count} folders of Sources/ErrorHandling keep to the layer table, with no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main())
