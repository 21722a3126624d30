#!/bin/sh
if which needle > /dev/null; then
    needle generate AppExtension/Sources/DI/NeedleGenerated.swift ./AppExtension
else
    echo "warning: Needle not installed"
fi
