import Dispatch
import Foundation

/// Reads and parses a batch of incoming files on every core, a group of 100 files at a time. A batch stops
/// growing once it holds `batchBytes` of file contents; the names not read yet are handed back as
/// `leftover`, so memory stays bounded even for a spool full of 1 MiB files. Blocking: run it on the
/// reading stage's queue.
struct BatchReader: Sendable {
    let spool: SpoolDirectory
    let batchBytes: Int

    /// One batch read.
    struct Batch: Sendable {
        /// The files read, in name order (a file that vanished meanwhile is left out).
        var files: [PendingFile] = []
        /// The files that could not be read.
        var unreadable: [(name: SpoolName, error: SpoolError)] = []
        var leftover: [SpoolName] = []
    }

    func read(_ names: [SpoolName]) -> Batch {
        var batch = Batch()
        var bytes = 0
        var start = 0
        while start < names.count {
            let group = Array(names[start..<min(start + 100, names.count)])
            start += group.count
            for (name, outcome) in zip(group, readAndParse(group)) {
                switch outcome {
                case .none: continue
                case .failure(let error): batch.unreadable.append((name, error))
                case .success(let file):
                    bytes += file.size
                    batch.files.append(file)
                }
            }
            if bytes > batchBytes {
                batch.leftover = Array(names[start...])
                break
            }
        }
        return batch
    }

    private func readAndParse(_ names: [SpoolName]) -> [Result<PendingFile, SpoolError>?] {
        let results = UnsafeMutableBufferPointer<Result<PendingFile, SpoolError>?>.allocate(capacity: names.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        // Safe: each worker writes only its own indices (worker, worker + workers, …) of the buffer, and the
        // buffer is read only after concurrentPerform has returned, which joins the workers.
        nonisolated(unsafe) let slots = results
        let workers = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: names.count, by: workers) {
                slots[index] = readAndParse(names[index])
            }
        }
        let collected = Array(results)
        _ = results.deinitialize()
        return collected
    }

    private func readAndParse(_ name: SpoolName) -> Result<PendingFile, SpoolError>? {
        switch spool.readIncoming(name) {
        case .vanished: return nil
        case .unreadable(let error): return .failure(error)
        case .tooLarge(let size):
            return .success(
                .init(
                    name: name, bytes: [], unreadKey: "size:\(size)",
                    parsed: .failure(
                        RejectionList([
                            Rejection(
                                .fileTooLarge,
                                "the file has \(size) bytes; order files are at most "
                                    + "\(spool.maximumFileSize) bytes (1 MiB)"
                            )
                        ]))))
        case .notRegular(let kind):
            return .success(
                .init(
                    name: name, bytes: [], unreadKey: "special",
                    parsed: .failure(
                        RejectionList([
                            Rejection(
                                .notRegularFile, "the spool entry is \(kind), not a regular file; it was not read")
                        ]))))
        case .bytes(let bytes):
            return .success(.init(name: name, bytes: bytes, unreadKey: nil, parsed: SpoolFile.parse(bytes)))
        }
    }
}
