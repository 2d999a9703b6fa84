#!/usr/bin/env bash
# Proves PE Lab's Debian packages on a brand-new minimal Debian 12: installs them with apt into a
# fresh debootstrap chroot as a user would, runs the programs, then purges them and checks that
# nothing is left behind.
#   scripts/check-deb.sh PELAB_DEB [PYTHON3_PELAB_DEB]      (as root; debs from scripts/package.sh)
# The chroot (debootstrap --variant=minbase bookworm, from this machine's Debian mirror) is cached
# as a pristine tarball in ${PELAB_CHROOT_CACHE:-/var/tmp/pelab-deb-check}/base.tar and unpacked
# afresh for every run, so nothing carries over. The figures the check draws (f.png from
# pelab-cli, s.png the window's screenshot) are copied to ${PELAB_CHECK_OUT:-DEB_DIR/check-deb}.
set -euo pipefail
start=$SECONDS
fail() { echo "check-deb: FAILED: $*" >&2; exit 1; }
trap 'echo "check-deb: FAILED: line $LINENO: $BASH_COMMAND" >&2' ERR
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 PELAB_DEB [PYTHON3_PELAB_DEB]" >&2
    exit 2
fi
[ "$(id -u)" -eq 0 ] || fail "run as root (debootstrap, mount and chroot need it)"
for f in "$@"; do [ -f "$f" ] || fail "$f: no such file"; done
command -v debootstrap >/dev/null || fail "debootstrap not found: apt-get install debootstrap"
deb=$(realpath "$1")
pydeb=$([ $# -eq 2 ] && realpath "$2" || true)
out=$(realpath -m "${PELAB_CHECK_OUT:-$(dirname "$deb")/check-deb}")
cache=${PELAB_CHROOT_CACHE:-/var/tmp/pelab-deb-check}

# step LABEL TEXT: prints TEXT with the time since the start; the summary lists each LABEL with
# how long its step took.
step_start=$SECONDS
step_name=""
timings=()
step() {
    if [ -n "$step_name" ]; then timings+=("$step_name $((SECONDS - step_start)) s"); fi
    step_name=$1
    step_start=$SECONDS
    printf '== [%4d s] %s\n' $((SECONDS - start)) "$2"
}

# The Debian archive (and its security archive) this machine's apt uses, deb822 or one-line.
sources=/etc/apt/sources.list.d/debian.sources
mirror=$(awk '/^URIs:/ { print $2; exit }' "$sources" 2>/dev/null || true)
[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" { print $2; exit }' /etc/apt/sources.list)
security=$(awk 'BEGIN { RS = "" } /-security/ { for (i = 1; i < NF; i++) if ($i == "URIs:") { print $(i + 1); exit } }' \
    "$sources" 2>/dev/null || true)

mkdir -p "$cache"
if [ ! -f "$cache/base.tar" ]; then
    step debootstrap "debootstrap bookworm (minbase) from $mirror into the cache $cache"
    boot=$(mktemp -d /var/tmp/pelab-debootstrap.XXXXXX)
    debootstrap --variant=minbase bookworm "$boot" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
        { rm -rf --one-file-system "$boot"; fail "debootstrap failed, see $cache/debootstrap.log"; }
    tar -C "$boot" -cf "$cache/base.tar.part" . && mv "$cache/base.tar.part" "$cache/base.tar"
    rm -rf --one-file-system "$boot"
fi

step unpack "unpack a fresh chroot"
root=$(mktemp -d /var/tmp/pelab-deb-check.XXXXXX)
work=$(mktemp -d)
cleanup() {
    # A program the check started and a timeout left running (Xvfb) would keep the chroot busy.
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/root" 2>/dev/null)" != "$root" ] || kill -9 "${p#/proc/}" 2>/dev/null || true
    done
    for m in dev sys proc; do umount -R -l "$root/$m" 2>/dev/null || true; done
    rm -rf --one-file-system "$root" "$work"
}
trap cleanup EXIT
tar -C "$root" -xf "$cache/base.tar"
# The chroot's / (tar restores the mode of the directory debootstrap filled, mktemp's 0700):
# apt's downloads run as the user _apt, who must be able to enter it.
chmod 0755 "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# A Debian 12 as installed: the release with its updates and security updates.
rm -f "$root/etc/apt/sources.list"
{
    printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\n' "$mirror"
    printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
    if [ -n "$security" ]; then
        printf '\nTypes: deb\nURIs: %s\nSuites: bookworm-security\nComponents: main\n' "$security"
        printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
    fi
} >"$root/etc/apt/sources.list.d/debian.sources"
mount -t proc proc "$root/proc"
# rslave: unmounting the chroot's /sys and /dev must never unmount anything of this machine's.
for m in sys dev; do mount --rbind "/$m" "$root/$m" && mount --make-rslave "$root/$m"; done
cp "$deb" ${pydeb:+"$pydeb"} "$root/tmp/"
chmod 0644 "$root"/tmp/*.deb

# Runs a command in the chroot with a clean environment (HOME=/tmp/home: a fresh user's).
in_chroot() {
    chroot "$root" /usr/bin/env -i HOME=/tmp/home XDG_RUNTIME_DIR=/tmp/home/runtime \
        PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}
# What the removal must restore. Left out, as state that apt, dpkg and the check itself change:
#   /proc /sys /dev   the kernel's, mounted from this machine
#   /tmp /root        the check's files (the .debs, HOME, the figures) and root's home
#   /var/cache        apt's downloaded archives and package cache, ldconfig's and fontconfig's
#                     caches (fc-cache leaves a cache file for every font directory it has seen)
#   /var/lib/apt      apt's package lists and the auto-installed marks
#   /var/lib/dpkg     dpkg's database (status and its backups, trigger state)
#   /var/log          apt's and dpkg's logs (history.log, term.log, dpkg.log, alternatives.log)
#   /run              a tmpfs on a booted system, emptied at every boot
# and what systemd leaves: minbase has no init, so systemd comes in with pelab's Recommends (GTK's
# accessibility bus: dbus-user-session, libpam-systemd), where an installed Debian 12 has it
# already; its purge keeps what it made for the machine:
#   /etc/machine-id, /etc/mtab (-> /proc/self/mounts), /var/lib/systemd, /var/lib/private
#   /etc/passwd- /etc/group- /etc/shadow- /etc/gshadow-   the shadow tools' backups, written
#                     when systemd's and dbus's postinst add their system users (which Debian
#                     never removes)
snapshot() {
    in_chroot dpkg-query -W -f='${Package}\n' | LC_ALL=C sort >"$work/packages.$1"
    in_chroot find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp \
        -o -path /root -o -path /var/cache -o -path /var/lib/apt -o -path /var/lib/dpkg \
        -o -path /var/log -o -path /run -o -path /etc/machine-id -o -path /etc/mtab \
        -o -path /var/lib/systemd -o -path /var/lib/private -o -path /etc/passwd- \
        -o -path /etc/group- -o -path /etc/shadow- -o -path /etc/gshadow- \) -prune -o -print |
        LC_ALL=C sort >"$work/files.$1"
}
is_build_tool() {
    grep -E -e '-dev$|^(gcc|g\+\+|cpp|clang|llvm)(-[0-9.]+)?$|^(build-essential|cmake|ninja-build|make)$'
}
is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; }

# A Debian 12 installed today has its updates: upgrading first keeps the install below from
# upgrading a package of the base (a newer library a dependency needs), which no purge undoes.
step update "apt-get update and upgrade; record the packages and the files"
in_chroot apt-get update -q >"$work/update.log" 2>&1 || { cat "$work/update.log"; fail "apt-get update"; }
in_chroot apt-get upgrade -y >"$work/upgrade.log" 2>&1 || { tail -30 "$work/upgrade.log"; fail "apt-get upgrade"; }
snapshot before
echo "  $(wc -l <"$work/packages.before") packages, $(wc -l <"$work/files.before") paths"

step install "apt-get install -y ./$(basename "$deb") (with Recommends, as a user types it)"
in_chroot sh -c 'cd /tmp && apt-get install -y "./$1"' sh "$(basename "$deb")" >"$work/install.log" 2>&1 ||
    { tail -30 "$work/install.log"; fail "apt-get install of $(basename "$deb")"; }
in_chroot dpkg-query -W -f='${Package}\n' | LC_ALL=C sort >"$work/packages.installed"
LC_ALL=C comm -13 "$work/packages.before" "$work/packages.installed" >"$work/pulled"
echo "  apt pulled in $(wc -l <"$work/pulled") packages:"
fmt -w 100 "$work/pulled" | sed 's/^/    /'
tools=$(is_build_tool <"$work/pulled" | paste -sd' ' || true)
[ -z "$tools" ] || fail "installing pelab pulled in build tools or -dev packages: $tools"

step pelab-cli "pelab-cli: --version, a sinusoidal figure, the lessons"
mkdir -p -m 0700 "$root/tmp/home" "$root/tmp/home/runtime"
in_chroot pelab-cli --version
in_chroot sh -c 'cd /tmp/home && pelab-cli sinusoidal --positions 128 --dim 512 --png f.png' ||
    fail "pelab-cli sinusoidal --png"
f=$root/tmp/home/f.png
is_png "$f" && [ "$(stat -c %s "$f")" -gt 10000 ] || fail "f.png is not a PNG of a figure"
echo "  f.png: $(file -b "$f" 2>/dev/null || stat -c '%s bytes' "$f")"
in_chroot pelab-cli lesson --list || fail "pelab-cli lesson --list"
for f in /usr/share/man/man1/pelab.1.gz /usr/share/man/man1/pelab-cli.1.gz \
    /usr/share/bash-completion/completions/pelab /usr/share/bash-completion/completions/pelab-cli; do
    if [ -f "$root$f" ]; then
        echo "  $f: shipped"
    elif grep -q " \.$f\$" <<<"$(dpkg-deb -c "$deb")"; then
        fail "$f is in the package but not installed"
    else
        echo "  warning: the package ships no $f"
    fi
done
for f in /usr/share/man/man1/pelab.1.gz /usr/share/man/man1/pelab-cli.1.gz; do
    [ ! -f "$root$f" ] || in_chroot gzip -t "$f" || fail "$f is not gzip data"
done

# xvfb and xauth are the check's tools, not the package's: installed only after the list of what
# pelab pulled in was checked, and without their Recommends.
step window "the window: pelab --screenshot under xvfb-run"
in_chroot apt-get install -y --no-install-recommends xvfb xauth >"$work/xvfb.log" 2>&1 ||
    { tail -30 "$work/xvfb.log"; fail "apt-get install xvfb xauth"; }
# The display number starts at a random one: X servers' abstract sockets are shared with this
# machine (no network namespace), where another check or test may hold :99.
in_chroot timeout 120 xvfb-run -a -n $((100 + RANDOM % 800)) -s "-screen 0 1600x1000x24" \
    pelab --screenshot /tmp/s.png || fail "pelab --screenshot (exit status $?)"
s=$root/tmp/s.png
# A black or empty window compresses to a few KiB; the drawn window is hundreds.
is_png "$s" && [ "$(stat -c %s "$s")" -gt 50000 ] || fail "s.png is not a PNG of the drawn window"
echo "  s.png: $(file -b "$s" 2>/dev/null || stat -c '%s bytes' "$s")"
mkdir -p "$out"
cp "$root/tmp/home/f.png" "$s" "$out/"
echo "  copied f.png and s.png to $out"

if [ -n "$pydeb" ]; then
    step python "apt-get install -y ./$(basename "$pydeb"); import pelab"
    in_chroot dpkg-query -W -f='${Package}\n' | LC_ALL=C sort >"$work/packages.window"
    in_chroot sh -c 'cd /tmp && apt-get install -y "./$1"' sh "$(basename "$pydeb")" \
        >"$work/python.log" 2>&1 || { tail -30 "$work/python.log"; fail "apt-get install of $(basename "$pydeb")"; }
    in_chroot dpkg-query -W -f='${Package}\n' | LC_ALL=C sort >"$work/packages.python"
    echo "  apt pulled in: $(LC_ALL=C comm -13 "$work/packages.window" "$work/packages.python" | paste -sd' ')"
    tools=$(LC_ALL=C comm -13 "$work/packages.window" "$work/packages.python" | is_build_tool |
        paste -sd' ' || true)
    [ -z "$tools" ] || fail "installing python3-pelab pulled in build tools or -dev packages: $tools"
    in_chroot sh -c 'cd /tmp/home && python3 -c "import pelab; print(pelab.__version__, pelab.sinusoidal(positions=8, dim=16).shape)"' ||
        fail "import pelab"
fi

step purge "purge pelab${pydeb:+, python3-pelab}, xvfb and xauth; autoremove; compare with the start"
# autoremove keeps an automatically installed package that an installed one recommends (apt's
# RecommendsImportant): ca-certificates, which apt itself recommends, and its openssl would stay
# although only the install brought them. Every package of the base is marked manual, so with
# that off autoremove takes exactly what the install pulled in.
{
    in_chroot apt-get purge -y xvfb xauth &&
        in_chroot apt-get purge -y pelab ${pydeb:+python3-pelab} &&
        in_chroot apt-get autoremove --purge -y -o APT::AutoRemove::RecommendsImportant=false
} >"$work/purge.log" 2>&1 || { tail -30 "$work/purge.log"; fail "apt-get purge"; }
rm -rf "${root:?}/tmp/home"
snapshot after
left=$(LC_ALL=C comm -13 "$work/packages.before" "$work/packages.after" | paste -sd' ')
[ -z "$left" ] || fail "packages left installed after the purge: $left"
LC_ALL=C comm -13 "$work/files.before" "$work/files.after" >"$work/files.left"
LC_ALL=C comm -23 "$work/files.before" "$work/files.after" >"$work/files.missing"
if [ -s "$work/files.left" ] || [ -s "$work/files.missing" ]; then
    sed 's/^/  left behind: /' "$work/files.left" >&2
    sed 's/^/  missing: /' "$work/files.missing" >&2
    fail "the purge left $(wc -l <"$work/files.left") paths behind and removed $(wc -l <"$work/files.missing")"
fi
echo "  the packages and the files are as they were before the install"

step done "done"
echo "  timings: $(printf '%s, ' "${timings[@]}" | sed 's/, $//')"
echo "check-deb: passed in $((SECONDS - start)) s"
