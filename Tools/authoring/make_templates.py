#!/usr/bin/env python3
"""Authors small SF-Symbols-style templates from centerline geometry, in three writers' layouts.

Every outline is built with a structure that depends only on the centerline (fixed cubic subdivision, caps as
two quarter arcs), so the three small masters are interpolation-compatible by construction (see
shared/design/stroker.md). Used to produce the test fixtures and sample symbols; rerun to regenerate:

    Tools/authoring/make_templates.py OUTPUT_DIR
"""
import math
import sys
from pathlib import Path

K = 0.5522847498307936
CAP = 70.459          # cap height of every row at 100 pt (Apple's guides)
WIDTHS = {"Ultralight": 1.6, "Regular": 8.0, "Black": 17.0}   # stroke widths of the three masters, template units


def fmt(v):
    s = f"{v:.4f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def arc_points(cx, cy, r, a0, a1, segments):
    """Cubic segments approximating a circular arc from angle a0 to a1 (radians, y down)."""
    out = []
    step = (a1 - a0) / segments
    h = 4 / 3 * math.tan(step / 4) * r
    for i in range(segments):
        t0, t1 = a0 + i * step, a0 + (i + 1) * step
        p0 = (cx + r * math.cos(t0), cy + r * math.sin(t0))
        p3 = (cx + r * math.cos(t1), cy + r * math.sin(t1))
        c1 = (p0[0] - h * math.sin(t0), p0[1] + h * math.cos(t0))
        c2 = (p3[0] + h * math.sin(t1), p3[1] - h * math.cos(t1))
        out.append((c1, c2, p3))
    return out


def circle(cx, cy, r, clockwise=True):
    a0, a1 = (0, 2 * math.pi) if clockwise else (0, -2 * math.pi)
    segs = arc_points(cx, cy, r, a0, a1, 4)
    d = f"M{fmt(cx + r)} {fmt(cy)}"
    for c1, c2, p in segs:
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
    return d + "Z"


def ring(cx, cy, r, w):
    """An annulus: outer contour clockwise, inner counter-clockwise, so non-zero leaves a hole."""
    return circle(cx, cy, r + w / 2, True) + circle(cx, cy, r - w / 2, False)


def arc_band(cx, cy, r, half_angle, w):
    """A stroked arc with round caps: outer arc, cap, inner arc back, cap; fixed structure."""
    a0, a1 = -half_angle, half_angle
    outer = arc_points(cx, cy, r + w / 2, a0, a1, 2)
    inner = arc_points(cx, cy, r - w / 2, a1, a0, 2)
    start = (cx + (r + w / 2) * math.cos(a0), cy + (r + w / 2) * math.sin(a0))
    d = f"M{fmt(start[0])} {fmt(start[1])}"
    for c1, c2, p in outer:
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
    ex, ey = cx + r * math.cos(a1), cy + r * math.sin(a1)
    for c1, c2, p in arc_points(ex, ey, w / 2, a1, a1 + math.pi, 2):
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
    for c1, c2, p in inner:
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
    sx, sy = cx + r * math.cos(a0), cy + r * math.sin(a0)
    for c1, c2, p in arc_points(sx, sy, w / 2, a0 + math.pi, a0 + 2 * math.pi, 2):
        d += f"C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p[0])} {fmt(p[1])}"
    return d + "Z"


def rect(x, y, w, h):
    return f"M{fmt(x)} {fmt(y)}L{fmt(x + w)} {fmt(y)}L{fmt(x + w)} {fmt(y + h)}L{fmt(x)} {fmt(y + h)}Z"


# Each symbol: (paths(w) -> [(d, classes)], width(w) -> margin-to-margin width, style rules, version)
def ring_dot(w):
    r = CAP / 2 + 4
    cx, cy = r + w / 2 + 4, -CAP / 2
    return [(ring(cx, cy, r, w), "monochrome-0 hierarchical-0:primary multicolor-0:systemBlueColor"),
            (circle(cx, cy, 6 + w * 0.6), "monochrome-1 hierarchical-1:secondary multicolor-1:systemOrangeColor")], 2 * cx


