#!/usr/bin/env python3
"""Installs (idempotently) and extracts the four public icon corpora used by the conformance and benchmark
scripts, into a cache folder (default: ~/.cache/glyphsmith-corpora, or $GLYPHSMITH_CORPORA).

    Tools/corpora.py [--list]

Corpora: Material Design Icons (PyPI material-design-icons-pack), Font Awesome Free (fontawesome-free-pack, all
families), Tabler Icons (tabler-icons, the stroke-based outline set), Adwaita symbolic icons (Debian
adwaita-icon-theme, *-symbolic.svg); and two full-color themes: elementary (Debian elementary-icon-theme, every
non-symbolic SVG: gradients, filters) and Papirus (Debian papirus-icon-theme, the 64x64 apps); and Lucide (PyPI
lucide, a stroke-drawn set like Tabler), used by the import conformance run.
"""
import glob
import importlib
import os
import shutil
import subprocess
import sys
import zipfile

CACHE = os.environ.get("GLYPHSMITH_CORPORA", os.path.expanduser("~/.cache/glyphsmith-corpora"))
NAMES = ["mdi", "fontawesome", "tabler", "adwaita"]
FULL_COLOR = ["elementary", "papirus"]
EXTRA = ["lucide"]
# Every k-th file of the sorted list, so that the full-color corpora sample every kind of icon in a few minutes.
SAMPLE_STEP = {"elementary": 3, "papirus": 8}


def pip_install(*packages):
    missing = []
    for package, module in packages:
        try:
            importlib.import_module(module)
        except ImportError:
            missing.append(package)
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", *missing], check=True)
        importlib.invalidate_caches()


def apt_install(*packages):
    missing = [p for p in packages if subprocess.run(["dpkg", "-s", p], capture_output=True).returncode != 0]
    if missing:
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True, stdout=subprocess.DEVNULL)


def write_icons(folder, icons):
    os.makedirs(folder, exist_ok=True)
    for name, svg in icons:
        with open(os.path.join(folder, name + ".svg"), "w") as f:
            f.write(svg)


def extract(name):
    folder = os.path.join(CACHE, name)
    if os.path.isdir(folder) and os.listdir(folder):
        return folder
    tmp = folder + ".partial"
    shutil.rmtree(tmp, ignore_errors=True)
    if name == "mdi":
        pip_install(("material-design-icons-pack", "material_design_icons_pack"))
        import material_design_icons_pack as m
        icons = [getattr(m, a) for a in dir(m)]
        write_icons(tmp, [(i.slug, i.svg) for i in icons if type(i).__name__ == "Icon"])
    elif name == "fontawesome":
        pip_install(("fontawesome-free-pack", "fontawesome_free_pack"))
        import fontawesome_free_pack as f
        icons = [getattr(f, a) for a in dir(f)]
        write_icons(tmp, [(f"{i.family}-{i.slug}", i.svg) for i in icons if type(i).__name__ == "Icon"])
    elif name == "tabler":
        pip_install(("tabler-icons", "tabler_icons"))
        import tabler_icons
        archive = zipfile.ZipFile(os.path.join(os.path.dirname(tabler_icons.__file__), "archive.zip"))
        write_icons(tmp, [(n[:-4].replace("/", "-"), archive.read(n).decode()) for n in archive.namelist() if n.endswith(".svg")])
    elif name == "adwaita":
        apt_install("adwaita-icon-theme")
        os.makedirs(tmp, exist_ok=True)
        for path in sorted(glob.glob("/usr/share/icons/Adwaita/**/*-symbolic.svg", recursive=True)):
            parts = path.split("/")
            shutil.copy(path, os.path.join(tmp, f"{parts[-2]}-{parts[-1]}"))
    elif name == "lucide":
        pip_install(("lucide", "lucide"))
        import lucide
        archive = zipfile.ZipFile(os.path.join(os.path.dirname(lucide.__file__), "lucide.zip"))
        write_icons(tmp, [(os.path.basename(n)[:-4], archive.read(n).decode()) for n in archive.namelist() if n.endswith(".svg")])
    elif name in ("elementary", "papirus"):
        apt_install(f"{name}-icon-theme")
        os.makedirs(tmp, exist_ok=True)
        pattern = "/usr/share/icons/elementary/**/*.svg" if name == "elementary" else "/usr/share/icons/Papirus/64x64/apps/*.svg"
        seen = set()
        for path in sorted(glob.glob(pattern, recursive=True)):
            real = os.path.realpath(path)
            if "symbolic" in path or real in seen or not os.path.isfile(real):
                continue
            seen.add(real)
            parts = path.split("/")
            shutil.copy(real, os.path.join(tmp, f"{parts[-3]}-{parts[-2]}-{parts[-1]}" if name == "elementary" else parts[-1]))
    else:
        raise SystemExit(f"unknown corpus {name}")
    os.replace(tmp, folder)
    return folder


def corpus(name, sampled=True):
    folder = extract(name)
    files = sorted(glob.glob(os.path.join(folder, "*.svg")))
    return folder, files[::SAMPLE_STEP.get(name, 1)] if sampled else files


if __name__ == "__main__":
    for n in NAMES + FULL_COLOR + EXTRA:
        folder, files = corpus(n, sampled=False)
        print(f"{n:12} {len(files):6} files  {folder}")
