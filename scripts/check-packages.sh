#!/usr/bin/env bash
# Checks that scripts/setup.sh's package list covers everything the configured build uses, as a
# fresh Debian 12 would install it (--no-install-recommends): the CMake packages the configure
# step found, every library the programs and tests link, and every tool the tests call.
#   scripts/check-packages.sh [BUILD_DIR]      BUILD_DIR defaults to build (configured by
#                                              scripts/setup.sh or cmake -S . -B BUILD_DIR)
# The closure is the list plus everything it Depends or Pre-Depends on, recursively; Recommends
# and Suggests do not count, since a minimal install does not bring them. A file whose Debian
# package is outside the closure is reported with the package; exit 1 if there is any.
set -Eeuo pipefail
# Every message on standard output, for a log that keeps only that; a step that fails says
# which, rather than ending the check without a word, also in functions and subshells (-E).
exec 2>&1
trap 'echo "check-packages: failed (exit $?) at line $LINENO: $BASH_COMMAND"' ERR

cd "$(dirname "$0")/.."
build=${1:-build}
cache=$build/CMakeCache.txt
if [ ! -f "$cache" ]; then
    echo "check-packages: $cache not found: configure the build first" >&2
    exit 2
fi

mapfile -t listed < <(scripts/setup.sh packages test)

# apt-cache knows the packages only once the package lists are there (apt-get update).
if ! apt-cache show "${listed[@]}" >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    if ! $sudo apt-get update >/dev/null; then
        echo "check-packages: apt-get update failed: the package lists are needed to check" >&2
        exit 2
    fi
fi

# The closure over Depends and Pre-Depends. apt-cache prints each package at the left margin,
# its dependencies indented; virtual packages come as <name> and are resolved to the real ones
# that provide them, which it also lists.
closure=$(mktemp)
trap 'rm -f "$closure" "$closure".*' EXIT
apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances "${listed[@]}" 2>/dev/null |
    grep -v '^ ' | grep -v '^<' | sed 's/:.*$//' | sort -u >"$closure"
if [ "$(wc -l <"$closure")" -lt "${#listed[@]}" ]; then
    echo "check-packages: apt-cache knows too few of the packages: run apt-get update first" >&2
    exit 2
fi
for p in "${listed[@]}"; do
    if ! grep -qx "$p" "$closure"; then
        echo "check-packages: scripts/setup.sh names $p, which apt-cache does not know" >&2
        exit 2
    fi
done

# What the build uses, one path a line, with why it is used.
uses=$closure.uses
: >"$uses"
note() { printf '%s\t%s\n' "$1" "$2" >>"$uses"; }

# 1. The CMake packages the configure step found: NAME_DIR holds NAMEConfig.cmake or
#    name-config.cmake.
while IFS=' ' read -r name dir; do
    lower=$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')
    for config in "$dir/${name}Config.cmake" "$dir/$lower-config.cmake"; do
        [ -f "$config" ] && note "$config" "the CMake package $name, found by the configure step"
    done
done < <(sed -n 's/^\([A-Za-z0-9_]*\)_DIR:[A-Z]*=\(\/.*\)$/\1 \2/p' "$cache")

# 2. Every shared library the programs, tests and benchmarks link (as the loader resolves it).
while IFS= read -r program; do
    # (A script or a static program links nothing: ldd's refusal is not a failure.)
    { ldd "$program" 2>/dev/null || true; } | sed -n 's/^.*=> \(\/[^ ]*\) (0x.*$/\1/p' |
        while IFS= read -r library; do note "$library" "linked by ${program#"$build"/}"; done
done < <(find "$build/bin" "$build/tests" -maxdepth 1 -type f -perm -u+x 2>/dev/null
    find "$build/python" -name '*.so' -type f 2>/dev/null)

# The Python package's interpreter and headers (FindPython3 leaves no _DIR): Python.h in the
# include directory the configure step found.
python=$(sed -n 's/^_\{0,1\}Python3_EXECUTABLE:[A-Z]*=\(\/.*\)$/\1/p' "$cache" | head -n 1)
if [ -n "$python" ]; then
    note "$python" "the Python the package pelab is built for"
    include=$("$python" -c 'import sysconfig; print(sysconfig.get_paths()["include"])')
    note "$include/Python.h" "the Python headers the package pelab is built with"
fi

# 3. The tools the tests call: those CMake located (tests/CMakeLists.txt writes them to
#    test-tools.txt) and those the tests look up on PATH; NumPy as /usr/bin/python3 imports it.
tools=$build/test-tools.txt
if [ ! -f "$tools" ]; then
    echo "check-packages: $tools not found: configure with PELAB_BUILD_TESTS=ON" >&2
    exit 2
fi
while IFS= read -r tool; do
    [ -n "$tool" ] || continue
    if [[ "$tool" != /* ]]; then
        found=$(PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v "$tool" || true)
        if [ -z "$found" ]; then
            echo "check-packages: the tests call $tool, which is not installed" >&2
            echo "missing" >"$closure.failed"
            continue
        fi
        tool=$found
    fi
    note "$tool" "called by the tests"
done <"$tools"
numpy=$(/usr/bin/python3 -c 'import numpy; print(numpy.__file__)' 2>/dev/null || true)
if [ -z "$numpy" ]; then
    echo "check-packages: /usr/bin/python3 cannot import numpy (the tests and bench/ use it)" >&2
    echo "missing" >"$closure.failed"
else
    note "$numpy" "imported by the tests as numpy"
fi

# Which package owns each file. Symbolic links are followed (python3 -> python3.11, the BLAS
# alternatives), and merged /usr is undone where dpkg knows the file under /bin or /lib.
owner() {
    local path=$1 real
    real=$(readlink -f "$path")
    for candidate in "$path" "$real" "${path#/usr}" "${real#/usr}"; do
        if dpkg-query -S "$candidate" >/dev/null 2>&1; then
            dpkg-query -S "$candidate" 2>/dev/null | grep -v '^diversion' | head -n 1 |
                sed 's/: \/.*$//; s/:[a-z0-9_]*//g'
            return 0
        fi
    done
    return 1
}

failures=0
[ -f "$closure.failed" ] && failures=1
checked=0
while IFS=$'\t' read -r path why; do
    checked=$((checked + 1))
    case "$path" in
    "$PWD"/* | "$(realpath "$build")"/*) continue ;; # built here
    esac
    if ! packages=$(owner "$path"); then
        echo "check-packages: $path ($why) belongs to no Debian package" >&2
        failures=$((failures + 1))
        continue
    fi
    covered=0
    IFS=', ' read -r -a owners <<<"$packages"
    for p in "${owners[@]}"; do
        if [ -n "$p" ] && grep -qx "$p" "$closure"; then covered=1; fi
    done
    if [ "$covered" -eq 0 ]; then
        echo "check-packages: $path ($why) comes from the Debian package $packages," \
            "which scripts/setup.sh does not install (add it to its package list)" >&2
        failures=$((failures + 1))
    fi
done < <(sort -t "$(printf '\t')" -k1,1 -u "$uses")

if [ "$failures" -ne 0 ]; then
    echo "check-packages: $failures of $checked files are not covered by scripts/setup.sh" >&2
    exit 1
fi
echo "check-packages: all $checked files the build uses come from scripts/setup.sh's" \
    "${#listed[@]} packages and their $(wc -l <"$closure") Depends"
