#!/usr/bin/env bash
# Sets PE Lab up on Debian 12 and then opens the window (run) or runs every test (test).
# Installs the Debian packages that are missing (as root, or through sudo), configures and builds.
#   scripts/setup.sh run        build the two programs (pelab, pelab-cli), then open the window
#   scripts/setup.sh test       build everything (programs, test suites, benchmarks, the Python
#                               package), then run the whole test suite (ctest, offscreen)
#   scripts/setup.sh package    build the Debian packages in build-deb with scripts/package.sh
#                               and check them with lintian
#   scripts/setup.sh sanitize   build everything but bench with AddressSanitizer and
#                               UndefinedBehaviorSanitizer in build-asan, then run the whole suite
#   scripts/setup.sh fuzz [S]   build the libFuzzer targets with clang in build-fuzz, then run
#                               each for S seconds (default 30)
#   scripts/setup.sh packages [MODE]  print the Debian packages MODE installs (default test), one
#                               a line: scripts/check-packages.sh checks the build against them
# The packages are installed with --no-install-recommends, as on a minimal Debian 12: whatever
# the build, the tests or the bench/ scripts use must be named here (or be a Depends of a
# package named here), never left to a package's Recommends.
set -euo pipefail

mode=${1:-}
case "$mode" in
run | test | sanitize | fuzz | package | packages) ;;
*)
    echo "usage: $0 run|test|sanitize|fuzz [seconds]|package | packages [MODE]" >&2
    exit 2
    ;;
esac

cd "$(dirname "$0")/.."

packages=(
    # The build: compiler, CMake and Ninja.
    build-essential cmake ninja-build pkg-config
    # ccache: a clean clone on a machine that built PE Lab before reuses its objects
    # (cmake/PelabCcache.cmake).
    ccache
    # Qt 6 and the libraries found by CMakeLists.txt. qt6-charts-dev's CMake package needs
    # Qt6OpenGL's, which only libqt6opengl6-dev provides (a Recommends of qt6-base-dev).
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev libgl-dev libeigen3-dev libbenchmark-dev
    # Fonts the figures, the documents and the Japanese UI are drawn with: DejaVu Sans, and
    # BIZ UDPGothic for Japanese (regular and bold; every glyph one character, so a PDF's text
    # reads back as written: README, Fonts).
    fontconfig fonts-dejavu-core fonts-morisawa-bizud-gothic
    # Tools the tests call: localedef (decimal-comma locale), pdfinfo/pdftotext, NumPy,
    # desktop-file-validate and appstreamcli, groff (the manual pages rendered as man does).
    locales poppler-utils python3 python3-numpy appstream desktop-file-utils groff-base
    # bench/'s NumPy comparisons: NumPy on an optimised BLAS, as researchers have it.
    libopenblas0-pthread
    # The Python package pelab (python/): Debian's pybind11 and Python headers.
    pybind11-dev python3-pybind11 python3-dev
)
if [ "$mode" = fuzz ] || { [ "$mode" = packages ] && [ "${2:-}" = fuzz ]; }; then
    packages+=(clang libclang-rt-14-dev)
fi
if [ "$mode" = package ] || { [ "$mode" = packages ] && [ "${2:-}" = package ]; }; then
    # scripts/package.sh: dpkg-shlibdeps, dpkg-deb and dpkg-buildflags (dpkg-dev, a Depends of
    # build-essential), file's magic to find the binaries to strip, and lintian.
    packages+=(dpkg-dev file lintian)
fi
if [ "$mode" = packages ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi
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

if [ "$mode" = sanitize ]; then
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPELAB_SANITIZE=ON \
        -DPELAB_BUILD_BENCH=OFF
    cmake --build build-asan -j2
    # The sanitizer options come from the tests' ctest environment (cmake/PelabSanitize.cmake).
    exec env QT_QPA_PLATFORM=offscreen ctest --test-dir build-asan --output-on-failure -j2
fi
if [ "$mode" = fuzz ]; then
    cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_COMPILER=clang++ -DPELAB_FUZZ=ON
    cmake --build build-fuzz -j2
    exec fuzz/run.sh "${2:-30}" build-fuzz
fi

if [ "$mode" = package ]; then
    exec scripts/package.sh
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
if [ "$mode" = run ]; then
    # Only what the window needs and pelab-cli: the suites, benchmarks and the Python package
    # wait for `scripts/setup.sh test` (the same build directory, so nothing is built twice).
    cmake --build build -j2 --target pelab pelab-cli
    exec build/bin/pelab
fi
cmake --build build -j2
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -j2