def speaker_wave(w):
    body_w = 18 + w
    paths = [(
        f"M4 {fmt(-CAP / 2 - 10 - w / 2)}L{fmt(4 + body_w * 0.45)} {fmt(-CAP / 2 - 10 - w / 2)}"
        f"L{fmt(4 + body_w)} {fmt(-CAP / 2 - 24 - w)}L{fmt(4 + body_w)} {fmt(-CAP / 2 + 24 + w)}"
        f"L{fmt(4 + body_w * 0.45)} {fmt(-CAP / 2 + 10 + w / 2)}L4 {fmt(-CAP / 2 + 10 + w / 2)}Z",
        "monochrome-0 hierarchical-0:primary multicolor-0:labelColor")]
    cx = 4 + body_w - 6
    for i, r in enumerate((22, 36, 50)):
        paths.append((arc_band(cx, -CAP / 2, r + w / 2, math.radians(50 - i * 6), w),
                      f"monochrome-{i + 1} hierarchical-{i + 1}:{'secondary' if i < 2 else 'tertiary'} multicolor-{i + 1}:systemBlueColor"))
    return paths, cx + 50 + w + 6


def cap_square(w):
    # A box spanning the cap band at Medium: S masters are 1/1.276 of it about the midline.
    h = CAP / 1.276
    return [(rect(4, -CAP / 2 - h / 2, h, h), "monochrome-0 hierarchical-0:primary")], h + 8


SYMBOLS = {
    "ring.dot": (ring_dot, """
.monochrome-0 {-sfsymbols-motion-group:0}
.monochrome-1 {-sfsymbols-motion-group:1}
.hierarchical-0:primary {-sfsymbols-motion-group:0}
.hierarchical-1:secondary {-sfsymbols-motion-group:1}
.multicolor-0:systemBlueColor {fill:#007AFF;opacity:1.0}
.multicolor-1:systemOrangeColor {fill:#FF9500;opacity:1.0}
.SFSymbolsPreview007AFF {fill:#007AFF;opacity:1.0}
""", "4.0"),
    "speaker.wave.3": (speaker_wave, """
.monochrome-0 {}
.monochrome-1 {-sfsymbols-variable-threshold:0.0}
.monochrome-2 {-sfsymbols-variable-threshold:0.34}
.monochrome-3 {-sfsymbols-variable-threshold:0.68}
.hierarchical-0:primary {}
.hierarchical-1:secondary {-sfsymbols-variable-threshold:0.0}
.hierarchical-2:secondary {-sfsymbols-variable-threshold:0.34}
.hierarchical-3:tertiary {-sfsymbols-variable-threshold:0.68}
.multicolor-0:labelColor {fill:#000000}
.multicolor-1:systemBlueColor {fill:#007AFF;-sfsymbols-variable-threshold:0.0}
.multicolor-2:systemBlueColor {fill:#007AFF;-sfsymbols-variable-threshold:0.34}
.multicolor-3:systemBlueColor {fill:#007AFF;-sfsymbols-variable-threshold:0.68}
""", "4.0"),
    "capband.square": (cap_square, "", "3.0"),
}

APPLE_COLUMNS = {"Ultralight": 559.711, "Regular": 1449.84, "Black": 2933.4}


