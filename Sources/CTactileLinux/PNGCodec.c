// PNG decoding and encoding through libpng. Every libpng call is made here, under a setjmp in the
// same function, so png_error's longjmp never leaves C; the error handler copies libpng's
// message into the caller's buffer first. Each libpng struct is destroyed on every path.
#include "CTactileLinux.h"

#include <png.h>
#include <setjmp.h>

/// Copies `text` into the caller's message buffer, truncated and always terminated.
static void copy_message(char *buffer, size_t capacity, const char *text) {
    if (buffer == NULL || capacity == 0) return;
    size_t length = strlen(text);
    if (length >= capacity) length = capacity - 1;
    memcpy(buffer, text, length);
    buffer[length] = 0;
}

/// Where libpng's error handler writes, reached through png_get_error_ptr.
typedef struct error_context {
    char *message;
    size_t capacity;
    /// Set by our own callbacks before they call png_error, to choose the status code.
    int status;
} error_context;

static void on_error(png_structp png, png_const_charp text) {
    error_context *context = png_get_error_ptr(png);
    if (context != NULL) {
        copy_message(context->message, context->capacity, text ? text : "libpng error");
        if (context->status == TL_PNG_OK) context->status = TL_PNG_LIBPNG_ERROR;
    }
    png_longjmp(png, 1);
}

/// Warnings (unknown chunks, ancillary CRC errors, benign errors) do not stop decoding.
static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Memory input: libpng asks for exact byte counts; running out means the file was cut short.
typedef struct memory_input {
    const uint8_t *data;
    size_t size;
    size_t offset;
} memory_input;

static void read_from_memory(png_structp png, png_bytep destination, size_t length) {
    memory_input *input = png_get_io_ptr(png);
    if (length > input->size - input->offset) {
        error_context *context = png_get_error_ptr(png);
        context->status = TL_PNG_TRUNCATED;
        png_error(png, "truncated file");
    }
    memcpy(destination, input->data + input->offset, length);
    input->offset += length;
}

/// Checks the signature before libpng sees anything, so "not a PNG" and "cut inside the
/// signature" are told apart from libpng's own errors.
static int check_signature(const uint8_t *data, size_t size, char *message, size_t capacity) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    size_t compared = size < 8 ? size : 8;
    if (data == NULL && size > 0) {
        copy_message(message, capacity, "no data");
        return TL_PNG_BAD_ARGUMENT;
    }
    if (compared > 0 && memcmp(data, signature, compared) != 0) {
        copy_message(message, capacity, "not a PNG file");
        return TL_PNG_NOT_PNG;
    }
    if (size < 8) {
        copy_message(message, capacity, "truncated file");
        return TL_PNG_TRUNCATED;
    }
    return TL_PNG_OK;
}

/// A read struct with our error handler, memory input and limits; NULL when out of memory.
static png_structp create_reader(error_context *errors, memory_input *input, png_infop *info) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, errors, on_error, on_warning);
    if (png == NULL) return NULL;
    *info = png_create_info_struct(png);
    if (*info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NULL;
    }
    png_set_read_fn(png, input, read_from_memory);
    // The caller enforces its own pixel limit, with a clearer message than libpng's default
    // 1,000,000-pixel side limit; the PNG format's own 2^31 - 1 bound still applies.
    png_set_user_limits(png, 0x7fffffffU, 0x7fffffffU);
    // Every chunk but IHDR, PLTE, tRNS, IDAT and IEND is skipped unread: libpng reads a known
    // ancillary chunk (text, sPLT, iCCP, eXIf...) whole into a buffer of the size its header
    // claims, and its chunk size limit only warns on read, so a 49-byte file asking for a
    // 2 GB sPLT chunk got that allocation (found by Tests/Fuzz). None of them changes pixels.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
    return png;
}

