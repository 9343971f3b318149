#!/usr/bin/env python3
"""Writes the Sawtooth Gears photos (resources/sawtooth/*.svg): three 240x240 scenes, each cut
into 3x3 gear pieces by the game. Every piece holds something that shows which way is up.
Standard library only; rerun to regenerate (the drawings are seeded, so the output is stable)."""
import math
import os
import random

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "sawtooth")


def svg(body, defs=""):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">\n'
            f"<defs>{defs}</defs>\n{body}</svg>\n")


def gradient(name, stops, x2=0, y2=1):
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{name}" x1="0" y1="0" x2="{x2}" y2="{y2}">{s}</linearGradient>'


def cloud(x, y, s, opacity=0.95):
    parts = [(0, 0, 12), (12, -6, 14), (26, 0, 11), (13, 5, 12), (-9, 4, 8), (35, 5, 8)]
    return "".join(f'<circle cx="{x + dx * s:.1f}" cy="{y + dy * s:.1f}" r="{r * s:.1f}" fill="#fff" '
                   f'fill-opacity="{opacity}"/>' for dx, dy, r in parts)


def gull(x, y, s=1.0):
    return (f'<path d="M{x - 7 * s},{y} q{3.5 * s},{-5 * s} {7 * s},0 q{3.5 * s},{-5 * s} {7 * s},0" '
            f'fill="none" stroke="#333" stroke-width="{1.6 * s}" stroke-linecap="round"/>')


def sailboat(x, y, s, hull, sail, flag):
    # The boat points right: bow on the right, the mast towards the stern, a pennant flying left.
    return (f'<path d="M{x - 22 * s},{y} L{x + 26 * s},{y} L{x + 16 * s},{y + 10 * s} L{x - 16 * s},{y + 10 * s} Z" '
            f'fill="{hull}" stroke="#2b1d14" stroke-width="1"/>'
            f'<rect x="{x - 6 * s}" y="{y - 42 * s}" width="{2.2 * s}" height="{42 * s}" fill="#5a3b22"/>'
            f'<path d="M{x - 3.5 * s},{y - 40 * s} L{x - 3.5 * s},{y - 4 * s} L{x + 22 * s},{y - 4 * s} Z" fill="{sail}" '
            f'stroke="#8a8a8a" stroke-width="0.6"/>'
            f'<path d="M{x - 7 * s},{y - 36 * s} L{x - 20 * s},{y - 33 * s} L{x - 7 * s},{y - 30 * s} Z" fill="{sail}"/>'
            f'<path d="M{x - 5 * s},{y - 42 * s} L{x - 17 * s},{y - 45 * s} L{x - 5 * s},{y - 48 * s} Z" fill="{flag}"/>')


