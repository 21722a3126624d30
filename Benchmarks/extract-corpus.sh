#!/usr/bin/env bash
# Extracts the .swift files of the machine's mirror of Swift packages (bare repositories
# OWNER/NAME.git) into a corpus folder, one newest tagged version per package.
# Usage: Benchmarks/extract-corpus.sh [DEST] (default .cache/corpus). Prints the file count.
# Exits 3 (and says so) when the mirror is absent, so callers can skip cleanly.
set -euo pipefail
mirror=${DI_SWIFT_MIRROR:-/opt/swift-packages}
dest=${1:-.cache/corpus}
if [ ! -d "$mirror" ]; then
  echo "extract-corpus: no mirror of Swift packages at $mirror; skipping" >&2
  exit 3
fi
if [ -f "$dest/.complete" ]; then
  find "$dest" -name '*.swift' | wc -l
  exit 0
fi
rm -rf "$dest"
mkdir -p "$dest"
for repo in "$mirror"/*/*.git; do
  name=${repo#"$mirror"/}
  name=${name%.git}
  tag=$(git -C "$repo" tag --list | sort -V | tail -n 1)
  [ -n "$tag" ] || continue
  mkdir -p "$dest/$name"
  git -C "$repo" archive "$tag" 2>/dev/null | tar -x -C "$dest/$name" --wildcards '*.swift' 2>/dev/null || true
done
touch "$dest/.complete"
find "$dest" -name '*.swift' | wc -l
