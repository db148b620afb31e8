#!/usr/bin/env bash
# Installs the Debian packages Ridgeline needs to build, test and run, and nothing else.
# Only packages that are missing are installed; sudo is used when not running as root.
# `install-deps.sh --package` adds what building the Debian package needs.
set -euo pipefail

packages=(cmake g++ make qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev
          qt6-tools-dev-tools qt6-l10n-tools libfmt-dev nlohmann-json3-dev libbenchmark-dev
          libgl1-mesa-dev python3 xvfb xauth poppler-utils clang libclang-rt-14-dev clang-format lld
          # The real-window test: a screen captured from outside the program and read by OCR.
          imagemagick xdotool tesseract-ocr tesseract-ocr-eng
          # CJK glyphs for the Chinese window, screenshots and exports (5 MB; fonts-noto-cjk is 91 MB).
          fontconfig fonts-wqy-microhei
          # Qt's own strings (dialog buttons, file dialogs) in German and Chinese.
          qt6-translations-l10n)
# `make package` also needs dpkg-shlibdeps (the package's dependencies on shared libraries).
if [ "${1:-}" = "--package" ]; then
    packages+=(dpkg-dev)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
