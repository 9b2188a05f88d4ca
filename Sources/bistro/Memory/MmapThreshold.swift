#if canImport(Glibc)
    import Glibc
#endif

/// glibc gives an allocation above its mmap threshold (128 KiB) a mapping of its own, returned to the system
/// when freed; but each time such a block is freed it raises the threshold to that block's size, so the
/// next big strings (a build's full menu and order page, several MB each) come from the heap and stay in
/// the process's memory once freed. Fixing the threshold keeps a big page's memory only while the page is
/// written (docs/performance.md). Elsewhere than glibc this does nothing.
enum MmapThreshold {
    static func fix() {
        #if canImport(Glibc)
            _ = mallopt?(mmapThreshold, 128 * 1024)
        #endif
    }

    #if canImport(Glibc)
        /// `M_MMAP_THRESHOLD` of glibc's malloc.h.
        private static let mmapThreshold: Int32 = -3

        /// glibc's `mallopt`, looked up at run time: the Glibc module does not export it.
        private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(dlopen(nil, RTLD_NOW), "mallopt")
            .map { unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self) }
    #endif
}
