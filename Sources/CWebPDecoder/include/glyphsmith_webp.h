#ifndef GLYPHSMITH_WEBP_H
#define GLYPHSMITH_WEBP_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a WebP's first frame (lossy VP8 with or without its ALPH alpha chunk, lossless VP8L, a still or
/// animated VP8X file) into `width × height` Cairo ARGB32 words (premultiplied, native-endian 0xAARRGGBB), rows
/// without padding, written to `pixels` (which must hold `max_pixels` words, zeroed by the caller: an animation's
/// first frame covers part of its canvas, the rest stays transparent). `width` and `height` are the canvas's.
/// Returns 0 on success; otherwise a non-zero value and a message in `error` (at most `error_size` bytes). The
/// canvas size is checked against `max_pixels` before any pixel is decoded.
int glyphsmith_webp_decode(const uint8_t *data, size_t size, uint32_t *pixels, size_t max_pixels,
                           int *width, int *height, char *error, size_t error_size);

#endif
