#!/usr/bin/env python3
"""Opens .icns and .ico files with Pillow, an independent decoder, and checks every size loads.

    verify_icon_files.py FILE.icns|FILE.ico|FILE.png [--sizes=16,32,...] ...

Prints one line per file with the sizes Pillow found; exits 1 if a file does not open, an image fails to decode,
or an expected size (--sizes, applying to the files after it) is missing. A PNG must decode as RGB with no alpha
channel (the App Store's rule for the Any app icon).
"""
import sys

from PIL import Image

expected = None
failed = False
for argument in sys.argv[1:]:
    if argument.startswith("--sizes"):
        expected = [int(s) for s in argument.split("=", 1)[1].split(",")]
        continue
    try:
        image = Image.open(argument)
        if image.format == "ICNS":
            found = sorted({w * scale for (w, h, scale) in image.info["sizes"]})
            for (w, h, scale) in image.info["sizes"]:
                frame = Image.open(argument)
                frame.size = (w, h)
                frame.load(scale=scale)
                assert frame.size == (w * scale, h * scale), f"{w}x{h}@{scale}x decoded as {frame.size}"
        elif image.format == "ICO":
            found = sorted({w for (w, h) in image.ico.sizes()})
            for size in image.ico.sizes():
                frame = image.ico.getimage(size)
                frame.load()
                assert frame.size == size, f"{size} decoded as {frame.size}"
        elif image.format == "PNG":
            image.load()
            if image.mode != "RGB":
                raise ValueError(f"decodes as {image.mode}, not RGB without alpha")
            found = [image.size[0]]
        else:
            raise ValueError(f"{image.format} is neither ICNS, ICO nor PNG")
        missing = [s for s in (expected or []) if s not in found]
        print(f"{argument}: {image.format} with {', '.join(map(str, found))} px" + (f"; missing {missing}" if missing else ""))
        failed |= bool(missing)
    except Exception as error:  # report every file, then fail
        print(f"{argument}: error: {error}")
        failed = True
sys.exit(1 if failed else 0)
