#!/usr/bin/env python3
"""Write the glyphs of the shipped DigitFlip packs, `classic` and `no_zero`.

One hand draws both packs: the same pen, the same zero, the same digit
heights and the same slant.  A glyph is the digits of its letter's code as the
magician writes them; turned 180 degrees it must read as the letter.

Two drawing spaces, both y down, box 60x80:

  "W" (written)  the digits as written.  Guide lines:
        HIGH 12   digits of descender letters (g j p q y) rise to here
        TOP  24   every digit hangs from this line (the turned baseline)
        BOT  52   the digit band's foot (the turned x-height line)
        LOW  64   digits of ascender letters (b d f h k l t) reach down to here
  "T" (turned)   the letter the audience reads, ordinary letter coordinates:
        ascender 16   x-height 28   baseline 56   descender 68

A point (x, y) in T is written at (60 - x, 80 - y).  The digit band is 28
high; ascenders and descenders add only 12 (3/7 of it), so a written row keeps
its digits close to one height (the 1 of an l is 40 high, a 0 is 28) instead
of the tall hanging 1s of text.  Every glyph then gets the same slant (x moves
right by SLANT per unit of height above the box centre); a shear about the
centre commutes with the 180 degree turn, so both readings lean the same way,
like one person's handwriting.

Glyphs are built with a small pen (move, line, cubic, elliptical arc); arcs
become cubics so the slant stays exact, and every file is one `path` of
absolute M/L/C commands.

Usage: make_classic.py                 write GlyphSets/classic and GlyphSets/no_zero
       make_classic.py PACK [OUT_DIR]  write one pack (default GlyphSets/PACK)
"""
import math
import os
import sys

W, H = 60, 80
PEN = 5          # stroke width shared by every glyph
SLANT = 0.12     # shear: dx = SLANT * (40 - y), about 7 degrees

# written guides
HIGH, TOP, BOT, LOW = 12, 24, 52, 64
# the one zero: centre, radii (written space)
ZX, ZY, ZRX, ZRY = 30, 38, 8.5, 14

CLASSIC_CODES = dict(a="0", b="9", c="0", d="10", e="2", f="3", g="6", h="4", i="1",
                     j="1", k="71", l="1", m="41", n="4", o="0", p="01", q="6",
                     r="7", s="5", t="7", u="0", v="7", w="14", x="7", y="6", z="2")


class Pen:
    """Collects subpaths of absolute points; arcs are turned into cubics."""

    def __init__(self):
        self.subs = []

    def M(self, x, y):
        self.subs.append([("M", (x, y))])
        return self

    def _cur(self):
        return self.subs[-1][-1][1][-2:] if len(self.subs[-1][-1][1]) > 2 else self.subs[-1][-1][1]

    def L(self, x, y):
        self.subs[-1].append(("L", (x, y)))
        return self

    def C(self, x1, y1, x2, y2, x, y):
        self.subs[-1].append(("C", (x1, y1, x2, y2, x, y)))
        return self

    def Q(self, x1, y1, x, y):
        x0, y0 = self._cur()
        return self.C(x0 + 2 / 3 * (x1 - x0), y0 + 2 / 3 * (y1 - y0),
                      x + 2 / 3 * (x1 - x), y + 2 / 3 * (y1 - y), x, y)

    def arc(self, cx, cy, rx, ry, a0, a1, new=False):
        """Elliptical arc from angle a0 to a1 (degrees; 0 = +x, 90 = +y, i.e. down)."""
        sx, sy = cx + rx * math.cos(math.radians(a0)), cy + ry * math.sin(math.radians(a0))
        if new or not self.subs:
            self.M(sx, sy)
        else:
            x0, y0 = self._cur()
            if abs(x0 - sx) > 0.05 or abs(y0 - sy) > 0.05:
                self.L(sx, sy)
        n = max(1, math.ceil(abs(a1 - a0) / 90))
        step = (a1 - a0) / n
        for k in range(n):
            t0, t1 = math.radians(a0 + k * step), math.radians(a0 + (k + 1) * step)
            h = 4 / 3 * math.tan((t1 - t0) / 4)
            p0 = (math.cos(t0), math.sin(t0))
            p3 = (math.cos(t1), math.sin(t1))
            p1 = (p0[0] - h * p0[1], p0[1] + h * p0[0])
            p2 = (p3[0] + h * p3[1], p3[1] - h * p3[0])
            pts = [(cx + rx * px, cy + ry * py) for px, py in (p1, p2, p3)]
            self.C(*pts[0], *pts[1], *pts[2])
        return self

    def dot(self, x, y):
        """A dot: a one-unit stroke whose round caps make it round."""
        return self.M(x, y - 0.5).L(x, y + 0.5)


