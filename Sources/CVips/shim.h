// libvips's C API for Swift, opened at run time.
//
// Linking libvips would load it and its 100-odd libraries (GLib, the codecs, Poppler, ImageMagick, …) at the
// start of every `bistro` command: about 20 MB and 25 ms that `process` and `serve` would pay for photos they
// never touch. So nothing links it (no `link` in the modulemap, and no pkg-config, whose flags would link it):
// `bistro_vips_open` opens Debian's libvips42 with dlopen the first time a photo is read and finds the
// functions below. Their declarations are libvips 8's stable C ABI (soname 42), copied from <vips/vips.h>
// and <glib.h> for the few functions and constants Bistro uses; BistroImagesTests exercise each one.
// libvips's optional arguments are a NULL-terminated variadic list, which Swift cannot call, so the wrappers
// also pass the options Bistro uses.
#include <dlfcn.h>
#include <stddef.h>
#include <string.h>

typedef struct _VipsImage VipsImage;
typedef void (*BistroLogFunction)(const char *domain, int level, const char *message, void *data);

/// The constants Bistro passes (their values in libvips 8 and GLib 2).
enum {
    BISTRO_VIPS_ACCESS_SEQUENTIAL = 1,  // VipsAccess
    BISTRO_VIPS_FAIL_ON_ERROR = 2,  // VipsFailOn
    BISTRO_VIPS_SIZE_DOWN = 2,  // VipsSize
    BISTRO_VIPS_MAX_COORD = 10000000,
    BISTRO_G_LOG_LEVELS_BELOW_CRITICAL = (1 << 4) | (1 << 5) | (1 << 6) | (1 << 7),  // WARNING … DEBUG
};

/// The libvips functions Bistro calls, found in the library opened at run time.
typedef struct {
    int (*init)(const char *argv0);
    const char *(*version_string)(void);
    void (*concurrency_set)(int concurrency);
    void (*cache_set_max)(int max);
    void (*block_untrusted_set)(int state);
    char *(*error_buffer_copy)(void);
    const char *(*find_load_buffer)(const void *data, size_t size);
    VipsImage *(*new_from_buffer)(const void *buffer, size_t length, const char *options, ...);
    int (*thumbnail_buffer)(void *buffer, size_t length, VipsImage **out, int width, ...);
    VipsImage *(*copy_memory)(VipsImage *image);
    int (*remove)(VipsImage *image, const char *name);
    char **(*get_fields)(VipsImage *image);
    void (*strfreev)(char **strings);
    int (*get_width)(const VipsImage *image);
    int (*get_height)(const VipsImage *image);
    int (*get_orientation_swap)(VipsImage *image);
    int (*webpsave_buffer)(VipsImage *image, void **bytes, size_t *length, ...);
    int (*jpegsave_buffer)(VipsImage *image, void **bytes, size_t *length, ...);
    int (*pngsave_buffer)(VipsImage *image, void **bytes, size_t *length, ...);
    unsigned (*log_set_handler)(const char *domain, int levels, BistroLogFunction handler, void *data);
    void (*object_unref)(void *object);
    void (*free)(void *bytes);
} BistroVips;

static void bistro_vips_quiet(const char *domain, int level, const char *message, void *data) {
    (void)domain, (void)level, (void)message, (void)data;
}