def harbour():
    defs = (gradient("sky", [(0, "#3b8fd9"), (0.7, "#a9dcf5"), (1, "#e8f6ff")]) +
            gradient("sea", [(0, "#1f7fb0"), (1, "#0b3b66")]) +
            '<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5" fx="0.5" fy="0.5"><stop offset="0" stop-color="#fff7c2"/><stop offset="0.6" '
            'stop-color="#ffd23f"/><stop offset="1" stop-color="#ffb300"/></radialGradient>')
    b = ['<rect width="240" height="240" fill="url(#sky)"/>',
         '<circle cx="44" cy="40" r="22" fill="url(#sun)"/>',
         ''.join(f'<line x1="{44 + 27 * math.cos(a):.1f}" y1="{40 + 27 * math.sin(a):.1f}" '
                 f'x2="{44 + 35 * math.cos(a):.1f}" y2="{40 + 35 * math.sin(a):.1f}" stroke="#ffc928" '
                 f'stroke-width="3" stroke-linecap="round"/>' for a in [k * math.pi / 6 for k in range(12)]),
         cloud(110, 30, 1.0), cloud(180, 62, 0.8), cloud(20, 100, 0.6),
         gull(150, 40), gull(170, 52, 0.8), gull(92, 70, 0.7),
         # distant hills on the left horizon
         '<path d="M0,140 Q30,110 70,128 Q100,112 130,140 Z" fill="#5c8f5a"/>',
         '<path d="M0,140 Q25,124 55,134 Q80,126 100,140 Z" fill="#477a48"/>',
         '<rect y="138" width="240" height="102" fill="url(#sea)"/>']
    # the lighthouse on a rock, right
    b += ['<path d="M168,150 Q175,126 200,122 Q232,120 240,134 L240,162 L168,162 Z" fill="#6b625a"/>',
          '<path d="M200,122 L214,122 L218,44 L196,44 Z" fill="#f4f4f4" stroke="#555" stroke-width="1"/>',
          '<path d="M201,110 L213,110 L214,96 L200,96 Z" fill="#d8322f"/>',
          '<path d="M199,82 L215,82 L216,68 L198,68 Z" fill="#d8322f"/>',
          '<path d="M197,56 L217,56 L217.6,48 L196.4,48 Z" fill="#d8322f"/>',
          '<rect x="199" y="30" width="16" height="14" fill="#ffe066" stroke="#333" stroke-width="1.2"/>',
          '<path d="M196,30 L207,18 L218,30 Z" fill="#b52a28"/>',
          '<path d="M215,37 L240,28 L240,46 Z" fill="#fff3a0" fill-opacity="0.7"/>']
    # the pier, lower left
    b += ['<rect x="0" y="168" width="86" height="8" fill="#8b5a2b" stroke="#4a2f14" stroke-width="1"/>']
    b += [f'<rect x="{x}" y="176" width="5" height="30" fill="#6b4423"/>' for x in (6, 30, 54, 78)]
    b += ['<rect x="62" y="150" width="14" height="18" fill="#c0392b"/><path d="M60,150 L69,141 L78,150 Z" fill="#7b241c"/>']
    # waves
    rnd = random.Random(3)
    for row in range(9):
        y = 150 + row * 10
        for _ in range(5):
            x = rnd.uniform(0, 230)
            b.append(f'<path d="M{x:.1f},{y} q5,-4 10,0 q5,-4 10,0" fill="none" stroke="#bfe6ff" '
                     f'stroke-opacity="0.55" stroke-width="1.5"/>')
    b += [sailboat(128, 168, 1.0, "#c0392b", "#fffaf0", "#f1c40f"),
          sailboat(124, 226, 0.75, "#f39c12", "#ffffff", "#2980b9"),
          sailboat(196, 212, 0.65, "#2e86c1", "#fdebd0", "#e74c3c")]
    # a buoy in the middle
    b += ['<path d="M36,228 L46,228 L44,213 L38,213 Z" fill="#e74c3c"/><circle cx="41" cy="211" r="3" fill="#f1c40f"/>']
    return svg("\n".join(b), defs)


def flower(x, y, r, petal, centre, stem=True):
    out = []
    if stem:
        out.append(f'<path d="M{x},{y} q-2,{r * 2} 1,{r * 4}" stroke="#2e7d32" stroke-width="{max(1, r / 3):.1f}" fill="none"/>')
        out.append(f'<ellipse cx="{x + r * 0.9:.1f}" cy="{y + r * 2.4:.1f}" rx="{r * 0.8:.1f}" ry="{r * 0.35:.1f}" '
                   f'fill="#43a047" transform="rotate(-30 {x + r * 0.9:.1f} {y + r * 2.4:.1f})"/>')
    for k in range(5):
        a = k * 2 * math.pi / 5 - math.pi / 2
        out.append(f'<circle cx="{x + r * 0.7 * math.cos(a):.1f}" cy="{y + r * 0.7 * math.sin(a):.1f}" '
                   f'r="{r * 0.55:.1f}" fill="{petal}"/>')
    out.append(f'<circle cx="{x}" cy="{y}" r="{r * 0.42:.1f}" fill="{centre}"/>')
    return "".join(out)


