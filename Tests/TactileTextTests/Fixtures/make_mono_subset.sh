#!/usr/bin/env bash
# Makes DejaVuSansMono-ASCII.ttf, the monospace test font: Debian's DejaVu Sans Mono
# (fonts-dejavu-core; Bitstream Vera licence, Assets/fonts/LICENSE-DejaVu.txt) cut down to
# printable ASCII and the ellipsis, hinting kept. Needs `pip install fonttools`.
set -euo pipefail
cd "$(dirname "$0")"
pyftsubset /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf \
    --unicodes="U+0020-007E,U+2026" --hinting --notdef-outline \
    --output-file=DejaVuSansMono-ASCII.ttf
