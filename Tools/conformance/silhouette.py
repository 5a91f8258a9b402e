"""Counting a render's shape the way a reader sees it: shared by the conformance scripts (`import --topology`,
`library`), so that the corpora and the bundled library are judged by one rule."""


def mask(path):
    """A PNG's ink: alpha >= 128 (half coverage), as a boolean array."""
    import numpy as np
    from PIL import Image
    return np.asarray(Image.open(path).convert("RGBA"))[..., 3] >= 128


def topology(ink, smallest=4):
    """Separate parts (8-connected ink) and holes (4-connected background not reaching the border), leaving out
    specks smaller than `smallest` pixels: what a reader recognises a shape by before its details."""
    import numpy as np
    from scipy import ndimage
    parts, n = ndimage.label(ink, structure=np.ones((3, 3)))
    sizes = np.bincount(parts.ravel())[1:]
    background, m = ndimage.label(~ink)
    border = set(np.unique(np.concatenate([background[0], background[-1], background[:, 0], background[:, -1]])))
    hole_sizes = np.bincount(background.ravel())
    holes = sum(1 for label in range(1, m + 1) if label not in border and hole_sizes[label] >= smallest)
    return int((sizes >= smallest).sum()), holes

