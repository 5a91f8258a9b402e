#ifndef GLYPHSMITH_JPEG_H
#define GLYPHSMITH_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Decodes a JPEG into `width × height` Cairo ARGB32 words (opaque, native-endian 0xFFRRGGBB), rows without
/// padding, written to `pixels` (which must hold `max_pixels` words). Returns 0 on success; otherwise a non-zero
/// value and a message in `error` (at most `error_size` bytes). libjpeg reports errors by longjmp, which Swift
/// cannot catch: this C shim is why the decoder is not called from Swift directly.
int glyphsmith_jpeg_decode(const uint8_t *data, size_t size, uint32_t *pixels, size_t max_pixels,
                           int *width, int *height, char *error, size_t error_size);

/// The size of a JPEG's frame without decoding it (0 on success).
int glyphsmith_jpeg_size(const uint8_t *data, size_t size, int *width, int *height);

#endif
