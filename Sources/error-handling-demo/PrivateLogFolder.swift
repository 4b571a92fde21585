import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the demo writes its JSON log: a folder of its own in the temporary directory, created
/// `0700` under a name no one can guess (`mkdtemp`), so another account can neither plant a
/// symlink or FIFO at the log's path beforehand nor read the log.
enum PrivateLogFolder {
    /// `errors.jsonl` in a new private folder, or `nil` when no folder could be created.
    static func makeLogURL() -> URL? {
        let template = FileManager.default.temporaryDirectory
            .appendingPathComponent("error-handling-demo-XXXXXX").path
        var characters = Array(template.utf8CString)
        return characters.withUnsafeMutableBufferPointer { buffer in
            guard let folder = mkdtemp(buffer.baseAddress!) else { return nil }
            return URL(fileURLWithPath: String(cString: folder)).appendingPathComponent("errors.jsonl")
        }
    }
}
