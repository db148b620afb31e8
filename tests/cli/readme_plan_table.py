#!/usr/bin/env python3
"""The README's plan table is the planner's own answer: under a line

    <!-- plan cells: WHOLE_1 ONLY_1 | WHOLE_2 ONLY_2 | ... -->

each row of the table that follows holds, in its second and third columns, the first plan of
`ridgeline-cli plan FILE --top 1 --json` for the two scenario files given for that row (paths from
the repository root): GPUs, compute format, owned cost per million tokens at the required load and
the answer's latency at the required percentile. The other columns are the page's own words.

    readme_plan_table.py RIDGELINE_CLI ROOT FILE...            checks (exit 1 names each cell that differs)
    readme_plan_table.py RIDGELINE_CLI ROOT FILE... --update   writes the planner's cells into the tables
"""
import json
import re
import subprocess
import sys
from pathlib import Path

MARKER = re.compile(r"^<!-- plan cells: (.+) -->$")


def cell(cli, root, scenario):
    """The cell for the first plan of `scenario`, or what the planner says when there is none."""
    run = subprocess.run([cli, "plan", scenario, "--top", "1", "--json"], cwd=root,
                         capture_output=True, text=True, check=False)
    if run.returncode != 0:
        raise SystemExit(f"plan {scenario} failed ({run.returncode}): {run.stderr.strip()}")
    plans = json.loads(run.stdout)["plans"]
    if not plans:
        return "no plan meets the limits"
    plan = plans[0]
    gpu = plan["results"]["gpu"]
    load = plan["load"]
    return (f"{gpu['count']}x {gpu['name']} ({plan['compute_format']} compute), "
            f"${load['usd_per_million_tokens']:.2f}, "
            f"p{load['percentile']:g} {load['latency_at_percentile_s']:.1f} s")


def main():
    """Checks or rewrites every page named on the command line."""
    args = [a for a in sys.argv[1:] if a != "--update"]
    update = "--update" in sys.argv[1:]
    if len(args) < 3:
        raise SystemExit(__doc__)
    cli, root = str(Path(args[0]).resolve()), Path(args[1])
    return max(check(cli, root, name, update) for name in args[2:])


def check(cli, root, name, update):
    """Checks (or with update rewrites) the plan tables of one page: 0 when every cell holds."""
    path = root / name
    lines = path.read_text(encoding="utf-8").split("\n")
    failures = checked = tables = 0
    for i, line in enumerate(lines):
        found = MARKER.match(line)
        if not found:
            continue
        tables += 1
        rows = [r.split() for r in found.group(1).split("|")]
        # The table starts after the marker (and blank lines): a header, a rule, then the rows.
        start = i + 1
        while start < len(lines) and not lines[start].startswith("|"):
            start += 1
        body = start + 2
        for r, files in enumerate(rows):
            at = body + r
            if len(files) != 2 or at >= len(lines) or not lines[at].startswith("|"):
                raise SystemExit(f"{name} line {i + 1}: row {r + 1} needs two files and a table row")
            row = lines[at].rstrip()
            end = " |" if row.endswith(" |") else ""
            columns = row[:len(row) - len(end)].split(" | ")
            if len(columns) < 3:
                raise SystemExit(f"{name} line {at + 1}: a row of three columns or more is expected")
            for c, scenario in enumerate(files, start=1):
                checked += 1
                want = cell(cli, root, scenario)
                if columns[c] != want:
                    if not update:
                        print(f"{name} line {at + 1}, column {c + 1} ({scenario}):\n"
                              f"  README:  {columns[c]}\n  planner: {want}")
                    failures += 1
                    columns[c] = want
            lines[at] = " | ".join(columns) + end
    if tables == 0:
        raise SystemExit(f"{name} has no <!-- plan cells: ... --> table")
    if update:
        path.write_text("\n".join(lines), encoding="utf-8")
        print(f"{failures} of {checked} cells rewritten in {name}")
        return 0
    print(f"{checked - failures} of {checked} plan cells in {name} are the planner's answer")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
