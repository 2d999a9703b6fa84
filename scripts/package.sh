#!/usr/bin/env bash
# Builds PE Lab's Debian packages as a Debian maintainer's debian/rules would (but without a
# source package), then checks them with lintian.
#   scripts/package.sh [BUILD_DIR]   configure and build in BUILD_DIR (default build-deb), then
#                                    write BUILD_DIR/pelab_VERSION_ARCH.deb (the programs) and
#                                    BUILD_DIR/python3-pelab_VERSION_ARCH.deb (the Python module)
# scripts/setup.sh package installs what it needs (the build's packages, dpkg-dev, file,
# lintian) and runs it. The control data, changelog, copyright and maintainer scripts are in
# packaging/debian/. scripts/check-deb.sh installs the result on a brand-new Debian 12.
set -euo pipefail
start=$SECONDS
# BUILD_DIR as given, from the caller's directory; the default in the project.
[ -z "${1:-}" ] || build=$(realpath -m "$1")
cd "$(dirname "$0")/.."
src=$PWD
umask 022
build=${build:-$src/build-deb}
die() { echo "package: $*" >&2; exit 1; }
trap 'echo "package: failed at line $LINENO: $BASH_COMMAND" >&2' ERR

for tool in cmake ninja dpkg-buildflags dpkg-shlibdeps dpkg-gencontrol dpkg-parsechangelog \
    dpkg-deb file strip gzip lintian; do
    command -v "$tool" >/dev/null || die "$tool not found: run scripts/setup.sh package"
done

# A native package: its version is the project's, and packaging/debian/changelog must have an
# entry for it (lintian reads the changelog shipped in /usr/share/doc).
version=$(sed -nE 's/^project\(pelab VERSION ([0-9.]+).*/\1/p' CMakeLists.txt)
changelog=packaging/debian/changelog
[ "$(dpkg-parsechangelog -l "$changelog" -S Version)" = "$version" ] ||
    die "$changelog has no entry for $version, the version of CMakeLists.txt: add one"
arch=$(dpkg --print-architecture)
# As dpkg-buildpackage does: file dates and anything the build stamps come from the changelog.
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$changelog" -S Timestamp)
export SOURCE_DATE_EPOCH
homepage=$(sed -nE 's:.*<url type="homepage">([^<]+)</url>.*:\1:p' \
    resources/desktop/io.github.pelab.PELab.metainfo.xml)
# The copyright years: those of the repository's commits (the changelog's without git).
years=$(git log --format=%ad --date=format:%Y 2>/dev/null | sort -u | sed -n '1p;$p' | uniq |
    paste -sd- || true)
[ -n "$years" ] || years=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y)

# Debian's hardening flags. hardening=+all adds what Debian 12 leaves out by default: bindnow
# (-Wl,-z,now, full RELRO) and pie (already GCC's default); the code builds and runs with both.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
ldflags=$(dpkg-buildflags --get LDFLAGS)
echo "== configure and build in $build (CXXFLAGS $cxxflags; LDFLAGS $ldflags)"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_INSTALL_PREFIX=/usr \
    -DPELAB_BUILD_TESTS=OFF -DPELAB_BUILD_BENCH=OFF -DPELAB_PYTHON=ON \
    "-DCMAKE_CXX_FLAGS=$cxxflags" "-DCMAKE_EXE_LINKER_FLAGS=$ldflags" \
    "-DCMAKE_SHARED_LINKER_FLAGS=$ldflags" "-DCMAKE_MODULE_LINKER_FLAGS=$ldflags" >/dev/null
cmake --build "$build" -j2

# Install everything into a stage, then split it into the two packages' trees. The lessons,
# the Japanese translation and the samples are compiled into the programs as Qt resources:
# there is nothing else to install for them.
stage=$build/stage
pkgs=$build/pkg
rm -rf "$stage" "$pkgs"
DESTDIR=$stage cmake --install "$build" >/dev/null
pydir=usr/lib/python3/dist-packages
[ -d "$stage/$pydir/pelab" ] ||
    die "the Python package pelab was not built (Python headers or pybind11 missing): run scripts/setup.sh package"
