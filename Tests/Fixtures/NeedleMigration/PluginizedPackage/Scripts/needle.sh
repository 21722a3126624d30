#!/bin/sh
# Run from the package root.
if ! command -v needle > /dev/null; then
  echo "warning: Needle is not installed"
  exit 0
fi
needle generate Sources/Game/NeedleGenerated.swift Sources/Game --pluginized