def zero(p, cx=ZX, cy=ZY, rx=ZRX, ry=ZRY, a0=-90, a1=270, new=True):
    """The one zero (written space), or an arc of it."""
    return p.arc(cx, cy, rx, ry, a0, a1, new=new)


# ---------------------------------------------------------------------------
# The glyphs.  Each is (space, draw function).  Comments describe the written
# digit first, then what the audience sees.

def g_o(p):  # 0 / o: the zero itself
    zero(p)


def g_a(p):  # 0 with the pen's lead-in tick at top left / a with its exit tail (a tick
    # from (20.5, 26.5) passed turned in 17 of 48 jittered copies, reading 0; from (20.2, 26)
    # in 47; from y 25 or higher the jittered written rows lose digits, and from (19.5, 23.5)
    # the unperturbed rows read it 5)
    p.M(20.2, 26)
    zero(p, a0=195, a1=195 + 360, new=False)


def g_c(p):  # 0 left open on its left, where the pen starts and ends / c (a gap of 36 degrees
    # read o turned; 43 reads c, and written it reads the upside-down c either way; 43, from
    # 208, passed turned in 33 of 48 jittered copies, reading o; 46, from 211, in 44; from 214
    # in 47, but a jittered written row lost digits)
    zero(p, a0=211, a1=165 + 360)


def g_u(p):  # the zero with a lead-in curling into it at its left, its stroke ending short of
    # closing at the foot / u: the opening at the top, the lead-in its exit tail (a 3-unit
    # straight lead-in made a zero with a gap turned) (both readings sit on a knife
    # edge: a 2 degree narrower gap reads o turned, wider reads n written)
    sx, sy = ZX + ZRX * math.cos(math.radians(200)), ZY + ZRY * math.sin(math.radians(200))
    p.M(sx - 3.5, sy - 3.5).Q(sx - 1.5, sy - 0.5, sx, sy)
    zero(p, a0=200, a1=415, new=False)
    zero(p, a0=122, a1=200)


def g_b(p):  # 9: loop on top, a straight stem with a small hook to the left at its foot / b whose
    # ascender has only a small serif (a stem curling 6.5 units left at its foot made the turned
    # ascender a 6's hooked top: 6 in "brown" and "abracadabra" at row size, b 0.25 over 6 0.24 to the
    # judge; with no hook at all the written 9 looks more like a q)
    p.arc(28.5, 36, 9, 12, -15, -375)
    p.L(37.5, 60).C(37.5, 63, 36.5, 64.5, 34.5, 64.5)


def g_d(p):  # 10: flagged 1 (to 59, not 64: see the README), the zero close beside it, joined to
    # the 1's top by the pen's travel / d: the bowl meets its stem at the baseline (fourteenth
    # pass b: the travel meets the zero at 205 degrees, not 220, where it was a's lead-in tick and
    # the 0 read ^a; with the 1 to 60 the whole 10 then reads p, to 58 the turned d reads ^b)
    p.M(10, 30).L(17, 22).L(17, 59)
    zero(p, cx=33)
    x, y = 33 + ZRX * math.cos(math.radians(205)), ZY + ZRY * math.sin(math.radians(205))
    p.M(17, 25).Q(18, y - 1, x, y)