def apple_layout(name, make, style, version):
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<!DOCTYPE svg\nPUBLIC "-//W3C//DTD SVG 1.1//EN"\n       "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
           '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">']
    if style.strip():
        out.append(f" <style>{style}</style>")
    out += [' <g id="Notes">', '  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>',
            f'  <text id="template-version" style="stroke:none;fill:black;text-anchor:end;" transform="matrix(1 0 0 1 3036 1933)">Template v.{version}</text>',
            f'  <text id="descriptive-name" transform="matrix(1 0 0 1 3036 1969)">Generated from {name}</text>', ' </g>',
            ' <g id="Guides">']
    for scale, base in (("S", 696), ("M", 1126), ("L", 1556)):
        out.append(f'  <line id="Baseline-{scale}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{base}" y2="{base}"/>')
        out.append(f'  <line id="Capline-{scale}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{fmt(base - CAP)}" y2="{fmt(base - CAP)}"/>')
    slots = []
    for weight, w in WIDTHS.items():
        paths, width = make(w)
        left = APPLE_COLUMNS[weight] - width / 2
        out.append(f'  <line id="left-margin-{weight}-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{fmt(left)}" x2="{fmt(left)}" y1="600.785" y2="720.121"/>')
        out.append(f'  <line id="right-margin-{weight}-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{fmt(left + width)}" x2="{fmt(left + width)}" y1="600.785" y2="720.121"/>')
        body = "\n".join(f'   <path class="{cls}" d="{d}"/>' for d, cls in paths)
        slots.append(f'  <g id="{weight}-S" transform="matrix(1 0 0 1 {fmt(left)} 696)">\n{body}\n  </g>')
    out += [' </g>', ' <g id="Symbols">'] + list(reversed(slots)) + [' </g>', '</svg>', '']
    return "\n".join(out)


def swiftdraw_layout(name, make, style, version):
    # SwiftDraw's writer: 800x600 canvas, <path> guides, rows 200 apart, no slot transforms (paths in canvas space).
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">']
    if style.strip():
        out.append(f"<style>{style}</style>")
    out += ['<g id="Notes">', f'<text id="template-version">Template v.{version}</text>', '</g>', '<g id="Guides">']
    for i, scale in enumerate("SML"):
        out.append(f'<path id="Capline-{scale}" d="M18,{76 + 200 * i} l800,0" stroke="blue"/>')
        out.append(f'<path id="Baseline-{scale}" d="M18,{146 + 200 * i} l800,0" stroke="blue"/>')
    columns = {"Ultralight": 221, "Regular": 421, "Black": 621}
    slots = []
    for weight, w in WIDTHS.items():
        paths, width = make(w)
        s = 70 / CAP
        left = columns[weight]
        out.append(f'<path id="left-margin-{weight}-S" d="M{left},56 l0,110"/>')
        out.append(f'<path id="right-margin-{weight}-S" d="M{fmt(left + width * s)},56 l0,110"/>')
        body = "".join(f'<path class="{cls}" transform="matrix({fmt(s)},0,0,{fmt(s)},{left},146)" d="{d}"/>' for d, cls in
                       paths)
        slots.append(f'<g id="{weight}-S">{body}</g>')
    out += ['</g>', '<g id="Symbols">'] + slots + ['</g>', '</svg>', '']
    return "\n".join(out)


def hand_edited_layout(name, make, style, version):
    # A designer's re-export: everything inside a wrapper group moved by a transform, comma matrices, path guides.
    text = apple_layout(name, make, style, version)
    text = text.replace(' <g id="Notes">', ' <g id="wrapper" transform="translate(120, -40)">\n <g id="Notes">', 1)
    text = text.replace('</svg>', '</g>\n</svg>')
    text = text.replace("matrix(1 0 0 1 ", "matrix(1,0,0,1,")
    for scale, base in (("S", 696), ("M", 1126), ("L", 1556)):
        text = text.replace(f'<line id="Baseline-{scale}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{base}" y2="{base}"/>',
                            f'<path id="Baseline-{scale}" d="M263 {base}H3036" stroke="#27AAE1"/>')
    return text


def main():
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    out.mkdir(parents=True, exist_ok=True)
    for name, (make, style, version) in SYMBOLS.items():
        (out / f"{name}.svg").write_text(apple_layout(name, make, style, version))
    make, style, version = SYMBOLS["ring.dot"]
    (out / "ring.dot.swiftdraw.svg").write_text(swiftdraw_layout("ring.dot", make, style, "3.0"))
    (out / "ring.dot.hand-edited.svg").write_text(hand_edited_layout("ring.dot", make, style, version))


if __name__ == "__main__":
    main()
