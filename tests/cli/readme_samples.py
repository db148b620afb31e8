#!/usr/bin/env python3
"""The sample outputs of the README and the docs/ pages are the command line's own: each fenced
block that follows a `<!-- sample: ARGS -->` line must be what `ridgeline-cli ARGS` prints, run
from the repository's root. A change to a number shows here first, so no page can drift from the
program. Every file named must hold at least one sample block. A block after
`<!-- sample stderr: ARGS -->` is what the program writes to stderr for invalid input instead:
it must exit with status 2 and print nothing on stdout. `<!-- sample NAME: ARGS -->` (and
`<!-- sample NAME stderr: ARGS -->`) runs another of the project's programs, given as NAME=PATH
(ridgeline-fit=build/tools/calibration/ridgeline-fit).

    readme_samples.py RIDGELINE_CLI ROOT [NAME=PATH...] FILE...            checks (exit 1 names each block that differs)
    readme_samples.py RIDGELINE_CLI ROOT [NAME=PATH...] FILE... --update   writes the program's output into the blocks

FILE is a path, relative to ROOT unless absolute (README.md docs/command-line.md ...).
"""
import difflib
import os
import re
import shlex
import subprocess
import sys

MARKER = re.compile(r"^<!-- sample(?: (?!stderr\b)([a-z][a-z-]*))?( stderr)?: (.+) -->$")


def samples(lines, name):
    """(program, args, whether stderr, first line of the block's body, line after its body) for
    each marked block; program None is ridgeline-cli."""
    for i, line in enumerate(lines):
        m = MARKER.match(line.rstrip("\n"))
        if not m:
            continue
        start = i + 1
        if start >= len(lines) or not lines[start].startswith("```"):
            raise SystemExit(f"{name} line {i + 1}: a sample marker must be followed by a fence")
        end = start + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        yield m.group(1), shlex.split(m.group(3)), bool(m.group(2)), start + 1, end


def check(programs, root, name, update):
    """Checks (or with update rewrites) the sample blocks of one file: (blocks, failures)."""
    path = name if os.path.isabs(name) else os.path.join(root, name)
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    found = list(samples(lines, name))
    if not found:
        raise SystemExit(f"{name} has no sample blocks")
    failures = 0
    for program, args, on_stderr, begin, end in reversed(found):
        if program not in programs:
            raise SystemExit(f"{name}: no path given for {program} (NAME=PATH)")
        out = subprocess.run([programs[program]] + args, cwd=root, capture_output=True, text=True,
                             check=False)
        shown = f"{program or 'ridgeline-cli'} {' '.join(args)}"
        if on_stderr and (out.returncode != 2 or out.stdout):
            print(f"{name}: {shown}: exit {out.returncode} (want 2, "
                  f"nothing on stdout)\n{out.stdout}")
            failures += 1
            continue
        if not on_stderr and out.returncode != 0:
            print(f"{name}: {shown}: exit {out.returncode}\n{out.stderr}")
            failures += 1
            continue
        got = out.stderr if on_stderr else out.stdout
        want = "".join(lines[begin:end])
        if got == want:
            print(f"same:    {name}: {shown}")
            continue
        if update:
            lines[begin:end] = [got]
            print(f"updated: {name}: {shown}")
            continue
        failures += 1
        print(f"DIFFERS: {shown} ({name} line {begin + 1})")
        sys.stdout.writelines(difflib.unified_diff(want.splitlines(True), got.splitlines(True),
                                                   name, program or "ridgeline-cli", n=1))
    if update:
        with open(path, "w", encoding="utf-8") as f:
            f.writelines(lines)
    return len(found), failures


def main():
    update = "--update" in sys.argv[1:]
    args = [a for a in sys.argv[1:] if a != "--update"]
    if len(args) < 3:
        raise SystemExit(__doc__)
    programs = {None: args[0]}
    programs.update(a.split("=", 1) for a in args[2:] if "=" in a)
    root, names = os.path.abspath(args[1]), [a for a in args[2:] if "=" not in a]
    blocks = failures = 0
    for name in names:
        n, bad = check(programs, root, name, update)
        blocks += n
        failures += bad
    print(f"{blocks - failures} of {blocks} sample blocks in {len(names)} files are the program's output")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