/// Opens libvips (Debian's libvips42) and fills `api`: NULL on success, else why not (dlerror's words, or
/// "vips_init failed"). Call once per process.
///
/// libvips then runs one worker thread per image (the build already runs one image per core), keeps no
/// operation cache (memory stays bounded by the images being worked on), and refuses the loaders it marks as
/// unsafe for untrusted input.
static inline const char *bistro_vips_open(BistroVips *api) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define BISTRO_VIPS_FIND(field, symbol) \
    if ((*(void **)&api->field = dlsym(library, #symbol)) == NULL) return dlerror();
    BISTRO_VIPS_FIND(init, vips_init)
    BISTRO_VIPS_FIND(version_string, vips_version_string)
    BISTRO_VIPS_FIND(concurrency_set, vips_concurrency_set)
    BISTRO_VIPS_FIND(cache_set_max, vips_cache_set_max)
    BISTRO_VIPS_FIND(block_untrusted_set, vips_block_untrusted_set)
    BISTRO_VIPS_FIND(error_buffer_copy, vips_error_buffer_copy)
    BISTRO_VIPS_FIND(find_load_buffer, vips_foreign_find_load_buffer)
    BISTRO_VIPS_FIND(new_from_buffer, vips_image_new_from_buffer)
    BISTRO_VIPS_FIND(thumbnail_buffer, vips_thumbnail_buffer)
    BISTRO_VIPS_FIND(copy_memory, vips_image_copy_memory)
    BISTRO_VIPS_FIND(remove, vips_image_remove)
    BISTRO_VIPS_FIND(get_fields, vips_image_get_fields)
    BISTRO_VIPS_FIND(strfreev, g_strfreev)
    BISTRO_VIPS_FIND(get_width, vips_image_get_width)
    BISTRO_VIPS_FIND(get_height, vips_image_get_height)
    BISTRO_VIPS_FIND(get_orientation_swap, vips_image_get_orientation_swap)
    BISTRO_VIPS_FIND(webpsave_buffer, vips_webpsave_buffer)
    BISTRO_VIPS_FIND(jpegsave_buffer, vips_jpegsave_buffer)
    BISTRO_VIPS_FIND(pngsave_buffer, vips_pngsave_buffer)
    BISTRO_VIPS_FIND(log_set_handler, g_log_set_handler)
    BISTRO_VIPS_FIND(object_unref, g_object_unref)
    BISTRO_VIPS_FIND(free, g_free)
#undef BISTRO_VIPS_FIND
    if (api->init("bistro") != 0) return "vips_init failed";
    // Its warnings ("error in tile 0 x 200") would go to stderr, mid-build: the errors that matter come back
    // through vips_error_buffer and become the build's own messages.
    api->log_set_handler("VIPS", BISTRO_G_LOG_LEVELS_BELOW_CRITICAL, bistro_vips_quiet, NULL);
    api->concurrency_set(1);
    api->cache_set_max(0);
    api->block_untrusted_set(1);
    return NULL;
}

/// libvips's version ("8.14.1").
static inline const char *bistro_vips_version(const BistroVips *api) { return api->version_string(); }

/// libvips's error text, cleared; free it with bistro_vips_free.
static inline char *bistro_vips_take_error(const BistroVips *api) { return api->error_buffer_copy(); }

/// The loader libvips would use for the bytes ("jpegload_buffer", …), or NULL.
static inline const char *bistro_vips_loader(const BistroVips *api, const void *buffer, size_t length) {
    return api->find_load_buffer(buffer, length);
}

/// The image in `buffer`, with only its header read (libvips decodes pixels when they are asked for):
/// sequential access, and decoding stops at the first error. NULL when no loader recognises the bytes.
static inline VipsImage *bistro_vips_header(const BistroVips *api, const void *buffer, size_t length) {
    return api->new_from_buffer(
        buffer, length, "", "access", BISTRO_VIPS_ACCESS_SEQUENTIAL, "fail_on", BISTRO_VIPS_FAIL_ON_ERROR, NULL);
}

/// The image in `buffer` made `width` pixels wide (height in proportion), never enlarged, turned upright
/// as its EXIF orientation says, and decoded into memory. NULL on error.
static inline VipsImage *bistro_vips_thumbnail(const BistroVips *api, void *buffer, size_t length, int width) {
    VipsImage *lazy = NULL;
    if (api->thumbnail_buffer(
            buffer, length, &lazy, width, "height", BISTRO_VIPS_MAX_COORD, "size", BISTRO_VIPS_SIZE_DOWN, "option_string",
            "fail_on=error", NULL) != 0)
        return NULL;
    VipsImage *decoded = api->copy_memory(lazy);
    api->object_unref(lazy);
    if (decoded == NULL) return NULL;
    // The encoders' "strip" misses WebP in libvips 8.14 (libvips/libvips#3340): the camera's EXIF, with its
    // orientation (the pixels are upright now: a browser would turn them again) and maybe where the photo was
    // taken, would be published. So the metadata goes before any encoder sees the image: the EXIF block, the
    // fields read from it (the WebP encoder writes them back as a new block), XMP, IPTC and the orientation.
    char **fields = api->get_fields(decoded);
    for (char **field = fields; field != NULL && *field != NULL; field++) {
        const char *name = *field;
        if (strncmp(name, "exif-", 5) == 0 || strcmp(name, "xmp-data") == 0 || strcmp(name, "iptc-data") == 0
            || strcmp(name, "orientation") == 0)
            api->remove(decoded, name);
    }
    api->strfreev(fields);
    return decoded;
}

/// An image's size, and whether its EXIF orientation turns it on its side.
static inline int bistro_vips_width(const BistroVips *api, const VipsImage *image) { return api->get_width(image); }
static inline int bistro_vips_height(const BistroVips *api, const VipsImage *image) { return api->get_height(image); }
static inline int bistro_vips_on_side(const BistroVips *api, VipsImage *image) {
    return api->get_orientation_swap(image);
}

/// Encoders, without metadata (EXIF, XMP, ICC profiles other than sRGB): 0 on success, the bytes to free
/// with bistro_vips_free.
static inline int bistro_vips_webp(const BistroVips *api, VipsImage *image, void **bytes, size_t *length, int quality) {
    return api->webpsave_buffer(image, bytes, length, "Q", quality, "strip", 1, NULL);
}

static inline int bistro_vips_jpeg(const BistroVips *api, VipsImage *image, void **bytes, size_t *length, int quality) {
    return api->jpegsave_buffer(
        image, bytes, length, "Q", quality, "strip", 1, "optimize_coding", 1, "interlace", 1, NULL);
}

static inline int bistro_vips_png(const BistroVips *api, VipsImage *image, void **bytes, size_t *length) {
    return api->pngsave_buffer(image, bytes, length, "strip", 1, NULL);
}

/// Frees an image (a GObject).
static inline void bistro_vips_release(const BistroVips *api, VipsImage *image) { api->object_unref(image); }

/// Frees bytes libvips allocated (encoded images, error texts).
static inline void bistro_vips_free(const BistroVips *api, void *bytes) { api->free(bytes); }
