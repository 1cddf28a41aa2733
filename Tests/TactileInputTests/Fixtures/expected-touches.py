#!/usr/bin/env python3
"""Independent expectations for the recordings in this folder, from the raw events alone.

For slot devices (protocol B): a touch begins at every ABS_MT_TRACKING_ID >= 0 event whose slot
did not already hold that id, and ends at every ABS_MT_TRACKING_ID -1 of an occupied slot. For
protocol A (SYN_MT_REPORT) devices: the largest number of contacts in one frame and the number
of frames per contact count. Prints one line per events file; TactileInputTests/RecordingReplayTests.swift
holds the same numbers.
"""
import glob, os

here = os.path.dirname(os.path.abspath(__file__))
for path in sorted(glob.glob(os.path.join(here, "*.events"))):
    slot, ids = 0, {}
    began = ended = 0
    frames = mt_reports = max_contacts = contacts = 0
    for line in open(path, encoding="utf-8", errors="replace"):
        if not line.startswith("E:"):
            continue
        _, _, type_, code, value = line.split()[:5]
        type_, code, value = int(type_, 16), int(code, 16), int(value)
        if type_ == 3 and code == 0x2F:
            slot = value
        elif type_ == 3 and code == 0x39:
            if value >= 0 and ids.get(slot, -1) != value:
                began += 1
            if value < 0 and ids.get(slot, -1) >= 0:
                ended += 1
            ids[slot] = value
        elif type_ == 0 and code == 2:
            contacts += 1
        elif type_ == 0 and code == 0:
            frames += 1
            max_contacts = max(max_contacts, contacts)
            mt_reports += contacts
            contacts = 0
    print(f"{os.path.basename(path)}: frames={frames} began={began} ended={ended} "
          f"mtReports={mt_reports} maxContacts={max_contacts}")
