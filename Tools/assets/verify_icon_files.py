#!/usr/bin/env python3
"""Opens .icns and .ico files with Pillow, an independent decoder, and checks that every expected size is there
and decodes to an image of that many pixels.

    verify_icon_files.py [--icns-sizes 16,16@2x,...] [--ico-sizes 16,24,...] FILE...

The kind of each FILE comes from its magic bytes. A PNG must decode as RGB with no alpha channel (the App Store's
rule for the Any app icon). Prints one line per image found; exits 1 if an expected size is
missing, an image fails to decode or decodes to the wrong size (Pillow's warnings count as failures), 2 on bad use.
"""
import argparse
import sys
import warnings

try:
    from PIL import Image
except ImportError:
    sys.exit("error: Pillow is not installed (Tools/install-dependencies installs it)")

# The ten images of a macOS .iconset, and the sizes favicon generators usually put in an .ico.
ICNS_SIZES = "16,16@2x,32,32@2x,128,128@2x,256,256@2x,512,512@2x"
ICO_SIZES = "16,24,32,48,64,128,256"


def parse_sizes(text):
    """'16,16@2x' -> {(16, 1), (16, 2)}"""
    sizes = set()
    for item in text.split(","):
        points, _, scale = item.strip().partition("@")
        sizes.add((int(points), int(scale.rstrip("x")) if scale else 1))
    return sizes


def label(points, scale):
    return f"{points}x{points}" + (f"@{scale}x" if scale != 1 else "")


def describe(image):
    alpha = image.getchannel("A").getextrema() if "A" in image.getbands() else None
    return f"{image.mode} {image.size[0]}x{image.size[1]}" + (f", alpha {alpha[0]}..{alpha[1]}" if alpha else "")


def check_icns(path, expected):
    problems = []
    with Image.open(path) as image:
        found = sorted(image.info["sizes"])  # (width, height, scale)
    for width, height, scale in found:
        name = label(width, scale)
        try:
            # A loaded IcnsImageFile keeps its pixels: open anew for each size.
            with Image.open(path) as image:
                image.size = (width, height)
                image.load(scale=scale)
                if image.size != (width * scale, height * scale):
                    raise ValueError(f"decoded to {image.size[0]}x{image.size[1]} pixels")
                print(f"{path}: {name}: ok ({describe(image)})")
        except Exception as error:  # any decoder failure is the finding
            problems.append(f"{path}: {name}: failed to decode: {error}")
    present = {(width, scale) for width, height, scale in found if width == height}
    problems += [f"{path}: {label(*size)}: missing" for size in sorted(expected - present)]
    return problems


def check_ico(path, expected):
    problems = []
    with Image.open(path) as image:
        found = sorted(image.ico.sizes())
    for width, height in found:
        name = f"{width}x{height}"
        try:
            with Image.open(path) as image:
                image.size = (width, height)
                image.load()
                if image.size != (width, height):
                    raise ValueError(f"decoded to {image.size[0]}x{image.size[1]} pixels")
                print(f"{path}: {name}: ok ({describe(image)})")
        except Exception as error:
            problems.append(f"{path}: {name}: failed to decode: {error}")
    present = {width for width, height in found if width == height}
    problems += [f"{path}: {points}x{points}: missing" for points, _ in sorted(expected) if points not in present]
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--icns-sizes", default=ICNS_SIZES, help=f"sizes each .icns must hold (default {ICNS_SIZES})")
    parser.add_argument("--ico-sizes", default=ICO_SIZES, help=f"pixel sizes each .ico must hold (default {ICO_SIZES})")
    parser.add_argument("files", nargs="+")
    arguments = parser.parse_args()
    warnings.simplefilter("error")  # Pillow warns, rather than fails, on an entry of the wrong size

    problems = []
    for path in arguments.files:
        try:
            with open(path, "rb") as file:
                magic = file.read(4)
        except OSError as error:
            problems.append(f"{path}: cannot read: {error}")
            continue
        try:
            if magic == b"icns":
                problems += check_icns(path, parse_sizes(arguments.icns_sizes))
            elif magic == b"\0\0\1\0":
                problems += check_ico(path, parse_sizes(arguments.ico_sizes))
            elif magic == b"\x89PNG":
                with Image.open(path) as image:
                    image.load()
                    if image.mode != "RGB":
                        problems.append(f"{path}: decodes as {image.mode}, not RGB without alpha")
                    else:
                        print(f"{path}: ok ({image.mode} {image.size[0]}x{image.size[1]}, no alpha channel)")
            else:
                problems.append(f"{path}: neither an icns, an ico nor a PNG file")
        except Exception as error:
            problems.append(f"{path}: Pillow cannot open it: {error}")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    print(f"{len(arguments.files)} files checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
