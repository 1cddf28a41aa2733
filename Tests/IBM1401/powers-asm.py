#!/usr/bin/env python3
"""powers-asm.py - generate, run and check the IBM 1401 "powers of two" deck.

Self-contained hand assembler + card loader generator for SimH i1401 3.8.1.

    python3 Tests/IBM1401/powers-asm.py   # writes powers-of-two.cd/.ini/.lst, runs i1401,
                                     # writes .out/.console, then runs check-powers.py
    python3 Tests/IBM1401/powers-asm.py --no-run   # only (re)write the deck, .ini and listing

Everything is written to the current directory; the deck the app ships is
Assets/IBM1401/powers-of-two.cd (copy the new one there). docs/ibm1401-powers-of-two.md
explains the program.
"""
import os, sys, subprocess, time

HERE = os.getcwd()
SCRIPTS = os.path.dirname(os.path.abspath(__file__))
NAME = 'powers-of-two'

# ---------------------------------------------------------------- character codes
# BCD code (0..63) -> ASCII, SimH 3.8.1 default ("new") conversion table.
B2A = " 1234567890#@:>{^/STUVWXYZ|,%~\\\"-JKLMNOPQR!$*];_&ABCDEFGHI?.)[<}"
assert len(B2A) == 64
A2B = {c: i for i, c in enumerate(B2A)}          # exact inverse (round trip holds)

def ch(c):
    return A2B[c]

def text(codes):
    return ''.join(B2A[c & 0o77] for c in codes)

DIG = [0o12, 1, 2, 3, 4, 5, 6, 7, 8, 9]         # digit value -> BCD (0 is 012)

