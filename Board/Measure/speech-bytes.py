#!/usr/bin/env python3
"""Prints how many bytes of a device program speech is: the sizes of the input sections that the
TactileSpeech module and the static espeak-ng, sonic and libasound (and the stand-in for espeak-ng's
playback) put into it, read from the link map Board/Device/build-device.sh writes beside it.

Usage: Board/Measure/speech-bytes.py PROGRAM.map"""
import re
import sys

SPEECH = re.compile(r"(/TactileSpeech\.o|libespeak-ng\.a\(|libsonic\.a\(|libasound\.a\(|espeak-ng-without-playback\.o)")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    total = 0
    with open(sys.argv[1]) as lines:
        for line in lines:
            # lld's map: VMA LMA Size Align Out In Symbol; an input section line has its file
            # and section ("path:(.text.name)") where Out is blank.
            fields = line.split()
            if len(fields) < 5 or not SPEECH.search(fields[4]) or ":(" not in fields[4]:
                continue
            section = fields[4].rsplit(":(", 1)[1]
            if section.startswith((".debug", ".comment", ".note")):
                continue
            total += int(fields[2], 16)
    print(total)


if __name__ == "__main__":
    main()