def meadow():
    defs = (gradient("sky", [(0, "#4aa3e8"), (1, "#cdeeff")]) +
            gradient("hill1", [(0, "#8bc34a"), (1, "#558b2f")]) +
            gradient("hill2", [(0, "#9ccc65"), (1, "#33691e")]))
    b = ['<rect width="240" height="240" fill="url(#sky)"/>',
         '<circle cx="196" cy="42" r="24" fill="#ffd54f"/><circle cx="196" cy="42" r="17" fill="#ffeb3b"/>',
         ''.join(f'<line x1="{196 + 29 * math.cos(a):.1f}" y1="{42 + 29 * math.sin(a):.1f}" '
                 f'x2="{196 + 38 * math.cos(a):.1f}" y2="{42 + 38 * math.sin(a):.1f}" stroke="#ffca28" '
                 f'stroke-width="3" stroke-linecap="round"/>' for a in [k * math.pi / 5 + 0.2 for k in range(10)]),
         cloud(30, 34, 0.9), cloud(110, 60, 0.7), gull(130, 28, 0.9), gull(146, 36, 0.7),
         # a mountain far away in the middle
         '<path d="M60,120 L118,52 L176,120 Z" fill="#90a4ae"/><path d="M104,68 L118,52 L132,68 L124,64 L118,70 L111,63 Z" fill="#fff"/>',
         '<path d="M0,118 Q60,90 130,112 T240,104 L240,240 L0,240 Z" fill="url(#hill1)"/>',
         '<path d="M0,160 Q80,128 160,150 T240,150 L240,240 L0,240 Z" fill="url(#hill2)"/>']
    # a tree on the left
    b += ['<rect x="30" y="96" width="10" height="52" fill="#6d4c41"/>',
          '<circle cx="35" cy="84" r="22" fill="#2e7d32"/><circle cx="22" cy="96" r="14" fill="#388e3c"/>'
          '<circle cx="48" cy="94" r="15" fill="#43a047"/>',
          '<circle cx="28" cy="80" r="3" fill="#e53935"/><circle cx="44" cy="88" r="3" fill="#e53935"/>'
          '<circle cx="36" cy="100" r="3" fill="#e53935"/>']
    # a small red barn on the right hill
    b += ['<rect x="168" y="100" width="34" height="26" fill="#c62828" stroke="#5d1a1a" stroke-width="1"/>',
          '<path d="M164,102 L185,84 L206,102 Z" fill="#6d4c41"/>',
          '<rect x="180" y="110" width="10" height="16" fill="#fff3e0"/><path d="M180,110 L190,126 M190,110 L180,126" stroke="#c62828"/>']
    # a fence running across
    for k in range(9):
        x = 70 + k * 11
        b.append(f'<rect x="{x}" y="{128 + k * 0.6:.1f}" width="4" height="18" fill="#d7b98e" stroke="#8d6e63" stroke-width="0.6"/>')
    b.append('<path d="M68,133 L164,138 M68,141 L164,146" stroke="#bfa07a" stroke-width="2.4"/>')
    # a path winding down to the bottom right
    b.append('<path d="M150,150 Q130,180 170,200 T230,240 L200,240 Q150,210 120,190 Q112,168 138,150 Z" fill="#d7ccc8"/>')
    rnd = random.Random(7)
    palette = [("#e91e63", "#ffeb3b"), ("#ffffff", "#ffc107"), ("#7e57c2", "#fff59d"), ("#ff7043", "#5d4037"),
               ("#fdd835", "#6d4c41"), ("#29b6f6", "#ffffff")]
    for _ in range(46):
        x, y = rnd.uniform(6, 234), rnd.uniform(158, 232)
        if 120 < x < 235 and abs(y - (150 + (x - 120) * 0.8)) < 26:
            continue
        petal, centre = rnd.choice(palette)
        b.append(flower(round(x, 1), round(y, 1), round(rnd.uniform(3.5, 6.5), 1), petal, centre))
    # a butterfly
    b.append('<g transform="translate(96 92) rotate(-20)"><ellipse cx="-6" cy="-4" rx="7" ry="5" fill="#ff9800"/>'
             '<ellipse cx="6" cy="-4" rx="7" ry="5" fill="#ff9800"/><ellipse cx="-4" cy="4" rx="4" ry="3" fill="#ef6c00"/>'
             '<ellipse cx="4" cy="4" rx="4" ry="3" fill="#ef6c00"/><rect x="-1" y="-8" width="2" height="15" fill="#212121"/></g>')
    return svg("\n".join(b), defs)


