#!/usr/bin/env bash
# Walks every step of every lesson in the presenter view of a real window, as a lecturer would:
# one X server (Xvfb) a screen size, the app started once a lesson with --lesson ID --presenter,
# Page Down between steps, each step captured from outside (ImageMagick's import) and checked
# against the geometry the window reports (real_window_check: markers in their roof's colour,
# nothing drawn outside a plot area, the presenter's tiles in at most two rows). A contact sheet
# a size (montage) helps to look at them all; look at the sheet, then at the suspect captures.
#
#   lesson_walk.sh APP CHECK OUT_DIR [SIZE...]      (sizes default to 1920x1080 1280x800)
#
# Captures are OUT_DIR/<lesson letter>-<step>-<size>.png; exit 1 when a check fails.
set -u
app=${1:?usage: lesson_walk.sh APP CHECK OUT_DIR [SIZE...]}
check=${2:?real_window_check}
out=${3:?output folder}
shift 3
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(1920x1080 1280x800)
here=$(cd "$(dirname "$0")/.." && pwd)
for tool in Xvfb import xdotool python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (scripts/install-deps.sh installs it)"; exit 1; }
done
mkdir -p "$out"
tmp=$(mktemp -d)
xpid="" apid=""
walk_cleanup() {
    [ -n "$apid" ] && kill "$apid" 2>/dev/null && wait "$apid" 2>/dev/null
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null && wait "$xpid" 2>/dev/null
    rm -rf "$tmp"
}
trap walk_cleanup EXIT
failures=0

# The lessons shipped with the app: "id steps" a line.
lessons=$(for f in "$here"/resources/lessons/*.lesson.json; do
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d["id"], len(d["steps"]))' "$f"
done)

for size in "${sizes[@]}"; do
    fd_file="$tmp/display"
    rm -f "$fd_file"
    Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$fd_file" >/dev/null 2>&1 &
    xpid=$!
    for _ in $(seq 100); do [ -s "$fd_file" ] && break; sleep 0.1; done
    display=":$(head -n 1 "$fd_file")"
    while read -r id steps; do
        letter=${id%%-*}
        log="$out/app-$letter-$size.log"
        rm -f "$tmp/geometry.json"
        mkdir -p "$tmp/home"
        HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/config XDG_DATA_HOME=$tmp/home/data \
            XDG_RUNTIME_DIR=$tmp/home DISPLAY=$display QT_QPA_PLATFORM=xcb \
            "$app" --autosave-restore discard -qwindowgeometry "$size+0+0" \
            --dump-geometry "$tmp/geometry.json" --lesson "$id" --presenter >"$log" 2>&1 &
        apid=$!
        window=$(DISPLAY=$display timeout 300 xdotool search --sync --onlyvisible \
            --name Ridgeline 2>/dev/null | head -n 1)
        if [ -z "$window" ]; then
            echo "FAILED:  $id at $size: no window within 300 s"
            failures=$((failures + 1))
        else
            for step in $(seq "$steps"); do
                [ "$step" -gt 1 ] && DISPLAY=$display xdotool windowfocus --sync "$window" \
                    key Next
                sleep 3
                name="$letter-$step-$size"
                DISPLAY=$display import -window root "$out/$name.png"
                cp "$tmp/geometry.json" "$out/$name.json"
                "$check" "$out/$name.png" "$out/$name.json" "$name" ||
                    failures=$((failures + 1))
            done
        fi
        kill "$apid" 2>/dev/null
        wait "$apid" 2>/dev/null
        apid=""
    done <<<"$lessons"
    kill "$xpid" 2>/dev/null
    wait "$xpid" 2>/dev/null
    xpid=""
    if command -v montage >/dev/null; then
        montage "$out"/?-?-"$size".png -tile 6x -geometry 480x+4+4 -title "$size" \
            "$out/sheet-$size.png" 2>/dev/null
    fi
done

echo "captures: $out"
if [ "$failures" -gt 0 ]; then
    echo "$failures captures failed their checks"
    exit 1
fi
echo "every capture matched its geometry"
