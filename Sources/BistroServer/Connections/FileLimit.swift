#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit of open files (the soft `RLIMIT_NOFILE`, `ulimit -n`), from which the default
/// cap on connections is made.
enum FileLimit {
    static var openFiles: Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let read = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        guard read == 0, limit.rlim_cur != rlim_t.max else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }
}
