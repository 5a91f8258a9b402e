#include "glyphsmith_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct glyphsmith_error {
    struct jpeg_error_mgr base;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
};

static void glyphsmith_error_exit(j_common_ptr info) {
    struct glyphsmith_error *error = (struct glyphsmith_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->escape, 1);
}

static void glyphsmith_silence(j_common_ptr info, int level) { (void)info; (void)level; }

/* A progressive file may repeat scans without end, and libjpeg runs every scan over the whole coefficient buffer
 * (a 220 KB file of 3,000 scans of a 4096² image costs half a minute). Encoders write about ten (jpegtran and
 * mozjpeg's scripts, Photoshop's 3-5); more than GLYPHSMITH_JPEG_MAX_SCANS is refused, as djpeg's -maxscans and
 * browsers do. The monitor runs between scans' input steps, before the work of the next. */
#define GLYPHSMITH_JPEG_MAX_SCANS 32

static void glyphsmith_scan_limit(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > GLYPHSMITH_JPEG_MAX_SCANS) {
        struct glyphsmith_error *error = (struct glyphsmith_error *)info->err;
        snprintf(error->message, sizeof error->message, "the JPEG has more than %d scans", GLYPHSMITH_JPEG_MAX_SCANS);
        longjmp(error->escape, 1);
    }
}


int glyphsmith_jpeg_decode(const uint8_t *data, size_t size, uint32_t *pixels, size_t max_pixels,
                           int *width, int *height, char *error_text, size_t error_size) {
    struct jpeg_decompress_struct info;
    struct glyphsmith_error error;
    JSAMPLE *row = NULL;
    struct jpeg_progress_mgr progress;
    memset(&progress, 0, sizeof progress);
    progress.progress_monitor = glyphsmith_scan_limit;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = glyphsmith_error_exit;
    error.base.emit_message = glyphsmith_silence;
    if (setjmp(error.escape)) {
        snprintf(error_text, error_size, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if ((size_t)info.output_width * info.output_height > max_pixels || info.output_components != 3) {
        snprintf(error_text, error_size, "the image is larger than its header said");
        jpeg_destroy_decompress(&info);
        return 2;
    }
    row = malloc((size_t)info.output_width * 3);
    while (info.output_scanline < info.output_height) {
        JSAMPROW rows[1] = { row };
        size_t y = info.output_scanline;
        jpeg_read_scanlines(&info, rows, 1);
        for (size_t x = 0; x < info.output_width; x++) {
            pixels[y * info.output_width + x] = 0xFF000000u | (uint32_t)row[3 * x] << 16 | (uint32_t)row[3 * x + 1] << 8 | row[3 * x + 2];
        }
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    return 0;
}

int glyphsmith_jpeg_size(const uint8_t *data, size_t size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct glyphsmith_error error;
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = glyphsmith_error_exit;
    error.base.emit_message = glyphsmith_silence;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}
