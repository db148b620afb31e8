#!/usr/bin/env python3
"""docs/physics.md, "Where each formula lives": every function the table names is declared in
the core header (or headers) named beside it; "Tuned constants": the same constants and values as
core/base/tuned_constants.h. Exit 1 lists the rows that no longer hold.

    formula_map.py ROOT
"""
import pathlib
import re
import sys


def value(text):
    """A number as the header and the table write it: 0.6, 3.0e12, or a quotient 28.0 / 50.0."""
    parts = [float(p) for p in text.split("/")]
    return parts[0] / parts[1] if len(parts) == 2 else parts[0]


def constant_problems(root, text):
    """docs/physics.md "Tuned constants" and core/base/tuned_constants.h name the same constants with
    the same values."""
    section = text.split("## Tuned constants", 1)
    if len(section) < 2:
        return ["docs/physics.md has no \"Tuned constants\" section"]
    documented = {}
    for line in section[1].splitlines():
        m = re.match(r"\| `(\w+)` \| ([^|]+) \|", line)
        if m:
            documented[m.group(1)] = m.group(2).strip()
    header = (root / "core" / "base" / "tuned_constants.h").read_text(encoding="utf-8")
    declared = dict(
        re.findall(r"inline constexpr (?:double|int|std::int64_t) (\w+) = ([^;]+);", header))
    problems = []
    for name in sorted(set(documented) | set(declared)):
        if name not in declared:
            problems.append(f"{name}: in docs/physics.md but not in core/base/tuned_constants.h")
        elif name not in documented:
            problems.append(f"{name}: in core/base/tuned_constants.h but not in docs/physics.md")
        elif value(documented[name]) != value(declared[name]):
            problems.append(f"{name}: {documented[name]} in the docs, {declared[name]} in the code")
    if len(declared) < 10:
        problems.append(f"only {len(declared)} constants read from core/base/tuned_constants.h")
    return problems


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    text = (root / "docs" / "physics.md").read_text(encoding="utf-8")
    section = text.split("## Where each formula lives", 1)
    if len(section) < 2:
        sys.exit("docs/physics.md has no \"Where each formula lives\" section")
    rows = [line for line in section[1].splitlines() if line.startswith("| ") and "`" in line]
    problems, checked = [], 0
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        if len(cells) < 3:
            continue
        files = re.findall(r"`([^`]+)`", cells[1])
        functions = re.findall(r"`([^`]+)`", cells[2])
        sources = ""
        for f in files:
            path = root / f
            if not path.is_file():
                problems.append(f"{f}: no such file ({cells[0]})")
                continue
            sources += path.read_text(encoding="utf-8")
        for fn in functions:
            checked += 1
            if not re.search(r"\b" + re.escape(fn) + r"\s*\(", sources):
                problems.append(f"{fn}: not declared in {', '.join(files)} ({cells[0]})")
    problems += constant_problems(root, text)
    if checked < 20:
        problems.append(f"only {checked} functions named: the table was not read")
    for p in problems:
        print(p)
    print(f"{checked} functions checked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