def city():
    defs = (gradient("sky", [(0, "#1a1446"), (0.55, "#7b3f8c"), (0.85, "#f08a4b"), (1, "#ffcf6b")]) +
            gradient("river", [(0, "#2c3e70"), (1, "#101a38")]))
    b = ['<rect width="240" height="240" fill="url(#sky)"/>',
         '<circle cx="188" cy="34" r="16" fill="#fdf6d8"/><circle cx="196" cy="29" r="14" fill="#2a1b55"/>']
    rnd = random.Random(5)
    for _ in range(40):
        x, y = rnd.uniform(0, 240), rnd.uniform(0, 90)
        b.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{rnd.uniform(0.5, 1.4):.1f}" fill="#fff" fill-opacity="0.8"/>')
    # buildings: x, width, top, colour
    far = [(0, 26, 120), (24, 20, 104), (42, 30, 128), (70, 18, 96), (86, 28, 116), (112, 22, 88), (132, 30, 122),
           (160, 24, 100), (182, 34, 118), (214, 26, 108)]
    for x, w, top in far:
        b.append(f'<rect x="{x}" y="{top}" width="{w}" height="{190 - top}" fill="#3b2d63"/>')
    near = [(0, 34, 132, "#263859"), (36, 22, 70, "#1f3a5f"), (60, 30, 150, "#2e4a62"), (92, 26, 110, "#34495e"),
            (120, 38, 40, "#22313f"), (160, 24, 136, "#3d566e"), (186, 30, 92, "#2c3e50"), (218, 22, 144, "#2f4f6f")]
    for x, w, top, colour in near:
        b.append(f'<rect x="{x}" y="{top}" width="{w}" height="{196 - top}" fill="{colour}"/>')
        for wy in range(top + 6, 188, 9):
            for wx in range(x + 4, x + w - 5, 7):
                if rnd.random() < 0.6:
                    lit = rnd.choice(["#ffe082", "#fff59d", "#ffcc80", "#b3e5fc"])
                    b.append(f'<rect x="{wx}" y="{wy}" width="4" height="5" fill="{lit}"/>')
    # the tall tower with its antenna and a red light, and a stepped roof on the left building
    b += ['<path d="M120,40 L139,22 L158,40 Z" fill="#22313f"/><rect x="138" y="0" width="2.5" height="24" fill="#b0bec5"/>',
          '<circle cx="139.2" cy="3" r="3" fill="#ff1744"/>',
          '<rect x="42" y="58" width="10" height="12" fill="#1f3a5f"/><rect x="45" y="46" width="4" height="12" fill="#1f3a5f"/>',
          '<path d="M186,92 Q201,70 216,92 Z" fill="#4e6a85"/>']
    # quay, river with reflections, a bridge and a boat
    b += ['<rect y="190" width="240" height="8" fill="#455a64"/>',
          '<rect y="198" width="240" height="42" fill="url(#river)"/>']
    for _ in range(30):
        x, y = rnd.uniform(0, 230), rnd.uniform(202, 236)
        b.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{rnd.uniform(4, 12):.1f}" height="1.6" fill="#ffe082" fill-opacity="0.5"/>')
    b += ['<path d="M0,176 L100,176 L100,182 Q50,200 0,186 Z" fill="#8d6e63" fill-opacity="0.0"/>',
          '<path d="M150,214 L196,214 L188,224 L156,224 Z" fill="#eceff1"/><rect x="162" y="206" width="18" height="8" fill="#ef5350"/>'
          '<rect x="166" y="208" width="3" height="3" fill="#fff59d"/><rect x="172" y="208" width="3" height="3" fill="#fff59d"/>',
          # a car on the quay, heading left, headlights on
          '<rect x="70" y="182" width="24" height="8" rx="2" fill="#e53935"/><rect x="75" y="177" width="13" height="6" rx="2" fill="#e53935"/>'
          '<circle cx="75" cy="190" r="2.6" fill="#111"/><circle cx="89" cy="190" r="2.6" fill="#111"/>'
          '<path d="M70,184 L52,180 L52,190 Z" fill="#fff59d" fill-opacity="0.6"/>']
    return svg("\n".join(b), defs)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, make in (("harbour", harbour), ("meadow", meadow), ("city", city)):
        with open(os.path.join(OUT, name + ".svg"), "w") as f:
            f.write(make())
        print("wrote", os.path.join(OUT, name + ".svg"))
