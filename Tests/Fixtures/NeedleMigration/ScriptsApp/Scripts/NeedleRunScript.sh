#!/bin/sh
export PATH="$PATH:/opt/homebrew/bin"
if which needle > /dev/null; then
	needle generate Sources/Application/NeedleGenerated.swift ../ --exclude-paths /Demo AppExtension/ --exclude-suffixes Tests
else
	echo "warning: Needle not installed, download from https://github.com/uber/needle using Homebrew"
fi
