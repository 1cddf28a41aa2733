#!/usr/bin/env bash
# An app that imports Tactile carries no launcher code: its device binary (unstripped) has no
# symbol of the TactileLauncher module (Swift mangles its names with "15TactileLauncher") nor any of the
# launcher's types. In Embedded Swift a module is the unit of dead-code removal for class
# metadata, so this holds only while the launcher is a module of its own (ARCHITECTURE.md).
# The device program, which runs the launcher, is checked the other way round: the same search
# must find its launcher symbols, so a search that finds nothing cannot pass by accident.
# Usage: Tests/Apps/check-no-launcher.sh APP_DEVICE_BINARY DEVICE_PROGRAM
set -euo pipefail
app=$1 program=$2
pattern='15TactileLauncher|HomeScreenView|SystemSettings|SettingsViewController|SystemGestureStage|StatusBarView|AppStripView'
count() { nm "$1" | grep -cE "$pattern" || true; }
in_program=$(count "$program")
if [ "$in_program" -eq 0 ]; then
    echo "check-no-launcher: no launcher symbol found in $program either: the search is broken" >&2
    exit 1
fi
in_app=$(count "$app")
if [ "$in_app" -ne 0 ]; then
    echo "check-no-launcher: $app carries $in_app launcher symbols, e.g.:" >&2
    nm "$app" | grep -E "$pattern" | head -5 >&2
    exit 1
fi
echo "check-no-launcher: $(basename "$app") has no launcher symbol ($(basename "$program") has $in_program)"