int tl_png_read_header(const uint8_t *data, size_t size, tl_png_header *header,
                       char *message, size_t message_capacity) {
    int status = check_signature(data, size, message, message_capacity);
    if (status != TL_PNG_OK) return status;

    error_context errors = {message, message_capacity, TL_PNG_OK};
    memory_input input = {data, size, 0};
    png_infop info = NULL;
    png_structp png = create_reader(&errors, &input, &info);
    if (png == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return TL_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return errors.status;
    }
    png_read_info(png, info);
    header->width = png_get_image_width(png, info);
    header->height = png_get_image_height(png, info);
    header->color_type = png_get_color_type(png, info);
    header->bit_depth = png_get_bit_depth(png, info);
    header->interlace = png_get_interlace_type(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return TL_PNG_OK;
}

int tl_png_decode_rgba(const uint8_t *data, size_t size, uint8_t *pixels, size_t bytes_per_row,
                       uint32_t width, uint32_t height, char *message, size_t message_capacity) {
    int status = check_signature(data, size, message, message_capacity);
    if (status != TL_PNG_OK) return status;
    if (pixels == NULL || bytes_per_row < (size_t)width * 4) {
        copy_message(message, message_capacity, "pixel buffer too small");
        return TL_PNG_BAD_ARGUMENT;
    }

    error_context errors = {message, message_capacity, TL_PNG_OK};
    memory_input input = {data, size, 0};
    png_infop info = NULL;
    png_structp png = create_reader(&errors, &input, &info);
    if (png == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return TL_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return errors.status;
    }
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        errors.status = TL_PNG_BAD_ARGUMENT;
        png_error(png, "image size differs from the pixel buffer's");
    }

    // Everything becomes 8-bit RGBA: palette → RGB, grey < 8 bits → 8 bits, tRNS → alpha,
    // 16 → 8 bits rounded to nearest, grey → RGB, opaque alpha added where there is none.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        errors.status = TL_PNG_BAD_ARGUMENT;
        png_error(png, "unexpected row size after conversion to RGBA");
    }

    // With interlace handling, each pass is read over every row; libpng merges the pass's
    // pixels into what the row already holds, so the rows must be the final destination.
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, pixels + (size_t)y * bytes_per_row, NULL);
        }
    }
    // Reads the rest of the image data and the chunks after it, up to IEND, checking CRCs.
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return TL_PNG_OK;
}

/// Appends libpng's output to a growable buffer, doubling its capacity.
static void write_to_memory(png_structp png, png_bytep bytes, size_t length) {
    tl_png_output *output = png_get_io_ptr(png);
    if (length > output->capacity - output->size) {
        uint8_t *grown = NULL;
        size_t capacity = output->capacity ? output->capacity : 4096;
        if (length <= SIZE_MAX - output->size) {
            size_t needed = output->size + length;
            while (capacity < needed) capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
            grown = realloc(output->data, capacity);
        }
        if (grown == NULL) {
            error_context *context = png_get_error_ptr(png);
            context->status = TL_PNG_OUT_OF_MEMORY;
            png_error(png, "out of memory");
        }
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->size, bytes, length);
    output->size += length;
}

static void flush_memory(png_structp png) { (void)png; }

int tl_png_encode(const uint8_t *pixels, size_t bytes_per_row, uint32_t width, uint32_t height,
                  int channels, tl_png_output *output, char *message, size_t message_capacity) {
    if (output == NULL || (channels != 3 && channels != 4) || width == 0 || height == 0 ||
        width > 0x7fffffffU || height > 0x7fffffffU || pixels == NULL ||
        bytes_per_row < (size_t)width * (size_t)channels) {
        copy_message(message, message_capacity,
                     width == 0 || height == 0 ? "a PNG cannot be empty" : "bad encoder arguments");
        return TL_PNG_BAD_ARGUMENT;
    }
    output->data = NULL;
    output->size = 0;
    output->capacity = 0;

    error_context errors = {message, message_capacity, TL_PNG_OK};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, on_error, on_warning);
    if (png == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return TL_PNG_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        copy_message(message, message_capacity, "out of memory");
        return TL_PNG_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        tl_png_output_free(output);
        return errors.status;
    }
    png_set_write_fn(png, output, write_to_memory, flush_memory);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * bytes_per_row));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return TL_PNG_OK;
}

void tl_png_output_free(tl_png_output *output) {
    if (output == NULL) return;
    free(output->data);
    output->data = NULL;
    output->size = 0;
    output->capacity = 0;
}
