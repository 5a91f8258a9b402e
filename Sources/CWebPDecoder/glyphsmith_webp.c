#include "glyphsmith_webp.h"

#include <stdio.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/demux.h>

/* libwebp reports errors by status codes (no longjmp), but its demuxer and decoder configuration are structs with
 * ABI-versioned initializers and unions: this shim keeps that plumbing, and the pointer arithmetic that places an
 * animation's first frame in its canvas, out of Swift. */

static int fail(char *error, size_t error_size, int code, const char *message) {
    snprintf(error, error_size, "%s", message);
    return code;
}

static const char *status_text(VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "the WebP decoder ran out of memory";
    case VP8_STATUS_INVALID_PARAM: return "the WebP decoder was given an invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "the WebP image data is corrupt";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "the WebP uses a feature the decoder does not support";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the WebP image data is truncated";
    default: return "the WebP image data does not decode";
    }
}

int glyphsmith_webp_decode(const uint8_t *data, size_t size, uint32_t *pixels, size_t max_pixels,
                           int *width, int *height, char *error, size_t error_size) {
    WebPData whole = { data, size };
    WebPDemuxer *demux = WebPDemux(&whole);
    if (demux == NULL) return fail(error, error_size, 1, "the WebP container is malformed or truncated");
    uint32_t canvas_width = WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    uint32_t canvas_height = WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    if (canvas_width == 0 || canvas_height == 0 || (size_t)canvas_width * canvas_height > max_pixels) {
        WebPDemuxDelete(demux);
        return fail(error, error_size, 2, "the WebP canvas is larger than its header said");
    }
    WebPIterator frame;
    if (!WebPDemuxGetFrame(demux, 1, &frame)) {
        WebPDemuxDelete(demux);
        return fail(error, error_size, 3, "the WebP has no frame");
    }
    /* The demuxer has checked that the frame lies inside the canvas; checked again, as the writes depend on it. */
    if (frame.x_offset < 0 || frame.y_offset < 0 || frame.width <= 0 || frame.height <= 0 ||
        (uint32_t)frame.x_offset + (uint32_t)frame.width > canvas_width ||
        (uint32_t)frame.y_offset + (uint32_t)frame.height > canvas_height) {
        WebPDemuxReleaseIterator(&frame);
        WebPDemuxDelete(demux);
        return fail(error, error_size, 4, "the WebP's first frame lies outside its canvas");
    }
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        WebPDemuxReleaseIterator(&frame);
        WebPDemuxDelete(demux);
        return fail(error, error_size, 5, "the WebP decoder does not match its headers' version");
    }
    /* One thread: renders already run one per core. Premultiplied BGRA is Cairo's ARGB32 on little-endian
     * machines; on big-endian ones it is ARGB. */
    config.options.use_threads = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    config.output.colorspace = MODE_bgrA;
#else
    config.output.colorspace = MODE_Argb;
#endif
    /* Decoded straight into the frame's place in the canvas: the stride is the canvas row. */
    config.output.is_external_memory = 1;
    size_t stride = (size_t)canvas_width * 4;
    uint8_t *origin = (uint8_t *)pixels + (size_t)frame.y_offset * stride + (size_t)frame.x_offset * 4;
    config.output.u.RGBA.rgba = origin;
    config.output.u.RGBA.stride = (int)stride;
    config.output.u.RGBA.size = stride * (size_t)(frame.height - 1) + (size_t)frame.width * 4;
    VP8StatusCode status = WebPDecode(frame.fragment.bytes, frame.fragment.size, &config);
    WebPFreeDecBuffer(&config.output);
    WebPDemuxReleaseIterator(&frame);
    WebPDemuxDelete(demux);
    if (status != VP8_STATUS_OK) return fail(error, error_size, 6, status_text(status));
    *width = (int)canvas_width;
    *height = (int)canvas_height;
    return 0;
}
