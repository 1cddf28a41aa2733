#!/usr/bin/env python3
"""check-powers.py - check the printer output of the 1401 powers-of-two deck.

    python3 check-powers.py [powers-of-two.out]

Two independent checks:
 1. parse: read the file line by line; a line starting with "2**N" opens power N,
    every following line without it continues that power; the digits of all its
    lines are concatenated and compared with Python's 2**N.  Also verifies the
    layout of every line: units digit in column 132, exponent only on the first
    line, columns 1-8 blank on continuation lines, full 124-digit continuation
    lines, first line 1..124 digits, no leading zero, exponents 0..1000 in order.
 2. exact: regenerate the whole expected file from the layout rule and compare
    byte for byte.
Exit status 0 if everything matches.
"""
import re, sys

LAST, WIDTH, LINE = 1000, 124, 132

def expected_lines(n):
    s = str(2 ** n)
    r = (len(s) - 1) % WIDTH + 1               # digits on the first line, 1..124
    lines = [('2**%d' % n).ljust(LINE - r) + s[:r]]
    for i in range(r, len(s), WIDTH):
        lines.append(' ' * (LINE - WIDTH) + s[i:i + WIDTH])
    return lines

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else 'powers-of-two.out'
    data = open(path, 'rb').read()
    errors = []
    text = data.decode('ascii')               # non-ASCII would raise
    if not text.endswith('\n'):
        errors.append('file does not end with a newline')
    lines = text.split('\n')[:-1]
    powers = []                               # [n, [line numbers], digits]
    first = re.compile(r'^2\*\*(0|[1-9][0-9]*) +([1-9][0-9]*)$')
    cont = re.compile(r'^ {%d}([0-9]{%d})$' % (LINE - WIDTH, WIDTH))
    for ln, l in enumerate(lines, 1):
        if len(l) != LINE:
            errors.append('line %d: length %d, units digit not in column 132' % (ln, len(l)))
        m = first.match(l)
        if m:
            nd = len(m.group(2))
            if nd > WIDTH:
                errors.append('line %d: %d digits on a first line' % (ln, nd))
            powers.append([int(m.group(1)), [ln], m.group(2)])
            continue
        m = cont.match(l)
        if m and powers:
            powers[-1][1].append(ln)
            powers[-1][2] += m.group(1)
            continue
        errors.append('line %d: unrecognised line %r' % (ln, l[:40]))
    ns = [p[0] for p in powers]
    if ns != list(range(LAST + 1)):
        errors.append('exponents are not 0..%d in order' % LAST)
    multi = 0
    for n, lns, digits in powers:
        if int(digits) != 2 ** n or digits != str(2 ** n):
            errors.append('2**%d (line %d) wrong' % (n, lns[0]))
        if len(lns) > 1:
            multi += 1
    # exact comparison with the regenerated file
    exp = ''.join(l + '\n' for n in range(LAST + 1) for l in expected_lines(n))
    exact = exp == text
    if not exact:
        errors.append('byte comparison with the regenerated expected output FAILED')
    print('%s: %d bytes, %d lines, %d powers (2**0..2**%d), %d of them on several lines (max %d lines)'
          % (path, len(data), len(lines), len(powers), ns[-1] if ns else -1, multi,
             max((len(p[1]) for p in powers), default=0)))
    spot = {p[0]: p[2] for p in powers}
    if 100 in spot:
        print('2**100  = %s  %s' % (spot[100], 'OK' if spot[100] == '1267650600228229401496703205376' else 'WRONG'))
    if 1000 in spot:
        d = spot[1000]
        ref = str(2 ** 1000)                  # Python's own arithmetic
        print('2**1000 = %s...%s (%d digits); Python: %s...%s (%d digits)  %s'
              % (d[:10], d[-10:], len(d), ref[:10], ref[-10:], len(ref), 'OK' if d == ref else 'WRONG'))
    print('byte-exact match with the layout rule: %s' % ('yes' if exact else 'NO'))
    for e in errors[:20]:
        print('ERROR', e)
    print('RESULT: %s (%d errors)' % ('PASS' if not errors else 'FAIL', len(errors)))
    sys.exit(1 if errors else 0)

if __name__ == '__main__':
    main()
