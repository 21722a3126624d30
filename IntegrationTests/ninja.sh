#!/usr/bin/env bash
# Proves di-gen as a Ninja build step with the real `ninja` (Debian's ninja-build, installed if missing): a
# build.ninja whose edge runs `di-gen generate --depfile`, so Ninja knows every file the output was made from.
# A no-op rebuild runs nothing, touching an input reruns di-gen, touching an unrelated file does not, a new Swift
# file in an input folder reruns it, and a deleted output is generated again.
source "$(dirname "$0")/lib.sh"

if ! command -v ninja >/dev/null; then
    install_debian_packages ninja-build || fail "ninja is not installed and apt-get could not install ninja-build"
fi
cd "$repo"
run_logged "$scratch/build.log" swift build --product di-gen || { tail -n 30 "$scratch/build.log"; fail "di-gen did not build"; }
digen="$(swift build --show-bin-path)/di-gen"

app="$scratch/NinjaApp"
mkdir -p "$app"
cp -R Examples/NewsApp/Sources "$app/Sources"
rm -f "$app/Sources/NewsApp/GeneratedProviders.swift"
# Components in a folder of their own, as apps keep them; the generated file beside main.swift.
mkdir "$app/Sources/NewsApp/Features"
mv "$app"/Sources/NewsApp/*Component*.swift "$app/Sources/NewsApp/Features/"
printf 'notes, not Swift\n' >"$app/Sources/NewsApp/Features/Notes.txt"
git -C "$app" init -q
cat >"$app/build.ninja" <<NINJA
rule digen
  command = $digen generate --output \$out --depfile \$out.d Sources
  description = di-gen \$out
  depfile = \$out.d
  deps = gcc
  restat = 1
build Sources/NewsApp/GeneratedProviders.swift: digen
NINJA
cd "$app"

# How many commands `ninja` ran, from its "[n/m]" progress lines.
commands_run() { grep -c '^\[[0-9]*/[0-9]*\]' "$1" || true; }

echo "1. the first build runs di-gen and writes the providers"
run_logged first.log ninja || fail "ninja failed"
[ "$(commands_run first.log)" -eq 1 ] || fail "expected 1 command, see first.log: $(cat first.log)"
[ -f Sources/NewsApp/GeneratedProviders.swift ] || fail "no generated file"
cmp -s Sources/NewsApp/GeneratedProviders.swift "$repo/Examples/NewsApp/Sources/NewsApp/GeneratedProviders.swift" \
    || fail "the output differs from the committed NewsApp providers"

echo "2. a no-op rebuild runs nothing"
run_logged noop.log ninja || fail "ninja failed"
expect_in noop.log "ninja: no work to do." "nothing changed"

echo "3. touching an input reruns di-gen; touching an unrelated file does not"
sleep 1
touch Sources/NewsApp/Features/FeedComponent.swift
run_logged touched.log ninja || fail "ninja failed"
[ "$(commands_run touched.log)" -eq 1 ] || fail "expected di-gen to rerun: $(cat touched.log)"
sleep 1
touch Sources/NewsApp/Features/Notes.txt
run_logged unrelated.log ninja || fail "ninja failed"
expect_in unrelated.log "ninja: no work to do." "an unrelated file is no input"

echo "4. a new Swift file in an input folder reruns di-gen"
sleep 1
printf 'struct Extra {}\n' >Sources/NewsApp/Features/Extra.swift
run_logged added.log ninja || fail "ninja failed"
[ "$(commands_run added.log)" -eq 1 ] || fail "expected di-gen to rerun for a new file: $(cat added.log)"
run_logged after-added.log ninja || fail "ninja failed"
expect_in after-added.log "ninja: no work to do." "up to date again"

echo "5. a deleted output is generated again"
rm Sources/NewsApp/GeneratedProviders.swift
run_logged deleted.log ninja || fail "ninja failed"
[ -f Sources/NewsApp/GeneratedProviders.swift ] || fail "the output was not generated again"
