#!/usr/bin/env python3
"""File-local names that two files of one library both define.

The core and the window library compile in unity batches (several .cpp files in one compiler
run), so the anonymous namespaces of a batch's files become one. Two files that define the same
local name then either fail to compile (same signature) or, worse, overload each other silently
(different signatures: a call may pick the other file's function). Batches shift as files are
added, so any pair is a hazard. This reads the symbols of a library's object files (an
unoptimised build, where every local function is emitted) and lists each local name that more
than one source file defines. Exit status 1 when there is one. Run it on a build without unity
batches (-DRIDGELINE_UNITY_BUILD=OFF), where each object is one source file; the Debug builds
configured with ccache are such builds, and ctest runs it there (`unity_names`).

usage: unity_names.py OBJECT_DIR [OBJECT_DIR ...]
"""

import collections
import pathlib
import re
import subprocess
import sys

ANONYMOUS = "(anonymous namespace)::"


def local_names(obj: pathlib.Path) -> set[str]:
    """The file-local (anonymous-namespace) functions and objects `obj` defines, by name."""
    out = subprocess.run(["nm", "-C", "--defined-only", str(obj)], capture_output=True,
                         text=True, check=True).stdout
    names = set()
    for line in out.splitlines():
        parts = line.split(" ", 2)
        if len(parts) < 3 or parts[1] not in "tTwWrRdDbB":
            continue
        symbol = parts[2].replace(ANONYMOUS, "ANON::")
        # The symbol's own qualified name ends at its parameter list or template arguments.
        qualified = re.split(r"[(<]", symbol, maxsplit=1)[0]
        if "ANON::" not in qualified:
            continue
        local = qualified.rsplit("ANON::", 1)[1]
        if local and "::" not in local:  # members of file-local classes are left out
            names.add(local)
    return names


def main(dirs: list[str]) -> int:
    found = 0
    for folder in dirs:
        owners: dict[str, set[str]] = collections.defaultdict(set)
        for obj in sorted(pathlib.Path(folder).rglob("*.o")):
            for name in local_names(obj):
                owners[name].add(obj.name)
        for name, objects in sorted(owners.items()):
            if len(objects) > 1:
                found += 1
                print(f"{folder}: '{name}' is file-local in {', '.join(sorted(objects))}")
    if found:
        print(f"{found} file-local names defined twice: rename one, or share one from a header")
    return 1 if found else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
