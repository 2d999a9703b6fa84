#!/usr/bin/env bash
# Sets PE Lab up on Debian 12 and then opens the window (run) or runs every test (test).
# Installs the Debian packages that are missing (as root, or through sudo), configures and builds.
#   scripts/setup.sh run     build, then open the window
#   scripts/setup.sh test    build, then run the whole test suite (ctest, offscreen)
set -euo pipefail

mode=${1:-}
case "$mode" in
run | test) ;;
*)
    echo "usage: $0 run|test" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libqcustomplot-dev libgl-dev libeigen3-dev libbenchmark-dev
    fontconfig fonts-dejavu-core locales poppler-utils python3 python3-numpy
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build -j2

if [ "$mode" = run ]; then
    exec build/bin/pelab
fi
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -j2
