#!/usr/bin/env bash
# The real window, as a person sees it: runs `ridgeline` under its own X server (Xvfb), captures
# the screen from outside the program (ImageMagick's import), and reads the charts' titles, axis
# titles and legends back with OCR (tesseract), at 1920x1080 and 1280x800, in inference and in
# training, before presenter view, in it (F5: roofline and memory), after leaving it (Esc), the
# serving chart alone (Ctrl+5, inference) and, at 1920x1080, after the window is made smaller.
# Offscreen grabs cannot stand in for this: they once rendered every text while the window lost
# them.
#
#   real_window_text.sh APP TRAINING_SCENARIO OUT_DIR
#
# The screenshots stay in OUT_DIR (look at them); exit 1 names every phrase not read back.
set -u
app=${1:?usage: real_window_text.sh APP TRAINING_SCENARIO OUT_DIR}
training=${2:?training scenario}
out=${3:?output folder}
for tool in Xvfb import convert xdotool tesseract; do
    command -v "$tool" >/dev/null || { echo "needs $tool (scripts/install-deps.sh installs it)"; exit 1; }
done
mkdir -p "$out"
tmp=$(mktemp -d)
xpid="" apid=""
cleanup() {
    [ -n "$apid" ] && kill "$apid" 2>/dev/null && wait "$apid" 2>/dev/null
    [ -n "$xpid" ] && kill "$xpid" 2>/dev/null && wait "$xpid" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT

# What each chart shows: its title, axis titles and a legend entry. "N x TITLE" asks for the title
# at least N times on the screen, as words of its own (not followed by more words or a unit, as
# in the axis title "Memory per GPU (GiB)"): the memory legend's "KV cache" carries a chart's
# title too. (The summary tile "Memory per GPU" does as well, but OCR reads its small grey caption
# only now and then, so that title is asked for once.) The menu bar's row, with its chart
# buttons, is cut off first.
inference_charts=(
    "1 x Roofline" "Arithmetic intensity (FLOP/byte)" "Performance (TFLOP/s)" "effective roof"
    "1 x Memory per GPU" "Memory per GPU (GiB)" "usable VRAM"
    "2 x KV cache" "Context (tokens)" "KV cache per replica (GiB)" "current context"
    "1 x Cost per token" "Batch (sequences)" "Cost (\$ per 1M tokens)" "cloud (dashed)")
training_charts=(
    "1 x Roofline" "Arithmetic intensity (FLOP/byte)" "Performance (TFLOP/s)" "training step"
    "1 x Memory per GPU" "Memory per GPU (GiB)" "optimizer"
    "1 x Scaling" "Throughput (tokens/s)" "Scaling efficiency (%)" "efficiency"
    "1 x Time and cost to train" "Time to train (days)" "Run cost (\$)" "owned")
# The serving chart (inference, Ctrl+5): alone in the grid, its curve simulated when shown.
serving_chart=(
    "1 x Serving under load" "Request rate (req/s)" "Time (s)" "Throughput (tokens/s)" "TTFT P99"
    "! Arithmetic intensity")
# "! TEXT": TEXT must not be on the screen (the presenter view hides the Controls panel, so the
# view is really on). In presenter view the text grows with the window (twice at 1920x1080, 1.35x
# at 1280x800); OCR reads the vertical "Performance (TFLOP/s)" at 1.35x as "(TFLOP/S)" now and
# then (the screen shows it whole), so its start is asked for; the memory chart's vertical title
# in the large font was read only now and then.
presenter_charts=(
    "1 x Roofline" "Arithmetic intensity (FLOP/byte)" "Performance (TFLOP" "1 x Memory per GPU"
    "! Controls")

failures=0

# read_back NAME PHRASE...: captures the screen as OUT_DIR/NAME.png and checks every phrase.
read_back() {
    local name=$1
    shift
    local shot="$out/$name.png"
    DISPLAY=$display import -window root "$shot"
    local width height
    read -r width height < <(identify -format '%w %h' "$shot")
    # Upright text, then the screen turned a quarter clockwise for the vertical axis titles;
    # sparse text (page segmentation 11): a chart is no page of running text.
    convert "$shot" -crop "${width}x$((height - 28))+0+28" +repage -resize 200% "$tmp/up.png"
    convert "$tmp/up.png" -rotate 90 "$tmp/turned.png"
    local text
    text=$( (OMP_THREAD_LIMIT=1 tesseract --psm 11 "$tmp/up.png" - 2>/dev/null
             OMP_THREAD_LIMIT=1 tesseract --psm 11 "$tmp/turned.png" - 2>/dev/null) | tr -s ' \t' ' ')
    local entry want phrase count
    # Small turned glyphs are now and then misread at twice the size (a y axis title read as
    # "Scaling efficiency (" on a capture where it is plain to see): a capture missing a phrase
    # has its turned text read once more at three times the size.
    for entry in "$@"; do
        phrase=${entry#! }
        [[ $entry =~ ^[0-9]+\ x\ (.*)$ ]] && phrase=${BASH_REMATCH[1]}
        if [[ $entry != "! "* ]] && ! grep -qF -- "$phrase" <<<"$text"; then
            convert "$tmp/turned.png" -resize 150% "$tmp/turned-large.png"
            text+=$'\n'$(OMP_THREAD_LIMIT=1 tesseract --psm 11 "$tmp/turned-large.png" - 2>/dev/null |
                tr -s ' \t' ' ')
            break
        fi
    done
    printf '%s\n' "$text" >"$out/$name.txt"
    for entry in "$@"; do
        if [[ $entry =~ ^!\ (.*)$ ]]; then
            phrase=${BASH_REMATCH[1]}
            if grep -qF -- "$phrase" <<<"$text"; then
                echo "SHOWN:    $name: $phrase (should be hidden)"
                failures=$((failures + 1))
            else
                echo "hidden:   $name: $phrase"
            fi
            continue
        elif [[ $entry =~ ^([0-9]+)\ x\ (.*)$ ]]; then
            want=${BASH_REMATCH[1]} phrase=${BASH_REMATCH[2]}
            count=$(grep -oP -- "\\Q$phrase\\E(?! ?[(a-z])" <<<"$text" | wc -l)
        else
            want=1 phrase=$entry
            count=$(grep -oF -- "$phrase" <<<"$text" | wc -l)
        fi
        if [ "$count" -lt "$want" ]; then
            # OCR now and then splits a word at a glyph pair ("KV cac he"): read again with
            # every space left out of both the text and the phrase.
            local squeezed=${phrase// /}
            count=$(tr -d ' ' <<<"$text" | grep -oP -- "\\Q$squeezed\\E(?![(a-z])" | wc -l)
        fi
        if [ "$count" -lt "$want" ] && [ "${#squeezed}" -ge 6 ]; then
            # And where it split, it may add or misread one glyph ("KV cact he"): a phrase of six
            # letters or more also counts with one glyph added or changed after its second.
            local i alternatives=""
            for ((i = 2; i < ${#squeezed}; i++)); do
                alternatives+="|\\Q${squeezed:0:i}\\E.\\Q${squeezed:i}\\E"
                alternatives+="|\\Q${squeezed:0:i}\\E.\\Q${squeezed:i+1}\\E"
            done
            count=$(tr -d ' ' <<<"$text" | grep -oP -- "(?:${alternatives#|})(?![(a-z])" | wc -l)
        fi
        if [ "$count" -ge "$want" ]; then
            echo "read:     $name: $phrase"
        else
            echo "NOT READ: $name: $phrase (${count} of ${want})"
            failures=$((failures + 1))
        fi
    done
}

# run SIZE MODE [SCENARIO]: one window, before, in and after presenter view.
run() {
    local size=$1 mode=$2 scenario=${3:-}
    local fd_file="$tmp/display"
    Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$fd_file" >/dev/null 2>&1 &
    xpid=$!
    for _ in $(seq 100); do [ -s "$fd_file" ] && break; sleep 0.1; done
    display=":$(head -n 1 "$fd_file")"
    local args=(--autosave-restore discard -qwindowgeometry "$size+0+0")
    [ -n "$scenario" ] && args+=("$scenario")
    mkdir -p "$tmp/home"
    HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/config XDG_DATA_HOME=$tmp/home/data \
        XDG_RUNTIME_DIR=$tmp/home DISPLAY=$display QT_QPA_PLATFORM=xcb \
        "$app" "${args[@]}" >"$out/app-$size-$mode.log" 2>&1 &
    apid=$!
    # The window is up when X knows it; then the first paints and the first update settle.
    local window=""
    window=$(DISPLAY=$display timeout 300 xdotool search --sync --onlyvisible --name Ridgeline \
        2>/dev/null | head -n 1)
    if [ -z "$window" ]; then
        echo "NOT READ: $size $mode: no window within 300 s"
        failures=$((failures + 1))
    else
        sleep 3
        local charts
        [ "$mode" = training ] && charts=("${training_charts[@]}") || charts=("${inference_charts[@]}")
        read_back "$mode-$size" "${charts[@]}"
        # No window manager gives the window the keyboard: focus it, or F5 goes nowhere.
        DISPLAY=$display xdotool windowfocus --sync "$window"
        DISPLAY=$display xdotool key F5
        sleep 3
        read_back "$mode-$size-presenter" "${presenter_charts[@]}"
        DISPLAY=$display xdotool windowfocus --sync "$window"
        DISPLAY=$display xdotool key Escape
        sleep 3
        read_back "$mode-$size-after-presenter" "${charts[@]}"
        if [ "$mode" = inference ]; then
            DISPLAY=$display xdotool windowfocus --sync "$window"
            DISPLAY=$display xdotool key ctrl+5
            # The curve is some 26 steady-state simulations, computed off the interface thread:
            # seconds in an unoptimised sanitizer build.
            sleep 15
            read_back "$mode-$size-serving" "${serving_chart[@]}"
            DISPLAY=$display xdotool windowfocus --sync "$window"
            DISPLAY=$display xdotool key Escape
            sleep 3
        fi
        if [ "$size" = 1920x1080 ]; then
            # Smaller by hand, as a person drags the window's corner.
            DISPLAY=$display xdotool search --onlyvisible --name Ridgeline windowsize 1500 950
            sleep 3
            read_back "$mode-$size-resized" "${charts[@]}"
        fi
    fi
    kill "$apid" 2>/dev/null
    wait "$apid" 2>/dev/null
    apid=""
    if grep -q "ERROR: AddressSanitizer\|runtime error:" "$out/app-$size-$mode.log"; then
        echo "FAILED: $size $mode: the sanitizer reported an error (app-$size-$mode.log)"
        failures=$((failures + 1))
    fi
    kill "$xpid" 2>/dev/null
    wait "$xpid" 2>/dev/null
    xpid=""
}

run 1920x1080 inference
run 1280x800 inference
run 1920x1080 training "$training"
run 1280x800 training "$training"

echo "screenshots: $out"
if [ "$failures" -gt 0 ]; then
    echo "$failures phrases not read back"
    exit 1
fi
echo "every chart's title, axis titles and legend read back"
