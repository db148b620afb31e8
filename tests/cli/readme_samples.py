#!/usr/bin/env python3
"""The README's sample outputs are the command line's own: each fenced block that follows a
`<!-- sample: ARGS -->` line must be what `ridgeline-cli ARGS` prints, run from the repository's
root. A change to a number shows here first, so the README cannot drift from the program.

    readme_samples.py RIDGELINE_CLI README.md            checks (exit 1 names each block that differs)
    readme_samples.py RIDGELINE_CLI README.md --update   writes the program's output into the blocks
"""
import difflib
import os
import re
import shlex
import subprocess
import sys

MARKER = re.compile(r"^<!-- sample: (.+) -->$")


def samples(lines):
    """(args, first line of the block's body, line after its body) for each marked block."""
    for i, line in enumerate(lines):
        m = MARKER.match(line.rstrip("\n"))
        if not m:
            continue
        start = i + 1
        if start >= len(lines) or not lines[start].startswith("```"):
            raise SystemExit(f"README line {i + 1}: a sample marker must be followed by a fence")
        end = start + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        yield shlex.split(m.group(1)), start + 1, end


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    cli, readme = sys.argv[1], sys.argv[2]
    update = "--update" in sys.argv[3:]
    root = os.path.dirname(os.path.abspath(readme))
    with open(readme, encoding="utf-8") as f:
        lines = f.readlines()
    found = list(samples(lines))
    if not found:
        raise SystemExit("the README has no sample blocks")
    failures = 0
    for args, begin, end in reversed(found):
        out = subprocess.run([cli] + args, cwd=root, capture_output=True, text=True, check=False)
        if out.returncode != 0:
            print(f"ridgeline-cli {' '.join(args)}: exit {out.returncode}\n{out.stderr}")
            failures += 1
            continue
        want = "".join(lines[begin:end])
        if out.stdout == want:
            print(f"same:    ridgeline-cli {' '.join(args)}")
            continue
        if update:
            lines[begin:end] = [out.stdout]
            print(f"updated: ridgeline-cli {' '.join(args)}")
            continue
        failures += 1
        print(f"DIFFERS: ridgeline-cli {' '.join(args)} (README line {begin + 1})")
        sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), out.stdout.splitlines(True),
                                                   "README", "ridgeline-cli", n=1))
    if update:
        with open(readme, "w", encoding="utf-8") as f:
            f.writelines(lines)
    print(f"{len(found) - failures} of {len(found)} README samples are the program's output")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