# python3-pelab: Debian's Python path; pelab: everything else cmake --install puts (programs,
# launcher, metainfo, icon, man pages, bash completion), whatever it comes to be.
mkdir -p "$pkgs/python3-pelab/${pydir%/*}" "$pkgs/pelab"
mv "$stage/$pydir" "$pkgs/python3-pelab/$pydir"
find "$stage" -depth -mindepth 1 -type d -empty -delete
mv "$stage"/* "$pkgs/pelab/"
rmdir "$stage"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# dpkg-shlibdeps reads debian/control from its working directory: a minimal one will do.
mkdir "$tmp/debian"
printf 'Source: pelab\n\nPackage: pelab\nArchitecture: any\n' >"$tmp/debian/control"

debs=()
for pkg in pelab python3-pelab; do
    root=$pkgs/$pkg
    echo "== $pkg"
    doc=$root/usr/share/doc/$pkg
    mkdir -p "$doc"
    sed -e "s|@YEARS@|$years|" -e "s|@HOMEPAGE@|$homepage|" packaging/debian/copyright \
        >"$doc/copyright"
    # A native package's changelog is changelog.gz (changelog.Debian.gz is for non-native ones).
    gzip -9nc "$changelog" >"$doc/changelog.gz"
    if [ -f "packaging/debian/$pkg.lintian-overrides" ]; then
        install -D -m 0644 "packaging/debian/$pkg.lintian-overrides" \
            "$root/usr/share/lintian/overrides/$pkg"
    fi
    # As dh_compress: man pages gzipped without name or date (reproducible).
    if [ -d "$root/usr/share/man" ]; then
        find "$root/usr/share/man" -type f ! -name '*.gz' -exec gzip -9nf {} +
    fi
    # Python writes these when the stubs are made; the postinst compiles for the installed Python.
    find "$root" -name __pycache__ -prune -exec rm -rf {} +

    # As dh_strip (no -dbgsym package: the debug information is dropped). Shared objects (the
    # Python module) lose their unneeded symbols too; executables keep theirs.
    elfs=()
    while IFS= read -r -d '' f; do
        case "$(file -b "$f")" in
        ELF*) ;;
        *) continue ;;
        esac
        if [[ $f == *.so || $f == *.so.* ]]; then
            strip --remove-section=.comment --remove-section=.note --strip-unneeded "$f"
        else
            strip --remove-section=.comment --remove-section=.note "$f"
        fi
        elfs+=("$f")
    done < <(find "$root" -type f -print0)

    # As dh_fixperms: directories and programs 0755, every other file 0644.
    find "$root" -type d -exec chmod 0755 {} +
    find "$root" -type f -exec chmod 0644 {} +
    if [ -d "$root/usr/bin" ]; then find "$root/usr/bin" -type f -exec chmod 0755 {} +; fi

    mkdir -p "$root/DEBIAN"
    for script in postinst prerm postrm preinst; do
        if [ -f "packaging/debian/$pkg.$script" ]; then
            install -m 0755 "packaging/debian/$pkg.$script" "$root/DEBIAN/$script"
        fi
    done

    # Depends: the libraries the ELF files link (dpkg-shlibdeps, from the installed libraries'
    # shlibs and symbols files) and what packaging/debian/control adds, each justified there.
    shlibs=""
    if ((${#elfs[@]})); then
        shlibs=$(cd "$tmp" && dpkg-shlibdeps -O "${elfs[@]}" | sed -n 's/^shlibs:Depends=//p')
    fi
    printf 'shlibs:Depends=%s\npelab:Homepage=%s\n' "$shlibs" "$homepage" >"$tmp/$pkg.substvars"
    # Writes DEBIAN/control: the version from the changelog, Installed-Size from the tree (in KiB).
    (cd "$tmp" && dpkg-gencontrol -c"$src/packaging/debian/control" -l"$src/$changelog" \
        -f"$tmp/files" -T"$tmp/$pkg.substvars" -p"$pkg" -P"$root")
    chmod 0644 "$root/DEBIAN/control"

    # A user's apt must never pull in a build tool with the package (Recommends: apt installs
    # them by default).
    depends=$(sed -nE 's/^(Pre-Depends|Depends|Recommends): //p' "$root/DEBIAN/control" | paste -sd,)
    for dep in $(tr ',|' '\n\n' <<<"$depends" | awk '{ sub(/:.*/, "", $1); print $1 }'); do
        if [[ $dep =~ -dev$|^(gcc|g\+\+|cpp|clang|llvm|cmake|ninja-build|make|build-essential)(-[0-9.]+)?$ ]]; then
            die "$pkg would pull in $dep, a build tool or -dev package ($depends)"
        fi
    done

    (cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\0' | LC_ALL=C sort -z |
        xargs -0r md5sum) >"$root/DEBIAN/md5sums"
    chmod 0644 "$root/DEBIAN/md5sums"
    deb=$build/${pkg}_${version}_${arch}.deb
    dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
    debs+=("$deb")
done

# Every tag explained (--info), the I: ones too. Warnings are fixed or, when lintian is wrong,
# overridden in packaging/debian/PKG.lintian-overrides with the reason (none is left: the
# output is empty, --pedantic included). As root lintian says "running with root privileges is
# not recommended!": it unpacks the .debs in a temporary directory and runs no program of
# theirs, so it does no harm.
echo "== lintian"
lintian --info --display-info --fail-on error "${debs[@]}" || die "lintian failed (above)"

echo "== done"
for deb in "${debs[@]}"; do
    printf '%s (%s)\n  Depends: %s\n' "$deb" "$(du -h "$deb" | cut -f1)" \
        "$(dpkg-deb -f "$deb" Depends)"
done
echo "package: built in $((SECONDS - start)) s"
