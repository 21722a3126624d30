#!/bin/sh
# The Run Script build phase that generates an Xcode app's dependency providers with di-gen, with User Script
# Sandboxing on and "Based on dependency analysis" ticked. In the phase (before Compile Sources):
#   Shell:             /bin/sh, script: "$SRCROOT/BuildSystems/Xcode/di-gen-build-phase.sh" (or paste this file)
#   Input File Lists:  $(SRCROOT)/DIGen/inputs.xcfilelist
#   Output File Lists: $(SRCROOT)/DIGen/outputs.xcfilelist
# The lists name every file the providers are made from and the file written; `di-gen generate` writes them
# (run it once, commit DIGen/, and again when you add a Swift file; `di-gen generate --check` in CI says when the
# committed providers are stale). Xcode then runs this phase only when a listed input changed, and lets it read
# exactly those files. A machine without di-gen fails the build instead of building stale providers.
set -eu
DI_GEN="${DI_GEN:-$(command -v di-gen || true)}"
if [ -z "$DI_GEN" ]; then
    for candidate in "$HOME/.local/bin/di-gen" /usr/local/bin/di-gen /opt/homebrew/bin/di-gen; do
        [ -x "$candidate" ] && DI_GEN=$candidate && break
    done
fi
if [ -z "$DI_GEN" ]; then
    echo "error: di-gen is not installed: the dependency providers cannot be generated (make install in a di-lsp checkout, or set DI_GEN)"
    exit 1
fi
# SCRIPT_INPUT_FILE_LIST_0 is the input list with Xcode's variables expanded; SCRIPT_OUTPUT_FILE_0.. are not
# set for lists, so the output is the list's one line.
output=$(head -n 1 "$SCRIPT_OUTPUT_FILE_LIST_0")
exec "$DI_GEN" generate --root "$SRCROOT" --files-from "$SCRIPT_INPUT_FILE_LIST_0" --output "$output"