def g_e(p):  # 2 whose round foot curls back up into a small loop / e (the loop's top at 45: at
    # 44, a unit higher, the written glyph reads 3 to the judge in every phrase; at 46.5 the turned
    # loop is too small and reads z)
    p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 42, 24, 46)
    p.C(19, 51, 22, 53, 30, 53).C(37, 53, 41, 51.5, 40.5, 48.5).C(40, 45.5, 37, 45, 35.5, 46.5)


def g_z(p):  # 2 with a straight diagonal / z (a 2 whose diagonal curves read y or ^z turned)
    p.M(20, 27).C(22, 23, 40, 22, 40, 28).L(20, 52).L(41, 52)


def g_f(p):  # flat-topped 3 whose diagonal runs into a round bowl (drawn turned: f with a
    # slanting stem, a round hook and a short foot centred under the stem) / f (the upright stem
    # of the first drawing read ^f written; the foot running 17 units right of the stem read 3
    # but turned was a pound sign; fourteenth pass b: the foot 5 left and 9 right of the stem,
    # an f with a serif to the eye, which the judge reads ^f written, paid for by d; pass 16b,
    # "tallR" of Scripts/glyphs/sketches/f-9-half-bar.py: the stem bends at 34 under a hook
    # rising 4 above the ascender line, and the bar runs to the right of the stem only, at
    # 29.5, so turned it is a half-barred f, not a pound sign; written, a spur outside the 3's
    # bowl. Costs PP-OCRv4 and ddddocr characters, see docs/trick.md "What pass 16b changed")
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 34).C(19.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(24.5, 29.5).L(35, 29.5)


def six_loop(p):
    p.arc(30, 40, 9.5, 12, 180, 180 - 350)


def g_g(p):  # 6 whose stem starts in a long curl / g with a hooked tail (turned, a 6 is a 9 to
    # the recogniser whatever the curl; the long curl makes g its best letter, not n)
    p.M(41, 20).C(40, 12, 22, 10, 20.5, 28).L(20.5, 40)
    six_loop(p)


def g_q(p):  # 6 with an upright stem, straight from its hook down into the loop, a small hook to
    # the left at its top / q whose straight tail flicks right (a 6 whose stem curved from a
    # right-hand flag read s in "quick"; fourteenth pass: the stem straight below the hook
    # instead of bending in, so turned the tail no longer curves like g's: the judge's 6 0.53
    # -> 0.40 over b 0.22 -> 0.18; a stem straight up to a hook 1 unit shorter reads b written)
    p.M(29, 13).Q(22, 12, 21.5, 21).L(21.5, 40)
    p.arc(30, 41, 8.5, 11, 180, 180 - 350)


def g_y(p):  # 6 with g's long curl whose stem's foot runs on along the bottom, and a bowl whose
    # right side stops short of it / y: the cup open at its top left, g's tail.  Turned, the 6's
    # bowl is y's cup, so the gap that opens it must be in the 6's foot: the earlier loop closed to
    # a narrow gap at the stem read g turned at row size ("hi gou"), and a wide gap at the stem
    # looked like a b with a hook written.  Here the stem's foot carries the 6's round bottom and
    # the gap sits at its right, where a quick hand lifts the pen: a 6 written (the judge's 6 0.86),
    # a y turned to the eye (the judge still reads any turned 6 as 9)
    p.M(41, 20).C(40, 12, 22, 10, 20.5, 28).L(20.5, 45).C(20.5, 50.5, 24, 53, 30.5, 52.5)
    p.M(20.5, 40).C(21.5, 33, 25.5, 30, 30, 30).C(36, 30, 39.5, 35, 39.5, 41.5).L(39.5, 46.5)


def g_h(p):  # open 4 whose bar stops at the stem / h: the 4's diagonal is the shoulder (the
    # recogniser's verdicts flip with 2 units of the stem's top or the bar's height; this one
    # passes both ways, and a bar crossing the stem, which also did, made the turned h a crossed h)
    p.M(24, 24).L(16, 43).L(38, 43)
    p.M(38, 20).L(38, 64)


def g_n(p):  # open 4 with a short stem, a steep first stroke and a wide round corner / n: the
    # 4's first stroke is its leg (steep, so the leg stands nearly upright), the wide corner an
    # arched shoulder, the stem rises only a little above it like an entry serif (a shallower
    # first stroke and a tight corner made a square roof and a slanting leg: a short h turned; turned
    # the recogniser reads it ^u, the same drawing as n).  The stem at 38.5 from 23 (not 38 from
    # 24): turned, the leg half a unit further from the shoulder and a unit lower, and the
    # judge's ^u holds in 45 of 48 jittered copies instead of 33 (^q); a stem from 22 or at
    # 39 alone did less, and a stem ending at 50 reads u written
    p.M(23, 24).L(16 + 11 * 0.25, 46 - 11).C(16 + 3 * 0.25, 46 - 3, 18, 46, 26, 46).L(38.5, 46)
    p.M(38.5, 23).L(38.5, 51)


def g_i(p):  # 1 with a flag and a short foot stroke a little below it / i with a dash for its dot
    # (the dash 2 units nearer the 1 all but touched the stem turned, and the i read l in every
    # phrase; 2 units further it reads ^i written)
    p.M(25, 30).L(30, 24).L(30, 52)
    p.M(27.5, 62).L(33.5, 60)


def g_j(p):  # tall flagged 1 whose top curls a little to the right, a short stroke below / j with
    # a hook (a shorter curl read l turned; this one reads ^j written to the recogniser).  Pass 18:
    # the 1's flag (6 units, a unit longer than the i's) and the stroke 2 units lower, at the i's height:
    # without them a bare curled stroke over a mark, "!" to fresh eyes; turned, the flag is a small
    # kick at the tail's foot.  A stroke longer than 6 units reads as a bar turned (^l), a curl
    # smaller than this one ^l or i
    p.M(24, 25.5).L(30, 17.5)
    p.M(30, 52).L(30, 17).C(30, 13, 32, 11.5, 35, 12.5)
    p.M(27.5, 61.5).L(33.5, 60.5)


def g_l(p):  # tall 1 with a flag / l with a foot flick
    p.M(24, 31).L(30, 24).L(30, 64)


def g_k(p):  # 7, then a tall 1 whose flag starts at the 7's corner / k: stem, arm, flat leg
    # (the 7 from (10, 24) over (29, 27) to (16, 52): the whole 71 read ^k in 16 of 48 jittered
    # copies; a bar a unit flatter and a stem half a unit further left, 4; moving the 1 or its
    # flag instead parted the turned arm from the stem, an a)
    p.M(10, 25).L(28.5, 27).L(15, 52)
    p.M(30, 31).L(38, 24).L(38, 64)


def g_m(p):  # an open 4 and a flagged 1 with a small foot, apart, each the one-digit glyphs'
    # size / m: the 4's stroke and stem are its right legs, the 1 its first leg and the foot the
    # start of its roof (a 4 whose bar ran on into the 1 gave the written row a joined
    # Ш-like shape that read 44; the whole 41 still reads ^m to the recogniser, as any 41
    # that turns into an m must)
    p.M(16, 24).L(10, 48).L(33, 48)
    p.M(26, 25).L(26, 52)
    p.M(37, 31).L(44, 24).L(44, 50).Q(44, 53, 37, 52)


def g_p(p):  # 0 and, apart from it, a flagged 1 rising to 16 (not 12: see the README) whose foot
    # turns back 2 units towards the 0 / p: the bowl beside its stem, the foot an entry stroke
    # into the bowl.  Pass 18: the 1's stem 19 units right of the 0's centre, two digits at the
    # one-digit glyphs' spacing, as no_zero's 91 stands; from pass 15 the 0 stood against the 1
    # (centre 27, the 1 at 40), its flag hidden on the 0's shoulder, and fresh eyes read one d
    # ("6d41n1" for jumpy fox).  The 1 leans 2 units more than the hand (its top at 44, its foot
    # at 42), so turned the stem's top stands nearer the bowl than its descender (the judge's p
    # 0.64 upright, 0.85 so).  17 units apart packtool trick splits the 01 wrong, 18 its turned p
    # is a close call (w), and a 1 rising to 12 or 14 reads ^p as a whole
    zero(p, cx=23)
    p.M(40.5, 22).L(44, 16).L(42.1, 49.5).Q(42, 52.5, 40, 52.5)


def g_r(p):  # 7 with a near-upright stem whose foot turns left / r with a short flat foot (a
    # sloping stem, or a foot that curls back up, read c turned; a bar shorter than 15 read ^r)
    p.M(26, 24).L(41, 24).L(39, 52)
    p.M(39.8, 37).C(38, 44, 32, 50, 25, 51.5)


def g_s(p):  # 5 with a flat top, a short upright and a wide, shallow bowl / s on a flat base (the
    # s drawn turned, with a round top, read s or ^s written, never 5; a 5 with a deep bowl read
    # g turned)
    p.M(39, 24).L(23, 24).L(22, 36).C(28, 35, 39, 37, 39, 44).C(39, 49, 36, 52, 30, 52)
    p.C(25, 52, 22, 50, 21, 48)


def g_t(p):  # crossed 7 with a round corner and a steep stem / t
    p.M(20, 24).L(35, 24).C(37, 24, 38, 26, 37.5, 30).L(33, 62)
    p.M(25, 48).L(44, 48)


def g_v(p):  # 7 whose bar runs flat from the corner for 11 units and then droops steeply to its
    # start, over a stem upright after the hand's slant / v: the stem is its left arm, standing
    # up, the drooping end of the bar its right arm rising to half the letter's height, the flat
    # part a short base (a v written quickly, nu-like).  The fifth pass's bar drooped evenly by 7
    # units with a curl at its start: turned, a right arm that hardly rose, an L with a flick
    # to the eye ("ovzr", "sezen").  A bar drooping evenly and steeply reads 1 or 4 written; the
    # flat part keeps the 7 (with 8 units of it the judge reads ^u written).  The judge reads
    # the turned glyph u, as it did the fifth pass's
    p.M(14, 42).L(24, 25).L(35, 24).L(34.5, 52)


def g_x(p):  # 7 with an upright stem crossed by a shallow bar / x on a flat foot.  Session 13: the
    # crossing stroke falls 24 degrees (26 long, through the stem 0.4 of the way down), not 38 from
    # near the bar's left end to the foot's right ((19, 30) -> (42.5, 48.5) under a stem to x 25):
    # blind readers read that "an X with a bar across the top" in every row; this is a crossed 7
    # written (judge 7 0.56 -> 0.96) and still x turned (0.33 -> 0.84), an x with one flat arm.
    # Steeper (28 degrees, 30 long) cost PP-OCRv4 2 written digits in no_zero's "fox"
    # (Scripts/glyphs/sketches/x-2-shallow-cross.py, docs/trick.md "session 13")
    p.M(17, 24).L(40, 24).L(30, 52)
    p.M(24.1, 29.9).L(47.9, 40.5)


def g_w(p):  # (drawn turned: two v's, the left one barred) / w.  Written, a 1 with a long flag and
    # apart from it a closed 4 whose bar reaches its stem, each a one-digit glyph's size (twelfth
    # pass; before, the 1 was a symmetric Λ leaning into the 4's diagonal and the bar stopped at
    # the stem, and the 14 read M to the eye).  Turned, the 1's upright stem is the second v's
    # left arm and its flag the right arm; the 4's bar is a short rung low in the first v, 16
    # units above its point (fourteenth pass: at 20, poking 1.5 units past the arm, the turned w
    # read as a W with a flag; at 14 the written 4 closes into an A and tesseract loses a digit).
    # A bar crossing further (4.5 units) made a crossed, t-like first v turned; a shorter flag
    # made the turned w an n (pass 15b: the flag ending 4 to 14 units higher written, n 0.30 to
    # 0.99).  Pass 15b: the written 4's diagonal stopping at, or 4 or 7 units past, a bar at
    # written 42 or 44 reads 4 better (0.25 -> 0.82, 0.46, 0.22) but the turned first v reads h
    # (ddddocr) or PP-OCRv4 loses "brown" (docs/trick.md, "What pass 15b tried")
    p.M(12, 24).L(14, 56).L(28, 30)
    p.M(12.5, 40).L(22.6, 40)
    p.M(33, 27).L(35, 56).L(49, 30)


CLASSIC = {l: ("T" if l in "fw" else "W", globals()["g_" + l]) for l in "abcdefghijklmnopqrstuvwxyz"}


# --- no_zero: the same hand; only the letters whose classic code has a 0 change
# (GlyphSets/no_zero/README.md gives each change and its measured reason).

NO_ZERO_CODES = dict(CLASSIC_CODES, a="6", c="2", o="9", u="11", d="16", p="91")


def nz_a(p):  # a 6 whose short stem starts with a small tick to the left / a with its exit tail
    # (the recogniser reads the written glyph ^a, as it did the 6 with a bare lead-in, which turned
    # read o; every taller stem read 9 or g turned)
    p.M(16, 21).Q(21.5, 20, 21.5, 24).L(21.5, 35)
    p.arc(30, 38, 8.5, 14, 190, 190 - 360)


def nz_c(p):  # round 2 with a short foot / c with a flat top terminal
    p.M(20, 31).C(20, 22, 40, 21, 40, 33).C(40, 44, 32, 50, 21, 52).L(36, 52)


def nz_o(p):  # 9 whose short tail leaves the loop's foot near its middle and runs straight down
    # with a small flick to the left / o with a short tick on its top, near the middle (twelfth
    # pass).  The eleventh pass's tail hugged the loop's right side and flicked left below it:
    # turned, a stroke rising from the o's left side and curling over its top, a 6 at a glance.
    # The tail ending 1 unit lower reads ^q or 6 turned; leaving the loop further right (a
    # tadpole slash, or from 20 to 50 degrees) reads q written or ^q turned.  Pass 15b: a real
    # stem (a smaller loop, or from its right side) reads ^q or b turned; the tail straight
    # without its flick reads q written.  Pass 17 ("curl_half" of
    # Scripts/glyphs/sketches/o-1-no_zero-tail.py): the flick turns further left, ending at
    # (29, 56.3) where it ended at (30.5, 56), so written the tail curls as a 9's does; the blind
    # readers read the old one 0 in "hot wax", and so did ddddocr and tesseract ("704").  A full
    # curl (to 27.5) reads 6 turned to tesseract and ddddocr ("6f" for "of")
    p.arc(30, 37, 8.5, 13, 60, 60 - 360, new=True)
    p.C(33, 52, 32.3, 55.5, 29, 56.3)


def nz_u(p):  # 11, the second 1's flag leaving the first, just touching it / u (the flag starting
    # 3 units further left, out of the first 1's stem, made the first place read t or ^d, so the
    # written rows read 61 for 11)
    p.M(16, 31).L(21, 24).L(21, 52)
    p.M(26, 37).C(30, 30, 35, 27, 38, 24).L(38, 52)


def nz_d(p):  # tall 1 (to 60, as classic's d), then a 6 whose stem leans in towards the 1 / d (a
    # 6 with a taller or more upright stem read 9l or a turned; one with a lower stem, ^o).  The
    # 1 at 16.5 (was 17, with its flag from 10): the whole 16 read ^d in 18 of 48 jittered
    # copies, now 5; at 16 the turned d read a in 8
    p.M(9.5, 30).L(16.5, 22).L(16.5, 60)
    p.M(40, 22).C(31, 24, 26.5, 30, 26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def nz_p(p):  # 9 whose tail runs close beside a tall rising 1 / p (the 1 at 44 left a gap: "lb"
    # turned; at 37 the loop runs into the 1 and the glyph reads 68 written).  The 9 fills the
    # band (24 to 52, as the other digits) with a smaller loop, so turned its tail ends level
    # with the stem's top instead of rising 3 units above it as b's ascender (twelfth pass;
    # before, the loop 24..46 and the tail to 55).  A 1 at 37 or 36 splits the glyph wrong
    # (k or 6, ^y); a tail ending at 52 further left, or a larger loop, reads 0, q, a or ^b
    p.arc(22, 33.5, 8, 9.5, 0, -360, new=True)
    p.C(30, 41.5, 30, 48, 28, 52)
    p.M(33.5, 19).L(38.5, 12).L(38.5, 52)


NO_ZERO = dict(CLASSIC, **{l: ("W", globals()["nz_" + l]) for l in "acoudp"})
assert all("0" not in c for c in NO_ZERO_CODES.values())


PACKS = {"classic": (CLASSIC_CODES, CLASSIC), "no_zero": (NO_ZERO_CODES, NO_ZERO)}


def pack_codes(name):
    return PACKS[name][0]


def pack_glyphs(name):
    return PACKS[name][1]


def transform(space, x, y):
    if space == "T":
        x, y = W - x, H - y
    return x + SLANT * (H / 2 - y), y


def _num(v):
    v = round(v, 1)
    if v == 0:
        v = 0.0
    return str(int(v)) if v == int(v) else str(v)


def path_data(space, draw):
    p = Pen()
    draw(p)
    out = []
    for sub in p.subs:
        for cmd, vals in sub:
            pts = [transform(space, vals[k], vals[k + 1]) for k in range(0, len(vals), 2)]
            out.append(cmd + " ".join(f"{_num(x)} {_num(y)}" for x, y in pts))
    return " ".join(out)


def svg(name, letter):
    space, draw = pack_glyphs(name)[letter]
    code = pack_codes(name)[letter]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80" viewBox="0 0 60 80">\n'
        f"  <title>{letter} \u2014 {code}</title>\n"
        f'  <path d="{path_data(space, draw)}" fill="none" stroke="#111111" stroke-width="{PEN}"'
        ' stroke-linecap="round" stroke-linejoin="round"/>\n'
        "</svg>\n"
    )


def file_name(name, letter):
    return (f"{name}_" if name != "classic" else "") + f"lowercase_{letter}.svg"


def write(name, out):
    os.makedirs(out, exist_ok=True)
    for letter in sorted(pack_glyphs(name)):
        with open(os.path.join(out, file_name(name, letter)), "w") as f:
            f.write(svg(name, letter))


def main():
    args = sys.argv[1:]
    if not args:
        for name in PACKS:
            write(name, os.path.join("GlyphSets", name))
        return
    if args[0] in ("-h", "--help"):
        print("Usage:" + __doc__.split("Usage:", 1)[1].rstrip())
        return
    if args[0] not in PACKS or len(args) > 2:
        sys.exit(f"make_classic.py: no pack named '{args[0]}'; it draws {' and '.join(PACKS)}."
                 if args[0] not in PACKS else "make_classic.py: give a pack and at most one folder")
    write(args[0], args[1] if len(args) > 1 else os.path.join("GlyphSets", args[0]))


if __name__ == "__main__":
    main()
