#!/usr/bin/env bash
# Runs each libFuzzer target of fuzz/ for SECONDS seconds (default 30), one after another,
# starting from the committed seed corpus. Stops at the first finding (exit 1), leaving the
# crashing input in the artifact directory, and prints each target's execution count.
#   fuzz/run.sh [SECONDS] [BUILD_DIR]     BUILD_DIR defaults to build-fuzz (configured with
#   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DPELAB_FUZZ=ON)
# FUZZ_TARGETS="fuzz_npy fuzz_csv" limits the run to some targets.
set -euo pipefail

seconds=${1:-30}
cd "$(dirname "$0")/.."
build=${2:-build-fuzz}
targets=${FUZZ_TARGETS:-fuzz_npy fuzz_csv fuzz_safetensors fuzz_session fuzz_lesson}
artifacts=$build/fuzz-artifacts
mkdir -p "$artifacts"

for target in $targets; do
    name=${target#fuzz_}
    # New inputs found go to a scratch corpus in the build tree, not into the committed seeds.
    work=$build/fuzz-corpus/$name
    mkdir -p "$work"
    log=$build/fuzz-$name.log
    echo "== $target: $seconds s (log $log)"
    status=0
    # -rss_limit_mb: the readers refuse anything over 64 MiB (fuzz/fuzzcheck.h), so 2 GiB of
    # RSS can only mean a leak or an unchecked allocation. -timeout: no input may take 10 s.
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/bin/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/$name-" \
        "$work" "fuzz/corpus/$name" >"$log" 2>&1 || status=$?
    grep -E '^Done [0-9]+ runs|stat::number_of_executed_units' "$log" || true
    if [ "$status" -ne 0 ]; then
        tail -n 40 "$log"
        echo "$target: FINDING (exit $status); input saved under $artifacts/" >&2
        exit 1
    fi
done
