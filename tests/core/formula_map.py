#!/usr/bin/env python3
"""docs/physics.md, "Where each formula lives": every function the table names is declared in
the core header (or headers) named beside it. Exit 1 lists the rows that no longer hold.

    formula_map.py ROOT
"""
import pathlib
import re
import sys


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
    if checked < 20:
        problems.append(f"only {checked} functions named: the table was not read")
    for p in problems:
        print(p)
    print(f"{checked} functions checked, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