def addr(n, x=0):
    """3 BCD characters of address n (0..15999), tagged with index register x (0-3)."""
    assert 0 <= n < 16000
    th = n // 1000
    return [DIG[(n % 1000) // 100] | ((th & 3) << 4),
            DIG[(n % 100) // 10] | (x << 4),
            DIG[n % 10] | ((th >> 2) << 4)]

OPS = {'R': 0o01, 'W': 0o02, 'CS': 0o21, 'SW': 0o33, 'CW': 0o74, 'MCW': 0o44, 'LCA': 0o43,
       'MCS': 0o31, 'A': 0o61, 'B': 0o62, 'C': 0o63, 'MA': 0o13, 'H': 0o73}

# ---------------------------------------------------------------- assembler
class Prog:
    def __init__(self, org):
        self.mem = {}            # address -> [bcd, wm]
        self.labels = {}
        self.pc = org
        self.fix = []            # (position, label, offset, index)
        self.lines = []          # (start, length, wm, label, text, comment)
        self.pending = None

    def label(self, name, value=None):
        self.labels[name] = self.pc if value is None else value
        if value is None:
            self.pending = name

    def _emit(self, codes, wm, srctext, comment):
        start = self.pc
        for i, c in enumerate(codes):
            self.mem[self.pc] = [c, wm and i == 0]
            self.pc += 1
        self.lines.append((start, len(codes), wm, self.pending or '', srctext, comment))
        self.pending = None
        return start

    def _operand(self, codes, v, x, parts):
        """v: int address, or 'LABEL' / 'LABEL+k' resolved later; x: index register."""
        if isinstance(v, str):
            lab, _, off = v.partition('+')
            self.fix.append((self.pc + len(codes), lab, int(off or 0), x))
            codes += [0, 0, 0]
        else:
            codes += addr(v, x)
        parts.append((v if isinstance(v, str) else '%05d' % v) + ('+X%d' % x if x else ''))

    def ins(self, op, a=None, b=None, d=None, ax=0, bx=0, c=''):
        codes = [OPS[op]]
        parts = []
        if a is not None: self._operand(codes, a, ax, parts)
        if b is not None: self._operand(codes, b, bx, parts)
        if d is not None:
            codes.append(ch(d)); parts.append("'%s'" % d)
        return self._emit(codes, True, '%-4s %s' % (op, ','.join(parts)), c)

    def dcw(self, name, s, wm=True, c=''):
        """constant; WM on its first (high-order) character; NAME = address of its LAST char."""
        codes = [ch(x) for x in s]
        self.pending = None
        st = self._emit(codes, wm, 'DCW  "%s"' % s + ('' if wm else ' (no WM)'), c)
        if name:
            self.labels[name] = st + len(s) - 1
            self.lines[-1] = self.lines[-1][:3] + (name,) + self.lines[-1][4:]
        return st

    def resolve(self):
        for pos, lab, off, x in self.fix:
            for i, c in enumerate(addr(self.labels[lab] + off, x)):
                self.mem[pos + i][0] = c

    def listing(self):
        out = []
        out.append('address     label   characters           instruction              meaning')
        for start, n, wm, lab, src, com in self.lines:
            codes = [self.mem[start + i][0] for i in range(n)]
            loc = '%05d' % start if src[:3] != 'DCW' else '%05d-%05d' % (start, start + n - 1)
            out.append('%-11s %-7s %-20s %-24s %s' % (loc, lab, text(codes), src, com))
        return '\n'.join(out) + '\n'

# ---------------------------------------------------------------- the loader
SCRATCH = 380     # WM-only cards copy their payload to 333-380 (unused storage)

def loader_deck(prog, start):
    """Bootstrap card + one card per 48-character chunk of the memory image
    (plus WM-only cards when a chunk needs more than 6 word marks).
    Card layout after the bootstrap:
       cols  1-7   MCW 080,ddd    cols 33-80 -> ddd-47..ddd
       cols  8-28  3 x SW xxx,yyy up to 6 word marks in the chunk
       cols 29-32  R 001          read next card, restart at 001 (last card: B start)
       cols 33-80  48 payload characters"""
    prog.resolve()
    lo, hi = min(prog.mem), max(prog.mem)
    boot = [OPS['SW']] + addr(8) + addr(15) + [OPS['SW']] + addr(22) + addr(29) \
         + [OPS['SW']] + addr(33) + addr(33) + [OPS['SW']] + addr(33) + addr(33) \
         + [OPS['R']] + addr(1)
    cards = [text(boot)]
    # clear-storage card(s): CS bbb with branch (7 characters, '/ aaa bbb' clears bbb's hundred and
    # branches to aaa) at 001, 008, 015, 022, then R 001 at 029 - uses exactly the word marks the
    # bootstrap set.  Clears every hundred from the scratch area to the end of the image, so word
    # marks left in storage by an earlier job cannot cut the MCW copies below.
    end = lo + 48 * len(range(lo, hi + 1, 48)) - 1          # last position written by the loader
    hundreds = list(range(SCRATCH // 100 * 100 + 99, end // 100 * 100 + 100, 100))
    for k in range(0, len(hundreds), 4):
        hs = hundreds[k:k + 4]
        hs = hs + [hs[-1]] * (4 - len(hs))
        codes = []
        for j, h in enumerate(hs):
            codes += [OPS['CS']] + addr(8 + 7 * j) + addr(h)
        codes += [OPS['R']] + addr(1)
        cards.append(text(codes))
    chunks = [(a, min(a + 47, hi)) for a in range(lo, hi + 1, 48)]
    for ci, (c0, c1) in enumerate(chunks):
        payload = [prog.mem.get(i, [0, False])[0] for i in range(c0, c1 + 1)]
        payload += [0] * (48 - len(payload))
        wms = [i for i in range(c0, c1 + 1) if prog.mem.get(i, [0, False])[1]]
        groups = [wms[i:i + 6] for i in range(0, len(wms), 6)] or [[]]
        for gi, g in enumerate(groups):
            g = (g + [g[0]] * (6 - len(g))) if g else [SCRATCH] * 6
            last = ci == len(chunks) - 1 and gi == len(groups) - 1
            dst = c0 + 47 if gi == 0 else SCRATCH
            codes = [OPS['MCW']] + addr(80) + addr(dst)
            for k in range(3):
                codes += [OPS['SW']] + addr(g[2 * k]) + addr(g[2 * k + 1])
            codes += ([OPS['B']] + addr(start)) if last else ([OPS['R']] + addr(1))
            cards.append(text(codes + payload).rstrip())
    return cards

# ---------------------------------------------------------------- the program
ORG    = 400      # program origin
U      = 15999    # units digit of the power of two (fixed); the field grows to the left
PRT    = 201      # print area 201-332
DIGCOL = 209      # first digit column of every line (print position 9)
WIDTH  = 332 - DIGCOL + 1   # 124 digits per line
X1, X2, X3 = 89, 94, 99     # units addresses of the index registers
LIMIT  = '1000'   # last exponent printed

def build():
    p = Prog(ORG)
    # ---- initialisation
    p.label('START')
    p.ins('LCA', 'C01', U, c='number field := "01": guard 0 (WM) at %d, units 1 at %d' % (U - 1, U))
    p.ins('MCW', 'AGUARD', X2, c='X2 := %d, address of the number guard' % (U - 1))
    p.ins('MCW', 'AEXPG', X3, c='X3 := address of the exponent guard')
    # ---- print 2**N and the power
    p.label('LOOP')
    p.ins('CS', 332, c='clear 300-332 (characters and WMs); B-reg -> 299')
    p.ins('CS', c='chained: clear 200-299')
    p.ins('MCW', 'HDR', 203, c='"2**" -> print positions 1-3')
    p.ins('SW', 204, c='WM at print position 4 bounds the exponent move')
    p.label('EXPMV')
    p.ins('MCW', 'EXPU', 204, c='exponent digits -> positions 4..3+d (B address = 203+d, self-modified)')
    p.ins('MCW', 'PTOP', X1, c='X1 := PTOP, units address of the top (first-line) digit group')
    p.ins('MCS', 0, 332, ax=1, c='top group + guard -> right end of line; MCS blanks the guard 0')
    p.label('PLINE')
    p.ins('W', c='print the line')
    p.ins('C', X1, 'AUNITS', c='was this the group ending in the units digit (X1 = %d)?' % U)
    p.ins('B', 'PDONE', d='S', c='yes (EQUAL): the power is complete')
    p.ins('CS', 208, c='continuation line: clear 200-208 (exponent, guard blank, WM)')
    p.ins('SW', DIGCOL, c='WM at position 9 stops the 124-digit group move')
    p.ins('MA', 'A124', X1, c='X1 := X1 + 124, units address of the next group')
    p.ins('MCW', 0, 332, ax=1, c='next 124 digits -> positions 9-132 (stops at WM 209)')
    p.ins('B', 'PLINE', c='print it')
    # ---- stop after 2**LIMIT, otherwise double and count
    p.label('PDONE')
    p.ins('C', 'EXPU', 'LIMIT', c='N = %s ?' % LIMIT)
    p.ins('B', 'STOP', d='S', c='yes: halt')
    p.ins('A', U, U, c='DOUBLE: number := number + number (up to the guard WM)')
    p.ins('B', 'NGROW', 0, '1', bx=2, c='carry reached the guard (guard = 1)? extend')
    p.label('INCN')
    p.ins('A', 'ONE', 'EXPU', c='N := N + 1 (exponent field also has a guard)')
    p.ins('B', 'EGROW', 0, '1', bx=3, c='carry reached the exponent guard? extend')
    p.ins('B', 'LOOP', c='next power')
    # ---- extend the number one digit to the left
    p.label('NGROW')
    p.ins('CW', 0, ax=2, c='old guard (now 1) becomes the high-order digit')
    p.ins('MA', 'AM1', X2, c='X2 := X2 - 1')
    p.ins('LCA', 'ZERO', 0, bx=2, c='new guard: 0 with WM one position further left')
    p.ins('A', 'ONE', 'TOPN', c='one more digit in the top group')
    p.ins('C', 'C125', 'TOPN', c='top group would hold 125 digits?')
    p.ins('B', 'INCN', d='/', c='no (UNEQUAL): done')
    p.ins('MCW', 'C001', 'TOPN', c='yes: new top group with 1 digit')
    p.ins('MA', 'AM124', 'PTOP', c='PTOP := PTOP - 124')
    p.ins('B', 'INCN')
    # ---- extend the exponent one digit to the left
    p.label('EGROW')
    p.ins('CW', 0, ax=3, c='old exponent guard (now 1) becomes a digit')
    p.ins('MA', 'AM1', X3, c='X3 := X3 - 1')
    p.ins('LCA', 'ZERO', 0, bx=3, c='new exponent guard 0 with WM')
    p.ins('MA', 'A001', 'EXPMV+6', c='exponent move: B address + 1 (one more digit)')
    p.ins('B', 'LOOP')
    p.label('STOP')
    p.ins('H', c='HALT after printing 2**%s' % LIMIT)
    # ---- constants and variables (NAME = address of the last character)
    p.dcw('C01', '01', c='initial number: guard 0 + digit 1')
    p.dcw('ZERO', '0', c='a new guard')
    p.dcw('ONE', '1')
    p.dcw('HDR', '2**')
    p.dcw('LIMIT', LIMIT, c='last exponent')
    p.dcw('C125', '125')
    p.dcw('C001', '001')
    p.dcw('TOPN', '001', c='digits in the top group, 1..124')
    p.dcw('PTOP', text(addr(U)), c='units address of the top group (%d)' % U)
    p.dcw('AUNITS', text(addr(U)), c='address %d' % U)
    p.dcw('AGUARD', text(addr(U - 1)), c='address %d' % (U - 1))
    p.dcw('A124', text(addr(WIDTH)), c='+124 for MA')
    p.dcw('AM124', text(addr(16000 - WIDTH)), c='-124 for MA (16000-124)')
    p.dcw('AM1', text(addr(15999)), c='-1 for MA (15999)')
    p.dcw('A001', text(addr(1)), c='+1 for MA')
    p.dcw(None, '      ', wm=False, c='room for the exponent to grow left (up to 7 digits)')
    p.dcw('EXPU', '00', c='exponent N: guard 0 (WM) + digit 0')
    p.dcw('AEXPG', text(addr(p.labels['EXPU'] - 1)), c='address of the initial exponent guard')
    return p

def dec_addr(s3):
    d = lambda c: DIG.index(ch(c) & 0o17)
    h, t, u = s3
    return d(h) * 100 + d(t) * 10 + d(u) + ((ch(h) >> 4) & 3) * 1000 + ((ch(u) >> 4) & 3) * 4000

def card_table(cards):
    rows = ['| card | columns 1-32 | what the card does |', '|---|---|---|',
            '| 1 | `%s` | bootstrap: SW 008,015; SW 022,029; SW 033,033 (twice); R 001 = read card 2 and branch to 001 |' % cards[0]]
    for i, c in enumerate(cards[1:], 2):
        c = c.ljust(80)
        if c[0] == '/':
            hs = sorted(set(dec_addr(c[k:k + 3]) for k in (4, 11, 18, 25)))
            rows.append('| %d | `%s` | clear storage: CS with branch at 001, 008, 015, 022 clears %s (characters and word marks); R 001: read next card, branch to 001 |'
                        % (i, c[:32], ', '.join('%d-%d' % (h - 99, h) for h in hs)))
            continue
        dst = dec_addr(c[4:7])
        sws = sorted(set(dec_addr(c[k:k + 3]) for k in (8, 11, 15, 18, 22, 25)))
        mv = ('MCW 080,%d: cols 33-80 -> %d-%d' % (dst, dst - 47, dst)) if dst != SCRATCH else \
             'MCW 080,%d: cols 33-80 -> scratch %d-%d (word-mark-only card)' % (dst, dst - 47, dst)
        tail = ('R 001: read next card, branch to 001' if c[28] == '1'
                else 'B %d: start the program' % dec_addr(c[29:32]))
        rows.append('| %d | `%s` | %s; SW %s; %s |' % (i, c[:32], mv, ','.join('%03d' % x for x in sws), tail))
    return '\n'.join(rows) + '\n'

# ---------------------------------------------------------------- main
def main():
    p = build()
    cards = loader_deck(p, p.labels['START'])
    for c in cards:
        assert len(c) <= 80 and all(ch in A2B for ch in c), c
    with open(os.path.join(HERE, NAME + '.cd'), 'w') as f:
        f.write(''.join(c + '\n' for c in cards))
    with open(os.path.join(HERE, NAME + '.ini'), 'w') as f:
        f.write('set cpu 16K\nattach cdr %s.cd\nattach lpt %s.out\nboot cdr\nshow time\nquit\n' % (NAME, NAME))
    with open(os.path.join(HERE, NAME + '.lst'), 'w') as f:
        f.write(p.listing())
        f.write('\n' + card_table(cards))
        f.write('\nlabels: ' + ', '.join('%s=%d' % kv for kv in sorted(p.labels.items(), key=lambda kv: kv[1])) + '\n')
    print('%d cards, program %d-%d' % (len(cards), min(p.mem), max(p.mem)))
    if '--no-run' in sys.argv:
        return
    out = os.path.join(HERE, NAME + '.out')
    if os.path.exists(out):
        os.remove(out)                 # attach does not truncate
    t0 = time.time()
    # safety net if the program is edited into a runaway loop: printer file capped at ~50 MB, run at 120 s
    r = subprocess.run(['sh', '-c', 'ulimit -f 100000; exec timeout 120 i1401 %s.ini' % NAME], cwd=HERE,
                       stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    dt = time.time() - t0
    with open(os.path.join(HERE, NAME + '.console'), 'wb') as f:
        f.write(r.stdout)
    sys.stdout.write(r.stdout.decode())
    print('i1401 wall time %.2f s' % dt)
    subprocess.run([sys.executable, os.path.join(SCRIPTS, 'check-powers.py'), out])

if __name__ == '__main__':
    main()
