// libvips's C API for Swift. Its functions take their optional arguments as a NULL-terminated variadic list,
// which Swift cannot call: each wrapper below passes the options Bistro uses.
#include <vips/vips.h>

static void bistro_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

/// Starts libvips once per process: one worker thread per image (the build already runs one image per core), no
/// operation cache (memory stays bounded by the images being worked on), and no loaders that libvips marks as
/// unsafe for untrusted input. Returns 0 on success.
static inline int bistro_vips_start(void) {
    if (vips_init("bistro") != 0) return -1;
    // Its warnings ("error in tile 0 x 200") would go to stderr, mid-build: the errors that matter come back
    // through vips_error_buffer and become the build's own messages.
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                      bistro_vips_quiet, NULL);
    vips_concurrency_set(1);
    vips_cache_set_max(0);
    vips_block_untrusted_set(TRUE);
    return 0;
}

/// The image in `buffer`, with only its header read (libvips decodes pixels when they are asked for):
/// sequential access, and decoding stops at the first error. NULL when no loader recognises the bytes.
static inline VipsImage *bistro_vips_header(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(
        buffer, length, "", "access", VIPS_ACCESS_SEQUENTIAL, "fail_on", VIPS_FAIL_ON_ERROR, NULL);
}

/// The image in `buffer` made `width` pixels wide (height in proportion), never enlarged, turned upright
/// as its EXIF orientation says. NULL on error.
static inline VipsImage *bistro_vips_thumbnail(void *buffer, size_t length, int width) {
    VipsImage *out = NULL;
    if (vips_thumbnail_buffer(
            buffer, length, &out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, "option_string",
            "fail_on=error", NULL) != 0)
        return NULL;
    return out;
}

/// Encoders, without metadata (EXIF, XMP, ICC profiles other than sRGB): 0 on success, the bytes to free
/// with g_free.
static inline int bistro_vips_webp(VipsImage *image, void **bytes, size_t *length, int quality) {
    return vips_webpsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE, NULL);
}

static inline int bistro_vips_jpeg(VipsImage *image, void **bytes, size_t *length, int quality) {
    return vips_jpegsave_buffer(
        image, bytes, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, "interlace", TRUE, NULL);
}

static inline int bistro_vips_png(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer(image, bytes, length, "strip", TRUE, NULL);
}

/// Frees an image (a GObject).
static inline void bistro_vips_release(VipsImage *image) { g_object_unref(image); }

/// The loader libvips chose for an image ("jpegload_buffer", …), from its metadata.
static inline const char *bistro_vips_loader(VipsImage *image) {
    const char *name = NULL;
    if (vips_image_get_string(image, "vips-loader", &name) != 0) return NULL;
    return name;
}
