#!/usr/bin/env bash
# Installs, with apt-get, what building, testing and running Minimoves needs and is missing.
# Idempotent: a machine that has everything runs no apt-get at all. Debian 12, as root (or sudo).
set -euo pipefail

packages=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev libqt6svg6
    qt6-charts-dev libqt6charts6 libqt6opengl6-dev
    qt6-multimedia-dev libqt6multimedia6
    qt6-translations-l10n libgl1-mesa-dev
    fonts-wqy-microhei
    xvfb xauth
    dbus at-spi2-core python3-gi gir1.2-atspi-2.0 xdotool orca
    clang libclang-rt-14-dev lld
    desktop-file-utils appstream
    lintian
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
    sudo=sudo
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
