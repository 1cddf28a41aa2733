// PNG decoding and encoding through libpng, with libpng's longjmp error handling kept inside C.
//
// libpng reports errors by calling png_error, which longjmps back to a setjmp point. A longjmp
// must never cross Swift frames, so every libpng call lives in PNGCodec.c behind a setjmp, and
// these functions return a status code plus libpng's message copied into the caller's buffer.
// png.h itself is not included here: Swift never sees libpng's types or jmp_buf.
#ifndef TACTILE_PNG_CODEC_H
#define TACTILE_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// What a PNG codec call returns.
enum {
    /// Success.
    TL_PNG_OK = 0,
    /// The data does not start with the PNG signature.
    TL_PNG_NOT_PNG = 1,
    /// The data ends before the image does.
    TL_PNG_TRUNCATED = 2,
    /// libpng rejected the data (bad CRC, bad IHDR, corrupt compressed data...); see the message.
    TL_PNG_LIBPNG_ERROR = 3,
    /// malloc failed (inside libpng or for the output buffer).
    TL_PNG_OUT_OF_MEMORY = 4,
    /// The caller's arguments do not fit the image (buffer too small, size mismatch).
    TL_PNG_BAD_ARGUMENT = 5,
};

/// The IHDR fields of a PNG, as stored in the file.
typedef struct tl_png_header {
    uint32_t width;
    uint32_t height;
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    int32_t color_type;
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
    int32_t bit_depth;
    /// 0 none, 1 Adam7.
    int32_t interlace;
} tl_png_header;

/// Reads the signature and header chunks (up to the first IDAT) of the PNG in `data` without
/// decoding pixels or allocating anything image-sized.
int tl_png_read_header(const uint8_t *data, size_t size, tl_png_header *header,
                       char *message, size_t message_capacity);

/// Decodes the PNG in `data` into `pixels` as 8-bit straight (not premultiplied) RGBA, row `y`
/// at `pixels + y * bytes_per_row`. `width` and `height` must be the header's (checked), and
/// `bytes_per_row` at least `width * 4`. Every colour type and depth is converted: palette and
/// tRNS expanded, grey replicated to RGB, 16-bit samples scaled to 8 bits with rounding
/// (round(v × 255 / 65535)), missing alpha filled with 255, Adam7 de-interlaced.
/// Trailing chunks are read and checked too, so a file cut anywhere before IEND is an error.
int tl_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t bytes_per_row,
                       uint32_t width, uint32_t height, char *message, size_t message_capacity);

/// A PNG file produced in memory by `tl_png_encode`; release it with `tl_png_output_free`.
typedef struct tl_png_output {
    uint8_t *data;
    size_t size;
    size_t capacity;
} tl_png_output;

/// Encodes 8-bit straight RGB (`channels` 3) or RGBA (`channels` 4) rows into `output`, which
/// must start zeroed. On failure `output` holds nothing (already freed).
int tl_png_encode(const uint8_t *pixels, size_t bytes_per_row, uint32_t width, uint32_t height,
                  int channels, tl_png_output *output, char *message, size_t message_capacity);

/// Frees the memory of an encoded PNG and zeroes `output`.
void tl_png_output_free(tl_png_output *output);

#endif
